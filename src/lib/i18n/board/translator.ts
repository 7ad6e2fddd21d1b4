/**
 * The board translator over ONE language's dictionary. `boardT(lang)` (./index.ts) builds it over
 * the dictionaries it imports; the overlays build it over the one dictionary they load for their
 * language (a page carries one language's words, not three). No imports of the dictionaries here.
 */
import { format, pluralCategory, type Lang, type Params } from '../lang';
import type { BoardKey } from './en';

/** Keys with plural forms: `${key}.one|few|many|other`. */
type Counted<K extends string> = K extends `${infer Base}.one` ? Base : never;
export type CountedKey = Counted<BoardKey>;

export interface BoardT {
	(key: BoardKey, params?: Params): string;
	/** A counted phrase in the language's plural form: `t.n('board.tables', 3)` → "3 stoły". */
	n(key: CountedKey, n: number): string;
	lang: Lang;
}

/** `fallback`: where a key is missing (dictionaries.test.ts allows none); else the key itself shows. */
export function boardTranslator(lang: Lang, table: Readonly<Record<BoardKey, string>>, fallback?: Readonly<Record<BoardKey, string>>): BoardT {
	const t = ((key: BoardKey, params?: Params) => format(table[key] ?? fallback?.[key] ?? key, params)) as BoardT;
	t.n = (key, n) => t(`${key}.${pluralCategory(lang, n)}` as BoardKey, { n });
	t.lang = lang;
	return t;
}
