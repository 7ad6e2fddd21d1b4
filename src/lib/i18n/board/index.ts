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
import { competitionEn, type CompetitionKey } from './competition-en';
import { competitionPl } from './competition-pl';
import { competitionRu } from './competition-ru';

export type { BoardKey } from './en';
export type { BoardT, CountedKey } from './translator';
export type { CompetitionKey } from './competition-en';
/** Each language's words with its discipline names (`d.<id>`) and the competition words (`board.comp.*`). */
export const boardDictionaries: Readonly<Record<Lang, Readonly<Record<BoardKey | CompetitionKey, string>>>> = {
	en: { ...disciplineKeys('en'), ...boardEn, ...competitionEn },
	pl: { ...disciplineKeys('pl'), ...boardPl, ...competitionPl },
	ru: { ...disciplineKeys('ru'), ...boardRu, ...competitionRu }
};

export const boardT = (lang: Lang): BoardT => boardTranslator(lang, boardDictionaries[lang], boardDictionaries.en);
