/**
 * Input cleaned and refusals visible (issue 17, should-fix): table names and set-ups lose bidi
 * overrides, control characters and lone surrogates; a join of an unknown table without an ack
 * gets a `refused` event.
 */
import Database from 'better-sqlite3';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientPool, connected, login, startServer, tempDir, type Running } from './helpers';

describe('input cleaned, refusals visible', () => {
	let s: Running;
	let token: string;
	const pool = clientPool(() => s.url);
	beforeAll(async () => {
		s = await startServer({ dataDir: tempDir() });
		token = (await login(s.url, s.pin!)).token!;
	}, 60_000);
	afterAll(async () => {
		pool.closeAll();
		await s?.stop();
	});

	it('a table name loses direction overrides, controls and lone surrogates; a set-up too', async () => {
		const op = pool.client({ token });
		await connected(op.socket);
		const made = await call(op.socket, 'table:create', { id: 'c', name: 'Table\u202e 1\u0007 \ud800x' });
		expect(made.ok, JSON.stringify(made)).toBe(true);
		expect(made.table.name).toBe('Table 1 x');
		const renamed = await call(op.socket, 'table:rename', { table: 'c', name: '\u2066Main\u2069\u0000 table' });
		expect(renamed.ok).toBe(true);
		const state = (await (await fetch(`${s.url}/api/tables/c`)).json()).state;
		expect(state.table.name).toBe('Main table');
		const started = await call(op.socket, 'match:start', {
			table: 'c',
			setup: { discipline: 'straight-pool', players: ['Anna\u202e Nowak\udc00', 'Piotr\u0008 Kowalski'], pointsTo: 100, event: 'Cup \ud800' },
			replaces: null
		});
		expect(started.ok, JSON.stringify(started)).toBe(true);
		const setup = started.state.match.setup;
		expect(JSON.stringify(setup)).not.toMatch(/\\u(202e|0008|d800|dc00)/i);
		expect(setup.event).toBe('Cup ');
		expect(started.state.match.summary.players.map((p: { name: string }) => p.name)).toEqual(['Anna Nowak', 'Piotr Kowalski']);
		const empty = await call(op.socket, 'table:rename', { table: 'c', name: '\u202e\u0007' });
		expect(empty.ok).toBe(false);
		expect(empty.code).toBe('table-name-empty');
	}, 30_000);

	it('join of an unknown table without an acknowledgement: a refused event', async () => {
		const v = pool.client();
		await connected(v.socket);
		const refused = new Promise<any>((resolve) => v.socket.once('refused' as any, resolve));
		v.socket.emit('join', { table: 'nope' });
		const r = await refused;
		expect(r.event).toBe('join');
		expect(r.code).toBe('no-table');
	}, 30_000);

	it('an oversized or malformed message: a refused with the reason, then the connection is closed', async () => {
		for (const [code, send] of [
			['message-too-large', (c: any) => c.socket.emit('join', { table: 'x'.repeat(20_000) })],
			['malformed', (c: any) => c.socket.io.engine.send('2["join",')]
		] as const) {
			const v = pool.client({ reconnect: false });
			await connected(v.socket);
			const refused = new Promise<any>((resolve) => v.socket.once('refused' as any, resolve));
			const closed = new Promise<string>((resolve) => v.socket.once('disconnect', resolve));
			send(v);
			const r = await refused;
			expect(r.code, JSON.stringify(r)).toBe(code);
			expect(r.reason).toMatch(/the connection is closed/);
			await closed;
		}
	}, 30_000);

	it('a foreign Host name (DNS rebinding) gets 421 at the API and 403 at the socket handshake; IPs and localhost pass; nosniff everywhere', async () => {
		const get = (host: string, path: string) =>
			new Promise<{ status: number; nosniff: string | undefined }>((resolve, reject) => {
				const req = request(`${s.url}${path}`, { headers: { host } }, (res) => {
					res.resume();
					resolve({ status: res.statusCode!, nosniff: res.headers['x-content-type-options'] as string | undefined });
				});
				req.on('error', reject);
				req.end();
			});
		expect((await get(`evil.example:${s.port}`, '/api/tables')).status).toBe(421);
		// Engine.IO refuses the handshake with 403
		expect((await get(`evil.example:${s.port}`, '/socket.io/?EIO=4&transport=polling')).status).toBe(403);
		expect((await get(`127.0.0.1:${s.port}`, '/socket.io/?EIO=4&transport=polling')).status).toBe(200);
		expect((await get(`localhost:${s.port}`, '/api/tables')).status).toBe(200);
		const page = await get(`127.0.0.1:${s.port}`, '/robots.txt');
		expect(page.nosniff).toBe('nosniff');
	}, 30_000);
});

describe('the session cookie', () => {
	it('is __Host-cuecast_session (Secure) over HTTPS, as a proxy reports it, and is read back', async () => {
		const s = await startServer({ dataDir: tempDir() });
		try {
			const res = await fetch(`${s.url}/api/login`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
				body: JSON.stringify({ pin: s.pin })
			});
			const set = res.headers.get('set-cookie')!;
			expect(set).toMatch(/^__Host-cuecast_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
			const token = /^__Host-cuecast_session=([^;]+)/.exec(set)![1];
			const session = await (await fetch(`${s.url}/api/session`, { headers: { cookie: `__Host-cuecast_session=${token}` } })).json();
			expect(session.role).toBe('operator');
			const plain = await fetch(`${s.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pin: s.pin }) });
			expect(plain.headers.get('set-cookie')).toMatch(/^cuecast_session=/);
		} finally {
			await s.stop();
		}
	}, 60_000);
});

describe('the start-up banner', () => {
	it('never writes raw control characters (a name stored by an older version)', async () => {
		const dir = tempDir();
		const first = await startServer({ dataDir: dir });
		await first.stop();
		const db = new Database(join(dir, 'cuecast.db'));
		db.prepare(`INSERT INTO venue_tables(id, name, created_at) VALUES ('x', ?, 0)`).run('Evil\u001b[2J\u0007\u202e name');
		db.close();
		const s = await startServer({ dataDir: dir });
		await s.stop();
		expect(s.stdout()).toContain('table x (Evil\\u001b[2J\\u0007\\u202e name)');
		expect(s.stdout()).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
	}, 60_000);
});
