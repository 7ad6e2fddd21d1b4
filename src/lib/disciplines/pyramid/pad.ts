/**
 * Russian pyramid's pad: the balls that fell are counted, not named (the engine judges what
 * they were worth), with the svoyak, balls and the cue ball off the table, the break's cushions,
 * NP-2's crossing ball and the foul; Enter sends.
 */
import { markFoul, stepRails, type Action, type CommonDraft, type FamilyPad } from '../pad';

export type PyramidFoul = 'no-contact' | 'no-rail' | 'off-table' | 'house-ball' | 'wrong-cue' | 'placement' | 'time' | 'other';

export type PyramidCommand =
	| { k: 'pyrCount'; n: number }
	| { k: 'pyrStep'; d: 1 | -1 }
	| { k: 'svoyak' }
	| { k: 'pyrOff'; d: 1 | -1 }
	| { k: 'cueOff' }
	| { k: 'crossed' }
	| { k: 'pyrFoul'; foul: PyramidFoul }
	/** The break's cushions (PY-3; dynamic pyramid: side cushions, NP-2). */
	| { k: 'rails'; d: 1 | -1 };

export interface PyramidMarks {
	/** Object balls that fell. */
	balls: number;
	svoyak: boolean;
	/** Balls off the table. */
	off: number;
	cueOff: boolean;
	/** NP-2: the ball that crossed the middle line on the break. */
	crossed: boolean;
}

/** PY-1: no more than 16 balls ever fall on one stroke (free pyramid counts all 16). */
const MAX_BALLS = 16;
const clamp = (n: number) => Math.max(0, Math.min(MAX_BALLS, n));

/**
 * Pyramid's shot from the draft; keys at their default are left out, as match scripts do. The
 * break's count goes to `cushions` (PY-3) or, in dynamic pyramid, `sideCushions` (NP-2).
 */
export function pyramidAction(d: CommonDraft & PyramidMarks, discipline: string): Action {
	const a: Action = { t: 'shot' };
	if (d.balls) a.potted = d.balls;
	if (d.svoyak) a.svoyak = true;
	if (d.off) a.offTable = d.off;
	if (d.cueOff) a.cueOff = true;
	if (d.foul) a.foul = d.foul;
	if (d.rails) a[discipline === 'dynamic-pyramid' ? 'sideCushions' : 'cushions'] = d.rails;
	if (d.crossed) a.crossed = true;
	return a;
}

export const pyramidPad: FamilyPad<PyramidCommand, PyramidMarks, 'pyramid'> = {
	empty: { balls: 0, svoyak: false, off: 0, cueOff: false, crossed: false },
	when: {
		breakDue: (mv) => mv.frame?.breakDue === true,
		inHand: (mv) => (mv.frame?.inHand ?? null) !== null,
		inHouse: (mv) => mv.frame?.inHand === 'house'
	},
	press(d, cmd) {
		switch (cmd.k) {
			case 'pyrCount':
				return { draft: { ...d, balls: clamp(cmd.n) } };
			case 'pyrStep':
				return { draft: { ...d, balls: clamp(d.balls + cmd.d) } };
			case 'svoyak':
				return { draft: { ...d, svoyak: !d.svoyak } };
			case 'pyrOff':
				return { draft: { ...d, off: clamp(d.off + cmd.d) } };
			case 'cueOff':
				return { draft: { ...d, cueOff: !d.cueOff } };
			case 'crossed':
				return { draft: { ...d, crossed: !d.crossed } };
			case 'pyrFoul':
				return { draft: markFoul(d, cmd.foul) };
			case 'rails':
				return { draft: stepRails(d, cmd.d) };
		}
	},
	lit(d, cmd) {
		switch (cmd.k) {
			case 'svoyak':
			case 'crossed':
			case 'cueOff':
				return d[cmd.k];
			case 'rails':
				return d.rails > 0;
			case 'pyrStep':
				return cmd.d > 0 && d.balls > 0;
			case 'pyrOff':
				return d.off > 0;
			case 'pyrFoul':
				return d.foul === cmd.foul;
			default:
				return false;
		}
	},
	tally: (d, cmd) => (cmd.k === 'rails' ? d.rails : cmd.k === 'pyrStep' ? d.balls : cmd.k === 'pyrOff' ? d.off : 0),
	commit: (d, _, ctx) => ({ commit: pyramidAction(d, ctx.discipline) })
};
