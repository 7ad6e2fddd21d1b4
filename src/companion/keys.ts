/**
 * The keys a Companion page is made of (a page a family: src/lib/disciplines/<family>/companion.ts,
 * listed by src/lib/disciplines/companion-pages.ts): a player, the situation, the shot clock, a
 * deck macro or a raw action pressed. `{v:field}` stands for the field's variable.
 */
import type { CompanionTextSize } from '@companion-module/base';
import type { Macro } from './api';
import { actionIdOf } from './actions';
import { COLOURS } from './colours';
import type { FeedbackId } from './feedbacks';

export { COLOURS } from './colours';

/** One key of a page, before the connection's label is put into its variables. */
export interface KeySpec {
	name: string;
	/** `{v:field}` stands for the field's variable. */
	text: string;
	bg: number;
	fg: number;
	size?: CompanionTextSize;
	press?: { actionId: string; options?: Record<string, string | number | boolean> };
	feedbacks?: { id: FeedbackId; options?: Record<string, number>; text?: string }[];
}

/** A family's page: its category's name and its 15 keys (5 × 3), row by row. */
export interface CompanionPage {
	category: string;
	keys: readonly KeySpec[];
}

export const player = (n: number, stats = false): KeySpec => ({
	name: `Player ${n}`,
	text: stats ? `{v:player${n}Name}\\n{v:player${n}Score}\\nHR {v:player${n}HighRun}` : `{v:player${n}Name}\\n{v:player${n}Score}`,
	bg: COLOURS.surface,
	fg: COLOURS.fg,
	feedbacks: [
		{ id: 'atTable', options: { player: n } },
		{ id: 'foulWarning', options: { player: n } },
		{ id: 'matchFinished', text: `{v:player${n}Name}\\n{v:player${n}Score}` }
	]
});

/** The player keys of artistic (no fouls there). */
export const artist = (n: number): KeySpec => ({ ...player(n), feedbacks: [{ id: 'atTable', options: { player: n } }] });

export const runs = (n: number): KeySpec => ({
	name: `Player ${n} run and average`,
	text: `RUN {v:player${n}Run}\\nAVG\\n{v:player${n}Average}`,
	bg: COLOURS.bg,
	fg: COLOURS.muted,
	feedbacks: [{ id: 'atTable', options: { player: n } }]
});

export const macro = (m: Macro, label: string, bg: number = COLOURS.surfaceRaised, fg: number = COLOURS.fgStrong): KeySpec => ({
	name: label.replace('\\n', ''),
	text: label,
	size: '18',
	bg,
	fg,
	press: { actionId: actionIdOf(m) }
});

export const raw = (name: string, label: string, json: string): KeySpec => ({
	name,
	text: label,
	size: '18',
	bg: COLOURS.surfaceRaised,
	fg: COLOURS.fgStrong,
	press: { actionId: 'send_action', options: { json, atRevision: false } }
});

export const clockKey: KeySpec = {
	name: 'Shot clock (start / stop)',
	text: 'CLOCK\\n{v:clockSeconds}',
	size: '18',
	bg: COLOURS.bg,
	fg: COLOURS.fg,
	press: { actionId: 'clock', options: { command: 'toggle' } },
	feedbacks: [{ id: 'clockRunning' }, { id: 'clockWarning' }, { id: 'clockExpired' }]
};
export const clockCmd = (command: 'reset' | 'extend', label: string): KeySpec => ({
	name: `Shot clock ${command}`,
	text: label,
	size: '14',
	bg: COLOURS.surfaceRaised,
	fg: COLOURS.fg,
	press: { actionId: 'clock', options: { command } }
});

export const situation: KeySpec = {
	name: 'Situation (rack, inning, result)',
	text: '{v:situation}',
	bg: COLOURS.bg,
	fg: COLOURS.fg,
	feedbacks: [{ id: 'hillHill' }, { id: 'matchFinished', text: '{v:result}' }]
};
export const target: KeySpec = { name: 'Target', text: '{v:targetText}', size: '14', bg: COLOURS.bg, fg: COLOURS.muted };
/** Pins have no situation line while a match runs: the key shows the choice the rules offer. */
export const choice: KeySpec = { ...situation, name: 'Choice the rules offer (result)', text: '{v:pending}', feedbacks: [{ id: 'matchFinished', text: '{v:result}' }] };
export const atTable: KeySpec = { name: 'At the table', text: '{v:turnName}', bg: COLOURS.bg, fg: COLOURS.fg, feedbacks: [{ id: 'matchFinished', text: '{v:result}' }] };

export const point = macro('point', 'POINT', COLOURS.primary);
export const miss = macro('miss', 'MISS');
export const foul = macro('foul', 'FOUL', COLOURS.danger);
export const safety = macro('safety', 'SAFETY');
export const undo = macro('undo', 'UNDO', COLOURS.bg, COLOURS.fg);
export const redo = macro('redo', 'REDO', COLOURS.bg, COLOURS.fg);
export const reset = clockCmd('reset', 'CLOCK\\nRESET');
export const extend = clockCmd('extend', 'EXTEN-\\nSION');
