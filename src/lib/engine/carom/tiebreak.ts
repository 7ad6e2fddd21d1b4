/** The optional penalty-shot tiebreak (core.ts header, "Tiebreak"). */
import { reject } from '../refusals';
import type { Rejection } from '../types';
import type { CaromState, Tiebreak } from './state';
import { finish, type Outcome } from './strokes';

export function leaveTiebreak(s: CaromState, tb: Tiebreak, player: number): Outcome {
	const at = tb.players.indexOf(player);
	if (at < 0) return { state: s, events: [] };
	const players = tb.players.filter((p) => p !== player);
	const round = at < tb.round.length ? tb.round.filter((_, i) => i !== at) : tb.round;
	if (players.length === 1) return finish({ ...s, tiebreak: null }, players[0], []);
	return settleTiebreakRound({ ...s, tiebreak: { ...tb, players, round } });
}

export function settleTiebreakRound(s: CaromState): Outcome {
	const tb = s.tiebreak;
	if (!tb) return { state: s, events: [] };
	if (tb.round.length < tb.players.length) return { state: { ...s, turn: tb.players[tb.round.length] }, events: [] };
	const scorers = tb.players.filter((_, i) => tb.round[i] > 0);
	if (scorers.length === 1) return finish({ ...s, tiebreak: null }, scorers[0], []);
	// Nobody or everybody scored: all go again; otherwise only the scorers go on.
	const players = scorers.length === 0 || scorers.length === tb.players.length ? tb.players : scorers;
	return { state: { ...s, turn: players[0], tiebreak: { players, round: [], number: tb.number + 1 } }, events: [] };
}

export function penalty(s: CaromState, points: number): Outcome | Rejection {
	const tb = s.tiebreak;
	if (!tb) return reject('no-tiebreak');
	const p = tb.players[tb.round.length];
	const penaltyShots = s.penaltyShots.with(p, [...s.penaltyShots[p], points]);
	return settleTiebreakRound({ ...s, penaltyShots, tiebreak: { ...tb, round: [...tb.round, points] } });
}
