/** Russian pyramid's slice of the view model: the frame under way (balls to win, on the table, the house), each shelf. */
import type { PyramidSummary } from '../../engine/pyramid/summary';
import type { FamilyView, FrameView } from '../../view/model';
import { NO_SNOOKER } from '../shared/frame-view';

export interface PyramidMatchPart {
	/** The frame under way; null once the match is decided. */
	frame: FrameView | null;
}

export const pyramidView: FamilyView<PyramidSummary, PyramidMatchPart, object> = {
	breaker: (s) => s.frame?.breaker ?? null,
	facts: (s, i) => ({ currentRun: null, points: s.players[i]!.shelf, forfeited: false }),
	player: () => ({}),
	match: (s, live) => {
		const f = s.frame;
		return {
			frame:
				live && f
					? { ...NO_SNOOKER, number: f.number, breaker: f.breaker, breakDue: f.breakDue, pointsTo: f.pointsTo, onTable: f.onTable, inHand: f.inHand, premium: f.premium }
					: null
		};
	}
};
