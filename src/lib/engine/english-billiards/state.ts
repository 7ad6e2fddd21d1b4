/**
 * The state of an English billiards match and what every action shares: the balls on the table
 * (EB-3, EB-9, EB-11), the break and its limits (EB-10, EB-12…EB-14), the breaks and visits
 * (innings.ts ledger: one inning per visit, its run the break, EB-18, EB-26), and deciding a game
 * and the match (EB-22…EB-24).
 */
import { addToRun, beginAction, endInning, newLedger, otherPlayer, type InningLedger } from '../innings';
import { pushRunReached, thresholdsOf } from '../runs';
import type { MatchEvent, Pending } from '../types';
import type { BilliardsSetup, RedSpot } from './schemas';

/** EB-16: the incoming player's choice after a foul. */
export interface FoulPending extends Pending {
	readonly offender: number;
}

/** EB-23: time was called with level scores and the tie is being played out (`timeTie`). */
export type TimeTie = { readonly mode: 'next-score' } | { readonly mode: 'extra-stroke'; readonly strokesLeft: number };

export interface BilliardsState {
	readonly setup: BilliardsSetup;
	readonly runEvents: readonly number[];
	readonly games: readonly number[];
	/** 1 + games decided (drawn ones included). */
	readonly game: number;
	readonly breaker: number;
	/** Who plays the next stroke when no choice is pending. */
	readonly striker: number;
	/** Each player's points in the game under way: the start, his strokes and the penalties he received. */
	readonly points: readonly number[];
	/** Points each player made by his own strokes in the match (EB-26 average; starts and penalties aside). */
	readonly own: readonly number[];
	/** Each player's points as the last decided game ended (absent before the first). */
	readonly lastGame?: readonly number[];
	readonly ledger: InningLedger;
	/** EB-3, EB-11: each player's cue ball is on the table (false: in hand, played from the D). */
	readonly onTable: readonly [boolean, boolean];
	/** EB-9: the spot the red was placed on since the last stroke, or `play` once a stroke was played with it. */
	readonly red: RedSpot | 'play';
	/** EB-10: lone pots of the red in succession that count toward the Centre Spot. */
	readonly redRun: number;
	/** EB-12: hazard strokes (or hazards) without a cannon in succession in this break. */
	readonly hazards: number;
	/** EB-13: cannon strokes without a hazard in succession in this break. */
	readonly cannons: number;
	/** EB-14: the break's value when the cue ball last crossed the baulk line in it, or null. */
	readonly crossedAt: number | null;
	readonly fifties: readonly number[];
	readonly centuries: readonly number[];
	readonly pending: FoulPending | null;
	readonly timeTie: TimeTie | null;
	readonly winner: number | null;
	readonly draw: boolean;
	/** EB-12…EB-14: the limit the engine called a foul for on the last stroke (the marker names none); null otherwise. */
	readonly engineFoul: EngineFoul | null;
}

/** The fouls the engine calls itself, counting the break (EB-12, EB-13, EB-14). */
export type EngineFoul = 'hazard-limit' | 'cannon-limit' | 'baulk-line';

export const FIFTY = 50;
export const CENTURY = 100;
/** EB-12: 15 hazards in a break; EB-13's cannon limit is the set-up's (75). */
export const HAZARD_LIMIT = 15;
/** EB-12 (a), EB-13: the referee warns this many before the limit (10 hazards, 70 cannons). */
export const WARN_BEFORE_LIMIT = 5;
/** EB-14: the crossing is due in the last 20 points of each hundred (from 80). */
export const BAULK_WINDOW = 20;

/** EB-2: who breaks off game `game` (`lastWinner`: the previous game's winner, null after a draw). */
export function breakerOf(setup: BilliardsSetup, game: number, lastWinner: number | null): number {
	if (setup.breakOff === 'winner-of-string' || game === 1) return setup.firstBreaker;
	if (setup.breakOff === 'loser' && lastWinner !== null) return otherPlayer(lastWinner, 2);
	return game % 2 === 1 ? setup.firstBreaker : otherPlayer(setup.firstBreaker, 2);
}

/** EB-3: the red on the Spot, neither cue ball on the table, the breaker in hand. */
function newGame(state: Omit<BilliardsState, 'points' | 'onTable' | 'red' | 'breaker' | 'striker'>, breaker: number): BilliardsState {
	return {
		...state,
		breaker,
		striker: breaker,
		points: [...state.setup.start],
		onTable: [false, false],
		red: 'spot',
		redRun: 0,
		hazards: 0,
		cannons: 0,
		crossedAt: null,
		pending: null,
		timeTie: null
	};
}

export function newMatch(setup: BilliardsSetup): BilliardsState {
	return newGame(
		{
			setup,
			runEvents: thresholdsOf('english-billiards', setup.runEvents),
			games: [0, 0],
			game: 1,
			own: [0, 0],
			ledger: newLedger(2),
			redRun: 0,
			hazards: 0,
			cannons: 0,
			crossedAt: null,
			fifties: [0, 0],
			centuries: [0, 0],
			pending: null,
			timeTie: null,
			winner: null,
			draw: false,
			engineFoul: null
		},
		setup.firstBreaker
	);
}

/** The break under way, 0 when the striker has not played in this visit. */
export const breakOf = (state: BilliardsState): number => (state.ledger.openBy === state.striker ? state.ledger.run : 0);

/** A stroke opens the striker's visit if it is not open yet. */
export const beginVisit = (state: BilliardsState): BilliardsState => ({ ...state, ledger: beginAction(state.ledger, state.striker) });

/** The visit ends (a stroke that scored nothing, a foul, the end of the game): the break's counts start again. */
export function endVisit(state: BilliardsState, events: MatchEvent[]): BilliardsState {
	const cleared = { ...state, redRun: 0, hazards: 0, cannons: 0, crossedAt: null };
	if (state.ledger.openBy === null) return cleared;
	events.push({ type: 'inning-ended', player: state.ledger.openBy });
	return { ...cleared, ledger: endInning(state.ledger) };
}

/** EB-5, EB-26: the striker's points add to his score and his break; a break reaching 50 or 100 is counted. */
export function addToBreak(state: BilliardsState, scored: number, events: MatchEvent[]): BilliardsState {
	const player = state.striker;
	const before = state.ledger.run;
	const ledger = addToRun(state.ledger, scored);
	pushRunReached(events, state.runEvents, player, before, ledger.run);
	const reached = (mark: number, counts: readonly number[]) => (before < mark && ledger.run >= mark ? counts.with(player, counts[player]! + 1) : counts);
	return {
		...state,
		ledger,
		points: state.points.with(player, state.points[player]! + scored),
		own: state.own.with(player, state.own[player]! + scored),
		fifties: reached(FIFTY, state.fifties),
		centuries: reached(CENTURY, state.centuries)
	};
}

/** EB-16, EB-18: penalty points go to `player`'s score and to nobody's break. */
export const award = (state: BilliardsState, player: number, value: number): BilliardsState => ({
	...state,
	points: state.points.with(player, state.points[player]! + value)
});

/** EB-22: the game's target, or null in a timed game without one. */
export const targetOf = (state: BilliardsState): number | null => state.setup.pointsTo ?? null;

/** EB-22: a player reached or passed the target: the game is his at once. */
export function reachedTarget(state: BilliardsState): number | null {
	const target = targetOf(state);
	if (target === null) return null;
	const at = state.points.findIndex((p) => p >= target);
	return at < 0 ? null : at;
}

const gamesNeeded = (bestOf: number): number => (bestOf + 1) / 2;

/**
 * EB-22…EB-24: the game goes to `winner` (null: drawn at time). The match ends when he has the
 * games he needs, or on a draw in a one-game match; else the next game is broken off. Once the
 * match is over the last game's points and balls stay for the summary.
 */
export function decideGame(state: BilliardsState, winner: number | null, events: MatchEvent[]): BilliardsState {
	const ended = endVisit(state, events);
	const settled = { ...ended, pending: null, timeTie: null, lastGame: ended.points };
	if (winner === null) {
		if (ended.setup.bestOf === 1) {
			events.push({ type: 'match-drawn' });
			return { ...settled, game: ended.game + 1, draw: true };
		}
		return newGame({ ...settled, game: ended.game + 1 }, breakerOf(ended.setup, ended.game + 1, null));
	}
	const games = ended.games.with(winner, ended.games[winner]! + 1);
	events.push({ type: 'rack-won', player: winner, rack: ended.game });
	const need = gamesNeeded(ended.setup.bestOf);
	const game = ended.game + 1;
	if (games[winner]! >= need) {
		events.push({ type: 'match-won', player: winner });
		return { ...settled, games, game, winner };
	}
	if (games.every((g) => g === need - 1)) events.push({ type: 'hill-hill', rack: game }); // the deciding game
	return newGame({ ...settled, games, game }, breakerOf(ended.setup, game, winner));
}

/** EB-23: time is called. The higher score wins the game; level scores follow `timeTie`. */
export function callTime(state: BilliardsState, events: MatchEvent[]): BilliardsState {
	const [a, b] = state.points as [number, number];
	if (a !== b) return decideGame(state, a > b ? 0 : 1, events);
	switch (state.setup.timeTie) {
		case 'draw':
			return decideGame(state, null, events);
		case 'next-score-wins':
			return { ...state, timeTie: { mode: 'next-score' } };
		case 'extra-stroke':
			// One more stroke each, the player to play first.
			return { ...state, timeTie: { mode: 'extra-stroke', strokesLeft: 2 } };
	}
}

/** EB-23: after a stroke in a tie being played out, the game may now be decided. */
export function settleTimeTie(state: BilliardsState, events: MatchEvent[]): BilliardsState {
	const tie = state.timeTie;
	if (!tie || state.winner !== null || state.draw) return state;
	const [a, b] = state.points as [number, number];
	if (tie.mode === 'next-score') return a === b ? state : decideGame(state, a > b ? 0 : 1, events);
	if (tie.strokesLeft > 1) return { ...state, timeTie: { mode: 'extra-stroke', strokesLeft: tie.strokesLeft - 1 } };
	return decideGame(state, a === b ? null : a > b ? 0 : 1, events);
}
