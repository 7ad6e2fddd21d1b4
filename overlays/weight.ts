/**
 * What an overlay page weighs on a cold load, as the server sends it: the page (gzip level 6,
 * its JS and CSS inlined) and the words it fetches (gzip level 9). A page that shows one table
 * fetches its discipline's words (`words-<page>-<hash>-<lang>-<discipline>.json`), so the
 * heaviest of those counts; a venue or competition page fetches its language's whole file.
 * The whole file of a table's page is loaded only if a word is missing from its discipline's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGS } from '../src/lib/i18n/lang';
import { pageWordsBase } from './words';

export interface Weight {
	page: number;
	words: number;
	/** The words file counted (the heaviest the page may fetch first). */
	wordsFile: string;
	total: number;
}

export function overlayWeight(dir: string, name: string): Weight {
	const html = readFileSync(join(dir, name, 'index.html'), 'utf8');
	const assets = readdirSync(join(dir, 'assets'));
	const base = pageWordsBase(html);
	// Per language the whole file (-<lang>.json) and, on a table's page, one per discipline: those are fetched first.
	const files = LANGS.flatMap((lang) => {
		const whole = base ? `${basename(base)}-${lang}` : null;
		const perDiscipline = whole ? assets.filter((f) => f.startsWith(`${whole}-`)) : [];
		return perDiscipline.length ? perDiscipline : whole && assets.includes(`${whole}.json`) ? [`${whole}.json`] : [];
	});
	const sized = files.map((f) => ({ f, n: gzipSync(readFileSync(join(dir, 'assets', f)), { level: 9 }).length })).sort((a, b) => b.n - a.n);
	const page = gzipSync(html, { level: 6 }).length;
	const words = sized[0]?.n ?? 0;
	return { page, words, wordsFile: sized[0]?.f ?? '', total: page + words };
}
