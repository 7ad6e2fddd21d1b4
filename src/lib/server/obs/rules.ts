/**
 * OBS settings (schema + types) and the pure rule decision: match events in, planned OBS
 * operations out. No sockets, no timers, no clock: the adapter carries the plan out.
 */
import { z } from 'zod';
import { BROADCAST_MOMENTS, type MatchEvent } from '../../engine/types';
import { obsScopeOf, sameObs, type ObsScope, type TableState } from '../../protocol';
import { tableView } from '../../view/table-view';
import { ALL_FIELDS, fieldsOf, fieldText, type FieldValue, type Fields } from '../../view/fields';
import { boardT } from '../../i18n/board';
import { LANGS, type Lang } from '../../i18n/lang';

/**
 * What a rule can react to. `manual` rules are console buttons / keys. The broadcast moments
 * (hill-hill … last-inning) are the engine's MatchEvents of the same name (engine/types.ts).
 */
export const triggers = [
	'match-start',
	'rack-won',
	'match-won',
	'match-drawn',
	'timeout',
	'shot-clock-expired',
	'game-time-up',
	'manual',
	...BROADCAST_MOMENTS
] as const;
export type Trigger = (typeof triggers)[number];

/**
 * Events the adapter accepts: every engine MatchEvent, plus the few moments the server knows
 * and the engine does not (a match was started, a timeout was called, the shot clock ran out,
 * a timed match's game clock reached zero).
 */
export type ObsEvent =
	| MatchEvent
	| { type: 'match-start' }
	| { type: 'timeout'; player?: number }
	| { type: 'shot-clock-expired'; player?: number }
	| { type: 'game-time-up' };

const sceneName = z.string().trim().min(1, 'scene name is empty').max(256);
const obsInputName = z.string().trim().min(1, 'text source name is empty').max(256);

/**
 * Why a rule is refused, by a stable code the OBS page words in its language (obs.refusal.*);
 * the English here is the `reason` PUT /api/obs answers beside the code.
 */
export const RULE_REFUSALS = {
	'replay-no-scene': 'playReplay needs its replay scene: the OBS scene with the media source the replay plays in',
	'replay-no-input': 'playReplay needs its media source: the OBS media source (in the replay scene) the replay plays in',
	'replay-and-scene': 'a rule that plays the replay switches to its replay scene and back by itself: leave scene and returnAfterSeconds out',
	'replay-back-manual': 'replayBack (take the replay off now) is for a manual rule: a key or a button'
} as const;
export type RuleRefusal = keyof typeof RULE_REFUSALS;

/** Where a replay plays: the media source (an OBS ffmpeg_source; made if missing) in the replay scene. */
const replayPlaySchema = z
	.object({
		scene: z.string().trim().max(256).default(''),
		input: z.string().trim().max(256).default('')
	})
	.strict();
export type ReplayPlay = z.infer<typeof replayPlaySchema>;

type Fail = (message: string, path: string, refusal?: RuleRefusal) => void;
/** A replay played on air needs its scene and source, and takes the program itself. */
function checkPlay(play: ReplayPlay, rule: { scene?: string | undefined; returnAfterSeconds?: number | undefined }, fail: Fail): void {
	if (!play.scene) fail(RULE_REFUSALS['replay-no-scene'], 'playReplay', 'replay-no-scene');
	if (!play.input) fail(RULE_REFUSALS['replay-no-input'], 'playReplay', 'replay-no-input');
	if (rule.scene !== undefined || rule.returnAfterSeconds !== undefined) fail(RULE_REFUSALS['replay-and-scene'], 'playReplay', 'replay-and-scene');
}

/** A text source a rule writes when it fires: `{field}` and the event's values filled in (below). */
const ruleTextSchema = z
	.object({
		input: obsInputName,
		/** May be empty: a rule can clear a text (e.g. a banner, when the next match starts). */
		template: z
			.string()
			.max(500)
			.refine((t) => unknownPlaceholders(t).length === 0, {
				error: (issue) => `unknown field {${unknownPlaceholders(String(issue.input)).join('}, {')}} (see docs/fields.md)`
			})
	})
	.strict();

export const sceneRuleSchema = z
	.object({
		on: z.enum(triggers),
		/** Put this scene on program. */
		scene: sceneName.optional(),
		/** Go back to the scene that was on program before, after this many seconds. */
		returnAfterSeconds: z.number().positive().max(3600).optional(),
		/** Set this OBS text source. */
		text: ruleTextSchema.optional(),
		/** Save OBS's replay buffer (SaveReplayBuffer): the last seconds of the stream, to a file. */
		saveReplay: z.boolean().optional(),
		/** Save the replay buffer and play the file on air (playback.ts); back to the scene before when it ends. */
		playReplay: replayPlaySchema.optional(),
		/** For `manual` rules: take the replay on air off now, back to the scene before it ("back now"). */
		replayBack: z.boolean().optional(),
		/** For `run-reached` rules: only runs whose threshold is at least this (e.g. 100 of 50/100). */
		atLeast: z.number().int().positive().max(100_000).optional(),
		/** For `manual` rules: the console key (e.g. "F1", "r") and button label. */
		key: z.string().trim().min(1).max(32).optional(),
		label: z.string().trim().min(1).max(64).optional(),
		/** Only for this table (default: every table that uses this OBS). */
		table: z.string().min(1).optional()
	})
	.strict()
	.superRefine((rule, ctx) => {
		const fail = (message: string, path: string, refusal?: RuleRefusal) =>
			ctx.addIssue({ code: 'custom', message, path: [path], ...(refusal ? { params: { refusal } } : {}) });
		if (rule.scene === undefined && rule.text === undefined && rule.saveReplay !== true && !rule.playReplay && rule.replayBack !== true) {
			fail('a rule needs something to do: a scene, a text source, saveReplay, playReplay or replayBack', 'scene');
		}
		if (rule.playReplay) checkPlay(rule.playReplay, rule, fail);
		if (rule.replayBack === true && rule.on !== 'manual') fail(RULE_REFUSALS['replay-back-manual'], 'replayBack', 'replay-back-manual');
		if (rule.returnAfterSeconds !== undefined && rule.scene === undefined) fail('returnAfterSeconds needs a scene to return from', 'returnAfterSeconds');
		if (rule.atLeast !== undefined && rule.on !== 'run-reached') fail('atLeast only filters run-reached rules', 'atLeast');
		// The console presses a manual rule by its key; only a plain scene switch can go by its scene.
		if (rule.on === 'manual' && rule.key === undefined && (rule.text !== undefined || rule.saveReplay === true || rule.playReplay || rule.replayBack === true)) {
			fail('a manual rule that sets a text, saves or plays the replay, or takes it off needs a key', 'key');
		}
	});
export type SceneRule = z.infer<typeof sceneRuleSchema>;
export type Rule = SceneRule;

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

export type { ObsScope };

/**
 * The scenes and inputs the settings name for the OBS of `scope`: what it must have for every
 * rule and text source sent to it to work (a replay's media source is made when missing, so it
 * is not listed). A rule or text source for one table goes to that table's own OBS when it has
 * one, else to the venue's; one for every table goes to each.
 */
export function namedIn(settings: ObsSettings, scope: ObsScope): { scenes: string[]; inputs: string[] } {
	const goesHere = (table: string | undefined) => table === undefined || sameObs(obsScopeOf(settings.tables, table), scope);
	const scenes = new Set<string>();
	const inputs = new Set<string>();
	for (const rule of settings.rules) {
		if (!goesHere(rule.table)) continue;
		if (rule.scene) scenes.add(rule.scene);
		if (rule.playReplay?.scene) scenes.add(rule.playReplay.scene);
		if (rule.text) inputs.add(rule.text.input);
	}
	const { table, lang: _lang, ...fields } = settings.textSources;
	if (goesHere(table)) for (const input of Object.values(fields)) if (typeof input === 'string' && input) inputs.add(input);
	return { scenes: [...scenes], inputs: [...inputs] };
}

// ---------------------------------------------------------------- the plan

export type PlannedOp =
	| { op: 'scene'; scene: string; returnAfterSeconds?: number; because: Trigger }
	/** `because`: a rule's text, sent even when OBS should already show it (it marks a moment). */
	| { op: 'text'; input: string; text: string; because?: Trigger }
	/** Save the replay buffer; with `play`, play the file on air (playback.ts). */
	| { op: 'replay'; because: Trigger; play?: ReplayPlay }
	/** Take the replay on air off now (a manual rule's `replayBack`). */
	| { op: 'replay-back'; because: 'manual' };

/**
 * When several events in one action match rules, the strongest moment wins the program: the
 * match's end, then how the rack was won (the rarer feat first), then the rack itself.
 */
const priority: Record<Trigger, number> = {
	manual: 0,
	'shot-clock-expired': 1,
	'game-time-up': 2,
	timeout: 2,
	'run-reached': 3,
	'match-start': 4,
	'last-inning': 5,
	'equalizing-inning': 6,
	'rack-won': 7,
	'hill-hill': 8,
	'break-and-run': 9,
	'golden-break': 10,
	'match-drawn': 11,
	'match-won': 12
};

const triggerOf = (event: ObsEvent): Trigger | null => {
	switch (event.type) {
		case 'match-start':
		case 'rack-won':
		case 'match-won':
		case 'match-drawn':
		case 'timeout':
		case 'shot-clock-expired':
		case 'game-time-up':
		case 'hill-hill':
		case 'run-reached':
		case 'break-and-run':
		case 'golden-break':
		case 'equalizing-inning':
		case 'last-inning':
			return event.type;
		default:
			return null;
	}
};

const ruleApplies = (rule: SceneRule, tableId: string) => rule.table === undefined || rule.table === tableId;

/** Whether a rule fires on this event: its trigger, its table, and (run-reached) its threshold. */
const fires = (rule: SceneRule, event: ObsEvent, trigger: Trigger, tableId: string) =>
	rule.on === trigger &&
	ruleApplies(rule, tableId) &&
	(rule.atLeast === undefined || (event.type === 'run-reached' && event.threshold >= rule.atLeast));

type TextsSettings = Pick<ObsSettings, 'textSources'>;

/** The table's fields as the text sources word them (null state: none). */
const fieldsFor = (state: TableState | null, sources: TextSources, now: number): Fields =>
	state ? fieldsOf(tableView(state, now), boardT(sources.lang ?? 'en'), state.match?.setup) : {};

/** Texts for every configured text source, from the table's view. Missing values become "". */
export function texts(state: TableState, sources: TextSources, now = Date.now()): { input: string; text: string }[] {
	const configured = Object.entries(sources).filter(
		(e): e is [string, string] => e[0] !== 'table' && e[0] !== 'lang' && typeof e[1] === 'string'
	);
	if (!configured.length) return [];
	const fields = fieldsFor(state, sources, now);
	return configured.map(([key, input]) => ({ input, text: fieldText(fields[fieldFor(key)]) }));
}

/** One rule's text op, its template filled from the fields and the event. */
const ruleText = (rule: SceneRule & { text: NonNullable<SceneRule['text']> }, event: ObsEvent | null, fields: Fields, because: Trigger): PlannedOp => ({
	op: 'text',
	input: rule.text.input,
	text: fillTemplate(rule.text.template, fields, eventValues(event, fields)),
	because
});

/**
 * The plan for one accepted action (or server moment), in the order the adapter runs it:
 * - at most one replay save, if any rule that fired asks for one (one moment, one file), played
 *   on air when a fired rule plays it (the first listed such rule's scene and source);
 * - every fired rule's text, in the order the rules are listed;
 * - at most one scene change: the highest-priority trigger's first listed rule with a scene;
 * - then the text sources that follow the score (`state` null, or no match: left alone).
 */
export function decide(
	events: readonly ObsEvent[],
	state: TableState | null,
	settings: Pick<ObsSettings, 'rules'> & TextsSettings,
	tableId: string,
	now = Date.now()
): PlannedOp[] {
	const sources = settings.textSources;
	let fields: Fields | null = null;
	const fieldsNow = () => (fields ??= fieldsFor(state, sources, now));
	let replay: Trigger | null = null;
	let play: ReplayPlay | null = null;
	const ruleTexts: PlannedOp[] = [];
	let best: { rule: SceneRule & { scene: string }; trigger: Trigger } | null = null;
	for (const event of events) {
		const trigger = triggerOf(event);
		if (!trigger) continue;
		let sceneTaken = false;
		for (const rule of settings.rules) {
			if (!fires(rule, event, trigger, tableId)) continue;
			if ((rule.saveReplay || rule.playReplay) && replay === null) replay = trigger;
			if (rule.playReplay && play === null) play = rule.playReplay;
			if (rule.text) ruleTexts.push(ruleText({ ...rule, text: rule.text }, event, fieldsNow(), trigger));
			if (rule.scene !== undefined && !sceneTaken) {
				sceneTaken = true; // for one trigger, the first rule with a scene
				if (!best || priority[trigger] > priority[best.trigger]) best = { rule: { ...rule, scene: rule.scene }, trigger };
			}
		}
	}
	const plan: PlannedOp[] = [];
	if (replay) plan.push({ op: 'replay', because: replay, ...(play ? { play } : {}) });
	plan.push(...ruleTexts);
	// A replay played on air takes the program (and gives it back): no other scene cuts it short.
	if (best && !play) {
		plan.push({
			op: 'scene',
			scene: best.rule.scene,
			because: best.trigger,
			...(best.rule.returnAfterSeconds !== undefined ? { returnAfterSeconds: best.rule.returnAfterSeconds } : {})
		});
	}
	if (state?.match && (sources.table === undefined || sources.table === tableId)) {
		for (const t of texts(state, sources, now)) plan.push({ op: 'text', ...t });
	}
	return plan;
}

/** The rule a console key stands for, or null. */
export function manualRule(settings: Pick<ObsSettings, 'rules'>, key: string, tableId?: string): SceneRule | null {
	return (
		settings.rules.find(
			(r) => r.on === 'manual' && r.key === key && (tableId === undefined || ruleApplies(r, tableId))
		) ?? null
	);
}

/**
 * What a manual rule does when pressed, in the same order as `decide`: the replay on air taken
 * off, the replay (saved, or played), text, scene.
 * `state`: the table the text's fields come from (null: only the template's words).
 */
export function manualPlan(rule: SceneRule, state: TableState | null, settings: TextsSettings, now = Date.now()): PlannedOp[] {
	const plan: PlannedOp[] = [];
	if (rule.replayBack) plan.push({ op: 'replay-back', because: 'manual' });
	if (rule.saveReplay || rule.playReplay) plan.push({ op: 'replay', because: 'manual', ...(rule.playReplay ? { play: rule.playReplay } : {}) });
	if (rule.text) plan.push(ruleText({ ...rule, text: rule.text }, null, fieldsFor(state, settings.textSources, now), 'manual'));
	if (rule.scene !== undefined) {
		plan.push({
			op: 'scene',
			scene: rule.scene,
			because: 'manual',
			...(rule.returnAfterSeconds !== undefined ? { returnAfterSeconds: rule.returnAfterSeconds } : {})
		});
	}
	return plan;
}

/**
 * The text a rule writes into an OBS text source: a template such as `{playerName} — run of {run}`
 * filled from the table's one flat view (src/lib/view/fields.ts, the names of docs/fields.md)
 * and from the event the rule fired on. Pure: the fields come in, a string goes out.
 */
/**
 * The event's own values a template may use. They win over a field of the same name: `{rack}`
 * is the rack the event is about (the rack just won), not the rack the table is on by now.
 */
export const EVENT_VALUES = ['player', 'playerName', 'run', 'threshold', 'rack'] as const;
export type EventValue = (typeof EVENT_VALUES)[number];

const KNOWN = new Set<string>([...ALL_FIELDS, ...EVENT_VALUES]);
/** `{name}`: a letter, then letters and digits. Other braces are left as written. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders of a template that name neither a field nor an event value (for the settings' error). */
export function unknownPlaceholders(template: string): string[] {
	return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !KNOWN.has(name));
}

/** The event's values, players numbered from 1 as in the field names; the name read from the fields. */
export function eventValues(event: ObsEvent | null, fields: Fields): Partial<Record<EventValue, FieldValue>> {
	if (!event) return {};
	const out: Partial<Record<EventValue, FieldValue>> = {};
	if ('player' in event && typeof event.player === 'number') {
		out.player = event.player + 1;
		out.playerName = fields[`player${event.player + 1}Name`] ?? null;
	}
	if ('rack' in event && typeof event.rack === 'number') out.rack = event.rack;
	if (event.type === 'run-reached') {
		out.run = event.run;
		out.threshold = event.threshold;
	}
	return out;
}

/** Fills a template; what the table or the event lacks becomes "" (as text sources always did). */
export function fillTemplate(template: string, fields: Fields, values: Partial<Record<EventValue, FieldValue>>): string {
	return template.replace(PLACEHOLDER, (whole, name: string) => {
		if (name in values) return fieldText(values[name as EventValue]);
		if (KNOWN.has(name)) return fieldText(fields[name]);
		return whole;
	});
}
