/**
 * One stroke of a frame (SN-3…SN-8, SN-11): what it scored, whether it was a foul and what it
 * cost, where the balls are after it, and whether the striker plays on or the frame is over.
 * Whose turn it is and the choices that follow are snooker.ts's.
 */
import type { SnookerColour } from './summary';
import { coloursWithout, onlyBlackLeft, valueOf, type Phase, type Position } from './balls';
import { cueBallGone, foulValue, readStroke, type Reading } from './fouls';
import type { SnookerShot } from './schemas';

export type StrokeOutcome =
	| {
			readonly foul: null;
			/** Points the striker scored. */
			readonly scored: number;
			readonly after: Position;
			/** He scored, and the frame is not over: he plays on (SN-4). */
			readonly continues: boolean;
			/** SN-11: the last ball went down. */
			readonly frameOver: boolean;
	  }
	| {
			/** SN-6: the foul value, to the opponent. */
			readonly foul: number;
			readonly scored: 0;
			/** The balls as they lie, and the ball on of whoever plays next (SN-7). */
			readonly after: Position;
			readonly cueInHand: boolean;
			/** SN-11: a foul with only the black left ends the frame. */
			readonly frameOver: boolean;
	  };

const redsIn = (balls: readonly string[]): number => balls.filter((b) => b === 'red').length;

/** After a turn ends, the next striker is on a red while reds remain, else on the lowest colour (SN-3). */
const nextTurnPhase = (reds: number): Phase => (reds > 0 ? 'red' : 'sequence');

/**
 * SN-5, SN-7: after a foul, reds potted or forced off stay out; every colour is re-spotted
 * (potted on a foul, forced off, or a free ball), so the colours are as they were.
 */
function afterFoul(pos: Position, shot: SnookerShot): Position {
	const reds = pos.reds - redsIn(shot.potted) - redsIn(shot.offTable);
	return { ...pos, reds, phase: nextTurnPhase(reds), freeBall: false, inHand: null };
}

/**
 * SN-4, SN-8: a legal stroke. Reds score 1 each and a colour follows; a free ball potted alone
 * scores the ball on's value and is re-spotted (a colour follows when reds were on); a colour
 * after a red scores and is re-spotted; in the final sequence the colour on scores and stays down.
 */
function legalStroke(pos: Position, shot: SnookerShot, r: Reading): StrokeOutcome {
	const played: Position = { ...pos, freeBall: false, inHand: null };
	const freePotted = r.free !== null && shot.potted.includes(r.free);
	if (pos.phase === 'red') {
		const reds = redsIn(shot.potted);
		const scored = reds > 0 ? reds : freePotted ? 1 : 0;
		const left = pos.reds - reds;
		if (scored === 0) return { foul: null, scored, after: { ...played, phase: nextTurnPhase(left) }, continues: false, frameOver: false };
		return { foul: null, scored, after: { ...played, reds: left, phase: 'colour' }, continues: true, frameOver: false };
	}
	if (pos.phase === 'colour') {
		// SN-5: the colour after a red, the last red's included, is re-spotted.
		const scored = r.on !== null && shot.potted.includes(r.on) ? valueOf(r.on) : 0;
		return { foul: null, scored, after: { ...played, phase: nextTurnPhase(pos.reds) }, continues: scored > 0, frameOver: false };
	}
	const on = pos.colours[0]!;
	if (shot.potted.includes(on)) {
		const colours: SnookerColour[] = coloursWithout(pos.colours, on); // SN-5: stays down in the final sequence
		const frameOver = colours.length === 0;
		return { foul: null, scored: valueOf(on), after: { ...played, colours }, continues: !frameOver, frameOver };
	}
	const scored = freePotted ? valueOf(on) : 0; // the free ball is re-spotted; the same colour stays on
	return { foul: null, scored, after: played, continues: scored > 0, frameOver: false };
}

/** The outcome of one stroke from `pos`; the shot's balls are known to be on the table. */
export function playStroke(pos: Position, shot: SnookerShot): StrokeOutcome {
	const reading = readStroke(pos, shot);
	const value = foulValue(shot, reading);
	if (value !== null) {
		return { foul: value, scored: 0, after: afterFoul(pos, shot), cueInHand: cueBallGone(shot), frameOver: onlyBlackLeft(pos.reds, pos.colours) };
	}
	return legalStroke(pos, shot, reading);
}

