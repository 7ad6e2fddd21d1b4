/** The carom state, and the predicates the rules decide with (named by their rule). */
import { newLedger, type InningLedger } from '../innings';
import { thresholdsOf } from '../runs';
import { targetOf } from '../setup';
import type { Player } from '../types';
import type { CaromRules, CaromSetup, tiebreakRules } from './schemas';

export interface Tiebreak {
	/** The tied players still in the tiebreak, in rotation order from the breaker. */
	readonly players: readonly number[];
	/** Points of the penalty shots already played this round, aligned with `players`. */
	readonly round: readonly number[];
	/** 1 for the first round of penalty shots. */
	readonly number: number;
}

/**
 * A protocol as a persistent list, newest inning first: adding an inning is O(1) and shares
 * the older innings, so a long straight-rail match does not copy its sheet on every inning.
 */
export type Sheet = { readonly net: number; readonly prev: Sheet } | null;

export function sheetToArray(sheet: Sheet): number[] {
	const out: number[] = [];
	for (let at = sheet; at !== null; at = at.prev) out.push(at.net);
	return out.reverse();
}

export interface CaromState {
	readonly rules: CaromRules;
	readonly players: readonly Player[];
	/** The nominal target (`pointsTo`). */
	readonly pointsTo: number;
	/** Handicaps: each player's own target (`targets`), or null: `pointsTo` for all. */
	readonly targets: readonly number[] | null;
	readonly inningsLimit: number | null;
	readonly equalize: boolean;
	readonly tiebreakRule: (typeof tiebreakRules)[number];
	/** Runs that raise `run-reached` (the set-up's `runEvents`, else the catalog's). */
	readonly runEvents: readonly number[];
	readonly breaker: number;
	readonly scores: readonly number[];
	/** Net points of each finished inning per player, the sheet the referee signs (newest first). */
	readonly protocol: readonly Sheet[];
	/** Net points of the inning under way (run minus deductions), not yet on the sheet. */
	readonly openNet: number;
	readonly ledger: InningLedger;
	/** Who plays the next stroke. */
	readonly turn: number;
	/** Consecutive `balk` caroms in the inning under way (SR-2, BK). */
	readonly balkRun: number;
	/** CG-24/25: the player's last inning ended with a foul or a safety. */
	readonly mustAttempt: readonly boolean[];
	/** CG-18 deliberate fouls so far. */
	readonly warnings: readonly number[];
	/** Players who lost by forfeit or a second deliberate foul. */
	readonly out: readonly boolean[];
	readonly tiebreak: Tiebreak | null;
	/** Every penalty shot per player (0 or 1), kept after the tiebreak for the result card. */
	readonly penaltyShots: readonly (readonly number[])[];
	readonly result: { readonly winner: number | null; readonly draw: boolean } | null;
}

export function initCarom(rules: CaromRules, setup: CaromSetup): CaromState {
	const n = setup.players.length;
	return {
		rules,
		players: setup.players,
		pointsTo: setup.pointsTo,
		targets: setup.targets ?? null,
		inningsLimit: setup.inningsLimit,
		equalize: setup.equalize,
		tiebreakRule: setup.tiebreak,
		runEvents: thresholdsOf(rules.id, setup.runEvents),
		breaker: setup.firstBreaker,
		scores: Array(n).fill(0),
		protocol: Array(n).fill(null),
		openNet: 0,
		ledger: newLedger(n),
		turn: setup.firstBreaker,
		balkRun: 0,
		mustAttempt: Array(n).fill(false),
		warnings: Array(n).fill(0),
		out: Array(n).fill(false),
		tiebreak: null,
		penaltyShots: Array.from({ length: n }, () => []),
		result: null
	};
}

// ---------------------------------------------------------------------------------------
// Predicates (named by the rule they decide)

/** CG-18: the foul names that mean a deliberate foul. */
export const isDeliberateFoul = (name: string): boolean => name === 'deliberate' || name === 'intentional';

/** SR-2 / BK: one more balk carom would be past the limit. */
export const isBalkLimitReached = (s: CaromState): boolean =>
	s.rules.balkLimit !== null && s.balkRun >= s.rules.balkLimit;

/** CG-25 (and CG-24): a safety opening this inning is a foul. */
export const isSafetyForbidden = (s: CaromState, player: number, opening: boolean): boolean =>
	opening && s.mustAttempt[player];

/** The points a player plays to: his own handicap target, else `pointsTo`. */
export const targetFor = (s: CaromState, player: number): number => targetOf(s.targets, s.pointsTo, player);

export const hasReachedTarget = (s: CaromState, player: number): boolean => s.scores[player] >= targetFor(s, player);

/**
 * How far a player is to his own target, compared exactly (cross-multiplied, no division): > 0
 * when `a` has the larger share of his target than `b`. Without handicaps every target is
 * `pointsTo`, so it orders by score alone, as a match without `targets` always did.
 */
export const compareShares = (s: CaromState, a: number, b: number): number =>
	s.scores[a] * targetFor(s, b) - s.scores[b] * targetFor(s, a);

export const activePlayers = (s: CaromState): number[] => s.players.map((_, i) => i).filter((i) => !s.out[i]);

/** Equalizing inning: a player still in reached the target and the round is being finished. */
export const isEqualizingRound = (s: CaromState): boolean =>
	s.result === null && s.tiebreak === null && s.players.some((_, p) => !s.out[p] && hasReachedTarget(s, p));

/** Position in the rotation that starts each round with the breaker. */
export const seat = (s: CaromState, player: number): number => (player - s.breaker + s.players.length) % s.players.length;

export function nextActive(s: CaromState, from: number): number {
	const n = s.players.length;
	for (let k = 1; k <= n; k++) {
		const q = (from + k) % n;
		if (!s.out[q]) return q;
	}
	return from;
}

/** The round is over once the turn would go back round to an earlier seat. */
export const endsRound = (s: CaromState, from: number, next: number): boolean => seat(s, next) <= seat(s, from);

/** Innings limit / target with equalizing inning: does the match end with this round? */
export function endsMatchWithRound(s: CaromState): boolean {
	const round = Math.max(...s.ledger.innings);
	const limitReached = s.inningsLimit !== null && round >= s.inningsLimit;
	return limitReached || activePlayers(s).some((p) => hasReachedTarget(s, p));
}

export const CG25_FOUL = 'safety-after-foul-or-safety';
