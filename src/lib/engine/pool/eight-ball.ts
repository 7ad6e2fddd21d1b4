/**
 * 8-ball (RULES.md 8B, seed 000). Decisions where the seed is silent, kept deliberately:
 * - 8B-8 (object ball off the table on the break) has no choice name in the spec: the incoming
 *   player gets cue ball in hand behind the head string, which includes playing it as it lies.
 * - 8B-9 re-rack: the breaker of the interrupted rack breaks again, whoever chose it.
 * - 8B-11 groups follow the called ball: `calledBall` when given; else the group of the
 *   pocketed balls when they are all of one group; else the first listed in `potted`.
 * - A declared safety or a push on the break is meaningless: `safety` is ignored there,
 *   `push` (a 9-ball rule) is refused everywhere.
 * - Broadcast events (events.ts): the 8 on the break never wins (8B-9), so 8-ball has no golden
 *   break; a break and run may follow an 8B-9 re-rack or spot chosen by the breaker himself.
 */
import { z } from 'zod';
import { otherPlayer } from '../innings';
import { defineDiscipline } from '../define';
import { reject } from '../refusals';
import type { PoolSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Step } from '../types';
import { hasBall, rackOf, setOf, withBall, withoutBalls, type BallSet } from './balls';
import { markBreak, runOutMoments, type BreakRun } from './events';
import {
	awardRack,
	checkForfeit,
	checkRackResult,
	checkShotBalls,
	cueBallGone,
	invalidChoice,
	newPoolTable,
	passTurn,
	pendingRejection,
	poolActionSchema,
	poolActionTypes,
	poolSummary,
	rackGameSetup,
	rerackFor,
	startStroke,
	type PoolAction,
	type PoolPending,
	type PoolShot,
	type PoolTable
} from './common';

const setupSchema = rackGameSetup('eight-ball');
type Setup = z.infer<typeof setupSchema>;

type Group = 'solids' | 'stripes';
const FULL: BallSet = rackOf(15);
const SOLIDS: BallSet = setOf([1, 2, 3, 4, 5, 6, 7]);
const STRIPES: BallSet = setOf([9, 10, 11, 12, 13, 14, 15]);
const EIGHT = 8;

type ChoiceKind = 'illegal-break' | 'eight-on-break' | 'eight-on-break-foul';

interface EightBall extends PoolTable, BreakRun {
	readonly setup: Setup;
	/** Group per player index, or null while the table is open (8B-10). */
	readonly groups: readonly [Group, Group] | null;
	readonly pending: PoolPending<ChoiceKind> | null;
}

const groupOf = (ball: number): Group | null => (ball < EIGHT ? 'solids' : ball > EIGHT ? 'stripes' : null);
const groupBalls = (group: Group): BallSet => (group === 'solids' ? SOLIDS : STRIPES);
const other = (g: Group): Group => (g === 'solids' ? 'stripes' : 'solids');

/** 8B-6: pocket an object ball, or drive at least four object balls to a rail. */
export const isLegalBreak = (shot: PoolShot): boolean => shot.potted.length > 0 || shot.rails >= 4;

/** The shooter's group is cleared: the 8 is his legal object ball (8B-14). */
function shootsTheEight(state: EightBall): boolean {
	if (!state.groups) return false;
	return (state.onTable & groupBalls(state.groups[state.shooter])) === 0;
}

/** 8B-12: first contact with an own-group ball, or the 8 once the group is cleared. */
function isWrongFirstContact(state: EightBall, shot: PoolShot): boolean {
	if (shot.firstHit === undefined || !state.groups) return false;
	if (shootsTheEight(state)) return shot.firstHit !== EIGHT;
	return groupOf(shot.firstHit) !== state.groups[state.shooter];
}

/** 8B-20: a stroke that pockets the 8 or drives it off loses, unless it is the legal, called 8. */
function losesRack(state: EightBall, shot: PoolShot, fouled: boolean): boolean {
	if (shot.offTable.includes(EIGHT)) return true; // 8B-20c
	if (!shot.potted.includes(EIGHT)) return false;
	// 8B-20a foul, 8B-20b with the last of the group (group not yet cleared before), 8B-20d, 8B-20e
	return fouled || !shootsTheEight(state) || !shot.called || shot.safety;
}

/** 8B-11: the group a legal pocket on an open table assigns, or null. */
function assignedGroup(shot: PoolShot): Group | null {
	const groupBallsPotted = shot.potted.filter((b) => b !== EIGHT);
	if (shot.calledBall !== undefined) {
		return shot.potted.includes(shot.calledBall) ? groupOf(shot.calledBall) : null;
	}
	if (groupBallsPotted.length === 0) return null;
	return groupOf(groupBallsPotted[0]);
}

function foulOf(state: EightBall, shot: PoolShot): string | null {
	if (shot.foul) return shot.foul;
	if (shot.offTable.length > 0) return 'off-table';
	if (isWrongFirstContact(state, shot)) return 'wrong-ball';
	return null;
}

function loseRack(state: EightBall, events: MatchEvent[]): EightBall {
	return newRack(awardRack(state, otherPlayer(state.shooter, 2), state.setup, FULL, events));
}

/** After a rack is decided the table is open again and nothing is pending. */
const newRack = (state: EightBall): EightBall => ({ ...state, groups: null, pending: null });

function playBreak(state: EightBall, shot: PoolShot): Step<EightBall> {
	const events: MatchEvent[] = [];
	if (shot.offTable.includes(EIGHT)) return accept(loseRack(state, events), events); // 8B-20c "at any time"
	const fouled = shot.foul !== undefined || shot.offTable.length > 0;
	const cueGone = cueBallGone(shot);
	// Jumped balls are spotted (8B-18), pocketed ones stay down (8B-2).
	const afterBreak: EightBall = { ...state, onTable: withoutBalls(state.onTable, shot.potted), breakDue: false };
	const incoming = otherPlayer(state.shooter, 2);

	if (!isLegalBreak(shot)) {
		events.push({ type: 'foul', player: state.shooter });
		const options = ['accept', 'rerack-break', 'rerack-opponent'];
		events.push({ type: 'choice-pending', player: incoming, options });
		const passed = passTurn(afterBreak, null, events);
		return accept({ ...passed, pending: { kind: 'illegal-break', player: incoming, options, cueGone } }, events);
	}
	if (shot.potted.includes(EIGHT)) {
		// 8B-9: the breaker chooses; after a scratch (or any foul) the incoming player does.
		const options = ['rerack', 'spot8'];
		if (fouled) {
			events.push({ type: 'foul', player: state.shooter });
			const passed = passTurn(afterBreak, null, events);
			const pending = { kind: 'eight-on-break-foul' as const, player: incoming, options, cueGone };
			events.push({ type: 'choice-pending', player: incoming, options });
			return accept({ ...passed, pending }, events);
		}
		events.push({ type: 'choice-pending', player: state.shooter, options });
		const pending = { kind: 'eight-on-break' as const, player: state.shooter, options, cueGone };
		return accept({ ...afterBreak, pending, ballInHand: null }, events);
	}
	if (fouled) {
		// 8B-7, 8B-8, 8B-15: foul on the break, cue ball in hand behind the head string.
		events.push({ type: 'foul', player: state.shooter });
		return accept(passTurn(afterBreak, 'kitchen', events), events);
	}
	if (shot.potted.length > 0) return accept({ ...afterBreak, ballInHand: null }, events); // 8B-2
	return accept(passTurn(afterBreak, null, events), events);
}

function playStroke(state: EightBall, shot: PoolShot): Step<EightBall> {
	const events: MatchEvent[] = [];
	const foul = foulOf(state, shot);
	if (losesRack(state, shot, foul !== null)) {
		if (foul) events.push({ type: 'foul', player: state.shooter });
		return accept(loseRack(state, events), events);
	}
	if (shot.potted.includes(EIGHT)) {
		// The legal, called 8 on a clean stroke (8B-1).
		const moments = runOutMoments(state, state.shooter, false);
		return accept(newRack(awardRack(state, state.shooter, state.setup, FULL, events, moments)), events);
	}
	// Pocketed balls stay down whatever happens (8B-17); jumped balls are spotted (8B-18).
	const played: EightBall = { ...state, onTable: withoutBalls(state.onTable, shot.potted), ballInHand: null };
	if (foul) {
		events.push({ type: 'foul', player: state.shooter });
		return accept(passTurn(played, 'anywhere', events), events); // 8B-15, 8B-19
	}
	if (!state.groups && shot.firstHit === EIGHT) return accept(passTurn(played, null, events), events); // 8B-10
	if (shot.safety || !shot.called) return accept(passTurn(played, null, events), events); // 8B-13, 8B-17
	if (!state.groups) {
		const group = assignedGroup(shot);
		if (!group) return accept(passTurn(played, null, events), events);
		const groups: [Group, Group] = state.shooter === 0 ? [group, other(group)] : [other(group), group];
		return accept({ ...played, groups }, events); // 8B-11, and he continues (8B-14)
	}
	const own = groupBalls(state.groups[state.shooter]);
	const pottedOwn = shot.potted.some((b) => hasBall(own, b));
	return accept(pottedOwn ? played : passTurn(played, null, events), events); // 8B-14
}

function choose(state: EightBall, option: string): Step<EightBall> {
	const pending = state.pending;
	if (!pending || !pending.options.includes(option)) return invalidChoice(option, pending);
	const events: MatchEvent[] = [];
	const chooser = pending.player;
	const cleared: EightBall = { ...state, pending: null };
	switch (`${pending.kind}:${option}`) {
		case 'illegal-break:accept': // 8B-6a, the cue ball where it lies unless it is gone (8B-15)
			return accept({ ...cleared, shooter: chooser, ballInHand: pending.cueGone ? 'kitchen' : null }, events);
		case 'illegal-break:rerack-break': // 8B-6b
			return accept(rerackFor(cleared, chooser, FULL, events), events);
		case 'illegal-break:rerack-opponent': // 8B-6c
			return accept(rerackFor(cleared, state.breaker, FULL, events), events);
		case 'eight-on-break:spot8': // 8B-9, the breaker shoots on
			return accept({ ...cleared, onTable: withBall(state.onTable, EIGHT), ballInHand: null }, events);
		case 'eight-on-break-foul:spot8': // 8B-9, incoming player, cue ball behind the head string
			return accept({ ...cleared, onTable: withBall(state.onTable, EIGHT), shooter: chooser, ballInHand: 'kitchen' }, events);
		default: // 8B-9 re-rack: the same breaker breaks again
			return accept(rerackFor(cleared, state.breaker, FULL, events), events);
	}
}

function apply(state: EightBall, action: PoolAction): Step<EightBall> {
	switch (action.t) {
		case 'choose':
			return choose(state, action.option);
		case 'forfeit': {
			const bad = checkForfeit(state, action.player);
			if (bad) return bad;
			const events: MatchEvent[] = [];
			const winner = otherPlayer(action.player, 2);
			return accept(newRack(awardRack({ ...state, pending: null }, winner, state.setup, FULL, events)), events);
		}
		case 'rack': {
			const bad = checkRackResult(state, state.pending, action.player);
			if (bad) return bad;
			const events: MatchEvent[] = [];
			return accept(newRack(awardRack(state, action.player, state.setup, FULL, events)), events);
		}
		case 'rerack': {
			const events: MatchEvent[] = []; // 8B-21 stalemate: the breaker of this rack breaks again
			return accept(newRack(rerackFor(state, state.breaker, FULL, events)), events);
		}
		case 'shot': {
			const blocked = pendingRejection(state.pending) ?? checkShotBalls(state.onTable, action);
			if (blocked) return blocked;
			if (action.push) return reject('push-out-eight-ball');
			const started = markBreak(startStroke(state));
			return state.breakDue ? playBreak(started, action) : playStroke(started, action);
		}
	}
}

export const eightBallRules: Discipline<Setup, EightBall, PoolAction, PoolSummary> = {
	id: 'eight-ball',
	init: (setup) => ({
		...newPoolTable(setup.players, setup.firstBreaker, FULL),
		setup,
		groups: null,
		pending: null,
		breakInning: null
	}),
	apply,
	finished: (state) => state.winner !== null,
	summary: (state) =>
		poolSummary('eight-ball', state, state.pending, {
			openTable: state.groups === null,
			groups: state.groups ? [state.groups[0], state.groups[1]] : null,
			pushOutAvailable: false
		}, false, state.setup.targets)
};

export const eightBall = defineDiscipline({
	id: 'eight-ball',
	setupSchema,
	actionSchema: poolActionSchema,
	actionTypes: poolActionTypes,
	rules: eightBallRules
});
