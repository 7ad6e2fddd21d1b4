/**
 * 7 pins, "7 фишек" on a pyramid table (RULES.md P7, seed 004 "7 фишек на «пирамидном»
 * столе"). The shared rules live in ./core; here is only what the P7 text says for itself:
 * - P7-6d: a pin knocked by the cue ball, or any foul, "в процессе удара или серии" turns the
 *   whole sum into penalty — the series reading is the default (`penaltyScope: "series"`),
 *   "stroke" the option.
 * - P7-6e: the cue ball or an object ball off the table makes a penalty stroke (+5 and the
 *   stroke's points as penalty), whichever ball it was.
 * - P7-4, P7-6b: counting down to exactly zero finishes the match at once.
 * - P7-6c: the break is an ordinary stroke for the engine (from hand in the house at the ball
 *   near spot 3); its faults reach the engine as the fouls the operator marks.
 */
import { pinDiscipline, type PinShot, type PinVariant } from './core';

export const sevenPinsVariant: PinVariant = {
	id: 'seven-pins',
	defaultScope: 'series',
	isFoul: () => true, // P7-6e: off-table is a penalty stroke too
	passesTurn: (_shot: PinShot) => false,
	finalSafety: false
};

export const sevenPins = pinDiscipline(sevenPinsVariant);
