/** Russian pyramid's summary (match-script.md, "Summary"): the keys its `summary()` returns beyond every family's (../summary-parts.ts). */
import type { PlayerSummary, PlayerDetails, PlayerTarget, SummaryOf } from '../summary-parts';
import type { PyramidId } from './catalog';

/**
 * Russian pyramid (RULES-more.md PY, FP, CP, NP). `score` is frames won; a frame is counted in
 * balls on each player's shelf (`shelf`, PY: the shelf is the score). `innings` counts visits
 * to the table, `highRun` the most balls put on the shelf in one visit.
 */
export type PyramidPlayerSummary = PlayerSummary &
	PlayerDetails &
	PlayerTarget & {
		/** Balls on this player's shelf in the frame under way (the frame's last, once finished). */
		shelf: number;
		/** Penalty balls owed with an empty shelf (set-up `penalty: offender-returns`, MP-3), repaid from his next balls. */
		debt: number;
	};

export type PyramidFrameSummary = {
	/** 1 + frames decided. */
	number: number;
	/** Who breaks or broke this frame. */
	breaker: number;
	/** The next stroke is the frame's break (PY-3). */
	breakDue: boolean;
	/** Balls still on the table, the cue ball not counted (free pyramid: all 16 are counted). */
	onTable: number;
	/** Balls on each shelf (= each player's points in the frame). */
	shelves: number[];
	/** Balls that win the frame (PY-10: 8). */
	pointsTo: number;
	/** Where the next stroke is played from: in hand in the house (PY-9), anywhere (NP-3 premium stroke), or the position. */
	inHand: 'house' | 'anywhere' | null;
	/** Dynamic pyramid: the next stroke is the premium stroke after a svoyak (NP-3). */
	premium: boolean;
};

export type PyramidSummary = SummaryOf<PyramidId, PyramidPlayerSummary, null> & {
	/** The frame under way (the deciding frame once the match is finished). */
	frame: PyramidFrameSummary;
};
