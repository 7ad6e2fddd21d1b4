/**
 * Pin carom, "карамболь с кеглями на лузном бильярде (7 кеглей)" (RULES.md KG, seed 004).
 * The shared rules live in ./core; here is only what the KG text says for itself:
 * - KG §25: a white knocked off the table is spotted, no penalty, the points of the stroke
 *   count, but the turn passes. `foul: "off-table"` means exactly that in kegel; the red cue
 *   ball leaving the table is marked `other` (+5 and the stroke's points as penalty, §9).
 * - KG §9: every foul costs 5 on top of the pins of the stroke — a pin knocked by the cue
 *   ball too ("не разрешается": a foul); a penalised stroke's points all become penalty — the
 *   stroke, not the series (`penaltyScope: "stroke"` by default, "series" the option).
 * - KG §23, §24: after his own foul or declared safety, a player must open his next inning with
 *   an attempt: a declared safety there is a foul (+5 and its points, the P7-6h choice). The
 *   KG-9 safety at zero is exempt — it is the one stroke he is told to play.
 * - KG-9: reaching exactly zero does not win yet: the player must then play a safety — a
 *   stroke marked `safety: true` that knocks no pin and is no foul. He plays it as the next
 *   stroke of his series, or first thing in his next inning when the turn had passed (KG §25).
 *   Failing it adds 5 and the points of that stroke; the opponent then chooses (P7-6h).
 * - KG §7 break: a direct hit on the far ball is required; a miss is `no-contact` (+5, plus
 *   any pins, as for every foul), any other way of playing it is `other`.
 */
import { pinDiscipline } from './core';
import type { PinShot, PinVariant } from './schemas';
import { UNIT } from './scoring';

export const kegelVariant: PinVariant = {
	id: 'kegel',
	defaultScope: 'stroke',
	isFoul: (foul) => foul !== 'off-table', // KG §25
	passesTurn: (shot: PinShot) => shot.foul === 'off-table', // KG §25
	finalSafety: true, // KG-9
	foulBase: () => UNIT, // KG §9
	limitsSafeties: true // KG §23, §24
};

export const kegel = pinDiscipline(kegelVariant);
