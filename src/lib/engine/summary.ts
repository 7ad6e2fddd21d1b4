/**
 * The summary `replay` prints (match-script.md, "Summary"), typed per family. The contract
 * keys are common to all; each family adds the extra keys its `summary()` really returns,
 * and nothing here adds a key to the output. A summary says its family only through its
 * `discipline` id (catalog.ts): narrow with `isFamily(summary, 'carom')` or on `discipline`.
 */
import { familyOf, type Family } from './catalog';
import type { DisciplineId, Pending } from './types';

export type PoolId = 'eight-ball' | 'nine-ball' | 'straight-pool';
export type CaromId =
	| 'straight-rail'
	| 'one-cushion'
	| 'three-cushion'
	| 'balkline-47-1'
	| 'balkline-47-2'
	| 'balkline-71-2';
export type PinsId = 'seven-pins' | 'kegel';
export type ArtisticId = 'artistic';

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

/** The public summary of match-script.md, one member per family. */
export type Summary = PoolSummary | CaromSummary | PinsSummary | ArtisticSummary;

export interface SummaryByFamily {
	pool: PoolSummary;
	carom: CaromSummary;
	pins: PinsSummary;
	artistic: ArtisticSummary;
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
