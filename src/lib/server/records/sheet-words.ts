/**
 * The score sheet's words: a plain translator over the one i18n's dictionaries (the pages' words
 * in ../../i18n/{en,pl,ru}.ts and the board's, discipline names included), with no Svelte rune —
 * the server renders in the language the request names, not a remembered one.
 */
import { decimal, format, type Lang, type Params } from '../../i18n/lang';
import { boardDictionaries, type BoardKey } from '../../i18n/board';
import { disciplineName } from '../../i18n/disciplines';
import { en, type Key as PageKey } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { ru } from '../../i18n/ru';

export type SheetKey = PageKey | BoardKey;

const pages: Record<Lang, Record<PageKey, string>> = { en, pl, ru };

export interface SheetWords {
	lang: Lang;
	t(key: SheetKey, params?: Params): string;
	discipline(id: string): string;
	/** A number with the language's decimal mark, cut (not rounded) by the caller's figures. */
	decimal(value: number, digits?: number): string;
}

export function sheetWords(lang: Lang): SheetWords {
	const table = { ...boardDictionaries[lang], ...pages[lang] } as Record<SheetKey, string>;
	const fallback = { ...boardDictionaries.en, ...en } as Record<SheetKey, string>;
	return {
		lang,
		t: (key, params) => format(table[key] ?? fallback[key] ?? key, params),
		discipline: (id) => disciplineName(lang, id),
		decimal: (value, digits = 3) => decimal(lang, value, digits)
	};
}

/** A short mark for a player in a column label ("Łukasz Żółw" → "ŁŻ"). */
export function initials(name: string): string {
	const parts = name.trim().split(/\s+/).filter(Boolean);
	return parts.length ? parts.map((p) => [...p][0]!.toUpperCase()).join('').slice(0, 3) : '?';
}

/** A player as the totals and the signatures name him: with his country when the set-up gave one ("Anna Nowak (PL)"). */
export const withCountry = (p: { name: string; country: string | null }): string => (p.country ? `${p.name} (${p.country})` : p.name);
