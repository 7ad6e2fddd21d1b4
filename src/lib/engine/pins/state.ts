/** The pin games' state and its start. */
import { newLedger, type InningLedger } from '../innings';
import type { PinsStrokeSummary } from './summary';
import type { Player } from '../types';
import type { PinDisciplineId, PinSetup, PinVariant } from './schemas';

export type StrokeOutcome = PinsStrokeSummary['outcome'];

export interface StrokeReport {
	readonly player: number;
	/** Points written off on the stroke (negative when a P7 series was taken back). */
	readonly counted: number;
	readonly penalty: number;
	readonly outcome: StrokeOutcome;
}

export interface PinsState {
	readonly id: PinDisciplineId;
	readonly setup: PinSetup;
	readonly players: readonly Player[];
	/** Points still to count down (P7-4). */
	readonly scores: readonly number[];
	/** Legal points written off so far; score = start − counted + penalties, always. */
	readonly counted: readonly number[];
	readonly penalties: readonly number[];
	readonly shooter: number;
	/** P7-6h: the opponent of `offender` chooses shoot or pass. */
	readonly pending: { readonly player: number; readonly offender: number } | null;
	/** `run` is the series' points written off so far (P7-6d "series"). */
	readonly ledger: InningLedger;
	/** KG §23, §24: the player's last inning ended in his foul or safety. */
	readonly attemptDue: readonly boolean[];
	readonly winner: number | null;
	readonly last: StrokeReport | null;
}


export function initPins(id: PinDisciplineId, setup: PinSetup): PinsState {
	return {
		id,
		setup,
		players: setup.players,
		scores: setup.players.map(() => setup.startScore),
		counted: setup.players.map(() => 0),
		penalties: setup.players.map(() => 0),
		shooter: setup.firstBreaker,
		pending: null,
		ledger: newLedger(setup.players.length),
		attemptDue: setup.players.map(() => false),
		winner: null,
		last: null
	};
}

/** KG-9: the player stands at zero and has not yet won: his next stroke is the final safety. */
export const owesFinalSafety = (variant: PinVariant, state: PinsState, player: number): boolean =>
	variant.finalSafety && state.winner === null && state.scores[player] === 0;

