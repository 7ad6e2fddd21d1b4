/**
 * One stroke of English billiards, priced (EB-5…EB-8) and judged (EB-12…EB-17): what it scored
 * or what it cost, whether it was a hazard or a cannon stroke, and where the balls are after it
 * (EB-9…EB-11). Whose turn it is and the choice after a foul are rules.ts's.
 */
import { reject } from '../refusals';
import type { Rejection } from '../types';
import type { BilliardsShot, RedSpot } from './schemas';
import { BAULK_WINDOW, HAZARD_LIMIT, breakOf, type BilliardsState } from './state';

/** EB-5: the values of the scores. */
export const CANNON = 2;
export const POT_RED = 3;
export const POT_WHITE = 2;
export const IN_OFF_RED = 3;
export const IN_OFF_WHITE = 2;
/** EB-16: every foul, modern scale. */
export const FOUL = 2;

/** Why a stroke is a foul: the marker's call, or a limit the engine counts. */
export type FoulKind = NonNullable<BilliardsShot['foul']> | 'hazard-limit' | 'cannon-limit' | 'baulk-line';

export interface Facts {
	readonly cannon: boolean;
	readonly red: boolean;
	readonly white: boolean;
	readonly inOff: boolean;
	/** The striker's cue ball left the table: an in-off, a coup, or forced off. */
	readonly cueDown: boolean;
}

/** EB-6: a shot's facts, the `both` first hit read as the cannon it is (EB-7). */
export function factsOf(shot: BilliardsShot): Facts {
	const coup = shot.foul === 'coup';
	return {
		cannon: shot.cannon || shot.firstHit === 'both',
		red: shot.potted.includes('red'),
		white: shot.potted.includes('white'),
		inOff: shot.inOff && !coup && shot.firstHit !== 'none',
		cueDown: shot.inOff || coup || shot.offTable.includes('cue')
	};
}

const twice = (list: readonly string[]): string | undefined => list.find((b, i) => list.indexOf(b) !== i);

/** What cannot be so on this table: a ball off the table named in play, facts that contradict each other. */
export function checkShot(state: BilliardsState, shot: BilliardsShot): Rejection | null {
	const whiteOn = state.onTable[1 - state.striker]!;
	const repeated = twice(shot.potted) ?? twice(shot.offTable) ?? twice(shot.spotBlocked);
	if (repeated) return reject('billiards-listed-twice', { ball: repeated });
	const both = shot.potted.find((b) => shot.offTable.includes(b));
	if (both) return reject('billiards-potted-and-off', { ball: both });
	if (!whiteOn && (shot.cannon || shot.firstHit === 'white' || shot.firstHit === 'both' || shot.potted.includes('white') || shot.offTable.includes('white'))) {
		return reject('billiards-white-off');
	}
	if (shot.inOff && shot.offTable.includes('cue')) return reject('billiards-in-off-and-off');
	if (shot.firstHit === 'none' && (shot.cannon || shot.potted.length > 0)) return reject('billiards-no-contact');
	if (shot.inOff && shot.firstHit === undefined && shot.foul === undefined) return reject('billiards-in-off-first-hit');
	if (shot.doubleBaulk && state.onTable[state.striker]) return reject('billiards-double-baulk-in-hand');
	if (shot.doubleBaulk && shot.foul !== 'miss' && shot.firstHit !== 'none') return reject('billiards-double-baulk-miss');
	if (shot.spotBlocked.length === 3) return reject('billiards-spots-blocked');
	return null;
}

/** EB-5…EB-8: the points of a legal stroke; an in-off is priced by the ball struck first (EB-7). */
export function pointsOf(facts: Facts, firstHit: BilliardsShot['firstHit']): number {
	const inOff = facts.inOff ? (firstHit === 'red' ? IN_OFF_RED : IN_OFF_WHITE) : 0;
	return (facts.cannon ? CANNON : 0) + (facts.red ? POT_RED : 0) + (facts.white ? POT_WHITE : 0) + inOff;
}

/** EB-12: the hazards of a stroke: each pot and the in-off. */
export const hazardsIn = (facts: Facts): number => Number(facts.red) + Number(facts.white) + Number(facts.inOff);

/** EB-12, EB-13: the break's counts after a legal stroke: hazards without a cannon, cannons without a hazard. */
export function countsAfter(state: BilliardsState, facts: Facts): { hazards: number; cannons: number } {
	const hazards = hazardsIn(facts);
	if (facts.cannon && hazards > 0) return { hazards: 0, cannons: 0 }; // a stroke with both resets both
	if (facts.cannon) return { hazards: 0, cannons: state.cannons + 1 };
	if (hazards > 0) return { hazards: state.hazards + (state.setup.hazardCount === 'hazard' ? hazards : 1), cannons: 0 };
	return { hazards: 0, cannons: 0 };
}

/** EB-14: the next hundred of a break (from `run`) the crossing is due for, and whether it was made. */
export function baulkLineDue(state: BilliardsState, scored: number, crossed: boolean): boolean {
	if (state.setup.baulkLineRule !== 'on') return false;
	const run = breakOf(state);
	const hundred = Math.floor(run / 100) * 100 + 100;
	if (run + scored < hundred) return false;
	const made = (crossed && run >= hundred - BAULK_WINDOW) || (state.crossedAt !== null && state.crossedAt >= hundred - BAULK_WINDOW);
	return !made;
}

/**
 * EB-15, EB-17: the foul a stroke is, or null. The marker's call first; a stroke that hit no ball
 * is a miss (a coup when the cue ball went down); a ball forced off the table is a foul; then the
 * limits the engine counts (EB-12, EB-13, EB-14) on a stroke that is otherwise legal.
 */
export function foulOf(state: BilliardsState, shot: BilliardsShot, facts: Facts): FoulKind | null {
	if (shot.foul) return shot.foul;
	if (shot.firstHit === 'none') return shot.inOff ? 'coup' : 'miss';
	if (shot.offTable.length > 0) return 'off-table';
	const counts = countsAfter(state, facts);
	if (counts.hazards > HAZARD_LIMIT) return 'hazard-limit';
	if (counts.cannons > state.setup.cannonLimit) return 'cannon-limit';
	if (baulkLineDue(state, pointsOf(facts, shot.firstHit), shot.crossedBaulk)) return 'baulk-line';
	return null;
}

/**
 * EB-17 (default reading, [TC]): a striker in hand with both object balls in baulk who plays out
 * of baulk and hits nothing gives a miss, not a foul: 2 away, but the opponent has no `spot` choice.
 */
export const isDoubleBaulkMiss = (shot: BilliardsShot, foul: FoulKind): boolean =>
	shot.doubleBaulk && foul === 'miss' && shot.offTable.length === 0 && !shot.inOff;

/**
 * EB-16: what a foul gives the opponent. Modern: 2, whatever and however many. Before 1983
 * ([WIKI], [HOYLE], [BCC1914]): a miss 1, a coup 3, an in-off on a foul 3 or 2 by the ball struck
 * first, a ball forced off 2 (3 with a miss), any other foul 2; one stroke's fouls give the
 * largest of these, not their sum (docs/rules-decisions.md).
 */
export function penaltyOf(state: BilliardsState, shot: BilliardsShot, foul: FoulKind): number {
	if (state.setup.penaltyScale === 'modern') return FOUL;
	const noContact = foul === 'miss' || foul === 'coup' || shot.firstHit === 'none';
	if (foul === 'coup' || (noContact && shot.inOff)) return 3;
	if (noContact) return shot.offTable.length > 0 ? 3 : 1;
	return shot.inOff && shot.firstHit === 'red' ? 3 : FOUL;
}

/** EB-9: the first free spot in `order`. */
const firstFree = (order: readonly RedSpot[], blocked: readonly RedSpot[]): RedSpot => order.find((s) => !blocked.includes(s)) ?? order[0]!;

/** EB-9: the Spot, else the Pyramid Spot, else the Centre Spot. */
export const respot = (blocked: readonly RedSpot[]): RedSpot => firstFree(['spot', 'pyramid', 'centre'], blocked);

/** EB-10: after two from the Spot, the Centre Spot, else the Pyramid Spot, else the Spot. */
export const toCentre = (blocked: readonly RedSpot[]): RedSpot => firstFree(['centre', 'pyramid', 'spot'], blocked);

/**
 * EB-10: a legal stroke that potted the red: where it goes and the run of lone pots after it. A
 * lone pot (the red and nothing else) from the Spot counts (`any-lone-pot`: from anywhere); the
 * second in succession sends the red to the Centre Spot and the count starts again; a pot with
 * another score sends it to the Spot and starts the count again.
 */
export function redAfterPot(state: BilliardsState, shot: BilliardsShot, facts: Facts): { red: RedSpot; redRun: number } {
	const lone = facts.red && !facts.white && !facts.cannon && !facts.inOff;
	const fromSpot = state.red === 'spot' && !shot.redMoved;
	const counts = lone && (state.setup.redSpotRun === 'any-lone-pot' || fromSpot);
	const run = counts ? state.redRun + 1 : 0;
	if (run >= 2) return { red: toCentre(shot.spotBlocked), redRun: 0 };
	return { red: respot(shot.spotBlocked), redRun: run };
}
