/** Pool's slice of the view model: the rack under way and each player's group (8-ball). */
import type { PoolSummary } from '../../engine/pool/summary';
import { NO_FACTS, type FamilyView } from '../../view/model';

export interface RackView {
	number: number;
	breaker: number;
	onTable: number[];
	ballInHand: 'anywhere' | 'kitchen' | null;
	openTable: boolean;
	pushOut: boolean;
	breakDue: boolean;
}

export interface PoolMatchPart {
	/** The rack under way; null once the match is decided (no "next rack" on a result). */
	rack: RackView | null;
}

export interface PoolPlayerPart {
	/** 8-ball: this player's group in the rack under way. */
	group: 'solids' | 'stripes' | null;
}

export const poolView: FamilyView<PoolSummary, PoolMatchPart, PoolPlayerPart> = {
	breaker: (s) => s.rack?.breaker ?? null,
	facts: () => NO_FACTS,
	// The groups of a live rack only: a finished match has no rack to play.
	player: (s, i, live) => ({ group: (live && s.rack?.groups?.[i]) || null }),
	match: (s, live) => {
		const r = s.rack;
		return {
			rack:
				live && r
					? { number: r.number, breaker: r.breaker, onTable: r.onTable, ballInHand: r.ballInHand, openTable: r.openTable === true, pushOut: r.pushOutAvailable, breakDue: r.breakDue }
					: null
		};
	}
};
