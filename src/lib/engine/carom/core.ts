/**
 * The carom core: what straight rail, one-cushion, three-cushion and the balkline games
 * share (RULES.md "Carom games", seed 004; match-script.md "Carom"). Each discipline file
 * only says how it differs: whether a foul costs a point (1C-1) and how many caroms a balk
 * space allows (SR-2, BK).
 *
 * Decisions where the seed, the digest and the spec are silent (or where we chose):
 *
 * - Breaker: `firstBreaker` (default 0) plays the first stroke of the match, the break. It
 *   must name one of the players. Rotation is breaker, breaker+1, … (CG-2: with three
 *   players the turn simply goes round; the cue ball rule needs no scoring).
 * - CG-8: on the break (the first stroke of the match) `foul: "wrong-ball"` is the break
 *   hitting the opponent's ball before the red; later it is the wrong cue ball (CG-2). Either
 *   is a foul like any other (CG-16, 3C-3): the inning ends, no point.
 * - CG-16 / 3C-5: a foul ends the inning; the point of the foul stroke does not count,
 *   points made earlier in the inning stand. `points: 1` together with a foul is accepted
 *   (that is exactly the case the rule is about) and scores nothing.
 * - 1C-1: every foul in one-cushion takes one point off the score. The seed only says
 *   "one point is deducted from the current score for each error" and sets no floor, so the
 *   score may go below zero (a player on 0 who fouls shows -1). The protocol records the
 *   inning's net result (run minus the deduction), so a protocol always sums to the score;
 *   the high run is the run before the deduction (match-script.md).
 * - CG-18: a foul named `deliberate` (or `intentional`, the pool word) is a deliberate
 *   foul: the first in the match is a warning (it is still a foul), the second loses the
 *   match, exactly like a `forfeit` of that player.
 * - CG-23…25: `safety: true` marks an intentional safety; it scores nothing and ends the
 *   inning. After a player's inning ends with a foul or an intentional safety, the first
 *   stroke of his own next inning must be an attempt to score: a safety there is a foul
 *   (CG-25; this also covers CG-24, two safeties in a row). A safety cannot carry a point
 *   (`points: 1` with `safety` is refused: mark the carom without the safety).
 * - SR-2 / BK: consecutive caroms marked `balk` count toward the limit (straight-rail
 *   corner zones and 47/1: 1; 47/2 and 71/2: 2); the one past the limit scores nothing and
 *   ends the inning, no penalty; a carom without `balk` restarts the count, and so does every
 *   new inning. `balk` on a miss changes nothing. `balk: true` in a game without balk spaces
 *   (one-cushion, three-cushion) is refused.
 * - `inning` shortcut: N scoring strokes, then a miss, or the stroke named by `foul`,
 *   `safety` or `balk` (balk: a carom past the limit). It continues an inning already
 *   begun with `shot`s. When the N-th point reaches the target the inning ends there and the
 *   closing stroke is not played (so a foul or safety given with it has no effect). Points
 *   that would pass the target are refused (also for a `shot`, which cannot happen: reaching
 *   the target ends the inning).
 * - Target and equalizing inning: with `equalize: false` the first player to reach
 *   `pointsTo` wins at once. With `equalize: true` (default) the match is played in rounds
 *   (one inning each, from the breaker round the table); when a player reaches the target,
 *   the players after him in the current round still play their inning of that round, so
 *   all have had the same number of innings. With two players that is the classic
 *   equalizing inning of the non-breaker; with three it may be one or two last innings.
 *   The match ends at the end of that round: the highest score wins; equal highest scores
 *   are a draw (with three players, `draw` is true when two or three share the top).
 * - Innings limit: nobody plays more than `inningsLimit` innings; the match ends when the
 *   last player of the rotation has played his last inning (end of round `inningsLimit`),
 *   or earlier by the target rule above. The equalizing inning never goes past the limit:
 *   it is the same round.
 * - Forfeit: the player loses the match. With two players the other wins. With three, the
 *   player leaves the match (skipped in the rotation, cannot win); when one player is left
 *   he wins, otherwise the others play on under the same rules.
 * - Tiebreak (our design, optional): set-up `tiebreak: "penalty-shots"`. A match that would
 *   end drawn instead goes to penalty shots between the tied players, recorded with
 *   `{"t":"penalty","points":0|1}`. Each round every tied player, in rotation order from the
 *   breaker, plays one penalty stroke. If exactly one scores he wins; if nobody or everybody
 *   scores, another round; if some (two of three) score, only they go on. Penalty points are
 *   not match points: score, innings and average do not change. Without the key (or with
 *   `"none"`) a draw is final.
 * - There are never pending choices in carom: `choose` is refused, and so is `rerack`.
 */
import { z } from 'zod';
import { chooseAction, forfeitAction, rerackAction } from '../actions';
import { addToRun, beginAction, cutAverage, endInning, newLedger, type InningLedger } from '../innings';
import { firstBreaker, matchSetup } from '../setup';
import { customIssue, reject, schemaMessage } from '../refusals';
import {
	accept,
	type Discipline,
	type MatchEvent,
	type Player,
	type Rejection,
	type Step
} from '../types';
import type { CaromId, CaromPlayerSummary, CaromSummary } from '../summary';

// ---------------------------------------------------------------------------------------
// Schemas

/** How one discipline differs from the common carom rules. */
export interface CaromRules {
	readonly id: CaromId;
	/** Consecutive caroms allowed in one balk space or corner zone; null: the game has none. */
	readonly balkLimit: number | null;
	/** Points one foul takes off the score (1C-1); 0 in the other games (3C-5). */
	readonly foulDeduction: number;
}

export const tiebreakRules = ['none', 'penalty-shots'] as const;

/** A carom game's `match` object; the catalog says how many players it takes. */
export function caromSetup(id: CaromId) {
	return matchSetup(
		id,
		{
			pointsTo: z.int().min(1, schemaMessage('at-least-one', { key: 'pointsTo' })).max(100_000),
			inningsLimit: z.int().min(1, schemaMessage('at-least-one', { key: 'inningsLimit' })).max(100_000).nullable().default(null),
			equalize: z.boolean().default(true),
			firstBreaker,
			tiebreak: z.enum(tiebreakRules).default('none')
		}
	).superRefine((setup, ctx) => {
		if (setup.firstBreaker >= setup.players.length) {
			ctx.addIssue({ ...customIssue('player-index', { max: setup.players.length - 1 }), path: ['firstBreaker'] });
		}
	});
}
export type CaromSetup = z.output<ReturnType<typeof caromSetup>>;

/** `foul` is a name (any CG-9…18 foul, `wrong-ball`, `off-table`, …); `true` = unnamed. */
const foulMark = z.union([z.string().trim().min(1, schemaMessage('foul-needs-name')).max(40), z.boolean()]).optional();

export const caromShot = z.strictObject({
	t: z.literal('shot'),
	points: z
		.int(schemaMessage('points-0-or-1'))
		.min(0, schemaMessage('points-0-or-1'))
		.max(1, schemaMessage('stroke-scores-one', { use: '{"t":"inning","points":N}' }))
		.default(0),
	foul: foulMark,
	safety: z.boolean().default(false),
	balk: z.boolean().default(false)
});

export const caromInning = z.strictObject({
	t: z.literal('inning'),
	points: z.int(schemaMessage('points-whole')).min(0, schemaMessage('points-negative')).max(100_000).default(0),
	foul: foulMark,
	safety: z.boolean().default(false),
	balk: z.boolean().default(false)
});

/** Our tiebreak stroke (see the header): only during a penalty-shot tiebreak. */
export const penaltyShot = z.strictObject({
	t: z.literal('penalty'),
	points: z.int(schemaMessage('points-0-or-1')).min(0, schemaMessage('points-0-or-1')).max(1, schemaMessage('penalty-0-or-1')).default(0)
});

export const caromActionSchema = z.discriminatedUnion('t', [
	caromShot,
	caromInning,
	penaltyShot,
	chooseAction,
	forfeitAction,
	rerackAction
]);
export type CaromAction = z.infer<typeof caromActionSchema>;
export type CaromShot = z.infer<typeof caromShot>;
export type CaromInning = z.infer<typeof caromInning>;
export const caromActionTypes = ['shot', 'inning', 'penalty', 'choose', 'forfeit', 'rerack'] as const;

// ---------------------------------------------------------------------------------------
// State

interface Tiebreak {
	/** The tied players still in the tiebreak, in rotation order from the breaker. */
	readonly players: readonly number[];
	/** Points of the penalty shots already played this round, aligned with `players`. */
	readonly round: readonly number[];
	/** 1 for the first round of penalty shots. */
	readonly number: number;
}

/**
 * A protocol as a persistent list, newest inning first: adding an inning is O(1) and shares
 * the older innings, so a long straight-rail match does not copy its sheet on every inning.
 */
export type Sheet = { readonly net: number; readonly prev: Sheet } | null;

function sheetToArray(sheet: Sheet): number[] {
	const out: number[] = [];
	for (let at = sheet; at !== null; at = at.prev) out.push(at.net);
	return out.reverse();
}

export interface CaromState {
	readonly rules: CaromRules;
	readonly players: readonly Player[];
	readonly pointsTo: number;
	readonly inningsLimit: number | null;
	readonly equalize: boolean;
	readonly tiebreakRule: (typeof tiebreakRules)[number];
	readonly breaker: number;
	readonly scores: readonly number[];
	/** Net points of each finished inning per player, the sheet the referee signs (newest first). */
	readonly protocol: readonly Sheet[];
	/** Net points of the inning under way (run minus deductions), not yet on the sheet. */
	readonly openNet: number;
	readonly ledger: InningLedger;
	/** Who plays the next stroke. */
	readonly turn: number;
	/** Consecutive `balk` caroms in the inning under way (SR-2, BK). */
	readonly balkRun: number;
	/** CG-24/25: the player's last inning ended with a foul or a safety. */
	readonly mustAttempt: readonly boolean[];
	/** CG-18 deliberate fouls so far. */
	readonly warnings: readonly number[];
	/** Players who lost by forfeit or a second deliberate foul. */
	readonly out: readonly boolean[];
	readonly tiebreak: Tiebreak | null;
	/** Every penalty shot per player (0 or 1), kept after the tiebreak for the result card. */
	readonly penaltyShots: readonly (readonly number[])[];
	readonly result: { readonly winner: number | null; readonly draw: boolean } | null;
}

export function initCarom(rules: CaromRules, setup: CaromSetup): CaromState {
	const n = setup.players.length;
	return {
		rules,
		players: setup.players,
		pointsTo: setup.pointsTo,
		inningsLimit: setup.inningsLimit,
		equalize: setup.equalize,
		tiebreakRule: setup.tiebreak,
		breaker: setup.firstBreaker,
		scores: Array(n).fill(0),
		protocol: Array(n).fill(null),
		openNet: 0,
		ledger: newLedger(n),
		turn: setup.firstBreaker,
		balkRun: 0,
		mustAttempt: Array(n).fill(false),
		warnings: Array(n).fill(0),
		out: Array(n).fill(false),
		tiebreak: null,
		penaltyShots: Array.from({ length: n }, () => []),
		result: null
	};
}

// ---------------------------------------------------------------------------------------
// Predicates (named by the rule they decide)

/** CG-18: the foul names that mean a deliberate foul. */
export const isDeliberateFoul = (name: string): boolean => name === 'deliberate' || name === 'intentional';

/** SR-2 / BK: one more balk carom would be past the limit. */
export const isBalkLimitReached = (s: CaromState): boolean =>
	s.rules.balkLimit !== null && s.balkRun >= s.rules.balkLimit;

/** CG-25 (and CG-24): a safety opening this inning is a foul. */
const isSafetyForbidden = (s: CaromState, player: number, opening: boolean): boolean =>
	opening && s.mustAttempt[player];

const hasReachedTarget = (s: CaromState, player: number): boolean => s.scores[player] >= s.pointsTo;

const activePlayers = (s: CaromState): number[] => s.players.map((_, i) => i).filter((i) => !s.out[i]);

/** Position in the rotation that starts each round with the breaker. */
const seat = (s: CaromState, player: number): number => (player - s.breaker + s.players.length) % s.players.length;

function nextActive(s: CaromState, from: number): number {
	const n = s.players.length;
	for (let k = 1; k <= n; k++) {
		const q = (from + k) % n;
		if (!s.out[q]) return q;
	}
	return from;
}

/** The round is over once the turn would go back round to an earlier seat. */
const endsRound = (s: CaromState, from: number, next: number): boolean => seat(s, next) <= seat(s, from);

/** Innings limit / target with equalizing inning: does the match end with this round? */
function endsMatchWithRound(s: CaromState): boolean {
	const round = Math.max(...s.ledger.innings);
	const limitReached = s.inningsLimit !== null && round >= s.inningsLimit;
	return limitReached || activePlayers(s).some((p) => hasReachedTarget(s, p));
}

const CG25_FOUL = 'safety-after-foul-or-safety';

// ---------------------------------------------------------------------------------------
// Strokes

type Stroke =
	| { kind: 'carom'; balk: boolean }
	| { kind: 'miss' }
	| { kind: 'safety' }
	| { kind: 'foul'; name: string }
	/** A carom past the balk limit: no point, no penalty, the inning ends. */
	| { kind: 'balk-out' };

type Outcome = { state: CaromState; events: MatchEvent[] };

const refused = (r: Outcome | Stroke | Stroke[] | Rejection): r is Rejection => 'ok' in r;

const foulName = (mark: string | boolean | undefined): string | null =>
	mark === undefined || mark === false ? null : mark === true ? 'other' : mark;

function openInning(s: CaromState, p: number): CaromState {
	return { ...closeLedger(s), ledger: beginAction(endInning(s.ledger), p), openNet: 0, balkRun: 0 };
}

/** Ends the inning under way, if any, and writes its net result on the player's sheet. */
function closeLedger(s: CaromState): CaromState {
	const p = s.ledger.openBy;
	if (p === null) return s;
	return {
		...s,
		ledger: endInning(s.ledger),
		protocol: s.protocol.with(p, { net: s.openNet, prev: s.protocol[p] }),
		openNet: 0
	};
}

function finish(s: CaromState, winner: number | null, events: MatchEvent[]): Outcome {
	const done: CaromState = { ...closeLedger(s), result: { winner, draw: winner === null } };
	return {
		state: done,
		events: [...events, winner === null ? { type: 'match-drawn' } : { type: 'match-won', player: winner }]
	};
}

/** Highest score among the players still in wins; a tie is a draw or goes to penalty shots. */
function decide(s: CaromState, events: MatchEvent[]): Outcome {
	const active = activePlayers(s);
	const best = Math.max(...active.map((p) => s.scores[p]));
	const leaders = active.filter((p) => s.scores[p] === best).sort((a, b) => seat(s, a) - seat(s, b));
	if (leaders.length === 1) return finish(s, leaders[0], events);
	if (s.tiebreakRule === 'penalty-shots') {
		const state: CaromState = {
			...closeLedger(s),
			turn: leaders[0],
			tiebreak: { players: leaders, round: [], number: 1 }
		};
		return { state, events };
	}
	return finish(s, null, events);
}

/** After an inning ends (or its player leaves): the next player, or the end of the match. */
function passTurn(s: CaromState, from: number, events: MatchEvent[]): Outcome {
	const active = activePlayers(s);
	if (active.length === 1) return finish(s, active[0], events);
	const next = nextActive(s, from);
	if (endsRound(s, from, next) && endsMatchWithRound(s)) return decide(s, events);
	return { state: { ...s, turn: next }, events };
}

function closeInning(s: CaromState, events: MatchEvent[]): Outcome {
	const p = s.turn;
	const closed: CaromState = { ...closeLedger(s), balkRun: 0 };
	return passTurn(closed, p, [...events, { type: 'inning-ended', player: p }]);
}

function playStroke(s: CaromState, stroke: Stroke): Outcome {
	const p = s.turn;
	const opening = s.ledger.openBy !== p;
	let state = opening ? openInning(s, p) : s;
	const forbiddenSafety = stroke.kind === 'safety' && isSafetyForbidden(state, p, opening);
	const played: Stroke = forbiddenSafety ? { kind: 'foul', name: CG25_FOUL } : stroke;
	if (opening) state = { ...state, mustAttempt: state.mustAttempt.with(p, false) };

	switch (played.kind) {
		case 'carom': {
			if (played.balk && isBalkLimitReached(state)) return closeInning(state, []);
			state = {
				...state,
				openNet: state.openNet + 1,
				scores: state.scores.with(p, state.scores[p] + 1),
				ledger: addToRun(state.ledger, 1),
				balkRun: played.balk ? state.balkRun + 1 : 0
			};
			if (!hasReachedTarget(state, p)) return { state, events: [] };
			// Without an equalizing inning the first to the target wins on the spot.
			if (!state.equalize) return finish(state, p, [{ type: 'inning-ended', player: p }]);
			return closeInning(state, []);
		}
		case 'miss':
		case 'balk-out':
			return closeInning(state, []);
		case 'safety':
			return closeInning({ ...state, mustAttempt: state.mustAttempt.with(p, true) }, []);
		case 'foul': {
			const deduction = state.rules.foulDeduction;
			state = {
				...state,
				openNet: state.openNet - deduction,
				scores: state.scores.with(p, state.scores[p] - deduction),
				mustAttempt: state.mustAttempt.with(p, true)
			};
			const events: MatchEvent[] = [
				deduction > 0 ? { type: 'foul', player: p, points: -deduction } : { type: 'foul', player: p }
			];
			if (isDeliberateFoul(played.name)) {
				const warnings = state.warnings[p] + 1;
				// CG-18: the first is a warning, the second loses the match.
				state = { ...state, warnings: state.warnings.with(p, warnings), out: warnings >= 2 ? state.out.with(p, true) : state.out };
			}
			return closeInning(state, events);
		}
	}
}

function playStrokes(s: CaromState, strokes: readonly Stroke[]): Outcome {
	const p = s.turn;
	let outcome: Outcome = { state: s, events: [] };
	for (const stroke of strokes) {
		const next = playStroke(outcome.state, stroke);
		outcome = { state: next.state, events: [...outcome.events, ...next.events] };
		// The inning is over (target reached, or the closing stroke): the rest is not played.
		if (outcome.state.result !== null || outcome.state.ledger.openBy !== p) break;
	}
	return outcome;
}

// ---------------------------------------------------------------------------------------
// Actions

function checkBalkMark(s: CaromState, balk: boolean): Rejection | null {
	if (balk && s.rules.balkLimit === null) return reject('no-balk', { discipline: s.rules.id });
	return null;
}

function shotStroke(s: CaromState, shot: CaromShot): Stroke | Rejection {
	const foul = foulName(shot.foul);
	const problem = checkBalkMark(s, shot.balk);
	if (problem) return problem;
	if (foul !== null) return { kind: 'foul', name: foul };
	if (shot.safety) {
		if (shot.points > 0) return reject('safety-cannot-score');
		return { kind: 'safety' };
	}
	return shot.points === 1 ? { kind: 'carom', balk: shot.balk } : { kind: 'miss' };
}

function inningStrokes(s: CaromState, inning: CaromInning): Stroke[] | Rejection {
	const p = s.turn;
	const foul = foulName(inning.foul);
	const problem = checkBalkMark(s, inning.balk);
	if (problem) return problem;
	const total = s.scores[p] + inning.points;
	if (total > s.pointsTo) {
		return reject('past-target', { points: inning.points, player: s.players[p].name, total, target: s.pointsTo });
	}
	const closing: Stroke =
		foul !== null
			? { kind: 'foul', name: foul }
			: inning.safety
				? { kind: 'safety' }
				: inning.balk
					? { kind: 'balk-out' }
					: { kind: 'miss' };
	const caroms: Stroke[] = Array.from({ length: inning.points }, () => ({ kind: 'carom', balk: false }));
	return [...caroms, closing];
}

function forfeit(s: CaromState, player: number): Outcome | Rejection {
	if (player >= s.players.length) return reject('no-such-player', { player });
	if (s.out[player]) return reject('already-out', { player: s.players[player].name });
	const gone: CaromState = { ...s, out: s.out.with(player, true) };
	if (s.tiebreak) return leaveTiebreak(gone, s.tiebreak, player);
	if (s.turn !== player) {
		const active = activePlayers(gone);
		return active.length === 1 ? finish(gone, active[0], []) : { state: gone, events: [] };
	}
	const closed: CaromState = { ...closeLedger(gone), balkRun: 0 };
	const events: MatchEvent[] = s.ledger.openBy === player ? [{ type: 'inning-ended', player }] : [];
	return passTurn(closed, player, events);
}

function leaveTiebreak(s: CaromState, tb: Tiebreak, player: number): Outcome {
	const at = tb.players.indexOf(player);
	if (at < 0) return { state: s, events: [] };
	const players = tb.players.filter((p) => p !== player);
	const round = at < tb.round.length ? tb.round.filter((_, i) => i !== at) : tb.round;
	if (players.length === 1) return finish({ ...s, tiebreak: null }, players[0], []);
	return settleTiebreakRound({ ...s, tiebreak: { ...tb, players, round } });
}

function settleTiebreakRound(s: CaromState): Outcome {
	const tb = s.tiebreak;
	if (!tb) return { state: s, events: [] };
	if (tb.round.length < tb.players.length) return { state: { ...s, turn: tb.players[tb.round.length] }, events: [] };
	const scorers = tb.players.filter((_, i) => tb.round[i] > 0);
	if (scorers.length === 1) return finish({ ...s, tiebreak: null }, scorers[0], []);
	// Nobody or everybody scored: all go again; otherwise only the scorers go on.
	const players = scorers.length === 0 || scorers.length === tb.players.length ? tb.players : scorers;
	return { state: { ...s, turn: players[0], tiebreak: { players, round: [], number: tb.number + 1 } }, events: [] };
}

function penalty(s: CaromState, points: number): Outcome | Rejection {
	const tb = s.tiebreak;
	if (!tb) return reject('no-tiebreak');
	const p = tb.players[tb.round.length];
	const penaltyShots = s.penaltyShots.with(p, [...s.penaltyShots[p], points]);
	return settleTiebreakRound({ ...s, penaltyShots, tiebreak: { ...tb, round: [...tb.round, points] } });
}

/** CG-18: the referee's forfeit of a player already out (the spec's own example) restates the result. */
export const restatesCaromResult = (s: CaromState, action: CaromAction): boolean =>
	s.result !== null && action.t === 'forfeit' && s.out[action.player] === true;

export function applyCarom(s: CaromState, action: CaromAction): Step<CaromState> {
	if (restatesCaromResult(s, action)) return accept(s, []);
	if (s.result) return reject('match-over');
	const outcome = dispatch(s, action);
	return refused(outcome) ? outcome : accept(outcome.state, outcome.events);
}

function dispatch(s: CaromState, action: CaromAction): Outcome | Rejection {
	switch (action.t) {
		case 'choose':
			return reject('carom-no-choice');
		case 'rerack':
			return reject('carom-no-rerack');
		case 'forfeit':
			return forfeit(s, action.player);
		case 'penalty':
			return penalty(s, action.points);
		case 'shot':
		case 'inning': {
			if (s.tiebreak) return reject('in-tiebreak', { record: '{"t":"penalty","points":0|1}' });
			const strokes = action.t === 'shot' ? shotStroke(s, action) : inningStrokes(s, action);
			if (refused(strokes)) return strokes;
			return playStrokes(s, Array.isArray(strokes) ? strokes : [strokes]);
		}
	}
}

// ---------------------------------------------------------------------------------------
// Summary

export function caromSummary(s: CaromState): CaromSummary {
	const players: CaromPlayerSummary[] = s.players.map((player, i) => ({
		name: player.name,
		score: s.scores[i],
		innings: s.ledger.innings[i],
		highRun: s.ledger.highRun[i],
		average: cutAverage(s.scores[i], s.ledger.innings[i]),
		fouls: 0,
		protocol: s.ledger.openBy === i ? [...sheetToArray(s.protocol[i]), s.openNet] : sheetToArray(s.protocol[i]),
		currentRun: s.ledger.openBy === i ? s.ledger.run : null,
		warnings: s.warnings[i],
		forfeited: s.out[i],
		attemptRequired: s.mustAttempt[i],
		penaltyShots: [...s.penaltyShots[i]]
	}));
	const finished = s.result !== null;
	return {
		discipline: s.rules.id,
		status: finished ? 'finished' : 'in-progress',
		winner: s.result?.winner ?? null,
		draw: s.result?.draw ?? false,
		turn: finished ? null : s.turn,
		pending: null,
		players,
		rack: null,
		breaker: s.breaker,
		pointsTo: s.pointsTo,
		inningsLimit: s.inningsLimit,
		equalizing: !finished && s.tiebreak === null && activePlayers(s).some((p) => hasReachedTarget(s, p)),
		balk: s.rules.balkLimit === null ? null : { limit: s.rules.balkLimit, run: s.balkRun },
		tiebreak: s.tiebreak ? { players: [...s.tiebreak.players], round: s.tiebreak.number } : null
	};
}

export function caromDiscipline(rules: CaromRules): Discipline<CaromSetup, CaromState, CaromAction, CaromSummary> {
	return {
		id: rules.id,
		init: (setup) => initCarom(rules, setup),
		apply: applyCarom,
		summary: caromSummary,
		finished: (state) => state.result !== null,
		restatesResult: restatesCaromResult
	};
}
