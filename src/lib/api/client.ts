/**
 * How every page asks the HTTP API (docs/api.md): one request, its answer read into a value or a
 * refusal, the same way everywhere. A page's own module (records-list/api.ts,
 * competition-page/api.ts, …) only names its addresses and the shape it reads.
 *
 * - **A refusal** is the server's `{reason, code, params}` (src/lib/protocol/refusals.ts), which
 *   the page words in its language (`refusalText`). An answer of another shape (an older server, a
 *   proxy's error page) is a refusal made of its HTTP status, never a page broken by a missing
 *   field. No answer at all is status 0 with the code `not-connected`.
 * - **A read refused for the address's read budget** (429 `read-rate`: the heavy reads, a few a
 *   second per address, shared by every phone behind a club's one public address) is not the
 *   reader's mistake: a GET waits the `retry-after` the server sent and asks again, until it is
 *   answered or its `signal` aborts, so the page keeps showing what it showed. Only reads wait:
 *   a write refused is the writer's to see.
 */
// zod's types only: a page's own module brings the schemas it reads with
import type { z } from 'zod';
import type { RefusalParams } from '../protocol/refusals';

export interface Refusal {
	reason: string;
	code?: string;
	params?: RefusalParams;
}

/** `status` 0: no answer (the network, or the ask was aborted: `code` says which). */
export type Answer<T> = { ok: true; value: T; status: number; headers: Headers } | { ok: false; refusal: Refusal; status: number };

/** What sends a request: the browser's fetch, or a test's. */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** Reads a successful answer's body into the value, or null when it is not of the expected shape. */
export type Read<T> = (res: Response) => Promise<T | null>;

export interface AskInit extends Omit<RequestInit, 'body' | 'headers'> {
	/** Sent as JSON (with its content type); a Blob or FormData goes in `body`. */
	json?: unknown;
	body?: BodyInit;
	headers?: Record<string, string>;
}

/** How long a read waits when the server sends no usable `retry-after`, and the most it ever waits at once. */
export const READ_RATE_WAIT_MS = 1000;
export const READ_RATE_WAIT_MAX_MS = 10_000;

const isParam = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** The refusal an answer's body carries (`{reason, code, params}`, each checked), or one made of its HTTP status. */
export function refusalOf(status: number, body: unknown): Refusal {
	const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
	const reason = typeof b.reason === 'string' && b.reason ? b.reason : undefined;
	const code = typeof b.code === 'string' && b.code ? b.code : undefined;
	if (!reason && !code) return { reason: `HTTP ${status}` };
	const params = b.params && typeof b.params === 'object' && Object.values(b.params).every(isParam) ? (b.params as RefusalParams) : undefined;
	return { reason: reason ?? code!, ...(code ? { code } : {}), ...(params ? { params } : {}) };
}

export const NOT_CONNECTED: Refusal = { reason: 'not connected', code: 'not-connected' };
const ABORTED: Refusal = { reason: 'aborted', code: 'aborted' };

/** True when no answer came (the page says "offline" rather than a refusal). */
export const offline = (answer: Answer<unknown>): boolean => !answer.ok && answer.status === 0;

/** The body as JSON, null when it is not JSON (a proxy's page); rejects when the body is cut off on the way. */
async function bodyJson(res: Response): Promise<unknown> {
	const text = await res.text();
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return null;
	}
}

/** A JSON body read with `schema`. */
export const json =
	<T>(schema: z.ZodType<T>): Read<T> =>
	async (res) => {
		const parsed = schema.safeParse(await bodyJson(res));
		return parsed.success ? parsed.data : null;
	};

/** A JSON body read by `pick` (null: not the expected shape). */
export const jsonPicked =
	<T>(pick: (body: unknown) => T | null): Read<T> =>
	async (res) =>
		pick(await bodyJson(res));

/** The seconds of a `retry-after` header as ms, within 1 s and the longest wait. */
function retryAfterMs(res: Response): number {
	const seconds = Number(res.headers.get('retry-after'));
	return Number.isFinite(seconds) && seconds > 0 ? Math.min(READ_RATE_WAIT_MAX_MS, Math.max(READ_RATE_WAIT_MS, seconds * 1000)) : READ_RATE_WAIT_MS;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
	return new Promise((resolve) => {
		if (signal?.aborted) return resolve();
		const done = () => {
			clearTimeout(timer);
			signal?.removeEventListener('abort', done);
			resolve();
		};
		const timer = setTimeout(done, ms);
		signal?.addEventListener('abort', done);
	});
}

/** Asks `url` and reads the answer (a GET refused for the read budget is asked again after the wait). */
export async function ask<T>(url: string, read: Read<T>, init: AskInit = {}, fetcher: Fetcher = (url, i) => fetch(url, i)): Promise<Answer<T>> {
	const { json: body, headers, ...rest } = init;
	const request: RequestInit = {
		...rest,
		headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
		...(body !== undefined ? { body: JSON.stringify(body) } : {})
	};
	const isRead = (request.method ?? 'GET').toUpperCase() === 'GET';
	for (;;) {
		let res: Response;
		try {
			res = await fetcher(url, request);
		} catch {
			return { ok: false, refusal: init.signal?.aborted ? ABORTED : NOT_CONNECTED, status: 0 };
		}
		if (res.ok) {
			// a body cut off on the way is no answer
			const value = await read(res).catch(() => undefined);
			if (value === undefined) return { ok: false, refusal: init.signal?.aborted ? ABORTED : NOT_CONNECTED, status: 0 };
			if (value !== null) return { ok: true, value, status: res.status, headers: res.headers };
			return { ok: false, refusal: { reason: `HTTP ${res.status}: not the expected answer` }, status: res.status };
		}
		const refusal = refusalOf(res.status, await res.json().catch(() => null));
		if (!(isRead && res.status === 429 && refusal.code === 'read-rate')) return { ok: false, refusal, status: res.status };
		await pause(retryAfterMs(res), init.signal);
		if (init.signal?.aborted) return { ok: false, refusal: ABORTED, status: 0 };
	}
}

/** GETs `url` and reads its JSON with `schema`. */
export const getJson = <T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<Answer<T>> => ask(url, json(schema), { signal });

/**
 * Runs `job` on `poke()`: at once after a quiet spell, else once `gapMs` after the last run began,
 * never two at once; pokes meanwhile make one more run, so the last change is never lost. A page
 * that follows play refetches through it: a busy venue sends many strokes a second.
 */
export function throttled(job: () => Promise<void> | void, gapMs = 1000): { poke(): void; close(): void } {
	let running = false;
	let again = false;
	let last = -Infinity;
	let timer: ReturnType<typeof setTimeout> | null = null;
	let closed = false;
	const done = () => {
		running = false;
		if (again) poke();
	};
	const run = () => {
		timer = null;
		if (closed) return;
		running = true;
		again = false;
		last = Date.now();
		let result: Promise<void> | void;
		try {
			result = job();
		} catch (err) {
			done();
			throw err;
		}
		// a job that does not wait is over at once (pokes meanwhile are within the gap)
		if (result) void result.finally(done);
		else done();
	};
	function poke() {
		if (closed) return;
		if (running) {
			again = true;
			return;
		}
		if (timer) return;
		const wait = last + gapMs - Date.now();
		if (wait <= 0) run();
		else timer = setTimeout(run, wait);
	}
	return {
		poke,
		close() {
			closed = true;
			if (timer) clearTimeout(timer);
			timer = null;
		}
	};
}
