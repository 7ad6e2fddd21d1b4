/** English billiards's summary (match-script.md, "Summary"): the keys its `summary()` returns beyond every family's (../summary-parts.ts). */
import type { PlayerSummary, PlayerDetails, SummaryOf } from '../summary-parts';
import type { BilliardsId } from './catalog';

/**
 * English billiards (RULES-billiards.md EB). `score` is what the match is counted in: the points
 * of the game in a one-game match, the games won in a match of several (as snooker's frames);
 * `points` the points of the game under way (the last game's, once finished): the start, the
 * player's strokes and the penalties he received; `innings` his visits, `highRun` his highest break, `average` the points of his own strokes per
 * visit (EB-26: starts and penalties aside), cut to 3 decimals.
 */
export type BilliardsPlayerSummary = PlayerSummary &
	PlayerDetails & {
		/** Points in the game under way (the last game's, once finished). */
		points: number;
		/** His cue ball (EB-1). */
		ball: 'white' | 'yellow';
		/** Games won (EB-24). */
		games: number;
		/** His start in each game (EB-25 handicap). */
		start: number;
		/** Breaks of 50 or more (centuries among them), and of 100 or more (EB-26). */
		fifties: number;
		centuries: number;
	};
export type BilliardsGameSummary = {
	/** 1 + games decided (once the match is over it counts on, as snooker's frame does; the rest is the last game's). */
	number: number;
	/** Who broke off this game. */
	breaker: number;
	/** The break in progress (the striker's), 0 when none. */
	break: number;
	/** Where the red was placed since the last stroke (EB-9, EB-10), or `play` once a stroke was played with it. */
	red: 'spot' | 'pyramid' | 'centre' | 'play';
	/** Each player's cue ball is on the table (EB-3, EB-11); false: in hand. */
	onTable: [boolean, boolean];
	/** The player to play is in hand and plays from the D. */
	inHand: boolean;
	/** Hazards without a cannon, and cannons without a hazard, in succession in this break (EB-12, EB-13). */
	hazards: number;
	cannons: number;
	/** Lone pots of the red in succession counting toward the Centre Spot (EB-10). */
	redRun: number;
	/** The referee's warning now: 10 hazards, 70 cannons, the baulk line due (EB-12, EB-13, EB-14). */
	warning: 'hazards' | 'cannons' | 'baulk-line' | null;
	/** Time was called with level scores and the tie is being played out (EB-23). */
	timeCalled: boolean;
};
export type BilliardsSummary = SummaryOf<BilliardsId, BilliardsPlayerSummary, null> & {
	/** Points a game is played to (null: a timed game without one), games of the match, minutes of a timed game. */
	pointsTo: number | null;
	bestOf: number;
	timeLimit: number | null;
	game: BilliardsGameSummary;
};
