import { describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { CuecastApi, outcomeOf, unreachableReason } from './api';

/** A port nothing listens on. */
const freePort = () =>
	new Promise<number>((resolve) => {
		const s = createServer().listen(0, '127.0.0.1', () => {
			const port = (s.address() as { port: number }).port;
			s.close(() => resolve(port));
		});
	});

/** A fetch that records what it was asked and answers with `status` and `body`. */
function recorder(status: number, body: unknown) {
	const calls: { url: string; method: string; headers: Record<string, string>; body: string | null }[] = [];
	const f = (async (url: string, init: RequestInit = {}) => {
		calls.push({ url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string>, body: (init.body as string) ?? null });
		return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
	}) as typeof fetch;
	return { calls, fetch: f };
}

describe('cuecast HTTP API', () => {
	it('presses with the key, no body, in the chosen language', async () => {
		const r = recorder(200, { ok: true, revision: 4, fields: { tableId: '1', player1Score: 1 } });
		const api = new CuecastApi({ baseUrl: 'http://h:3000', apiKey: 'cck_k', fetch: r.fetch });
		expect(await api.press('1', 'rack-2', 'pl')).toEqual({ ok: true, revision: 4, fields: { tableId: '1', player1Score: 1 } });
		expect(r.calls).toEqual([{ url: 'http://h:3000/api/v1/tables/1/press/rack-2?lang=pl', method: 'POST', headers: { authorization: 'Bearer cck_k' }, body: null }]);
	});

	it('sends the clock command and raw actions as JSON, with revision and idempotency key', async () => {
		const r = recorder(200, { ok: true, fields: {} });
		const api = new CuecastApi({ baseUrl: 'http://h', apiKey: 'k', fetch: r.fetch });
		await api.clock('t', 'extend', 'en');
		await api.act('t', { t: 'shot', potted: [9] }, 'ru', { revision: 12, idempotencyKey: 'abc' });
		await api.act('t', { t: 'undo' }, 'en');
		expect(r.calls[0]).toMatchObject({ url: 'http://h/api/v1/tables/t/clock?lang=en', body: '{"command":"extend"}', headers: { 'content-type': 'application/json' } });
		expect(r.calls[1]).toMatchObject({
			url: 'http://h/api/v1/tables/t/actions?lang=ru',
			body: '{"action":{"t":"shot","potted":[9]},"revision":12}',
			headers: { authorization: 'Bearer k', 'idempotency-key': 'abc' }
		});
		expect(r.calls[2].body).toBe('{"action":{"t":"undo"}}');
		expect(r.calls[2].headers['idempotency-key']).toBeUndefined();
	});

	it('sends no authorization header without a key', async () => {
		const r = recorder(200, { ok: true, tables: [{ id: '1', name: 'Table 1', status: 'live' }] });
		const api = new CuecastApi({ baseUrl: 'http://h', apiKey: '', fetch: r.fetch });
		expect(await api.tables()).toEqual({ ok: true, tables: [{ id: '1', name: 'Table 1' }] });
		expect(r.calls[0].headers).toEqual({});
	});

	it('checks the key with GET /api/v1/key: a read key is a 403, an older server says nothing', async () => {
		const read = recorder(200, { ok: true, id: 'a', scope: 'read' });
		expect(await new CuecastApi({ baseUrl: 'http://h', apiKey: 'k', fetch: read.fetch }).checkKey()).toEqual({ ok: false, status: 403, reason: 'a read key' });
		expect(read.calls[0]).toMatchObject({ url: 'http://h/api/v1/key', method: 'GET', headers: { authorization: 'Bearer k' } });
		const bad = recorder(401, { ok: false, reason: 'This key is not known (or was revoked)', code: 'key-unknown' });
		expect(await new CuecastApi({ baseUrl: 'http://h', apiKey: 'k', fetch: bad.fetch }).checkKey()).toEqual({ ok: false, status: 401, reason: 'This key is not known (or was revoked)' });
		const old = recorder(404, { ok: false, reason: 'no such API address', code: 'api-not-found' });
		expect(await new CuecastApi({ baseUrl: 'http://h', apiKey: 'k', fetch: old.fetch }).checkKey()).toEqual({ ok: true });
		const control = recorder(200, { ok: true, id: 'a', scope: 'control' });
		expect(await new CuecastApi({ baseUrl: 'http://h', apiKey: 'k', fetch: control.fetch }).checkKey()).toEqual({ ok: true });
	});

	it('turns every refusal into a value with cuecast’s reason and code', () => {
		expect(outcomeOf(422, { ok: false, reason: 'No ball on the table', code: 'no-ball', fields: { a: 1 } })).toEqual({
			ok: false,
			status: 422,
			reason: 'No ball on the table',
			code: 'no-ball',
			fields: { a: 1 }
		});
		expect(outcomeOf(401, null)).toEqual({ ok: false, status: 401, reason: 'HTTP 401', code: 'http-401', fields: null });
		expect(outcomeOf(200, { ok: true, fields: { a: { nested: 1 } } })).toMatchObject({ ok: false, code: 'bad-answer' });
		expect(outcomeOf(200, { ok: true })).toEqual({ ok: true, fields: null, revision: null });
	});

	it('says why cuecast could not be reached', async () => {
		const port = await freePort();
		const api = new CuecastApi({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' });
		const out = await api.press('1', 'miss', 'en');
		expect(out).toMatchObject({ ok: false, status: 0, code: 'unreachable', reason: `cuecast unreachable at http://127.0.0.1:${port} (ECONNREFUSED)` });
		const timeout = Object.assign(new Error('x'), { name: 'TimeoutError' });
		expect(unreachableReason('http://h', timeout)).toBe('cuecast unreachable at http://h (no answer in time)');
	});
});
