/**
 * Build step (Node): the board words an overlay page loads, one JSON file per language under
 * build/overlays/assets/ (content-hashed, cached for a year). A page fetches only its own
 * language's file, and the file holds only the keys the page's bundled code can ask for (its
 * tree-shaken JavaScript is scanned), so a page does not carry three languages of words it never
 * shows. The words themselves are the boards' dictionaries (src/lib/i18n/board): nothing is
 * restated. The page finds its files through `__CUECAST_WORDS__`, replaced in its code here.
 */
import { createHash } from 'node:crypto';
import { boardDictionaries } from '../src/lib/i18n/board';
import { LANGS, type Lang } from '../src/lib/i18n/lang';

export const WORDS_PLACEHOLDER = '__CUECAST_WORDS__';

/**
 * The keys code can ask for: a key named in a string literal, the forms of a counted key named by
 * its base (`board.tables` → `board.tables.one` …), and every key under a prefix the code
 * completes at run time (`opt.${option}`).
 */
export function usedKeys(code: string, all: readonly string[] = Object.keys(boardDictionaries.en)): string[] {
	const named = new Set([...code.matchAll(/['"`]((?:board|opt|fam|d)\.[\w.-]*[\w-])['"`]/g)].map((m) => m[1]));
	const prefixes = [...code.matchAll(/`((?:board|opt|fam|d)\.[\w.-]*)\$\{/g)].map((m) => m[1]);
	return all.filter((k) => named.has(k) || named.has(k.slice(0, k.lastIndexOf('.'))) || prefixes.some((p) => k.startsWith(p)));
}

export interface WordsFile {
	lang: Lang;
	/** Below the build folder: assets/words-<page>-<lang>-<hash>.json */
	fileName: string;
	json: string;
}

/** One file per language with the keys `code` uses. */
export function wordsFiles(page: string, code: string): WordsFile[] {
	const keys = usedKeys(code);
	return LANGS.map((lang) => {
		const table = boardDictionaries[lang] as Record<string, string>;
		const json = JSON.stringify(Object.fromEntries(keys.map((k) => [k, table[k]])));
		const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
		return { lang, fileName: `assets/words-${page}-${lang}-${hash}.json`, json };
	});
}
