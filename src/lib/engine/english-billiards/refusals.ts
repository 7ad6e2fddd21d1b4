/**
 * The refusals of English billiards (EB), in the three languages: the English templates join
 * REFUSALS (../refusals.ts), the Polish and Russian ones the translations
 * (src/lib/i18n/refusals-engine.ts). Codes are stable kebab-case, never reused; the same {param}
 * placeholders in every language. Plain data that imports nothing (refusals.ts imports it).
 */
const en = {
	'billiards-best-of-odd': 'a billiards match of several games is the best of an odd number',
	'billiards-balls-differ': 'the two players play with different cue balls (white and yellow)',
	'billiards-needs-target': 'a game needs pointsTo, or a timeLimit for a timed game',
	'billiards-timed-one-game': 'a timed match is one game (bestOf 1)',
	'billiards-listed-twice': '{ball} is listed twice',
	'billiards-potted-and-off': '{ball} cannot be both potted and off the table',
	'billiards-white-off': 'the object white is off the table: no cannon, no contact with it, no pot of it',
	'billiards-in-off-and-off': 'the cue ball cannot both go in off and leave the table',
	'billiards-no-contact': 'with firstHit "none" the cue ball touched no ball: no cannon and no pot',
	'billiards-in-off-first-hit': 'an in-off is priced by the ball struck first: say firstHit (red, white or both)',
	'billiards-double-baulk-in-hand': 'double baulk is when the striker is in hand',
	'billiards-double-baulk-miss': 'doubleBaulk goes with a miss (firstHit "none" or foul "miss")',
	'billiards-spots-blocked': 'the red needs a free spot: the Spot, the Pyramid Spot and the Centre Spot cannot all be blocked',
	'billiards-time-called': 'time has already been called'
} as const satisfies Record<string, string>;

type Texts = Record<keyof typeof en, string>;
const pl: Texts = {
	'billiards-best-of-odd': 'mecz bilardu angielskiego na kilka gier gra się do wygrania większości z nieparzystej liczby',
	'billiards-balls-differ': 'gracze grają różnymi bilami rozgrywającymi (białą i żółtą)',
	'billiards-needs-target': 'gra potrzebuje pointsTo albo timeLimit dla gry na czas',
	'billiards-timed-one-game': 'mecz na czas to jedna gra (bestOf 1)',
	'billiards-listed-twice': '{ball} podano dwa razy',
	'billiards-potted-and-off': '{ball} nie może być jednocześnie wbita i poza stołem',
	'billiards-white-off': 'biała przeciwnika jest poza stołem: bez karambolu, bez jej trafienia i wbicia',
	'billiards-in-off-and-off': 'bila rozgrywająca nie może jednocześnie wpaść do łuzy i wypaść ze stołu',
	'billiards-no-contact': 'przy firstHit „none” bila nie trafiła żadnej bili: bez karambolu i wbić',
	'billiards-in-off-first-hit': 'wpadnięcie bili rozgrywającej liczy się według pierwszej trafionej bili: podaj firstHit (red, white lub both)',
	'billiards-double-baulk-in-hand': 'podwójny baulk zachodzi, gdy grający ma bilę w ręce',
	'billiards-double-baulk-miss': 'doubleBaulk podaje się z pudłem (firstHit „none” lub foul „miss”)',
	'billiards-spots-blocked': 'czerwona potrzebuje wolnego punktu: punkt, punkt piramidy i punkt środkowy nie mogą być wszystkie zajęte',
	'billiards-time-called': 'czas już ogłoszono'
};
const ru: Texts = {
	'billiards-best-of-odd': 'матч в английский бильярд из нескольких партий играется до большинства побед из нечётного числа',
	'billiards-balls-differ': 'игроки играют разными битками (белым и жёлтым)',
	'billiards-needs-target': 'партии нужен pointsTo или timeLimit для партии на время',
	'billiards-timed-one-game': 'матч на время — это одна партия (bestOf 1)',
	'billiards-listed-twice': '{ball} указан дважды',
	'billiards-potted-and-off': '{ball} не может быть одновременно забит и вылететь со стола',
	'billiards-white-off': 'биток соперника не на столе: ни карамболя, ни касания, ни забитого',
	'billiards-in-off-and-off': 'биток не может одновременно закатиться в лузу и вылететь со стола',
	'billiards-no-contact': 'при firstHit «none» биток не коснулся ни одного шара: ни карамболя, ни забитых',
	'billiards-in-off-first-hit': 'свояк оценивается по первому задетому шару: укажите firstHit (red, white или both)',
	'billiards-double-baulk-in-hand': 'двойной болк — когда биток у игрока в руке',
	'billiards-double-baulk-miss': 'doubleBaulk указывают вместе с промахом (firstHit «none» или foul «miss»)',
	'billiards-spots-blocked': 'красному нужна свободная отметка: все три отметки не могут быть заняты',
	'billiards-time-called': 'время уже объявлено'
};

export const BILLIARDS_REFUSALS = { en, pl, ru };
