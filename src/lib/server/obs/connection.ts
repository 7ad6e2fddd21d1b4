/**
 * One connection to one OBS (obs-websocket 5.x, RPC 1), kept alive on its own.
 *
 * obs-websocket-js has no reconnect, and a call in flight when the socket closes never
 * settles. This wrapper:
 * - bounds every call with a timeout and rejects every call in flight when the socket closes;
 * - reconnects with a fixed exponential schedule (0.5 s, 1 s, 2 s, 4 s, 8 s, then 15 s);
 * - stops for good on close codes 4009 (authentication failed), 4010 (RPC version) and
 *   4011 (session invalidated): retrying those only floods OBS's log;
 * - reports `disabled | connecting | connected | failed` with a reason a person can act on.
 */
import OBSWebSocket, { OBSWebSocketError } from 'obs-websocket-js';

export type ObsState = 'disabled' | 'connecting' | 'connected' | 'failed';

export interface ObsStatus {
	state: ObsState;
	/** Why it is not connected (null when connected or disabled without a reason). */
	reason: string | null;
	/** `host:port` */
	endpoint: string;
	/** When `state` last changed (ms since epoch, from the injected clock). */
	since: number;
	lastConnectedAt: number | null;
	/** Failed attempts since the last successful connection. */
	failures: number;
	/** When the next attempt starts, while a retry is scheduled. */
	nextRetryAt: number | null;
	/** OBS and obs-websocket versions once connected. */
	obsVersion: string | null;
	obsWebSocketVersion: string | null;
}

export type StatusListener = (status: ObsStatus) => void;

export interface Timers {
	setTimeout(fn: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
	now(): number;
}

export const realTimers: Timers = {
	setTimeout(fn, ms) {
		const t = setTimeout(fn, ms);
		t.unref?.();
		return t;
	},
	clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
	now: () => Date.now()
};

/** The deterministic reconnect schedule: 0.5 s, 1 s, 2 s, 4 s, 8 s, 15 s, 15 s … */
export function backoffDelay(failures: number, baseMs = 500, maxMs = 15_000): number {
	const n = Math.max(0, failures - 1);
	return Math.min(maxMs, baseMs * 2 ** Math.min(n, 20));
}

export const AUTH_FAILED = 'authentication failed — check the OBS password';

/** Close codes after which reconnecting cannot help. */
const fatalReasons: Record<number, string> = {
	4009: AUTH_FAILED,
	4010: 'OBS does not speak obs-websocket RPC version 1 — update OBS / obs-websocket to 5.x',
	4011: 'OBS ended the session (obs-websocket close code 4011) — reconnect from the console when ready'
};

export class ObsCallError extends Error {
	constructor(
		message: string,
		readonly code: 'not-connected' | 'timeout' | 'closed' | 'obs',
		/** OBS's request status code when OBS refused (e.g. 501: the output is not running). */
		readonly obsCode: number | null = null
	) {
		super(message);
		this.name = 'ObsCallError';
	}
}

export interface ObsConnectionOptions {
	host: string;
	port: number;
	/** Empty or undefined: OBS has authentication off. */
	password?: string;
	timers?: Timers;
	/** Limit for connect + identify (default 5 s). */
	connectTimeoutMs?: number;
	/** Default limit for call() (default 3 s). */
	callTimeoutMs?: number;
	/** Reconnect schedule (default backoffDelay). */
	backoff?: (failures: number) => number;
	/** For unit tests: make the socket client. */
	createClient?: () => OBSWebSocket;
	/** Errors and state changes worth a log line (default: none). */
	log?: (line: string) => void;
}

type Rejecter = (err: Error) => void;
/** An obs-websocket event's data (e.g. ReplayBufferSaved: `{ savedReplayPath }`). */
export type ObsEventListener = (data: Record<string, unknown>) => void;

const describe = (err: unknown): string => {
	if (err instanceof OBSWebSocketError) {
		const msg = err.message || '';
		if (err.code === -1) {
			if (/ECONNREFUSED/.test(msg)) return 'connection refused — is OBS running with the WebSocket server on?';
			if (/ENOTFOUND|EAI_AGAIN/.test(msg)) return 'unknown host';
			if (/EHOSTUNREACH|ENETUNREACH/.test(msg)) return 'host unreachable';
			return msg || 'socket error';
		}
		if (err.code === 1006) return 'connection lost';
		return `${msg || 'connection closed'} (close code ${err.code})`;
	}
	if (err instanceof Error) return err.message;
	return String(err);
};

export class ObsConnection {
	readonly endpoint: string;
	private readonly url: string;
	private readonly timers: Timers;
	private readonly opts: ObsConnectionOptions;
	private client: OBSWebSocket | null = null;
	/** Bumped on every attempt and on stop; callbacks from an older generation are ignored. */
	private generation = 0;
	private retryTimer: unknown = null;
	private inflight = new Set<Rejecter>();
	private listeners = new Set<StatusListener>();
	/** OBS's events by name: kept across reconnects (each new socket gets them). */
	private events = new Map<string, Set<ObsEventListener>>();
	private running = false;
	private current: ObsStatus;

	constructor(opts: ObsConnectionOptions) {
		this.opts = opts;
		this.timers = opts.timers ?? realTimers;
		const host = opts.host.includes(':') && !opts.host.startsWith('[') ? `[${opts.host}]` : opts.host;
		this.endpoint = `${host}:${opts.port}`;
		this.url = `ws://${this.endpoint}`;
		this.current = {
			state: 'disabled',
			reason: null,
			endpoint: this.endpoint,
			since: this.timers.now(),
			lastConnectedAt: null,
			failures: 0,
			nextRetryAt: null,
			obsVersion: null,
			obsWebSocketVersion: null
		};
	}

	status(): ObsStatus {
		return { ...this.current };
	}

	/** Listens to status changes; returns the unsubscribe function. */
	onStatus(listener: StatusListener): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	/**
	 * Listens to an obs-websocket event (obs-websocket's default subscription: every category but
	 * the high-volume ones) on this socket and every later one; returns the unsubscribe function.
	 */
	onEvent(name: string, listener: ObsEventListener): () => void {
		let set = this.events.get(name);
		if (!set) {
			set = new Set();
			this.events.set(name, set);
			if (this.client) this.forward(this.client, name);
		}
		set.add(listener);
		return () => set.delete(listener);
	}

	get connected(): boolean {
		return this.current.state === 'connected';
	}

	/** Starts (or restarts after a failure) connecting. Returns at once. */
	start(): void {
		this.running = true;
		this.clearRetry();
		this.current = { ...this.current, failures: 0 };
		void this.attempt();
	}

	/** Closes the socket, rejects calls in flight and stops reconnecting. */
	stop(reason: string | null = null): void {
		this.running = false;
		this.generation++;
		this.clearRetry();
		this.dropClient(new ObsCallError('OBS connection stopped', 'closed'));
		this.setState('disabled', reason, { nextRetryAt: null });
	}

	/**
	 * Sends one request. Rejects (never hangs) when not connected, when OBS does not answer
	 * within `timeoutMs`, when the socket closes first, or when OBS refuses the request.
	 */
	call(request: string, data?: Record<string, unknown>, timeoutMs = this.opts.callTimeoutMs ?? 3000): Promise<Record<string, unknown>> {
		const client = this.client;
		if (!client || this.current.state !== 'connected') {
			return Promise.reject(new ObsCallError(`OBS not connected (${this.current.reason ?? this.current.state})`, 'not-connected'));
		}
		return new Promise((resolve, reject) => {
			let done = false;
			const finish = (fn: () => void) => {
				if (done) return;
				done = true;
				this.timers.clearTimeout(timer);
				this.inflight.delete(rejecter);
				fn();
			};
			const rejecter: Rejecter = (err) => finish(() => reject(err));
			const timer = this.timers.setTimeout(
				() => rejecter(new ObsCallError(`OBS did not answer ${request} within ${timeoutMs} ms`, 'timeout')),
				timeoutMs
			);
			this.inflight.add(rejecter);
			let sent: Promise<unknown>;
			try {
				// The typed overloads want literal request names; this wrapper is generic.
				sent = (client.call as (r: string, d?: object) => Promise<unknown>)(request, data);
			} catch (err) {
				sent = Promise.reject(err);
			}
			sent.then(
				(res) => finish(() => resolve((res ?? {}) as Record<string, unknown>)),
				(err) =>
					rejecter(
						err instanceof OBSWebSocketError
							? new ObsCallError(`${request}: ${err.message} (OBS code ${err.code})`, 'obs', err.code)
							: new ObsCallError(`${request}: ${describe(err)}`, 'obs')
					)
			);
		});
	}

	// ------------------------------------------------------------ internals

	/** Hands one event of this client to the listeners of its name (a listener's bug stays its own). */
	private forward(client: OBSWebSocket, name: string): void {
		(client.on as (e: string, fn: (d: unknown) => void) => void)(name, (data) => {
			if (client !== this.client) return;
			for (const l of [...(this.events.get(name) ?? [])]) {
				try {
					l((data ?? {}) as Record<string, unknown>);
				} catch {
					/* ignore */
				}
			}
		});
	}

	private async attempt(): Promise<void> {
		if (!this.running) return;
		const gen = ++this.generation;
		this.dropClient(new ObsCallError('OBS reconnecting', 'closed'));
		const client = this.opts.createClient ? this.opts.createClient() : new OBSWebSocket();
		this.client = client;
		this.setState('connecting', this.current.failures ? this.current.reason : null, { nextRetryAt: null });

		let identified = false;
		client.on('ConnectionClosed', (err: OBSWebSocketError) => {
			// Connect-phase failures are handled by the connect() rejection below.
			if (gen !== this.generation || !identified) return;
			this.lost(err);
		});
		// Without a listener an 'error' emit could throw; obs-websocket-js uses ConnectionError.
		client.on('ConnectionError', () => {});
		for (const name of this.events.keys()) this.forward(client, name);

		let timer: unknown = null;
		try {
			const hello = await Promise.race([
				client.connect(this.url, this.opts.password || undefined, { rpcVersion: 1 }),
				new Promise<never>((_, reject) => {
					timer = this.timers.setTimeout(
						() => reject(new Error(`no answer from OBS within ${this.opts.connectTimeoutMs ?? 5000} ms`)),
						this.opts.connectTimeoutMs ?? 5000
					);
				})
			]);
			this.timers.clearTimeout(timer);
			if (gen !== this.generation) {
				void client.disconnect().catch(() => {});
				return;
			}
			identified = true;
			let obsVersion: string | null = null;
			let wsVersion: string | null = hello.obsWebSocketVersion ?? null;
			this.setState('connected', null, {
				failures: 0,
				nextRetryAt: null,
				lastConnectedAt: this.timers.now(),
				obsWebSocketVersion: wsVersion
			});
			this.opts.log?.(`obs ${this.endpoint}: connected (obs-websocket ${wsVersion})`);
			try {
				const v = await this.call('GetVersion', undefined, 2000);
				obsVersion = typeof v.obsVersion === 'string' ? v.obsVersion : null;
				wsVersion = typeof v.obsWebSocketVersion === 'string' ? v.obsWebSocketVersion : wsVersion;
				if (gen === this.generation) this.update({ obsVersion, obsWebSocketVersion: wsVersion });
			} catch {
				/* informative only */
			}
		} catch (err) {
			this.timers.clearTimeout(timer);
			if (gen !== this.generation) return;
			void client.disconnect().catch(() => {});
			this.failed(err);
		}
	}

	/** A connected socket closed. */
	private lost(err: OBSWebSocketError): void {
		this.dropClient(new ObsCallError(`OBS connection closed: ${describe(err)}`, 'closed'));
		this.failed(err, true);
	}

	private failed(err: unknown, wasConnected = false): void {
		const code = err instanceof OBSWebSocketError ? err.code : undefined;
		const fatal = code !== undefined ? fatalReasons[code] : undefined;
		if (fatal) {
			this.running = false;
			this.generation++;
			this.dropClient(new ObsCallError(fatal, 'closed'));
			this.setState('failed', fatal, { nextRetryAt: null, failures: this.current.failures + 1 });
			this.opts.log?.(`obs ${this.endpoint}: ${fatal}; not retrying`);
			return;
		}
		if (!this.running) return;
		const failures = wasConnected ? 1 : this.current.failures + 1;
		const delay = (this.opts.backoff ?? backoffDelay)(failures);
		const reason = `${wasConnected ? 'connection lost' : describe(err)} — retrying in ${formatDelay(delay)}`;
		this.setState('failed', reason, { failures, nextRetryAt: this.timers.now() + delay });
		this.opts.log?.(`obs ${this.endpoint}: ${reason}`);
		this.clearRetry();
		this.retryTimer = this.timers.setTimeout(() => {
			this.retryTimer = null;
			void this.attempt();
		}, delay);
	}

	private dropClient(err: Error): void {
		for (const reject of [...this.inflight]) reject(err);
		this.inflight.clear();
		const client = this.client;
		this.client = null;
		if (client) {
			client.removeAllListeners();
			client.on('ConnectionError', () => {});
			void client.disconnect().catch(() => {});
		}
	}

	private clearRetry(): void {
		if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
		this.retryTimer = null;
	}

	private setState(state: ObsState, reason: string | null, extra: Partial<ObsStatus> = {}): void {
		const changed = state !== this.current.state;
		this.current = { ...this.current, ...extra, state, reason, since: changed ? this.timers.now() : this.current.since };
		this.emit();
	}

	private update(extra: Partial<ObsStatus>): void {
		this.current = { ...this.current, ...extra };
		this.emit();
	}

	private emit(): void {
		const snapshot = this.status();
		for (const l of [...this.listeners]) {
			try {
				l(snapshot);
			} catch {
				/* a listener's bug must not break the connection */
			}
		}
	}
}

const formatDelay = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);
