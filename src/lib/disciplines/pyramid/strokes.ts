/** Russian pyramid's stroke-list words: svoyak, balls off the table, the cue ball off, the break's cushions; a penalty ball given. */
import { numberedStrokeWords } from '../shared/stroke-words';
import type { FamilyStrokeWords } from '../parts';

export const pyramidStrokeWords: FamilyStrokeWords = {
	...numberedStrokeWords,
	extras: (a, t) => {
		const parts: string[] = [];
		if (a.svoyak) parts.push(t('draft.svoyak'));
		if (typeof a.offTable === 'number' && a.offTable) parts.push(t('draft.offCount', { n: a.offTable }));
		if (a.cueOff) parts.push(t('cmd.cueOffPyramid'));
		if (typeof a.cushions === 'number' && a.cushions) parts.push(t('draft.cushions', { n: a.cushions }));
		if (typeof a.sideCushions === 'number' && a.sideCushions) parts.push(t('draft.sideCushions', { n: a.sideCushions }));
		if (a.crossed) parts.push(t('draft.crossed'));
		return parts;
	},
	awarded: 'log.penaltyBalls'
};
