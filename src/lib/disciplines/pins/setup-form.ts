/** Pins' set-up: the score counted down from, and what a stroke past zero does. */
import type { FamilySetupForm } from '../parts';

export const pinsSetupForm: FamilySetupForm = {
	fields: () => [
		{ key: 'startScore', kind: 'number', label: 'setup.startScore', min: 1, max: 100000 },
		{
			key: 'overshoot',
			kind: 'select',
			label: 'setup.overshoot',
			choices: [
				{ value: 'bust', label: 'setup.overshoot.bust' },
				{ value: 'penalty', label: 'setup.overshoot.penalty' },
				{ value: 'win', label: 'setup.overshoot.win' }
			]
		}
	],
	firstBreaker: true
};
