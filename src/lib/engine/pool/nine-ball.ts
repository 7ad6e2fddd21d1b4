/**
 * 9-ball (RULES.md 9B, seed 000). Decisions where the seed is silent, kept deliberately:
 * - A push-out (9B-5) is exempt from the wrong-ball and no-rail rules (seed §5 names §7 and
 *   §8), so `wrong-ball`, `no-rail` and `no-hit` are not fouls on a push; a scratch, a ball off
 *   the table or any other foul still is, and then there is no shoot/pass choice.
 * - 9-ball has no declared safety: `safety` only ends the inning after the stroke; a legally
 *   pocketed 9 still wins (no called shots, 9B-1).
 * - Foul marks count in one rack only (9B-12); fouls on the break count.
 * - Broadcast events (events.ts): a legal 9 on the break is a golden break and a break and run;
 *   a push-out ends the pusher's inning, so a run after it is no break and run.
 */
import { z } from 'zod';
import { otherPlayer } from '../innings';
import { defineDiscipline } from '../define';
import { reject } from '../refusals';
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
	rackGameSetup,
	rotationFoul,
	rotationRefereeAction,
	startStroke,
	type PoolAction,
	type PoolPending,
	type PoolShot,
	type PoolTable
} from './common';

const setupSchema = rackGameSetup('nine-ball');
type Setup = z.infer<typeof setupSchema>;

const FULL: BallSet = rackOf(9);
const NINE = 9;
const THREE_FOULS = 3;

interface NineBall extends PoolTable, BreakRun {
	readonly setup: Setup;
	/** The next stroke is the first after a legal break: it may be a push-out (9B-5). */
	readonly pushOutAvailable: boolean;
	readonly pending: PoolPending<'push-out'> | null;
}

/** Pocketed and jumped balls stay out, except the 9, which is spotted (9B-3, 9B-5, 9B-6, 9B-10). */
function removeBalls(onTable: BallSet, shot: PoolShot): BallSet {
	const gone = withoutBalls(onTable, [...shot.potted, ...shot.offTable]);
	return withBall(gone, NINE);
}

/** 9B-13: a legal stroke (break included) that pockets the 9 wins; never a push-out. */
const winsRack = (shot: PoolShot): boolean => !shot.push && shot.potted.includes(NINE);

/** 9B-12: the third consecutive foul in one rack loses it. */
const losesOnFouls = (marks: number): boolean => marks >= THREE_FOULS;

function decide(state: NineBall, winner: number, events: MatchEvent[], moments: readonly MatchEvent[] = []): NineBall {
	return { ...awardRack(state, winner, state.setup, FULL, events, moments), pushOutAvailable: false, pending: null };
}

function playStroke(state: NineBall, shot: PoolShot): Step<NineBall> {
	const events: MatchEvent[] = [];
	if (shot.push && !state.pushOutAvailable) {
		return reject(state.breakDue ? 'push-out-on-break' : 'push-out-too-late');
	}
	const lowest = lowestBall(state.onTable) ?? NINE;
	const foul = rotationFoul(state.breakDue, shot, lowest); // 9B-3, 9B-7, 9B-10
	const shooter = state.shooter;
	const wasBreak = state.breakDue;
	const played: NineBall = { ...state, breakDue: false, pushOutAvailable: false, ballInHand: null };

	if (foul) {
		events.push({ type: 'foul', player: shooter });
		const marks = state.marks.with(shooter, state.marks[shooter] + 1);
		if (losesOnFouls(marks[shooter])) return accept(decide({ ...played, marks }, otherPlayer(shooter, 2), events), events);
		const fouled = { ...played, marks, onTable: removeBalls(state.onTable, shot) };
		return accept(passTurn(fouled, 'anywhere', events), events); // 9B-6, 9B-3: in hand anywhere
	}
	const clean: NineBall = { ...played, marks: state.marks.with(shooter, 0) };
	// 9B-13: the 9 on a legal break is a golden break (events.ts).
	if (winsRack(shot)) return accept(decide(clean, shooter, events, runOutMoments(clean, shooter, wasBreak)), events);
	if (shot.push) {
		// 9B-5: nothing counts, the 9 comes back, the opponent chooses.
		const opponent = otherPlayer(shooter, 2);
		const options = ['shoot', 'pass'];
		events.push({ type: 'choice-pending', player: opponent, options });
		const pushed = passTurn({ ...clean, onTable: removeBalls(state.onTable, shot) }, null, events);
		return accept({ ...pushed, pending: { kind: 'push-out', player: opponent, options, cueGone: false } }, events);
	}
	const next = { ...clean, onTable: withoutBalls(state.onTable, shot.potted) };
	const continues = shot.potted.length > 0 && !shot.safety; // 9B-1, 9B-4
	// 9B-5: the first stroke after a legal break may be a push-out, whoever plays it.
	const pushOutAvailable = wasBreak;
	return accept({ ...(continues ? next : passTurn(next, null, events)), pushOutAvailable }, events);
}

function apply(state: NineBall, action: PoolAction): Step<NineBall> {
	switch (action.t) {
		case 'choose':
			return chooseShootOrPass(state, action.option); // 9B-5: 'pass' — the pusher shoots again
		case 'forfeit':
		case 'rack':
		case 'rerack':
			// a forfeit loses the rack, a result awards it, a stalemate re-racks for the same breaker
			return rotationRefereeAction(state, action, decide, FULL);
		case 'shot': {
			const blocked = pendingRejection(state.pending) ?? checkShotBalls(state.onTable, action);
			if (blocked) return blocked;
			return playStroke(markBreak(startStroke(state)), action);
		}
	}
}

export const nineBallRules: Discipline<Setup, NineBall, PoolAction, PoolSummary> = {
	id: 'nine-ball',
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
			'nine-ball',
			state,
			state.pending,
			{ openTable: null, groups: null, pushOutAvailable: state.winner === null && state.pushOutAvailable },
			false,
			state.setup.targets
		)
};

export const nineBall = defineDiscipline({
	id: 'nine-ball',
	setupSchema,
	actionSchema: poolActionSchema,
	actionTypes: poolActionTypes,
	rules: nineBallRules
});
