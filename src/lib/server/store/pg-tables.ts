/**
 * The venue's tables, their matches and action logs, snapshots and shot clocks, in PostgreSQL.
 * Same behaviour as tables-sqlite.ts, but several processes write at once: every guard that
 * SQLite gets from its single writer is here a row lock or a unique index (see `append`).
 */
import type { PgDb, Queryable } from './pg-db';
import { StoreError, type LoadedTable, type MatchRecord, type Snapshot, type TableHead, type TableRecord, type StoredRequest, type TableStore } from './types';
import { parseClock } from './shared';
import { disciplineOf, seatsOfSetup } from './records-shared';
import { insertSeats } from './pg-migrations';


/** BIGINT arrives as a string (pg keeps 64 bits exact); times fit a double. */
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(num(ms)).toISOString());

type MatchRow = {
	id: number;
	table_id: string;
	setup: string;
	started_at: string;
	ended_at: string | null;
};
/** A live table with its current match's columns (all null without one). */
type TableRow = Omit<MatchRow, 'id'> & { id: number | null; name: string; clock: string | null };

const toMatch = (row: MatchRow): MatchRecord => ({
	id: row.id,
	tableId: row.table_id,
	setup: JSON.parse(row.setup),
	startedAt: iso(row.started_at)!,
	endedAt: iso(row.ended_at)
});

const MATCH_COLUMNS = `m.id, t.id AS table_id, m.setup, m.started_at, m.ended_at`;

export class PgTableStore implements TableStore {
	constructor(private readonly db: PgDb) {}

	async listTables(): Promise<TableRecord[]> {
		const { rows } = await this.db.query<{ id: string; name: string }>(`SELECT id, name FROM venue_tables WHERE removed_at IS NULL ORDER BY pk`);
		return rows.map((r) => ({ id: r.id, name: r.name }));
	}

	async loadAll(engine = ''): Promise<LoadedTable[]> {
		// One snapshot of the database for the three reads, so the logs match the tables.
		return this.db.transaction(async (q) => {
			const tables = await q.query<TableRow>(
				`SELECT t.id AS table_id, t.name, t.clock, m.id, m.setup, m.started_at, m.ended_at
				 FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL
				 WHERE t.removed_at IS NULL ORDER BY t.pk`
			);
			const snaps = new Map<number, Snapshot>();
			const snapRows = await q.query<{ m: number; revision: number; data: Buffer }>(
				`SELECT s.match_id AS m, s.revision, s.data FROM snapshots s JOIN matches m ON m.id = s.match_id
				 JOIN venue_tables t ON t.pk = m.table_pk
				 WHERE m.ended_at IS NULL AND t.removed_at IS NULL AND s.engine = $1`,
				[engine]
			);
			for (const r of snapRows.rows) snaps.set(r.m, { revision: r.revision, data: new Uint8Array(r.data) });
			const logs = new Map<number, unknown[]>();
			const actions = await q.query<{ m: number; action: string }>(
				`SELECT a.match_id AS m, a.action FROM actions a JOIN matches m ON m.id = a.match_id
				 JOIN venue_tables t ON t.pk = m.table_pk
				 LEFT JOIN snapshots s ON s.match_id = m.id AND s.engine = $1
				 WHERE m.ended_at IS NULL AND t.removed_at IS NULL AND a.revision > COALESCE(s.revision, 0)
				 ORDER BY a.match_id, a.revision`,
				[engine]
			);
			for (const r of actions.rows) {
				let list = logs.get(r.m);
				if (!list) logs.set(r.m, (list = []));
				list.push(JSON.parse(r.action));
			}
			return tables.rows.map((r) => ({
				id: r.table_id,
				name: r.name,
				clock: parseClock(r.clock),
				match:
					r.id === null
						? null
						: {
								...toMatch({ ...r, id: r.id }),
								actions: logs.get(r.id) ?? [],
								base: snaps.get(r.id)?.revision ?? 0,
								...(snaps.has(r.id) ? { snapshot: snaps.get(r.id) } : {})
							}
			}));
		}, 'REPEATABLE READ READ ONLY');
	}

	async load(tableId: string): Promise<LoadedTable | null> {
		return this.db.transaction(async (q) => {
			const found = await q.query<TableRow>(
				`SELECT t.id AS table_id, t.name, t.clock, m.id, m.setup, m.started_at, m.ended_at
				 FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL
				 WHERE t.id = $1 AND t.removed_at IS NULL`,
				[tableId]
			);
			const row = found.rows[0];
			if (!row) return null;
			const clock = parseClock(row.clock);
			if (row.id === null) return { id: tableId, name: row.name, clock, match: null };
			const actions = await actionsOf(q, row.id);
			return { id: tableId, name: row.name, clock, match: { ...toMatch({ ...row, id: row.id }), actions, base: 0 } };
		}, 'REPEATABLE READ READ ONLY');
	}

	/**
	 * One statement, fork-free across processes: the match row's `revision` moves from r - 1 to
	 * r only while the match is the table's current one and not ended, and the action is inserted
	 * from that update's result. Racers for the same revision queue on the row lock; under READ
	 * COMMITTED the later one re-checks the updated row, finds revision ≠ r - 1 and inserts
	 * nothing. The primary key (match, revision) is the last line of defence.
	 */
	async append(tableId: string, matchId: number, revision: number, action: unknown, request?: string): Promise<void> {
		let inserted: number;
		try {
			inserted = (
				await this.db.write(
					`WITH bump AS (
					   UPDATE matches m SET revision = $3::integer
					   FROM venue_tables t
					   WHERE m.id = $2 AND m.table_pk = t.pk AND t.id = $1 AND t.removed_at IS NULL
					     AND m.ended_at IS NULL AND m.revision = $3::integer - 1
					   RETURNING m.id
					 )
					 INSERT INTO actions(match_id, revision, action, at, request) SELECT id, $3::integer, $4::text, $5::bigint, $6::text FROM bump`,
					[tableId, matchId, revision, JSON.stringify(action), Date.now(), request ?? null]
				)
			).rowCount;
		} catch (err) {
			if (!(err instanceof StoreError && err.code === 'conflict')) throw err;
			inserted = 0;
		}
		if (inserted !== 1) {
			throw new StoreError(
				`refused to append revision ${revision} to match ${matchId} of table "${tableId}": not the next revision of its current match`,
				'conflict'
			);
		}
	}

	async saveSnapshot(matchId: number, revision: number, engine: string, data: Uint8Array) {
		await this.db.query(
			`INSERT INTO snapshots(match_id, revision, engine, data) VALUES ($1, $2, $3, $4)
			 ON CONFLICT (match_id) DO UPDATE SET revision = excluded.revision, engine = excluded.engine, data = excluded.data
			 WHERE excluded.revision > snapshots.revision OR excluded.engine <> snapshots.engine`,
			[matchId, revision, engine, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]
		);
	}

	async createTable(id: string, name: string): Promise<TableRecord> {
		const { rowCount } = await this.db.query(
			`INSERT INTO venue_tables(id, name, created_at) VALUES ($1, $2, $3)
			 ON CONFLICT (id) WHERE removed_at IS NULL DO NOTHING`,
			[id, name, Date.now()]
		);
		if (rowCount !== 1) throw new StoreError(`table "${id}" exists`, 'exists');
		return { id, name };
	}

	async renameTable(id: string, name: string) {
		const { rowCount } = await this.db.query(`UPDATE venue_tables SET name = $1 WHERE id = $2 AND removed_at IS NULL`, [name, id]);
		if (rowCount !== 1) throw new StoreError(`no table "${id}"`, 'not-found');
	}

	async removeTable(id: string) {
		await this.db.transaction(async (q) => {
			const now = Date.now();
			// The table row first: a startMatch on it (which locks it too) waits, then finds it gone.
			const removed = await q.query<{ pk: number }>(
				`UPDATE venue_tables SET removed_at = $1 WHERE id = $2 AND removed_at IS NULL RETURNING pk`,
				[now, id]
			);
			if (removed.rows.length !== 1) throw new StoreError(`no table "${id}"`, 'not-found');
			await q.query(`UPDATE matches SET ended_at = $1 WHERE table_pk = $2 AND ended_at IS NULL`, [now, removed.rows[0].pk]);
		});
	}

	/**
	 * The table row is locked for the transaction, so two nodes replacing the same match take
	 * turns: the second sees the first's new match and gets `conflict`. Ending the old match locks
	 * its row too, so an append racing with it either lands before or is refused.
	 */
	async startMatch(tableId: string, setup: unknown, replaces: number | null): Promise<MatchRecord> {
		return this.db.transaction(async (q) => {
			const table = await q.query<{ pk: number }>(`SELECT pk FROM venue_tables WHERE id = $1 AND removed_at IS NULL FOR UPDATE`, [tableId]);
			if (table.rows.length !== 1) throw new StoreError(`no table "${tableId}"`, 'not-found');
			const pk = table.rows[0].pk;
			const current = (await q.query<{ id: number }>(`SELECT id FROM matches WHERE table_pk = $1 AND ended_at IS NULL`, [pk])).rows[0];
			if ((current?.id ?? null) !== replaces) {
				throw new StoreError(
					`table "${tableId}" has ${current ? `match ${current.id}` : 'no match'} now, not ${replaces ?? 'none'}`,
					'conflict'
				);
			}
			const now = Date.now();
			await q.query(`UPDATE matches SET ended_at = $1 WHERE table_pk = $2 AND ended_at IS NULL`, [now, pk]);
			const inserted = await q.query<{ id: number }>(`INSERT INTO matches(table_pk, setup, started_at, discipline) VALUES ($1, $2, $3, $4) RETURNING id`, [
				pk,
				JSON.stringify(setup),
				now,
				disciplineOf(setup)
			]);
			// the records' search columns, in the same transaction as the match (pg-records.ts)
			await insertSeats(q, seatsOfSetup(setup).map((s) => ({ match: inserted.rows[0].id, ...s })));
			return { id: inserted.rows[0].id, tableId, setup, startedAt: iso(now)!, endedAt: null };
		});
	}

	async listMatches(tableId: string) {
		// The table row even without matches (LEFT JOIN), to tell "no matches" from "no table".
		const { rows } = await this.db.query<Omit<MatchRow, 'id'> & { id: number | null }>(
			`SELECT ${MATCH_COLUMNS}
			 FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk
			 WHERE t.id = $1 AND t.removed_at IS NULL ORDER BY m.id DESC`,
			[tableId]
		);
		if (rows.length === 0) throw new StoreError(`no table "${tableId}"`, 'not-found');
		return rows.flatMap((r) => (r.id === null ? [] : [toMatch({ ...r, id: r.id })]));
	}

	async loadMatch(matchId: number) {
		return this.db.transaction(async (q) => {
			const { rows } = await q.query<MatchRow>(
				`SELECT ${MATCH_COLUMNS} FROM matches m JOIN venue_tables t ON t.pk = m.table_pk WHERE m.id = $1`,
				[matchId]
			);
			if (!rows[0]) return null;
			return { ...toMatch(rows[0]), actions: await actionsOf(q, matchId) };
		}, 'REPEATABLE READ READ ONLY');
	}

	async saveClock(tableId: string, clock: unknown) {
		const { rowCount } = await this.db.query(
			`UPDATE venue_tables SET clock = $1, clock_version = nextval('clock_versions') WHERE id = $2 AND removed_at IS NULL`,
			[clock === null ? null : JSON.stringify(clock), tableId]
		);
		if (rowCount !== 1) throw new StoreError(`no table "${tableId}"`, 'not-found');
	}

	async heads(): Promise<TableHead[]> {
		const { rows } = await this.db.query<{ id: string; name: string; match: number | null; revision: number | null; clock_version: string }>(
			`SELECT t.id, t.name, m.id AS match, m.revision, t.clock_version
			 FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL
			 WHERE t.removed_at IS NULL ORDER BY t.pk`
		);
		return rows.map((r) => ({ id: r.id, name: r.name, match: r.match, revision: r.revision ?? 0, clockVersion: num(r.clock_version) }));
	}

	async findRequest(request: string): Promise<StoredRequest | null> {
		const { rows } = await this.db.query<{ table_id: string; match_id: number; revision: number; action: string }>(
			`SELECT t.id AS table_id, a.match_id, a.revision, a.action FROM actions a
			 JOIN matches m ON m.id = a.match_id JOIN venue_tables t ON t.pk = m.table_pk WHERE a.request = $1`,
			[request]
		);
		const row = rows[0];
		return row ? { tableId: row.table_id, matchId: row.match_id, revision: row.revision, action: JSON.parse(row.action) } : null;
	}

	async tail(tableId: string, matchId: number, after: number) {
		// One statement: the current match and the actions after `after` read in one snapshot.
		const { rows } = await this.db.query<{ current: number | null; action: string | null; found: boolean }>(
			`SELECT t.found, t.current, a.action FROM
			   (SELECT true AS found, (SELECT m.id FROM matches m WHERE m.table_pk = vt.pk AND m.ended_at IS NULL) AS current
			    FROM venue_tables vt WHERE vt.id = $1 AND vt.removed_at IS NULL) t
			 LEFT JOIN actions a ON a.match_id = t.current AND t.current = $2 AND a.revision > $3
			 ORDER BY a.revision`,
			[tableId, matchId, after]
		);
		if (rows.length === 0) return { current: undefined, actions: [] };
		const current = rows[0].current;
		return { current, actions: current === matchId ? rows.filter((r) => r.action !== null).map((r) => JSON.parse(r.action!)) : [] };
	}
}

async function actionsOf(q: Queryable, matchId: number): Promise<unknown[]> {
	const { rows } = await q.query<{ action: string }>(`SELECT action FROM actions WHERE match_id = $1 ORDER BY revision`, [matchId]);
	return rows.map((r) => JSON.parse(r.action));
}
