import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ask, getJson, json, offline, throttled } from './client';

/** A fetch that answers each call with the next of `answers` (a thrown error: no answer), and records what was asked. */
function fakeFetch(answers: (Response | Error)[]) {
	const calls: { url: string; init: RequestInit }[] = [];
	const fetcher = (async (url: string, init: RequestInit) => {
		calls.push({ url, init });
		const next = answers.shift();
		if (!next) throw new Error('no more answers');
		if (next instanceof Error) throw next;
		return next;
	}) as unknown as typeof fetch;
	return { fetcher, calls };
}

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
	new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const readRate = (retryAfter?: string) => reply(429, { ok: false, reason: 'record: asked too often (at most 3 a second)', code: 'read-rate', params: { event: 'record', max: 3 } }, retryAfter ? { 'retry-after': retryAfter } : {});
const shape = z.object({ ok: z.literal(true), n: z.number() });

describe('ask', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('reads an answer of the expected shape, and words one of another shape as a refusal', async () => {
		const { fetcher, calls } = fakeFetch([reply(200, { ok: true, n: 4 }), reply(200, { ok: true, n: 'four' }), new Response('<html>proxy</html>', { status: 502 })]);
		const good = await ask('/api/a', json(shape), {}, fetcher);
		expect(good).toMatchObject({ ok: true, value: { ok: true, n: 4 }, status: 200 });
		expect(calls[0]!.init.headers).toEqual({ accept: 'application/json' });
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'HTTP 200: not the expected answer' }, status: 200 });
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'HTTP 502' }, status: 502 });
	});

	it("gives the server's refusal with its code and params, and no answer as not-connected", async () => {
		const { fetcher } = fakeFetch([reply(409, { ok: false, reason: 'stale', code: 'stale-revision', params: { current: 7 } }), new TypeError('Failed to fetch')]);
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'stale', code: 'stale-revision', params: { current: 7 } }, status: 409 });
		const none = await ask('/api/a', json(shape), {}, fetcher);
		expect(none).toEqual({ ok: false, refusal: { reason: 'not connected', code: 'not-connected' }, status: 0 });
		expect(offline(none)).toBe(true);
	});

	it('keeps only a refusal body that says something, and params that are words or numbers', async () => {
		const { fetcher } = fakeFetch([reply(403, { code: 'admin-only' }), reply(400, { reason: 'bad', params: { at: { nested: 1 } } }), reply(500, { ok: false })]);
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'admin-only', code: 'admin-only' }, status: 403 });
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'bad' }, status: 400 });
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'HTTP 500' }, status: 500 });
	});

	it('an answer whose body is cut off on the way is no answer', async () => {
		const cut = new Response(new ReadableStream({ start: (c) => c.error(new Error('connection reset')) }), { status: 200 });
		const { fetcher } = fakeFetch([cut, new Response('<html>a captive portal</html>', { status: 200 })]);
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'not connected', code: 'not-connected' }, status: 0 });
		// a page that is not JSON at all is an answer, of another shape
		expect(await ask('/api/a', json(shape), {}, fetcher)).toEqual({ ok: false, refusal: { reason: 'HTTP 200: not the expected answer' }, status: 200 });
	});

	it('sends a JSON body with its content type', async () => {
		const { fetcher, calls } = fakeFetch([reply(200, { ok: true, n: 1 })]);
		await ask('/api/a', json(shape), { method: 'POST', json: { name: 'Ewa' } }, fetcher);
		expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{"name":"Ewa"}', headers: { accept: 'application/json', 'content-type': 'application/json' } });
	});

	it('a read refused for the read budget waits the retry-after sent and asks again, the refusal never shown', async () => {
		const { fetcher, calls } = fakeFetch([readRate('2'), readRate(), reply(200, { ok: true, n: 9 })]);
		let answer: unknown = null;
		void ask('/api/r', json(shape), {}, fetcher).then((a) => (answer = a));
		await vi.advanceTimersByTimeAsync(1999);
		expect(calls).toHaveLength(1);
		expect(answer).toBeNull();
		await vi.advanceTimersByTimeAsync(1);
		expect(calls).toHaveLength(2);
		// no retry-after: a second
		await vi.advanceTimersByTimeAsync(1000);
		expect(calls).toHaveLength(3);
		expect(answer).toMatchObject({ ok: true, value: { n: 9 } });
	});

	it('stops waiting when its signal aborts', async () => {
		const { fetcher, calls } = fakeFetch([readRate('1'), reply(200, { ok: true, n: 1 })]);
		const stop = new AbortController();
		let answer: unknown = null;
		void ask('/api/r', json(shape), { signal: stop.signal }, fetcher).then((a) => (answer = a));
		await vi.advanceTimersByTimeAsync(300);
		stop.abort();
		await vi.advanceTimersByTimeAsync(5000);
		expect(calls).toHaveLength(1);
		expect(answer).toEqual({ ok: false, refusal: { reason: 'aborted', code: 'aborted' }, status: 0 });
	});

	it('a write refused for a rate is the writer to see: not asked again', async () => {
		const { fetcher, calls } = fakeFetch([readRate('1')]);
		const answer = await ask('/api/w', json(shape), { method: 'PUT', json: {} }, fetcher);
		expect(answer).toMatchObject({ ok: false, status: 429, refusal: { code: 'read-rate' } });
		expect(calls).toHaveLength(1);
	});

	it('getJson is a GET read with a schema', async () => {
		vi.stubGlobal('fetch', fakeFetch([reply(200, { ok: true, n: 2 })]).fetcher);
		try {
			expect(await getJson('/api/g', shape)).toMatchObject({ ok: true, value: { n: 2 } });
		} finally {
			vi.unstubAllGlobals();
		}
	});
});

describe('throttled', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('runs at once after a quiet spell, then at most once per gap, the last change included', () => {
		let runs = 0;
		const t = throttled(() => void runs++, 1000);
		t.poke();
		expect(runs).toBe(1);
		for (let i = 0; i < 20; i++) {
			vi.advanceTimersByTime(40);
			t.poke();
		}
		expect(runs).toBe(1);
		vi.advanceTimersByTime(1000);
		expect(runs).toBe(2);
		vi.advanceTimersByTime(5000);
		expect(runs).toBe(2);
		t.poke();
		expect(runs).toBe(3);
		t.poke();
		t.close();
		vi.advanceTimersByTime(5000);
		expect(runs).toBe(3);
	});

	it('never runs two at once: a poke during a run makes one more run after it', async () => {
		let running = 0;
		let most = 0;
		let runs = 0;
		const finish: (() => void)[] = [];
		const t = throttled(async () => {
			runs++;
			most = Math.max(most, ++running);
			await new Promise<void>((r) => finish.push(r));
			running--;
		}, 100);
		t.poke();
		t.poke();
		t.poke();
		await vi.advanceTimersByTimeAsync(500);
		expect(runs).toBe(1);
		finish.shift()!();
		await vi.advanceTimersByTimeAsync(500);
		expect(runs).toBe(2);
		finish.shift()!();
		await vi.advanceTimersByTimeAsync(500);
		expect(runs).toBe(2);
		expect(most).toBe(1);
		t.close();
	});
});
