/**
 * The rule options a set-up form offers beside the target and the break (issue 16: the
 * **Unclear** points of RULES-more.md, each a set-up key of its engine). Each option's FIRST
 * value is the engine's default — setup-options.test.ts holds every one to its engine's schema,
 * so the form never shows one rule and plays another. The form always sends what it shows.
 *
 * Targets (raceTo, bestOf, pointsTo, reds) and the break come from the catalog's `suggested`
 * and are not repeated here.
 */
import type { Key } from '$lib/i18n/en';

export interface SelectOption {
	kind: 'select';
	key: string;
	label: Key;
	/** The values, the engine's default first; each worded `${label}.${value}`. */
	values: readonly string[];
}
export interface ToggleOption {
	kind: 'toggle';
	key: string;
	label: Key;
	/** The engine's default; `reds6` is six-red snooker's own: on exactly with 6 reds (SN-13). */
	value: boolean | 'reds6';
}
export interface NumberOption {
	kind: 'number';
	key: string;
	label: Key;
	value: number;
	min: number;
	max: number;
}
export type SetupOption = SelectOption | ToggleOption | NumberOption;

const objectOffTable: SelectOption = { kind: 'select', key: 'objectOffTable', label: 'setup.objectOffTable', values: ['foul', 'spot-only'] };
/** PY-3 Unclear: the balls a break that pockets none must drive to a cushion (FP, CP). */
const breakCushions: NumberOption = { kind: 'number', key: 'breakCushions', label: 'setup.breakCushions', value: 2, min: 0, max: 15 };

export const SETUP_OPTIONS: Readonly<Record<string, readonly SetupOption[]>> = {
	'ten-ball': [
		{ kind: 'toggle', key: 'safetyCall', label: 'setup.safetyCall', value: false },
		{ kind: 'toggle', key: 'tenLastToWin', label: 'setup.tenLastToWin', value: true }
	],
	'free-pyramid': [breakCushions, objectOffTable, { kind: 'select', key: 'foulInHand', label: 'setup.foulInHand', values: ['position', 'house'] }],
	'combined-pyramid': [
		breakCushions,
		objectOffTable,
		{ kind: 'select', key: 'penalty', label: 'setup.penalty', values: ['opponent-takes', 'offender-returns'] },
		{ kind: 'select', key: 'svoyakBall', label: 'setup.svoyakBall', values: ['striker', 'opponent'] }
	],
	'dynamic-pyramid': [
		objectOffTable,
		{ kind: 'select', key: 'failedBreak', label: 'setup.failedBreak', values: ['choice', 'penalty'] },
		{ kind: 'select', key: 'premiumSvoyak', label: 'setup.premiumSvoyak', values: ['no-count', 'foul'] },
		{ kind: 'select', key: 'foulInHand', label: 'setup.foulInHand', values: ['house', 'anywhere'] }
	],
	snooker: [
		{ kind: 'toggle', key: 'sixRedRules', label: 'setup.sixRedRules', value: 'reds6' },
		{ kind: 'toggle', key: 'missRule', label: 'setup.missRule', value: true }
	]
};

export const optionsOf = (discipline: string): readonly SetupOption[] => SETUP_OPTIONS[discipline] ?? [];

export type OptionValues = Record<string, string | number | boolean>;

/** The values a form starts from: the last match's where it was this discipline, else the defaults. */
export function startValues(discipline: string, previous: Record<string, unknown> | null, reds: number): OptionValues {
	const same = previous?.discipline === discipline ? previous : {};
	const out: OptionValues = {};
	for (const o of optionsOf(discipline)) {
		const had = same[o.key];
		if (o.kind === 'select') out[o.key] = typeof had === 'string' && o.values.includes(had) ? had : o.values[0]!;
		else if (o.kind === 'number') out[o.key] = typeof had === 'number' ? had : o.value;
		else out[o.key] = typeof had === 'boolean' ? had : o.value === 'reds6' ? reds === 6 : o.value;
	}
	return out;
}

/** The words of a select's value: `setup.penalty.offender-returns`. */
export const valueWord = (o: SelectOption, value: string): Key => `${o.label}.${value}` as Key;
