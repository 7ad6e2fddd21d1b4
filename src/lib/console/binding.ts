/**
 * What a family's key map (src/lib/disciplines/<family>/keymap.ts) is made of: a binding, its
 * words and group, the commands every pad has, the keys of a ball. Apart from the console's key
 * map (./keymap.ts), which reads every family's pad: a family's keys name only its own commands,
 * so the family modules (and the pages that read them) never load the console.
 */
import type { Key as PageKey } from '../i18n/en';
import type { BoardKey } from '../i18n/board';

/** The commands every family's pad has; a family's own are its pad's ($lib/disciplines/<family>/pad.ts). */
export type CommonCommand =
	| { k: 'undo' }
	| { k: 'redo' }
	| { k: 'help' }
	| { k: 'escape' }
	/** The shot clock's keys; `game`: a timed match's game clock, start / pause. */
	| { k: 'clock'; op: 'toggle' | 'reset' | 'extend' | 'settings' | 'game' }
	/** Sends the stroke typed (`as`: pool's safety and push-out, pins' final safety). */
	| { k: 'commit'; as?: 'safety' | 'push' }
	| { k: 'clear' };

/**
 * When a binding applies: a condition its family's pad names and checks against the match
 * ($lib/disciplines/<family>/pad.ts `when`: pool's push-out and break, carom's balk and
 * tiebreak, pyramid's cue ball in hand, snooker's colour to nominate and free ball).
 */
export type Condition = string;

export type Group = 'always' | 'stroke' | 'fouls' | 'balls' | 'clock';

/** A binding's words: the console's, or the board's where a board word says it (snooker's balls). */
export type Label = PageKey | BoardKey;

/** A key binding whose command is one of `C` (a family's keys: its pad's commands and the common ones). */
export interface BindingOf<C extends { k: string }> {
	keys: string[];
	cmd: C;
	label: Label;
	params?: Record<string, string | number>;
	group: Group;
	/** Only in these disciplines (default: the whole family). */
	only?: string[];
	when?: Condition;
	/** Button look: primary (big), warn (fouls), quiet. */
	tone?: 'primary' | 'warn' | 'quiet' | 'ok' | 'bad';
	/** Not drawn as a button (covered by another control, e.g. the ball rack). */
	noButton?: boolean;
}


/** A family's key map: bindings of its pad's commands (`C`) and the common ones. */
export type FamilyBindings<C extends { k: string }> = BindingOf<C | CommonCommand>[];

/** Ball n's keys: 1–9, 0 = 10, Shift+1…5 = 11…15 (". then digit" is the two-key way). */
export function ballKeys(n: number): string[] {
	if (n <= 9) return [String(n)];
	if (n === 10) return ['0'];
	return [`Shift+${n - 10}`];
}

/** A digit key that marks (no button of its own: the targets are the buttons). */
export const digit = <const C extends { k: string }>(n: number, cmd: C, label: Label): BindingOf<C> => ({ keys: [String(n)], cmd, label, group: 'balls', noButton: true });
