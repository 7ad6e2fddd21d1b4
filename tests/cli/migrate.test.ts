/**
 * `cuecast migrate` as a user runs it (a real process) from a SQLite venue built with the store
 * API into a real PostgreSQL database (127.0.0.1:5432, a random database per test, dropped after).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replayOutcome } from '../../src/cli/migrate';
import { Auth } from '../../src/lib/server/auth';
import { DatabaseObsSettingsStore, JsonFileObsSettingsStore } from '../../src/lib/server/obs/store';
import { PgStore } from '../../src/lib/server/store/pg';
import { SqliteStore } from '../../src/lib/server/store/sqlite';
import { writeVersion1Database } from '../../src/lib/server/store/version1.fixture';
import { createTestDatabase, ensurePostgres, sqlIn, type TestDatabase } from '../support/pg';

function cuecast(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
	return new Promise((done) => {
		execFile(process.execPath, [resolve('src/cli/cuecast.js'), ...args], { timeout: 60_000 }, (error, stdout, stderr) => {
			const code = error ? ((error as { code?: number }).code ?? 1) : 0;
			done({ code: typeof code === 'number' ? code : 1, stdout, stderr });
		});
	});
}

const dirs: string[] = [];
const databases: TestDatabase[] = [];
const tempDir = () => {
	const d = mkdtempSync(join(tmpdir(), 'cuecast-migrate-'));
	dirs.push(d);
	return d;
};
const database = async () => {
	const db = await createTestDatabase();
	databases.push(db);
	return db;
};
beforeAll(ensurePostgres, 60_000);
afterEach(async () => {
	await Promise.all(databases.splice(0).map((d) => d.drop()));
	for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}, 60_000);

const fixture = (path: string) => JSON.parse(readFileSync(join('tests/fixtures', path), 'utf8')) as { match: unknown; actions: unknown[] };

/** A club's venue: live tables with current and ended matches, a removed table, clocks, players, a PIN, OBS settings. */
/** A target with cuecast's schema and a trigger that alters revision 2 of `table` as it is written (`change`: the assignment). */
async function tamperedTarget(table: string, change: string): Promise<TestDatabase> {
	const target = await database();
	await (await PgStore.open(target.url)).close();
	await sqlIn(
		target.url,
		`CREATE FUNCTION tamper() RETURNS trigger AS $$ BEGIN IF NEW.revision = 2 THEN ${change}; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
		 CREATE TRIGGER tamper BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION tamper();`
	);
	return target;
}

async function buildVenue(dir: string): Promise<{ pin: string }> {
	const s = new SqliteStore(dir, { synchronous: 'normal' });
	try {
		const auth = new Auth(s.auth);
		const pin = (await auth.ensurePin())!;
		const play = async (table: string, script: { match: unknown; actions: unknown[] }, replaces: number | null, upTo = script.actions.length) => {
			const m = await s.tables.startMatch(table, script.match, replaces);
			for (let i = 0; i < upTo; i++) await s.tables.append(table, m.id, i + 1, script.actions[i]);
			return m.id;
		};
		await s.tables.createTable('1', 'Table 1');
		await s.tables.createTable('2', 'Show table');
		await s.tables.createTable('old', 'Removed table');
		await s.tables.createTable('3', 'Empty table');
		const nine = fixture('pool/nine-ball/break-and-run.json');
		const push = fixture('pool/nine-ball/race-to-3-push-outs.json');
		const carom = fixture('carom/balkline-47-1-to-10.json');
		const ended = await play('1', nine, null);
		await play('1', push, ended, Math.floor(push.actions.length / 2)); // in progress
		await play('2', carom, null);
		await play('old', nine, null, 3);
		await s.tables.removeTable('old');
		await s.tables.saveClock('1', { config: { shotSeconds: 35 }, running: false });
		await s.players.recordPlayers([
			{ name: 'Anna Nowak', country: 'PL', rating: 650, at: 1_700_000_000_000 },
			{ name: 'Piotr Kowalski', at: 1_700_000_100_000 }
		]);
		await s.auth.saveBrake('10.1.1.1', { failures: 2, until: 0, last: Date.now() });
		await new JsonFileObsSettingsStore(dir).save({ enabled: true, password: 'obs-secret', rules: [{ on: 'rack-won', scene: 'Replay' }] });
		auth.close();
		return { pin };
	} finally {
		await s.close();
	}
}

describe('cuecast migrate', () => {
	it('copies a venue into PostgreSQL, verified; every match replays the same and a node opens the same venue', async () => {
		const dir = tempDir();
		const { pin } = await buildVenue(dir);
		const target = await database();
		const r = await cuecast(['migrate', '--from', dir, '--to', target.url]);
		expect(r.stderr).toBe('');
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/copied 3 tables \(and 1 removed\), 4 matches, \d+ actions, 2 players/);
		expect(r.stdout).toContain('OBS settings');
		expect(r.stdout).toMatch(/verified/);

		const sqlite = new SqliteStore(dir, { synchronous: 'normal' });
		const pg = await PgStore.open(target.url);
		try {
			expect(pg.createdSchema).toBe(false);
			expect(await pg.tables.listTables()).toEqual(await sqlite.tables.listTables());
			expect(await pg.tables.loadAll()).toEqual(await sqlite.tables.loadAll());
			const heads = await pg.tables.heads();
			expect(heads.map(({ clockVersion: _, ...h }) => h)).toEqual((await sqlite.tables.heads()).map(({ clockVersion: _, ...h }) => h));
			let ids: number[] = [];
			for (const t of await sqlite.tables.listTables()) {
				const matches = await sqlite.tables.listMatches(t.id);
				expect(await pg.tables.listMatches(t.id)).toEqual(matches);
				ids = ids.concat(matches.map((m) => m.id));
			}
			const removed = Math.max(...ids) + 1; // the removed table's match
			ids.push(removed);
			expect(ids).toHaveLength(4);
			for (const id of ids) {
				const before = (await sqlite.tables.loadMatch(id))!;
				const after = (await pg.tables.loadMatch(id))!;
				expect(after).toEqual(before);
				const replayed = replayOutcome(after.setup, after.actions);
				expect(replayed.ok).toBe(true);
				expect(replayed.text).toBe(replayOutcome(before.setup, before.actions).text);
			}
			expect(await pg.players.listPlayers(10)).toEqual(await sqlite.players.listPlayers(10));
			expect(await pg.auth.loadBrakes()).toEqual(await sqlite.auth.loadBrakes());
			expect(await new DatabaseObsSettingsStore(pg.auth).load()).toEqual(await new JsonFileObsSettingsStore(dir).load());
			// The club's PIN works on the new store, and no node makes a new one.
			const auth = new Auth(pg.auth);
			expect(await auth.ensurePin()).toBeNull();
			expect((await auth.login(pin, '10.0.0.9')).ok).toBe(true);
			auth.close();
			// Scoring goes on where it stopped; new ids continue after the copied ones.
			const live = (await pg.tables.load('1'))!.match!;
			const push = fixture('pool/nine-ball/race-to-3-push-outs.json');
			await pg.tables.append('1', live.id, live.actions.length + 1, push.actions[live.actions.length]);
			expect(replayOutcome(push.match, push.actions.slice(0, live.actions.length + 1)).text).toBe(
				replayOutcome(live.setup, (await pg.tables.loadMatch(live.id))!.actions).text
			);
			const next = await pg.tables.startMatch('3', { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 3 }, null);
			expect(next.id).toBeGreaterThan(removed);
			await pg.tables.createTable('4', 'New table');
		} finally {
			await sqlite.close();
			await pg.close();
		}
	}, 90_000);

	it('copies a venue from an older cuecast (schema version 1) without upgrading its file', async () => {
		const dir = tempDir();
		const nine = fixture('pool/nine-ball/break-and-run.json');
		const match = writeVersion1Database(dir, { id: 't', name: 'Old table', setup: nine.match, actions: nine.actions }, { operator_pin_scrypt: 'scrypt$x' });
		const before = readFileSync(join(dir, 'cuecast.db'));
		const target = await database();
		const r = await cuecast(['migrate', '--from', dir, '--to', target.url]);
		expect(r.code).toBe(0);
		expect(r.stdout).toMatch(/\(schema 1\)/);
		expect(r.stdout).toMatch(/copied 1 table, 1 match, \d+ actions, 0 players/);
		expect(readFileSync(join(dir, 'cuecast.db')).equals(before)).toBe(true);
		const pg = await PgStore.open(target.url);
		try {
			const [t] = await pg.tables.loadAll();
			expect(t).toMatchObject({ id: 't', name: 'Old table', clock: null, match: { id: match, actions: nine.actions } });
			expect(await pg.auth.getSetting('operator_pin_scrypt')).toBe('scrypt$x');
		} finally {
			await pg.close();
		}
	}, 60_000);

	it('refuses a target that already holds a venue (exit 2) and changes nothing', async () => {
		const dir = tempDir();
		await buildVenue(dir);
		const target = await database();
		expect((await cuecast(['migrate', '--from', join(dir, 'cuecast.db'), '--to', target.url])).code).toBe(0);
		const before = await sqlIn(target.url, `SELECT (SELECT count(*) FROM actions) AS a, (SELECT count(*) FROM matches) AS m`);
		const again = await cuecast(['migrate', '--from', dir, '--to', target.url]);
		expect(again.code).toBe(2);
		expect(again.stderr).toMatch(/already holds a venue \(3 tables \(and 1 removed\), 4 matches, 2 players\).*Nothing was written/);
		expect(await sqlIn(target.url, `SELECT (SELECT count(*) FROM actions) AS a, (SELECT count(*) FROM matches) AS m`)).toEqual(before);
	}, 90_000);

	it('a corrupt or foreign source: a clear error (exit 3) and nothing written to the target', async () => {
		const target = await database();
		const noSchema = async () => sqlIn(target.url, `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
		const garbage = tempDir();
		writeFileSync(join(garbage, 'cuecast.db'), 'this is not a database, it is a shopping list\n'.repeat(50));
		const r = await cuecast(['migrate', '--from', garbage, '--to', target.url]);
		expect(r.code).toBe(3);
		expect(r.stderr).toMatch(/cannot open the source: .*cuecast\.db is not a readable SQLite database/);
		expect(r.stdout).toBe('');
		expect(await noSchema()).toEqual([]);

		const damaged = tempDir();
		const s = new SqliteStore(damaged, { synchronous: 'normal' });
		await s.tables.createTable('t', 'T');
		const m = await s.tables.startMatch('t', {}, null);
		for (let i = 1; i <= 300; i++) await s.tables.append('t', m.id, i, { t: 'shot', potted: [i % 15] });
		await s.close();
		const file = join(damaged, 'cuecast.db');
		const bytes = readFileSync(file);
		for (let off = 4096; off < bytes.length; off += 4096) bytes.fill(0xab, off + 8, off + 200);
		writeFileSync(file, bytes);
		const corrupt = await cuecast(['migrate', '--from', damaged, '--to', target.url]);
		expect(corrupt.code).toBe(3);
		expect(corrupt.stderr).toMatch(/corrupt|not a readable SQLite database/);
		expect(await noSchema()).toEqual([]);

		const missing = await cuecast(['migrate', '--from', join(garbage, 'nothing-here'), '--to', target.url]);
		expect(missing.code).toBe(3);
		expect(missing.stderr).toMatch(/no database at/);
	}, 60_000);

	it('refuses a source a running server holds, bad arguments, and an unreachable target', async () => {
		const dir = tempDir();
		await buildVenue(dir);
		const target = await database();
		const running = new SqliteStore(dir, { synchronous: 'normal' }); // holds the file's exclusive lock, as the server does
		try {
			const busy = await cuecast(['migrate', '--from', dir, '--to', target.url]);
			expect(busy.code).toBe(3);
			expect(busy.stderr).toMatch(/in use by a running cuecast server: stop it first/);
		} finally {
			await running.close();
		}
		expect((await cuecast(['migrate', '--from', dir])).code).toBe(2);
		const badUrl = await cuecast(['migrate', '--from', dir, '--to', 'mysql://x@y/z']);
		expect(badUrl.code).toBe(2);
		expect(badUrl.stderr).toMatch(/--to: not a PostgreSQL URL/);
		expect((await cuecast(['migrate', '--from', dir, '--to', target.url, '--force'])).code).toBe(2);
		const down = await cuecast(['migrate', '--from', dir, '--to', 'postgres://postgres@127.0.0.1:1/x']);
		expect(down.code).toBe(3);
		expect(down.stderr).toMatch(/cannot open the target: cannot reach PostgreSQL at 127\.0\.0\.1:1/);
	}, 60_000);

	it("a competition's log that does not copy as it was (exit 4) leaves nothing behind", async () => {
		const dir = tempDir();
		const lite = new SqliteStore(dir, { synchronous: 'normal' });
		await lite.tables.createTable('t', 'T');
		await lite.competitions.createCompetition('cup', 'Cup', { t: 'create' });
		await lite.competitions.appendCompetition('cup', 2, { t: 'next', n: 1 });
		await lite.close();
		const target = await tamperedTarget('competition_entries', `NEW.entry := '{"t":"next","n":2}'`);
		const r = await cuecast(['migrate', '--from', dir, '--to', target.url]);
		expect(r.code).toBe(4);
		expect(r.stderr).toMatch(/the competitions' logs differ/);
		expect(await sqlIn(target.url, `SELECT (SELECT count(*) FROM competitions) AS c, (SELECT count(*) FROM venue_tables) AS t`)).toEqual([{ c: '0', t: '0' }]);
	}, 60_000);

	it('a copy that does not verify (exit 4) leaves nothing behind', async () => {
		const dir = tempDir();
		await buildVenue(dir);
		const target = await tamperedTarget('actions', `NEW.action := '{"t":"shot"}'`);
		const r = await cuecast(['migrate', '--from', dir, '--to', target.url]);
		expect(r.code).toBe(4);
		expect(r.stderr).toMatch(/the copied log differs/);
		expect(r.stderr).toMatch(/verification failed .*nothing was written/);
		expect(await sqlIn(target.url, `SELECT (SELECT count(*) FROM actions) AS a, (SELECT count(*) FROM venue_tables) AS t`)).toEqual([{ a: '0', t: '0' }]);
	}, 60_000);
});
