import { NO_MARKS } from '../pad';
import { snookerAction, snookerPad, SNOOKER_BALLS } from './pad';
import type { SnookerBall } from '../../engine/snooker/summary';
import type { FamilyDeck } from '../parts';

/** The balls a `point` may pot by itself: a ball on named, not `colour` (any colour, after a red). */
const isSnookerBall = (s: string | null | undefined): s is SnookerBall => (SNOOKER_BALLS as readonly (string | null | undefined)[]).includes(s);

export const snookerDeck: FamilyDeck = (macro, ctx) => {
	const empty = { ...NO_MARKS, ...snookerPad.empty };
	if (macro === 'rack-1' || macro === 'rack-2') return { t: 'frame', player: macro === 'rack-1' ? 0 : 1 };
	// the ball on potted; after a red any colour is on, and only the deck's colour keys say which
	if (macro === 'point') return isSnookerBall(ctx.ballOn) ? snookerAction({ ...empty, pots: [ctx.ballOn] }) : null;
	if (macro === 'foul') return snookerAction({ ...empty, foul: 'other' });
	// a safety is a legal stroke that pots nothing, as a miss is (SN-4: the turn ends)
	return snookerAction(empty);
};
