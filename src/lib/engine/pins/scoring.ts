/**
 * What a stroke is worth and what it does to the score (core.ts header): pin values, the
 * stroke predicates named by their rule, and the judgement of one stroke.
 */
import { reject } from '../refusals';
import type { Rejection } from '../types';
import { PIN_NAMES, type Pin, type PinFoul, type PinShot, type PinVariant } from './schemas';
import { owesFinalSafety, type PinsState, type StrokeOutcome } from './state';

const SMALL_PINS: readonly Pin[] = ['s1', 's2', 's3', 's4'];
const SPOT_PINS: readonly Pin[] = ['p1', 'p3'];

/** The game's one small amount: a small pin, a carom, a pocketed ball, a foul (P7-5, P7-6f/g). */
export const UNIT = 5;
const SPOT_PIN_VALUE = 30;
const KING_WITH_NEIGHBOURS = 25;
const KING_ALONE = 50;
const ALL_FIVE_CENTRAL = 100;

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

/** What a stroke does to the score, before the turn is settled. */
export type Judgement =
	| { kind: 'penalty'; counted: number; penalty: number; foul: boolean }
	| { kind: 'won'; counted: number }
	| { kind: 'scored'; counted: number; outcome: Exclude<StrokeOutcome, 'penalty' | 'won'> };

export function judge(variant: PinVariant, state: PinsState, shot: PinShot): Judgement {
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
