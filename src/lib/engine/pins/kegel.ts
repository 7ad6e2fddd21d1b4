/**
 * Pin carom, "карамболь с кеглями на лузном бильярде (7 кеглей)" (RULES.md KG, seed 004).
 * The shared rules live in ./core; here is only what the KG text says for itself:
 * - KG §25: a white knocked off the table is spotted, no penalty, the points of the stroke
 *   count, but the turn passes. `foul: "off-table"` means exactly that in kegel; the red cue
 *   ball leaving the table is marked `other` (+5 and the stroke's points as penalty, §9).
 * - KG §9: every foul costs 5 on top of the pins of the stroke; a penalised stroke's points
 *   all become penalty — the stroke, not the series (`penaltyScope: "stroke"` by default,
 *   "series" is the wider P7 reading kept as an option).
 * - KG-9: reaching exactly zero does not win yet: the player must then play a safety — a
 *   stroke marked `safety: true` that knocks no pin and is no foul. He plays it as the next
 *   stroke of his series, or first thing in his next inning when the turn had passed (KG §25).
 *   Failing it adds 5 and the points of that stroke; the opponent then chooses (P7-6h).
 * - KG §7 break: a direct hit on the far ball is required; a miss is `no-contact` (+5, plus
 *   any pins, as for every foul), any other way of playing it is `other`.
 */
import { pinDiscipline, type PinShot, type PinVariant } from './core';

export const kegelVariant: PinVariant = {
	id: 'kegel',
	defaultScope: 'stroke',
	isFoul: (foul) => foul !== 'off-table', // KG §25
	passesTurn: (shot: PinShot) => shot.foul === 'off-table', // KG §25
	finalSafety: true // KG-9
};

export const kegel = pinDiscipline(kegelVariant);
