/**
 * Issue 22 item 16: an append whose answer never came (the query timed out while PostgreSQL
 * waited on a lock) may still commit afterwards. The operator is told "may not be stored"
 * (`store-uncertain`), never "not stored", and the table follows what the store really has.
 */
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ensurePostgres, sqlIn, type TestDatabase } from '../../../../tests/support/pg';
import { engine } from '../engine';
import { Venue } from '../venue';
import { PgStore } from './pg';

const cleanup: (() => Promise<unknown>)[] = [];
beforeAll(ensurePostgres, 60_000);
afterEach(async () => {
	for (const c of cleanup.splice(0).reverse()) await c().catch(() => {});
}, 60_000);

async function venueOn(db: TestDatabase, queryTimeoutMs: number) {
	const store = await PgStore.open(db.url, { queryTimeoutMs });
	cleanup.push(() => store.close());
	const venue = new Venue(store.tables, engine);
	await venue.init();
	cleanup.push(async () => venue.close());
	return venue;
}

describe('a PostgreSQL append that timed out', () => {
	it('is refused as "may not be stored" (store-uncertain) and, once it commits, the table has it', async () => {
		const db: TestDatabase = await createTestDatabase();
		cleanup.push(() => db.drop());
		const venue = await venueOn(db, 400);
		expect((await venue.createTable('t1', 'Table 1')).reply.ok).toBe(true);
		const started = await venue.startMatch('t1', { discipline: 'straight-pool', players: ['Anna', 'Piotr'], pointsTo: 100 }, null);
		expect(started.reply.ok).toBe(true);
		const matchId = (started.reply as { state: { match: { id: number } } }).state.match.id;

		// Another connection holds the match row: the append waits on its lock past the timeout.
		const blocker = new pg.Client({ connectionString: db.url });
		await blocker.connect();
		cleanup.push(() => blocker.end());
		await blocker.query('BEGIN');
		await blocker.query('SELECT id FROM matches WHERE id = $1 FOR UPDATE', [matchId]);
		const action = { t: 'shot', rails: 2, cueRail: true };
		const outcome = await venue.act('t1', { match: matchId, revision: 0, action });
		expect(outcome.reply).toMatchObject({ ok: false, code: 'store-uncertain' });
		expect((outcome.reply as { reason: string }).reason).toMatch(/^may not be stored/);

		// The lock goes: the statement PostgreSQL kept running commits after all.
		await blocker.query('COMMIT');
		const end = Date.now() + 10_000;
		while ((await sqlIn(db.url, 'SELECT count(*)::int AS n FROM actions WHERE match_id = $1', [matchId]))[0].n !== 1) {
			if (Date.now() > end) throw new Error('the timed-out append never committed');
			await new Promise((r) => setTimeout(r, 50));
		}
		// The next act at revision 0 loses to the stored one and says where the table is.
		const again = await venue.act('t1', { match: matchId, revision: 0, action });
		expect(again.reply).toMatchObject({ ok: false, code: 'stale-revision' });
		expect(venue.tableState('t1')!.match!.revision).toBe(1);
	}, 60_000);
});
