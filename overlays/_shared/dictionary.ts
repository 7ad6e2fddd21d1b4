/**
 * The board words for the page's language, and only that language: the build writes one JSON
 * file per language (overlays/words.ts, from the boards' dictionaries in src/lib/i18n/board) and
 * tells the page where they are (__CUECAST_WORDS__). Nothing is restated here.
 */
import type { BoardKey } from '../../src/lib/i18n/board/en';
import { boardTranslator, type BoardT } from '../../src/lib/i18n/board/translator';
import type { Lang } from '../../src/lib/i18n/lang';

declare const __CUECAST_WORDS__: Record<Lang, string>;

/** Fetches the words, trying again while the server cannot give them (a restart, a rebuild). */
export async function loadBoardT(lang: Lang): Promise<BoardT> {
	for (let wait = 250; ; wait = Math.min(5000, wait * 2)) {
		try {
			const res = await fetch(__CUECAST_WORDS__[lang]);
			if (res.ok) return boardTranslator(lang, (await res.json()) as Record<BoardKey, string>);
		} catch {
			/* offline: try again */
		}
		await new Promise((r) => setTimeout(r, wait));
	}
}
