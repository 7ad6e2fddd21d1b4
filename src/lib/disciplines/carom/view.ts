/** Carom's slice of the view model: innings (limit, equalizing, last), balk, tiebreak, each player's protocol. */
import type { CaromSummary } from '../../engine/carom/summary';
import type { FamilyView } from '../../view/model';

export interface CaromMatchPart {
	inningsLimit: number | null;
	/** The inning being played (the most innings any player has begun). */
	inning: number;
	equalizing: boolean;
	/** With an innings limit: the inning under way is the last one. */
	lastInning: boolean;
	balk: { run: number; limit: number } | null;
	tiebreakRound: number | null;
}

export interface CaromPlayerPart {
	/** Points per inning, oldest first. */
	protocol: number[];
}

export const caromView: FamilyView<CaromSummary, CaromMatchPart, CaromPlayerPart> = {
	// Carom marks no breaker beside a name: the break is the first inning's.
	breaker: () => null,
	facts: (s, i) => {
		const p = s.players[i]!;
		return { currentRun: p.currentRun, points: null, forfeited: p.forfeited };
	},
	player: (s, i) => ({ protocol: s.players[i]!.protocol }),
	match: (s, live, players) => {
		const inningsLimit = s.inningsLimit ?? null;
		const inning = Math.max(0, ...players.map((p) => p.innings));
		return {
			inningsLimit,
			inning,
			equalizing: live && s.equalizing === true,
			lastInning: live && inningsLimit !== null && inning >= inningsLimit,
			balk: live && s.balk ? { run: s.balk.run, limit: s.balk.limit } : null,
			tiebreakRound: live ? (s.tiebreak?.round ?? null) : null
		};
	}
};
