/** Pins' pad: the pins down, the carom and the called carom, the balls potted, the foul; Enter (or the final safety) sends. */
import { markFoul, toggle, type Action, type CommonDraft, type FamilyPad } from '../pad';

export type PinFoul = 'no-contact' | 'scratch' | 'cue-pin' | 'off-table' | 'other';
export type PinName = 'king' | 's1' | 's2' | 's3' | 's4' | 'p1' | 'p3';

export type PinsCommand = { k: 'pin'; pin: PinName } | { k: 'pinCarom' } | { k: 'calledCarom' } | { k: 'pottedBall' } | { k: 'pinFoul'; foul: PinFoul };

export interface PinsMarks {
	pins: PinName[];
	carom: boolean;
	calledCarom: boolean;
	/** Balls potted on the stroke (0–2). */
	pottedCount: number;
}

export function pinAction(d: CommonDraft & PinsMarks, as?: 'safety'): Action {
	const a: Action = { t: 'shot' };
	if (d.pins.length) a.pins = [...d.pins];
	if (d.carom) a.carom = true;
	if (d.calledCarom) a.calledCarom = true;
	if (d.pottedCount) a.potted = d.pottedCount;
	if (d.foul) a.foul = d.foul;
	if (as === 'safety') a.safety = true;
	return a;
}

export const pinsPad: FamilyPad<PinsCommand, PinsMarks> = {
	empty: { pins: [], carom: false, calledCarom: false, pottedCount: 0 },
	press(d, cmd) {
		switch (cmd.k) {
			case 'pin':
				return { draft: { ...d, pins: toggle(d.pins, cmd.pin) } };
			case 'pinCarom':
				return { draft: { ...d, carom: !d.carom } };
			case 'calledCarom':
				return { draft: { ...d, calledCarom: !d.calledCarom } };
			case 'pottedBall':
				return { draft: { ...d, pottedCount: (d.pottedCount + 1) % 3 } };
			case 'pinFoul':
				return { draft: markFoul(d, cmd.foul) };
		}
	},
	lit(d, cmd) {
		switch (cmd.k) {
			case 'pinCarom':
				return d.carom;
			case 'calledCarom':
				return d.calledCarom;
			case 'pottedBall':
				return d.pottedCount > 0;
			case 'pinFoul':
				return d.foul === cmd.foul;
			default:
				return false;
		}
	},
	tally: (d, cmd) => (cmd.k === 'pottedBall' ? d.pottedCount : 0),
	// the final safety is the commit key's variant; a push-out is pool's
	commit: (d, as) => ({ commit: pinAction(d, as === 'safety' ? 'safety' : undefined) })
};
