/**
 * How the stroke list words artistic billiards: each line is an attempt at the figure under way,
 * made or failed; a ball off the table fails it (AR-1), whatever the marker pressed.
 */
import type { FamilyStrokeWords } from '../parts';
import { numberedStrokeWords } from '../shared/stroke-words';

export const artisticStrokeWords: FamilyStrokeWords = {
	...numberedStrokeWords,
	extras: (a, t) => (a.t === 'attempt' ? [t(a.offTable ? 'cmd.offTable' : a.success ? 'cmd.success' : 'cmd.failure')] : [])
};
