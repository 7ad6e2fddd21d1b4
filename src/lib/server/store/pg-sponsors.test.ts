/**
 * Sponsor images and `cuecast migrate` (SQLite → PostgreSQL): the images move with the venue,
 * byte for byte and in order, after any a node had already imported from its media folder; and
 * a schema-4 PostgreSQL database (before sponsors) is migrated keeping its venue.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ensurePostgres, sqlIn, UNDO_PG_SCHEMA_6, type TestDatabase } from '../../../../tests/support/pg';
import { PG_SCHEMA_VERSION, PgStore } from './pg';
import { importVenue, SqliteVenue } from './venue-copy';
import { SqliteStore } from './sqlite';
import type { SponsorRecord } from './types';

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
const record = (id: string, name: string, data: Buffer): SponsorRecord => ({ id, name, ext: 'png', bytes: data.length, added: '2026-12-01T00:00:00.000Z' });

beforeAll(ensurePostgres, 60_000);
afterEach(async () => {
	for (const s of stores.splice(0)) await s.close();
	await Promise.all(databases.splice(0).map((d) => d.drop()));
}, 60_000);

describe('sponsor images on PostgreSQL', () => {
	it('cuecast migrate copies them byte for byte, after those a node had imported already', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'cuecast-sponsors-'));
		const lite = new SqliteStore(dir, { synchronous: 'normal' });
		const images = [randomBytes(5000), randomBytes(300_000), randomBytes(1)];
		await lite.tables.createTable('t', 'T');
		await lite.sponsors.addSponsor(record('aaaaaaaaaaaa', 'First', images[0]!), images[0]!, 24);
		await lite.sponsors.addSponsor(record('bbbbbbbbbbbb', 'Second', images[1]!), images[1]!, 24);
		await lite.sponsors.addSponsor(record('cccccccccccc', 'Third', images[2]!), images[2]!, 24);
		await lite.sponsors.reorderSponsors(['cccccccccccc', 'aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
		await lite.close();

		const { url } = await newDatabase();
		const target = await open(url);
		// what a node started before the migration imported from its own media folder (the same image once)
		await target.sponsors.addSponsor(record('aaaaaaaaaaaa', 'First', images[0]!), images[0]!, 24);
		await target.sponsors.addSponsor(record('dddddddddddd', 'Node', images[2]!), images[2]!, 24);
		const source = SqliteVenue.open(dir);
		try {
			expect(await importVenue(target, source)).toMatchObject({ tables: 1, sponsors: 2 });
		} finally {
			source.close();
		}
		expect((await target.sponsors.listSponsors()).map((s) => s.id)).toEqual(['aaaaaaaaaaaa', 'dddddddddddd', 'cccccccccccc', 'bbbbbbbbbbbb']);
		expect(Buffer.compare((await target.sponsors.readSponsor('bbbbbbbbbbbb'))!.data, images[1]!)).toBe(0);
		expect(Buffer.compare((await target.sponsors.readSponsor('cccccccccccc'))!.data, images[2]!)).toBe(0);
		rmSync(dir, { recursive: true, force: true });
	}, 60_000);

	it('migrates a schema-4 database (before sponsors) to the current schema, keeping its venue', async () => {
		const { url } = await newDatabase();
		const first = await open(url);
		await first.tables.createTable('t', 'T');
		await first.close();
		await sqlIn(url, `${UNDO_PG_SCHEMA_6} DROP TABLE sponsors; UPDATE meta SET value = '4' WHERE key = 'schema_version'`);
		const s = await open(url);
		expect(s.migratedFrom).toBe(4);
		expect(await s.tables.listTables()).toEqual([{ id: 't', name: 'T' }]);
		const image = randomBytes(64);
		expect(await s.sponsors.addSponsor(record('eeeeeeeeeeee', 'New', image), image, 24)).toBe(true);
		expect((await sqlIn(url, `SELECT value FROM meta WHERE key = 'schema_version'`))[0].value).toBe(String(PG_SCHEMA_VERSION));
	}, 60_000);
});
