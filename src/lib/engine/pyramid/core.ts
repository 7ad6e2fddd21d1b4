/**
 * The rules the three Russian pyramid games share (RULES-more.md PY): the shelves, the penalty
 * ball, the frame and the match, the referee's actions and the summary. The balls carry no
 * value (PY-1), so the engine counts them: `onTable` + both shelves is always the game's full
 * set (15; 16 in free pyramid, where every ball is an object ball). A ball owed under
 * `penalty: offender-returns` (MP-3) is a debt, not a ball: it is repaid by putting back a ball
 * the debtor pockets later, so the count holds then too.
 */
import { breakerOf } from '../pool/common';
import { isHillHill } from '../pool/common';
import { endInning, newLedger, otherPlayer, type InningLedger } from '../innings';
import { reject } from '../refusals';
import { thresholdsOf } from '../runs';
import { targetsOf } from '../setup';
import { playerDetails } from '../summary';
import type { PyramidId } from './catalog';
import type { PyramidSummary } from './summary';
import { accept, type MatchEvent, type Pending, type Rejection, type Step } from '../types';
import type { StrokeTally } from '../stroke';
import type { CommonSetup } from './schema';

/** Where the next stroke is played from: in hand in the house (PY-9), anywhere (NP-3), or the position. */
export type InHand = 'house' | 'anywhere' | null;

/** PY-7 (MKP) or MP-3 (the old Moscow text): who the penalty ball moves for. */
export type PenaltyMode = 'opponent-takes' | 'offender-returns';

/** NP-2: the opponent decides on a failed break; `inHand` is where he plays from if he accepts. */
export interface PyramidPending extends Pending {
	readonly kind: 'failed-break';
	readonly inHand: InHand;
}

export interface PyramidState<S extends CommonSetup = CommonSetup> {
	readonly setup: S;
	/** The balls of a full frame: 15 object balls, or 16 in free pyramid. */
	readonly balls: number;
	readonly runEvents: readonly number[];
	/** Frames won. */
	readonly frames: readonly number[];
	readonly ledger: InningLedger;
	/** 1 + frames decided; the deciding frame once the match is won. */
	readonly frame: number;
	readonly breaker: number;
	readonly shooter: number;
	readonly breakDue: boolean;
	readonly onTable: number;
	readonly shelves: readonly number[];
	/** The shelves as the last decided frame ended (absent before the first): the next frame is racked at once, and a stroke says how its frame ended (stroke.ts). */
	readonly lastFrame?: readonly number[];
	readonly debts: readonly number[];
	readonly inHand: InHand;
	/** NP-3: the next stroke is the premium stroke after a svoyak. */
	readonly premium: boolean;
	readonly pending: PyramidPending | null;
	readonly winner: number | null;
}

export function newPyramid<S extends CommonSetup>(setup: S, balls: number): PyramidState<S> {
	const players = setup.players.length;
	return {
		setup,
		balls,
		runEvents: thresholdsOf(setup.discipline, setup.runEvents),
		frames: Array(players).fill(0),
		ledger: newLedger(players),
		frame: 1,
		breaker: setup.firstBreaker,
		shooter: setup.firstBreaker,
		breakDue: true,
		onTable: balls,
		shelves: Array(players).fill(0),
		debts: Array(players).fill(0),
		inHand: 'house', // PY-3: the break is played from hand in the house
		premium: false,
		pending: null,
		winner: null
	};
}

/**
 * `count` balls come off the table for `player` (pocketed legally, or taken as a penalty or
 * svoyak ball). While he owes balls (MP-3 debt) each one repays a debt instead: it goes back on
 * the table, as the returned ball would have (PY-8 spotting).
 */
export function earn<S extends CommonSetup>(state: PyramidState<S>, player: number, count: number): PyramidState<S> {
	const repaid = Math.min(count, state.debts[player]!);
	const kept = count - repaid;
	return {
		...state,
		debts: state.debts.with(player, state.debts[player]! - repaid),
		shelves: state.shelves.with(player, state.shelves[player]! + kept),
		onTable: state.onTable - kept
	};
}

/**
 * The penalty for a foul (PY-7), after the stroke's balls are spotted (PY-4): the opponent takes
 * a ball of his choice off the table onto his shelf (+1), or — MP-3 — the offender puts one of
 * his back (−1), owing it while his shelf is empty. Applied at once: the count is what scores,
 * so the scorer has no key to press for it. `taken`: a real ball moved (one `penaltyBall` names).
 */
export function penalize<S extends CommonSetup>(
	state: PyramidState<S>,
	offender: number,
	mode: PenaltyMode
): { state: PyramidState<S>; taken: boolean } {
	if (mode === 'offender-returns') {
		if (state.shelves[offender]! > 0) {
			return { state: { ...state, shelves: state.shelves.with(offender, state.shelves[offender]! - 1), onTable: state.onTable + 1 }, taken: true };
		}
		return { state: { ...state, debts: state.debts.with(offender, state.debts[offender]! + 1) }, taken: false };
	}
	// A frame still under way always has a ball left (PY-10: pointsTo is at most a majority).
	if (state.onTable === 0) return { state, taken: false };
	return { state: earn(state, otherPlayer(offender, state.frames.length), 1), taken: true };
}

/** PY-10: the player whose shelf reached the frame's target, or null. */
export function frameWinner(state: PyramidState): number | null {
	const at = state.shelves.findIndex((s) => s >= state.setup.pointsTo);
	return at < 0 ? null : at;
}

/** The turn leaves the shooter: his visit ends; the opponent plays from `inHand`. */
export function passTurn<S extends CommonSetup>(state: PyramidState<S>, inHand: InHand, events: MatchEvent[]): PyramidState<S> {
	events.push({ type: 'inning-ended', player: state.shooter });
	return {
		...state,
		ledger: endInning(state.ledger),
		shooter: otherPlayer(state.shooter, state.frames.length),
		inHand,
		premium: false,
		breakDue: false
	};
}

/**
 * The frame goes to `winner` (a stroke, a penalty ball, a forfeit or a `frame` result). The next
 * frame is set up for its breaker (PY-2), unless the match is won: then the summary keeps the
 * deciding frame as it ended.
 */
export function awardFrame<S extends CommonSetup>(state: PyramidState<S>, winner: number, events: MatchEvent[]): PyramidState<S> {
	const { setup } = state;
	const frames = state.frames.with(winner, state.frames[winner]! + 1);
	events.push({ type: 'inning-ended', player: state.shooter }, { type: 'rack-won', player: winner, rack: state.frame });
	// Handicaps: each player races to his own target (`targets`), else to `raceTo`.
	const races = targetsOf(setup.targets, setup.raceTo, frames.length);
	const decided = { ...state, frames, ledger: endInning(state.ledger), pending: null, premium: false, lastFrame: state.shelves };
	if (frames[winner]! >= races[winner]!) {
		events.push({ type: 'match-won', player: winner });
		return { ...decided, winner, breakDue: false, inHand: null };
	}
	const frame = state.frame + 1;
	if (isHillHill(frames, races)) events.push({ type: 'hill-hill', rack: frame });
	const breaker = breakerOf(frame, setup.breakRule, setup.firstBreaker, winner);
	return { ...freshRack(decided, breaker), frame };
}

/** A full rack for `breaker`, shelves and debts emptied (a new frame, or the referee's restart). */
function freshRack<S extends CommonSetup>(state: PyramidState<S>, breaker: number): PyramidState<S> {
	return {
		...state,
		breaker,
		shooter: breaker,
		breakDue: true,
		onTable: state.balls,
		shelves: state.shelves.map(() => 0),
		debts: state.debts.map(() => 0),
		inHand: 'house',
		premium: false,
		pending: null
	};
}

/** The visit under way ends when the turn goes to someone else (a restart, a re-break). */
export function handTo<S extends CommonSetup>(state: PyramidState<S>, player: number, events: MatchEvent[]): PyramidState<S> {
	const open = state.ledger.openBy;
	if (open === null || open === player) return state;
	events.push({ type: 'inning-ended', player: open });
	return { ...state, ledger: endInning(state.ledger) };
}

export function pendingRejection(pending: Pending | null): Rejection | null {
	if (!pending) return null;
	return reject('must-choose-first', { player: pending.player + 1, options: pending.options.join(' or ') });
}

export function invalidChoice(option: string, pending: Pending | null): Rejection {
	if (!pending) return reject('no-choice-now');
	return reject('not-an-option', { option, options: pending.options.join(', ') });
}

const isPlayer = (state: PyramidState, player: number): Rejection | null =>
	player < state.frames.length ? null : reject('no-such-player', { player });

/**
 * The referee's actions, the same in every pyramid game: `forfeit` (the player loses the frame
 * under way), `frame` (results only: the player won it), `rerack` (the frame starts again, same
 * breaker, shelves emptied).
 */
export function refereeAction<S extends CommonSetup>(
	state: PyramidState<S>,
	action: { t: 'forfeit' | 'frame'; player: number } | { t: 'rerack' }
): Step<PyramidState<S>> {
	const events: MatchEvent[] = [];
	if (action.t === 'rerack') {
		const handed = handTo(state, state.breaker, events);
		events.push({ type: 'rerack', rack: state.frame });
		return accept(freshRack(handed, state.breaker), events);
	}
	const bad = isPlayer(state, action.player);
	if (bad) return bad;
	if (action.t === 'forfeit') return accept(awardFrame(state, otherPlayer(action.player, state.frames.length), events), events);
	// A choice belongs to a stroke already recorded: awarding the frame over it would drop it unseen.
	const blocked = pendingRejection(state.pending);
	if (blocked) return blocked;
	return accept(awardFrame(state, action.player, events), events);
}

/** PY: a stroke brings balls to the player's shelf; the rack a stroke is played in is the frame, whose first stroke is the break (PY-3). */
export const pyramidTally: StrokeTally = {
	gained: (s, player) => (s as PyramidSummary).players[player]?.shelf ?? 0,
	frameEnd: (state) => (state as PyramidState).lastFrame ?? null,
	frame: (s) => {
		const frame = (s as PyramidSummary).frame;
		return frame ? { number: frame.number, breakDue: frame.breakDue } : null;
	}
};

export function pyramidSummary(id: PyramidId, state: PyramidState): PyramidSummary {
	const finished = state.winner !== null;
	const { setup, pending } = state;
	return {
		discipline: id,
		status: finished ? 'finished' : 'in-progress',
		winner: state.winner,
		draw: false,
		turn: finished ? null : pending ? pending.player : state.shooter,
		pending: pending ? { player: pending.player, options: [...pending.options] } : null,
		players: setup.players.map((p, i) => ({
			name: p.name,
			score: state.frames[i]!,
			innings: state.ledger.innings[i]!,
			highRun: state.ledger.highRun[i]!,
			average: null,
			fouls: 0, // PY-10: no three-foul rule
			...playerDetails(p),
			...(setup.targets ? { target: setup.targets[i]! } : {}),
			shelf: state.shelves[i]!,
			debt: state.debts[i]!
		})),
		rack: null,
		frame: {
			number: state.frame,
			breaker: state.breaker,
			breakDue: !finished && state.breakDue,
			onTable: state.onTable,
			shelves: [...state.shelves],
			pointsTo: setup.pointsTo,
			inHand: finished || pending ? null : state.inHand,
			premium: !finished && state.premium
		}
	};
}
