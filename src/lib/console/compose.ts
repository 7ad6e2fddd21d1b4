/**
 * The stroke being composed on the console's pad, whatever the family: the empty draft, whether
 * anything is marked, and one key pressed on the match's family's pad
 * ($lib/disciplines/<family>/pad.ts, listed by $lib/disciplines/consoles.ts). Pure functions:
 * the server is the only state that matters; this is just what the marker has typed so far.
 */
import { CONSOLES, type AnyPad, type Draft, type FamilyCommand } from '$lib/disciplines/consoles';
import { NO_MARKS, type PadContext, type PadOutcome } from '$lib/disciplines/pad';
import type { Family } from '$lib/engine/catalog';

export type { Draft } from '$lib/disciplines/consoles';

const pads = Object.values(CONSOLES).map((c) => c.pad as AnyPad);
const padOf = (family: Family) => CONSOLES[family].pad as AnyPad;

export const emptyDraft = (): Draft => Object.assign({}, NO_MARKS, ...pads.map((p) => structuredClone(p.empty)));

/** The draft's modes (the pad waits for the key they change): a ball key names the next ball, off the table, and each family's own. */
const MODES: readonly string[] = ['offMode', 'pick', ...new Set(pads.flatMap((p) => (p.modes ?? []).map(String)))];

/** The empty draft as isEmpty compares with it (read only: built once, not at every render). */
const EMPTY = emptyDraft() as unknown as Readonly<Record<string, unknown>>;
const EMPTY_JSON = JSON.stringify(EMPTY);

/** Nothing marked (the modes — off the table, ". then digit", count, a ball key to name — are not marks). */
export const isEmpty = (d: Draft): boolean => {
	const marks: Record<string, unknown> = { ...d };
	for (const m of MODES) marks[m] = EMPTY[m];
	return JSON.stringify(marks) === EMPTY_JSON;
};

/** A mode is on: the pad is waiting for the key it changes (Esc leaves it). */
export const inMode = (d: Draft): boolean => MODES.some((m) => !!(d as unknown as Record<string, unknown>)[m]);

const DEFAULT_CONTEXT: PadContext = { discipline: '', balls: 15 };

/**
 * A key of `family`'s pad pressed on the draft: what it does (the draft changes, a stroke goes,
 * a question first), or null when the family's pad has no such command. A mark that is not one
 * of the pad's picks leaves a pick waiting for its ball.
 */
export function press(family: Family, d: Draft, cmd: FamilyCommand, ctx: PadContext = DEFAULT_CONTEXT): PadOutcome<Draft> | null {
	const pad = padOf(family);
	const outcome = pad.press(d, cmd, ctx) as PadOutcome<Draft> | null;
	if (outcome && 'draft' in outcome && outcome.draft && !('send' in outcome) && !pad.picking?.includes(cmd.k)) {
		return { ...outcome, draft: { ...outcome.draft, pick: null } };
	}
	return outcome;
}

/** A command of `family`'s pad that only changes the stroke being typed (the clear key too): the new draft, or null for any other. */
export function editDraft(family: Family, d: Draft, cmd: FamilyCommand | { k: 'clear' }, ctx?: PadContext): Draft | null {
	if (cmd.k === 'clear') return emptyDraft();
	const outcome = press(family, d, cmd as FamilyCommand, ctx);
	return outcome && 'draft' in outcome && !('send' in outcome) ? (outcome.draft ?? null) : null;
}

/** What the commit key sends in `family` (null: it commits with keys of its own). */
export function commitDraft(family: Family, d: Draft, as: 'safety' | 'push' | undefined, ctx: PadContext = DEFAULT_CONTEXT): PadOutcome<Draft> | null {
	return (padOf(family).commit?.(d, as, ctx) as PadOutcome<Draft> | undefined) ?? null;
}

/** Whether the button of `cmd` is lit in `family` (what it marks is in the stroke), and the count shown on it. */
export const lit = (family: Family, d: Draft, cmd: { k: string }): boolean => padOf(family).lit?.(d, cmd as FamilyCommand) ?? false;
export const tally = (family: Family, d: Draft, cmd: { k: string }): number => padOf(family).tally?.(d, cmd as FamilyCommand) ?? 0;

/** Whether a binding's condition holds for a match of `family` (its pad's `when`; one it does not name never holds). */
export const conditionHolds = (family: Family, condition: string, mv: unknown, setup: Readonly<Record<string, unknown>>): boolean =>
	padOf(family).when?.[condition]?.(mv as never, setup) ?? false;

/** Whether the family's number keys type a number (carom's inning of N points). */
export const typesPoints = (family: Family): boolean => padOf(family).typesPoints === true;
