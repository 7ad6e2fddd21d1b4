/**
 * Build step (Node): the board words an overlay page loads, as JSON files under
 * build/overlays/assets/ (content-hashed, cached for a year). A page fetches only its own
 * language's words, and only the keys the page's bundled code can ask for (its tree-shaken
 * JavaScript is scanned), so a page does not carry three languages of words it never shows.
 * A page that shows one table (boot.ts) loads them for the discipline of the match on it: a
 * snooker scorebug does not carry the names of the other games or the words of a carom tiebreak. The
 * words themselves are the boards' dictionaries (src/lib/i18n/board): nothing is restated. The
 * page finds its files through `__CUECAST_WORDS__`, replaced in its code here by their common
 * start (`/overlay-assets/assets/words-<page>-<hash>`: one string, not three addresses).
 */
import { createHash } from 'node:crypto';
import { CATALOG, disciplineInfo, FAMILIES, familyOf, type Family, type TargetKind } from '../src/lib/engine/catalog';
import { boardDictionaries } from '../src/lib/i18n/board';
import { BOARD_KEYS } from '../src/lib/disciplines/board-keys';
import { LANGS, type Lang } from '../src/lib/i18n/lang';

export const WORDS_PLACEHOLDER = '__CUECAST_WORDS__';

/**
 * Where a built page's words are, below the build folder: `assets/words-<page>-<hash>`, to which
 * `-<lang>.json` (every word it names) or `-<lang>-<discipline>.json` is added; null: no words.
 */
export function pageWordsBase(html: string): string | null {
	return /\/overlay-assets\/(assets\/words-[\w-]+)["'`]/.exec(html)?.[1] ?? null;
}

const PLURAL = /\.(one|few|many|other)$/;

/**
 * The keys code can ask for: a key named in a string literal, the forms of a counted key named by
 * its base (`board.tables` → `board.tables.one` …), and every key under a prefix the code
 * completes at run time (`opt.${option}`).
 */
export function usedKeys(code: string, all: readonly string[] = Object.keys(boardDictionaries.en)): string[] {
	const named = new Set([...code.matchAll(/['"`]((?:board|opt|fam|d)\.[\w.-]*[\w-])['"`]/g)].map((m) => m[1]));
	const prefixes = [...code.matchAll(/`((?:board|opt|fam|d)\.[\w.-]*)\$\{/g)].map((m) => m[1]);
	return all.filter((k) => named.has(k) || (PLURAL.test(k) && named.has(k.replace(PLURAL, ''))) || prefixes.some((p) => k.startsWith(p)));
}

/**
 * Words only some families' boards show (a key, or every key under it): each family names its own
 * (src/lib/disciplines/<family>/board-keys.ts), and a key several name is theirs. A page's words
 * for another family leave them out; a key no family names is shown for every family. Should a
 * page ask for a word its family's file lacks, it loads its whole file (boot.ts): a slip there
 * costs bytes, never a word on screen. `d.<id>` and `fam.<family>` need no entry (the catalog
 * says their family).
 */
const ONLY: Readonly<Record<string, readonly Family[]>> = (() => {
	const only: Record<string, Family[]> = {};
	for (const family of FAMILIES) for (const key of BOARD_KEYS[family]) (only[key] ??= []).push(family);
	return only;
})();

/** The families whose boards show a key (all of them for most). */
export function keyFamilies(key: string): readonly Family[] {
	if (key.startsWith('d.')) {
		const f = familyOf(key.slice(2));
		return f ? [f] : FAMILIES;
	}
	if (key.startsWith('fam.')) return [key.slice(4) as Family];
	for (let k = key; k.includes('.'); k = k.slice(0, k.lastIndexOf('.'))) if (ONLY[k]) return ONLY[k];
	return FAMILIES;
}

/** Words of one kind of target, or of the three-foul rule, only (the catalog says which discipline has it). */
const TARGET: Readonly<Record<string, TargetKind>> = { 'board.raceTo': 'race', 'board.pointsTo': 'points', 'board.from': 'countdown', 'board.bestOf': 'best-of' };

/** A board of a match of `discipline` shows the key: its family's words and its own name only. */
export function shownFor(key: string, discipline: string): boolean {
	const info = disciplineInfo(discipline);
	if (!info || !keyFamilies(key).includes(info.family)) return false;
	if (key.startsWith('d.')) return key === `d.${discipline}`;
	if (key.startsWith('board.foulWarning')) return !!info.threeFoul;
	return !TARGET[key] || TARGET[key] === info.target;
}

export interface WordsFile {
	lang: Lang;
	/** The discipline whose words it holds; null: every word the page names (its fallback). */
	discipline: string | null;
	/**
	 * Below the build folder: assets/words-<page>-<hash>-<lang>.json with every word the page
	 * names, and beside it assets/words-<page>-<hash>-<lang>-<discipline>.json per discipline.
	 */
	fileName: string;
	json: string;
}

/**
 * The page's words and its code with the keys it names shortened: `t('board.snookersRequired')`
 * becomes `t('c')` and the files say `"c":"…"` (a key is bytes twice: in the code and in every
 * words file). Keys the code completes at run time (`d.${id}`) and the forms of a counted key
 * (`c.one`) keep their names after the short base.
 */
export function shortenKeys(code: string, keys: readonly string[]): { code: string; short: (key: string) => string } {
	const prefixes = [...code.matchAll(/`((?:board|opt|fam|d)\.[\w.-]*)\$\{/g)].map((m) => m[1]);
	const ids = new Map<string, string>();
	for (const k of keys) {
		const base = PLURAL.test(k) && !keys.includes(k.replace(PLURAL, '')) ? k.replace(PLURAL, '') : k;
		if (!ids.has(base) && !prefixes.some((p) => base.startsWith(p))) ids.set(base, ids.size.toString(36));
	}
	return {
		code: code.replace(/(['"`])((?:board|opt|fam|d)\.[\w.-]*[\w-])\1/g, (lit, q: string, k: string) => (ids.has(k) ? q + ids.get(k)! + q : lit)),
		short: (k) => ids.get(k) ?? (PLURAL.test(k) && ids.has(k.replace(PLURAL, '')) ? ids.get(k.replace(PLURAL, '')) + k.slice(k.lastIndexOf('.')) : k)
	};
}

/**
 * The page's words: per language one file with every key `code` uses and, with `byDiscipline`
 * (a page that shows one table's match), one per discipline with the keys its boards show. One
 * hash covers all of the page's files: the page names a discipline's file after its language's.
 * Returns the code with its keys shortened (shortenKeys) and the files in the same short keys.
 */
export function wordsFiles(page: string, code: string, byDiscipline = false): { code: string; files: WordsFile[] } {
	const keys = usedKeys(code);
	const shortened = shortenKeys(code, keys);
	const files = LANGS.flatMap((lang) => {
		const table = boardDictionaries[lang] as Record<string, string>;
		const json = (ks: readonly string[]) => JSON.stringify(Object.fromEntries(ks.map((k) => [shortened.short(k), table[k]])));
		return [
			{ lang, discipline: null, json: json(keys) },
			...(byDiscipline ? CATALOG.map(({ id }) => ({ lang, discipline: id, json: json(keys.filter((k) => shownFor(k, id))) })) : [])
		];
	});
	const hash = createHash('sha256')
		.update(files.map((f) => f.json).join('\n'))
		.digest('base64url')
		.slice(0, 10)
		.replace(/[-_]/g, 'x');
	return {
		code: shortened.code,
		files: files.map((f) => ({ ...f, fileName: `assets/words-${page}-${hash}-${f.lang}${f.discipline ? `-${f.discipline}` : ''}.json` }))
	};
}
