/**
 * Competitions on PostgreSQL beyond the shared contract (contract-competitions.ts): two nodes
 * (two pools) racing for one revision, the schema 3 → 4 migration, and `cuecast migrate`
 * copying competitions out of a SQLite file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ensurePostgres, sqlIn, UNDO_PG_SCHEMA_6, type TestDatabase } from '../../../../tests/support/pg';
import { PG_SCHEMA_VERSION, PgStore } from './pg';
import { importVenue, SqliteVenue } from './venue-copy';
import { SqliteStore } from './sqlite';
import { StoreError } from './types';

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

beforeAll(ensurePostgres, 60_000);
afterEach(async () => {
	for (const s of stores.splice(0)) await s.close();
	await Promise.all(databases.splice(0).map((d) => d.drop()));
}, 60_000);

describe('PgStore competitions', () => {
	it('100 rounds of the same revision from two nodes: exactly one lands each round, the other gets conflict', async () => {
		const { url } = await newDatabase();
		const a = await open(url);
		const b = await open(url);
		await a.competitions.createCompetition('cup', 'Cup', { r: 1, node: 'a' });
		const wins = { a: 0, b: 0 };
		for (let r = 2; r <= 101; r++) {
			const send = (node: PgStore, name: string) => node.competitions.appendCompetition('cup', r, { r, node: name });
			// Which node's statement leaves first alternates, so both win rounds.
			const [ra, rb] =
				r % 2 ? await Promise.allSettled([send(a, 'a'), send(b, 'b')]) : (await Promise.allSettled([send(b, 'b'), send(a, 'a')])).reverse();
			expect([ra, rb].filter((x) => x.status === 'fulfilled').length, `round ${r}`).toBe(1);
			for (const x of [ra, rb]) if (x.status === 'rejected') expect((x.reason as StoreError).code).toBe('conflict');
			if (ra.status === 'fulfilled') wins.a++;
			else wins.b++;
		}
		const log = (await b.competitions.loadCompetition('cup'))!;
		expect(log.revision).toBe(101);
		expect((log.entries as { r: number }[]).map((e) => e.r)).toEqual(Array.from({ length: 101 }, (_, i) => i + 1));
		const rows = await sqlIn<{ n: string; max: number }>(url, `SELECT count(*) AS n, max(revision) AS max FROM competition_entries WHERE competition_id = 'cup'`);
		expect(rows[0]).toEqual({ n: '101', max: 101 });
		expect(Math.min(wins.a, wins.b)).toBeGreaterThan(0);
	}, 60_000);

	it('one id created from two nodes at once: one creates it, the other gets exists', async () => {
		const { url } = await newDatabase();
		const [a, b] = [await open(url), await open(url)];
		for (let round = 0; round < 20; round++) {
			const tries = await Promise.allSettled([a, b].map((n, i) => n.competitions.createCompetition(`c${round}`, `by ${i}`, { i })));
			expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
			const lost = tries.find((t) => t.status === 'rejected') as PromiseRejectedResult;
			expect((lost.reason as StoreError).code).toBe('exists');
		}
		expect(await a.competitions.listCompetitions()).toHaveLength(20);
	});

	it('an append waiting on a removal another node is committing is refused once the removal commits', async () => {
		const { url } = await newDatabase();
		const s = await open(url);
		await s.competitions.createCompetition('c', 'C', { r: 1 });
		// Another node's removal, held open in its transaction while the append arrives.
		const other = new pg.Client({ connectionString: url });
		await other.connect();
		try {
			await other.query('BEGIN');
			await other.query(`UPDATE competitions SET removed_at = 1 WHERE id = 'c'`);
			const append = s.competitions.appendCompetition('c', 2, { r: 2 }).then(
				() => 'appended',
				(err: StoreError) => err.code
			);
			await new Promise((r) => setTimeout(r, 300));
			await other.query('COMMIT');
			expect(await append).toBe('not-found');
		} finally {
			await other.end();
		}
		expect(await sqlIn(url, `SELECT revision FROM competition_entries WHERE competition_id = 'c'`)).toEqual([{ revision: 1 }]);
	});

	it('migrates a schema-3 database (before competitions) to schema 4, keeping its venue', async () => {
		const { url } = await newDatabase();
		const first = await open(url);
		await first.tables.createTable('t', 'T');
		await first.close();
		// Schema 3 as it was: everything but the competition tables (and schema 5's sponsors, schema 6's roles).
		await sqlIn(url, `${UNDO_PG_SCHEMA_6} DROP TABLE sponsors; DROP TABLE competition_entries; DROP TABLE competitions; UPDATE meta SET value = '3' WHERE key = 'schema_version'`);
		const s = await open(url);
		expect(s.migratedFrom).toBe(3);
		expect(await s.tables.listTables()).toEqual([{ id: 't', name: 'T' }]);
		await s.competitions.createCompetition('c', 'C', { t: 'create' });
		await s.competitions.appendCompetition('c', 2, { t: 'next' });
		expect((await s.competitions.loadCompetition('c'))?.entries).toEqual([{ t: 'create' }, { t: 'next' }]);
		expect((await sqlIn(url, `SELECT value FROM meta WHERE key = 'schema_version'`))[0].value).toBe(String(PG_SCHEMA_VERSION));
	});
});

describe('cuecast migrate with competitions', () => {
	it('copies every competition (removed ones too) and its log byte for byte; new ones list after them', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'cuecast-competitions-'));
		const lite = new SqliteStore(dir, { synchronous: 'normal' });
		await lite.tables.createTable('t', 'T');
		await lite.competitions.createCompetition('old', 'Old Cup', { t: 'create', name: 'Old Cup' });
		await lite.competitions.createCompetition('gone', 'Gone Cup', { t: 'create' });
		await lite.competitions.createCompetition('winter', 'Зимний кубок', { t: 'create', players: ['Łukasz', 'Ёжиков'] });
		for (let r = 2; r <= 30; r++) await lite.competitions.appendCompetition('winter', r, { r, score: [r % 7, 1.5], note: null });
		await lite.competitions.removeCompetition('gone');
		const expected = { list: await lite.competitions.listCompetitions(), winter: await lite.competitions.loadCompetition('winter') };
		await lite.close();

		const { url } = await newDatabase();
		const target = await open(url);
		const source = SqliteVenue.open(dir);
		let counts;
		try {
			counts = await importVenue(target, source);
		} finally {
			source.close();
		}
		expect(counts).toMatchObject({ competitions: 3, competitionEntries: 32 });
		expect(await target.competitions.listCompetitions()).toEqual(expected.list);
		expect(await target.competitions.loadCompetition('winter')).toEqual(expected.winter);
		const [row] = await sqlIn<{ entry: string }>(url, `SELECT entry FROM competition_entries WHERE competition_id = 'winter' AND revision = 2`);
		expect(row.entry).toBe('{"r":2,"score":[2,1.5],"note":null}');
		expect(await target.competitions.loadCompetition('gone')).toBeNull();
		await expect(target.competitions.createCompetition('gone', 'again', {})).rejects.toMatchObject({ code: 'exists' });
		await target.competitions.appendCompetition('winter', 31, { r: 31 });
		await target.competitions.createCompetition('spring', 'Spring Cup', { t: 'create' });
		expect((await target.competitions.listCompetitions()).map((c) => c.id)).toEqual(['spring', 'winter', 'old']);
		// A target that holds only a competition holds a venue all the same: the copy is refused.
		const other = await open((await newDatabase()).url);
		await other.competitions.createCompetition('mine', 'Mine', {});
		const again = SqliteVenue.open(dir);
		try {
			await expect(importVenue(other, again)).rejects.toThrow(/already holds a venue \(0 tables, 0 matches, 0 players, 1 competitions\)/);
		} finally {
			again.close();
		}
		expect((await other.competitions.listCompetitions()).map((c) => c.id)).toEqual(['mine']);
		rmSync(dir, { recursive: true, force: true });
	}, 30_000);
});
