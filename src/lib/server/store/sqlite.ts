import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { playerKey } from '../../protocol/names';
import {
	StoreError,
	type AuthStore,
	type LoadedTable,
	type MatchRecord,
	type PlayerRecord,
	type PlayerSeen,
	type PlayerStore,
	type TableRecord,
	type TableStore
} from './types';

/**
 * Bumped on every schema change; a database with a larger number is never opened, one with a
 * smaller number is migrated (MIGRATIONS) in one transaction when it is opened.
 */
export const SCHEMA_VERSION = 2;
/** PRAGMA application_id: "CUEC". A SQLite file with another non-zero id is not ours. */
export const APPLICATION_ID = 0x43554543;
export const DB_FILE = 'cuecast.db';

export interface SqliteOptions {
	/**
	 * 'full' (default): the WAL is fsynced on every commit, so an acknowledged action survives
	 * a power cut too. 'normal': survives a process crash (kill -9) but the last commits may be
	 * lost on power loss; faster on slow disks.
	 */
	synchronous?: 'full' | 'normal';
}

/** Version 1, as the first cuecast created it; new databases run the migrations after it. */
const SCHEMA_V1 = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE venue_tables (
	pk INTEGER PRIMARY KEY,
	id TEXT NOT NULL,
	name TEXT NOT NULL,
	created_at INTEGER NOT NULL,
	removed_at INTEGER
);
CREATE UNIQUE INDEX venue_tables_live_id ON venue_tables(id) WHERE removed_at IS NULL;
CREATE TABLE matches (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	table_pk INTEGER NOT NULL REFERENCES venue_tables(pk),
	setup TEXT NOT NULL,
	started_at INTEGER NOT NULL,
	ended_at INTEGER
);
CREATE UNIQUE INDEX matches_one_current ON matches(table_pk) WHERE ended_at IS NULL;
CREATE INDEX matches_by_table ON matches(table_pk, id);
CREATE TABLE actions (
	match_id INTEGER NOT NULL REFERENCES matches(id),
	revision INTEGER NOT NULL CHECK (revision > 0),
	action TEXT NOT NULL,
	at INTEGER NOT NULL,
	PRIMARY KEY (match_id, revision)
) WITHOUT ROWID;
CREATE TABLE snapshots (
	match_id INTEGER PRIMARY KEY REFERENCES matches(id),
	revision INTEGER NOT NULL,
	engine TEXT NOT NULL,
	data BLOB NOT NULL
);
CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID;
`;

/**
 * MIGRATIONS[n] takes a database from version n to n + 1. Only additions, so a migrated file
 * keeps every row it had.
 */
const MIGRATIONS: Record<number, string> = {
	// 2: the venue's player list; each table's shot clock (settings and where it stands).
	1: `
ALTER TABLE venue_tables ADD COLUMN clock TEXT;
CREATE TABLE players (
	key TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	country TEXT,
	rating REAL,
	uses INTEGER NOT NULL DEFAULT 0,
	last_used INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX players_recent ON players(last_used);
`
};

/** A stored clock; a value that is not JSON any more is dropped (the table gets a default clock). */
function parseClock(text: string | null | undefined): unknown {
	if (text === null || text === undefined) return null;
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Reads the 100-byte SQLite header without opening the file through SQLite. */
function inspectHeader(path: string): { userVersion: number; applicationId: number } | null {
	if (!existsSync(path)) return null;
	const size = statSync(path).size;
	if (size === 0) return null; // created but never checkpointed; SQLite recovers the WAL
	const buf = Buffer.alloc(100);
	const fd = openSync(path, 'r');
	try {
		readSync(fd, buf, 0, 100, 0);
	} finally {
		closeSync(fd);
	}
	if (size < 100 || buf.toString('latin1', 0, 16) !== 'SQLite format 3\0') {
		throw new StoreError(
			`${path} is not a SQLite database (corrupt or foreign file); cuecast will not touch it. ` +
				`Move it away or set CUECAST_DATA_DIR to another folder.`,
			'corrupt'
		);
	}
	return { userVersion: buf.readUInt32BE(60), applicationId: buf.readUInt32BE(68) };
}

function newerError(path: string, version: number): StoreError {
	return new StoreError(
		`${path} was written by a newer cuecast (schema version ${version}; this version knows ${SCHEMA_VERSION}). ` +
			`It was left untouched: upgrade cuecast, or set CUECAST_DATA_DIR to another folder.`,
		'newer-version'
	);
}

function foreignError(path: string): StoreError {
	return new StoreError(
		`${path} is a SQLite database that cuecast did not create; it was left untouched. ` +
			`Set CUECAST_DATA_DIR to another folder.`,
		'foreign'
	);
}

function isSqliteCorruption(err: unknown): boolean {
	const code = (err as { code?: unknown })?.code;
	return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT_INDEX';
}

export class SqliteStore implements TableStore, AuthStore, PlayerStore {
	readonly path: string;
	/** The schema version the file had when it was migrated on opening, else null. */
	readonly migratedFrom: number | null = null;
	private db: Database.Database;
	private s!: ReturnType<SqliteStore['prepare']>;

	/** Opens (or creates) `<dataDir>/cuecast.db`. Throws a StoreError the caller should print. */
	constructor(dataDir: string, options: SqliteOptions = {}) {
		mkdirSync(dataDir, { recursive: true });
		this.path = join(dataDir, DB_FILE);
		const header = inspectHeader(this.path);
		if (header) {
			if (header.userVersion > SCHEMA_VERSION) throw newerError(this.path, header.userVersion);
			if (header.applicationId !== 0 && header.applicationId !== APPLICATION_ID) throw foreignError(this.path);
		}
		let db: Database.Database;
		try {
			db = new Database(this.path, { timeout: 500 });
		} catch (err) {
			throw this.corrupt(err);
		}
		try {
			// Read-only checks first: nothing is written before we know the file is ours.
			const version = db.pragma('user_version', { simple: true }) as number;
			const appId = db.pragma('application_id', { simple: true }) as number;
			if (version > SCHEMA_VERSION) throw newerError(this.path, version);
			if (appId !== 0 && appId !== APPLICATION_ID) throw foreignError(this.path);
			if (version === 0) {
				const objects = db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number };
				if (objects.n > 0) throw foreignError(this.path);
			} else {
				const check = db.pragma('quick_check(1)', { simple: true });
				if (check !== 'ok') {
					throw new StoreError(
						`${this.path} is corrupt (integrity check: ${String(check).replace(/\s+/g, ' ').slice(0, 200)}); cuecast left it untouched. Restore a backup or set CUECAST_DATA_DIR to another folder.`,
						'corrupt'
					);
				}
			}
			db.pragma('journal_mode = WAL');
			db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
			db.pragma('foreign_keys = ON');
			// One server per data folder: the exclusive lock makes a second one fail at once
			// (the OS drops the lock when a process dies, so kill -9 never leaves it stuck).
			db.pragma('locking_mode = EXCLUSIVE');
			try {
				db.exec('BEGIN IMMEDIATE; COMMIT');
			} catch (err) {
				if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
					throw new StoreError(`${this.path} is in use by another cuecast server`, 'conflict');
				}
				throw err;
			}
			if (version === 0) {
				db.transaction(() => {
					db.exec(SCHEMA_V1);
					for (let v = 1; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]);
					db.prepare(`INSERT INTO meta(key, value) VALUES ('created_at', ?)`).run(new Date().toISOString());
					db.pragma(`application_id = ${APPLICATION_ID}`);
					db.pragma(`user_version = ${SCHEMA_VERSION}`);
				})();
			} else if (version < SCHEMA_VERSION) {
				// All steps or none: a failed migration leaves the file as it was.
				db.transaction(() => {
					for (let v = version; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]);
					db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
						`migrated_to_${SCHEMA_VERSION}_at`,
						new Date().toISOString()
					);
					db.pragma(`user_version = ${SCHEMA_VERSION}`);
				})();
				this.migratedFrom = version;
			}
		} catch (err) {
			db.close();
			if (err instanceof StoreError) throw err;
			if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
				throw new StoreError(`${this.path} is in use by another cuecast server`, 'conflict');
			}
			throw this.corrupt(err);
		}
		this.db = db;
		this.s = this.prepare();
	}

	private corrupt(err: unknown): StoreError {
		if (err instanceof StoreError) return err;
		const detail = err instanceof Error ? err.message : String(err);
		const hint = isSqliteCorruption(err) || /malformed|not a database|corrupt/i.test(detail) ? 'is corrupt' : 'could not be opened';
		return new StoreError(
			`${this.path} ${hint} (${detail}); cuecast left it untouched. Restore a backup or set CUECAST_DATA_DIR to another folder.`,
			'corrupt'
		);
	}

	private prepare() {
		const db = this.db;
		return {
			listTables: db.prepare(`SELECT id, name FROM venue_tables WHERE removed_at IS NULL ORDER BY pk`),
			tableClock: db.prepare(`SELECT clock FROM venue_tables WHERE id = ? AND removed_at IS NULL`).pluck(),
			saveClock: db.prepare(`UPDATE venue_tables SET clock = ? WHERE id = ? AND removed_at IS NULL`),
			listPlayers: db.prepare(
				`SELECT name, country, rating, uses, last_used AS lastUsed FROM players ORDER BY last_used DESC, uses DESC, key LIMIT ?`
			),
			recordPlayer: db.prepare(
				`INSERT INTO players(key, name, country, rating, uses, last_used) VALUES (@key, @name, @country, @rating, 1, @at)
				 ON CONFLICT(key) DO UPDATE SET
				   name = CASE WHEN excluded.last_used >= players.last_used THEN excluded.name ELSE players.name END,
				   country = CASE WHEN excluded.country IS NOT NULL AND (excluded.last_used >= players.last_used OR players.country IS NULL)
				             THEN excluded.country ELSE players.country END,
				   rating = CASE WHEN excluded.rating IS NOT NULL AND (excluded.last_used >= players.last_used OR players.rating IS NULL)
				            THEN excluded.rating ELSE players.rating END,
				   uses = players.uses + 1,
				   last_used = MAX(players.last_used, excluded.last_used)`
			),
			removePlayer: db.prepare(`DELETE FROM players WHERE key = ?`),
			tablePk: db.prepare(`SELECT pk FROM venue_tables WHERE id = ? AND removed_at IS NULL`).pluck(),
			insertTable: db.prepare(`INSERT INTO venue_tables(id, name, created_at) VALUES (?, ?, ?)`),
			renameTable: db.prepare(`UPDATE venue_tables SET name = ? WHERE id = ? AND removed_at IS NULL`),
			removeTable: db.prepare(`UPDATE venue_tables SET removed_at = ? WHERE id = ? AND removed_at IS NULL`),
			endMatchesOf: db.prepare(`UPDATE matches SET ended_at = ? WHERE table_pk = ? AND ended_at IS NULL`),
			currentMatch: db.prepare(
				`SELECT id, setup, started_at, ended_at FROM matches WHERE table_pk = ? AND ended_at IS NULL`
			),
			insertMatch: db.prepare(`INSERT INTO matches(table_pk, setup, started_at) VALUES (?, ?, ?)`),
			append: db.prepare(
				`INSERT INTO actions(match_id, revision, action, at)
				 SELECT @match, @revision, @action, @at
				 WHERE EXISTS (SELECT 1 FROM matches m JOIN venue_tables t ON t.pk = m.table_pk
				               WHERE m.id = @match AND m.ended_at IS NULL AND t.id = @table AND t.removed_at IS NULL)
				   AND @revision = (SELECT COALESCE(MAX(revision), 0) + 1 FROM actions WHERE match_id = @match)`
			),
			actionsOf: db.prepare(`SELECT action FROM actions WHERE match_id = ? ORDER BY revision`).pluck(),
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
			),
			getSetting: db.prepare(`SELECT value FROM meta WHERE key = ?`).pluck(),
			setSetting: db.prepare(
				`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`
			),
			saveSession: db.prepare(`INSERT OR REPLACE INTO sessions(token_hash, expires_at) VALUES (?, ?)`),
			findSession: db.prepare(`SELECT expires_at FROM sessions WHERE token_hash = ? AND expires_at > ?`).pluck(),
			deleteSession: db.prepare(`DELETE FROM sessions WHERE token_hash = ?`),
			deleteSessions: db.prepare(`DELETE FROM sessions`),
			purgeSessions: db.prepare(`DELETE FROM sessions WHERE expires_at <= ?`)
		};
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

	/** Synchronous variants: SQLite answers at once; the async interface wraps them. */
	listTablesSync(): TableRecord[] {
		return this.s.listTables.all() as TableRecord[];
	}

	loadAllSync(engine = ''): LoadedTable[] {
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

	loadSync(tableId: string): LoadedTable | null {
		const pk = this.s.tablePk.get(tableId) as number | undefined;
		if (pk === undefined) return null;
		const name = (this.s.listTables.all() as TableRecord[]).find((t) => t.id === tableId)!.name;
		const clock = parseClock(this.s.tableClock.get(tableId) as string | null);
		const row = this.s.currentMatch.get(pk) as { id: number; setup: string; started_at: number; ended_at: null } | undefined;
		if (!row) return { id: tableId, name, clock, match: null };
		const actions = (this.s.actionsOf.all(row.id) as string[]).map((a) => JSON.parse(a));
		return { id: tableId, name, clock, match: { ...this.toMatch({ ...row, tableId }), actions, base: 0 } };
	}

	appendSync(tableId: string, matchId: number, revision: number, action: unknown): void {
		const info = this.s.append.run({ match: matchId, revision, action: JSON.stringify(action), at: Date.now(), table: tableId });
		if (info.changes !== 1) {
			throw new StoreError(
				`refused to append revision ${revision} to match ${matchId} of table "${tableId}": not the next revision of its current match`,
				'conflict'
			);
		}
	}

	async listTables() {
		return this.listTablesSync();
	}
	async loadAll(engine?: string) {
		return this.loadAllSync(engine);
	}
	async saveSnapshot(matchId: number, revision: number, engine: string, data: Uint8Array) {
		this.s.saveSnapshot.run(matchId, revision, engine, data);
	}
	async load(tableId: string) {
		return this.loadSync(tableId);
	}
	async createTable(id: string, name: string): Promise<TableRecord> {
		if (this.s.tablePk.get(id) !== undefined) throw new StoreError(`table "${id}" exists`, 'exists');
		this.s.insertTable.run(id, name, Date.now());
		return { id, name };
	}
	async renameTable(id: string, name: string) {
		if (this.s.renameTable.run(name, id).changes !== 1) throw new StoreError(`no table "${id}"`, 'not-found');
	}
	async removeTable(id: string) {
		const pk = this.pkOf(id);
		this.db.transaction(() => {
			const now = Date.now();
			this.s.endMatchesOf.run(now, pk);
			this.s.removeTable.run(now, id);
		})();
	}
	async startMatch(tableId: string, setup: unknown, replaces: number | null): Promise<MatchRecord> {
		return this.db.transaction(() => {
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
			const id = Number(this.s.insertMatch.run(pk, JSON.stringify(setup), now).lastInsertRowid);
			return { id, tableId, setup, startedAt: iso(now)!, endedAt: null };
		})();
	}
	async append(tableId: string, matchId: number, revision: number, action: unknown) {
		this.appendSync(tableId, matchId, revision, action);
	}
	async listMatches(tableId: string) {
		const pk = this.pkOf(tableId);
		return (this.s.matchesOf.all(pk) as Parameters<SqliteStore['toMatch']>[0][]).map((r) => this.toMatch(r));
	}
	async loadMatch(matchId: number) {
		const row = this.s.match.get(matchId) as Parameters<SqliteStore['toMatch']>[0] | undefined;
		if (!row) return null;
		const actions = (this.s.actionsOf.all(matchId) as string[]).map((a) => JSON.parse(a));
		return { ...this.toMatch(row), actions };
	}

	async saveClock(tableId: string, clock: unknown) {
		if (this.s.saveClock.run(clock === null ? null : JSON.stringify(clock), tableId).changes !== 1) {
			throw new StoreError(`no table "${tableId}"`, 'not-found');
		}
	}

	async listPlayers(limit: number): Promise<PlayerRecord[]> {
		return this.s.listPlayers.all(limit) as PlayerRecord[];
	}
	async recordPlayers(players: PlayerSeen[]) {
		this.db.transaction(() => {
			for (const p of players) {
				this.s.recordPlayer.run({ key: playerKey(p.name), name: p.name, country: p.country ?? null, rating: p.rating ?? null, at: p.at });
			}
		})();
	}
	async removePlayer(name: string) {
		return this.s.removePlayer.run(playerKey(name)).changes > 0;
	}

	async getSetting(key: string) {
		return (this.s.getSetting.get(key) as string | undefined) ?? null;
	}
	async setSetting(key: string, value: string) {
		this.s.setSetting.run(key, value);
	}
	async saveSession(tokenHash: string, expiresAt: number) {
		this.s.purgeSessions.run(Date.now());
		this.s.saveSession.run(tokenHash, expiresAt);
	}
	async findSession(tokenHash: string) {
		return (this.s.findSession.get(tokenHash, Date.now()) as number | undefined) ?? null;
	}
	async deleteSession(tokenHash: string) {
		this.s.deleteSession.run(tokenHash);
	}
	async deleteAllSessions() {
		this.s.deleteSessions.run();
	}
	async close() {
		if (this.db.open) this.db.close();
	}
}
