/** Pyramid's set-up: frames to win, who breaks, the balls that win a frame. */
import type { FamilySetupForm, SetupOption } from '../parts';
import { BREAK_RULE } from '../shared/setup-fields';

const objectOffTable: SetupOption = { kind: 'select', key: 'objectOffTable', label: 'setup.objectOffTable', values: ['foul', 'spot-only'] };
/** PY-3 Unclear: the balls a break that pockets none must drive to a cushion (FP, CP). */
const breakCushions: SetupOption = { kind: 'number', key: 'breakCushions', label: 'setup.breakCushions', value: 2, min: 0, max: 15 };

export const pyramidSetupForm: FamilySetupForm = {
	fields: () => [
		{ key: 'raceTo', kind: 'number', label: 'setup.raceToFrames', min: 1, max: 99 },
		BREAK_RULE,
		// PY-10: a frame goes to a majority of the balls, so 8 at most
		{ key: 'pointsTo', kind: 'number', label: 'setup.pointsToBalls', min: 1, max: 8 }
	],
	firstBreaker: true,
	options: {
		'free-pyramid': [breakCushions, objectOffTable, { kind: 'select', key: 'foulInHand', label: 'setup.foulInHand', values: ['position', 'house'] }],
		'combined-pyramid': [
			breakCushions,
			objectOffTable,
			{ kind: 'select', key: 'penalty', label: 'setup.penalty', values: ['opponent-takes', 'offender-returns'] },
			{ kind: 'select', key: 'svoyakBall', label: 'setup.svoyakBall', values: ['striker', 'opponent'] }
		],
		'dynamic-pyramid': [
			objectOffTable,
			{ kind: 'select', key: 'failedBreak', label: 'setup.failedBreak', values: ['choice', 'penalty'] },
			{ kind: 'select', key: 'premiumSvoyak', label: 'setup.premiumSvoyak', values: ['no-count', 'foul'] },
			{ kind: 'select', key: 'foulInHand', label: 'setup.foulInHand', values: ['house', 'anywhere'] }
		]
	}
};
