/**
 * 14.1 continuous, straight pool (RULES.md 14, seed 000). Decisions where the seed is silent,
 * kept deliberately:
 * - A breaking violation with a scratch costs −2 only (the −1 of 14-6 is for a break that met
 *   the requirements); if the opponent accepts, the cue ball is in hand behind the head string.
 * - A breaking violation neither adds nor wipes foul marks (14-12 wipes them on a legal pocket
 *   or a legal safety, and a violation is neither).
 * - An intentional foul is a foul mark (seed: "1 point or more"). As a third consecutive foul it
 *   costs −1 −15 −15 = −31, and the three-foul re-rack is compulsory (no 14-7.5 choice).
 * - 14th and 15th ball on one legal stroke: both score, all 15 are racked, the player continues;
 *   it counts as a 14-ball re-rack for `rack.number`.
 * - `safety` on an opening break is a declared safety (14-7.4): a ball it pockets is no called
 *   ball (so 14-6(1) is not met), is spotted and scores nothing; 14-6(2) can still make the
 *   break legal, and then the inning ends.
 * - Handicaps: with `targets` each player plays to his own target instead of `pointsTo`; the
 *   stroke that reaches it wins at once, and no 14-1 re-rack follows it (as without handicaps).
 * - Broadcast events: `run-reached` (../runs.ts) when the run gets to a threshold (set-up
 *   `runEvents`, default 50 and 100); no rack moments (no race), and `rack` results are refused.
 */
import { z } from 'zod';
import { addToRun, endInning, otherPlayer } from '../innings';
import { defineDiscipline } from '../define';
import { matchSetup, targetOf, targetsKey, targetsMatchPlayers } from '../setup';
import { reject } from '../refusals';
import { pushRunReached, runEventsKey, thresholdsOf } from '../runs';
import type { PoolSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Step } from '../types';
import { countBalls, rackOf, withoutBalls, type BallSet } from './balls';
import {
	checkForfeit,
	checkShotBalls,
	cueBallGone,
	invalidChoice,
	newPoolTable,
	passTurn,
	pendingRejection,
	poolActionSchema,
	poolActionTypes,
	poolSummary,
	rerackFor,
	startStroke,
	type PoolAction,
	type PoolPending,
	type PoolShot,
	type PoolTable
} from './common';

const setupSchema = matchSetup(
	'straight-pool',
	{
		pointsTo: z.int().min(1).max(1000),
		firstBreaker: z.int().min(0).max(1).default(0),
		runEvents: runEventsKey,
		targets: targetsKey(1000)
	}
).superRefine(targetsMatchPlayers);
type Setup = z.infer<typeof setupSchema>;

const FULL: BallSet = rackOf(15);
const BREAKING_VIOLATION = 2;
const FOUL = 1;
const SERIOUS_FOUL_EXTRA = 15;

type ChoiceKind = 'breaking-violation' | 'intentional-foul';

interface StraightPool extends PoolTable {
	readonly setup: Setup;
	readonly pending: PoolPending<ChoiceKind> | null;
	/** Runs that raise `run-reached` (the set-up's `runEvents`, else the catalog's). */
	readonly runEvents: readonly number[];
}

/** 14-6: a called ball pocketed, or the cue ball to a rail after contact and two balls to a rail. */
export const meetsBreakRequirements = (shot: PoolShot): boolean =>
	(shot.potted.length > 0 && shot.called && !shot.safety) || (shot.cueRail && shot.rails >= 2);

const isFoul = (shot: PoolShot): boolean => shot.foul !== undefined || shot.offTable.length > 0;

/** 14-7.1: a called ball went in on a clean, non-safety stroke; every ball pocketed scores. */
const isLegalPocket = (shot: PoolShot): boolean => !isFoul(shot) && !shot.safety && shot.called && shot.potted.length > 0;

/** 14-1: one ball left (or none, 14-7.3/14-7.6), the others are racked and play goes on. */
const needsRerack = (onTable: BallSet): boolean => countBalls(onTable) <= 1;

function deduct(state: StraightPool, player: number, points: number): StraightPool {
	return { ...state, scores: state.scores.with(player, state.scores[player] - points) };
}

/** The points the player plays to: his own handicap target (`targets`), else `pointsTo`. */
const targetFor = (state: StraightPool, player: number): number => targetOf(state.setup.targets, state.setup.pointsTo, player);

function finishIfWon(state: StraightPool, player: number, events: MatchEvent[]): StraightPool {
	if (state.scores[player] < targetFor(state, player)) return state;
	events.push({ type: 'match-won', player });
	return { ...state, winner: player, ballInHand: null, breakDue: false };
}

/** 14-11, 14-12, 14-7.5: deductions, marks, and what the incoming player gets. */
function playFoul(state: StraightPool, shot: PoolShot, events: MatchEvent[]): StraightPool {
	const shooter = state.shooter;
	const intentional = shot.foul === 'intentional';
	const marks = state.marks[shooter] + 1;
	let penalty = FOUL + (intentional ? SERIOUS_FOUL_EXTRA : 0);
	// Balls pocketed or jumped on a foul are spotted (14-8, 14-9, 14-13): the table is unchanged.
	let next: StraightPool = { ...state, marks: state.marks.with(shooter, marks), breakDue: false };
	if (marks >= 3) {
		// 14-12: −15 more, marks wiped, all 15 racked, the offender breaks under 14-6.
		penalty += SERIOUS_FOUL_EXTRA;
		events.push({ type: 'foul', player: shooter, points: -penalty });
		next = deduct({ ...next, marks: state.marks.with(shooter, 0) }, shooter, penalty);
		// The foul ends his inning (14-11); the compulsory break begins a new one.
		events.push({ type: 'inning-ended', player: shooter });
		return rerackFor({ ...next, ledger: endInning(next.ledger) }, shooter, FULL, events);
	}
	events.push({ type: 'foul', player: shooter, points: -penalty });
	next = deduct(next, shooter, penalty);
	if (intentional) {
		const incoming = otherPlayer(shooter, 2);
		const options = ['accept', 'rerack'];
		events.push({ type: 'choice-pending', player: incoming, options });
		const passed = passTurn(next, null, events);
		return { ...passed, pending: { kind: 'intentional-foul', player: incoming, options, cueGone: cueBallGone(shot) } };
	}
	// 14-10, 14-11: the cue ball as it lies, unless it was pocketed or left the table.
	return passTurn(next, cueBallGone(shot) ? 'kitchen' : null, events);
}

function playBreak(state: StraightPool, shot: PoolShot, events: MatchEvent[]): StraightPool {
	if (meetsBreakRequirements(shot)) return playStroke({ ...state, breakDue: false }, shot, events);
	// 14-6 breaking violation: −2, no foul mark, the opponent chooses; balls are spotted.
	const incoming = otherPlayer(state.shooter, 2);
	const options = ['accept', 'rebreak'];
	events.push({ type: 'foul', player: state.shooter, points: -BREAKING_VIOLATION });
	events.push({ type: 'choice-pending', player: incoming, options });
	const passed = passTurn(deduct(state, state.shooter, BREAKING_VIOLATION), null, events);
	return { ...passed, pending: { kind: 'breaking-violation', player: incoming, options, cueGone: cueBallGone(shot) } };
}

function playStroke(state: StraightPool, shot: PoolShot, events: MatchEvent[]): StraightPool {
	if (isFoul(shot)) return playFoul(state, shot, events);
	const shooter = state.shooter;
	// A stroke without a foul meets the requirements of a legal safety at least: marks go (14-12).
	const clean: StraightPool = { ...state, marks: state.marks.with(shooter, 0), ballInHand: null };
	if (!isLegalPocket(shot)) return passTurn(clean, null, events); // 14-7.4, 14-8: balls spotted
	const points = shot.potted.length;
	const ledger = addToRun(clean.ledger, points);
	let next: StraightPool = {
		...clean,
		scores: clean.scores.with(shooter, clean.scores[shooter] + points),
		ledger,
		onTable: withoutBalls(clean.onTable, shot.potted)
	};
	pushRunReached(events, state.runEvents, shooter, clean.ledger.run, ledger.run);
	// 14-1: the 14 are re-racked so that the player can go on; after the winning stroke nobody does.
	if (needsRerack(next.onTable) && next.scores[shooter] < targetFor(next, shooter)) {
		next = { ...next, onTable: FULL, rack: next.rack + 1 };
		events.push({ type: 'rerack', rack: next.rack });
	}
	return finishIfWon(next, shooter, events);
}

function choose(state: StraightPool, option: string): Step<StraightPool> {
	const pending = state.pending;
	if (!pending || !pending.options.includes(option)) return invalidChoice(option, pending);
	const events: MatchEvent[] = [];
	const cleared: StraightPool = { ...state, pending: null };
	const offender = otherPlayer(pending.player, 2);
	if (option === 'accept') {
		// 14-6: the table as it lies; 14-7.5: always with the cue ball behind the head string.
		const inHand = pending.kind === 'intentional-foul' || pending.cueGone ? 'kitchen' : null;
		return accept({ ...cleared, shooter: pending.player, ballInHand: inHand, breakDue: false }, events);
	}
	// 'rebreak' (14-6) and 'rerack' (14-7.5): all 15 racked, the offender breaks under 14-6.
	return accept(rerackFor(cleared, offender, FULL, events), events);
}

function apply(state: StraightPool, action: PoolAction): Step<StraightPool> {
	switch (action.t) {
		case 'choose':
			return choose(state, action.option);
		case 'forfeit': {
			const bad = checkForfeit(state, action.player);
			if (bad) return bad;
			const winner = otherPlayer(action.player, 2);
			const events: MatchEvent[] = [{ type: 'match-won', player: winner }];
			return accept({ ...state, pending: null, winner, ballInHand: null, breakDue: false }, events);
		}
		case 'rack':
			// Racks in 14.1 are re-racks inside one race to points: none can be won.
			return reject('rack-not-in-discipline', { discipline: 'straight-pool' });
		case 'rerack': {
			const events: MatchEvent[] = [];
			return accept({ ...rerackFor(state, state.breaker, FULL, events), pending: null }, events);
		}
		case 'shot': {
			const blocked = pendingRejection(state.pending) ?? checkShotBalls(state.onTable, action);
			if (blocked) return blocked;
			if (action.push) return reject('push-out-straight-pool');
			const events: MatchEvent[] = [];
			const started = startStroke(state);
			const next = state.breakDue ? playBreak(started, action, events) : playStroke(started, action, events);
			return accept(next, events);
		}
	}
}

export const straightPoolRules: Discipline<Setup, StraightPool, PoolAction, PoolSummary> = {
	id: 'straight-pool',
	init: (setup) => ({
		...newPoolTable(setup.players, setup.firstBreaker, FULL),
		setup,
		pending: null,
		runEvents: thresholdsOf('straight-pool', setup.runEvents)
	}),
	apply,
	finished: (state) => state.winner !== null,
	summary: (state) =>
		poolSummary(
			'straight-pool',
			state,
			state.pending,
			{ openTable: null, groups: null, pushOutAvailable: false },
			true,
			state.setup.targets
		)
};

export const straightPool = defineDiscipline({
	id: 'straight-pool',
	setupSchema,
	actionSchema: poolActionSchema,
	actionTypes: poolActionTypes,
	rules: straightPoolRules
});
