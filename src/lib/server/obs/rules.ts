/**
 * OBS settings (schema + types) and the pure scene-rule decision: match events in, planned
 * OBS operations out. No sockets, no timers, no clock: the adapter carries the plan out.
 */
import { z } from 'zod';
import type { MatchEvent } from '../../engine/types';
import type { TableState } from '../../protocol';
import { tableView } from '../../view/table-view';
import { ALL_FIELDS, fieldsOf, fieldText } from '../../view/fields';
import { boardT } from '../../i18n/board';
import { LANGS, type Lang } from '../../i18n/lang';

/** What a scene rule can react to. `manual` rules are console buttons / keys. */
export const triggers = [
	'match-start',
	'rack-won',
	'match-won',
	'match-drawn',
	'timeout',
	'shot-clock-expired',
	'manual'
] as const;
export type Trigger = (typeof triggers)[number];

/**
 * Events the adapter accepts: every engine MatchEvent, plus the few moments the server knows
 * and the engine does not (a match was started, a timeout was called, the shot clock ran out).
 */
export type ObsEvent =
	| MatchEvent
	| { type: 'match-start' }
	| { type: 'timeout'; player?: number }
	| { type: 'shot-clock-expired'; player?: number };

const sceneName = z.string().trim().min(1, 'scene name is empty').max(256);

export const sceneRuleSchema = z
	.object({
		on: z.enum(triggers),
		scene: sceneName,
		/** Go back to the scene that was on program before, after this many seconds. */
		returnAfterSeconds: z.number().positive().max(3600).optional(),
		/** For `manual` rules: the console key (e.g. "F1", "r") and button label. */
		key: z.string().trim().min(1).max(32).optional(),
		label: z.string().trim().min(1).max(64).optional(),
		/** Only for this table (default: every table that uses this OBS). */
		table: z.string().min(1).optional()
	})
	.strict();
export type SceneRule = z.infer<typeof sceneRuleSchema>;

/**
 * OBS text inputs (text_ft2_source_v2) kept up to date: field name → input name, for any field of
 * the one flat view of a table (src/lib/view/fields.ts: `player1Name`, `scoreLine`, `targetText` …).
 * `turn` keeps its first meaning here: the name of the player at the table (`turnName`).
 */
const inputName = z.string().min(1).optional();
export const textSourcesSchema = z
	.object({
		...Object.fromEntries(ALL_FIELDS.map((field) => [field, inputName])),
		/** Only this table feeds the text sources (default: every table that uses this OBS). */
		table: z.string().min(1).optional(),
		/** The language of worded fields (discipline, target, result); English by default. */
		lang: z.enum(LANGS as [Lang, ...Lang[]]).optional()
	})
	.strict();
export type TextSources = z.infer<typeof textSourcesSchema> & Partial<Record<string, string>>;
/** A field of a text source as the settings name it (fields.ts names, plus `turn`). */
export type TextField = string;

/** The field a text-source key reads (`turn` names the player at the table, as it always did). */
const fieldFor = (key: string): string => (key === 'turn' ? 'turnName' : key);

const host = z
	.string()
	.trim()
	.min(1, 'host is empty')
	.max(253)
	.regex(/^[A-Za-z0-9.\-:[\]]+$/, 'host: letters, digits, dots, dashes, or an IPv6 address in brackets');
const port = z.number().int().min(1).max(65535);
/** Empty string: OBS has authentication switched off. */
const password = z.string().max(256);

/** A table that talks to its own OBS (e.g. one streaming PC per table). */
export const tableObsSchema = z
	.object({
		enabled: z.boolean().default(true),
		host,
		port: port.default(4455),
		password: password.default(''),
		studioMode: z.boolean().optional()
	})
	.strict();

export const obsSettingsSchema = z
	.object({
		enabled: z.boolean().default(false),
		host: host.default('127.0.0.1'),
		port: port.default(4455),
		password: password.default(''),
		/** Operator uses OBS studio mode: set the preview, then transition. */
		studioMode: z.boolean().default(false),
		rules: z.array(sceneRuleSchema).max(200).default([]),
		textSources: textSourcesSchema.default({}),
		/** Per-table OBS connections; tables not listed use the venue's OBS above. */
		tables: z.record(z.string().min(1), tableObsSchema).default({})
	})
	.strict();
export type ObsSettings = z.infer<typeof obsSettingsSchema>;
export type ObsSettingsInput = z.input<typeof obsSettingsSchema>;

/** Parses settings from a file or a form; throws a ZodError with the reasons. */
export const parseObsSettings = (input: unknown): ObsSettings => obsSettingsSchema.parse(input);

// ---------------------------------------------------------------- the plan

export type PlannedOp =
	| { op: 'scene'; scene: string; returnAfterSeconds?: number; because: Trigger }
	| { op: 'text'; input: string; text: string };

/** When several events in one action match rules, the strongest moment wins the program. */
const priority: Record<Trigger, number> = {
	manual: 0,
	'shot-clock-expired': 1,
	timeout: 2,
	'match-start': 3,
	'rack-won': 4,
	'match-drawn': 5,
	'match-won': 6
};

const triggerOf = (event: ObsEvent): Trigger | null => {
	switch (event.type) {
		case 'match-start':
		case 'rack-won':
		case 'match-won':
		case 'match-drawn':
		case 'timeout':
		case 'shot-clock-expired':
			return event.type;
		default:
			return null;
	}
};

const ruleApplies = (rule: SceneRule, tableId: string) => rule.table === undefined || rule.table === tableId;

/** Texts for every configured text source, from the table's view. Missing values become "". */
export function texts(state: TableState, sources: TextSources, now = Date.now()): { input: string; text: string }[] {
	const configured = Object.entries(sources).filter(
		(e): e is [string, string] => e[0] !== 'table' && e[0] !== 'lang' && typeof e[1] === 'string'
	);
	if (!configured.length) return [];
	const fields = fieldsOf(tableView(state, now), boardT(sources.lang ?? 'en'));
	return configured.map(([key, input]) => ({ input, text: fieldText(fields[fieldFor(key)]) }));
}

/**
 * The plan for one accepted action (or server moment): at most one scene change (the
 * highest-priority matching rule; on a tie the first rule listed), then the text updates.
 * `state` null, or a table without a match: texts are left alone.
 */
export function decide(
	events: readonly ObsEvent[],
	state: TableState | null,
	settings: Pick<ObsSettings, 'rules' | 'textSources'>,
	tableId: string
): PlannedOp[] {
	const plan: PlannedOp[] = [];
	let best: { rule: SceneRule; trigger: Trigger } | null = null;
	for (const event of events) {
		const trigger = triggerOf(event);
		if (!trigger) continue;
		for (const rule of settings.rules) {
			if (rule.on !== trigger || !ruleApplies(rule, tableId)) continue;
			if (!best || priority[trigger] > priority[best.trigger]) best = { rule, trigger };
			break; // first matching rule for this trigger
		}
	}
	if (best) {
		plan.push({
			op: 'scene',
			scene: best.rule.scene,
			because: best.trigger,
			...(best.rule.returnAfterSeconds !== undefined ? { returnAfterSeconds: best.rule.returnAfterSeconds } : {})
		});
	}
	const sources = settings.textSources;
	if (state?.match && (sources.table === undefined || sources.table === tableId)) {
		for (const t of texts(state, sources)) plan.push({ op: 'text', ...t });
	}
	return plan;
}

/** The scene a console key (or a manual button's label/scene) stands for, or null. */
export function manualRule(settings: Pick<ObsSettings, 'rules'>, key: string, tableId?: string): SceneRule | null {
	return (
		settings.rules.find(
			(r) => r.on === 'manual' && r.key === key && (tableId === undefined || ruleApplies(r, tableId))
		) ?? null
	);
}
