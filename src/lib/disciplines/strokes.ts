/** Every family's stroke-list words (parts.ts, FamilyStrokeWords): the console's and the match page's stroke list ask it. */
import type { EveryFamily } from './registry';
import type { FamilyStrokeWords } from './parts';
import { numberedStrokeWords } from './shared/stroke-words';
import { pyramidStrokeWords } from './pyramid/strokes';
import { snookerStrokeWords } from './snooker/strokes';
import { billiardsStrokeWords } from './english-billiards/strokes';

export const STROKE_WORDS: EveryFamily<FamilyStrokeWords> = {
	pool: numberedStrokeWords,
	carom: numberedStrokeWords,
	pins: numberedStrokeWords,
	artistic: numberedStrokeWords,
	pyramid: pyramidStrokeWords,
	snooker: snookerStrokeWords,
	'english-billiards': billiardsStrokeWords
};

/** With no family given (an older caller): numbered balls, as before. */
export const ANY_STROKE_WORDS: FamilyStrokeWords = numberedStrokeWords;
