import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE, SCHEMA_VERSION, SqliteStore } from './sqlite';
import { StoreError } from './types';
import { writeNewerDatabase } from './newer.fixture';
import { writeVersion1Database } from './version1.fixture';
import { storeContract } from './contract';
import { tempDir } from '../../../../tests/support/temp-dirs';

const stores: SqliteStore[] = [];
const dir = () => tempDir('cuecast-store-');
const open = (d: string) => {
	const s = new SqliteStore(d);
	stores.push(s);
	return s;
};
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

afterEach(async () => {
	for (const s of stores.splice(0)) await s.close();
});

// What every store does (contract.ts); below, what only the SQLite file can get wrong.
storeContract('SQLite', {
	place: async () => dir(),
	open: async (d) => new SqliteStore(d, { synchronous: 'normal' })
});

/** Takes a current file back to schema 9: no player profiles. */
const UNDO_SCHEMA_10 = `DROP TABLE player_photos; ALTER TABLE players DROP COLUMN club; ALTER TABLE players DROP COLUMN nickname;
	ALTER TABLE players DROP COLUMN photo;`;

/** Takes a current file back to schema 8: no roles on sessions, no pairing codes, no keys for one table. */
const UNDO_SCHEMA_9 = `${UNDO_SCHEMA_10} DROP TABLE pair_codes; DROP INDEX sessions_device;
	ALTER TABLE sessions DROP COLUMN role; ALTER TABLE sessions DROP COLUMN table_id; ALTER TABLE sessions DROP COLUMN device_id;
	ALTER TABLE sessions DROP COLUMN name; ALTER TABLE sessions DROP COLUMN created_at; ALTER TABLE api_keys DROP COLUMN table_id;`;

describe('SqliteStore', () => {
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
		// schema 7's competitions work on the migrated file
		await again.competitions.createCompetition('cup', 'Cup', { t: 'create' });
		await again.competitions.appendCompetition('cup', 2, { t: 'next' });
		expect((await again.competitions.loadCompetition('cup'))?.entries).toEqual([{ t: 'create' }, { t: 'next' }]);
	});

	it('migrates a schema-8 file (before roles) to 9: its sessions stay the operator\'s, its keys every table\'s', async () => {
		const d = dir();
		const s = open(d);
		await s.auth.saveSession('op', Date.now() + 60_000);
		await s.keys.createKey({ id: 'a1', name: 'Deck', scope: 'control', hash: 'h1', table: null, createdAt: 1000 });
		await s.close();
		const old = new Database(join(d, DB_FILE));
		old.exec(UNDO_SCHEMA_9);
		old.pragma('user_version = 8');
		old.close();
		const again = open(d);
		expect(again.migratedFrom).toBe(8);
		expect(await again.auth.findSession('op')).toMatchObject({ role: 'operator', table: null, device: null });
		expect(await again.keys.findKey('a1')).toMatchObject({ scope: 'control', table: null });
		await again.auth.savePairCode('c', { role: 'device', table: 't' }, Date.now() + 60_000);
		expect(await again.auth.claimPairCode('c', Date.now())).toEqual({ role: 'device', table: 't' });
		await again.close();
	});

	it('migrates a schema-9 file (before profiles) to 10, keeping its players', async () => {
		const d = dir();
		const s = open(d);
		await s.players.recordPlayers([{ name: 'Anna', country: 'PL', rating: 600, at: 5 }]);
		await s.close();
		const old = new Database(join(d, DB_FILE));
		old.exec(UNDO_SCHEMA_10);
		old.pragma('user_version = 9');
		old.close();
		const again = open(d);
		expect(again.migratedFrom).toBe(9);
		expect(await again.players.listPlayers(10)).toEqual([{ name: 'Anna', country: 'PL', rating: 600, uses: 1, lastUsed: 5 }]);
		expect(await again.players.findProfile('anna')).toEqual({ name: 'Anna', country: 'PL', club: null, nickname: null, photo: null });
		expect(await again.players.saveProfile('Anna', { club: 'Cue Club' })).toBe(true);
		expect(await again.players.setPhoto('Anna', { id: 'aaaaaaaaaaaa', ext: 'jpg', bytes: 3, added: '2026-12-05T00:00:00.000Z', data: Buffer.from([1, 2, 3]) })).toBe(true);
		expect(await again.players.listProfiles()).toMatchObject([{ name: 'Anna', club: 'Cue Club', photo: { id: 'aaaaaaaaaaaa', ext: 'jpg' } }]);
		await again.close();
	});

	it('migrates a schema-6 file (before competitions) to 7, keeping its venue', async () => {
		const d = dir();
		const s = open(d);
		await s.tables.createTable('t', 'T');
		await s.close();
		// Schema 6 as it was: everything but the competition tables (and schema 8's sponsors, schema 9's roles).
		const old = new Database(join(d, DB_FILE));
		old.exec(UNDO_SCHEMA_9);
		old.exec('DROP TABLE sponsors; DROP TABLE competition_entries; DROP TABLE competitions');
		old.pragma('user_version = 6');
		old.close();
		const again = open(d);
		expect(again.migratedFrom).toBe(6);
		expect(await again.tables.listTables()).toEqual([{ id: 't', name: 'T' }]);
		await again.competitions.createCompetition('cup', 'Cup', { t: 'create' });
		expect(await again.competitions.listCompetitions()).toMatchObject([{ id: 'cup', name: 'Cup', revision: 1 }]);
		await again.close();
		const db = new Database(join(d, DB_FILE), { readonly: true });
		expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
		db.close();
	});
});
