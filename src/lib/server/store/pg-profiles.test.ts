/**
 * Player profiles and PostgreSQL: `cuecast migrate` (SQLite → PostgreSQL) carries the profiles
 * and the photos' bytes with the venue, and a schema-6 PostgreSQL database (before profiles) is
 * migrated keeping its players.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ensurePostgres, sqlIn, UNDO_PG_SCHEMA_7, type TestDatabase } from '../../../../tests/support/pg';
import { PG_SCHEMA_VERSION, PgStore } from './pg';
import { importVenue, SqliteVenue } from './venue-copy';
import { SqliteStore } from './sqlite';

const databases: TestDatabase[] = [];
const stores: PgStore[] = [];
const open = async (url: string) => {
	const s = await PgStore.open(url);
	stores.push(s);
	return s;
};
const newDatabase = async () => {
	const db = await createTestDatabase();
	databases.push(db);
	return db;
};

beforeAll(ensurePostgres, 60_000);
afterEach(async () => {
	for (const s of stores.splice(0)) await s.close();
	await Promise.all(databases.splice(0).map((d) => d.drop()));
}, 60_000);

describe('player profiles on PostgreSQL', () => {
	it('cuecast migrate copies the profiles and the photos byte for byte', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'cuecast-profiles-'));
		const lite = new SqliteStore(dir, { synchronous: 'normal' });
		const image = randomBytes(120_000);
		await lite.players.recordPlayers([{ name: 'Anna', country: 'PL', at: 1 }]);
		await lite.players.saveProfile('Anna', { club: 'KS Bila', nickname: 'Ace' });
		await lite.players.setPhoto('Anna', { id: 'aaaaaaaaaaaa', ext: 'jpg', bytes: image.length, added: '2026-12-05T00:00:00.000Z', data: image });
		await lite.close();

		const { url } = await newDatabase();
		const target = await open(url);
		const source = SqliteVenue.open(dir);
		try {
			expect(await importVenue(target, source)).toMatchObject({ players: 1 });
		} finally {
			source.close();
		}
		expect(await target.players.findProfile('anna')).toEqual({ name: 'Anna', country: 'PL', club: 'KS Bila', nickname: 'Ace', photo: { id: 'aaaaaaaaaaaa', ext: 'jpg' } });
		expect(Buffer.compare((await target.players.readPhoto('aaaaaaaaaaaa'))!.data, image)).toBe(0);
		rmSync(dir, { recursive: true, force: true });
	}, 60_000);

	it('migrates a schema-6 database (before profiles) to the current schema, keeping its players', async () => {
		const { url } = await newDatabase();
		const first = await open(url);
		await first.players.recordPlayers([{ name: 'Ben', country: 'DE', at: 3 }]);
		await first.close();
		await sqlIn(url, `${UNDO_PG_SCHEMA_7} UPDATE meta SET value = '6' WHERE key = 'schema_version'`);
		const s = await open(url);
		expect(s.migratedFrom).toBe(6);
		expect(await s.players.findProfile('Ben')).toEqual({ name: 'Ben', country: 'DE', club: null, nickname: null, photo: null });
		expect(await s.players.saveProfile('Ben', { nickname: 'Benji' })).toBe(true);
		expect((await sqlIn(url, `SELECT value FROM meta WHERE key = 'schema_version'`))[0].value).toBe(String(PG_SCHEMA_VERSION));
	}, 60_000);
});
