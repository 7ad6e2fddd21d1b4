/** Pool's set-up: a race (racks to win, who breaks) or 14.1's points. */
import type { FamilySetupForm } from '../parts';
import { BREAK_RULE, POINTS_TO } from '../shared/setup-fields';

export const poolSetupForm: FamilySetupForm = {
	fields: (info) => (info.target === 'race' ? [{ key: 'raceTo', kind: 'number', label: 'setup.raceTo', min: 1, max: 99 }, BREAK_RULE] : [POINTS_TO]),
	firstBreaker: true,
	options: {
		'ten-ball': [
			{ kind: 'toggle', key: 'safetyCall', label: 'setup.safetyCall', value: false },
			{ kind: 'toggle', key: 'tenLastToWin', label: 'setup.tenLastToWin', value: true }
		]
	}
};
