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
import { disciplineKeys } from '../disciplines';

export type { BoardKey } from './en';
export type { BoardT, CountedKey } from './translator';
/** Each language's words with its discipline names (`d.<id>`). */
export const boardDictionaries: Readonly<Record<Lang, Readonly<Record<BoardKey, string>>>> = {
	en: { ...disciplineKeys('en'), ...boardEn },
	pl: { ...disciplineKeys('pl'), ...boardPl },
	ru: { ...disciplineKeys('ru'), ...boardRu }
};

export const boardT = (lang: Lang): BoardT => boardTranslator(lang, boardDictionaries[lang], boardDictionaries.en);
