/**
 * The board words for the page's language, and only that language: the build writes JSON files
 * per language, and per discipline for a page that shows one table (overlays/words.ts, from the
 * boards' dictionaries in src/lib/i18n/board), and tells the page where they are
 * (__CUECAST_WORDS__: where they are; a discipline's is named after its language's whole file). Nothing is restated here.
 */
import type { BoardKey } from '../../src/lib/i18n/board/en';
import { boardTranslator, type BoardT } from '../../src/lib/i18n/board/translator';
import type { Lang } from '../../src/lib/i18n/lang';

/** The words files' common start: `-<lang>.json` or `-<lang>-<discipline>.json` follows (overlays/words.ts). */
declare const __CUECAST_WORDS__: string;
declare global {
	interface Window {
		/** The words the server put into the page (src/lib/server/overlays), by the address of the file this page would fetch first. */
		__CUECAST_WORDS_IN__?: Record<string, Record<BoardKey, string>>;
	}
}

/**
 * Fetches the words, trying again while the server cannot give them (a restart, a rebuild).
 * `discipline`: the words of its boards only; `miss` is told when the page asks for a word they
 * lack, so it can load the whole file instead.
 */
export async function loadBoardT(lang: Lang, discipline = '', miss?: () => void): Promise<BoardT> {
	const url = `${__CUECAST_WORDS__}-${lang}${discipline && `-${discipline}`}.json`;
	// (the words the page came with: no request before the first paint)
	let words = window.__CUECAST_WORDS_IN__?.[url];
	for (let wait = 250; !words; wait = Math.min(5000, wait * 2)) {
		try {
			const res = await fetch(url);
			if (res.ok) words = (await res.json()) as Record<BoardKey, string>;
		} catch {
			/* offline: try again */
		}
		if (!words) await new Promise((r) => setTimeout(r, wait));
	}
	// A word it lacks is looked up in `fallback`: here, a trap that reports the miss.
	return boardTranslator(lang, words, miss && (new Proxy({}, { get: () => void miss() }) as Record<BoardKey, string>));
}
