import { NO_MARKS } from '../pad';
import { billiardsAction, billiardsPad } from './pad';
import type { FamilyDeck } from '../parts';

/**
 * The deck's buttons in English billiards: a game to a player, a stroke that scores nothing (a
 * miss or a safety: the visit ends), a foul. A `point` means nothing here: every score has its
 * value (EB-5), and the Companion page has a key for each.
 */
export const billiardsDeck: FamilyDeck = (macro) => {
	const empty = { ...NO_MARKS, ...billiardsPad.empty };
	if (macro === 'rack-1' || macro === 'rack-2') return { t: 'game', player: macro === 'rack-1' ? 0 : 1 };
	if (macro === 'point') return null;
	if (macro === 'foul') return billiardsAction({ ...empty, foul: 'other' });
	return billiardsAction(empty);
};
