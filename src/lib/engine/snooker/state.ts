/**
 * The state of a snooker match and the frame bookkeeping every action shares: awarding a frame
 * (SN-2, SN-11), the re-spotted black (SN-11), the break-off order, and the breaks (innings.ts
 * ledger: one inning per visit, its run the break).
 */
import { addToRun, beginAction, endInning, newLedger, otherPlayer, type InningLedger } from '../innings';
import { pushRunReached, thresholdsOf } from '../runs';
import type { MatchEvent, Pending } from '../types';
import { pointsRemaining, rackPosition, respottedBlack, type Position } from './balls';
import type { SnookerSetup } from './schemas';

/** Consecutive foul-and-miss calls against one player from the same (replaced) position (SN-10, SN-13). */
export interface MissChain {
	readonly player: number;
	readonly count: number;
	/** The incoming player had the balls replaced after the last call, so the next failure adds to it. */
	readonly replaced: boolean;
}

/** SN-7…SN-9, SN-13: the incoming player's choice after a foul. */
export interface FoulPending extends Pending {
	readonly kind: 'foul';
	readonly offender: number;
	/** The position before the foul stroke, for `replace` (SN-9). */
	readonly before: Position;
	readonly cueInHand: boolean;
}

/** SN-11: the re-spotted black; `first` / `second`: the pending player plays first / second. */
export interface BlackPending extends Pending {
	readonly kind: 'respotted-black';
}

export interface SnookerState {
	readonly setup: SnookerSetup;
	/** SN-13 rules in force (the set-up's `sixRedRules`, else reds = 6). */
	readonly sixRed: boolean;
	readonly runEvents: readonly number[];
	readonly frames: readonly number[];
	/** 1 + frames decided. */
	readonly frame: number;
	readonly breaker: number;
	/** Who plays the next stroke when no choice is pending. */
	readonly striker: number;
	readonly points: readonly number[];
	/** Each player's points as the last decided frame ended (absent before the first): the next frame is racked at once, and a stroke says how its frame ended (stroke.ts). */
	readonly lastFrame?: readonly number[];
	readonly pos: Position;
	readonly ledger: InningLedger;
	readonly centuries: readonly number[];
	readonly misses: MissChain | null;
	readonly pending: FoulPending | BlackPending | null;
	readonly winner: number | null;
}

export const CENTURY = 100;

/** SN-2: frame k is broken off by `firstBreaker` when k is odd, by the other player when even. */
export const breakerOf = (frame: number, firstBreaker: number): number => (frame % 2 === 1 ? firstBreaker : otherPlayer(firstBreaker, 2));

/** SN-2: frames needed to win the match. */
export const framesNeeded = (bestOf: number): number => (bestOf + 1) / 2;

export function newMatch(setup: SnookerSetup): SnookerState {
	return {
		setup,
		sixRed: setup.sixRedRules ?? setup.reds === 6,
		runEvents: thresholdsOf('snooker', setup.runEvents),
		frames: [0, 0],
		frame: 1,
		breaker: setup.firstBreaker,
		striker: setup.firstBreaker,
		points: [0, 0],
		pos: rackPosition(setup.reds),
		ledger: newLedger(2),
		centuries: [0, 0],
		misses: null,
		pending: null,
		winner: null
	};
}

/** The visit under way ends (a stroke that scored nothing, a foul, the end of the frame). */
export function endVisit(state: SnookerState, events: MatchEvent[]): SnookerState {
	if (state.ledger.openBy === null) return state;
	events.push({ type: 'inning-ended', player: state.ledger.openBy });
	return { ...state, ledger: endInning(state.ledger) };
}

/** A stroke opens the striker's visit if it is not open yet. */
export const beginVisit = (state: SnookerState): SnookerState => ({ ...state, ledger: beginAction(state.ledger, state.striker) });

/** SN-4: points potted add to the frame and to the break; a break reaching 100 is a century. */
export function addToBreak(state: SnookerState, scored: number, events: MatchEvent[]): SnookerState {
	const player = state.striker;
	const before = state.ledger.run;
	const ledger = addToRun(state.ledger, scored);
	pushRunReached(events, state.runEvents, player, before, ledger.run);
	const century = before < CENTURY && ledger.run >= CENTURY;
	return {
		...state,
		ledger,
		points: state.points.with(player, state.points[player]! + scored),
		centuries: century ? state.centuries.with(player, state.centuries[player]! + 1) : state.centuries
	};
}

/** The frame's points left to the trailing player beyond those on the table (SN-1). */
export function snookersRequired(points: readonly number[], pos: Position): number {
	const deficit = Math.abs(points[0]! - points[1]!);
	return Math.max(0, deficit - pointsRemaining(pos.reds, pos.colours, pos.phase));
}

/**
 * SN-2, SN-11: the frame goes to `winner`; the match ends when he has the frames he needs, else
 * the next frame is racked and broken off in turn. Once the match is over the last frame's
 * points and balls stay for the summary, while `frame` counts on to 1 + frames decided.
 */
export function awardFrame(state: SnookerState, winner: number, events: MatchEvent[]): SnookerState {
	const ended = endVisit(state, events);
	const frames = ended.frames.with(winner, ended.frames[winner]! + 1);
	events.push({ type: 'rack-won', player: winner, rack: ended.frame });
	const need = framesNeeded(ended.setup.bestOf);
	const frame = ended.frame + 1;
	const settled = { ...ended, frames, frame, misses: null, pending: null, lastFrame: ended.points };
	if (frames[winner]! >= need) {
		events.push({ type: 'match-won', player: winner });
		return { ...settled, winner, pos: { ...ended.pos, freeBall: false, inHand: null } };
	}
	if (frames.every((f) => f === need - 1)) events.push({ type: 'hill-hill', rack: frame }); // the decider
	const breaker = breakerOf(frame, ended.setup.firstBreaker);
	return { ...settled, breaker, striker: breaker, points: [0, 0], pos: rackPosition(ended.setup.reds) };
}

/**
 * SN-11: the last black is down or a foul was made on it. The higher score wins the frame;
 * level scores bring the re-spotted black, and `next` (who would play next) answers the toss.
 */
export function endFrame(state: SnookerState, next: number, events: MatchEvent[]): SnookerState {
	const [a, b] = state.points as [number, number];
	if (a !== b) return awardFrame(state, a > b ? 0 : 1, events);
	const ended = endVisit(state, events);
	const options = ['first', 'second'];
	events.push({ type: 'choice-pending', player: next, options });
	return { ...ended, pos: respottedBlack(), misses: null, pending: { kind: 'respotted-black', player: next, options } };
}

/** SN-12: the frame is void and restarted, its points discarded, the same player breaking off. */
export function restartFrame(state: SnookerState, events: MatchEvent[]): SnookerState {
	const ended = endVisit(state, events);
	events.push({ type: 'rerack', rack: state.frame });
	return {
		...ended,
		striker: state.breaker,
		points: [0, 0],
		pos: rackPosition(state.setup.reds),
		misses: null,
		pending: null
	};
}
