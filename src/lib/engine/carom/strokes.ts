/**
 * Strokes and innings (core.ts header): a stroke opens the player's inning, scores or ends it;
 * the end of an inning passes the turn, finishes the round or the match, or opens a tiebreak.
 */
import { addToRun, beginAction, endInning } from '../innings';
import { pushRunReached } from '../runs';
import type { MatchEvent, Rejection } from '../types';
import { opensMatchOnLastInning, withTurnMoments } from './events';
import {
	activePlayers,
	compareShares,
	endsMatchWithRound,
	endsRound,
	hasReachedTarget,
	isBalkLimitReached,
	isDeliberateFoul,
	isSafetyForbidden,
	nextActive,
	seat,
	CG25_FOUL,
	type CaromState
} from './state';

export type Stroke =
	| { kind: 'carom'; balk: boolean }
	| { kind: 'miss' }
	| { kind: 'safety' }
	| { kind: 'foul'; name: string }
	/** A carom past the balk limit: no point, no penalty, the inning ends. */
	| { kind: 'balk-out' };

export type Outcome = { state: CaromState; events: MatchEvent[] };

export const refused = (r: Outcome | Stroke | Stroke[] | Rejection): r is Rejection => 'ok' in r;

export const foulName = (mark: string | boolean | undefined): string | null =>
	mark === undefined || mark === false ? null : mark === true ? 'other' : mark;

export function openInning(s: CaromState, p: number): CaromState {
	return { ...closeLedger(s), ledger: beginAction(endInning(s.ledger), p), openNet: 0, balkRun: 0 };
}

/** Ends the inning under way, if any, and writes its net result on the player's sheet. */
export function closeLedger(s: CaromState): CaromState {
	const p = s.ledger.openBy;
	if (p === null) return s;
	return {
		...s,
		ledger: endInning(s.ledger),
		protocol: s.protocol.with(p, { net: s.openNet, prev: s.protocol[p] }),
		openNet: 0
	};
}

export function finish(s: CaromState, winner: number | null, events: MatchEvent[]): Outcome {
	const done: CaromState = { ...closeLedger(s), result: { winner, draw: winner === null } };
	return {
		state: done,
		events: [...events, winner === null ? { type: 'match-drawn' } : { type: 'match-won', player: winner }]
	};
}

/**
 * The largest share of his own target among the players still in wins — the highest score when
 * all play to `pointsTo`; with handicaps, whoever reached his own target (core.ts header). A tie
 * is a draw or goes to penalty shots.
 */
export function decide(s: CaromState, events: MatchEvent[]): Outcome {
	const active = activePlayers(s);
	const best = active.reduce((a, b) => (compareShares(s, b, a) > 0 ? b : a));
	const leaders = active.filter((p) => compareShares(s, p, best) === 0).sort((a, b) => seat(s, a) - seat(s, b));
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
export function passTurn(s: CaromState, from: number, events: MatchEvent[]): Outcome {
	const active = activePlayers(s);
	if (active.length === 1) return finish(s, active[0], events);
	const next = nextActive(s, from);
	if (endsRound(s, from, next) && endsMatchWithRound(s)) return decide(s, events);
	const state: CaromState = { ...s, turn: next };
	return { state, events: withTurnMoments(state, next, events) };
}

export function closeInning(s: CaromState, events: MatchEvent[]): Outcome {
	const p = s.turn;
	const closed: CaromState = { ...closeLedger(s), balkRun: 0 };
	return passTurn(closed, p, [...events, { type: 'inning-ended', player: p }]);
}

export function playStroke(s: CaromState, stroke: Stroke): Outcome {
	const outcome = strokeOutcome(s, stroke);
	if (!opensMatchOnLastInning(s)) return outcome;
	return { state: outcome.state, events: [{ type: 'last-inning', player: s.turn }, ...outcome.events] };
}

function strokeOutcome(s: CaromState, stroke: Stroke): Outcome {
	const p = s.turn;
	const opening = s.ledger.openBy !== p;
	let state = opening ? openInning(s, p) : s;
	const forbiddenSafety = stroke.kind === 'safety' && isSafetyForbidden(state, p, opening);
	const played: Stroke = forbiddenSafety ? { kind: 'foul', name: CG25_FOUL } : stroke;
	if (opening) state = { ...state, mustAttempt: state.mustAttempt.with(p, false) };

	switch (played.kind) {
		case 'carom': {
			if (played.balk && isBalkLimitReached(state)) return closeInning(state, []);
			const run = state.ledger.run;
			state = {
				...state,
				openNet: state.openNet + 1,
				scores: state.scores.with(p, state.scores[p] + 1),
				ledger: addToRun(state.ledger, 1),
				balkRun: played.balk ? state.balkRun + 1 : 0
			};
			const events: MatchEvent[] = [];
			pushRunReached(events, state.runEvents, p, run, state.ledger.run);
			if (!hasReachedTarget(state, p)) return { state, events };
			// Without an equalizing inning the first to the target wins on the spot.
			if (!state.equalize) return finish(state, p, [...events, { type: 'inning-ended', player: p }]);
			return closeInning(state, events);
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

export function playStrokes(s: CaromState, strokes: readonly Stroke[]): Outcome {
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
