/** The venue's tables, their matches and action logs, snapshots and shot clocks, in SQLite. */
import type Database from 'better-sqlite3';
import { NO_GUARD, type Guard } from './file-guard';
import { StoreError, type LoadedTable, type MatchRecord, type TableHead, type TableRecord, type StoredRequest, type TableStore } from './types';
import { parseClock } from './shared';
import { disciplineOf, seatsOfSetup } from './records-shared';


const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export class SqliteTableStore implements TableStore {
	private readonly s: ReturnType<typeof prepare>;

	constructor(
		private readonly db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.s = prepare(db);
	}

	private pkOf(id: string): number {
		const pk = this.s.tablePk.get(id) as number | undefined;
		if (pk === undefined) throw new StoreError(`no table "${id}"`, 'not-found');
		return pk;
	}

	private toMatch(row: { id: number; tableId: string; setup: string; started_at: number; ended_at: number | null }): MatchRecord {
		return {
			id: row.id,
			tableId: row.tableId,
			setup: JSON.parse(row.setup),
			startedAt: iso(row.started_at)!,
			endedAt: iso(row.ended_at)
		};
	}

	async listTables(): Promise<TableRecord[]> {
		return this.s.listTables.all() as TableRecord[];
	}

	async loadAll(engine = ''): Promise<LoadedTable[]> {
		type Row = {
			tableId: string;
			name: string;
			clock: string | null;
			id: number | null;
			setup: string | null;
			started_at: number | null;
			ended_at: null;
		};
		const rows = this.s.allCurrent.all() as Row[];
		const snaps = new Map<number, { revision: number; data: Uint8Array }>();
		for (const r of this.s.currentSnapshots.all(engine) as { m: number; revision: number; data: Buffer }[]) {
			snaps.set(r.m, { revision: r.revision, data: r.data });
		}
		const logs = new Map<number, unknown[]>();
		for (const r of this.s.allCurrentActions.iterate({ engine }) as Iterable<{ m: number; action: string }>) {
			let list = logs.get(r.m);
			if (!list) logs.set(r.m, (list = []));
			list.push(JSON.parse(r.action));
		}
		return rows.map((r) => ({
			id: r.tableId,
			name: r.name,
			clock: parseClock(r.clock),
			match:
				r.id === null
					? null
					: {
							...this.toMatch({ ...r, id: r.id, setup: r.setup!, started_at: r.started_at! }),
							actions: logs.get(r.id) ?? [],
							base: snaps.get(r.id)?.revision ?? 0,
							...(snaps.has(r.id) ? { snapshot: snaps.get(r.id) } : {})
						}
		}));
	}

	async load(tableId: string): Promise<LoadedTable | null> {
		const pk = this.s.tablePk.get(tableId) as number | undefined;
		if (pk === undefined) return null;
		const name = (this.s.listTables.all() as TableRecord[]).find((t) => t.id === tableId)!.name;
		const clock = parseClock(this.s.tableClock.get(tableId) as string | null);
		const row = this.s.currentMatch.get(pk) as { id: number; setup: string; started_at: number; ended_at: null } | undefined;
		if (!row) return { id: tableId, name, clock, match: null };
		const actions = (this.s.actionsOf.all(row.id) as string[]).map((a) => JSON.parse(a));
		return { id: tableId, name, clock, match: { ...this.toMatch({ ...row, tableId }), actions, base: 0 } };
	}

	async append(tableId: string, matchId: number, revision: number, action: unknown, request?: string): Promise<void> {
		// Before (a truncated WAL grows back, sparse, with the write) and after (damage meanwhile).
		this.guard.check();
		let changes: number;
		try {
			changes = this.s.append.run({ match: matchId, revision, action: JSON.stringify(action), at: Date.now(), table: tableId, request: request ?? null }).changes;
		} catch (err) {
			// the request key is stored already (the unique index): that request was applied
			if ((err as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw err;
			changes = 0;
		}
		if (changes !== 1) {
			throw new StoreError(
				`refused to append revision ${revision} to match ${matchId} of table "${tableId}": not the next revision of its current match`,
				'conflict'
			);
		}
		this.guard.check();
	}

	async saveSnapshot(matchId: number, revision: number, engine: string, data: Uint8Array) {
		this.s.saveSnapshot.run(matchId, revision, engine, data);
		this.guard.check();
	}
	async createTable(id: string, name: string): Promise<TableRecord> {
		if (this.s.tablePk.get(id) !== undefined) throw new StoreError(`table "${id}" exists`, 'exists');
		this.s.insertTable.run(id, name, Date.now());
		this.guard.check();
		return { id, name };
	}
	async renameTable(id: string, name: string) {
		if (this.s.renameTable.run(name, id).changes !== 1) throw new StoreError(`no table "${id}"`, 'not-found');
		this.guard.check();
	}
	async removeTable(id: string) {
		const pk = this.pkOf(id);
		this.db.transaction(() => {
			const now = Date.now();
			this.s.endMatchesOf.run(now, pk);
			this.s.removeTable.run(now, id);
		})();
		this.guard.check();
	}
	async startMatch(tableId: string, setup: unknown, replaces: number | null): Promise<MatchRecord> {
		const started = this.db.transaction(() => {
			const pk = this.pkOf(tableId);
			const current = this.s.currentMatch.get(pk) as { id: number } | undefined;
			if ((current?.id ?? null) !== replaces) {
				throw new StoreError(
					`table "${tableId}" has ${current ? `match ${current.id}` : 'no match'} now, not ${replaces ?? 'none'}`,
					'conflict'
				);
			}
			const now = Date.now();
			this.s.endMatchesOf.run(now, pk);
			const id = Number(this.s.insertMatch.run(pk, JSON.stringify(setup), now, disciplineOf(setup)).lastInsertRowid);
			// the records' search columns, in the same transaction as the match (records-sqlite.ts)
			for (const s of seatsOfSetup(setup)) this.s.insertSeat.run(id, s.seat, s.name, s.key, s.country);
			return { id, tableId, setup, startedAt: iso(now)!, endedAt: null };
		})();
		this.guard.check();
		return started;
	}
	async listMatches(tableId: string) {
		const pk = this.pkOf(tableId);
		return (this.s.matchesOf.all(pk) as Parameters<SqliteTableStore['toMatch']>[0][]).map((r) => this.toMatch(r));
	}
	async loadMatch(matchId: number) {
		const row = this.s.match.get(matchId) as Parameters<SqliteTableStore['toMatch']>[0] | undefined;
		if (!row) return null;
		const actions = (this.s.actionsOf.all(matchId) as string[]).map((a) => JSON.parse(a));
		return { ...this.toMatch(row), actions };
	}

	async saveClock(tableId: string, clock: unknown) {
		if (this.s.saveClock.run(clock === null ? null : JSON.stringify(clock), tableId).changes !== 1) {
			throw new StoreError(`no table "${tableId}"`, 'not-found');
		}
		this.guard.check();
	}

	async heads(): Promise<TableHead[]> {
		return this.s.heads.all() as TableHead[];
	}

	async findRequest(request: string): Promise<StoredRequest | null> {
		const row = this.s.findRequest.get(request) as (Omit<StoredRequest, 'action'> & { action: string }) | undefined;
		return row ? { ...row, action: JSON.parse(row.action) } : null;
	}

	async tail(tableId: string, matchId: number, after: number) {
		const pk = this.s.tablePk.get(tableId) as number | undefined;
		if (pk === undefined) return { current: undefined, actions: [] };
		const current = (this.s.currentMatch.get(pk) as { id: number } | undefined)?.id ?? null;
		if (current !== matchId) return { current, actions: [] };
		return { current, actions: (this.s.actionsAfter.all(matchId, after) as string[]).map((a) => JSON.parse(a)) };
	}
}

function prepare(db: Database.Database) {
	return {
			listTables: db.prepare(`SELECT id, name FROM venue_tables WHERE removed_at IS NULL ORDER BY pk`),
			tableClock: db.prepare(`SELECT clock FROM venue_tables WHERE id = ? AND removed_at IS NULL`).pluck(),
			saveClock: db.prepare(
				`UPDATE venue_tables SET clock = ?, clock_version = (SELECT COALESCE(MAX(clock_version), 0) + 1 FROM venue_tables)
				 WHERE id = ? AND removed_at IS NULL`
			),
			heads: db.prepare(
				`SELECT t.id, t.name, m.id AS match,
				        COALESCE((SELECT MAX(a.revision) FROM actions a WHERE a.match_id = m.id), 0) AS revision,
				        t.clock_version AS clockVersion
				 FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL
				 WHERE t.removed_at IS NULL ORDER BY t.pk`
			),
			tablePk: db.prepare(`SELECT pk FROM venue_tables WHERE id = ? AND removed_at IS NULL`).pluck(),
			insertTable: db.prepare(`INSERT INTO venue_tables(id, name, created_at) VALUES (?, ?, ?)`),
			renameTable: db.prepare(`UPDATE venue_tables SET name = ? WHERE id = ? AND removed_at IS NULL`),
			removeTable: db.prepare(`UPDATE venue_tables SET removed_at = ? WHERE id = ? AND removed_at IS NULL`),
			endMatchesOf: db.prepare(`UPDATE matches SET ended_at = ? WHERE table_pk = ? AND ended_at IS NULL`),
			currentMatch: db.prepare(
				`SELECT id, setup, started_at, ended_at FROM matches WHERE table_pk = ? AND ended_at IS NULL`
			),
			insertMatch: db.prepare(`INSERT INTO matches(table_pk, setup, started_at, discipline) VALUES (?, ?, ?, ?)`),
			insertSeat: db.prepare(`INSERT INTO match_players(match_id, seat, name, key, country) VALUES (?, ?, ?, ?, ?)`),
			append: db.prepare(
				`INSERT INTO actions(match_id, revision, action, at, request)
				 SELECT @match, @revision, @action, @at, @request
				 WHERE EXISTS (SELECT 1 FROM matches m JOIN venue_tables t ON t.pk = m.table_pk
				               WHERE m.id = @match AND m.ended_at IS NULL AND t.id = @table AND t.removed_at IS NULL)
				   AND @revision = (SELECT COALESCE(MAX(revision), 0) + 1 FROM actions WHERE match_id = @match)`
			),
			findRequest: db.prepare(
				`SELECT t.id AS tableId, a.match_id AS matchId, a.revision, a.action FROM actions a
				 JOIN matches m ON m.id = a.match_id JOIN venue_tables t ON t.pk = m.table_pk WHERE a.request = ?`
			),
			actionsOf: db.prepare(`SELECT action FROM actions WHERE match_id = ? ORDER BY revision`).pluck(),
			actionsAfter: db.prepare(`SELECT action FROM actions WHERE match_id = ? AND revision > ? ORDER BY revision`).pluck(),
			allCurrent: db.prepare(
				`SELECT t.id AS tableId, t.name, t.clock, m.id, m.setup, m.started_at, m.ended_at
				 FROM venue_tables t LEFT JOIN matches m ON m.table_pk = t.pk AND m.ended_at IS NULL
				 WHERE t.removed_at IS NULL ORDER BY t.pk`
			),
			allCurrentActions: db.prepare(
				`SELECT a.match_id AS m, a.action FROM actions a JOIN matches m ON m.id = a.match_id
				 JOIN venue_tables t ON t.pk = m.table_pk
				 LEFT JOIN snapshots s ON s.match_id = m.id AND s.engine = @engine
				 WHERE m.ended_at IS NULL AND t.removed_at IS NULL AND a.revision > COALESCE(s.revision, 0)
				 ORDER BY a.match_id, a.revision`
			),
			currentSnapshots: db.prepare(
				`SELECT s.match_id AS m, s.revision, s.data FROM snapshots s JOIN matches m ON m.id = s.match_id
				 JOIN venue_tables t ON t.pk = m.table_pk
				 WHERE m.ended_at IS NULL AND t.removed_at IS NULL AND s.engine = ?`
			),
			saveSnapshot: db.prepare(
				`INSERT INTO snapshots(match_id, revision, engine, data) VALUES (?, ?, ?, ?)
				 ON CONFLICT(match_id) DO UPDATE SET revision = excluded.revision, engine = excluded.engine, data = excluded.data
				 WHERE excluded.revision > snapshots.revision OR excluded.engine <> snapshots.engine`
			),
			matchesOf: db.prepare(
				`SELECT m.id, t.id AS tableId, m.setup, m.started_at, m.ended_at FROM matches m
				 JOIN venue_tables t ON t.pk = m.table_pk WHERE t.pk = ? ORDER BY m.id DESC`
			),
			match: db.prepare(
				`SELECT m.id, t.id AS tableId, m.setup, m.started_at, m.ended_at FROM matches m
				 JOIN venue_tables t ON t.pk = m.table_pk WHERE m.id = ?`
			)
	};
}
