/**
 * The module's boolean feedbacks: each is a predicate over the table's current fields, so a
 * button lights while it holds. Colours are the design tokens' (src/lib/theme/tokens.css).
 */
import type { CompanionBooleanFeedbackDefinition, CompanionOptionValues } from '@companion-module/base';
import type { Fields } from '../lib/view/fields';
import { MAX_PLAYER_SLOTS } from '../lib/view/fields';
import { COLOURS } from './colours';

/** A feedback's rule: does it hold for these fields (and this button's options)? */
export type Predicate = (fields: Readonly<Fields>, options: CompanionOptionValues) => boolean;

/** The player a button is about: 1…8, anything else counts as 1. */
export function playerOption(options: CompanionOptionValues): number {
	const n = Number(options.player);
	return Number.isInteger(n) && n >= 1 && n <= MAX_PLAYER_SLOTS ? n : 1;
}

const foulWarning = (v: unknown): boolean => typeof v === 'string' && v !== '';

export type FeedbackId = 'atTable' | 'clockRunning' | 'clockWarning' | 'clockExpired' | 'hillHill' | 'foulWarning' | 'matchFinished';

export const PREDICATES: Readonly<Record<FeedbackId, Predicate>> = {
	atTable: (f, o) => f[`player${playerOption(o)}AtTable`] === true,
	clockRunning: (f) => f.clockRunning === true,
	clockWarning: (f) => f.clockWarning === true,
	clockExpired: (f) => f.clockExpired === true,
	hillHill: (f) => f.hillHill === true,
	foulWarning: (f, o) => foulWarning(f[`player${playerOption(o)}FoulWarning`]),
	matchFinished: (f) => f.status === 'finished'
};

/** Every player slot's name of a per-player field: `player1AtTable` … `player8AtTable`. */
const perPlayer = (field: string): string[] => Array.from({ length: MAX_PLAYER_SLOTS }, (_, i) => `player${i + 1}${field}`);

/**
 * The fields each feedback's predicate reads (for any of its options): when a state changes only
 * other fields, the feedback cannot have changed, and Companion is not asked to re-check it.
 * feedbacks.test.ts holds each predicate to this list.
 */
export const READS: Readonly<Record<FeedbackId, readonly string[]>> = {
	atTable: perPlayer('AtTable'),
	clockRunning: ['clockRunning'],
	clockWarning: ['clockWarning'],
	clockExpired: ['clockExpired'],
	hillHill: ['hillHill'],
	foulWarning: perPlayer('FoulWarning'),
	matchFinished: ['status']
};

export const FEEDBACK_IDS = Object.keys(PREDICATES) as FeedbackId[];

/** The feedbacks that read any of these fields, in FEEDBACK_IDS order. */
export function feedbacksReading(fields: ReadonlySet<string>): FeedbackId[] {
	return FEEDBACK_IDS.filter((id) => READS[id].some((f) => fields.has(f)));
}

/** The fields whose values differ between two states (a field one has and the other not, too). */
export function changedFields(before: Readonly<Fields>, after: Readonly<Fields>): Set<string> {
	const out = new Set<string>();
	for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) if (before[k] !== after[k]) out.add(k);
	return out;
}

const playerChoice = {
	type: 'dropdown' as const,
	id: 'player',
	label: 'Player',
	default: 1,
	choices: Array.from({ length: MAX_PLAYER_SLOTS }, (_, i) => ({ id: i + 1, label: `Player ${i + 1}` }))
};

const TEXT: Readonly<Record<FeedbackId, { name: string; description: string; player: boolean; bg: number; fg: number }>> = {
	atTable: { name: 'Player at the table', description: 'The chosen player is at the table (his turn)', player: true, bg: COLOURS.turn, fg: COLOURS.bg },
	clockRunning: { name: 'Shot clock running', description: 'The shot clock counts down', player: false, bg: COLOURS.primary, fg: COLOURS.fgStrong },
	clockWarning: { name: 'Shot clock warning', description: 'The shot clock is in its last 10 seconds', player: false, bg: COLOURS.accent, fg: COLOURS.accentFg },
	clockExpired: { name: 'Shot clock ran out', description: 'The shot clock reached zero', player: false, bg: COLOURS.danger, fg: COLOURS.fgStrong },
	hillHill: { name: 'Hill-hill', description: 'A race (pool, pyramid) or a best-of (snooker): both players one rack or frame from the win', player: false, bg: COLOURS.accent, fg: COLOURS.accentFg },
	foulWarning: { name: 'Foul warning', description: 'The chosen player is on a foul warning (a next foul costs the rack or points)', player: true, bg: COLOURS.danger, fg: COLOURS.fgStrong },
	matchFinished: { name: 'Match finished', description: 'The match is decided', player: false, bg: COLOURS.good, fg: COLOURS.fgStrong }
};

/** Every feedback is boolean, and typed so: callers (and tests) need not narrow a union. */
export function feedbackDefinitions(fields: () => Readonly<Fields>): Record<FeedbackId, CompanionBooleanFeedbackDefinition> {
	const defs = {} as Record<FeedbackId, CompanionBooleanFeedbackDefinition>;
	for (const id of FEEDBACK_IDS) {
		const t = TEXT[id];
		defs[id] = {
			type: 'boolean',
			name: t.name,
			description: t.description,
			defaultStyle: { bgcolor: t.bg, color: t.fg },
			options: t.player ? [playerChoice] : [],
			callback: (feedback) => PREDICATES[id](fields(), feedback.options)
		};
	}
	return defs;
}

/** The default style of a feedback, for presets that use it as it comes. */
export const feedbackStyle = (id: FeedbackId) => ({ bgcolor: TEXT[id].bg, color: TEXT[id].fg });
