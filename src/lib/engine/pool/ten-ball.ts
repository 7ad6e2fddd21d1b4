/**
 * 10-ball (RULES-more.md TB, WPA chapter 6). 9-ball with a call: every stroke after the break
 * calls one ball (`calledBall`, by default the lowest) and a pocket (`called: false` = missed).
 * Decisions where the texts are silent, kept deliberately (docs: decisions-ten-ball):
 * - A push-out is exempt from wrong ball and no rail, as in 9-ball (TB-3 = 9B-5); a scratch or
 *   any other foul still is a foul, and then no shoot/pass choice follows.
 * - The break and a push-out call nothing, and a called safety (option `safetyCall`) calls no
 *   ball: a stroke that records a call there is refused rather than silently read one way.
 * - A wrongful pocket (TB-7) and a called safety that pockets a ball (TB-8) end the inning like a
 *   push-out: a pass back begins a new inning, so a run after it is no break and run.
 * - `tenLastToWin: false` reads the 2008 text whole: the called 10 wins whenever it is made, and
 *   a 10 on a legal break wins too (a golden break); with the default, neither happens.
 * - Foul marks count in one rack only (TB-10); fouls on the break count; a re-rack clears them.
 */
import { z } from 'zod';
import { otherPlayer } from '../innings';
import { defineDiscipline } from '../define';
import { reject } from '../refusals';
import { matchSetup, targetsMatchPlayers } from '../setup';
import type { PoolSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Step } from '../types';
import { lowestBall, rackOf, withBall, withoutBalls, type BallSet } from './balls';
import { markBreak, runOutMoments, type BreakRun } from './events';
import {
	awardRack,
	checkShotBalls,
	chooseShootOrPass,
	newPoolTable,
	passTurn,
	pendingRejection,
	poolActionSchema,
	poolActionTypes,
	poolSummary,
	rackGameKeys,
	rotationFoul,
	rotationRefereeAction,
	startStroke,
	type PoolAction,
	type PoolPending,
	type PoolShot,
	type PoolTable
} from './common';
import { TEN, breakWins, callMade, checkCall, checkCalledOnTable, checkTenBallNumbers, winsWithCalledTen } from './ten-ball-call';

const setupSchema = matchSetup('ten-ball', {
	...rackGameKeys,
	/** TB-8 option: `safety: true` is a called safety (2009–2016 texts); the 2025 text has none. */
	safetyCall: z.boolean().default(false),
	/** TB-6 option: the called 10 wins only as the last object ball (2025); false: whenever made (2008). */
	tenLastToWin: z.boolean().default(true)
}).superRefine(targetsMatchPlayers);
type Setup = z.infer<typeof setupSchema>;

const FULL: BallSet = rackOf(TEN);
const THREE_FOULS = 3;

/** Which rule handed the incoming player the shoot/pass choice. */
type ChoiceKind = 'push-out' | 'wrongful-pocket' | 'safety';

interface TenBall extends PoolTable, BreakRun {
	readonly setup: Setup;
	/** The next stroke is the first after a legal break: it may be a push-out (TB-3). */
	readonly pushOutAvailable: boolean;
	readonly pending: PoolPending<ChoiceKind> | null;
}

/** Pocketed and jumped balls stay out, except the 10, which is spotted (TB-2, 3, 5, 7, 9, 11). */
function removeBalls(onTable: BallSet, shot: PoolShot): BallSet {
	const gone = withoutBalls(onTable, [...shot.potted, ...shot.offTable]);
	return withBall(gone, TEN);
}

/** TB-10: the third consecutive foul in one rack loses it. */
const losesOnFouls = (marks: number): boolean => marks >= THREE_FOULS;

function decide(state: TenBall, winner: number, events: MatchEvent[], moments: readonly MatchEvent[] = []): TenBall {
	return { ...awardRack(state, winner, state.setup, FULL, events, moments), pushOutAvailable: false, pending: null };
}

/** TB-3, TB-7, TB-8: the inning ends and the incoming player chooses who plays the position. */
function offerShootOrPass(table: TenBall, kind: ChoiceKind, events: MatchEvent[]): TenBall {
	const opponent = otherPlayer(table.shooter, 2);
	const options = ['shoot', 'pass'];
	events.push({ type: 'choice-pending', player: opponent, options });
	const passed = passTurn(table, null, events);
	return { ...passed, pending: { kind, player: opponent, options, cueGone: false } };
}

/** TB-9, TB-10: in hand anywhere for the incoming player, or the rack lost on the third foul. */
function foulStroke(played: TenBall, shot: PoolShot, events: MatchEvent[]): TenBall {
	const shooter = played.shooter;
	events.push({ type: 'foul', player: shooter });
	const marks = played.marks.with(shooter, played.marks[shooter] + 1);
	if (losesOnFouls(marks[shooter])) return decide({ ...played, marks }, otherPlayer(shooter, 2), events);
	return passTurn({ ...played, marks, onTable: removeBalls(played.onTable, shot) }, 'anywhere', events);
}

/** TB-2: a legal break keeps every ball down but the 10; the breaker continues if one fell. */
function breakStroke(clean: TenBall, shot: PoolShot, events: MatchEvent[]): TenBall {
	const shooter = clean.shooter;
	// tenLastToWin false: the 10 on the break wins (2008), a golden break (events.ts).
	if (breakWins(clean, shot)) return decide(clean, shooter, events, runOutMoments(clean, shooter, true));
	const next = { ...clean, onTable: removeBalls(clean.onTable, shot), pushOutAvailable: true }; // TB-3
	return shot.potted.length > 0 ? next : passTurn(next, null, events);
}

/** TB-4 … TB-8: a clean stroke after the break, the push-out included. */
function calledStroke(clean: TenBall, shot: PoolShot, lowest: number, events: MatchEvent[]): TenBall {
	const shooter = clean.shooter;
	const next = { ...clean, onTable: removeBalls(clean.onTable, shot) };
	if (shot.push) return offerShootOrPass(next, 'push-out', events); // TB-3
	// TB-8 (safetyCall): nothing called, so nothing made; a ball that fell stays down.
	if (shot.safety) return shot.potted.length > 0 ? offerShootOrPass(next, 'safety', events) : passTurn(next, null, events);
	if (winsWithCalledTen(clean, shot, lowest)) return decide(clean, shooter, events, runOutMoments(clean, shooter, false)); // TB-6
	if (callMade(shot, lowest)) return next; // TB-5, TB-6: he continues, an early 10 spotted
	if (shot.potted.length > 0) return offerShootOrPass(next, 'wrongful-pocket', events); // TB-7
	return passTurn(next, null, events); // TB-7: nothing down, the turn simply passes
}

function playStroke(state: TenBall, shot: PoolShot): Step<TenBall> {
	if (shot.push && !state.pushOutAvailable) {
		return reject(state.breakDue ? 'push-out-on-break' : 'push-out-too-late');
	}
	const badCall = checkCall(state, shot);
	if (badCall) return badCall;
	const events: MatchEvent[] = [];
	const lowest = lowestBall(state.onTable) ?? TEN;
	const foul = rotationFoul(state.breakDue, shot, lowest); // TB-2, TB-4, TB-9
	const wasBreak = state.breakDue;
	const played: TenBall = { ...state, breakDue: false, pushOutAvailable: false, ballInHand: null };
	if (foul) return accept(foulStroke(played, shot, events), events);
	// TB-10: a stroke without a foul wipes the shooter's marks.
	const clean: TenBall = { ...played, marks: state.marks.with(state.shooter, 0) };
	const after = wasBreak ? breakStroke(clean, shot, events) : calledStroke(clean, shot, lowest, events);
	return accept(after, events);
}

function apply(state: TenBall, action: PoolAction): Step<TenBall> {
	switch (action.t) {
		case 'choose':
			return chooseShootOrPass(state, action.option); // 'pass': the player who made the stroke plays again
		case 'forfeit':
		case 'rack':
		case 'rerack':
			// a forfeit loses the rack, a result awards it, a stalemate re-racks for the same breaker
			return rotationRefereeAction(state, action, decide, FULL);
		case 'shot': {
			const blocked =
				pendingRejection(state.pending) ?? checkTenBallNumbers(action) ?? checkShotBalls(state.onTable, action) ?? checkCalledOnTable(state.onTable, action);
			if (blocked) return blocked;
			return playStroke(markBreak(startStroke(state)), action);
		}
	}
}

export const tenBallRules: Discipline<Setup, TenBall, PoolAction, PoolSummary> = {
	id: 'ten-ball',
	init: (setup) => ({
		...newPoolTable(setup.players, setup.firstBreaker, FULL),
		setup,
		pushOutAvailable: false,
		pending: null,
		breakInning: null
	}),
	apply,
	finished: (state) => state.winner !== null,
	summary: (state) =>
		poolSummary(
			'ten-ball',
			state,
			state.pending,
			{ openTable: null, groups: null, pushOutAvailable: state.winner === null && state.pushOutAvailable },
			false,
			state.setup.targets
		)
};

export const tenBall = defineDiscipline({
	id: 'ten-ball',
	setupSchema,
	actionSchema: poolActionSchema,
	actionTypes: poolActionTypes,
	rules: tenBallRules
});
