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
 */
import { z } from 'zod';
import { refereeActionSchemas } from '../actions';
import { defineDiscipline, type DisciplineEntry } from '../define';
import { beginAction, addToRun, endInning, newLedger, otherPlayer, type InningLedger } from '../innings';
import { matchSetup } from '../setup';
import { customIssue, reject, schemaMessage } from '../refusals';
import { accept, type Discipline, type MatchEvent, type Player, type Rejection, type Step } from '../types';
import type { PinsId, PinsStrokeSummary, PinsSummary } from '../summary';

export type PinDisciplineId = PinsId;

/** P7-1: the King on spot 2, four small pins around it, two medium pins on spots 1 and 3. */
export const PIN_NAMES = ['king', 's1', 's2', 's3', 's4', 'p1', 'p3'] as const;
export type Pin = (typeof PIN_NAMES)[number];
const SMALL_PINS: readonly Pin[] = ['s1', 's2', 's3', 's4'];
const SPOT_PINS: readonly Pin[] = ['p1', 'p3'];

/** The game's one small amount: a small pin, a carom, a pocketed ball, a foul (P7-5, P7-6f/g). */
export const UNIT = 5;
const SPOT_PIN_VALUE = 30;
const KING_WITH_NEIGHBOURS = 25;
const KING_ALONE = 50;
const ALL_FIVE_CENTRAL = 100;

export const pinFouls = ['no-contact', 'scratch', 'cue-pin', 'off-table', 'other'] as const;
export type PinFoul = (typeof pinFouls)[number];

export const overshootRules = ['bust', 'penalty', 'win'] as const;
export const penaltyScopes = ['stroke', 'series'] as const;
export type PenaltyScope = (typeof penaltyScopes)[number];

export const CHOICE_OPTIONS = ['shoot', 'pass'] as const;

const isPin = (value: unknown): value is Pin => (PIN_NAMES as readonly unknown[]).includes(value);

/**
 * Pins knocked on a stroke. Each unknown name is refused at its index, before the length and
 * duplicate checks; a pin falls at most once a stroke: a duplicate is a typing slip, never a count.
 */
const pinList = z
	.array(z.custom<Pin>(() => true))
	.superRefine((pins, ctx) => {
		pins.forEach((pin, i) => {
			if (!isPin(pin)) {
				ctx.addIssue({ ...customIssue('unknown-pin', { pin: String(JSON.stringify(pin)), pins: PIN_NAMES.join(', ') }), path: [i] });
			}
		});
	})
	.max(PIN_NAMES.length)
	.superRefine((pins, ctx) => {
		const twice = pins.find((pin, i) => pins.indexOf(pin) !== i);
		if (twice) ctx.addIssue(customIssue('pin-listed-twice', { pin: twice }));
	});

/** `{"t":"shot"}` for the pin games (match-script.md, "Pins"). */
export const pinShot = z.strictObject({
	t: z.literal('shot'),
	pins: pinList.default([]),
	carom: z.boolean().default(false),
	calledCarom: z.boolean().default(false),
	potted: z.int().min(0, schemaMessage('potted-count')).max(2, schemaMessage('potted-count')).default(0),
	foul: z.enum(pinFouls).optional(),
	safety: z.boolean().default(false)
});
export type PinShot = z.infer<typeof pinShot>;

export const pinActionSchema = z.discriminatedUnion('t', [pinShot, ...refereeActionSchemas]);
export type PinAction = z.infer<typeof pinActionSchema>;
export const pinActionTypes = ['shot', 'choose', 'forfeit', 'rerack'] as const;

export function pinSetupSchema<Id extends PinDisciplineId>(id: Id, defaultScope: PenaltyScope) {
	return matchSetup(
		id,
		{
			startScore: z.int().min(1, schemaMessage('at-least-one', { key: 'startScore' })).max(100_000).default(300),
			overshoot: z.enum(overshootRules).default('bust'),
			penaltyScope: z.enum(penaltyScopes).default(defaultScope),
			firstBreaker: z.int().min(0).max(1).default(0)
		}
	);
}
export type PinSetup = z.infer<ReturnType<typeof pinSetupSchema>>;

/** What makes seven-pins and kegel differ; everything else is shared. */
export interface PinVariant {
	id: PinDisciplineId;
	defaultScope: PenaltyScope;
	/** P7-6e: a ball off the table makes a penalty stroke; KG §25: a white off is no foul. */
	isFoul(foul: PinFoul): boolean;
	/** The turn passes after the stroke even though it scored (KG §25: a white off the table). */
	passesTurn(shot: PinShot): boolean;
	/** KG-9: reaching zero, the player must still play a safety to win. */
	finalSafety: boolean;
	/** The fixed part of a foul's penalty, on top of the stroke's points (P7-5b; KG §9). */
	foulBase(foul: PinFoul): number;
	/** KG §23, §24: after his own foul or safety a player must open his next inning with an attempt. */
	limitsSafeties: boolean;
}

// ---------------------------------------------------------------------------------------
// Pin values and stroke predicates
// ---------------------------------------------------------------------------------------

/** P7-5: all seven decide the rack (won, or the start score as penalty on a foul). */
export const isAllSeven = (pins: readonly Pin[]): boolean => PIN_NAMES.every((pin) => pins.includes(pin));

/**
 * P7-5: the value of the pins knocked on one stroke (all seven excepted, see `isAllSeven`).
 * The King's worth depends on the small pins beside it: 50 alone while all four small pins
 * stand, 25 with any of them, and the five central pins together make 100, not 25 + 4·5.
 * The spot pins p1 and p3 are not neighbours of the King.
 */
export function pinValue(pins: readonly Pin[]): number {
	const smalls = SMALL_PINS.filter((pin) => pins.includes(pin)).length;
	const spots = SPOT_PINS.filter((pin) => pins.includes(pin)).length * SPOT_PIN_VALUE;
	if (!pins.includes('king')) return smalls * UNIT + spots;
	if (smalls === 0) return KING_ALONE + spots;
	if (smalls === SMALL_PINS.length) return ALL_FIVE_CENTRAL + spots;
	return KING_WITH_NEIGHBOURS + smalls * UNIT + spots;
}

/** P7-6f, P7-6g: a carom and each pocketed object ball are worth 5; a called carom is no more. */
export const ballPoints = (shot: PinShot): number => (shot.carom ? UNIT : 0) + shot.potted * UNIT;

/** The whole sum of a stroke (P7-6d): pins, carom and pocketed balls. */
export const strokeSum = (shot: PinShot): number => pinValue(shot.pins) + ballPoints(shot);

/** P7-6g: a called carom that did not come off costs 5. */
export const isMissedCall = (shot: PinShot): boolean => shot.calledCarom && !shot.carom;

/** P7-5, P7-6d: what a foul stroke adds, before any series points are converted. */
export function foulPenalty(variant: PinVariant, shot: PinShot & { foul: PinFoul }, startScore: number): number {
	const pins = isAllSeven(shot.pins) ? startScore : pinValue(shot.pins);
	return variant.foulBase(shot.foul) + pins + ballPoints(shot) + (isMissedCall(shot) ? UNIT : 0);
}

/** KG §23, §24: a declared safety opening an inning that had to begin with an attempt. */
export const isSafetyAfterFoulOrSafety = (variant: PinVariant, state: PinsState, shot: PinShot): boolean =>
	variant.limitsSafeties && shot.safety && state.attemptDue[state.shooter] === true && state.ledger.openBy !== state.shooter;

/** KG-9: the final safety — declared, no pin knocked (a foul is judged before this). */
export const isFinalSafety = (shot: PinShot): boolean => shot.safety && shot.pins.length === 0;

/** P7-6b: a legal stroke continues the series while it scores and is not a declared safety. */
export const continuesSeries = (counted: number, shot: PinShot): boolean => counted > 0 && !shot.safety;

/** Facts an operator cannot mean: refused rather than guessed. */
export function contradiction(shot: PinShot): Rejection | null {
	if (shot.foul === 'no-contact' && shot.carom) return reject('carom-without-contact');
	if (shot.foul === 'no-contact' && shot.potted > 0) return reject('potted-without-contact');
	if (shot.foul === 'cue-pin' && shot.pins.length === 0) return reject('cue-pin-needs-pins');
	return null;
}

// ---------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------

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

/** What a stroke does to the score, before the turn is settled. */
type Judgement =
	| { kind: 'penalty'; counted: number; penalty: number; foul: boolean }
	| { kind: 'won'; counted: number }
	| { kind: 'scored'; counted: number; outcome: Exclude<StrokeOutcome, 'penalty' | 'won'> };

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

function judge(variant: PinVariant, state: PinsState, shot: PinShot): Judgement {
	const player = state.shooter;
	const { startScore, overshoot, penaltyScope } = state.setup;
	const sum = strokeSum(shot);

	if (shot.foul && variant.isFoul(shot.foul)) {
		// P7-6d "series": the points already written off in this series come back as penalty.
		const taken = penaltyScope === 'series' && state.ledger.openBy === player ? state.ledger.run : 0;
		const penalty = foulPenalty(variant, { ...shot, foul: shot.foul }, startScore);
		return { kind: 'penalty', counted: -taken, penalty: penalty + taken, foul: true };
	}
	const finalSafetyDue = owesFinalSafety(variant, state, player);
	if (!finalSafetyDue && isSafetyAfterFoulOrSafety(variant, state, shot)) {
		return { kind: 'penalty', counted: 0, penalty: foulPenalty(variant, { ...shot, foul: 'other' }, startScore), foul: true };
	}
	if (isAllSeven(shot.pins)) return { kind: 'won', counted: 0 }; // P7-5

	if (finalSafetyDue) {
		if (isFinalSafety(shot) && !isMissedCall(shot)) return { kind: 'won', counted: 0 };
		// KG-9: "штраф, который вместе с набранными очками прибавляется к счёту".
		const penalty = UNIT + sum + (isMissedCall(shot) ? UNIT : 0);
		return { kind: 'penalty', counted: 0, penalty, foul: false };
	}

	const score = state.scores[player];
	let counted = sum;
	if (sum > score) {
		// P7-6g: a missed call is fined whatever the stroke was worth.
		if (overshoot === 'bust' && isMissedCall(shot)) return { kind: 'penalty', counted: 0, penalty: UNIT, foul: false };
		if (overshoot === 'bust') return { kind: 'scored', counted: 0, outcome: 'bust' };
		if (overshoot === 'penalty') {
			return { kind: 'penalty', counted: 0, penalty: sum + (isMissedCall(shot) ? UNIT : 0), foul: false };
		}
		counted = score;
	}
	if (isMissedCall(shot)) return { kind: 'penalty', counted, penalty: UNIT, foul: false }; // P7-6g
	if (counted === score && counted > 0 && !variant.finalSafety) return { kind: 'won', counted }; // P7-4
	if (variant.passesTurn(shot)) return { kind: 'scored', counted, outcome: 'passes' };
	if (continuesSeries(counted, shot)) return { kind: 'scored', counted, outcome: 'continues' };
	return { kind: 'scored', counted, outcome: shot.safety ? 'safety' : 'miss' };
}

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
			name: p.name,
			score: state.scores[i],
			innings: state.ledger.innings[i],
			highRun: 0,
			average: null,
			fouls: 0,
			counted: state.counted[i],
			penalties: state.penalties[i],
			safetyDue: owesFinalSafety(variant, state, i),
			...(p.country ? { country: p.country } : {}),
			...(p.rating !== undefined ? { rating: p.rating } : {})
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
		rules
	});
}
