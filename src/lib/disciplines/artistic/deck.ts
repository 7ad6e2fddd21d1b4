import type { FamilyDeck } from '../parts';

export const artisticDeck: FamilyDeck = (macro) => {
	if (macro === 'point') return { t: 'attempt', success: true };
	if (macro === 'miss') return { t: 'attempt', success: false };
	return null;
};
