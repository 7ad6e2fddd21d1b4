/** What /api/obs answers (src/lib/server/obs), as the OBS page reads it. */
export type Rule = { on: string; scene: string; returnAfterSeconds?: number; key?: string; label?: string; table?: string };
export type Connection = {
	state: string;
	reason: string | null;
	endpoint: string;
	obsVersion?: string | null;
	scope: { kind: string; table?: string };
	lastError: string | null;
};
export type Settings = { enabled: boolean; host: string; port: number; hasPassword: boolean; studioMode: boolean; rules: Rule[]; textSources: Record<string, string> };
export type ManualScene = { scene: string; key?: string; label?: string; table?: string };
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

/** The settings form as edited (the password is sent only when typed). */
export interface SettingsForm {
	enabled: boolean;
	host: string;
	port: number;
	password: string;
	studioMode: boolean;
	rules: Rule[];
	texts: Record<string, string>;
}

export const formOf = (s: Settings | null): SettingsForm => ({
	enabled: s?.enabled ?? false,
	host: s?.host ?? '127.0.0.1',
	port: s?.port ?? 4455,
	password: '',
	studioMode: s?.studioMode ?? false,
	rules: (s?.rules ?? []).map((r) => ({ ...r })),
	texts: { ...(s?.textSources ?? {}) }
});

/** What PUT /api/obs takes: empty fields left out. */
export function bodyOf(f: SettingsForm) {
	const textSources = Object.fromEntries(Object.entries(f.texts).filter(([, v]) => v && v.trim()));
	const rules = f.rules.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== '' && v !== undefined && v !== null)));
	return { enabled: f.enabled, host: f.host, port: Number(f.port), studioMode: f.studioMode, rules, textSources, ...(f.password ? { password: f.password } : {}) };
}
