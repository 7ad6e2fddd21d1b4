/** The stroke-list words most families share (parts.ts, FamilyStrokeWords): numbered balls, no keys of their own. */
import type { FamilyStrokeWords } from '../parts';

export const numberedStrokeWords: FamilyStrokeWords = {
	balls: (label, list) => `${label} ${list.join(' ')}`,
	extras: () => [],
	calls: () => [],
	nothing: 'log.miss',
	awarded: 'log.awarded'
};
