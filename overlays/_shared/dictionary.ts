/**
 * The board words for the page's language, and only that language: the build writes JSON files
 * per language, and per discipline for a page that shows one table (overlays/words.ts, from the
 * boards' dictionaries in src/lib/i18n/board), and tells the page where they are
 * (__CUECAST_WORDS__: the whole file; a discipline's is named after it). Nothing is restated here.
 */
import type { BoardKey } from '../../src/lib/i18n/board/en';
import { boardTranslator, type BoardT } from '../../src/lib/i18n/board/translator';
import type { Lang } from '../../src/lib/i18n/lang';

declare const __CUECAST_WORDS__: Record<Lang, string>;

/**
 * Fetches the words, trying again while the server cannot give them (a restart, a rebuild).
 * `discipline`: the words of its boards only; `miss` is told when the page asks for a word they
 * lack, so it can load the whole file instead.
 */
export async function loadBoardT(lang: Lang, discipline = '', miss?: () => void): Promise<BoardT> {
	const url = __CUECAST_WORDS__[lang].replace(/(?=\.json$)/, discipline && `-${discipline}`);
	for (let wait = 250; ; wait = Math.min(5000, wait * 2)) {
		try {
			const res = await fetch(url);
			// A word it lacks is looked up in `fallback`: here, a trap that reports the miss.
			if (res.ok) return boardTranslator(lang, (await res.json()) as Record<BoardKey, string>, miss && (new Proxy({}, { get: () => void miss() }) as Record<BoardKey, string>));
		} catch {
			/* offline: try again */
		}
		await new Promise((r) => setTimeout(r, wait));
	}
}
