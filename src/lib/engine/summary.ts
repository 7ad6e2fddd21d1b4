/**
 * The summary `replay` prints (match-script.md, "Summary"), typed per family. The contract
 * keys are common to all; each family adds the extra keys its `summary()` really returns,
 * and nothing here adds a key to the output. A summary says its family only through its
 * `discipline` id (catalog.ts): narrow with `isFamily(summary, 'carom')` or on `discipline`.
 */
import { familyOf, type Family } from './catalog';
import type { DisciplineId } from './ids';

export type { PoolId } from './pool/catalog';
export type { CaromId } from './carom/catalog';
export type { PinsId } from './pins/catalog';
export type { ArtisticId } from './artistic/catalog';
export type { PyramidId } from './pyramid/catalog';
export type { SnookerId } from './snooker/catalog';
export type { BilliardsId } from './english-billiards/catalog';
import type { PoolId } from './pool/catalog';
import type { CaromId } from './carom/catalog';
import type { PinsId } from './pins/catalog';
import type { ArtisticId } from './artistic/catalog';
import type { PyramidId } from './pyramid/catalog';
import type { SnookerId } from './snooker/catalog';
import type { BilliardsId } from './english-billiards/catalog';

/** The contract keys of one player (match-script.md), every discipline. */
export type PlayerSummary = {
	name: string;
	/** Racks won (8/9-ball); points (14.1, carom, artistic); points still to count down (pins). */
	score: number;
	/** Innings begun in the whole match. */
	innings: number;
	/** Most points in one inning, the inning under way included (14.1, carom; 0 elsewhere). */
	highRun: number;
	/** Carom: points ÷ innings cut to 3 decimals; null before the first inning and elsewhere. */
	average: number | null;
	/** Consecutive foul marks now (9B-12, 14-12); 0 elsewhere. */
	fouls: number;
};

/** The player's set-up details, when the set-up gave them (pool, pins, artistic). */
export type PlayerDetails = { country?: string; rating?: number };

/**
 * Handicaps (set-up `targets`; pool and carom): the target in force for this player, his own
 * race-to or points. Present only when the set-up gave `targets`; otherwise `raceTo` /
 * `pointsTo` is every player's target and the key is absent.
 */
export type PlayerTarget = { target?: number };

/** The contract keys of the rack (pool only). */
export type RackSummary = {
	/** 8/9-ball: 1 + racks decided; 14.1: 1 + 14-ball re-racks. */
	number: number;
	/** Who breaks or broke the current rack (14.1: the last opening break). */
	breaker: number;
	/** Object balls on the table, ascending. */
	onTable: number[];
	ballInHand: 'anywhere' | 'kitchen' | null;
	/** 8-ball: true while `groups` is null; null elsewhere. */
	openTable: boolean | null;
	/** 8-ball: each player's group by index, null while the table is open. */
	groups: ['solids' | 'stripes', 'solids' | 'stripes'] | null;
	/** 9-ball: the next stroke may be a push-out (9B-5). */
	pushOutAvailable: boolean;
};

/** A choice the rules wait for: who makes it and the options (match-script.md, "choose"). */
export interface Pending {
	player: number;
	options: string[];
}

/** The keys every summary has. */
type SummaryOf<Id extends DisciplineId, P, Rack> = {
	discipline: Id;
	status: 'in-progress' | 'finished';
	/** Index of the match winner, or null. */
	winner: number | null;
	/** A finished match is drawn (carom, artistic). */
	draw: boolean;
	/** Who acts next (the chooser when `pending` is set); null once finished. */
	turn: number | null;
	pending: Pending | null;
	players: P[];
	rack: Rack;
};

export type PoolSummary = SummaryOf<
	PoolId,
	PlayerSummary & PlayerDetails & PlayerTarget,
	RackSummary & {
		/** The next stroke is a break (the opening break in 14.1); false once finished. */
		breakDue: boolean;
	}
>;

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

/** What the last stroke did (pins): points written off, penalty added, and its outcome. */
export type PinsStrokeSummary = {
	readonly player: number;
	/** Negative when a series was taken back (penaltyScope "series"). */
	readonly counted: number;
	readonly penalty: number;
	readonly outcome: 'continues' | 'miss' | 'safety' | 'bust' | 'passes' | 'penalty' | 'won';
};

export type PinsSummary = SummaryOf<
	PinsId,
	PlayerSummary &
		PlayerDetails & {
			/** Legal points written off so far. */
			counted: number;
			/** Penalty points added so far. */
			penalties: number;
			/** KG-9: at zero, the next stroke must be the final safety. */
			safetyDue: boolean;
		},
	null
> & {
	startScore: number;
	overshoot: 'bust' | 'penalty' | 'win';
	penaltyScope: 'stroke' | 'series';
	lastStroke: PinsStrokeSummary | null;
};

/** One player's result on one figure; null while not played. */
export type FigureResultSummary = { readonly attempts: number; readonly success: boolean; readonly points: number };

export type ArtisticSummary = SummaryOf<
	ArtisticId,
	PlayerSummary &
		PlayerDetails & {
			/** Points per figure, null while not played. */
			figures: (number | null)[];
		},
	null
> & {
	/** The figure under way (attempt counts from 1), null once the programme is played. */
	figure: { index: number; name: string; points: number; attempt: number } | null;
	/** Per figure, per player: the result, null while not played. */
	figures: { name: string; points: number; results: (FigureResultSummary | null)[] }[];
	/** The player who forfeited, or null. */
	forfeited: number | null;
};

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
/** The public summary of match-script.md, one member per family. */
export type Summary = PoolSummary | CaromSummary | PinsSummary | ArtisticSummary | PyramidSummary | SnookerSummary | BilliardsSummary;

export interface SummaryByFamily {
	pool: PoolSummary;
	carom: CaromSummary;
	pins: PinsSummary;
	artistic: ArtisticSummary;
	pyramid: PyramidSummary;
	snooker: SnookerSummary;
	'english-billiards': BilliardsSummary;
}

/** Narrows a summary to its family, by the catalog's family of its discipline. */
export const isFamily = <F extends Family>(summary: Summary, family: F): summary is SummaryByFamily[F] =>
	familyOf(summary.discipline) === family;

/** The summary as its family's member; throws when it is another family's (a caller's bug). */
export function asFamily<F extends Family>(summary: Summary, family: F): SummaryByFamily[F] {
	if (!isFamily(summary, family)) throw new Error(`${summary.discipline} is not a ${family} discipline`);
	return summary;
}

/** The set-up's country and rating of a player, when it gave them (after the family's keys). */
export const playerDetails = (p: { country?: string; rating?: number }): PlayerDetails => ({
	...(p.country ? { country: p.country } : {}),
	...(p.rating !== undefined ? { rating: p.rating } : {})
});

/** The contract keys of a player in a game with no runs, averages or foul marks (pins, artistic). */
export const countingPlayer = (name: string, score: number, innings: number): PlayerSummary => ({
	name,
	score,
	innings,
	highRun: 0,
	average: null,
	fouls: 0
});
