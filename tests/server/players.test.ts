/**
 * The venue's player list on a real server: every started match records its players; only
 * operators can list, add or forget them over /api/players; the input is validated; a name is
 * data (sent back as the same characters, never interpreted); the list survives a restart; and
 * a database from the previous version opens, is migrated and gets a list too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../src/lib/server/store/sqlite';
import { writeVersion1Database } from '../../src/lib/server/store/version1.fixture';
import { call, connect, connected, login, startServer, tempDir, until, type Running } from './helpers';

const api = (server: Running, token: string | null, path = '/api/players', init: RequestInit = {}) =>
	fetch(`${server.url}${path}`, {
		...init,
		headers: { ...(token ? { cookie: `cuecast_session=${token}` } : {}), ...(init.headers as Record<string, string>) }
	});
const list = async (server: Running, token: string) => {
	const res = await api(server, token);
	expect(res.status).toBe(200);
	return ((await res.json()) as { players: { name: string; country?: string; rating?: number; uses: number; lastUsed: number }[] }).players;
};
const post = (server: Running, token: string | null, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
	api(server, token, '/api/players', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function startMatch(server: Running, token: string, table: string, players: unknown[]) {
	const op = connect(server.url, { token });
	await connected(op.socket);
	await call(op.socket, 'table:create', { id: table, name: table });
	const current = (await call(op.socket, 'join', { table })).state?.match?.id ?? null;
	const reply = await call(op.socket, 'match:start', { table, setup: { discipline: 'nine-ball', players, raceTo: 3 }, replaces: current });
	op.socket.close();
	expect(reply.ok, reply.reason).toBe(true);
	return reply.state.match.id as number;
}

describe('the venue player list (/api/players)', () => {
	let server: Running;
	let token: string;
	const dataDir = tempDir();
	beforeAll(async () => {
		server = await startServer({ dataDir });
		token = (await login(server.url, server.pin!)).token!;
	}, 30_000);
	afterAll(async () => server?.stop());

	it('records the players of every started match, newest information first; placeholders are not remembered', async () => {
		expect(await list(server, token)).toEqual([]);
		await startMatch(server, token, 'p1', [{ name: 'Anna Nowak', country: 'PL', rating: 650 }, 'Player 2']);
		let players = await list(server, token);
		expect(players).toMatchObject([{ name: 'Anna Nowak', country: 'PL', rating: 650, uses: 1 }]);
		expect(players).toHaveLength(1);

		await startMatch(server, token, 'p2', ['Piotr Kowalski', { name: 'anna  NOWAK', country: 'DE' }]);
		players = await list(server, token);
		expect(players.map((p) => [p.name, p.country ?? null, p.rating ?? null, p.uses])).toEqual([
			// both from the same match: equal times, the most used first
			['anna NOWAK', 'DE', 650, 2],
			['Piotr Kowalski', null, null, 1]
		]);
	});

	it('gives the list to operators only; a viewer can neither read, add nor forget', async () => {
		const res = await api(server, null);
		expect(res.status).toBe(401);
		const body = await res.text();
		expect(body).not.toContain('Piotr');
		expect((await api(server, 'not-a-session')).status).toBe(401);
		expect((await post(server, null, { players: [{ name: 'Intruder' }] })).status).toBe(401);
		expect((await api(server, null, '/api/players?name=Piotr%20Kowalski', { method: 'DELETE' })).status).toBe(401);
		expect((await list(server, token)).map((p) => p.name)).toEqual(['anna NOWAK', 'Piotr Kowalski']);
	});

	it('validates what is added, and keeps a name as the characters it is', async () => {
		for (const [body, status, reason] of [
			['{"players": [', 400, /JSON/],
			[{ players: [{ name: '' }] }, 400, /needs a name/],
			[{ players: [{ name: 'x'.repeat(81) }] }, 400, /at most 80/],
			[{ players: [{ name: 'A', country: 'Poland' }] }, 400, /ISO 3166/],
			[{ players: [{ name: 'A', rating: 'high' }] }, 400, /rating/],
			[{ players: [{ name: 'A', admin: true }] }, 400, /unknown key "admin"/],
			[{ players: Array.from({ length: 501 }, (_, i) => ({ name: `P${i}` })) }, 400, /500/]
		] as const) {
			const res = await post(server, token, body);
			expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
			expect(((await res.json()) as { reason: string }).reason).toMatch(reason);
		}
		expect((await post(server, token, { players: [{ name: 'A' }] }, { 'content-type': 'text/plain' })).status).toBe(415);
		expect((await post(server, token, { players: [{ name: 'A' }] }, { 'content-type': 'application/json', origin: 'http://evil.example' })).status).toBe(403);
		const huge = JSON.stringify({ players: [{ name: 'A', pad: 'x'.repeat(70_000) }] });
		expect((await post(server, token, huge)).status).toBe(413);
		expect((await list(server, token)).map((p) => p.name)).toEqual(['anna NOWAK', 'Piotr Kowalski']);

		const evil = '<img src=x onerror="alert(1)">\u202e\u0007';
		const res = await post(server, token, { players: [{ name: evil, country: 'gb', lastUsed: 1 }] });
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		const players = await list(server, token);
		// imported with an old date: last in the list; invisible characters dropped, the rest kept
		expect(players.at(-1)).toEqual({ name: '<img src=x onerror="alert(1)">', country: 'GB', uses: 1, lastUsed: 1 });
	});

	it('forgets a player (whatever the case), and says so when there was none', async () => {
		const del = (name: string) => api(server, token, `/api/players?name=${encodeURIComponent(name)}`, { method: 'DELETE' });
		expect((await del('PIOTR KOWALSKI')).status).toBe(200);
		expect((await del('Piotr Kowalski')).status).toBe(404);
		expect((await api(server, token, '/api/players', { method: 'DELETE' })).status).toBe(400);
		expect((await list(server, token)).map((p) => p.name)).not.toContain('Piotr Kowalski');
	});

	it('keeps the list across a restart, without counting the matches on the tables again', async () => {
		const before = await list(server, token);
		await server.stop();
		server = await startServer({ dataDir, port: server.port });
		expect(await list(server, token)).toEqual(before);
	}, 30_000);
});

describe('a database from the previous version', () => {
	it('opens, is migrated (its match intact), and remembers players from then on', async () => {
		const dataDir = tempDir();
		writeVersion1Database(dataDir, {
			id: 'old',
			name: 'Old table',
			setup: { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 3 },
			actions: [{ t: 'shot', potted: [1] }, { t: 'shot' }]
		});
		const server = await startServer({ dataDir });
		try {
			expect(server.stdout()).toContain(`upgraded from schema version 1 to ${SCHEMA_VERSION}`);
			const { token } = await login(server.url, server.pin!);
			const viewer = connect(server.url, { table: 'old' });
			await until(() => viewer.latest !== null);
			expect(viewer.latest!.match).toMatchObject({ revision: 2, summary: { players: [{ name: 'Anna Nowak' }, { name: 'Piotr Kowalski' }] } });
			expect(viewer.latest!.clock?.config.shotSeconds).toBe(30);
			viewer.socket.close();
			// the match that was already there is not recorded; a new one is
			expect(await list(server, token!)).toEqual([]);
			await startMatch(server, token!, 'new', ['Jan Kowalski', 'Ewa Nowak']);
			expect((await list(server, token!)).map((p) => p.name).sort()).toEqual(['Ewa Nowak', 'Jan Kowalski']);
		} finally {
			await server.stop();
		}
	}, 30_000);
});
