/**
 * The key map as data: what a key can mean (the commands), when a binding applies, and the keys
 * that work everywhere (COMMON). Each family's own keys are its folder's
 * (src/lib/disciplines/<family>/keymap.ts, in its module: src/lib/disciplines/families.ts). The `?`
 * overlay and every button of the pad are generated from these tables, so a key and its button
 * can never disagree.
 */
import type { BindingOf, CommonCommand, Condition } from './binding';
import type { DisciplineInfo } from '../engine/catalog';
import { familyModule } from '../disciplines/families';
import { CONSOLES, type AnyPad, type FamilyCommand } from '../disciplines/consoles';

export type { CommonCommand, Condition, Group, Label } from './binding';

export type Command = CommonCommand | FamilyCommand;

/** A binding of any family's key or a common one. */
export type Binding = BindingOf<Command>;


export const COMMON: Binding[] = [
	{ keys: ['z', 'Ctrl+z'], cmd: { k: 'undo' }, label: 'cmd.undo', group: 'always', tone: 'quiet' },
	{ keys: ['y', 'Ctrl+y', 'Ctrl+Shift+z'], cmd: { k: 'redo' }, label: 'cmd.redo', group: 'always', tone: 'quiet' },
	{ keys: ['?', 'F1'], cmd: { k: 'help' }, label: 'cmd.help', group: 'always', tone: 'quiet' },
	{ keys: ['Escape'], cmd: { k: 'escape' }, label: 'cmd.cancel', group: 'always', noButton: true },
	{ keys: ['t'], cmd: { k: 'clock', op: 'toggle' }, label: 'cmd.clockToggle', group: 'clock', noButton: true },
	{ keys: ['Shift+t'], cmd: { k: 'clock', op: 'reset' }, label: 'cmd.clockReset', group: 'clock', noButton: true },
	{ keys: ['e'], cmd: { k: 'clock', op: 'extend' }, label: 'cmd.clockExtend', group: 'clock', noButton: true },
	{ keys: ['g'], cmd: { k: 'clock', op: 'settings' }, label: 'cmd.clockSettings', group: 'clock', noButton: true },
	{ keys: ['Shift+g'], cmd: { k: 'clock', op: 'game' }, label: 'cmd.gameClockToggle', group: 'clock', noButton: true }
];

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
const SENDING = new Set<string>(['commit', ...Object.values(CONSOLES).flatMap((c) => (c.pad as AnyPad).sending ?? [])]);
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

/**
 * The bindings of one discipline: its family's, filtered by `only` and by the balls of its rack
 * (9-ball has no keys for balls 10–15), then the common ones. A family's bindings name its pad's
 * commands, every one a Command (the family's own file types them so).
 */
export function bindingsFor(info: Pick<DisciplineInfo, 'id' | 'family' | 'balls'>): Binding[] {
	const balls = info.balls ?? 15;
	const fits = (b: Binding) => (b.cmd.k === 'ball' ? b.cmd.n <= balls : b.cmd.k === 'tens' ? balls > 10 : true);
	return [...(familyModule(info.family).keymap as readonly Binding[]).filter((b) => (!b.only || b.only.includes(info.id)) && fits(b)), ...COMMON];
}

