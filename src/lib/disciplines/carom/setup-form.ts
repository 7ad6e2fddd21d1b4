/** Carom's set-up: points to win, an innings limit, the equalizing inning. */
import type { FamilySetupForm } from '../parts';
import { POINTS_TO } from '../shared/setup-fields';

export const caromSetupForm: FamilySetupForm = {
	fields: () => [
		POINTS_TO,
		{ key: 'inningsLimit', kind: 'number', label: 'setup.inningsLimit', min: 1, max: 100000, optional: true },
		{ key: 'equalize', kind: 'check', label: 'setup.equalize' }
	],
	firstBreaker: true
};
