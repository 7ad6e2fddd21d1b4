/**
 * One stroke of Russian pyramid, the same pipeline for the three games (PY-4…PY-7); each game
 * (free.ts, combined.ts, dynamic.ts) says in a `Variant` what is its own: the cue ball, the
 * break, the svoyak, where the opponent plays from after a foul.
 *
 * Order of a stroke: the facts are checked against the table; a foul (marked, a ball off the
 * table, a failed PY-3 break) spots every ball of the stroke and costs the penalty ball; NP-2's
 * failed break hands the opponent a choice; otherwise every ball that fell scores (PY-4) and the
 * svoyak adds its ball. The frame ends the moment a shelf reaches `pointsTo` (PY-10).
 */
import { addToRun, beginAction } from '../innings';
import { reject } from '../refusals';
import { pushRunReached } from '../runs';
import { accept, type MatchEvent, type Rejection, type Step } from '../types';
import {
	awardFrame,
	earn,
	frameWinner,
	passTurn,
	pendingRejection,
	penalize,
	type InHand,
	type PenaltyMode,
	type PyramidState
} from './core';
import type { CommonSetup, PyramidShot } from './schema';

/** What a legal svoyak brings (FP-2, CP-3, NP-3). */
export interface SvoyakOutcome {
	/** `struck`: the fallen ball itself scores (FP); `taken`: the striker takes a ball off the table (CP, NP); null: nothing. */
	readonly ball: 'struck' | 'taken' | null;
	readonly continues: boolean;
	/** Where the next stroke is played from: the striker's when he continues, else the opponent's. */
	readonly inHand: InHand;
	readonly premium: boolean;
}

/** A stroke's new state; `taken`: a real ball moved by choice (the one `penaltyBall` may name). */
export interface Played<S extends CommonSetup> {
	readonly state: PyramidState<S>;
	readonly taken: boolean;
}

export interface Variant<S extends CommonSetup> {
	/** Balls the stroke can pocket or knock off: the object balls (FP: all but the struck ball). */
	available(state: PyramidState<S>): number;
	/** A marked foul that cannot happen in this game or position, refused. */
	checkFoul(state: PyramidState<S>, shot: PyramidShot): Rejection | null;
	/** A foul the rules see beyond the marked ones: a failed PY-3 break, a svoyak on NP-3's premium stroke. */
	ruleFoul(state: PyramidState<S>, shot: PyramidShot): boolean;
	penalty(state: PyramidState<S>): PenaltyMode;
	/** Where the opponent plays from after a foul (CP-5, FP-4, NP-4). */
	inHandAfterFoul(state: PyramidState<S>, shot: PyramidShot): InHand;
	svoyak(state: PyramidState<S>): SvoyakOutcome;
	/**
	 * NP-2: a break that is neither legal nor a foul hands the opponent a choice (after its
	 * penalty ball, if any); null when the break did not fail. Only asked about a break.
	 */
	failedBreak?(state: PyramidState<S>, shot: PyramidShot, events: MatchEvent[]): Played<S> | null;
}

/**
 * The cue ball left play on the stroke: it fell into a pocket, or off the table — said by
 * `cueOff`, or by an `off-table` foul with no object ball recorded off (what else left the
 * table? snooker reads the same mark the same way).
 */
export const cueBallLost = (shot: PyramidShot): boolean =>
	shot.svoyak || shot.cueOff || (shot.foul === 'off-table' && shot.offTable === 0);

/**
 * PY-3 Unclear (a club summary's reading; the MKP text was not readable): a break (FP, CP) is
 * legal when it pockets an object ball or drives `breakCushions` object balls to a cushion.
 */
export const isLegalBreak = (shot: PyramidShot, breakCushions: number): boolean => shot.potted > 0 || shot.cushions >= breakCushions;

/**
 * PY-6 `objectOffTable: spot-only` (the older general rules): object balls off the table are only
 * spotted, so an `off-table` mark for them (the cue ball stayed on, `offTable` names them) is no
 * foul. A mark with no object ball recorded off stays a foul (the cue ball leaving is `cueOff`).
 */
export const offTableMarkExcused = (state: PyramidState, shot: PyramidShot): boolean =>
	state.setup.objectOffTable === 'spot-only' && shot.foul === 'off-table' && shot.offTable > 0 && !shot.cueOff;

/** PY-6: a marked foul, the cue ball off the table, or (MKP reading) an object ball off it. */
export function markedFoul(state: PyramidState, shot: PyramidShot): boolean {
	const marked = shot.foul !== undefined && !offTableMarkExcused(state, shot);
	return marked || shot.cueOff || (shot.offTable > 0 && state.setup.objectOffTable === 'foul');
}

/** The facts must fit the table: no more balls down or off than there are, the cue ball gone once. */
function checkFacts<S extends CommonSetup>(state: PyramidState<S>, shot: PyramidShot, variant: Variant<S>): Rejection | null {
	if (shot.svoyak && shot.cueOff) return reject('pyramid-cue-ball-twice');
	const count = shot.potted + shot.offTable;
	const available = variant.available(state);
	if (count > available) return reject('pyramid-balls-exceed', { count, available });
	// PY-9, CP-5: these two fouls belong to a player placing the cue ball from hand.
	if (shot.foul === 'placement' && state.inHand === null) return reject('pyramid-not-in-hand');
	if (shot.foul === 'house-ball' && state.inHand !== 'house') return reject('pyramid-not-in-house');
	return variant.checkFoul(state, shot);
}

export function playShot<S extends CommonSetup>(state: PyramidState<S>, shot: PyramidShot, variant: Variant<S>): Step<PyramidState<S>> {
	const blocked = pendingRejection(state.pending) ?? checkFacts(state, shot, variant);
	if (blocked) return blocked;
	const events: MatchEvent[] = [];
	const started = { ...state, ledger: beginAction(state.ledger, state.shooter) };
	const foul = markedFoul(state, shot) || variant.ruleFoul(state, shot);
	const result: Played<S> = foul
		? foulStroke(started, shot, variant, events)
		: ((state.breakDue ? variant.failedBreak?.(started, shot, events) : null) ?? legalStroke(started, shot, variant, events));
	// The penalty or svoyak ball of a numbered set is only named where a ball really moved.
	if (shot.penaltyBall !== undefined && !result.taken) return reject('pyramid-no-ball-taken');
	return accept(result.state, events);
}

/**
 * PY-4, PY-7: every ball that fell or left the table on a foul is spotted (the count is
 * unchanged), the penalty ball moves, and the turn passes — unless the penalty ball gave the
 * opponent the frame.
 */
export function foulStroke<S extends CommonSetup>(
	state: PyramidState<S>,
	shot: PyramidShot,
	variant: Variant<S>,
	events: MatchEvent[]
): Played<S> {
	const offender = state.shooter;
	events.push({ type: 'foul', player: offender });
	const { state: penalized, taken } = penalize(state, offender, variant.penalty(state));
	const won = frameWinner(penalized);
	if (won !== null) return { state: awardFrame(penalized, won, events), taken };
	return { state: passTurn(penalized, variant.inHandAfterFoul(state, shot), events), taken };
}

/**
 * A legal stroke (PY-4, PY-5): every object ball that fell scores, the svoyak adds its ball; any
 * ball scored continues the visit (FP-3, CP-4), none passes the turn; the opponent plays from
 * the position. Object balls off the table under `objectOffTable: spot-only` are spotted.
 */
function legalStroke<S extends CommonSetup>(
	state: PyramidState<S>,
	shot: PyramidShot,
	variant: Variant<S>,
	events: MatchEvent[]
): Played<S> {
	const shooter = state.shooter;
	let next = earn({ ...state, breakDue: false, premium: false, inHand: null }, shooter, shot.potted);
	let gained = shot.potted;
	let taken = false;
	let continues = shot.potted > 0;
	let inHand: InHand = null;
	let premium = false;
	if (shot.svoyak) {
		const outcome = variant.svoyak(state);
		// CP-3: the ball is taken from the table; when the stroke emptied it there is none to take.
		const ball = outcome.ball === 'struck' || (outcome.ball === 'taken' && next.onTable > 0);
		if (ball) {
			next = earn(next, shooter, 1);
			gained++;
			taken = outcome.ball === 'taken';
		}
		continues = outcome.continues;
		inHand = outcome.inHand;
		premium = outcome.premium;
	}
	const run = next.ledger.run;
	next = { ...next, ledger: addToRun(next.ledger, gained) };
	pushRunReached(events, next.runEvents, shooter, run, next.ledger.run);
	const won = frameWinner(next);
	if (won !== null) return { state: awardFrame(next, won, events), taken };
	if (continues) return { state: { ...next, inHand, premium }, taken };
	return { state: passTurn(next, inHand, events), taken };
}
