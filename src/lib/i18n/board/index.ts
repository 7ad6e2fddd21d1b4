/**
 * The board's translator over all three dictionaries: what the wall displays bundle (no Svelte,
 * no runes). The app's translator (../index.svelte.ts) merges these same dictionaries into its one
 * key space; the overlays load one language's dictionary and use ./translator.ts directly.
 */
import type { Lang } from '../lang';
import { boardEn, type BoardKey } from './en';
import { boardPl } from './pl';
import { boardRu } from './ru';
import { boardTranslator, type BoardT } from './translator';

export type { BoardKey } from './en';
export type { BoardT, CountedKey } from './translator';
export const boardDictionaries: Readonly<Record<Lang, Readonly<Record<BoardKey, string>>>> = {
	en: boardEn,
	pl: boardPl,
	ru: boardRu
};

export const boardT = (lang: Lang): BoardT => boardTranslator(lang, boardDictionaries[lang], boardEn);
