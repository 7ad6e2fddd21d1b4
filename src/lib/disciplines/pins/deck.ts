import { emptyDraft, pinAction } from '../../console/compose';
import type { FamilyDeck } from '../parts';

export const pinsDeck: FamilyDeck = (macro) => {
	const empty = emptyDraft();
	if (macro === 'miss') return pinAction(empty);
	if (macro === 'foul') return pinAction({ ...empty, foul: 'other' });
	if (macro === 'safety') return pinAction(empty, 'safety');
	return null;
};
