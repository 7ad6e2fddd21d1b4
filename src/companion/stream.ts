/**
 * The table's live fields from GET /api/v1/tables/<id>/events (Server-Sent Events): a `state`
 * event on connect and on every change. The stream is opened again after any drop, waiting
 * longer after each failed try (backoff), and is given up as dead when nothing — not even the
 * server's 15 s keep-alive comment — arrived for a while.
 */
import type { Fields } from '../lib/view/fields';
import { fieldsSchema } from './fields';
import { SseParser } from './sse';
import { unreachableReason } from './api';

export interface StreamEvents {
	/** The stream is open (before its first state). */
	open(): void;
	state(fields: Fields, revision: number | null): void;
	/** Why the stream is not open: status 0 = cuecast unreachable, else the HTTP status. */
	trouble(status: number, reason: string): void;
}

export interface StreamOptions {
	url: string;
	headers: Record<string, string>;
	/** Headers without the key: used after the server refused the key (401), so reading goes on. */
	anonymousHeaders: Record<string, string>;
	events: StreamEvents;
	fetch?: typeof fetch;
	random?: () => number;
	/** A stream silent for longer than this is dead (the server comments every 15 s). */
	silenceMs?: number;
}

/** The wait before try `attempt` (0 = the first retry): 0.5 s doubling to 30 s, ±20 %. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
	const base = Math.min(30_000, 500 * 2 ** Math.min(attempt, 16));
	return Math.round(base * (0.8 + 0.4 * random()));
}

export class FieldStream {
	readonly #opts: StreamOptions;
	readonly #fetch: typeof fetch;
	readonly #random: () => number;
	readonly #silenceMs: number;
	#abort: AbortController | null = null;
	#timer: ReturnType<typeof setTimeout> | null = null;
	#stopped = false;
	#attempt = 0;
	#keyRefused = false;

	constructor(opts: StreamOptions) {
		this.#opts = opts;
		this.#fetch = opts.fetch ?? fetch;
		this.#random = opts.random ?? Math.random;
		this.#silenceMs = opts.silenceMs ?? 45_000;
	}

	start(): void {
		void this.#run();
	}

	stop(): void {
		this.#stopped = true;
		if (this.#timer) clearTimeout(this.#timer);
		this.#abort?.abort();
	}

	async #run(): Promise<void> {
		while (!this.#stopped) {
			const opened = await this.#once();
			if (this.#stopped) return;
			// A stream that opened and later dropped starts the backoff afresh.
			if (opened) this.#attempt = 0;
			await this.#sleep(backoffMs(this.#attempt++, this.#random));
		}
	}

	/** One connection, until it ends; resolves whether it opened. */
	async #once(): Promise<boolean> {
		const abort = new AbortController();
		this.#abort = abort;
		let watchdog: ReturnType<typeof setTimeout> | null = null;
		const feed = () => {
			if (watchdog) clearTimeout(watchdog);
			watchdog = setTimeout(() => abort.abort(new Error(`nothing heard for ${this.#silenceMs / 1000} s`)), this.#silenceMs);
		};
		const { events } = this.#opts;
		let opened = false;
		try {
			feed();
			const res = await this.#fetch(this.#opts.url, {
				headers: { accept: 'text/event-stream', ...(this.#keyRefused ? this.#opts.anonymousHeaders : this.#opts.headers) },
				signal: abort.signal
			});
			if (res.status !== 200 || !res.body) {
				const text = await res.text().catch(() => '');
				if (res.status === 401 && !this.#keyRefused) this.#keyRefused = true;
				events.trouble(res.status, reasonIn(text) ?? `HTTP ${res.status}`);
				return false;
			}
			opened = true;
			events.open();
			const parser = new SseParser();
			const decoder = new TextDecoder();
			const reader = res.body.getReader();
			for (;;) {
				const { done, value } = await reader.read();
				if (done) break;
				feed();
				for (const ev of parser.feed(decoder.decode(value, { stream: true }))) {
					if (ev.event !== 'state') continue;
					const fields = parseFields(ev.data);
					if (fields) events.state(fields, revisionOf(ev.id));
				}
			}
			if (!this.#stopped) events.trouble(0, `cuecast closed the live stream at ${new URL(this.#opts.url).origin}`);
		} catch (err) {
			if (!this.#stopped) events.trouble(0, unreachableReason(new URL(this.#opts.url).origin, abort.signal.reason ?? err));
		} finally {
			if (watchdog) clearTimeout(watchdog);
			abort.abort();
		}
		return opened;
	}

	#sleep(ms: number): Promise<void> {
		return new Promise((resolve) => {
			this.#timer = setTimeout(resolve, ms);
		});
	}
}

function parseFields(data: string): Fields | null {
	try {
		const parsed = fieldsSchema.safeParse(JSON.parse(data));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

const revisionOf = (id: string | null): number | null => (id !== null && /^\d+$/.test(id) ? Number(id) : null);

function reasonIn(text: string): string | undefined {
	try {
		const body = JSON.parse(text) as { reason?: unknown };
		return typeof body.reason === 'string' ? body.reason : undefined;
	} catch {
		return undefined;
	}
}
