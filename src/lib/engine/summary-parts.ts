/**
 * The keys every summary shares (match-script.md, "Summary"): a player's contract keys, the rack's
 * (pool), a pending choice, and the shape each family's summary fills in (its ./<family>/summary.ts).
 * A leaf, so the families' summaries and the union of them (./summary.ts) import it without a cycle.
 */
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
export type SummaryOf<Id extends string, P, Rack> = {
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
