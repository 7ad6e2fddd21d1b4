/** Snooker's slice of the view model: the frame under way (reds, colours, ball on, remaining, snookers required), the break. */
import type { SnookerSummary } from '../../engine/snooker/summary';
import type { FamilyView, FrameView } from '../../view/model';
import { NO_SNOOKER } from '../shared/frame-view';

export interface SnookerMatchPart {
	/** The frame under way; null once the match is decided. */
	frame: FrameView | null;
}

export const snookerView: FamilyView<SnookerSummary, SnookerMatchPart, object> = {
	breaker: (s) => s.frame?.breaker ?? null,
	// The break in progress is the striker's run (shown like a carom run while he is at the table).
	facts: (s, i) => ({ currentRun: s.frame?.break ?? 0, points: s.players[i]!.points, forfeited: false }),
	player: () => ({}),
	match: (s, live) => {
		const f = s.frame;
		// the summary's frame as it is, and the pyramid keys null
		return { frame: live && f ? { ...NO_SNOOKER, ...f, colours: [...f.colours], breakDue: false, pointsTo: null, onTable: null, premium: false } : null };
	}
};
