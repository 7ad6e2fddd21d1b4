/**
 * 10-ball's call (TB-4 … TB-8): which ball a stroke called, whether the call was made, and the
 * checks a stroke's keys must pass before the rules judge it. The rack and turn logic is in
 * ten-ball.ts.
 */
import { reject } from '../refusals';
import type { Rejection } from '../types';
import { hasBall, setOf, type BallSet } from './balls';
import type { PoolShot } from './common';

export const TEN = 10;
/** The table when the 10 is the only object ball left (TB-6). */
export const ONLY_TEN: BallSet = setOf([TEN]);

/** What a stroke's call depends on in the state it meets. */
export interface CallContext {
	readonly breakDue: boolean;
	readonly pushOutAvailable: boolean;
	readonly onTable: BallSet;
	readonly setup: { readonly safetyCall: boolean; readonly tenLastToWin: boolean };
}

/** TB-1: a 10-ball rack holds the balls 1 to 10; the shot schema takes 1 to 15 for every pool game. */
export function checkTenBallNumbers(shot: PoolShot): Rejection | null {
	const named = [...shot.potted, ...shot.offTable, shot.firstHit, shot.calledBall];
	const foreign = named.find((b) => b !== undefined && b > TEN);
	return foreign === undefined ? null : reject('ten-ball-ball-number', { ball: foreign });
}

/** TB-4: the called ball is one on the table. */
export const checkCalledOnTable = (onTable: BallSet, shot: PoolShot): Rejection | null =>
	shot.calledBall === undefined || hasBall(onTable, shot.calledBall) ? null : reject('ball-not-on-table', { ball: shot.calledBall });

/** The stroke names a call: a called ball, a missed call or a called safety. */
const namesACall = (shot: PoolShot): boolean => shot.calledBall !== undefined || !shot.called || shot.safety;

/**
 * TB-2: the break is not called; TB-3: nor is a push-out; TB-8: a safety is called only where the
 * set-up allows it (`safetyCall`), and then it calls no ball.
 */
export function checkCall(state: CallContext, shot: PoolShot): Rejection | null {
	if (state.breakDue && namesACall(shot)) return reject('ten-ball-call-on-break');
	if (shot.push && namesACall(shot)) return reject('ten-ball-call-on-push');
	if (shot.safety && !state.setup.safetyCall) return reject('ten-ball-no-safety-call');
	if (shot.safety && (shot.calledBall !== undefined || !shot.called)) return reject('ten-ball-safety-with-call');
	return null;
}

/** TB-4: the ball called — `calledBall`, or when absent the lowest ball (the one to hit first). */
export const calledBallOf = (shot: PoolShot, lowest: number): number => shot.calledBall ?? lowest;

/**
 * TB-5: the called ball went into the called pocket. `called: false` says it did not; a called
 * ball missing from `potted` did not either, whatever else fell (TB-7).
 */
export const callMade = (shot: PoolShot, lowest: number): boolean => shot.called && shot.potted.includes(calledBallOf(shot, lowest));

/**
 * TB-6: a clean called stroke wins the rack when it makes the called 10 and the 10 was the only
 * object ball at the start of the stroke. Option `tenLastToWin: false` (the 2008 text): the called
 * 10 wins whenever it is made.
 */
export const winsWithCalledTen = (state: CallContext, shot: PoolShot, lowest: number): boolean =>
	callMade(shot, lowest) &&
	calledBallOf(shot, lowest) === TEN &&
	(!state.setup.tenLastToWin || state.onTable === ONLY_TEN);

/**
 * TB-2: a 10 pocketed on a legal break is spotted. Option `tenLastToWin: false` reads the 2008
 * text, where "this can be achieved on the break shot without calling a ball": it wins.
 */
export const breakWins = (state: CallContext, shot: PoolShot): boolean => !state.setup.tenLastToWin && shot.potted.includes(TEN);
