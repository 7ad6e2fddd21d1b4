/**
 * Issue 22, item 13 on PostgreSQL: a competition whose name, players and seed carry a NUL was a
 * 500 (PostgreSQL refuses \u0000 in text and jsonb); cleaned on entry, it is stored and read back
 * clean, and the server stays up. A real server on a database of its own (tests/support/pg.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/pg';
import { login, startServer, tempDir, type Running } from '../server/helpers';

let db: TestDatabase;
let server: Running;
let cookie: string;

beforeAll(async () => {
	db = await createTestDatabase();
	server = await startServer({ dataDir: tempDir('cuecast-names-pg-'), env: { CUECAST_DATABASE_URL: db.url }, startMs: 60_000 });
	cookie = `cuecast_session=${(await login(server.url, server.pin!)).token}`;
}, 90_000);

afterAll(async () => {
	await server?.stop();
	await db?.drop();
});

describe('names on PostgreSQL', () => {
	it('a competition with NUL in its name, a player and its seed is stored cleaned, not a 500', async () => {
		const res = await fetch(`${server.url}/api/competitions`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', cookie },
			body: JSON.stringify({
				name: 'Nul\u0000 Cup\u202e',
				format: 'round-robin',
				seeding: 'random',
				seed: 'se\u0000ed',
				setup: { discipline: 'nine-ball', raceTo: 3 },
				players: [{ name: 'An\u0000na' }, { name: 'Bob' }]
			})
		});
		expect(res.status).toBe(201);
		const { id } = await res.json();
		const view = await (await fetch(`${server.url}/api/competitions/${id}`)).json();
		expect(view).toMatchObject({ name: 'Nul Cup', seed: 'seed' });
		expect(view.players.map((p: { name: string }) => p.name).sort()).toEqual(['Anna', 'Bob']);
		expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
	}, 60_000);
});
