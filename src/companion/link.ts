/**
 * The module's working part, apart from Companion's glue: it keeps one table's fields live from
 * the event stream, turns them into variables and feedback checks, sends the buttons' presses,
 * and says how the connection stands. It talks to Companion only through `Host`, so unit tests
 * drive it with a fake host and the integration test through the real InstanceBase.
 */
import { randomUUID } from 'node:crypto';
import { InstanceStatus, type CompanionVariableDefinitions, type CompanionVariableValues, type LogLevel } from '@companion-module/base';
import type { Fields } from '../lib/view/fields';
import { MAX_ACTION_BYTES } from '../lib/protocol';
import { CuecastApi, type ClockCommand, type Macro, type Outcome } from './api';
import type { Settings, TableChoice } from './config';
import { changedFields, feedbacksReading, type FeedbackId } from './feedbacks';
import { changedValues, unknownFields, variableDefinitions, variableValues } from './fields';
import { refusalConcernsConnection, statusLive, statusOfRefusal, type Status } from './status';
import { FieldStream } from './stream';

export interface Host {
	setVariableDefinitions(defs: CompanionVariableDefinitions): void;
	setVariableValues(values: CompanionVariableValues): void;
	/** Re-check the feedbacks of these types (never empty: module API 2 refuses an empty call). */
	checkFeedbacks(ids: FeedbackId[]): void;
	/** Re-check every feedback: after a (re)connect, when what Companion shows may be stale. */
	checkAllFeedbacks(): void;
	updateStatus(status: InstanceStatus, message: string | null): void;
	log(level: LogLevel, message: string): void;
	/** The tables cuecast listed changed (the settings form offers them). */
	tablesChanged?(tables: TableChoice[]): void;
}

export type LiveSettings = Extract<Settings, { ok: true }>;

export interface LinkOptions {
	fetch?: typeof fetch;
	random?: () => number;
	silenceMs?: number;
	/** Wait before sending again what cuecast could not store (503). */
	retryMs?: number;
}

export class CuecastLink {
	readonly #host: Host;
	readonly #opts: LinkOptions;
	#settings: LiveSettings | null = null;
	#api: CuecastApi | null = null;
	#stream: FieldStream | null = null;
	#fields: Fields = {};
	/** Where the table is: the match and its revision, as the fields last said. */
	#at: Position = { match: null, revision: null };
	#sent: CompanionVariableValues = {};
	#extra: string[] = [];
	/**
	 * The stream (re)opened and its first state has not come yet: that state re-checks every
	 * feedback, not only those whose fields changed — after a gap, cheap insurance that the
	 * buttons show this state whatever happened meanwhile.
	 */
	#resync = false;
	/** What the last refused request said about the key (it outlasts a reconnect of the stream). */
	#keyTrouble: Status | null = null;
	#lastStatus = '';

	constructor(host: Host, opts: LinkOptions = {}) {
		this.#host = host;
		this.#opts = opts;
		host.setVariableDefinitions(variableDefinitions());
	}

	/** The latest fields (empty until the first state arrives). */
	get fields(): Readonly<Fields> {
		return this.#fields;
	}
	get position(): Position {
		return this.#at;
	}

	/** (Re)starts with new settings: a new stream, the old fields forgotten. */
	start(settings: Settings): void {
		this.stop();
		this.#keyTrouble = null;
		this.#apply({});
		if (!settings.ok) {
			this.#status({ status: InstanceStatus.BadConfig, message: settings.reason });
			return;
		}
		this.#settings = settings;
		const api = new CuecastApi({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, fetch: this.#opts.fetch });
		this.#api = api;
		this.#status({ status: InstanceStatus.Connecting, message: `Connecting to ${settings.baseUrl}` });
		void this.refreshTables();
		if (settings.apiKey) void this.#checkKey(api, settings);
		this.#stream = new FieldStream({
			url: api.tableUrl(settings.table, '/events', settings.lang),
			headers: api.headers(),
			anonymousHeaders: {},
			fetch: this.#opts.fetch,
			random: this.#opts.random,
			silenceMs: this.#opts.silenceMs,
			events: {
				open: () => {
					this.#resync = true;
				},
				state: (fields, revision) => {
					const resync = this.#resync;
					this.#resync = false;
					this.#apply(fields, revision, resync);
					this.#status(this.#keyTrouble ?? statusLive(settings.apiKey !== ''));
				},
				trouble: (status, reason) => {
					if (status === 401) this.#keyTrouble = statusOfRefusal(401, reason, settings.table);
					this.#status(statusOfRefusal(status, reason, settings.table));
					if (status === 0 || status === 404) void this.refreshTables();
				}
			}
		});
		this.#stream.start();
	}

	stop(): void {
		this.#stream?.stop();
		this.#stream = null;
		this.#api = null;
		this.#settings = null;
	}

	/** Asks cuecast for its tables (for the settings form's drop-down). */
	async refreshTables(): Promise<void> {
		const api = this.#api;
		if (!api) return;
		const res = await api.tables();
		if (res.ok && api === this.#api) this.#host.tablesChanged?.(res.tables);
	}

	/** A bad or read key is said at once, not at the first press of a show. */
	async #checkKey(api: CuecastApi, s: LiveSettings): Promise<void> {
		const res = await api.checkKey();
		if (api !== this.#api || res.ok || (res.status !== 401 && res.status !== 403)) return;
		this.#keyTrouble = statusOfRefusal(res.status, res.reason, s.table);
		this.#status(this.#keyTrouble);
	}

	press(macro: Macro): Promise<void> {
		// One key for this press: sent again after a lost answer, it is applied once.
		const idempotencyKey = randomUUID();
		return this.#send(`press ${macro}`, (api, s) => api.press(s.table, macro, s.lang, idempotencyKey), { retryUnstored: true, retryUnreachable: true });
	}

	clock(command: ClockCommand | 'toggle'): Promise<void> {
		const cmd: ClockCommand = command === 'toggle' ? (this.#fields.clockRunning === true ? 'stop' : 'start') : command;
		return this.#send(`clock ${cmd}`, (api, s) => api.clock(s.table, cmd, s.lang), { retryUnstored: true });
	}

	/** The raw action: match-script JSON as typed in the button (variables already filled in). */
	sendAction(json: string, atRevision: boolean): Promise<void> {
		const action = parseAction(json);
		if (!action.ok) {
			this.#host.log('warn', `send action: ${action.reason}`);
			return Promise.reject(new Error(action.reason));
		}
		const at = this.#at;
		if (atRevision && (at.match === null || at.revision === null)) {
			const reason = 'the table shows no match to pin the action to';
			this.#host.log('warn', `send action: ${reason}`);
			return Promise.reject(new Error(reason));
		}
		const pin = atRevision ? { match: at.match ?? undefined, revision: at.revision ?? undefined } : {};
		// One key for this press: a retry after a lost answer is applied once (docs/api.md).
		const idempotencyKey = randomUUID();
		return this.#send(`action ${action.action.t}`, (api, s) => api.act(s.table, action.action, s.lang, { ...pin, idempotencyKey }), {
			retryUnstored: true,
			retryUnreachable: true
		});
	}

	async #send(what: string, call: (api: CuecastApi, s: LiveSettings) => Promise<Outcome>, retry: { retryUnstored?: boolean; retryUnreachable?: boolean }): Promise<void> {
		const api = this.#api;
		const s = this.#settings;
		if (!api || !s) throw new Error('not connected: check the connection’s settings');
		let out = await call(api, s);
		if (!out.ok && ((out.status === 503 && retry.retryUnstored) || (out.status === 0 && retry.retryUnreachable))) {
			await new Promise((r) => setTimeout(r, this.#opts.retryMs ?? 300));
			out = await call(api, s);
		}
		if (api !== this.#api) return; // settings changed meanwhile: the answer is about another table
		if (out.ok) {
			if (this.#keyTrouble) {
				this.#keyTrouble = null;
				this.#status(statusLive(true));
			}
			// The stream brings the same state; an answer newer than what it brought shows sooner.
			if (out.fields && isAhead(positionOf(out.fields), this.#at)) this.#apply(out.fields);
			return;
		}
		if (refusalConcernsConnection(out.status)) {
			const st = statusOfRefusal(out.status, out.reason, s.table);
			if (out.status === 401 || out.status === 403) this.#keyTrouble = st;
			this.#status(st);
		}
		const message = `${what} refused (${out.status || 'unreachable'} ${out.code}): ${out.reason}`;
		this.#host.log('warn', message);
		throw new Error(message);
	}

	/** Takes a new state: variables that changed, and a re-check of what it may have changed. */
	#apply(fields: Fields, streamRevision: number | null = null, checkAll = false): void {
		const changed = changedFields(this.#fields, fields);
		this.#fields = fields;
		const at = positionOf(fields);
		this.#at = { match: at.match, revision: at.revision ?? streamRevision };
		const added = unknownFields(fields, this.#extra);
		if (added.length > 0) {
			this.#extra = [...this.#extra, ...added];
			this.#host.setVariableDefinitions(variableDefinitions(this.#extra));
		}
		const values = variableValues(fields, this.#extra);
		const newValues = changedValues(values, this.#sent);
		this.#sent = values;
		if (Object.keys(newValues).length > 0) this.#host.setVariableValues(newValues);
		if (checkAll) {
			this.#host.checkAllFeedbacks();
			return;
		}
		// Only the feedbacks whose fields changed: a clock tick (clockSeconds) re-checks none.
		const stale = feedbacksReading(changed);
		if (stale.length > 0) this.#host.checkFeedbacks(stale);
	}

	#status(st: Status): void {
		const key = `${st.status}|${st.message ?? ''}`;
		if (key === this.#lastStatus) return;
		this.#lastStatus = key;
		this.#host.updateStatus(st.status, st.message);
		if (st.status !== InstanceStatus.Ok) this.#host.log(st.status === InstanceStatus.Connecting ? 'info' : 'warn', st.message ?? st.status);
	}
}

/** A match and its revision (null: none, or a server that does not say). */
export interface Position {
	match: number | null;
	revision: number | null;
}

export const positionOf = (f: Readonly<Fields>): Position => ({
	match: typeof f.matchId === 'number' ? f.matchId : null,
	revision: typeof f.revision === 'number' ? f.revision : null
});

/** Whether `a` is a later moment of the same match than `b` (another match: the stream decides). */
export const isAhead = (a: Position, b: Position): boolean =>
	a.match !== null && a.match === b.match && a.revision !== null && (b.revision === null || a.revision > b.revision);

export type ParsedAction = { ok: true; action: Record<string, unknown> & { t: string } } | { ok: false; reason: string };

/** The raw action's JSON: one object with a string `t`, as docs/match-script.md writes them. */
export function parseAction(json: string): ParsedAction {
	const text = json.trim();
	if (text.length === 0) return { ok: false, reason: 'no action: write one, e.g. {"t":"shot","potted":[9]}' };
	if (text.length > MAX_ACTION_BYTES) return { ok: false, reason: `the action is longer than ${MAX_ACTION_BYTES} bytes` };
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch (err) {
		return { ok: false, reason: `not JSON (${(err as Error).message}): ${text}` };
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'the action must be a JSON object, e.g. {"t":"undo"}' };
	const t = (value as { t?: unknown }).t;
	if (typeof t !== 'string' || t === '') return { ok: false, reason: 'the action needs its kind in "t", e.g. {"t":"undo"}' };
	return { ok: true, action: value as Record<string, unknown> & { t: string } };
}
