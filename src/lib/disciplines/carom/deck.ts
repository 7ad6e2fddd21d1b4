import { NO_MARKS } from '../pad';
import { caromClose } from './pad';
import type { FamilyDeck } from '../parts';

export const caromDeck: FamilyDeck = (macro) => {
	if (macro === 'point') return { t: 'shot', points: 1 };
	if (macro === 'miss' || macro === 'foul' || macro === 'safety') return caromClose(NO_MARKS, macro);
	return null;
};
