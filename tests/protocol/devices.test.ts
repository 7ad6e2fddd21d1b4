/**
 * Issue 26, roles: a tablet paired to one table with a code the operator shows scores that table
 * and nothing else — another table, the venue's tables, competitions, API keys, devices, OBS and
 * sponsors refuse it, over the socket and over HTTP — until the operator revokes it, which ends it
 * at once, open socket included. A director's device runs competitions only. A key for one table
 * controls that table only. (In-process harness: the real runtime, real Socket.IO clients.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientPool, connected, login, poolSetup, postFrom, streamAction, tempDir, until } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';
import { loadConfig } from '../../src/lib/server/config';
import { banner } from '../../src/lib/server/runtime';

const CUP = { name: 'Club Cup', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 3 }, players: [{ name: 'Ann' }, { name: 'Ben' }] };
let server: Served;
let dataDir: string;
let operatorToken: string;
const pool = clientPool(() => server.url);
const cookie = (token: string) => ({ cookie: `cuecast_session=${token}` });
const json = { 'content-type': 'application/json' };

async function api(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
	const res = await fetch(server.url + path, {
		method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
		headers: { ...(init.token ? cookie(init.token) : {}), ...(init.body === undefined ? {} : json), ...init.headers },
		body: init.body === undefined ? undefined : JSON.stringify(init.body)
	});
	const text = await res.text();
	return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text, setCookie: res.headers.get('set-cookie') ?? '' };
}


/** Shows a code as the operator, then pairs with it as a device: the device's session token. */
async function pair(grant: { role: 'device'; table: string } | { role: 'director' }, name: string): Promise<{ token: string; code: string }> {
	const made = await api('/api/devices/codes', { token: operatorToken, body: grant });
	expect(made.status, JSON.stringify(made.body)).toBe(200);
	expect(made.body.code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
	expect(made.body.path).toBe(`/pair?code=${made.body.code}`);
	// typed on a phone: lower case, no dash
	const paired = await api('/api/devices/pair', { body: { code: made.body.code.toLowerCase().replace('-', ' '), name } });
	expect(paired.status, JSON.stringify(paired.body)).toBe(200);
	const token = /cuecast_session=([^;]+)/.exec(paired.setCookie)?.[1];
	expect(paired.setCookie).toMatch(/HttpOnly/);
	return { token: token!, code: made.body.code };
}

beforeAll(async () => {
	dataDir = tempDir('cuecast-devices-');
	server = await serveInProcess({ dataDir });
	operatorToken = (await login(server.url, server.pin!)).token!;
	const op = pool.client({ token: operatorToken });
	await connected(op.socket);
	for (const id of ['t1', 't2']) expect((await call(op.socket, 'table:create', { id, name: `Table ${id.slice(1)}` })).ok).toBe(true);
	for (const table of ['t1', 't2']) expect((await call(op.socket, 'match:start', { table, setup: poolSetup(), replaces: null })).ok).toBe(true);
}, 30_000);
afterAll(() => pool.closeAll());

describe('a table device', () => {
	it('scores its own table, and is refused on another table and on everything an operator does', async () => {
		const { token, code } = await pair({ role: 'device', table: 't1' }, 'Table 1 tablet');
		expect((await api('/api/session', { token })).body).toEqual({ ok: true, role: 'device', table: 't1' });
		// the code worked once
		const again = await api('/api/devices/pair', { body: { code, name: 'Thief' } });
		expect([again.status, again.body.code]).toEqual([401, 'pair-code']);

		const device = pool.client({ token, table: 't1' });
		await connected(device.socket);
		await until(() => device.role === 'device' && device.latest !== null);
		const match = device.latest!.match!;
		const scored = await call(device.socket, 'act', { table: 't1', match: match.id, revision: match.revision, action: streamAction(match.revision) });
		expect(scored.ok, scored.reason).toBe(true);
		expect((await call(device.socket, 'clock:game-start', { table: 't1' })).code).toBe('clock-no-game'); // its table's clock: allowed, not timed

		const other = await call(device.socket, 'act', { table: 't2', match: match.id + 1, revision: 0, action: streamAction(0) });
		expect(other).toMatchObject({ ok: false, code: 'device-other-table', params: { paired: 't1' } });
		expect(await call(device.socket, 'match:start', { table: 't2', setup: poolSetup(), replaces: null })).toMatchObject({ ok: false, code: 'device-other-table' });
		expect(await call(device.socket, 'clock:start', { table: 't2' })).toMatchObject({ ok: false, code: 'device-other-table' });
		expect(await call(device.socket, 'table:create', { id: 't9', name: 'Nine' })).toMatchObject({ ok: false, code: 'operators-only' });
		expect(await call(device.socket, 'table:rename', { table: 't1', name: 'Mine' })).toMatchObject({ ok: false, code: 'operators-only' });
		expect(await call(device.socket, 'table:remove', { table: 't1' })).toMatchObject({ ok: false, code: 'operators-only' });

		// HTTP: the player list a set-up reads is its; competitions, keys, devices, OBS, sponsors are not
		expect((await api('/api/players', { token })).status).toBe(200);
		for (const [path, init] of [
			['/api/competitions', { body: CUP }],
			['/api/keys', {}],
			['/api/keys', { body: { name: 'Mine', scope: 'control' } }],
			['/api/devices', {}],
			['/api/devices/codes', { body: { role: 'device', table: 't2' } }],
			['/api/obs', {}],
			['/api/obs/scene', { body: { scene: 'Break' } }],
			['/api/sponsors/abc', { method: 'DELETE' }]
		] as const) {
			const refused = await api(path, { token, ...init });
			expect([path, refused.status, refused.body.code]).toEqual([path, 401, 'operators-only']);
		}
		// what it scored is the table's record
		const state = await api('/api/tables/t1', {});
		expect(state.body.state.match.revision).toBe(match.revision + 1);
	});

	it('is refused at once when the operator revokes it, its open socket included; the list shows it until then', async () => {
		const { token } = await pair({ role: 'device', table: 't2' }, 'Table 2 phone');
		const listed = await api('/api/devices', { token: operatorToken });
		const mine = listed.body.devices.find((d: { name: string }) => d.name === 'Table 2 phone');
		expect(mine).toMatchObject({ role: 'device', table: 't2' });
		expect((await api(`/api/devices/${mine.id}`, { method: 'PUT', token: operatorToken, body: { name: '  Table 2   phone A ' } })).status).toBe(200);
		expect((await api('/api/devices', { token: operatorToken })).body.devices.map((d: { name: string }) => d.name)).toContain('Table 2 phone A');

		const device = pool.client({ token, table: 't2' });
		await connected(device.socket);
		await until(() => device.latest !== null);
		const match = device.latest!.match!;
		expect((await call(device.socket, 'act', { table: 't2', match: match.id, revision: match.revision, action: streamAction(match.revision) })).ok).toBe(true);

		expect((await api(`/api/devices/${mine.id}`, { method: 'DELETE', token: operatorToken })).status).toBe(200);
		const after = await call(device.socket, 'act', { table: 't2', match: match.id, revision: match.revision + 1, action: streamAction(match.revision + 1) });
		expect(after).toMatchObject({ ok: false, code: 'device-revoked' });
		expect((await api('/api/session', { token })).body.role).toBe('viewer');
		expect((await api('/api/players', { token })).status).toBe(401);
		expect((await api(`/api/devices/${mine.id}`, { method: 'DELETE', token: operatorToken })).body.code).toBe('device-none');
	});

	it('refuses a wrong code, then slows the address down; a table that does not exist gets no code', async () => {
		const codes = [];
		for (let i = 0; i < 3; i++) codes.push(await postFrom(`${server.url}/api/devices/pair`, { code: 'ZZZZ-ZZZZ', name: 'Guess' }, '127.0.5.1'));
		expect(codes.map((r) => [r.status, r.body.code])).toEqual([
			[401, 'pair-code'],
			[401, 'pair-code'],
			[429, 'pair-wait']
		]);
		// while it waits even the right code is refused, unused
		const right = await api('/api/devices/codes', { token: operatorToken, body: { role: 'device', table: 't1' } });
		expect((await postFrom(`${server.url}/api/devices/pair`, { code: right.body.code, name: 'Guess' }, '127.0.5.1')).body.code).toBe('pair-wait');
		expect((await postFrom(`${server.url}/api/devices/pair`, { code: right.body.code, name: 'Other address' }, '127.0.5.2')).status).toBe(200);
		const noTable = await api('/api/devices/codes', { token: operatorToken, body: { role: 'device', table: 'nope' } });
		expect([noTable.status, noTable.body.code]).toEqual([404, 'pair-table']);
		const bad = await api('/api/devices/codes', { token: operatorToken, body: { role: 'device' } });
		expect([bad.status, bad.body.code]).toEqual([400, 'invalid']);
	});
});

describe('a director', () => {
	it('runs competitions and nothing else', async () => {
		const { token } = await pair({ role: 'director' }, 'Director laptop');
		expect((await api('/api/session', { token })).body).toEqual({ ok: true, role: 'director' });
		const made = await api('/api/competitions', { token, body: CUP });
		expect(made.status, JSON.stringify(made.body)).toBe(201);
		const director = pool.client({ token, table: 't1' });
		await connected(director.socket);
		await until(() => director.latest !== null);
		const match = director.latest!.match!;
		expect(await call(director.socket, 'act', { table: 't1', match: match.id, revision: match.revision, action: streamAction(match.revision) })).toMatchObject({
			ok: false,
			code: 'operators-only'
		});
		expect((await api('/api/keys', { token })).status).toBe(401);
		expect((await api('/api/players', { token })).status).toBe(401);
	});
});

describe('a key for one table', () => {
	it('controls that table and no other, nor competitions', async () => {
		const made = await api('/api/keys', { token: operatorToken, body: { name: 'Table 1 deck', scope: 'control', table: 't1' } });
		expect([made.status, made.body.table]).toEqual([200, 't1']);
		const bearer = { authorization: `Bearer ${made.body.key}` };
		const mine = await api('/api/v1/tables/t1/press/point', { method: 'POST', headers: bearer });
		expect(mine.status, JSON.stringify(mine.body)).toBe(200);
		const other = await api('/api/v1/tables/t2/press/point', { method: 'POST', headers: bearer });
		expect([other.status, other.body.code, other.body.params]).toEqual([403, 'key-other-table', { paired: 't1' }]);
		const cup = await api('/api/competitions', { body: CUP, headers: bearer });
		expect([cup.status, cup.body.code]).toEqual([403, 'key-other-table']);
		// reading needs no key, so a table key reads every table as anyone does
		expect((await api('/api/v1/tables/t2/fields', { headers: bearer })).status).toBe(200);
		const noTable = await api('/api/keys', { token: operatorToken, body: { name: 'Ghost', scope: 'control', table: 'zz' } });
		expect([noTable.status, noTable.body.code]).toEqual([404, 'key-table']);
	});
});

describe('a PIN reset', () => {
	it('ends the operator sessions and leaves paired devices paired', async () => {
		const { token } = await pair({ role: 'device', table: 't1' }, 'Survivor');
		const op = await login(server.url, server.pin!);
		expect(await server.runtime.auth.ensurePin(true)).toMatch(/^\d{4}-\d{4}$/);
		expect((await api('/api/session', { token: op.token! })).body.role).toBe('viewer');
		expect((await api('/api/session', { token })).body).toEqual({ ok: true, role: 'device', table: 't1' });
	});

	it('says at start after a reset how many devices stay paired, and where to check them', async () => {
		const devices = (await api('/api/devices', { token: (await login(server.url, (await server.runtime.auth.ensurePin(true))!)).token! })).body.devices.length;
		expect(devices).toBeGreaterThan(0);
		await server.stop();
		const again = await serveInProcess({ dataDir, env: { CUECAST_RESET_PIN: '1' } });
		expect(again.runtime.pairedDevices).toBe(devices);
		const config = loadConfig({ ...process.env, CUECAST_DATA_DIR: dataDir, PORT: String(again.port), HOST: '127.0.0.1' });
		expect(banner(again.runtime, config, again.port)).toContain(`${devices} paired device(s) and director(s) stay paired`);
		await again.stop();
	});
});
