/**
 * The key map as data: what a key can mean (the commands), when a binding applies, and the keys
 * that work everywhere (COMMON). Each family's own keys are its folder's
 * (src/lib/disciplines/<family>/keymap.ts, listed by src/lib/disciplines/keymaps.ts). The `?`
 * overlay and every button of the pad are generated from these tables, so a key and its button
 * can never disagree.
 */
import type { Key as PageKey } from '$lib/i18n/en';
import type { BoardKey } from '$lib/i18n/board';
import { PADS, type FamilyCommand } from '$lib/disciplines/console-pad';

/** The commands every family's pad has; a family's own are its pad's ($lib/disciplines/<family>/pad.ts). */
export type CommonCommand =
	| { k: 'undo' }
	| { k: 'redo' }
	| { k: 'help' }
	| { k: 'escape' }
	| { k: 'clock'; op: 'toggle' | 'reset' | 'extend' | 'settings' }
	/** Sends the stroke typed (`as`: pool's safety and push-out, pins' final safety). */
	| { k: 'commit'; as?: 'safety' | 'push' }
	| { k: 'clear' };

export type Command = CommonCommand | FamilyCommand;

/**
 * When a binding applies: a condition its family's pad names and checks against the match
 * ($lib/disciplines/<family>/pad.ts `when`: pool's push-out and break, carom's balk and
 * tiebreak, pyramid's cue ball in hand, snooker's colour to nominate and free ball).
 */
export type Condition = string;

export type Group = 'always' | 'stroke' | 'fouls' | 'balls' | 'clock';

/** A binding's words: the console's, or the board's where a board word says it (snooker's balls). */
export type Label = PageKey | BoardKey;

export interface Binding {
	keys: string[];
	cmd: Command;
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

export const COMMON: Binding[] = [
	{ keys: ['z', 'Ctrl+z'], cmd: { k: 'undo' }, label: 'cmd.undo', group: 'always', tone: 'quiet' },
	{ keys: ['y', 'Ctrl+y', 'Ctrl+Shift+z'], cmd: { k: 'redo' }, label: 'cmd.redo', group: 'always', tone: 'quiet' },
	{ keys: ['?', 'F1'], cmd: { k: 'help' }, label: 'cmd.help', group: 'always', tone: 'quiet' },
	{ keys: ['Escape'], cmd: { k: 'escape' }, label: 'cmd.cancel', group: 'always', noButton: true },
	{ keys: ['t'], cmd: { k: 'clock', op: 'toggle' }, label: 'cmd.clockToggle', group: 'clock', noButton: true },
	{ keys: ['Shift+t'], cmd: { k: 'clock', op: 'reset' }, label: 'cmd.clockReset', group: 'clock', noButton: true },
	{ keys: ['e'], cmd: { k: 'clock', op: 'extend' }, label: 'cmd.clockExtend', group: 'clock', noButton: true },
	{ keys: ['g'], cmd: { k: 'clock', op: 'settings' }, label: 'cmd.clockSettings', group: 'clock', noButton: true }
];

/** Ball n's keys: 1–9, 0 = 10, Shift+1…5 = 11…15 (". then digit" is the two-key way). */
export function ballKeys(n: number): string[] {
	if (n <= 9) return [String(n)];
	if (n === 10) return ['0'];
	return [`Shift+${n - 10}`];
}

/** The first binding (in table order) that has the key and whose condition holds. */
export function findBinding(bindings: Binding[], names: string[], holds: (c: Condition) => boolean): Binding | null {
	for (const b of bindings) if (b.keys.some((k) => names.includes(k)) && (!b.when || holds(b.when))) return b;
	// a key that exists but whose condition fails: reported, never silently ignored
	for (const b of bindings) if (b.keys.some((k) => names.includes(k))) return b;
	return null;
}

/**
 * The one rule of the pad: a key either MARKS the stroke being composed (it waits for Enter)
 * or SENDS at once. These are the commands that send at once; the key map and the buttons show
 * them with the ⏎ marker.
 */
const SENDING = new Set<string>(['commit', ...Object.values(PADS).flatMap((p) => p.sending ?? [])]);
export const sendsNow = (b: Pick<Binding, 'cmd'>): boolean => SENDING.has(b.cmd.k);

/**
 * Prompt keys: 1, 2, 3… and each option's first letter that no other option starts with and
 * that is not a key of the pad (`reserved`): a prompt that opens right after a stroke (9-ball:
 * P for push, then "pass back?") never takes the key that sent it as an answer.
 */
export function promptKeys(options: string[], reserved: string[] = []): { option: string; number: string; letter: string | null }[] {
	return options.map((option, i) => {
		const first = option[0]?.toLowerCase() ?? '';
		const unique = options.filter((o) => o[0]?.toLowerCase() === first).length === 1;
		return { option, number: String(i + 1), letter: unique && !reserved.includes(first) ? first : null };
	});
}

/** The keys a prompt must not take as letters: every single key of this discipline's pad. */
export const padKeys = (bindings: Binding[]): string[] => [...new Set(bindings.flatMap((b) => b.keys).map((k) => k.toLowerCase()))];

/** A digit key that marks (no button of its own: the targets are the buttons). */
export const digit = (n: number, cmd: Command, label: Label): Binding => ({ keys: [String(n)], cmd, label, group: 'balls' as Group, noButton: true });

