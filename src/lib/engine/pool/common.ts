import { z } from 'zod';
import { chooseAction, forfeitAction, rerackAction } from '../actions';
import { matchSetup, targetsKey, targetsMatchPlayers, targetsOf } from '../setup';
import { beginAction, endInning, newLedger, otherPlayer, type InningLedger } from '../innings';
import { reject, schemaMessage } from '../refusals';
import {
	accept,
	type MatchEvent,
	type Pending,
	type Player,
	type Rejection,
	type Step
} from '../types';
import { playerDetails, type RackSummary } from '../summary';
import type { PoolId } from './catalog';
import type { PoolSummary } from './summary';
import { ballList, hasBall, type BallSet } from './balls';

const ball = z.int().min(1, schemaMessage('ball-number')).max(15, schemaMessage('ball-number'));

export const poolFouls = ['scratch', 'cue-off', 'wrong-ball', 'no-rail', 'no-hit', 'off-table', 'intentional', 'other'] as const;
export type PoolFoul = (typeof poolFouls)[number];

/** `{"t":"shot"}` for the pool games (match-script.md, "Pool"). */
export const poolShot = z.strictObject({
	t: z.literal('shot'),
	potted: z.array(ball).max(15).default([]),
	foul: z.enum(poolFouls).optional(),
	offTable: z.array(ball).max(15).default([]),
	firstHit: ball.optional(),
	rails: z.int().min(0).max(15).default(0),
	cueRail: z.boolean().default(false),
	called: z.boolean().default(true),
	safety: z.boolean().default(false),
	push: z.boolean().default(false),
	/** Extension: the ball that was called, where the engine needs it (8-ball open table, 8B-11). */
	calledBall: ball.optional()
});
export type PoolShot = z.infer<typeof poolShot>;

/**
 * `{"t":"rack","player":I}`: player I won the current rack, its strokes not recorded (results-only
 * scoring). The race games only; 14.1 refuses it (`rack-not-in-discipline`).
 */
export const rackAction = z.strictObject({ t: z.literal('rack'), player: z.int().min(0).max(7) });

export const poolActionSchema = z.discriminatedUnion('t', [poolShot, chooseAction, forfeitAction, rerackAction, rackAction]);
export type PoolAction = z.infer<typeof poolActionSchema>;
export const poolActionTypes = ['shot', 'choose', 'forfeit', 'rerack', 'rack'] as const;

/**
 * The set-up keys of a game raced to N racks (8-, 9-, 10-ball). `targets` (handicaps): each
 * player's own race, in place of `raceTo` for him.
 */
export const rackGameKeys = {
	raceTo: z.int().min(1).max(99),
	breakRule: z.enum(['alternate', 'winner']).default('alternate'),
	firstBreaker: z.int().min(0).max(1).default(0),
	targets: targetsKey(99)
};

/** The `match` object of 8-ball and 9-ball (10-ball adds its own keys to `rackGameKeys`). */
export const rackGameSetup = (id: 'eight-ball' | 'nine-ball') => matchSetup(id, rackGameKeys).superRefine(targetsMatchPlayers);

/** What every pool game keeps, whatever its rules. */
export interface PoolTable {
	readonly players: readonly Player[];
	readonly scores: readonly number[];
	readonly ledger: InningLedger;
	/** Consecutive foul marks per player (9B-12, 14-12); always 0 in 8-ball. */
	readonly marks: readonly number[];
	readonly rack: number;
	readonly breaker: number;
	/** Who plays the next stroke (when no choice is pending). */
	readonly shooter: number;
	readonly onTable: BallSet;
	readonly ballInHand: 'anywhere' | 'kitchen' | null;
	/** The next stroke is a break (opening break in 14.1). */
	readonly breakDue: boolean;
	readonly winner: number | null;
}

/** A choice the rules hand a player; `kind` says which rule made it. */
export interface PoolPending<Kind extends string> extends Pending {
	kind: Kind;
	/** The cue ball was pocketed or left the table on the stroke that led to the choice. */
	cueGone: boolean;
}

export const cueBallGone = (shot: PoolShot): boolean => shot.foul === 'scratch' || shot.foul === 'cue-off';

/** 9B-3, TB-2: the 1 first, then a ball pocketed or four object balls to a rail. */
export const isLegalBreak = (shot: PoolShot, lowest: number): boolean =>
	(shot.firstHit === undefined || shot.firstHit === lowest) && (shot.potted.length > 0 || shot.rails >= 4);

/** Fouls a push-out does not commit (9-ball seed §5, TB-3: rules 7 and 8 do not apply to it). */
const excusedOnPush = new Set(['wrong-ball', 'no-rail', 'no-hit']);

/**
 * The foul of a stroke in the rotation games (9-ball, 10-ball), or null: the one marked, a ball
 * off the table (9B-10, TB-9), a failed break (9B-3, TB-2), a wrong first contact (9B-7, TB-4).
 * Several fouls on one stroke are one foul.
 */
export function rotationFoul(breakDue: boolean, shot: PoolShot, lowest: number): string | null {
	if (shot.foul && !(shot.push && excusedOnPush.has(shot.foul))) return shot.foul;
	if (shot.offTable.length > 0) return 'off-table';
	if (breakDue && !isLegalBreak(shot, lowest)) return shot.firstHit !== lowest ? 'wrong-ball' : 'illegal-break';
	if (!shot.push && shot.firstHit !== undefined && shot.firstHit !== lowest) return 'wrong-ball';
	return null;
}

/** A shot names only balls that are on the table, each once, never both down and off. */
export function checkShotBalls(onTable: BallSet, shot: PoolShot): Rejection | null {
	const seen = new Set<number>();
	for (const b of [...shot.potted, ...shot.offTable]) {
		if (!hasBall(onTable, b)) return reject('ball-not-on-table', { ball: b });
		if (seen.has(b)) {
			return shot.potted.includes(b) && shot.offTable.includes(b)
				? reject('ball-pocketed-and-off', { ball: b })
				: reject('ball-listed-twice', { ball: b });
		}
		seen.add(b);
	}
	if (shot.firstHit !== undefined && !hasBall(onTable, shot.firstHit)) {
		return reject('ball-not-on-table', { ball: shot.firstHit });
	}
	return null;
}

export function pendingRejection(pending: Pending | null): Rejection | null {
	if (!pending) return null;
	return reject('must-choose-first', { player: pending.player + 1, options: pending.options.join(' or ') });
}

export const startStroke = <T extends PoolTable>(table: T): T => ({
	...table,
	ledger: beginAction(table.ledger, table.shooter)
});

/** The turn leaves the shooter: his inning ends. */
export function passTurn<T extends PoolTable>(table: T, ballInHand: PoolTable['ballInHand'], events: MatchEvent[]): T {
	events.push({ type: 'inning-ended', player: table.shooter });
	return {
		...table,
		ledger: endInning(table.ledger),
		shooter: otherPlayer(table.shooter, table.players.length),
		ballInHand
	};
}

/** Who breaks rack `rack` (match-script.md, "Break order"). */
export function breakerOf(rack: number, rule: 'alternate' | 'winner', firstBreaker: number, lastWinner: number): number {
	if (rule === 'winner') return lastWinner;
	return rack % 2 === 1 ? firstBreaker : otherPlayer(firstBreaker, 2);
}

export function invalidChoice(option: string, pending: Pending | null): Rejection {
	if (!pending) return reject('no-choice-now');
	return reject('not-an-option', { option, options: pending.options.join(', ') });
}

/**
 * A shoot-or-pass choice (9B-5 push-out; TB-3, TB-7, TB-8 in 10-ball): `shoot`, the chooser plays
 * from the position; `pass`, the other player must.
 */
export function chooseShootOrPass<T extends PoolTable & { readonly pending: Pending | null }>(state: T, option: string): Step<T> {
	const pending = state.pending;
	if (!pending || !pending.options.includes(option)) return invalidChoice(option, pending);
	const shooter = option === 'shoot' ? pending.player : otherPlayer(pending.player, 2);
	return accept({ ...state, pending: null, shooter, ballInHand: null });
}

export function checkForfeit(table: PoolTable, player: number): Rejection | null {
	return player < table.players.length ? null : reject('no-such-player', { player });
}

/**
 * A `rack` result needs a player of the match, and no choice pending: the choice belongs to a
 * stroke already recorded, and awarding the rack over it would drop it unseen (choose, or undo
 * that stroke, first). A decided match is refused by the match layer before this.
 */
export const checkRackResult = (table: PoolTable, pending: Pending | null, player: number): Rejection | null =>
	checkForfeit(table, player) ?? pendingRejection(pending);

/** The rotation games' state beyond PoolTable (9-ball, 10-ball): a choice and the push-out. */
type RotationTable = PoolTable & { readonly pending: Pending | null; readonly pushOutAvailable: boolean };

/**
 * The referee's actions of a rotation game (9-ball, 10-ball), the same in both: a forfeit loses
 * the rack, a results-only `rack` awards it, a stalemate re-rack (9B, TB-11) has the rack's
 * breaker break again with the marks wiped. `decide` is the game's own rack award.
 */
export function rotationRefereeAction<T extends RotationTable>(
	state: T,
	action: { t: 'forfeit' | 'rack'; player: number } | { t: 'rerack' },
	decide: (state: T, winner: number, events: MatchEvent[]) => T,
	fullRack: BallSet
): Step<T> {
	const events: MatchEvent[] = [];
	if (action.t === 'rerack') {
		const reracked = rerackFor(state, state.breaker, fullRack, events);
		return accept({ ...reracked, pending: null, pushOutAvailable: false, marks: state.marks.map(() => 0) }, events);
	}
	const bad = action.t === 'forfeit' ? checkForfeit(state, action.player) : checkRackResult(state, state.pending, action.player);
	if (bad) return bad;
	return accept(decide(state, action.t === 'forfeit' ? otherPlayer(action.player, 2) : action.player, events), events);
}

/** The contract summary for any pool game; each game adds its own rack keys. */
export function poolSummary(
	discipline: PoolId,
	table: PoolTable,
	pending: Pending | null,
	rack: Pick<RackSummary, 'openTable' | 'groups' | 'pushOutAvailable'>,
	highRuns: boolean,
	targets?: readonly number[]
): PoolSummary {
	const finished = table.winner !== null;
	return {
		discipline,
		status: finished ? 'finished' : 'in-progress',
		winner: table.winner,
		draw: false,
		turn: finished ? null : pending ? pending.player : table.shooter,
		pending: pending ? { player: pending.player, options: [...pending.options] } : null,
		players: table.players.map((p, i) => ({
			name: p.name,
			score: table.scores[i],
			innings: table.ledger.innings[i],
			highRun: highRuns ? table.ledger.highRun[i] : 0,
			average: null,
			fouls: table.marks[i],
			...playerDetails(p),
			// Only a set-up with `targets` (handicaps) shows the target in force per player.
			...(targets ? { target: targets[i] } : {})
		})),
		rack: {
			number: table.rack,
			breaker: table.breaker,
			onTable: ballList(table.onTable),
			ballInHand: finished ? null : table.ballInHand,
			openTable: rack.openTable,
			groups: rack.groups,
			pushOutAvailable: rack.pushOutAvailable,
			breakDue: !finished && table.breakDue
		}
	};
}

export function newPoolTable(players: readonly Player[], firstBreaker: number, fullRack: BallSet): PoolTable {
	return {
		players,
		scores: players.map(() => 0),
		ledger: newLedger(players.length),
		marks: players.map(() => 0),
		rack: 1,
		breaker: firstBreaker,
		shooter: firstBreaker,
		onTable: fullRack,
		ballInHand: 'kitchen',
		breakDue: true,
		winner: null
	};
}

/**
 * Rack-based games (8-ball, 9-ball): the rack goes to `winner` and the next one is set up, also
 * when the match ends with it, so `rack.number` is always 1 + racks decided (match-script.md).
 * `moments` (events.ts: break-and-run, golden-break) follow `rack-won`; `hill-hill` names the
 * deciding rack, the one set up here.
 */
export function awardRack<T extends PoolTable>(
	table: T,
	winner: number,
	setup: { raceTo: number; breakRule: 'alternate' | 'winner'; firstBreaker: number; targets?: readonly number[] },
	fullRack: BallSet,
	events: MatchEvent[],
	moments: readonly MatchEvent[] = []
): T {
	const scores = table.scores.with(winner, table.scores[winner] + 1);
	events.push({ type: 'inning-ended', player: table.shooter }, { type: 'rack-won', player: winner, rack: table.rack }, ...moments);
	const rack = table.rack + 1;
	const breaker = breakerOf(rack, setup.breakRule, setup.firstBreaker, winner);
	// Handicaps: each player races to his own target (`targets`), else to `raceTo`.
	const races = targetsOf(setup.targets, setup.raceTo, scores.length);
	const matchWon = scores[winner] >= races[winner];
	if (isHillHill(scores, races)) events.push({ type: 'hill-hill', rack });
	if (matchWon) events.push({ type: 'match-won', player: winner });
	return {
		...table,
		scores,
		ledger: endInning(table.ledger),
		rack,
		breaker,
		shooter: breaker,
		onTable: fullRack,
		ballInHand: matchWon ? null : 'kitchen',
		breakDue: !matchWon,
		marks: table.marks.map(() => 0),
		winner: matchWon ? winner : null
	};
}

/**
 * A re-rack without a result (8B-6, 8B-9, 8B-21, 14-6 …): same rack number, `breaker` breaks.
 * A re-rack does not end an inning by itself: whatever ended it (a foul, a choice handed to the
 * opponent) already did, and a breaker who never lost the table breaks on in the same inning.
 */
export function rerackFor<T extends PoolTable>(table: T, breaker: number, fullRack: BallSet, events: MatchEvent[]): T {
	events.push({ type: 'rerack', rack: table.rack });
	return { ...table, breaker, shooter: breaker, onTable: fullRack, ballInHand: 'kitchen', breakDue: true };
}

/**
 * Hill-hill: the rack just won leaves every player one rack short of his own race (`races`, by
 * seat: `raceTo`, or each player's handicap target). In a two-player race scores only grow, so it
 * happens at most once a match (never when both race to 1: their 0–0 comes before any rack is
 * won, and a rack won leaves the winner on 1).
 */
export const isHillHill = (scores: readonly number[], races: readonly number[]): boolean =>
	scores.every((s, i) => s === races[i]! - 1);
