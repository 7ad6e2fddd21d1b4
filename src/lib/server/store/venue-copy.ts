/**
 * `cuecast migrate`'s copy of a whole venue from a SQLite file into an empty PostgreSQL store, in
 * one transaction: every table of the one schema list (schema.ts), column by column as both
 * databases have them, so a new table or column needs nothing here. A file of an older version
 * is first brought to this version in memory, by the same steps the server runs (its file is only
 * read), so every source has every table and the records' columns filled in.
 */
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_ID, DB_FILE, migrate, SCHEMA_VERSION } from './migrations';
import type { PgStore } from './pg';
import { stepsAfter, TABLES } from './schema';
import type { Queryable, Row } from './sql';
import { StoreError } from './types';

/** A SQLite venue, read-only, at this schema version, every row from one moment. */
export class SqliteVenue {
	private constructor(
		readonly path: string,
		/** The file's own schema version. */
		readonly version: number,
		private readonly db: Database.Database
	) {}

	/** `from`: a data folder (holding cuecast.db) or the database file itself. Checked as the server checks it. */
	static open(from: string): SqliteVenue {
		const path = existsSync(from) && statSync(from).isDirectory() ? join(from, DB_FILE) : from;
		if (!existsSync(path)) throw new StoreError(`no database at ${path} (give the data folder or its ${DB_FILE})`, 'not-found');
		let file: Database.Database | null = null;
		try {
			file = new Database(path, { readonly: true, fileMustExist: true, timeout: 1000 });
			const version = file.pragma('user_version', { simple: true }) as number;
			if (file.pragma('application_id', { simple: true }) !== APPLICATION_ID || version < 1) {
				throw new StoreError(`${path} is not a cuecast database (a SQLite file cuecast did not create)`, 'foreign');
			}
			if (version > SCHEMA_VERSION) {
				throw new StoreError(`${path} was written by a newer cuecast (schema version ${version}; this version knows ${SCHEMA_VERSION}): migrate it with that version`, 'newer-version');
			}
			const check = file.pragma('quick_check(1)', { simple: true });
			if (check !== 'ok') throw new StoreError(`${path} is corrupt (integrity check: ${String(check).replace(/\s+/g, ' ').slice(0, 200)}); restore a backup first`, 'corrupt');
			// One read transaction: one consistent moment of the venue (and a server's lock refuses it).
			file.exec('BEGIN');
			file.prepare('SELECT count(*) FROM venue_tables').get();
			if (version === SCHEMA_VERSION) return new SqliteVenue(path, version, file);
			const image = file.serialize();
			// Bytes 18 and 19 say WAL; a database in memory has none, so it opens only as a rollback-journal one.
			image[18] = image[19] = 1;
			const copy = new Database(image);
			file.close();
			migrate(copy, version);
			return new SqliteVenue(path, version, copy);
		} catch (err) {
			file?.close();
			throw sourceError(path, err);
		}
	}

	/** A read of the venue, as SQLite answers it ($1 … bound in order). */
	all<R extends Row = Row>(sql: string, ...params: unknown[]): R[] {
		return this.db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as R[];
	}

	/** A table's rows, one by one (`where`: which). */
	rows(table: string, where = 'TRUE'): IterableIterator<Row> {
		return this.db.prepare(`SELECT * FROM ${table} WHERE ${where}`).iterate() as IterableIterator<Row>;
	}

	columns(table: string): string[] {
		return (this.db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name);
	}

	close(): void {
		if (!this.db.open) return;
		if (this.db.inTransaction) this.db.exec('COMMIT');
		this.db.close();
	}
}

function sourceError(path: string, err: unknown): StoreError {
	if (err instanceof StoreError) return err;
	const code = String((err as { code?: unknown })?.code ?? '');
	const detail = err instanceof Error ? err.message : String(err);
	if (code.startsWith('SQLITE_BUSY')) {
		return new StoreError(`${path} is in use by a running cuecast server: stop it first, so no action scored after the copy is left behind`, 'conflict');
	}
	if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT') || /not a database|malformed/i.test(detail)) {
		return new StoreError(`${path} is not a readable SQLite database (${detail}): corrupt or not cuecast's; restore a backup first`, 'corrupt');
	}
	return new StoreError(`${path} cannot be read: ${detail}`, 'unusable');
}

/**
 * What is particular about a table's copy; every other table is copied whole. `where`: the source
 * rows that are the venue's; `clear`: the target's rows go first; `onConflict`: what a row the
 * target holds already does; `value`: a column written as an expression of the copied one (u.*).
 */
const PARTICULAR: Record<string, { skip?: true; where?: () => string; clear?: true; onConflict?: string; value?: Record<string, string> }> = {
	// an optimisation each node rebuilds (tied to the engine's version)
	snapshots: { skip: true },
	// the venue's settings win over a node's; what describes the file stays behind
	meta: { where: () => `key NOT IN ('created_at', 'opened_at') AND key NOT GLOB 'migrated_to_*_at'`, onConflict: '(key) DO UPDATE SET value = excluded.value' },
	// the venue's PIN replaces one a node may have made before the migration; its sessions go with it
	sessions: { where: () => `expires_at > ${Date.now()}`, clear: true },
	login_brake: { clear: true },
	// a node started here before may have imported its own media folder: those stay, the venue's follow
	sponsors: { onConflict: '(id) DO NOTHING', value: { position: '(SELECT COALESCE(MAX(s.position), 0) FROM sponsors s) + u.position' } }
};

const CHUNK = 2000;

export interface ImportCounts {
	tables: number;
	removedTables: number;
	matches: number;
	actions: number;
	players: number;
	sessions: number;
	settings: number;
	competitions: number;
	competitionEntries: number;
	/** Sponsor images copied (one a node had imported already is kept, not copied twice). */
	sponsors: number;
}

/**
 * Copies `source` into `store`'s database. Throws StoreError 'exists' when the target holds a
 * venue. `settings` are written after the venue's; `verify` runs inside the transaction before it
 * commits, reading what was written: when it throws, nothing is kept.
 */
export async function importVenue(
	store: PgStore,
	source: SqliteVenue,
	options: { settings?: Record<string, string>; verify?: (q: Queryable, counts: ImportCounts) => Promise<void> } = {}
): Promise<ImportCounts> {
	return store.connection.transaction(async (q) => {
		// No node writes meanwhile (one that starts now waits, then sees the migrated venue).
		await q.query(`LOCK TABLE ${TABLES.join(', ')} IN EXCLUSIVE MODE`);
		const held = await holdsVenue(q);
		if (held) throw new StoreError(`${store.path} already holds a venue (${held}); migrate into a new, empty database`, 'exists');
		const copied = new Map<string, number>();
		for (const table of TABLES) copied.set(table, await copyTable(q, source, table));
		const extra = { ...options.settings, migrated_from_sqlite_at: new Date().toISOString() };
		for (const [key, value] of Object.entries(extra)) {
			await q.query(`INSERT INTO meta(key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [key, value]);
		}
		for (const step of stepsAfter(0, 'postgresql')) if (step.rederive) await q.query(step.rederive);
		await continueNumbering(q);
		const n = (table: string) => copied.get(table) ?? 0;
		const live = (await q.query<{ n: string }>(`SELECT count(*) AS n FROM venue_tables WHERE removed_at IS NULL`)).rows[0]!.n;
		const counts: ImportCounts = {
			tables: Number(live),
			removedTables: n('venue_tables') - Number(live),
			matches: n('matches'),
			actions: n('actions'),
			players: n('players'),
			sessions: n('sessions'),
			settings: n('meta') + Object.keys(extra).length - 1,
			competitions: n('competitions'),
			competitionEntries: n('competition_entries'),
			sponsors: n('sponsors')
		};
		await options.verify?.(q, counts);
		return counts;
	});
}

/** Why the target is not empty, or null. Only a schema and what a started node made alone (its PIN) may be there. */
async function holdsVenue(q: Queryable): Promise<string | null> {
	const { rows } = await q.query<{ live: string; removed: string; matches: string; players: string; competitions: string }>(
		`SELECT (SELECT count(*) FROM venue_tables WHERE removed_at IS NULL) AS live, (SELECT count(*) FROM venue_tables WHERE removed_at IS NOT NULL) AS removed,
		        (SELECT count(*) FROM matches) AS matches, (SELECT count(*) FROM players) AS players, (SELECT count(*) FROM competitions) AS competitions`
	);
	const n = rows[0]!;
	if ([n.live, n.removed, n.matches, n.players, n.competitions].every((c) => c === '0')) return null;
	return `${n.live} tables${n.removed !== '0' ? ` (and ${n.removed} removed)` : ''}, ${n.matches} matches, ${n.players} players${n.competitions !== '0' ? `, ${n.competitions} competitions` : ''}`;
}

/** One table's rows, in chunks of one statement each (unnest of one array a column); how many were written. */
async function copyTable(q: Queryable, source: SqliteVenue, table: string): Promise<number> {
	const how = PARTICULAR[table] ?? {};
	if (how.skip) return 0;
	if (how.clear) await q.query(`DELETE FROM ${table}`);
	const theirs = await q.query<{ column_name: string; udt_name: string }>(
		`SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
		[table]
	);
	const mine = new Set(source.columns(table));
	const columns = theirs.rows.filter((c) => mine.has(c.column_name));
	const names = columns.map((c) => `"${c.column_name}"`).join(', ');
	const sql =
		`INSERT INTO ${table}(${names}) SELECT ${columns.map((c) => how.value?.[c.column_name] ?? `u."${c.column_name}"`).join(', ')} ` +
		`FROM unnest(${columns.map((c, i) => `$${i + 1}::${c.udt_name}[]`).join(', ')}) AS u(${names})` +
		(how.onConflict ? ` ON CONFLICT ${how.onConflict}` : '');
	let written = 0;
	let chunk: Row[] = [];
	const flush = async () => {
		if (chunk.length) written += (await q.query(sql, columns.map((c) => chunk.map((r) => r[c.column_name])))).rowCount;
		chunk = [];
	};
	for (const row of source.rows(table, how.where?.())) if (chunk.push(row) >= CHUNK) await flush();
	await flush();
	return written;
}

/** New tables, matches and competitions are numbered after the copied ones. */
async function continueNumbering(q: Queryable): Promise<void> {
	const { rows } = await q.query<{ table_name: string; column_name: string }>(
		`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`
	);
	for (const { table_name: table, column_name: column } of rows) {
		await q.query(`SELECT setval(pg_get_serial_sequence('${table}', '${column}'), COALESCE(MAX(${column}), 1), MAX(${column}) IS NOT NULL) FROM ${table}`);
	}
}
