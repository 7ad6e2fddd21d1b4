/**
 * The console's languages: English, Polish, Russian. `t(key, params)` is typed by the English
 * dictionary; the language lives in a rune, so every `t(…)` in a template re-renders when it
 * changes, and it is remembered in localStorage and a cookie (`cuecast_lang`, so a server
 * render can pick it up later).
 */
import { en, type Key } from './en';
import { pl } from './pl';
import { ru } from './ru';
import { translateReason } from './reasons';

export type { Key } from './en';
export type Lang = 'en' | 'pl' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'pl', 'ru'];
export const LANG_NAMES: Record<Lang, string> = { en: 'English', pl: 'Polski', ru: 'Русский' };
export const dictionaries: Record<Lang, Record<Key, string>> = { en, pl, ru };

const STORAGE_KEY = 'cuecast:lang';
const COOKIE = 'cuecast_lang';

const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** Saved choice, then cookie, then the browser's languages, then English. */
export function detectLang(): Lang {
	if (typeof window === 'undefined') return 'en';
	try {
		const saved = localStorage.getItem(STORAGE_KEY);
		if (isLang(saved)) return saved;
	} catch {
		/* storage blocked */
	}
	const cookie = /(?:^|;\s*)cuecast_lang=([a-z]{2})/.exec(document.cookie)?.[1];
	if (isLang(cookie)) return cookie;
	for (const l of navigator.languages ?? [navigator.language]) {
		const short = l.slice(0, 2).toLowerCase();
		if (isLang(short)) return short;
	}
	return 'en';
}

class I18n {
	lang: Lang = $state(detectLang());

	set(lang: Lang) {
		this.lang = lang;
		if (typeof window === 'undefined') return;
		try {
			localStorage.setItem(STORAGE_KEY, lang);
		} catch {
			/* storage blocked: the cookie still remembers */
		}
		document.cookie = `${COOKIE}=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
		document.documentElement.lang = lang;
	}
}

export const i18n = new I18n();

/** Fills `{name}` placeholders; unknown placeholders stay visible so a slip is noticed. */
export function format(text: string, params?: Record<string, string | number>): string {
	if (!params) return text;
	return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

export function t(key: Key, params?: Record<string, string | number>): string {
	return format(dictionaries[i18n.lang][key] ?? en[key], params);
}

/** `t` for keys built at run time (option names, discipline ids); falls back to the raw text. */
export function tOr(key: string, fallback: string, params?: Record<string, string | number>): string {
	const text = (dictionaries[i18n.lang] as Record<string, string>)[key] ?? (en as Record<string, string>)[key];
	return text === undefined ? fallback : format(text, params);
}

/** A refusal from the engine or the server, in the console's language (English when unknown). */
export const tReason = (reason: string): string => translateReason(reason, i18n.lang);
