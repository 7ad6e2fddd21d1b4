/**
 * The PostgreSQL store against a real server (127.0.0.1:5432; started when it is not running):
 * the shared contract, then what only many processes on one database can get wrong.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ensurePostgres, sqlIn, type TestDatabase } from '../../../../tests/support/pg';
import { Auth } from '../auth';
import { storeContract } from './contract';
import { checkDatabaseUrl, PG_SCHEMA_VERSION, PgStore, printableUrl } from './pg';
import { StoreError } from './types';
import { writePgVersion1Database } from './pg-version1.fixture';

const databases: TestDatabase[] = [];
const stores: PgStore[] = [];
const newDatabase = async () => {
	const db = await createTestDatabase();
	databases.push(db);
	return db;
};
const open = async (url: string) => {
	const s = await PgStore.open(url);
	stores.push(s);
	return s;
};
const failureOf = async (p: Promise<unknown>): Promise<StoreError> => {
	try {
		await p;
	} catch (err) {
		expect(err).toBeInstanceOf(StoreError);
		return err as StoreError;
	}
	throw new Error('expected a StoreError');
};

beforeAll(ensurePostgres, 60_000);
// Each test's databases go right after it (a DROP DATABASE takes a checkpoint: slow in bulk).
afterEach(async () => {
	for (const s of stores.splice(0)) await s.close();
	await Promise.all(databases.splice(0).map((d) => d.drop()));
}, 60_000);

storeContract('PostgreSQL', {
	place: async () => (await newDatabase()).url,
	open: (url) => PgStore.open(url)
});

describe('PgStore', () => {
	it('creates the schema once when two nodes open an empty database together', async () => {
		const { url } = await newDatabase();
		const [a, b, c] = await Promise.all([open(url), open(url), open(url)]);
		expect([a, b, c].filter((s) => s.createdSchema)).toHaveLength(1);
		expect([a, b, c].every((s) => s.migratedFrom === null)).toBe(true);
		await a.tables.createTable('t', 'T');
		expect(await b.tables.listTables()).toEqual([{ id: 't', name: 'T' }]);
		const reopened = await open(url);
		expect(reopened.createdSchema).toBe(false);
		expect((await sqlIn(url, `SELECT value FROM meta WHERE key = 'schema_version'`))[0].value).toBe(String(PG_SCHEMA_VERSION));
	});

	it('opens a database PostgreSQL schema 1 wrote and migrates it to the current schema, keeping its venue', async () => {
		const { url } = await newDatabase();
		await writePgVersion1Database(url);
		const s = await open(url);
		expect(s.migratedFrom).toBe(1);
		expect(s.createdSchema).toBe(false);
		expect((await sqlIn(url, `SELECT value FROM meta WHERE key = 'schema_version'`))[0].value).toBe(String(PG_SCHEMA_VERSION));
		expect(await s.auth.getSetting('pin_hash')).toBe('x');
		// the live table, its match, log and clock as they were; the records backfilled from the set-ups
		expect(await s.tables.heads()).toEqual([{ id: 't', name: 'Table 1', match: 2, revision: 3, clockVersion: 3 }]);
		const loaded = await s.tables.load('t');
		expect(loaded?.clock).toEqual({ limit: 40 });
		expect(loaded?.match?.actions).toEqual([{ type: 'a' }, { type: 'b' }, { type: 'c' }]);
		const listed = await s.records.searchMatches({}, null, 10);
		expect(listed.matches.map((m) => [m.id, m.discipline, m.players.map((p) => p.name)])).toEqual([
			[2, 'straight-pool', ['Ewa Nowak', 'Olga']],
			[1, '8-ball', ['Ann', 'Bob']]
		]);
		expect((await s.records.searchMatches({ player: 'ewa  NOWAK' }, null, 10)).matches.map((m) => m.id)).toEqual([2]);
		// and it goes on: the revision guard holds, a clock moves its counter on, a new match takes a new id
		await expect(s.tables.append('t', 2, 3, { type: 'again' })).rejects.toMatchObject({ code: 'conflict' });
		await s.tables.append('t', 2, 4, { type: 'd' });
		await s.tables.saveClock('t', { limit: 30 });
		expect((await s.tables.heads())[0]).toMatchObject({ revision: 4 });
		expect((await s.tables.heads())[0]!.clockVersion).toBeGreaterThan(3);
		expect((await s.tables.startMatch('t', { discipline: '9-ball', players: ['A', 'B'] }, 2)).id).toBe(3);
		await s.competitions.createCompetition('c', 'C', { t: 'create' });
		expect(await s.competitions.listCompetitions()).toMatchObject([{ id: 'c', revision: 1 }]);
	});

	it('refuses a newer schema with a clear message and leaves the database untouched', async () => {
		const { url } = await newDatabase();
		const first = await open(url);
		await first.tables.createTable('t', 'T');
		await first.close();
		await sqlIn(url, `UPDATE meta SET value = $1 WHERE key = 'schema_version'`, [String(PG_SCHEMA_VERSION + 3)]);
		const before = await sqlIn(url, `SELECT key, value FROM meta ORDER BY key`);
		const err = await failureOf(PgStore.open(url));
		expect(err.code).toBe('newer-version');
		expect(err.message).toContain(`newer cuecast (schema version ${PG_SCHEMA_VERSION + 3}; this version knows ${PG_SCHEMA_VERSION})`);
		expect(await sqlIn(url, `SELECT key, value FROM meta ORDER BY key`)).toEqual(before);
	});

	it('refuses a database holding someone else’s tables of the same names', async () => {
		const { url } = await newDatabase();
		await sqlIn(url, `CREATE TABLE matches (id int, home text, away text)`);
		const err = await failureOf(PgStore.open(url));
		expect(err.code).toBe('foreign');
		expect(err.message).toMatch(/did not create \(matches\)/);
		expect(await sqlIn(url, `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)).toEqual([{ table_name: 'matches' }]);
		const other = await newDatabase();
		await sqlIn(other.url, `CREATE TABLE meta (key text primary key, value text); INSERT INTO meta VALUES ('owner', 'billing')`);
		expect((await failureOf(PgStore.open(other.url))).code).toBe('foreign');
	});

	it('opens a database that holds unrelated tables beside ours', async () => {
		const { url } = await newDatabase();
		await sqlIn(url, `CREATE TABLE invoices (id int)`);
		const s = await open(url);
		expect(s.createdSchema).toBe(true);
	});

	it('says quickly and clearly when the server cannot be reached, the login fails or the database is missing', async () => {
		const started = Date.now();
		const refused = await failureOf(PgStore.open('postgres://postgres@127.0.0.1:1/x'));
		expect(refused.code).toBe('unusable');
		expect(refused.message).toMatch(/cannot reach PostgreSQL at 127\.0\.0\.1:1/);
		expect(Date.now() - started).toBeLessThan(5000);
		const missing = await failureOf(PgStore.open('postgres://postgres@127.0.0.1:5432/cuecast_no_such_database'));
		expect(missing.code).toBe('unusable');
		expect(missing.message).toMatch(/127\.0\.0\.1:5432 has no database "cuecast_no_such_database"/);
		const noUser = await failureOf(PgStore.open('postgres://nobody_here:pw@127.0.0.1:5432/postgres'));
		expect(noUser.code).toBe('unusable');
		expect(noUser.message).toMatch(/127\.0\.0\.1:5432/);
		expect(noUser.message).not.toContain(':pw@');
		expect((await failureOf(PgStore.open('mysql://x@y/z'))).message).toMatch(/not a PostgreSQL URL/);
	});

	it('gives up on a server that never answers after about 5 s', async () => {
		// A listening socket that accepts and says nothing: the driver waits for the greeting.
		const { createServer } = await import('node:net');
		const silent = createServer(() => {});
		await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
		const port = (silent.address() as { port: number }).port;
		const started = Date.now();
		try {
			const err = await failureOf(PgStore.open(`postgres://postgres@127.0.0.1:${port}/x`, { connectTimeoutMs: 1500 }));
			expect(err.code).toBe('unusable');
			expect(err.message).toContain(`127.0.0.1:${port}`);
			expect(Date.now() - started).toBeLessThan(4000);
		} finally {
			silent.close();
		}
	});

	it('200 rounds of the same revision from two nodes: exactly one lands each round, the log has no gap or duplicate', async () => {
		const { url } = await newDatabase();
		const a = await open(url);
		const b = await open(url);
		await a.tables.createTable('t', 'T');
		const m = await a.tables.startMatch('t', {}, null);
		const wins = { a: 0, b: 0 };
		for (let r = 1; r <= 200; r++) {
			// Sent together; which node's statement leaves first alternates, so both win rounds.
			const send = (node: PgStore, name: string) => node.tables.append('t', m.id, r, { r, node: name });
			const [ra, rb] =
				r % 2 ? await Promise.allSettled([send(a, 'a'), send(b, 'b')]) : (await Promise.allSettled([send(b, 'b'), send(a, 'a')])).reverse();
			const landed = [ra, rb].filter((x) => x.status === 'fulfilled').length;
			expect(landed, `round ${r}`).toBe(1);
			for (const x of [ra, rb]) if (x.status === 'rejected') expect((x.reason as StoreError).code).toBe('conflict');
			if (ra.status === 'fulfilled') wins.a++;
			else wins.b++;
		}
		const log = (await b.tables.loadMatch(m.id))!.actions as { r: number }[];
		expect(log.map((x) => x.r)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
		const rows = await sqlIn<{ n: string; max: number }>(url, `SELECT count(*) AS n, max(revision) AS max FROM actions WHERE match_id = $1`, [m.id]);
		expect(rows[0]).toEqual({ n: '200', max: 200 });
		expect((await a.tables.heads())[0].revision).toBe(200);
		// Both nodes won rounds: the race was real, not one node always first.
		expect(Math.min(wins.a, wins.b)).toBeGreaterThan(0);
	}, 60_000);

	it('a new match raced from two nodes replacing the same one: one starts, the other gets conflict', async () => {
		const { url } = await newDatabase();
		const a = await open(url);
		const b = await open(url);
		await a.tables.createTable('t', 'T');
		let current = (await a.tables.startMatch('t', { n: 0 }, null)).id;
		for (let round = 1; round <= 30; round++) {
			const tries = await Promise.allSettled([a.tables.startMatch('t', { round }, current), b.tables.startMatch('t', { round }, current)]);
			const started = tries.filter((t) => t.status === 'fulfilled');
			expect(started).toHaveLength(1);
			const loser = tries.find((t) => t.status === 'rejected') as PromiseRejectedResult;
			expect((loser.reason as StoreError).code).toBe('conflict');
			current = (started[0] as PromiseFulfilledResult<{ id: number }>).value.id;
		}
		const live = await sqlIn<{ n: string }>(url, `SELECT count(*) AS n FROM matches WHERE ended_at IS NULL`);
		expect(live[0].n).toBe('1');
		expect((await b.tables.heads())[0].match).toBe(current);
	}, 30_000);

	it('an append racing with the end of its match either lands before it or is refused', async () => {
		const { url } = await newDatabase();
		const a = await open(url);
		const b = await open(url);
		await a.tables.createTable('t', 'T');
		let m = await a.tables.startMatch('t', {}, null);
		for (let round = 0; round < 30; round++) {
			const [appended, started] = await Promise.allSettled([a.tables.append('t', m.id, 1, { round }), b.tables.startMatch('t', {}, m.id)]);
			expect(started.status).toBe('fulfilled');
			const log = (await a.tables.loadMatch(m.id))!.actions;
			expect(log).toHaveLength(appended.status === 'fulfilled' ? 1 : 0);
			m = (started as PromiseFulfilledResult<typeof m>).value;
		}
	}, 30_000);

	it('claimSetting raced from several nodes: exactly one stores its value', async () => {
		const { url } = await newDatabase();
		const nodes = await Promise.all([1, 2, 3, 4].map(() => open(url)));
		for (let round = 0; round < 20; round++) {
			const claims = await Promise.all(nodes.map((n, i) => n.auth.claimSetting(`pin-${round}`, `node-${i}`)));
			expect(claims.filter(Boolean)).toHaveLength(1);
			expect(await nodes[0].auth.getSetting(`pin-${round}`)).toBe(`node-${claims.indexOf(true)}`);
		}
	});

	it('keeps JSON text exactly as written and bigint times exact', async () => {
		const { url } = await newDatabase();
		const s = await open(url);
		await s.tables.createTable('t', 'T');
		const m = await s.tables.startMatch('t', { b: 1, a: 2 }, null);
		await s.tables.append('t', m.id, 1, { z: 1, a: [1.5, '✓'], k: { y: null } });
		const [row] = await sqlIn<{ action: string }>(url, `SELECT action FROM actions`);
		expect(row.action).toBe('{"z":1,"a":[1.5,"✓"],"k":{"y":null}}');
		expect(Object.keys((await s.tables.loadMatch(m.id))!.setup as object)).toEqual(['b', 'a']);
	});
});

/** A TCP relay to the real server that a test can cut (connections dropped, port closed) and mend. */
async function relay() {
	const { createServer, connect } = await import('node:net');
	const sockets = new Set<import('node:net').Socket>();
	let stalled = false;
	const server = createServer((client) => {
		const upstream = connect(5432, '127.0.0.1');
		for (const s of [client, upstream]) {
			sockets.add(s);
			s.on('error', () => {});
			s.on('close', () => sockets.delete(s));
		}
		client.on('data', (d) => !stalled && upstream.write(d));
		upstream.on('data', (d) => !stalled && client.write(d));
		client.on('close', () => upstream.destroy());
		upstream.on('close', () => client.destroy());
	});
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
	const port = (server.address() as { port: number }).port;
	return {
		port,
		/** The server is gone: every connection dropped, the port refuses. */
		async cut() {
			await new Promise<void>((r) => {
				server.close(() => r());
				for (const s of sockets) s.destroy();
			});
		},
		async mend() {
			await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
		},
		/** The network swallows everything (no reset, no answer). */
		stall(on: boolean) {
			stalled = on;
		},
		async close() {
			stalled = false;
			for (const s of sockets) s.destroy();
			await new Promise<void>((r) => (server.listening ? server.close(() => r()) : r()));
		}
	};
}

describe('PgStore when the server goes away', () => {
	it('refuses writes with a clear reason while PostgreSQL is unreachable, and works again when it is back', async () => {
		const { name } = await newDatabase();
		const r = await relay();
		try {
			const s = await PgStore.open(`postgres://postgres@127.0.0.1:${r.port}/${name}`, { connectTimeoutMs: 1000 });
			stores.push(s);
			await s.tables.createTable('t', 'T');
			const m = await s.tables.startMatch('t', {}, null);
			await s.tables.append('t', m.id, 1, { n: 1 });
			await r.cut();
			const started = Date.now();
			const down = await failureOf(s.tables.append('t', m.id, 2, { n: 2 }));
			expect(down.code).toBe('unusable');
			expect(down.message).toMatch(new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${r.port}`));
			expect(Date.now() - started).toBeLessThan(3000);
			expect((await failureOf(s.tables.heads())).code).toBe('unusable');
			await r.mend();
			// The refused append was never stored: the same revision is the next one.
			await s.tables.append('t', m.id, 2, { n: 2 });
			expect((await s.tables.loadMatch(m.id))?.actions).toEqual([{ n: 1 }, { n: 2 }]);
		} finally {
			await r.close();
		}
	});

	it('gives up on a query the network swallows, then recovers on fresh connections', async () => {
		const { name } = await newDatabase();
		const r = await relay();
		try {
			const s = await PgStore.open(`postgres://postgres@127.0.0.1:${r.port}/${name}`, { connectTimeoutMs: 1000, queryTimeoutMs: 1000 });
			stores.push(s);
			await s.tables.createTable('t', 'T');
			r.stall(true);
			const started = Date.now();
			expect((await failureOf(s.tables.listTables())).code).toBe('unusable');
			expect(Date.now() - started).toBeLessThan(3000);
			r.stall(false);
			expect(await s.tables.listTables()).toEqual([{ id: 't', name: 'T' }]);
		} finally {
			await r.close();
		}
	});
});

describe('operator access on several nodes', () => {
	const until = async (what: string, ok: () => boolean, ms = 3000) => {
		const end = Date.now() + ms;
		while (!ok()) {
			if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
			await new Promise((r) => setTimeout(r, 25));
		}
	};

	it('nodes starting together on a new database: exactly one creates (and prints) the PIN, and it works on every node', async () => {
		const { url } = await newDatabase();
		const nodes = await Promise.all([1, 2, 3].map(() => open(url)));
		const auths = nodes.map((n) => new Auth(n.auth));
		const pins = await Promise.all(auths.map((a) => a.ensurePin()));
		const printed = pins.filter((p): p is string => p !== null);
		expect(printed).toHaveLength(1);
		const login = await auths[(pins.indexOf(printed[0]) + 1) % 3].login(printed[0], '10.0.0.1');
		expect(login.ok).toBe(true);
		expect(await Promise.all(auths.map((a) => a.ensurePin()))).toEqual([null, null, null]);
		for (const a of auths) a.close();
	});

	it('a logout or a PIN reset on one node revokes the session on the others within the re-check interval', async () => {
		const { url } = await newDatabase();
		const [na, nb] = await Promise.all([open(url), open(url)]);
		const a = new Auth(na.auth, { recheckMs: 200 });
		const b = new Auth(nb.auth, { recheckMs: 200 });
		const pin = (await a.ensurePin())!;
		const first = await a.login(pin, '10.0.0.1');
		const second = await b.login(pin, '10.0.0.2');
		if (!first.ok || !second.ok) throw new Error('login failed');
		expect((await b.grantOf(first.token)).role).toBe('operator');
		expect(b.liveGrant(first.token).role).toBe('operator');
		await a.logout(first.token);
		expect(a.liveGrant(first.token).role).not.toBe('operator');
		await until('logout seen on node B', () => b.liveGrant(first.token).role !== 'operator', 1500);
		expect((await b.grantOf(first.token)).role).toBe('viewer');
		expect(b.liveGrant(second.token).role).toBe('operator');
		expect((await a.grantOf(second.token)).role).toBe('operator');
		const newPin = (await a.ensurePin(true))!;
		await until('PIN reset seen on node B', () => b.liveGrant(second.token).role !== 'operator', 1500);
		expect((await b.login(pin, '10.0.0.3')).ok).toBe(false);
		expect((await b.login(newPin, '10.0.0.4')).ok).toBe(true);
		a.close();
		b.close();
	});
});

describe('database URLs', () => {
	it('checks them before a connection is tried', () => {
		expect(checkDatabaseUrl('postgres://u:p@db.example:5432/cuecast')).toBeNull();
		expect(checkDatabaseUrl('postgresql://db/cuecast?sslmode=require')).toBeNull();
		expect(checkDatabaseUrl('http://db/cuecast')).toMatch(/not a PostgreSQL URL/);
		expect(checkDatabaseUrl('db:5432/cuecast')).toMatch(/not a PostgreSQL URL/);
		expect(checkDatabaseUrl('not a url')).toMatch(/not a URL/);
		expect(checkDatabaseUrl('postgres://')).toMatch(/no host/);
		expect(checkDatabaseUrl('postgres://u:%zz@db/x')).toMatch(/%-encoded/);
	});
	it('prints them without the password', () => {
		expect(printableUrl('postgres://cuecast:s3cret@db:5432/venue')).toBe('postgres://cuecast:***@db:5432/venue');
		expect(printableUrl('postgres://db/venue?password=s3cret&sslmode=require')).toBe('postgres://db/venue?password=***&sslmode=require');
		expect(printableUrl('postgres://db/venue')).toBe('postgres://db/venue');
	});
});
