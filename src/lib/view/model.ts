/**
 * The view model's shape every family shares: what a board shows of any match and any player.
 * A family's own slice (pool's rack, carom's innings, the frame of pyramid and snooker …) is its
 * module's (src/lib/disciplines/<family>/view.ts); `MatchView` (src/lib/disciplines/view.ts) is
 * the union of the two. Types only: the family modules and the builder import it, it imports
 * neither.
 */
import type { DisciplineInfo, Family, TargetKind } from '../engine/catalog';
import type { MatchEventWire } from '../protocol';

export interface PlayerCommon {
	index: number;
	name: string;
	/** ISO 3166 alpha-2, upper case, or null. */
	country: string | null;
	rating: number | null;
	/** Racks won (race), points (points), points left (countdown), figure points (artistic). */
	score: number;
	/**
	 * This player's target: racks or points to win (his own with handicaps, set-up `targets`), the
	 * start score of a countdown.
	 */
	target: number | null;
	/** Points still needed (points and countdown matches). */
	toGo: number | null;
	innings: number;
	average: number | null;
	highRun: number;
	/** The run in progress (carom, 14.1; snooker's break), while this player is at the table. */
	run: number | null;
	fouls: number;
	/** Two fouls in a row: the next costs the rack (9-ball) or 15 more points (14.1). */
	foulWarning: 'rack' | 'points' | null;
	atTable: boolean;
	winner: boolean;
	/** Breaks (broke) the rack or frame under way, in a family that shows it. */
	breaker: boolean;
	/** Lost by forfeit (carom, artistic). */
	forfeited: boolean;
	/** Points in the frame under way: balls on the pyramid shelf, snooker points; null elsewhere. */
	points: number | null;
}

/** The keys of a match every family has; `P` is its players' type. */
export interface MatchCommon<F extends Family, P> {
	id: number;
	revision: number;
	discipline: string;
	info: DisciplineInfo;
	family: F;
	targetKind: TargetKind;
	/** The match's nominal target (players' own targets may differ with handicaps: PlayerCommon.target). */
	target: number | null;
	status: 'live' | 'finished';
	winner: number | null;
	draw: boolean;
	/** Who is at the table (null when the match is over or between players). */
	turn: number | null;
	players: P[];
	/** A choice the rules offer a player (engine option ids). */
	pending: { player: number; options: string[] } | null;
	/** Both players one rack from the win (pool race). */
	hillHill: boolean;
	/** The most telling event of the action that led here (match won over rack won …). */
	lastEvent: MatchEventWire | null;
	/** The broadcast moments of that action (hill-hill, break and run, a run reaching a mark …). */
	moments: MatchEventWire[];
	/** The event the match belongs to ("Club Cup 2025, final"), from its set-up; null if none. */
	event: string | null;
}

/**
 * The frame under way in pyramid and snooker (the engine's summary `frame`, worth showing while
 * live). Pyramid keys are null in snooker and the other way round.
 */
export interface FrameView {
	number: number;
	breaker: number;
	breakDue: boolean;
	/** Pyramid: the balls that win the frame (8) and the balls still on the table. */
	pointsTo: number | null;
	onTable: number | null;
	/** Snooker: reds and colours left, the ball on, points remaining, the snookers the trailer needs. */
	reds: number | null;
	colours: string[];
	ballOn: string | null;
	remaining: number | null;
	snookersRequired: number;
	/** Snooker: the break in progress (the striker's), 0 when none. */
	break: number;
	misses: number;
	freeBall: boolean;
	respottedBlack: boolean;
	/** Where the next stroke is played from (pyramid house/anywhere, snooker the D/anywhere). */
	inHand: 'house' | 'anywhere' | 'd' | null;
	/** Dynamic pyramid's premium stroke after a svoyak (NP-3). */
	premium: boolean;
}

/** What a family tells of a player for the keys every player has beyond the summary's contract keys. */
export interface PlayerFacts {
	/** The run under way, shown while he is at the table. */
	currentRun: number | null;
	points: number | null;
	forfeited: boolean;
}

/** The facts of a family that has none of them (no run, no frame points, no forfeit). */
export const NO_FACTS: PlayerFacts = { currentRun: null, points: null, forfeited: false };

/**
 * A family's slice of the view model, built from its member of the engine's summary. `M` is what
 * it adds to the match, `P` to each player.
 */
export interface FamilyView<S, M, P> {
	/** Who breaks (broke) the rack or frame under way, marked beside his name; null: the family marks none. */
	breaker(s: S): number | null;
	/** Player `i`'s facts: his run under way, his points in the frame, a forfeit. */
	facts(s: S, i: number): PlayerFacts;
	/** Player `i`'s keys of the family's own; `live`: the match is not decided. */
	player(s: S, i: number, live: boolean): P;
	/** The family's match keys; `live` false: the match is decided (no next rack, no frame under way). */
	match(s: S, live: boolean, players: readonly PlayerCommon[]): M;
}
