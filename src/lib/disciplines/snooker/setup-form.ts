/** Snooker's set-up: the frames of the match (best of), the reds of a rack. */
import type { FamilySetupForm } from '../parts';

export const snookerSetupForm: FamilySetupForm = {
	fields: () => [
		// SN-2: an odd number of frames
		{ key: 'bestOf', kind: 'number', label: 'setup.bestOf', min: 1, max: 35, step: 2 },
		{
			key: 'reds',
			kind: 'select',
			label: 'setup.reds',
			choices: [{ value: 15 }, { value: 10 }, { value: 6 }],
			// six reds play the six-red rules where the options offer them
			options: (reds, o) => ('sixRedRules' in o ? { ...o, sixRedRules: reds === 6 } : o)
		}
	],
	firstBreaker: true,
	options: {
		snooker: [
			{ kind: 'toggle', key: 'sixRedRules', label: 'setup.sixRedRules', value: 'reds6' },
			{ kind: 'toggle', key: 'missRule', label: 'setup.missRule', value: true }
		]
	}
};
