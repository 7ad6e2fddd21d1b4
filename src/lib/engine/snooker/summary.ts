/** Snooker's summary (match-script.md, "Summary"): the keys its `summary()` returns beyond every family's (../summary-parts.ts). */
import type { PlayerSummary, PlayerDetails, SummaryOf } from '../summary-parts';
import type { SnookerId } from './catalog';

export type SnookerColour = 'yellow' | 'green' | 'brown' | 'blue' | 'pink' | 'black';
export type SnookerBall = 'red' | SnookerColour;

/**
 * Snooker (RULES-more.md SN). `score` is frames won; `points` the frame's points; `highRun` the
 * highest break of the match (the break under way included); `fouls` the striker's consecutive
 * misses called from the current position (SN-10, SN-13).
 */
export type SnookerPlayerSummary = PlayerSummary &
	PlayerDetails & {
		/** Points in the frame under way (the frame's last, once finished). */
		points: number;
		/** Centuries (breaks of 100 or more) made in the match. */
		centuries: number;
	};

export type SnookerFrameSummary = {
	/** 1 + frames decided (a void, restarted frame keeps its number). */
	number: number;
	/** Who broke or breaks off this frame. */
	breaker: number;
	/** Reds still on the table. */
	reds: number;
	/** Colours still on the table, in value order (all six while reds remain). */
	colours: SnookerColour[];
	/** The ball on: `red`, `colour` (any colour, nominated, after a red), or the colour in sequence. */
	ballOn: 'red' | 'colour' | SnookerColour;
	/** Points still on the table (SN-1). */
	remaining: number;
	/** The break in progress (the striker's), 0 when none. */
	break: number;
	/** Points the trailing player needs beyond those on the table (deficit − remaining, when positive), else 0. */
	snookersRequired: number;
	/** Consecutive foul-and-miss calls against the striker from the current position (SN-10, SN-13). */
	misses: number;
	/** A free ball is being played (SN-8). */
	freeBall: boolean;
	/** The frame is being decided on a re-spotted black (SN-11). */
	respottedBlack: boolean;
	/** Cue ball in hand: in the D, anywhere (six-red ball in hand), or null (played from where it lies). */
	inHand: 'd' | 'anywhere' | null;
};

export type SnookerSummary = SummaryOf<SnookerId, SnookerPlayerSummary, null> & {
	/** Frames of the match (odd), and the reds of a full rack. */
	bestOf: number;
	reds: 15 | 10 | 6;
	frame: SnookerFrameSummary;
};
