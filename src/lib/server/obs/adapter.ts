/**
 * The OBS adapter: the small interface the server calls. Scoring never waits for OBS:
 * `onMatchEvents` decides (pure, microseconds), queues the work per OBS connection and
 * returns; the queue runs the obs-websocket calls, each bounded by a timeout.
 */
import { ObsConnection, realTimers, type ObsConnectionOptions, type ObsStatus, type Timers } from './connection';
import { obsScopeOf, type TableState } from '../../protocol';
import { decide, manualPlan, manualRule, namedIn, type ObsEvent, type ObsScope, type ObsSettings, type PlannedOp } from './rules';
import type { ReplayStatus } from './replay';
import { ReplayPlayer, type ReplayTimings } from './playback';
import { putOnProgram } from './program';
import { owedIn, type Owed, type OwedReturn } from './handover';
import { SceneReturn } from './returns';

export type { ObsScope };

/** A connection's key in `targets`: 'venue', or 'table:<id>'. */
const scopeKey = (scope: ObsScope): string => (scope.kind === 'venue' ? 'venue' : `table:${scope.table}`);

export interface ObsConnectionStatus extends ObsStatus {
	scope: ObsScope;
	/** The last request OBS refused (e.g. a scene that does not exist), for the console. */
	lastError: string | null;
	lastErrorAt: number | null;
	/** The last replay asked of this OBS (a rule or a key): whether OBS saved it, and played it on air. */
	replay: ReplayStatus | null;
	/**
	 * A timed scene on program that this node takes off at `at` (ms since the epoch), back to
	 * `returnTo`; null when none. With a replay on air (`replay.playback: 'on-air'`), what a node
	 * that takes OBS over finishes (`inherit`).
	 */
	returning: OwedReturn | null;
	/** The scenes and inputs this OBS has: read on connect, then kept by OBS's events as one is made, removed or renamed (null: not known). */
	names: ObsNames | null;
	/** What the settings name for this OBS that it does not have (empty while `names` is not known): a rule would fail on air. */
	missing: ObsNames;
}

export interface ObsNames {
	scenes: string[];
	inputs: string[];
}

/**
 * How each obs-websocket event about a scene or an input changes the lists read on connect. The
 * lists follow the events rather than being read again: OBS sends InputCreated before the new
 * input is listed by GetInputList, so a read on the event can miss it.
 */
const NAME_CHANGES: Record<string, (names: ObsNames, event: Record<string, unknown>) => ObsNames> = {
	SceneCreated: (n, e) => (e.isGroup === true ? n : { ...n, scenes: added(n.scenes, e.sceneName) }),
	SceneRemoved: (n, e) => ({ ...n, scenes: n.scenes.filter((x) => x !== e.sceneName) }),
	SceneNameChanged: (n, e) => ({ ...n, scenes: added(n.scenes.filter((x) => x !== e.oldSceneName), e.sceneName) }),
	InputCreated: (n, e) => ({ ...n, inputs: added(n.inputs, e.inputName) }),
	InputRemoved: (n, e) => ({ ...n, inputs: n.inputs.filter((x) => x !== e.inputName) }),
	InputNameChanged: (n, e) => ({ ...n, inputs: added(n.inputs.filter((x) => x !== e.oldInputName), e.inputName) })
};
const added = (list: string[], name: unknown) => (typeof name === 'string' && !list.includes(name) ? [...list, name] : list);

export interface ObsAdapterStatus {
	enabled: boolean;
	connections: ObsConnectionStatus[];
}

export type ObsResult = { ok: true } | { ok: false; reason: string };

/**
 * The stream an OBS is sending: when it started (ms since the epoch, this server's clock: now less
 * OBS's `outputDuration`), or why that is not known (OBS off for the table, not connected, not
 * streaming, or it refused).
 */
export type ObsStream = { ok: true; startedAt: number } | { ok: false; reason: string };
export type ObsAdapterListener = (status: ObsAdapterStatus) => void;

export interface ObsAdapterOptions {
	timers?: Timers;
	log?: (line: string) => void;
	/** Passed to every ObsConnection (timeouts, backoff, client factory for unit tests). */
	connection?: Pick<ObsConnectionOptions, 'callTimeoutMs' | 'connectTimeoutMs' | 'backoff' | 'createClient'>;
	/** Jobs waiting per OBS beyond this are dropped (OBS slow or hung): default 32. */
	maxQueue?: number;
	/** How long a replay played on air waits for its file and its end (playback.ts). */
	replay?: ReplayTimings;
}

interface Target {
	key: string;
	scope: ObsScope;
	config: string;
	conn: ObsConnection;
	studioMode: boolean;
	tail: Promise<void>;
	queued: number;
	/** Text each input should show, and what OBS was last sent. */
	wanted: Map<string, string>;
	sent: Map<string, string>;
	flushQueued: boolean;
	/** A timed scene's way back (its status is the connection's `returning`). */
	returns: SceneReturn;
	lastError: string | null;
	lastErrorAt: number | null;
	/** Replays: saved, and played on air (its status is the connection's `replay`). */
	player: ReplayPlayer;
	/** OBS's scenes and inputs, while connected and read (null: not known). */
	names: ObsNames | null;
	namesQueued: boolean;
	unsubscribe: () => void;
}

/** How long what another node left on program waits for this node's connection to its OBS. */
const INHERIT_MS = 60_000;

const configKey = (c: { host: string; port: number; password: string }) => JSON.stringify([c.host, c.port, c.password]);

export class ObsAdapter {
	private settings: ObsSettings | null = null;
	private targets = new Map<string, Target>();
	private listeners = new Set<ObsAdapterListener>();
	/** Each table's latest state, for the fields of a manual rule's text; and which table moved last. */
	private lastState = new Map<string, TableState>();
	private lastTable: string | null = null;
	/**
	 * What another node left on program, by connection, until that OBS connects here (`inherit`);
	 * forgotten after INHERIT_MS (an OBS that comes back much later is the operator's to set).
	 */
	private inherited = new Map<string, { owed: Owed; until: number }>();
	private readonly timers: Timers;
	private readonly maxQueue: number;
	private closed = false;

	constructor(
		settings: ObsSettings | null,
		private readonly opts: ObsAdapterOptions = {}
	) {
		this.timers = opts.timers ?? realTimers;
		this.maxQueue = opts.maxQueue ?? 32;
		this.configure(settings);
	}

	// ------------------------------------------------------------ the interface the server calls

	/**
	 * After every accepted action (events may be empty: text sources still follow the score),
	 * and with `[{ type: 'match-start' }]`, `[{ type: 'timeout' }]`, `[{ type: 'shot-clock-expired' }]`
	 * for the moments the server knows. Returns at once; never throws.
	 */
	onMatchEvents(tableId: string, events: readonly ObsEvent[], state: TableState | null): void {
		try {
			if (this.closed || !this.settings) return;
			if (state) {
				this.lastState.set(tableId, state);
				this.lastTable = tableId;
			}
			const target = this.targetFor(tableId);
			if (!target) return;
			const plan = decide(events, state, this.settings, tableId, this.timers.now());
			this.run(target, plan);
		} catch (err) {
			this.opts.log?.(`obs: onMatchEvents failed: ${err instanceof Error ? err.message : String(err)}`);
		}
	}

	/** A manual scene button. Resolves when OBS answered (or with the reason it did not); never rejects. */
	switchScene(scene: string, options: { tableId?: string; returnAfterSeconds?: number } = {}): Promise<ObsResult> {
		const target = options.tableId !== undefined ? this.targetFor(options.tableId) : this.targets.get('venue');
		return this.runNow(target, [
			{ op: 'scene', scene, because: 'manual', ...(options.returnAfterSeconds !== undefined ? { returnAfterSeconds: options.returnAfterSeconds } : {}) }
		]);
	}

	/**
	 * A console key bound by a `manual` rule: its replay save, text and scene, in that order.
	 * Resolves when OBS answered every part ({ ok: false } with each refusal's reason); never rejects.
	 */
	pressKey(key: string, tableId?: string): Promise<ObsResult> {
		try {
			const rule = this.settings ? manualRule(this.settings, key, tableId) : null;
			if (!this.settings || !rule) return Promise.resolve({ ok: false, reason: `no rule is bound to key "${key}"` });
			const table = tableId ?? rule.table;
			const target = table !== undefined ? this.targetFor(table) : this.targets.get('venue');
			const from = table ?? this.lastTable;
			const state = from !== null ? (this.lastState.get(from) ?? null) : null;
			return this.runNow(target, manualPlan(rule, state, this.settings, this.timers.now()));
		} catch (err) {
			return Promise.resolve({ ok: false, reason: err instanceof Error ? err.message : String(err) });
		}
	}

	/**
	 * The stream of the OBS that shows `tableId` (its own OBS, else the venue's), asked now
	 * (obs-websocket `GetStreamStatus`, bounded by the call timeout); never rejects. A read: it
	 * does not wait behind the queued scene and text work.
	 */
	async streamStatus(tableId: string): Promise<ObsStream> {
		const target = this.closed || !this.settings ? undefined : this.targetFor(tableId);
		if (!target) return { ok: false, reason: 'OBS is not configured for this table' };
		if (!target.conn.connected) return { ok: false, reason: `OBS not connected: ${target.conn.status().reason ?? target.conn.status().state}` };
		try {
			const asked = this.timers.now();
			const status = await target.conn.call('GetStreamStatus');
			const answered = this.timers.now();
			if (status.outputActive !== true) return { ok: false, reason: 'OBS is not streaming' };
			const duration = status.outputDuration;
			if (typeof duration !== 'number' || !Number.isFinite(duration) || duration < 0) return { ok: false, reason: 'OBS gave no stream duration' };
			// OBS measured the duration somewhere between asking and hearing back: the middle is off by
			// half the round trip at most (a busy server hears late; taking the answer's time was off by all of it)
			return { ok: true, startedAt: Math.round((asked + answered) / 2) - duration };
		} catch (err) {
			return { ok: false, reason: err instanceof Error ? err.message : String(err) };
		}
	}

	/** Connection states for the console (no password in here). */
	status(): ObsAdapterStatus {
		return {
			enabled: this.targets.size > 0,
			connections: [...this.targets.values()].map((t) => ({
				...t.conn.status(),
				scope: t.scope,
				lastError: t.lastError,
				lastErrorAt: t.lastErrorAt,
				...this.owedBy(t),
				names: t.names,
				missing: this.missingIn(t)
			}))
		};
	}

	/** A connection's replay and timed return: its own, or while OBS has not connected yet, what it inherited. */
	private owedBy(t: Target): Pick<ObsConnectionStatus, 'replay' | 'returning'> {
		const own = { replay: t.player.status ? { ...t.player.status } : null, returning: t.returns.owed };
		const left = this.inherited.get(t.key);
		if (!left || left.until < this.timers.now() || own.returning || own.replay?.playback === 'on-air') return own;
		const { replay, returning } = left.owed;
		if (replay) return { ...own, replay: { at: left.until - INHERIT_MS, saved: true, reason: null, code: null, ...replay } };
		return { ...own, returning: returning ?? null };
	}

	onStatus(listener: ObsAdapterListener): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	/**
	 * Applies new settings: connections whose host, port or password changed are replaced,
	 * the others keep their socket. Also the way to retry after an authentication failure.
	 */
	configure(settings: ObsSettings | null): void {
		if (this.closed) return;
		this.settings = settings;
		const wanted = new Map<string, { scope: ObsScope; host: string; port: number; password: string; studioMode: boolean }>();
		if (settings?.enabled) {
			wanted.set('venue', { scope: { kind: 'venue' }, ...settings });
		}
		for (const [table, t] of Object.entries(settings?.tables ?? {})) {
			if (!t.enabled) continue;
			wanted.set(scopeKey({ kind: 'table', table }), {
				scope: { kind: 'table', table },
				host: t.host,
				port: t.port,
				password: t.password,
				studioMode: t.studioMode ?? settings?.studioMode ?? false
			});
		}
		for (const [key, target] of [...this.targets]) {
			const w = wanted.get(key);
			if (!w || configKey(w) !== target.config) this.drop(target);
		}
		for (const [key, w] of wanted) {
			const existing = this.targets.get(key);
			if (existing) {
				existing.studioMode = w.studioMode;
				if (existing.conn.status().state === 'failed' && existing.conn.status().nextRetryAt === null) existing.conn.start();
				continue;
			}
			this.add(key, w);
		}
		this.emit();
	}

	/** Retries every connection now (e.g. the console's "reconnect" button). */
	reconnect(): void {
		for (const t of this.targets.values()) t.conn.start();
	}

	/**
	 * This node takes OBS over from one that drove it (a new leader): what that node's last status
	 * says it had on program to take off later — a timed scene, a replay on air — is finished here
	 * once each OBS connects, provided that scene is still on program. Until then this node's own
	 * status says it owes them, so a leader after it inherits them in turn. Replaces what was
	 * inherited before (null: nothing is owed here any more).
	 */
	inherit(status: unknown): void {
		this.inherited.clear();
		for (const { scope, owed } of owedIn(status)) {
			const key = scopeKey(scope);
			const target = this.targets.get(key);
			if (target?.conn.connected) this.enqueue(target, () => this.finish(target, owed));
			else this.inherited.set(key, { owed, until: this.timers.now() + INHERIT_MS });
		}
	}

	/** Resolves when the work queued so far has run (for tests and orderly shutdown). */
	async idle(): Promise<void> {
		await Promise.all([...this.targets.values()].map((t) => t.tail));
	}

	async close(): Promise<void> {
		if (this.closed) return;
		this.closed = true;
		for (const t of [...this.targets.values()]) this.drop(t);
		this.listeners.clear();
	}

	// ------------------------------------------------------------ internals

	/** The connection to the OBS a table's scenes go to (undefined when that OBS is off). */
	private targetFor(tableId: string): Target | undefined {
		return this.targets.get(scopeKey(obsScopeOf(this.settings?.tables ?? {}, tableId)));
	}

	private add(key: string, w: { scope: ObsScope; host: string; port: number; password: string; studioMode: boolean }): void {
		const conn = new ObsConnection({
			host: w.host,
			port: w.port,
			password: w.password,
			timers: this.timers,
			...(this.opts.log ? { log: this.opts.log } : {}),
			...this.opts.connection
		});
		const target: Target = {
			key,
			scope: w.scope,
			config: configKey(w),
			conn,
			studioMode: w.studioMode,
			tail: Promise.resolve(),
			queued: 0,
			wanted: new Map(),
			sent: new Map(),
			flushQueued: false,
			returns: new SceneReturn({ conn, timers: this.timers, studioMode: () => target.studioMode, enqueue: (job) => this.enqueue(target, job), changed: () => this.emit() }),
			lastError: null,
			lastErrorAt: null,
			// (the closures read `target` once it is made)
			player: new ReplayPlayer({ conn, timers: this.timers, studioMode: () => target.studioMode, enqueue: (job) => this.enqueue(target, job), changed: () => this.emit(), log: (line) => this.opts.log?.(`obs ${conn.endpoint}: ${line}`) }, this.opts.replay),
			names: null,
			namesQueued: false,
			unsubscribe: () => {}
		};
		let wasConnected = false;
		const unlisten = [
			conn.onStatus((s) => {
				if (s.state === 'connected' && !wasConnected) {
					const left = this.inherited.get(key);
					this.inherited.delete(key);
					if (left && left.until >= this.timers.now()) this.enqueue(target, () => this.finish(target, left.owed));
					// Fresh session: OBS may have restarted, so send every text again, and read what it has.
					target.sent.clear();
					this.flushTexts(target);
					this.readNames(target);
				}
				if (s.state !== 'connected') target.names = null;
				wasConnected = s.state === 'connected';
				this.emit();
			}),
			...Object.entries(NAME_CHANGES).map(([event, change]) =>
				conn.onEvent(event, (data) => {
					// before the lists are read, the read (queued after what is in flight) will have it
					if (!target.names) return this.readNames(target);
					target.names = change(target.names, data);
					this.emit();
				})
			)
		];
		target.unsubscribe = () => unlisten.forEach((off) => off());
		this.targets.set(key, target);
		conn.start();
	}

	private drop(target: Target): void {
		this.inherited.delete(target.key);
		target.unsubscribe();
		target.returns.cancel();
		target.player.close();
		target.conn.stop();
		this.targets.delete(target.key);
	}

	/**
	 * Carries out an event's plan: the replay save first (it is about this very moment), then the
	 * texts, then the scene (so the scene comes up with its texts already in place).
	 */
	private run(target: Target, plan: PlannedOp[]): void {
		let texts = false;
		for (const op of plan) {
			if (op.op === 'text') {
				target.wanted.set(op.input, op.text);
				// A rule's text marks a moment: send it even if OBS should show it already.
				if (op.because) target.sent.delete(op.input);
				texts = true;
			} else if (op.op === 'replay') {
				if (target.conn.connected) this.enqueue(target, () => this.replay(target, op).catch(() => {}));
				else target.player.refused(op.because, 'OBS not connected', op.play);
			}
		}
		if (texts) this.flushTexts(target);
		for (const op of plan) {
			if (op.op !== 'scene') continue;
			if (target.conn.connected) {
				this.enqueue(target, () => this.showScene(target, op.scene, op.returnAfterSeconds));
			} else {
				// A scene switch is about this moment: replaying it after a reconnect would be wrong.
				this.opts.log?.(`obs ${target.conn.endpoint}: not connected, scene "${op.scene}" (${op.because}) skipped`);
			}
		}
	}

	/** Carries out a manual plan as one job, and says how each part went. */
	private runNow(target: Target | undefined, plan: PlannedOp[]): Promise<ObsResult> {
		try {
			if (this.closed || !this.settings) return Promise.resolve({ ok: false, reason: 'OBS is not configured' });
			if (!target) return Promise.resolve({ ok: false, reason: 'OBS is switched off for this table' });
			if (!target.conn.connected) {
				const why = `OBS not connected: ${target.conn.status().reason ?? target.conn.status().state}`;
				for (const op of plan) if (op.op === 'replay') target.player.refused(op.because, why, op.play);
				return Promise.resolve({ ok: false, reason: why });
			}
			return new Promise<ObsResult>((resolve) => {
				const queued = this.enqueue(target, async () => {
					const refused: string[] = [];
					for (const op of plan) {
						try {
							if (op.op === 'replay') await this.replay(target, op);
							else if (op.op === 'replay-back') this.replayBack(target);
							else if (op.op === 'text') await this.sendText(target, op.input, op.text);
							else await this.showScene(target, op.scene, op.returnAfterSeconds);
						} catch (err) {
							const reason = err instanceof Error ? err.message : String(err);
							refused.push(reason);
							if (op.op !== 'replay' && op.op !== 'replay-back') this.noteError(target, err); // a replay keeps its own status
						}
					}
					resolve(refused.length ? { ok: false, reason: refused.join('; ') } : { ok: true });
				});
				if (!queued) resolve({ ok: false, reason: 'OBS is busy (too many requests waiting)' });
			});
		} catch (err) {
			return Promise.resolve({ ok: false, reason: err instanceof Error ? err.message : String(err) });
		}
	}

	/**
	 * Saves the replay buffer (and plays it on air) with the outcome kept for the console; rejects
	 * with the reason. A replay on air goes back where a timed scene rule was to go back to.
	 */
	private replay(target: Target, op: Extract<PlannedOp, { op: 'replay' }>): Promise<void> {
		if (!op.play) return target.player.run(op.because);
		// The timed scene's way back is the replay's once it is on program. Until then (the save can
		// take seconds) it stands, and stays owed in the status: should the replay fail, or this node
		// stop, the timed scene still comes off.
		return target.player.run(op.because, op.play, target.returns.owed?.returnTo ?? null, target.returns.letGoOfCurrent());
	}

	/** The "back now" key. */
	private replayBack(target: Target): void {
		if (!target.player.back()) throw new Error('no replay is on air');
	}

	/** One text, now (a manual rule's): remembered like the others, so a reconnect sends it again. */
	private async sendText(target: Target, input: string, text: string): Promise<void> {
		target.wanted.set(input, text);
		await target.conn.call('SetInputSettings', { inputName: input, inputSettings: { text }, overlay: true });
		target.sent.set(input, text);
	}

	/** Adds a job to the target's serial queue; false when the queue is full. */
	private enqueue(target: Target, job: () => Promise<void>): boolean {
		if (target.queued >= this.maxQueue) {
			this.opts.log?.(`obs ${target.conn.endpoint}: ${target.queued} requests waiting, dropping one`);
			return false;
		}
		target.queued++;
		target.tail = target.tail
			.then(job)
			.catch((err: unknown) => this.noteError(target, err))
			.finally(() => {
				target.queued--;
			});
		return true;
	}

	private noteError(target: Target, err: unknown): void {
		const message = err instanceof Error ? err.message : String(err);
		target.lastError = message;
		target.lastErrorAt = this.timers.now();
		this.opts.log?.(`obs ${target.conn.endpoint}: ${message}`);
		this.emit();
	}

	/** Reads OBS's scene and input lists (queued behind the work before it, once however often asked meanwhile); OBS's events keep them after. */
	private readNames(target: Target): void {
		if (target.namesQueued || !target.conn.connected) return;
		target.namesQueued = true;
		const queued = this.enqueue(target, async () => {
			target.namesQueued = false;
			if (!target.conn.connected) return;
			const [scenes, inputs] = await Promise.all([target.conn.call('GetSceneList'), target.conn.call('GetInputList')]);
			const named = (list: unknown, key: string) => (Array.isArray(list) ? list.map((x) => (x as Record<string, unknown>)?.[key]).filter((n): n is string => typeof n === 'string') : []);
			target.names = { scenes: named(scenes.scenes, 'sceneName'), inputs: named(inputs.inputs, 'inputName') };
			this.emit();
		});
		if (!queued) target.namesQueued = false;
	}

	/** The names the settings give this OBS that it does not have, once its lists are known. */
	private missingIn(target: Target): ObsNames {
		if (!target.names || !this.settings) return { scenes: [], inputs: [] };
		const { scenes, inputs } = namedIn(this.settings, target.scope);
		const has = { scenes: new Set(target.names.scenes), inputs: new Set(target.names.inputs) };
		return { scenes: scenes.filter((n) => !has.scenes.has(n)), inputs: inputs.filter((n) => !has.inputs.has(n)) };
	}

	private flushTexts(target: Target): void {
		if (target.flushQueued || !target.conn.connected || target.wanted.size === 0) return;
		target.flushQueued = true;
		const queued = this.enqueue(target, async () => {
			target.flushQueued = false;
			for (const [input, text] of [...target.wanted]) {
				if (target.sent.get(input) === text) continue;
				if (!target.conn.connected) return;
				try {
					await target.conn.call('SetInputSettings', { inputName: input, inputSettings: { text }, overlay: true });
				} catch (err) {
					this.noteError(target, err);
				}
				// Marked sent even after a refusal (missing input): no retry storm; the next change retries.
				target.sent.set(input, text);
			}
		});
		if (!queued) target.flushQueued = false;
	}

	/** Puts `scene` on program (studio mode: preview, then transition); schedules the return. */
	private async showScene(target: Target, scene: string, returnAfterSeconds?: number): Promise<void> {
		const { conn } = target;
		const program = await conn.call('GetCurrentProgramScene');
		const previous = typeof program.currentProgramSceneName === 'string' ? program.currentProgramSceneName : null;
		// A replay on air gives way to this scene: it no longer goes back, and this one goes back there.
		const fromReplay = target.player.takeReturn();
		await putOnProgram(target.conn, this.timers, target.studioMode, scene);

		const returnTo = target.returns.owed?.returnTo ?? fromReplay ?? previous;
		target.returns.cancel();
		if (returnAfterSeconds === undefined || !returnTo || returnTo === scene) return;
		target.returns.schedule({ scene, returnTo, at: this.timers.now() + returnAfterSeconds * 1000 });
	}

	/** What another node left on program (`inherit`), finished on this OBS. */
	private async finish(target: Target, owed: Owed): Promise<void> {
		if (owed.replay) return target.player.adopt(owed.replay);
		if (!owed.returning || target.returns.owed) return; // this node has switched since: its own return stands
		this.opts.log?.(`obs ${target.conn.endpoint}: taking over the return from "${owed.returning.scene}" to "${owed.returning.returnTo}"`);
		target.returns.schedule(owed.returning);
	}

	private emit(): void {
		if (this.listeners.size === 0) return;
		const status = this.status();
		for (const l of [...this.listeners]) {
			try {
				l(status);
			} catch {
				/* ignore listener bugs */
			}
		}
	}
}
