import { NO_MARKS } from '../pad';
import { pinAction, pinsPad } from './pad';
import type { FamilyDeck } from '../parts';

export const pinsDeck: FamilyDeck = (macro) => {
	const empty = { ...NO_MARKS, ...pinsPad.empty };
	if (macro === 'miss') return pinAction(empty);
	if (macro === 'foul') return pinAction({ ...empty, foul: 'other' });
	if (macro === 'safety') return pinAction(empty, 'safety');
	return null;
};
