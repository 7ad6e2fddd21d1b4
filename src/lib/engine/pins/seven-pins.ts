/**
 * 7 pins, "7 фишек" on a pyramid table (RULES.md P7, seed 004 "7 фишек на «пирамидном»
 * столе"). The shared rules live in ./core; here is only what the P7 text says for itself:
 * - P7-5b: a fixed 5 only for no contact and for the cue ball pocketed; every other foul
 *   (P7-6d: a pin knocked by the cue ball, or any foul) costs the whole sum of the stroke and
 *   nothing more — all seven on a foul cost exactly the start score.
 * - P7-6d "в процессе удара или серии": RULES.md says to treat it as the stroke
 *   (`penaltyScope: "stroke"`, the default) and keep the series as an option ("series").
 * - P7-6e: the cue ball or an object ball off the table makes a penalty stroke (the stroke's
 *   points as penalty and the P7-6h choice), whichever ball it was.
 * - P7-4, P7-6b: counting down to exactly zero finishes the match at once.
 * - P7-6c: the break is an ordinary stroke for the engine (from hand in the house at the ball
 *   near spot 3); its faults reach the engine as the fouls the operator marks.
 */
import { pinDiscipline } from './core';
import type { PinShot, PinVariant } from './schemas';
import { UNIT } from './scoring';

export const sevenPinsVariant: PinVariant = {
	id: 'seven-pins',
	defaultScope: 'stroke',
	isFoul: () => true, // P7-6e: off-table is a penalty stroke too
	passesTurn: (_shot: PinShot) => false,
	finalSafety: false,
	foulBase: (foul) => (foul === 'no-contact' || foul === 'scratch' ? UNIT : 0), // P7-5b
	limitsSafeties: false
};

export const sevenPins = pinDiscipline(sevenPinsVariant);
