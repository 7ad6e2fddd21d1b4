/** What /api/obs answers (src/lib/server/obs), as the OBS page reads it. */
export type Rule = {
	on: string;
	scene?: string;
	returnAfterSeconds?: number;
	text?: { input: string; template: string };
	saveReplay?: boolean;
	/** Play the saved replay on air: the media source (`input`) in the replay scene. */
	playReplay?: { scene: string; input: string };
	/** A manual rule: take the replay on air off now. */
	replayBack?: boolean;
	atLeast?: number;
	key?: string;
	label?: string;
	table?: string;
};
/** The last replay a connection tried: saved, and (played on air) how that went (src/lib/server/obs/replay.ts). */
export type ReplayStatus = {
	at: number;
	because: string;
	saved: boolean;
	reason: string | null;
	code?: string | null;
	file?: string | null;
	playback?: 'loading' | 'on-air' | 'back' | 'kept' | 'failed';
	scene?: string;
	returnTo?: string | null;
};
export type Connection = {
	state: string;
	reason: string | null;
	endpoint: string;
	obsVersion?: string | null;
	scope: { kind: string; table?: string };
	lastError: string | null;
	replay?: ReplayStatus | null;
	/** The scenes and inputs this OBS has (null: not known), and those the rules name that it lacks. */
	names?: { scenes: string[]; inputs: string[] } | null;
	missing?: { scenes: string[]; inputs: string[] };
};
export type Settings = { enabled: boolean; host: string; port: number; hasPassword: boolean; studioMode: boolean; rules: Rule[]; textSources: Record<string, string> };
export type ManualScene = { scene?: string; key?: string; label?: string; table?: string; saveReplay?: boolean; text?: string; playReplay?: string; replayBack?: boolean };
export interface ObsStatus {
	settings: Settings | null;
	status: { enabled: boolean; connections: Connection[] };
	manual: ManualScene[];
}
/** A message under an action: saved, switched, refused. */
export type Said = { ok: boolean; text: string };

/**
 * The events a rule may fire on (src/lib/server/obs/rules.ts `triggers`; a test keeps the two
 * lists equal), in the order the picker lists them: the match, the rack, the carom innings, the clock.
 */
export const TRIGGERS = [
	'match-start',
	'rack-won',
	'hill-hill',
	'break-and-run',
	'golden-break',
	'run-reached',
	'equalizing-inning',
	'last-inning',
	'match-won',
	'match-drawn',
	'timeout',
	'shot-clock-expired',
	'game-time-up',
	'manual'
] as const;
/**
 * The text sources the form offers (any field of docs/fields.md can be set through the API);
 * `turn` is the name of the player at the table.
 */
export const TEXT_FIELDS = [
	'player1Name',
	'player2Name',
	'player1Score',
	'player2Score',
	'player1Innings',
	'player2Innings',
	'player1Average',
	'player2Average',
	'player1HighRun',
	'player2HighRun',
	'scoreLine',
	'turn',
	'disciplineName',
	'targetText',
	'result',
	'clockSeconds'
] as const;
/** The OBS states the console's chip and this page both name (conn.obs.*). */
export const STATES = ['connected', 'connecting', 'failed'] as const;

/** A rule as the form edits it: every field a plain input (the text source and the replay on air split in two). */
export type FormRule = Omit<Rule, 'text' | 'scene' | 'playReplay' | 'replayBack'> & {
	scene: string;
	textInput: string;
	textTemplate: string;
	saveReplay: boolean;
	playReplay: boolean;
	playScene: string;
	playInput: string;
	replayBack: boolean;
};

/** The settings form as edited (the password is sent only when typed). */
export interface SettingsForm {
	enabled: boolean;
	host: string;
	port: number;
	password: string;
	studioMode: boolean;
	rules: FormRule[];
	texts: Record<string, string>;
}

export const formRule = (r: Rule): FormRule => {
	const { text, playReplay, ...rest } = r;
	return {
		...rest,
		scene: r.scene ?? '',
		textInput: text?.input ?? '',
		textTemplate: text?.template ?? '',
		saveReplay: r.saveReplay === true,
		playReplay: playReplay !== undefined,
		playScene: playReplay?.scene ?? '',
		playInput: playReplay?.input ?? '',
		replayBack: r.replayBack === true
	};
};

export const formOf = (s: Settings | null): SettingsForm => ({
	enabled: s?.enabled ?? false,
	host: s?.host ?? '127.0.0.1',
	port: s?.port ?? 4455,
	password: '',
	studioMode: s?.studioMode ?? false,
	rules: (s?.rules ?? []).map(formRule),
	texts: { ...(s?.textSources ?? {}) }
});

const filled = (v: unknown) => v !== '' && v !== undefined && v !== null && !(typeof v === 'number' && Number.isNaN(v));

/**
 * A form rule as the settings take it: empty fields left out, a threshold only where it filters,
 * the replay on air with its scene and source as typed (the server names what is missing).
 */
export function ruleOf(r: FormRule): Rule {
	const { textInput, textTemplate, saveReplay, playReplay, playScene, playInput, replayBack, ...rest } = r;
	const out = { ...Object.fromEntries(Object.entries(rest).filter(([, v]) => filled(v))), on: r.on } as Rule;
	if (r.on !== 'run-reached') delete out.atLeast;
	if (out.scene === undefined) delete out.returnAfterSeconds; // nothing to return from
	if (textInput.trim()) out.text = { input: textInput.trim(), template: textTemplate };
	if (saveReplay) out.saveReplay = true;
	if (playReplay) out.playReplay = { scene: playScene.trim(), input: playInput.trim() };
	if (replayBack && r.on === 'manual') out.replayBack = true;
	return out;
}

/** What PUT /api/obs takes: empty fields left out. */
export function bodyOf(f: SettingsForm) {
	const textSources = Object.fromEntries(Object.entries(f.texts).filter(([, v]) => v && v.trim()));
	const rules = f.rules.map(ruleOf);
	return { enabled: f.enabled, host: f.host, port: Number(f.port), studioMode: f.studioMode, rules, textSources, ...(f.password ? { password: f.password } : {}) };
}

/**
 * The suggested replay rules (docs/obs.md): a replay when a rack is won and on a break and run,
 * and a key that saves one. Only those the form lacks are added (a key already in use is kept).
 */
export function withSuggestions(rules: FormRule[], label: string): FormRule[] {
	const blank = { scene: '', textInput: '', textTemplate: '', playReplay: false, playScene: '', playInput: '', replayBack: false };
	const wanted: FormRule[] = [
		{ on: 'rack-won', saveReplay: true, ...blank },
		{ on: 'break-and-run', saveReplay: true, ...blank },
		{ on: 'manual', key: 'r', label, saveReplay: true, ...blank }
	];
	const has = (w: FormRule) => rules.some((r) => (w.on === 'manual' ? r.on === 'manual' && r.key === w.key : r.on === w.on && r.saveReplay));
	return [...rules, ...wanted.filter((w) => !has(w))];
}

/** The event values a rule's text may use beside the fields (src/lib/server/obs/rules.ts). */
export const EVENT_VALUES = ['playerName', 'player', 'rack', 'run', 'threshold'] as const;
