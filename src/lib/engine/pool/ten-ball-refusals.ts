/**
 * The refusals of 10-ball (TB), in the three languages: the English templates join REFUSALS
 * (../refusals.ts), the Polish and Russian ones the translations (src/lib/i18n/refusals-engine.ts).
 * Codes are stable kebab-case, never reused; the same {param} placeholders in every language.
 * Plain data that imports nothing (refusals.ts imports it).
 */
const en = {} as const satisfies Record<string, string>;

type Texts = Record<keyof typeof en, string>;
const pl: Texts = {};
const ru: Texts = {};

export const TEN_BALL_REFUSALS = { en, pl, ru };
