/** Artistic billiards' set-up: the programme of figures. Nobody breaks. */
import type { FamilySetupForm } from '../parts';

export const artisticSetupForm: FamilySetupForm = {
	fields: () => [{ key: 'programme', kind: 'programme', label: 'setup.programme' }],
	firstBreaker: false
};
