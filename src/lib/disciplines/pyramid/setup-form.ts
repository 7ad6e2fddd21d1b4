/** Pyramid's set-up: frames to win, who breaks, the balls that win a frame. */
import type { FamilySetupForm } from '../parts';
import { BREAK_RULE } from '../shared/setup-fields';

export const pyramidSetupForm: FamilySetupForm = {
	fields: () => [
		{ key: 'raceTo', kind: 'number', label: 'setup.raceToFrames', min: 1, max: 99 },
		BREAK_RULE,
		// PY-10: a frame goes to a majority of the balls, so 8 at most
		{ key: 'pointsTo', kind: 'number', label: 'setup.pointsToBalls', min: 1, max: 8 }
	],
	firstBreaker: true
};
