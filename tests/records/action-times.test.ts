/**
 * RecordStore.actionTimes, what a finished match's end is read from (issue 22 item 3), on both
 * stores: SQLite in a temp folder and PostgreSQL on 127.0.0.1:5432 (started when it is not
 * running, tests/support/pg.ts). Each stored action's time, in revision order, between the
 * moments around its append; none for a match that does not exist.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/lib/server/store/sqlite';
import { PgStore } from '../../src/lib/server/store/pg';
import type { VenueStore } from '../../src/lib/server/cluster';
import { createTestDatabase, type TestDatabase } from '../support/pg';
import { tempDir } from '../server/helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
	for (const c of cleanup.reverse()) await c();
}, 60_000);

const stores: [string, () => Promise<Pick<VenueStore, 'tables' | 'records'>>][] = [
	['SQLite', async () => {
		const s = new SqliteStore(tempDir());
		cleanup.push(() => s.close());
		return s;
	}],
	['PostgreSQL', async () => {
		const db: TestDatabase = await createTestDatabase();
		const s = await PgStore.open(db.url);
		cleanup.push(async () => {
			await s.close();
			await db.drop();
		});
		return s;
	}]
];

for (const [name, open] of stores) {
	describe(`${name}: RecordStore.actionTimes`, () => {
		it('gives each stored action its time, in revision order', async () => {
			const s = await open();
			await s.tables.createTable('t', 'T');
			const m = await s.tables.startMatch('t', { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 2 }, null);
			const around: [number, number][] = [];
			for (let revision = 1; revision <= 3; revision++) {
				const before = Date.now();
				await s.tables.append('t', m.id, revision, { t: 'inning', points: revision === 1 ? 2 : 0 });
				around.push([before, Date.now()]);
			}
			const times = await s.records.actionTimes(m.id);
			expect(times).toHaveLength(3);
			times.forEach((at, i) => {
				expect(typeof at).toBe('number');
				expect(at).toBeGreaterThanOrEqual(around[i]![0]);
				expect(at).toBeLessThanOrEqual(around[i]![1]);
			});
			expect(await s.records.actionTimes(m.id + 1000)).toEqual([]);
		}, 60_000);
	});
}
