/**
 * Pin games on a pyramid table (RULES.md "P7" and "KG", seed 004): what 7 pins ("7 фишек")
 * and pin carom ("карамболь с кеглями") share. Each variant file says where its seed differs.
 *
 * Decisions where the seeds are silent, kept deliberately (tests name them):
 * - Foul penalties (P7-6d): the whole sum of the stroke (pins, carom, pocketed balls) becomes
 *   penalty instead of being written off, plus a fixed part that each variant sets (P7-5b:
 *   5 for no contact or a pocketed cue ball only; KG §9: 5 for every foul). All seven pins on
 *   a foul are worth the start score instead of their pin value (P7-5).
 * - A called carom that is missed (P7-6g) is a 5-point penalty stroke, not a foul: the pins
 *   and balls of that stroke still count (unless they pass zero, see `overshoot`), no series
 *   points are converted, and the turn passes with the P7-6h choice. A stroke that adds any
 *   penalty never wins.
 * - P7-6h: after every stroke that adds penalty points the opponent chooses `shoot` or `pass`
 *   (the offender plays on). The offender's next stroke, after `pass`, begins a new inning:
 *   the turn went to the chooser in between.
 * - P7-6b: a legal stroke that scores (a pin, a carom or a pocketed ball) continues the series;
 *   a stroke that scores nothing, or is played as a declared `safety`, ends it.
 * - All seven pins knocked legally win at once, whatever the score; the score then stays
 *   where it was (the seven have no point value to write off).
 * - `overshoot`, for a legal stroke worth more than the points still to count (neither seed
 *   describes it, RULES.md KG-9):
 *     "bust" (default) — the stroke does not count, no penalty, the turn passes (like a bust
 *                        in darts; the series' earlier points stay written off);
 *     "penalty"        — the stroke's points become penalty (as a failed KG-9 safety), with
 *                        the P7-6h choice;
 *     "win"            — passing zero counts as reaching zero (the score shows 0): seven-pins
 *                        wins at once, kegel then owes the KG-9 safety as for exactly zero.
 * - `penaltyScope` (P7-6d): "stroke" — a foul turns the stroke's points into penalty;
 *   "series" — also every point of the series so far (the inning under way) is taken back and
 *   added as penalty. Both default to "stroke" (RULES.md P7-6d; KG "при штрафуемом ударе").
 * - Players: exactly two (the seeds speak of "the opponent" throughout); `firstBreaker` is
 *   accepted as in the other disciplines (default 0).
 * - summary: score = points still to count down, fouls 0, highRun 0, average null, rack null;
 *   extra keys: startScore, overshoot, penaltyScope, lastStroke, players[].counted (points
 *   written off), players[].penalties (points added), players[].safetyDue (KG-9).
 *
 * Files: schemas.ts (pins, set-up, actions, the variant interface), state.ts, scoring.ts (pin
 * values, stroke predicates, the judgement of a stroke); here the reducer and the summary.
 */
import { defineDiscipline, type DisciplineEntry } from '../define';
import { addToRun, beginAction, endInning, otherPlayer } from '../innings';
import { reject } from '../refusals';
import { countingPlayer, playerDetails } from '../summary';
import type { PinsSummary } from './summary';
import { accept, type Discipline, type MatchEvent, type Step } from '../types';
import { CHOICE_OPTIONS, pinActionSchema, pinActionTypes, pinSetupSchema, type PinAction, type PinSetup, type PinShot, type PinVariant } from './schemas';
import { contradiction, judge } from './scoring';
import { initPins, owesFinalSafety, type PinsState, type StrokeOutcome, type StrokeReport } from './state';

function shoot(variant: PinVariant, state: PinsState, shot: PinShot): Step<PinsState> {
	if (state.pending) {
		return reject('must-choose-first', { player: state.pending.player + 1, options: CHOICE_OPTIONS.join(' or ') });
	}
	const wrong = contradiction(shot);
	if (wrong) return wrong;

	const player = state.shooter;
	const opponent = otherPlayer(player, state.players.length);
	const verdict = judge(variant, state, shot);
	const penalty = verdict.kind === 'penalty' ? verdict.penalty : 0;
	const events: MatchEvent[] = [];
	const ledger = addToRun(beginAction(state.ledger, player), Math.max(0, verdict.counted));
	const endsOnFoulOrSafety = (verdict.kind === 'penalty' && verdict.foul) || (verdict.kind === 'scored' && verdict.outcome === 'safety');
	const next: PinsState = {
		...state,
		attemptDue: state.attemptDue.with(player, endsOnFoulOrSafety),
		scores: state.scores.with(player, state.scores[player] - verdict.counted + penalty),
		counted: state.counted.with(player, state.counted[player] + verdict.counted),
		penalties: state.penalties.with(player, state.penalties[player] + penalty),
		ledger
	};

	if (verdict.kind === 'won') {
		events.push({ type: 'inning-ended', player }, { type: 'match-won', player });
		return accept(
			{ ...next, ledger: endInning(ledger), winner: player, last: report(player, verdict.counted, 0, 'won') },
			events
		);
	}
	if (verdict.kind === 'penalty') {
		const options = [...CHOICE_OPTIONS];
		events.push(
			{ type: 'foul', player, points: penalty },
			{ type: 'inning-ended', player },
			{ type: 'choice-pending', player: opponent, options }
		);
		return accept(
			{
				...next,
				ledger: endInning(ledger),
				shooter: opponent,
				pending: { player: opponent, offender: player },
				last: report(player, verdict.counted, penalty, 'penalty')
			},
			events
		);
	}
	if (verdict.outcome === 'continues') {
		return accept({ ...next, last: report(player, verdict.counted, 0, 'continues') }, events);
	}
	events.push({ type: 'inning-ended', player });
	return accept(
		{
			...next,
			ledger: endInning(ledger),
			shooter: opponent,
			last: report(player, verdict.counted, 0, verdict.outcome)
		},
		events
	);
}

const report = (player: number, counted: number, penalty: number, outcome: StrokeOutcome): StrokeReport => ({
	player,
	counted,
	penalty,
	outcome
});

/** P7-6h: `shoot` — the chooser takes the table; `pass` — the offender plays on. */
function choose(state: PinsState, option: string): Step<PinsState> {
	const pending = state.pending;
	if (!pending) return reject('no-choice-now');
	if (option !== 'shoot' && option !== 'pass') {
		return reject('not-an-option', { option, options: CHOICE_OPTIONS.join(', ') });
	}
	const shooter = option === 'shoot' ? pending.player : pending.offender;
	return accept({ ...state, pending: null, shooter });
}

function forfeit(state: PinsState, player: number): Step<PinsState> {
	if (player >= state.players.length) return reject('no-such-player', { player });
	const winner = otherPlayer(player, state.players.length);
	return accept({ ...state, pending: null, ledger: endInning(state.ledger), winner }, [
		{ type: 'match-won', player: winner }
	]);
}

function summarizePins(variant: PinVariant, state: PinsState): PinsSummary {
	const finished = state.winner !== null;
	const pending = finished ? null : state.pending;
	return {
		discipline: state.id,
		status: finished ? 'finished' : 'in-progress',
		winner: state.winner,
		draw: false,
		turn: finished ? null : pending ? pending.player : state.shooter,
		pending: pending ? { player: pending.player, options: [...CHOICE_OPTIONS] } : null,
		players: state.players.map((p, i) => ({
			...countingPlayer(p.name, state.scores[i], state.ledger.innings[i]),
			counted: state.counted[i],
			penalties: state.penalties[i],
			safetyDue: owesFinalSafety(variant, state, i),
			...playerDetails(p)
		})),
		rack: null,
		startScore: state.setup.startScore,
		overshoot: state.setup.overshoot,
		penaltyScope: state.setup.penaltyScope,
		lastStroke: state.last
	};
}

/** The whole discipline for one variant: schemas, reducer and summary. */
export function pinDiscipline(variant: PinVariant): DisciplineEntry {
	const setupSchema = pinSetupSchema(variant.id, variant.defaultScope);
	const rules: Discipline<PinSetup, PinsState, PinAction, PinsSummary> = {
		id: variant.id,
		init: (setup) => initPins(variant.id, setup),
		apply(state, action) {
			if (state.winner !== null) return reject('match-over');
			switch (action.t) {
				case 'shot':
					return shoot(variant, state, action);
				case 'choose':
					return choose(state, action.option);
				case 'forfeit':
					return forfeit(state, action.player);
				case 'rerack':
					return reject('pins-no-rerack', { discipline: variant.id });
			}
		},
		summary: (state) => summarizePins(variant, state),
		finished: (state) => state.winner !== null
	};
	return defineDiscipline({
		id: variant.id,
		setupSchema,
		actionSchema: pinActionSchema,
		actionTypes: pinActionTypes,
		rules,
		// a stroke brings the points it counted, not the drop in points still to count down
		tally: { gained: (s, player) => (s as PinsSummary).players[player]?.counted ?? 0 }
	});
}
