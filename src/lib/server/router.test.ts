/**
 * The router on a real HTTP server: what every route gets without writing it — 404 and 405, the
 * origin check, who may call, the body read and validated, the group's headers, a store failure's
 * status — and the caller's role looked up once per request however often it is asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Grant } from '../protocol';
import { refusal } from '../protocol/refusals';
import { ReadBudget } from './reads';
import { createRouter, route, type KeyRef } from './router';

let server: Server;
let base = '';
let roleLookups = 0;
/** The keys the fake gate knows: `Bearer read` and `Bearer control`. */
const KEYS: Record<string, KeyRef> = {
	'Bearer read': { id: 'r1', scope: 'read', table: null },
	'Bearer control': { id: 'c1', scope: 'control', table: null },
	'Bearer t1': { id: 't1', scope: 'control', table: 't1' }
};
/** The sessions the fake knows, by cookie: the operator, a device paired to table t1, a director. */
const SESSIONS: Record<string, Grant> = { 'session=op': { role: 'operator' }, 'session=dev': { role: 'device', table: 't1' }, 'session=dir': { role: 'director' } };

beforeAll(async () => {
	const handle = createRouter({
		groups: [
			{
				prefix: '/api',
				routes: [
					route({ method: 'GET', pattern: '/api/things', access: 'public', handle: (call) => call.send(200, { ok: true, things: [] }) }),
					route({ method: 'GET', pattern: '/api/things/:id/events', access: 'public', stream: true, handle: (call) => call.send(200, { ok: true, stream: call.params.id }) }),
					route({
						method: 'POST',
						pattern: '/api/things',
						access: 'operator',
						body: { max: 64, schema: z.strictObject({ name: z.string().min(1) }) },
						handle: async (call) => call.send(201, { ok: true, name: call.body.name, asked: [await call.role(), await call.role()] })
					}),
					route({ method: 'GET', pattern: '/api/names', access: 'scorer', handle: (call) => call.send(200, { ok: true }) }),
					route({ method: 'DELETE', pattern: '/api/things/:id', access: 'change', handle: (call) => call.send(200, { ok: true, id: call.params.id, key: call.key?.id ?? null }) }),
					route({
						method: 'GET',
						pattern: '/api/broken',
						access: 'public',
						handle: () => {
							throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
						}
					})
				]
			},
			{
				prefix: '/api/tool',
				headers: { 'access-control-allow-origin': '*' },
				preflight: true,
				sameOrigin: false,
				routes: [
					route({ method: 'POST', pattern: '/api/tool/go', access: 'control', handle: (call) => call.send(200, { ok: true, key: call.key!.id }) }),
					route({ method: 'POST', pattern: '/api/tool/tables/:table/go', access: 'control', handle: (call) => call.send(200, { ok: true, table: call.params.table }) })
				]
			}
		],
		grantOf: async (req) => {
			roleLookups++;
			return SESSIONS[req.headers.cookie ?? ''] ?? { role: 'viewer' };
		},
		originAllowed: (req) => !req.headers.origin || req.headers.origin === 'http://venue',
		gate: {
			caller: async (req) => {
				const header = req.headers.authorization;
				if (header === undefined) return { ok: true, key: null };
				const key = KEYS[header];
				return key ? { ok: true, key } : { ok: false, status: 401, why: refusal('key-unknown'), headers: { 'www-authenticate': 'Bearer' } };
			}
		},
		reads: new ReadBudget()
	});
	server = createServer((req, res) => {
		if (!handle(req, res)) res.writeHead(200, { 'content-type': 'text/plain' }).end('a page');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) => {
	const res = await fetch(base + path, { method, headers: init.headers, body: init.body });
	const text = await res.text();
	return { status: res.status, headers: res.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
};
const json = { 'content-type': 'application/json' };
const operator = { cookie: 'session=op' };

describe('the router', () => {
	it('leaves the pages alone and answers an unknown API path 404 api-not-found', async () => {
		expect((await call('GET', '/tables')).body).toBe('a page');
		const missing = await call('POST', '/api/nothing-here');
		expect([missing.status, missing.body.code]).toEqual([404, 'api-not-found']);
	});

	it('answers a known path with the wrong method 405, naming the methods it takes; HEAD reaches GET', async () => {
		const wrong = await call('PUT', '/api/things', { headers: operator });
		expect([wrong.status, wrong.body.code, wrong.headers.get('allow')]).toEqual([405, 'method-not-allowed', 'GET, POST']);
		expect((await call('HEAD', '/api/things')).status).toBe(200);
		// an event stream is not held open for a HEAD
		expect((await call('GET', '/api/things/7/events')).body.stream).toBe('7');
		const head = await call('HEAD', '/api/things/7/events');
		expect([head.status, head.headers.get('allow')]).toEqual([405, 'GET']);
		expect((await call('GET', '/api/things/')).body).toEqual({ ok: true, things: [] });
	});

	it('refuses an operator route without a session (401 operators-only), and looks the role up once per request', async () => {
		const viewer = await call('POST', '/api/things', { headers: json, body: '{"name":"a"}' });
		expect([viewer.status, viewer.body.code]).toEqual([401, 'operators-only']);
		const before = roleLookups;
		const made = await call('POST', '/api/things', { headers: { ...json, ...operator }, body: '{"name":"a"}' });
		expect([made.status, made.body.name, made.body.asked]).toEqual([201, 'a', ['operator', 'operator']]);
		expect(roleLookups - before).toBe(1);
	});

	it('reads and validates the body before the handler: 415, 413, 400', async () => {
		const headers = { ...json, ...operator };
		expect((await call('POST', '/api/things', { headers: operator, body: 'name=a' })).body.code).toBe('json-only');
		expect((await call('POST', '/api/things', { headers, body: JSON.stringify({ name: 'x'.repeat(100) }) })).status).toBe(413);
		expect((await call('POST', '/api/things', { headers, body: '{' })).body.code).toBe('not-json');
		const invalid = await call('POST', '/api/things', { headers, body: '{"name":""}' });
		expect([invalid.status, invalid.body.code]).toEqual([400, 'invalid']);
	});

	it('refuses a cookie-borne change from a foreign origin, but not a key-only group', async () => {
		const foreign = await call('POST', '/api/things', { headers: { ...json, ...operator, origin: 'http://evil' }, body: '{"name":"a"}' });
		expect([foreign.status, foreign.body.code]).toEqual([403, 'origin-not-allowed']);
		const tool = await call('POST', '/api/tool/go', { headers: { authorization: 'Bearer control', origin: 'http://anywhere' } });
		expect([tool.status, tool.body.key]).toEqual([200, 'c1']);
	});

	it('lets a change route take a session or a control key, never a read key or a wrong one', async () => {
		expect((await call('DELETE', '/api/things/7', { headers: operator })).body).toEqual({ ok: true, id: '7', key: null });
		expect((await call('DELETE', '/api/things/7', { headers: { authorization: 'Bearer control' } })).body.key).toBe('c1');
		const read = await call('DELETE', '/api/things/7', { headers: { authorization: 'Bearer read' } });
		expect([read.status, read.body.code]).toEqual([401, 'operators-only']);
		const wrong = await call('DELETE', '/api/things/7', { headers: { authorization: 'Bearer nope' } });
		expect([wrong.status, wrong.body.code]).toEqual([401, 'key-unknown']);
	});

	it('asks a control route for a control key: none 401 key-missing, a read key 403; the group headers on every answer', async () => {
		const none = await call('POST', '/api/tool/go');
		expect([none.status, none.body.code, none.headers.get('access-control-allow-origin')]).toEqual([401, 'key-missing', '*']);
		const read = await call('POST', '/api/tool/go', { headers: { authorization: 'Bearer read' } });
		expect([read.status, read.body.code]).toEqual([403, 'key-read-only']);
		const missing = await call('GET', '/api/tool/other');
		expect([missing.status, missing.headers.get('access-control-allow-origin')]).toEqual([404, '*']);
		const preflight = await call('OPTIONS', '/api/tool/anything');
		expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
	});

	it('gives a table device the scorer routes only, and a director the change routes (protocol/access.ts)', async () => {
		const device = { cookie: 'session=dev' };
		const director = { cookie: 'session=dir' };
		expect((await call('GET', '/api/names', { headers: device })).status).toBe(200);
		expect((await call('GET', '/api/names', { headers: operator })).status).toBe(200);
		const viewer = await call('GET', '/api/names');
		expect([viewer.status, viewer.body.code]).toEqual([401, 'operators-only']);
		const admin = await call('POST', '/api/things', { headers: { ...json, ...device }, body: '{"name":"a"}' });
		expect([admin.status, admin.body.code]).toEqual([401, 'operators-only']);
		const change = await call('DELETE', '/api/things/7', { headers: device });
		expect([change.status, change.body.code]).toEqual([401, 'operators-only']);
		expect((await call('DELETE', '/api/things/7', { headers: director })).body).toEqual({ ok: true, id: '7', key: null });
		expect((await call('GET', '/api/names', { headers: director })).status).toBe(401);
		expect((await call('POST', '/api/things', { headers: { ...json, ...director }, body: '{"name":"a"}' })).status).toBe(401);
	});

	it('keeps a key for one table to that table: its control routes, never another table or a change route', async () => {
		const key = { authorization: 'Bearer t1' };
		expect((await call('POST', '/api/tool/tables/t1/go', { headers: key })).body).toEqual({ ok: true, table: 't1' });
		const other = await call('POST', '/api/tool/tables/t2/go', { headers: key });
		expect([other.status, other.body.code, other.body.params]).toEqual([403, 'key-other-table', { paired: 't1' }]);
		const notATable = await call('POST', '/api/tool/go', { headers: key });
		expect([notATable.status, notATable.body.code]).toEqual([403, 'key-other-table']);
		const change = await call('DELETE', '/api/things/7', { headers: key });
		expect([change.status, change.body.code]).toEqual([403, 'key-other-table']);
		expect((await call('POST', '/api/tool/tables/t2/go', { headers: { authorization: 'Bearer control' } })).status).toBe(200);
	});

	it('answers a store that cannot write with its status (a full disk: 507 disk-full)', async () => {
		const full = await call('GET', '/api/broken');
		expect([full.status, full.body.code]).toEqual([507, 'disk-full']);
	});
});
