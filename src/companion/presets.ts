/**
 * Ready-made buttons: one 15-key Stream Deck page (5 × 3) per discipline family. Status keys
 * show the table through variables — worded ones (situation, target, result) follow the
 * connection's language; the press keys' own words are English, as Companion's UI is. Keys are
 * listed row by row, so dragging a category onto a page in order fills it as drawn here.
 */
import type { CompanionButtonPresetDefinition, CompanionPresetDefinitions, CompanionPresetFeedback } from '@companion-module/base';
import type { Family } from '../lib/engine/catalog';
import { FAMILIES } from '../lib/engine/catalog';
import type { Macro } from './api';
import { actionIdOf } from './actions';
import { COLOURS } from './colours';
import { feedbackStyle, type FeedbackId } from './feedbacks';

/** One key of a page, before the connection's label is put into its variables. */
export interface KeySpec {
	name: string;
	/** `{v:field}` stands for the field's variable. */
	text: string;
	bg: number;
	fg: number;
	size?: CompanionButtonPresetDefinition['style']['size'];
	press?: { actionId: string; options?: Record<string, string | number | boolean> };
	feedbacks?: { id: FeedbackId; options?: Record<string, number>; text?: string }[];
}

export const CATEGORY: Readonly<Record<Family, string>> = {
	pool: 'Pool: 8-ball, 9-ball, 10-ball, 14.1',
	carom: 'Carom',
	pins: 'Pins: seven pins, kegel',
	artistic: 'Artistic',
	pyramid: 'Russian pyramid: free, combined, dynamic',
	snooker: 'Snooker'
};

const player = (n: number, stats = false): KeySpec => ({
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
const artist = (n: number): KeySpec => ({ ...player(n), feedbacks: [{ id: 'atTable', options: { player: n } }] });

const runs = (n: number): KeySpec => ({
	name: `Player ${n} run and average`,
	text: `RUN {v:player${n}Run}\\nAVG\\n{v:player${n}Average}`,
	bg: COLOURS.bg,
	fg: COLOURS.muted,
	feedbacks: [{ id: 'atTable', options: { player: n } }]
});

const macro = (m: Macro, label: string, bg: number = COLOURS.surfaceRaised, fg: number = COLOURS.fgStrong): KeySpec => ({
	name: label.replace('\\n', ''),
	text: label,
	size: '18',
	bg,
	fg,
	press: { actionId: actionIdOf(m) }
});

const raw = (name: string, label: string, json: string): KeySpec => ({
	name,
	text: label,
	size: '18',
	bg: COLOURS.surfaceRaised,
	fg: COLOURS.fgStrong,
	press: { actionId: 'send_action', options: { json, atRevision: false } }
});

const clockKey: KeySpec = {
	name: 'Shot clock (start / stop)',
	text: 'CLOCK\\n{v:clockSeconds}',
	size: '18',
	bg: COLOURS.bg,
	fg: COLOURS.fg,
	press: { actionId: 'clock', options: { command: 'toggle' } },
	feedbacks: [{ id: 'clockRunning' }, { id: 'clockWarning' }, { id: 'clockExpired' }]
};
const clockCmd = (command: 'reset' | 'extend', label: string): KeySpec => ({
	name: `Shot clock ${command}`,
	text: label,
	size: '14',
	bg: COLOURS.surfaceRaised,
	fg: COLOURS.fg,
	press: { actionId: 'clock', options: { command } }
});

const situation: KeySpec = {
	name: 'Situation (rack, inning, result)',
	text: '{v:situation}',
	bg: COLOURS.bg,
	fg: COLOURS.fg,
	feedbacks: [{ id: 'hillHill' }, { id: 'matchFinished', text: '{v:result}' }]
};
const target: KeySpec = { name: 'Target', text: '{v:targetText}', size: '14', bg: COLOURS.bg, fg: COLOURS.muted };
/** Pins have no situation line while a match runs: the key shows the choice the rules offer. */
const choice: KeySpec = { ...situation, name: 'Choice the rules offer (result)', text: '{v:pending}', feedbacks: [{ id: 'matchFinished', text: '{v:result}' }] };
const atTable: KeySpec = { name: 'At the table', text: '{v:turnName}', bg: COLOURS.bg, fg: COLOURS.fg, feedbacks: [{ id: 'matchFinished', text: '{v:result}' }] };

/** A snooker ball potted, by name and value (SN-1); after a red the colour potted is the one nominated. */
const pot = (ball: string, value: number): KeySpec => ({
	...raw(`Pot ${ball}`, `${ball.toUpperCase()}\\n${value}`, JSON.stringify({ t: 'shot', potted: [ball] })),
	size: '14',
	...(ball === 'red' ? { bg: COLOURS.primary } : {})
});
/** The rules' choice after a foul (SN-7, NP-2): the incoming player takes the table as it lies. */
const accept = raw('Incoming player accepts the table', 'ACCEPT', '{"t":"choose","option":"accept"}');
const frameFor = (n: 1 | 2): KeySpec => ({ ...macro(n === 1 ? 'rack-1' : 'rack-2', `FRAME\\n{v:player${n}Name}`), name: `Frame for player ${n}`, size: '14' });

const point = macro('point', 'POINT', COLOURS.primary);
const miss = macro('miss', 'MISS');
const foul = macro('foul', 'FOUL', COLOURS.danger);
const safety = macro('safety', 'SAFETY');
const undo = macro('undo', 'UNDO', COLOURS.bg, COLOURS.fg);
const redo = macro('redo', 'REDO', COLOURS.bg, COLOURS.fg);
const reset = clockCmd('reset', 'CLOCK\\nRESET');
const extend = clockCmd('extend', 'EXTEN-\\nSION');

/** The pages, row by row (5 keys a row, 3 rows). */
export const PAGES: Readonly<Record<Family, readonly KeySpec[]>> = {
	pool: [
		player(1), situation, clockKey, target, player(2),
		point, miss, foul, safety, undo,
		{ ...macro('rack-1', 'RACK\\n{v:player1Name}'), name: 'Rack for player 1', size: '14' },
		{ ...macro('rack-2', 'RACK\\n{v:player2Name}'), name: 'Rack for player 2', size: '14' },
		reset, extend, redo
	],
	carom: [
		player(1, true), runs(1), situation, runs(2), player(2, true),
		point, miss, foul, safety, undo,
		clockKey, reset, extend, target, redo
	],
	pins: [
		player(1), target, choice, clockKey, player(2),
		miss, foul, safety, undo, redo,
		raw('King', 'KING', '{"t":"shot","pins":["king"]}'),
		raw('Carom (5)', 'CAROM', '{"t":"shot","carom":true}'),
		raw('Offender plays on: shoot', 'SHOOT', '{"t":"choose","option":"shoot"}'),
		raw('Pass the stroke back', 'PASS', '{"t":"choose","option":"pass"}'),
		reset
	],
	artistic: [
		artist(1), artist(2), artist(3), artist(4), situation,
		{ ...macro('point', 'SUCCESS', COLOURS.primary), size: '14' }, macro('miss', 'FAIL'), undo, redo, clockKey,
		// artistic has no target (a programme of figures): the key names the discipline
		atTable, { ...target, name: 'Discipline', text: '{v:disciplineName}', size: 'auto' }, reset, extend, { ...atTable, name: 'Score line', text: '{v:scoreLine}' }
	],
	// frames won on the player keys; the situation key has the frame: its number, balls on the table
	pyramid: [
		player(1), situation, choice, clockKey, player(2),
		{ ...macro('point', '1 BALL', COLOURS.primary), name: 'One ball potted' }, raw('Svoyak', 'SVOYAK', '{"t":"shot","svoyak":true}'), miss, foul, undo,
		frameFor(1), frameFor(2), reset, extend, redo
	],
	// a ball key per ball; a stroke that pots nothing ends the visit (a snooker "miss" is a foul)
	snooker: [
		player(1), situation, choice, accept, player(2),
		pot('red', 1), pot('yellow', 2), pot('green', 3), pot('brown', 4), pot('blue', 5),
		pot('pink', 6), pot('black', 7), { ...macro('miss', 'NO POT'), name: 'Nothing potted (end of visit)' }, foul, undo
	]
};

/** `{v:name}` → `$(label:name)`: the variables of this connection, whatever it is called. */
export const withLabel = (text: string, label: string): string => text.replace(/\{v:([A-Za-z0-9]+)\}/g, (_, v: string) => `$(${label}:${v})`);

export function presetDefinitions(label: string): CompanionPresetDefinitions {
	const out: CompanionPresetDefinitions = {};
	for (const family of FAMILIES) {
		PAGES[family].forEach((key, i) => {
			const feedbacks: CompanionPresetFeedback[] = (key.feedbacks ?? []).map((f) => ({
				feedbackId: f.id,
				options: f.options ?? {},
				style: f.text ? { ...feedbackStyle(f.id), text: withLabel(f.text, label) } : feedbackStyle(f.id)
			}));
			out[`${family}-${String(i + 1).padStart(2, '0')}`] = {
				type: 'button',
				category: CATEGORY[family],
				name: `${String(i + 1).padStart(2, '0')} ${key.name}`,
				style: { text: withLabel(key.text, label), size: key.size ?? 'auto', color: key.fg, bgcolor: key.bg },
				feedbacks,
				steps: [{ down: key.press ? [{ actionId: key.press.actionId, options: key.press.options ?? {} }] : [], up: [] }]
			};
		});
	}
	return out;
}
