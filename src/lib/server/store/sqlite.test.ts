import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE, SCHEMA_VERSION, SqliteStore } from './sqlite';
import { StoreError } from './types';
import { writeNewerDatabase } from './newer.fixture';
import { writeVersion1Database } from './version1.fixture';

const dirs: string[] = [];
const stores: SqliteStore[] = [];
const dir = () => {
	const d = mkdtempSync(join(tmpdir(), 'cuecast-store-'));
	dirs.push(d);
	return d;
};
const open = (d: string) => {
	const s = new SqliteStore(d);
	stores.push(s);
	return s;
};
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

afterEach(async () => {
	for (const s of stores.splice(0)) await s.close();
});

describe('SqliteStore', () => {
	it('creates tables, starts matches and appends a log that survives reopening', async () => {
		const d = dir();
		const s = open(d);
		await s.tables.createTable('1', 'Table 1');
		await s.tables.createTable('2', 'Table 2');
		await expect(s.tables.createTable('1', 'again')).rejects.toThrow(StoreError);
		const m = await s.tables.startMatch('1', { discipline: 'nine-ball' }, null);
		await s.tables.append('1', m.id, 1, { t: 'shot' });
		await s.tables.append('1', m.id, 2, { t: 'undo' });
		await s.tables.renameTable('2', 'Show table');
		await s.close();
		const again = open(d);
		expect(await again.tables.listTables()).toEqual([
			{ id: '1', name: 'Table 1' },
			{ id: '2', name: 'Show table' }
		]);
		const all = await again.tables.loadAll();
		expect(all[0].match).toMatchObject({ id: m.id, setup: { discipline: 'nine-ball' }, actions: [{ t: 'shot' }, { t: 'undo' }] });
		expect(all[1].match).toBeNull();
		expect((await again.tables.load('1'))?.match?.actions).toHaveLength(2);
	});

	it('never accepts a forked, duplicated or gapped revision, nor an append to an old match', async () => {
		const s = open(dir());
		await s.tables.createTable('t', 'T');
		const m1 = await s.tables.startMatch('t', { n: 1 }, null);
		await s.tables.append('t', m1.id, 1, { t: 'a' });
		await expect(s.tables.append('t', m1.id, 1, { t: 'b' })).rejects.toThrow(/not the next revision/);
		await expect(s.tables.append('t', m1.id, 3, { t: 'b' })).rejects.toThrow(StoreError);
		await expect(s.tables.startMatch('t', { n: 2 }, null)).rejects.toThrow(/conflict|has match/);
		const m2 = await s.tables.startMatch('t', { n: 2 }, m1.id);
		await expect(s.tables.append('t', m1.id, 2, { t: 'late' })).rejects.toThrow(StoreError);
		await s.tables.append('t', m2.id, 1, { t: 'x' });
		const matches = await s.tables.listMatches('t');
		expect(matches.map((m) => m.id)).toEqual([m2.id, m1.id]);
		expect(matches[1].endedAt).not.toBeNull();
		expect((await s.tables.loadMatch(m1.id))?.actions).toEqual([{ t: 'a' }]);
	});

	it('removes a table from the venue but keeps its matches; the id can be reused', async () => {
		const s = open(dir());
		await s.tables.createTable('t', 'T');
		const m = await s.tables.startMatch('t', {}, null);
		await s.tables.append('t', m.id, 1, { t: 'a' });
		await s.tables.removeTable('t');
		expect(await s.tables.listTables()).toEqual([]);
		await expect(s.tables.append('t', m.id, 2, { t: 'b' })).rejects.toThrow(StoreError);
		expect((await s.tables.loadMatch(m.id))?.actions).toEqual([{ t: 'a' }]);
		await s.tables.createTable('t', 'New T');
		expect((await s.tables.load('t'))?.match).toBeNull();
	});

	it('keeps settings and sessions', async () => {
		const s = open(dir());
		await s.auth.setSetting('k', 'v');
		expect(await s.auth.getSetting('k')).toBe('v');
		await s.auth.saveSession('h', Date.now() + 10_000);
		await s.auth.saveSession('old', Date.now() - 1);
		expect(await s.auth.findSession('h')).toBeGreaterThan(Date.now());
		expect(await s.auth.findSession('old')).toBeNull();
		await s.auth.deleteAllSessions();
		expect(await s.auth.findSession('h')).toBeNull();
	});

	it('refuses a second server on the same folder', async () => {
		const d = dir();
		open(d);
		expect(() => new SqliteStore(d)).toThrow(/in use/);
	});

	it('refuses a newer schema version with a clear error and leaves the file untouched', () => {
		const d = dir();
		const file = join(d, DB_FILE);
		writeNewerDatabase(file, 1, 'CREATE TABLE future (x)');
		const before = digest(file);
		expect(() => new SqliteStore(d)).toThrow(/newer cuecast/);
		expect(digest(file)).toBe(before);
	});

	it('refuses a corrupt or foreign file with a clear error and leaves it untouched', () => {
		const d = dir();
		const file = join(d, DB_FILE);
		writeFileSync(file, 'this is not a database, it is a shopping list\n'.repeat(50));
		const before = digest(file);
		let err: unknown;
		try {
			new SqliteStore(d);
		} catch (e) {
			err = e;
		}
		expect(err).toBeInstanceOf(StoreError);
		expect((err as StoreError).code).toBe('corrupt');
		expect(digest(file)).toBe(before);

		const d2 = dir();
		const other = new Database(join(d2, DB_FILE));
		other.exec('CREATE TABLE invoices (id)');
		other.close();
		expect(() => new SqliteStore(d2)).toThrow(/did not create/);
	});

	it('detects damaged pages in a cuecast database', async () => {
		const d = dir();
		const s = new SqliteStore(d, { synchronous: 'normal' });
		await s.tables.createTable('t', 'T');
		const m = await s.tables.startMatch('t', {}, null);
		for (let i = 1; i <= 300; i++) await s.tables.append('t', m.id, i, { t: 'shot', potted: [i % 15] });
		await s.close();
		const file = join(d, DB_FILE);
		const bytes = readFileSync(file);
		// scribble over every page but the first (header intact: it still looks like ours)
		for (let off = 4096; off < bytes.length; off += 4096) bytes.fill(0xab, off + 8, off + 200);
		writeFileSync(file, bytes);
		const before = digest(file);
		expect(() => new SqliteStore(d)).toThrow(/corrupt/);
		expect(digest(file)).toBe(before);
	});

	it('opens a version-1 database from the previous cuecast and migrates it, keeping every row', async () => {
		const d = dir();
		const match = writeVersion1Database(d, { id: 't', name: 'Old table', setup: { discipline: 'nine-ball' }, actions: [{ t: 'shot' }, { t: 'undo' }] }, { pin_hash: 'x' });
		const s = open(d);
		expect(s.migratedFrom).toBe(1);
		expect(await s.tables.listTables()).toEqual([{ id: 't', name: 'Old table' }]);
		const [t] = await s.tables.loadAll();
		expect(t.match).toMatchObject({ id: match, setup: { discipline: 'nine-ball' }, actions: [{ t: 'shot' }, { t: 'undo' }] });
		expect(t.clock).toBeNull();
		expect(await s.auth.getSetting('pin_hash')).toBe('x');
		expect(await s.tables.heads()).toEqual([{ id: 't', name: 'Old table', match, revision: 2, clockVersion: 0 }]);
		await s.tables.append('t', match, 3, { t: 'redo' });
		await s.tables.saveClock('t', { v: 1, any: 'json' });
		expect((await s.tables.heads())[0]).toMatchObject({ revision: 3, clockVersion: 1 });
		await s.players.recordPlayers([{ name: 'Anna', at: 1 }]);
		await s.close();
		const db = new Database(join(d, DB_FILE), { readonly: true });
		expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
		db.close();
		const again = open(d);
		expect(again.migratedFrom).toBeNull();
		expect((await again.tables.load('t'))?.match?.actions).toHaveLength(3);
		expect((await again.tables.load('t'))?.clock).toEqual({ v: 1, any: 'json' });
		expect((await again.players.listPlayers(10)).map((p) => p.name)).toEqual(['Anna']);
	});

	it('keeps each table’s clock as opaque JSON; a removed table’s id starts fresh', async () => {
		const d = dir();
		const s = open(d);
		await s.tables.createTable('t', 'T');
		expect((await s.tables.load('t'))?.clock).toBeNull();
		await s.tables.saveClock('t', { config: { shotSeconds: 45 } });
		await expect(s.tables.saveClock('nope', {})).rejects.toThrow(StoreError);
		expect((await s.tables.loadAll())[0].clock).toEqual({ config: { shotSeconds: 45 } });
		await s.tables.removeTable('t');
		await s.tables.createTable('t', 'T again');
		expect((await s.tables.load('t'))?.clock).toBeNull();
	});

	it('remembers players: one per name whatever the case, newest information wins, newest first', async () => {
		const s = open(dir());
		await s.players.recordPlayers([
			{ name: 'Anna Nowak', country: 'PL', rating: 650, at: 1000 },
			{ name: 'Piotr', at: 1000 }
		]);
		await s.players.recordPlayers([{ name: 'anna nowak', rating: 660, at: 2000 }]); // no country: the stored one stays
		await s.players.recordPlayers([{ name: 'ANNA NOWAK', country: 'DE', rating: 1, at: 500 }]); // older news: only counts a use
		await s.players.recordPlayers([{ name: 'Piotr', country: 'POL', at: 100 }]); // older, but fills in what is missing
		expect(await s.players.listPlayers(10)).toEqual([
			{ name: 'anna nowak', country: 'PL', rating: 660, uses: 3, lastUsed: 2000 },
			{ name: 'Piotr', country: 'POL', rating: null, uses: 2, lastUsed: 1000 }
		]);
		expect(await s.players.listPlayers(1)).toHaveLength(1);
		expect(await s.players.removePlayer('ANNA NOWAK')).toBe(true);
		expect(await s.players.removePlayer('Anna Nowak')).toBe(false);
		expect((await s.players.listPlayers(10)).map((p) => p.name)).toEqual(['Piotr']);
	});
});
