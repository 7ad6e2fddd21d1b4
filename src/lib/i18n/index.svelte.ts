/**
 * The app's one translator: English, Polish, Russian for every Svelte page. One key space (./keys.ts) — the
 * board's words (./board), the console's and the pages' (./en.ts …), the OBS page's (./obs), the competition pages' (./competition), the discipline names — and
 * one remembered choice (./lang.ts). `t(key, params)` is typed by the English dictionaries; the
 * language lives in a rune, so every `t(…)` in a template re-renders when it changes.
 */
import { detectLang, format, pluralCategory, rememberLang, type Lang, type Params } from './lang';
import { boardDictionaries, type BoardKey, type BoardT, type CountedKey } from './board';
import { en } from './en';
import { obsEn } from './obs/en';
import { obsPl } from './obs/pl';
import { obsRu } from './obs/ru';
import { compEn } from './competition/en';
import { compPl } from './competition/pl';
import { compRu } from './competition/ru';
import { pl } from './pl';
import { ru } from './ru';
import { translateRefusal, type RefusalLike } from './reasons';
import type { Key } from './keys';

export { LANGS, LANG_NAMES, isLang, format, type Lang } from './lang';
export type { Key } from './keys';

export const dictionaries: Record<Lang, Record<Key, string>> = {
	en: { ...boardDictionaries.en, ...en, ...obsEn, ...compEn },
	pl: { ...boardDictionaries.pl, ...pl, ...obsPl, ...compPl },
	ru: { ...boardDictionaries.ru, ...ru, ...obsRu, ...compRu }
};

class I18n {
	lang: Lang = $state(detectLang());

	set(lang: Lang) {
		this.lang = lang;
		rememberLang(lang);
	}
}

export const i18n = new I18n();

export function t(key: Key, params?: Params): string {
	return format(dictionaries[i18n.lang][key] ?? dictionaries.en[key], params);
}

/** `t` for keys built at run time (option names, discipline ids); falls back to the raw text. */
export function tOr(key: string, fallback: string, params?: Params): string {
	const text = (dictionaries[i18n.lang] as Record<string, string>)[key] ?? (dictionaries.en as Record<string, string>)[key];
	return text === undefined ? fallback : format(text, params);
}

/**
 * The board translator (../view/words.ts takes one) in the page's current language; read inside
 * a template or `$derived`, so it follows the language switch.
 */
export function boardT(): BoardT {
	const lang = i18n.lang;
	const bt = ((key: BoardKey, params?: Params) => t(key, params)) as BoardT;
	bt.n = (key: CountedKey, n: number) => t(`${key}.${pluralCategory(lang, n)}` as BoardKey, { n });
	bt.lang = lang;
	return bt;
}

/**
 * A refusal from the engine, the server or this browser, in the page's language: by its code
 * (a bare reason, from an old server, by its words).
 */
export const tReason = (r: RefusalLike | string): string => translateRefusal(typeof r === 'string' ? { reason: r } : r, i18n.lang);
