/**
 * The refusals of Russian pyramid (PY, FP, CP, NP), in the three languages: the English templates join REFUSALS
 * (../refusals.ts), the Polish and Russian ones the translations (src/lib/i18n/refusals-engine.ts).
 * Codes are stable kebab-case, never reused; the same {param} placeholders in every language.
 * Plain data that imports nothing (refusals.ts imports it).
 */
const en = {
	'pyramid-points-to': 'a frame is played to 1 to 8 balls: 8 is a majority of the balls (PY-10)',
	'pyramid-balls-exceed': '{count} balls cannot fall or leave the table: only {available} are there to hit',
	'pyramid-cue-ball-twice': 'the cue ball cannot both fall into a pocket (svoyak) and leave the table (cueOff)',
	'pyramid-not-in-hand': 'a placement foul needs the cue ball in hand, and it is not in hand now',
	'pyramid-not-in-house': 'hitting a ball in the house is a foul only when playing from hand in the house',
	'pyramid-free-cue-ball': 'in free pyramid any ball may be the cue ball after the break: there is no wrong cue ball',
	'pyramid-no-ball-taken': 'no ball is taken off the table on this stroke, so there is no penaltyBall to name'
} as const satisfies Record<string, string>;

type Texts = Record<keyof typeof en, string>;
const pl: Texts = {
	'pyramid-points-to': 'partię gra się do 1–8 bil: 8 to większość bil na stole (PY-10)',
	'pyramid-balls-exceed': 'bil, które wpadły lub wypadły ze stołu ({count}), jest więcej niż bil do zagrania ({available})',
	'pyramid-cue-ball-twice': 'bila zagrywająca nie może jednocześnie wpaść do łuzy (swojak) i wypaść ze stołu (cueOff)',
	'pyramid-not-in-hand': 'faul przy ustawianiu wymaga bili z ręki, a teraz nie gra się z ręki',
	'pyramid-not-in-house': 'uderzenie bili leżącej w domu jest faulem tylko przy grze z ręki z domu',
	'pyramid-free-cue-ball': 'w piramidzie wolnej po rozbiciu każda bila może być zagrywającą: nie ma złej bili zagrywającej',
	'pyramid-no-ball-taken': 'w tym uderzeniu nikt nie zdejmuje bili ze stołu, więc nie ma czego podać w penaltyBall'
};
const ru: Texts = {
	'pyramid-points-to': 'партия играется до 1–8 шаров: 8 — это большинство шаров (PY-10)',
	'pyramid-balls-exceed': 'упавших и вылетевших шаров ({count}) больше, чем шаров, по которым можно бить ({available})',
	'pyramid-cue-ball-twice': 'биток не может одновременно упасть в лузу (свояк) и вылететь за борт (cueOff)',
	'pyramid-not-in-hand': 'нарушение при установке битка возможно только при игре с руки, а сейчас игра не с руки',
	'pyramid-not-in-house': 'удар по шару в доме — нарушение только при игре с руки из дома',
	'pyramid-free-cue-ball': 'в свободной пирамиде после разбоя битком может быть любой шар: «не тот биток» не бывает',
	'pyramid-no-ball-taken': 'при этом ударе со стола никто не снимает шар, поэтому указывать penaltyBall не для чего'
};

export const PYRAMID_REFUSALS = { en, pl, ru };
