/**
 * The OBS adapter: the small interface the server calls. Scoring never waits for OBS:
 * `onMatchEvents` decides (pure, microseconds), queues the work per OBS connection and
 * returns; the queue runs the obs-websocket calls, each bounded by a timeout.
 */
import { ObsConnection, realTimers, type ObsConnectionOptions, type ObsStatus, type Timers } from './connection';
import type { TableState } from '../../protocol';
import { decide, manualRule, type ObsEvent, type ObsSettings, type PlannedOp } from './rules';

export type ObsScope = { kind: 'venue' } | { kind: 'table'; table: string };

export interface ObsConnectionStatus extends ObsStatus {
	scope: ObsScope;
	/** The last request OBS refused (e.g. a scene that does not exist), for the console. */
	lastError: string | null;
	lastErrorAt: number | null;
}

export interface ObsAdapterStatus {
	enabled: boolean;
	connections: ObsConnectionStatus[];
}

export type ObsResult = { ok: true } | { ok: false; reason: string };
export type ObsAdapterListener = (status: ObsAdapterStatus) => void;

export interface ObsAdapterOptions {
	timers?: Timers;
	log?: (line: string) => void;
	/** Passed to every ObsConnection (timeouts, backoff, client factory for unit tests). */
	connection?: Pick<ObsConnectionOptions, 'callTimeoutMs' | 'connectTimeoutMs' | 'backoff' | 'createClient'>;
	/** Jobs waiting per OBS beyond this are dropped (OBS slow or hung): default 32. */
	maxQueue?: number;
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
	pendingReturn: { timer: unknown; scene: string; returnTo: string } | null;
	lastError: string | null;
	lastErrorAt: number | null;
	unsubscribe: () => void;
}

const configKey = (c: { host: string; port: number; password: string }) => JSON.stringify([c.host, c.port, c.password]);

/** How long a studio-mode switch waits for OBS to show the scene on preview. */
const PREVIEW_CONFIRM_MS = 2000;

export class ObsAdapter {
	private settings: ObsSettings | null = null;
	private targets = new Map<string, Target>();
	private listeners = new Set<ObsAdapterListener>();
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
			const target = this.targetFor(tableId);
			if (!target) return;
			const plan = decide(events, state, this.settings, tableId);
			this.run(target, plan);
		} catch (err) {
			this.opts.log?.(`obs: onMatchEvents failed: ${err instanceof Error ? err.message : String(err)}`);
		}
	}

	/** A manual scene button. Resolves when OBS answered (or with the reason it did not); never rejects. */
	switchScene(scene: string, options: { tableId?: string; returnAfterSeconds?: number } = {}): Promise<ObsResult> {
		try {
			if (this.closed || !this.settings) return Promise.resolve({ ok: false, reason: 'OBS is not configured' });
			const target = options.tableId !== undefined ? this.targetFor(options.tableId) : this.targets.get('venue');
			if (!target) return Promise.resolve({ ok: false, reason: 'OBS is switched off for this table' });
			if (!target.conn.connected) {
				return Promise.resolve({ ok: false, reason: `OBS not connected: ${target.conn.status().reason ?? target.conn.status().state}` });
			}
			return new Promise<ObsResult>((resolve) => {
				const queued = this.enqueue(target, async () => {
					try {
						await this.showScene(target, scene, options.returnAfterSeconds);
						resolve({ ok: true });
					} catch (err) {
						resolve({ ok: false, reason: err instanceof Error ? err.message : String(err) });
						throw err;
					}
				});
				if (!queued) resolve({ ok: false, reason: 'OBS is busy (too many requests waiting)' });
			});
		} catch (err) {
			return Promise.resolve({ ok: false, reason: err instanceof Error ? err.message : String(err) });
		}
	}

	/** A console key bound by a `manual` rule. */
	pressKey(key: string, tableId?: string): Promise<ObsResult> {
		const rule = this.settings ? manualRule(this.settings, key, tableId) : null;
		if (!rule) return Promise.resolve({ ok: false, reason: `no scene is bound to key "${key}"` });
		return this.switchScene(rule.scene, {
			...(tableId !== undefined ? { tableId } : {}),
			...(rule.returnAfterSeconds !== undefined ? { returnAfterSeconds: rule.returnAfterSeconds } : {})
		});
	}

	/** Connection states for the console (no password in here). */
	status(): ObsAdapterStatus {
		return {
			enabled: this.targets.size > 0,
			connections: [...this.targets.values()].map((t) => ({
				...t.conn.status(),
				scope: t.scope,
				lastError: t.lastError,
				lastErrorAt: t.lastErrorAt
			}))
		};
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
			wanted.set(`table:${table}`, {
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

	private targetFor(tableId: string): Target | undefined {
		if (this.settings?.tables[tableId]) {
			return this.targets.get(`table:${tableId}`); // undefined when that table's OBS is off
		}
		return this.targets.get('venue');
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
			pendingReturn: null,
			lastError: null,
			lastErrorAt: null,
			unsubscribe: () => {}
		};
		let wasConnected = false;
		target.unsubscribe = conn.onStatus((s) => {
			if (s.state === 'connected' && !wasConnected) {
				// Fresh session: OBS may have restarted, so send every text again.
				target.sent.clear();
				this.flushTexts(target);
			}
			wasConnected = s.state === 'connected';
			this.emit();
		});
		this.targets.set(key, target);
		conn.start();
	}

	private drop(target: Target): void {
		target.unsubscribe();
		this.cancelReturn(target);
		target.conn.stop();
		this.targets.delete(target.key);
	}

	private run(target: Target, plan: PlannedOp[]): void {
		let texts = false;
		for (const op of plan) {
			if (op.op === 'text') {
				target.wanted.set(op.input, op.text);
				texts = true;
			} else if (target.conn.connected) {
				this.enqueue(target, () => this.showScene(target, op.scene, op.returnAfterSeconds));
			} else {
				// A scene switch is about this moment: replaying it after a reconnect would be wrong.
				this.opts.log?.(`obs ${target.conn.endpoint}: not connected, scene "${op.scene}" (${op.because}) skipped`);
			}
		}
		if (texts) this.flushTexts(target);
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
		await this.putOnProgram(target, scene);

		const returnTo = target.pendingReturn?.returnTo ?? previous;
		this.cancelReturn(target);
		if (returnAfterSeconds === undefined || !returnTo || returnTo === scene) return;
		const timer = this.timers.setTimeout(() => {
			if (target.pendingReturn?.timer !== timer) return;
			target.pendingReturn = null;
			if (!conn.connected) return;
			this.enqueue(target, async () => {
				// The operator may have moved on: only return if our scene is still on program.
				const now = await conn.call('GetCurrentProgramScene');
				if (now.currentProgramSceneName !== scene) return;
				await this.putOnProgram(target, returnTo);
			});
		}, returnAfterSeconds * 1000);
		target.pendingReturn = { timer, scene, returnTo };
	}

	private async putOnProgram(target: Target, scene: string): Promise<void> {
		const { conn } = target;
		let studio = false;
		if (target.studioMode) {
			const s = await conn.call('GetStudioModeEnabled');
			studio = s.studioModeEnabled === true;
		}
		if (studio) {
			await conn.call('SetCurrentPreviewScene', { sceneName: scene });
			// OBS answers SetCurrentPreviewScene before its UI thread has moved the preview; a
			// transition triggered before then takes the old preview to program.
			await this.readyToTransition(target, scene);
			await conn.call('TriggerStudioModeTransition');
		} else {
			await conn.call('SetCurrentProgramScene', { sceneName: scene });
		}
	}

	/** Resolves once OBS shows `scene` on preview and no transition is running (one would swallow ours). */
	private async readyToTransition(target: Target, scene: string): Promise<void> {
		const deadline = this.timers.now() + PREVIEW_CONFIRM_MS;
		for (;;) {
			const preview = await target.conn.call('GetCurrentPreviewScene');
			const transition = await target.conn.call('GetCurrentSceneTransitionCursor');
			const cursor = typeof transition.transitionCursor === 'number' ? transition.transitionCursor : 1;
			if (preview.currentPreviewSceneName === scene && cursor >= 1) return;
			if (this.timers.now() >= deadline) throw new Error(`OBS did not put "${scene}" on preview within ${PREVIEW_CONFIRM_MS} ms`);
			await new Promise<void>((resolve) => this.timers.setTimeout(resolve, 20));
		}
	}

	private cancelReturn(target: Target): void {
		if (target.pendingReturn) this.timers.clearTimeout(target.pendingReturn.timer);
		target.pendingReturn = null;
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
