/** Carom's summary (match-script.md, "Summary"): the keys its `summary()` returns beyond every family's (../summary-parts.ts). */
import type { PlayerSummary, PlayerTarget, SummaryOf } from '../summary-parts';
import type { CaromId } from './catalog';

export type CaromPlayerSummary = PlayerSummary & PlayerTarget & {
	/** Net points of each inning, the inning under way last (run minus deductions). */
	protocol: number[];
	/** Points of the inning under way, or null when the player is not at the table. */
	currentRun: number | null;
	/** CG-18 deliberate fouls so far. */
	warnings: number;
	/** Lost by forfeit or a second deliberate foul. */
	forfeited: boolean;
	/** CG-24/25: the next inning must open with an attempt to score. */
	attemptRequired: boolean;
	/** Penalty shots played in the tiebreak (0 or 1 each). */
	penaltyShots: number[];
};

export type CaromSummary = SummaryOf<CaromId, CaromPlayerSummary, null> & {
	/** Who played the break. */
	breaker: number;
	/** The nominal target; with handicaps each player's own is `players[].target`. */
	pointsTo: number;
	inningsLimit: number | null;
	/** A player reached the target and the round is being finished (equalizing inning). */
	equalizing: boolean;
	/** Balk limit and the balk caroms in a row now; null in games without balk spaces. */
	balk: { limit: number; run: number } | null;
	/** The penalty-shot tiebreak under way: the tied players and the round number. */
	tiebreak: { players: number[]; round: number } | null;
};
