/**
 * The one language type and the one remembered choice, for every page: the console, the tables
 * page, the wall displays, the phone viewer, the overlays and the OBS page. Plain TypeScript
 * with no imports, so the overlays bundle it.
 *
 * A page's language is, in order: `?lang=` in its address (remembered, so a TV set up once with
 * `?lang=pl` stays Polish after a reload), the remembered choice (localStorage `cuecast:lang`,
 * and the cookie `cuecast_lang` a server render can read), the browser's languages, English.
 */
export type Lang = 'en' | 'pl' | 'ru';
export const LANGS: readonly Lang[] = ['en', 'pl', 'ru'];
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', pl: 'Polski', ru: 'Русский' };

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

const STORAGE_KEY = 'cuecast:lang';
const COOKIE = 'cuecast_lang';

export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder stays visible so a slip is noticed. */
export function format(text: string, params?: Params): string {
	if (!params) return text;
	return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The CLDR plural category of n in a language: the suffix of counted keys (`.one`, `.few` …). */
export function pluralCategory(lang: Lang, n: number): 'one' | 'few' | 'many' | 'other' {
	const cat = new Intl.PluralRules(lang).select(n);
	return cat === 'one' || cat === 'few' || cat === 'many' ? cat : 'other';
}

/** 2.777 → "2.777" in English, "2,777" in Polish and Russian. */
export function decimal(lang: Lang, value: number, digits = 3): string {
	const s = value.toFixed(digits);
	return lang === 'en' ? s : s.replace('.', ',');
}

/** Remembers a choice for every page of this browser. */
export function rememberLang(lang: Lang): void {
	if (typeof window === 'undefined') return;
	try {
		localStorage.setItem(STORAGE_KEY, lang);
	} catch {
		/* storage blocked: the cookie still remembers */
	}
	document.cookie = `${COOKIE}=${lang}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
	document.documentElement.lang = lang;
}

/** The language a page starts in (see the comment at the top). */
export function detectLang(url?: URL): Lang {
	if (typeof window === 'undefined') return 'en';
	const asked = (url ?? new URL(location.href)).searchParams.get('lang');
	if (isLang(asked)) {
		rememberLang(asked);
		return asked;
	}
	try {
		const saved = localStorage.getItem(STORAGE_KEY);
		if (isLang(saved)) return saved;
	} catch {
		/* storage blocked */
	}
	const cookie = /(?:^|;\s*)cuecast_lang=([a-z]{2})/.exec(document.cookie)?.[1];
	if (isLang(cookie)) return cookie;
	for (const l of navigator.languages ?? [navigator.language]) {
		const short = (l ?? '').slice(0, 2).toLowerCase();
		if (isLang(short)) return short;
	}
	return 'en';
}

/**
 * The language a server render uses, in the order `detectLang` decides in the browser: `?lang=`,
 * the remembered choice (its cookie: the server cannot read localStorage, which is kept equal),
 * the browser's languages (Accept-Language), English. So the page hydrates in the words it was sent in.
 */
export function requestLang(url: URL, cookieHeader: string | null, acceptLanguage: string | null): Lang {
	const asked = url.searchParams.get('lang');
	if (isLang(asked)) return asked;
	const cookie = new RegExp(`(?:^|;\\s*)${COOKIE}=([a-z]{2})`).exec(cookieHeader ?? '')?.[1];
	if (isLang(cookie)) return cookie;
	for (const part of (acceptLanguage ?? '').split(',')) {
		const short = part.trim().slice(0, 2).toLowerCase();
		if (isLang(short)) return short;
	}
	return 'en';
}
