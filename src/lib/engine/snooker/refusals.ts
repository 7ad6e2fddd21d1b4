/**
 * The refusals of snooker (SN), in the three languages: the English templates join REFUSALS
 * (../refusals.ts), the Polish and Russian ones the translations (src/lib/i18n/refusals-engine.ts).
 * Codes are stable kebab-case, never reused; the same {param} placeholders in every language.
 * Plain data that imports nothing (refusals.ts imports it).
 */
const en = {
	'snooker-best-of-odd': 'a snooker match is the best of an odd number of frames',
	'snooker-reds-on-table': '{count} reds named, but only {reds} are on the table',
	'snooker-nominate-after-red': 'a colour is nominated only when a colour is on after a red',
	'snooker-no-free-ball': 'no free ball is being played',
	'snooker-free-ball-is-on': 'the free ball is a ball other than the ball on ({ball})',
	'snooker-no-miss-rule': 'this match is played without the miss rule',
	'snooker-miss-needs-foul': 'a miss is called only on a foul',
	'snooker-clear-path-needs-miss': 'clearPath goes with a miss',
	'snooker-snookered-needs-foul': 'a free ball is called only after a foul',
	'snooker-simultaneous-balls': 'a simultaneous hit names both balls: firstHit and ball',
	'snooker-ball-needs-foul': '"ball" names the ball concerned in a foul or hit together with the first'
} as const satisfies Record<string, string>;

type Texts = Record<keyof typeof en, string>;
const pl: Texts = {
	'snooker-best-of-odd': 'mecz snookera gra się do wygrania większości z nieparzystej liczby frejmów',
	'snooker-reds-on-table': 'podano {count} czerwonych, a na stole jest tylko {reds}',
	'snooker-nominate-after-red': 'kolor zgłasza się tylko wtedy, gdy po czerwonej gra się kolor',
	'snooker-no-free-ball': 'teraz nie gra się wolnej bili',
	'snooker-free-ball-is-on': 'wolna bila to inna bila niż ta, którą należy zagrać ({ball})',
	'snooker-no-miss-rule': 'ten mecz gra się bez przepisu o missie',
	'snooker-miss-needs-foul': 'missa ogłasza się tylko przy faulu',
	'snooker-clear-path-needs-miss': 'clearPath podaje się tylko z missem',
	'snooker-snookered-needs-foul': 'wolną bilę ogłasza się tylko po faulu',
	'snooker-simultaneous-balls': 'przy jednoczesnym trafieniu trzeba podać obie bile: firstHit i ball',
	'snooker-ball-needs-foul': '„ball” to bila, której dotyczy faul, albo bila trafiona razem z pierwszą'
};
const ru: Texts = {
	'snooker-best-of-odd': 'матч в снукер играется до большинства побед из нечётного числа фреймов',
	'snooker-reds-on-table': 'указано красных: {count}, а на столе их только {reds}',
	'snooker-nominate-after-red': 'цветной заказывают только после красного, когда играется цветной',
	'snooker-no-free-ball': 'сейчас не играется фри-бол',
	'snooker-free-ball-is-on': 'фри-бол — это другой шар, не тот, что сейчас в игре ({ball})',
	'snooker-no-miss-rule': 'этот матч играется без правила «мисс»',
	'snooker-miss-needs-foul': '«мисс» объявляют только при фоле',
	'snooker-clear-path-needs-miss': 'clearPath указывают только вместе с «мисс»',
	'snooker-snookered-needs-foul': 'фри-бол объявляют только после фола',
	'snooker-simultaneous-balls': 'при одновременном касании нужны оба шара: firstHit и ball',
	'snooker-ball-needs-foul': '«ball» — это шар, к которому относится фол, или шар, задетый одновременно с первым'
};

export const SNOOKER_REFUSALS = { en, pl, ru };
