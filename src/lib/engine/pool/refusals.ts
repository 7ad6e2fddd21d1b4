/**
 * The refusals of 10-ball (TB), in the three languages: the English templates join REFUSALS
 * (../refusals.ts), the Polish and Russian ones the translations (src/lib/i18n/refusals-engine.ts).
 * Codes are stable kebab-case, never reused; the same {param} placeholders in every language.
 * Plain data that imports nothing (refusals.ts imports it).
 */
const en = {
	'ten-ball-ball-number': 'ball {ball} is not in a 10-ball rack: the balls are 1 to 10',
	'ten-ball-call-on-break': 'the break is not a called shot: no calledBall, "called" or safety on the break (TB-2)',
	'ten-ball-call-on-push': 'a push-out is not a called shot: no calledBall, "called" or safety on a push-out (TB-3)',
	'ten-ball-no-safety-call': 'this match has no called safety (safetyCall is off, TB-8): call a ball and miss it',
	'ten-ball-safety-with-call': 'a called safety calls no ball: record either safety or calledBall and "called", not both (TB-8)'
} as const satisfies Record<string, string>;

type Texts = Record<keyof typeof en, string>;
const pl: Texts = {
	'ten-ball-ball-number': 'bili {ball} nie ma w dziesiątce: bile mają numery od 1 do 10',
	'ten-ball-call-on-break': 'rozbicia się nie zapowiada: przy rozbiciu nie ma calledBall, „called” ani odstawnej (TB-2)',
	'ten-ball-call-on-push': 'push-outu się nie zapowiada: przy push-oucie nie ma calledBall, „called” ani odstawnej (TB-3)',
	'ten-ball-no-safety-call': 'w tym meczu nie zapowiada się odstawnej (safetyCall wyłączone, TB-8): zapowiedz bilę i jej nie wbijaj',
	'ten-ball-safety-with-call': 'zapowiedziana odstawna nie wskazuje bili: zapisz albo odstawną, albo calledBall i „called”, nie oba (TB-8)'
};
const ru: Texts = {
	'ten-ball-ball-number': 'шара {ball} в «десятке» нет: шары от 1 до 10',
	'ten-ball-call-on-break': 'разбой не заказывается: на разбое не бывает calledBall, «called» и отыгрыша (TB-2)',
	'ten-ball-call-on-push': 'пуш-аут не заказывается: при пуш-ауте не бывает calledBall, «called» и отыгрыша (TB-3)',
	'ten-ball-no-safety-call': 'в этом матче отыгрыш не заказывают (safetyCall выключен, TB-8): закажите шар и не забивайте его',
	'ten-ball-safety-with-call': 'при заказанном отыгрыше шар не заказывают: запишите либо отыгрыш, либо calledBall и «called», но не всё вместе (TB-8)'
};

export const TEN_BALL_REFUSALS = { en, pl, ru };
