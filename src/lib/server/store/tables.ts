/**
 * The venue's tables, their matches and action logs, snapshots and shot clocks, written once for
 * both databases (sql.ts). On PostgreSQL several processes write at once: every guard SQLite gets
 * from its single writer is there a row lock (`dialect.forUpdate`) or the append's own statement.
 */
import { StoreError, type LoadedTable, type MatchRecord, type Snapshot, type StoredRequest, type TableHead, type TableRecord, type TableStore } from './types';
import { disciplineOf, seatsOfSetup } from './records-shared';
import { bytes, iso, num, type Queryable, type Sql } from './sql';

type MatchRow = { id: number; table_id: string; setup: string; started_at: unknown; ended_at: unknown };
/** A live table with its current match's columns (all null without one). */
type TableRow = Omit<MatchRow, 'id'> & { id: number | null; name: string; clock: string | null };

const toMatch = (row: MatchRow): MatchRecord => ({
	id: num(row.id),
	tableId: row.table_id,
	setup: JSON.parse(row.setup),
	startedAt: iso(row.started_at)!,
	endedAt: iso(row.ended_at)
});

const MATCH_COLUMNS = `m.id, t.id AS table_id, m.setup, m.started_at, m.ended_at`;
const LIVE_TABLES = `SELECT t.id AS table_id, t.name, t.clock, m.id, m.setup, m.started_at, m.ended_at
	FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL WHERE t.removed_at IS NULL`;

/** A stored clock; a value that is not JSON any more is dropped (the table gets a default clock). */
function parseClock(text: string | null | undefined): unknown {
	if (text === null || text === undefined) return null;
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

const noTable = (id: string) => new StoreError(`no table "${id}"`, 'not-found');

export class SqlTableStore implements TableStore {
	constructor(private readonly db: Sql) {}

	async listTables(): Promise<TableRecord[]> {
		const { rows } = await this.db.query<{ id: string; name: string }>(`SELECT id, name FROM venue_tables WHERE removed_at IS NULL ORDER BY pk`);
		return rows.map((r) => ({ id: r.id, name: r.name }));
	}

	async loadAll(engine = ''): Promise<LoadedTable[]> {
		// One moment of the database for the three reads, so the logs match the tables.
		return this.db.transaction(async (q) => {
			const tables = await q.query<TableRow>(`${LIVE_TABLES} ORDER BY t.pk`);
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
		}, 'read');
	}

	async load(tableId: string): Promise<LoadedTable | null> {
		return this.db.transaction(async (q) => {
			const row = (await q.query<TableRow>(`${LIVE_TABLES} AND t.id = $1`, [tableId])).rows[0];
			if (!row) return null;
			const clock = parseClock(row.clock);
			if (row.id === null) return { id: tableId, name: row.name, clock, match: null };
			const actions = await actionsOf(q, row.id);
			return { id: tableId, name: row.name, clock, match: { ...toMatch({ ...row, id: row.id }), actions, base: 0 } };
		}, 'read');
	}

	async append(tableId: string, matchId: number, revision: number, action: unknown, request?: string): Promise<void> {
		let inserted: number;
		try {
			inserted = (await this.db.write(this.db.dialect.appendAction, [tableId, matchId, revision, JSON.stringify(action), Date.now(), request ?? null])).rowCount;
		} catch (err) {
			// the request key is stored already (its unique index): that request was applied
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
			[matchId, revision, engine, bytes(data)]
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
		if (rowCount !== 1) throw noTable(id);
	}

	async removeTable(id: string) {
		await this.db.transaction(async (q) => {
			const now = Date.now();
			// The table row first: a startMatch on it (which locks it too) waits, then finds it gone.
			const removed = await q.query<{ pk: number }>(`UPDATE venue_tables SET removed_at = $1 WHERE id = $2 AND removed_at IS NULL RETURNING pk`, [now, id]);
			if (removed.rows.length !== 1) throw noTable(id);
			await q.query(`UPDATE matches SET ended_at = $1 WHERE table_pk = $2 AND ended_at IS NULL`, [now, removed.rows[0]!.pk]);
		});
	}

	/**
	 * The table row is locked for the transaction, so two nodes replacing the same match take
	 * turns: the second sees the first's new match and gets `conflict`. Ending the old match locks
	 * its row too, so an append racing with it either lands before or is refused.
	 */
	async startMatch(tableId: string, setup: unknown, replaces: number | null): Promise<MatchRecord> {
		return this.db.transaction(async (q) => {
			const table = await q.query<{ pk: number }>(`SELECT pk FROM venue_tables WHERE id = $1 AND removed_at IS NULL${this.db.dialect.forUpdate}`, [tableId]);
			if (table.rows.length !== 1) throw noTable(tableId);
			const pk = table.rows[0]!.pk;
			const current = (await q.query<{ id: number }>(`SELECT id FROM matches WHERE table_pk = $1 AND ended_at IS NULL`, [pk])).rows[0];
			if ((current?.id ?? null) !== replaces) {
				throw new StoreError(`table "${tableId}" has ${current ? `match ${current.id}` : 'no match'} now, not ${replaces ?? 'none'}`, 'conflict');
			}
			const now = Date.now();
			await q.query(`UPDATE matches SET ended_at = $1 WHERE table_pk = $2 AND ended_at IS NULL`, [now, pk]);
			const inserted = await q.query<{ id: number }>(`INSERT INTO matches(table_pk, setup, started_at, discipline) VALUES ($1, $2, $3, $4) RETURNING id`, [
				pk,
				JSON.stringify(setup),
				now,
				disciplineOf(setup)
			]);
			const id = inserted.rows[0]!.id;
			// the records' search columns, in the same transaction as the match (records.ts)
			for (const s of seatsOfSetup(setup)) {
				await q.query(`INSERT INTO match_players(match_id, seat, name, key, country) VALUES ($1, $2, $3, $4, $5)`, [id, s.seat, s.name, s.key, s.country]);
			}
			return { id, tableId, setup, startedAt: iso(now)!, endedAt: null };
		});
	}

	async listMatches(tableId: string) {
		// The table row even without matches (LEFT JOIN), to tell "no matches" from "no table".
		const { rows } = await this.db.query<Omit<MatchRow, 'id'> & { id: number | null }>(
			`SELECT ${MATCH_COLUMNS} FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk
			 WHERE t.id = $1 AND t.removed_at IS NULL ORDER BY m.id DESC`,
			[tableId]
		);
		if (rows.length === 0) throw noTable(tableId);
		return rows.flatMap((r) => (r.id === null ? [] : [toMatch({ ...r, id: r.id })]));
	}

	async loadMatch(matchId: number) {
		return this.db.transaction(async (q) => {
			const { rows } = await q.query<MatchRow>(`SELECT ${MATCH_COLUMNS} FROM matches m JOIN venue_tables t ON t.pk = m.table_pk WHERE m.id = $1`, [matchId]);
			if (!rows[0]) return null;
			return { ...toMatch(rows[0]), actions: await actionsOf(q, matchId) };
		}, 'read');
	}

	async saveClock(tableId: string, clock: unknown) {
		const { rowCount } = await this.db.query(
			`UPDATE venue_tables SET clock = $1, clock_version = ${this.db.dialect.nextClockVersion} WHERE id = $2 AND removed_at IS NULL`,
			[clock === null ? null : JSON.stringify(clock), tableId]
		);
		if (rowCount !== 1) throw noTable(tableId);
	}

	async heads(): Promise<TableHead[]> {
		const { rows } = await this.db.query<{ id: string; name: string; match: number | null; revision: unknown; clock_version: unknown }>(
			`SELECT t.id, t.name, m.id AS match, ${this.db.dialect.matchRevision} AS revision, t.clock_version
			 FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL
			 WHERE t.removed_at IS NULL ORDER BY t.pk`
		);
		return rows.map((r) => ({ id: r.id, name: r.name, match: r.match, revision: r.match === null ? 0 : num(r.revision), clockVersion: num(r.clock_version) }));
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
		// One statement: the current match and the actions after `after` read at one moment.
		const { rows } = await this.db.query<{ current: number | null; action: string | null }>(
			`SELECT t.current, a.action FROM
			   (SELECT (SELECT m.id FROM matches m WHERE m.table_pk = vt.pk AND m.ended_at IS NULL) AS current
			    FROM venue_tables vt WHERE vt.id = $1 AND vt.removed_at IS NULL) t
			 LEFT JOIN actions a ON a.match_id = t.current AND t.current = $2 AND a.revision > $3
			 ORDER BY a.revision`,
			[tableId, matchId, after]
		);
		if (rows.length === 0) return { current: undefined, actions: [] };
		const current = rows[0]!.current;
		return { current, actions: current === matchId ? rows.filter((r) => r.action !== null).map((r) => JSON.parse(r.action!)) : [] };
	}
}

async function actionsOf(q: Queryable, matchId: number): Promise<unknown[]> {
	const { rows } = await q.query<{ action: string }>(`SELECT action FROM actions WHERE match_id = $1 ORDER BY revision`, [matchId]);
	return rows.map((r) => JSON.parse(r.action));
}
