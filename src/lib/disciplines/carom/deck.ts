import { caromClose, emptyDraft } from '../../console/compose';
import type { FamilyDeck } from '../parts';

export const caromDeck: FamilyDeck = (macro) => {
	if (macro === 'point') return { t: 'shot', points: 1 };
	if (macro === 'miss' || macro === 'foul' || macro === 'safety') return caromClose(emptyDraft(), macro);
	return null;
};
