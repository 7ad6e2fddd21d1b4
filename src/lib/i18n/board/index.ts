/**
 * The board's translator: what the overlays and the wall displays bundle (no Svelte, no runes).
 * The app's translator (../index.svelte.ts) merges these same dictionaries into its one key space.
 */
import { format, pluralCategory, type Lang, type Params } from '../lang';
import { boardEn, type BoardKey } from './en';
import { boardPl } from './pl';
import { boardRu } from './ru';

export type { BoardKey } from './en';
export const boardDictionaries: Readonly<Record<Lang, Readonly<Record<BoardKey, string>>>> = {
	en: boardEn,
	pl: boardPl,
	ru: boardRu
};

/** Keys with plural forms: `${key}.one|few|many|other`. */
type Counted<K extends string> = K extends `${infer Base}.one` ? Base : never;
export type CountedKey = Counted<BoardKey>;

export interface BoardT {
	(key: BoardKey, params?: Params): string;
	/** A counted phrase in the language's plural form: `t.n('board.tables', 3)` → "3 stoły". */
	n(key: CountedKey, n: number): string;
	lang: Lang;
}

export function boardT(lang: Lang): BoardT {
	const table = boardDictionaries[lang];
	const t = ((key: BoardKey, params?: Params) => format(table[key] ?? boardEn[key], params)) as BoardT;
	t.n = (key, n) => t(`${key}.${pluralCategory(lang, n)}` as BoardKey, { n });
	t.lang = lang;
	return t;
}
