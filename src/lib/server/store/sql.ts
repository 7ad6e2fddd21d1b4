/**
 * The small SQL interface every repository is written against once (tables.ts, records.ts, …),
 * and the dialect differences between SQLite and PostgreSQL, all of them, in one place.
 *
 * Statements use PostgreSQL's numbered parameters (`$1`); the SQLite connection (sqlite-db.ts)
 * rewrites them to SQLite's positional `?`. Casts are written `CAST(x AS type)`, which both parse.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
	/** One statement: its rows (RETURNING included) and how many rows it returned or changed. */
	query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number }>;
}

export interface Sql extends Queryable {
	readonly dialect: Dialect;
	/**
	 * One statement that changes something, outside a transaction. Like `query`, except that on
	 * PostgreSQL a write whose answer does not come in time is `uncertain` (it may still commit).
	 */
	write<R extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number }>;
	/**
	 * `work` in one transaction: committed when it returns, rolled back when it throws. `read`:
	 * every statement sees the same moment and nothing is written.
	 */
	transaction<T>(work: (q: Queryable) => Promise<T>, mode?: 'write' | 'read'): Promise<T>;
}

export interface Dialect {
	readonly name: 'sqlite' | 'postgresql';
	/** The two-argument maximum. */
	readonly greatest: 'MAX' | 'GREATEST';
	/**
	 * Row locks a read inside a write transaction takes. PostgreSQL has many writers (nodes);
	 * SQLite has one (the file is locked to one server), so it needs none.
	 */
	readonly forUpdate: string;
	readonly forShare: string;
	/** Locks a whole table against other writers for the transaction (null: nothing to lock). */
	lockTable(table: string): string | null;
	/** `column` is one of a list bound as one parameter (`listParam` makes the value). */
	inList(column: string, param: string): string;
	listParam(values: readonly (string | number)[]): unknown;
	/** Text ordered byte by byte, whatever the database's locale. */
	readonly bytewise: string;
	/** A join the planner must take in the order written (SQLite's CROSS JOIN hint). */
	readonly orderedJoin: string;
	/** A new value for `venue_tables.clock_version`, larger than every one before. */
	readonly nextClockVersion: string;
	/** The last stored revision of the match `m` (0: none). */
	readonly matchRevision: string;
	/**
	 * Appends one action ($1 table, $2 match, $3 revision, $4 action, $5 at, $6 request key) only
	 * when $2 is the table's current match and $3 its next revision: one statement, so the store
	 * can never hold a forked or duplicated log. It changes one row, or none.
	 */
	readonly appendAction: string;
}

export const SQLITE: Dialect = {
	name: 'sqlite',
	greatest: 'MAX',
	forUpdate: '',
	forShare: '',
	lockTable: () => null,
	inList: (column, param) => `${column} IN (SELECT value FROM json_each(${param}))`,
	listParam: (values) => JSON.stringify(values),
	bytewise: '',
	orderedJoin: 'CROSS JOIN',
	nextClockVersion: `(SELECT COALESCE(MAX(clock_version), 0) + 1 FROM venue_tables)`,
	matchRevision: `COALESCE((SELECT MAX(a.revision) FROM actions a WHERE a.match_id = m.id), 0)`,
	appendAction: `INSERT INTO actions(match_id, revision, action, at, request)
		SELECT $2, $3, $4, $5, $6
		WHERE EXISTS (SELECT 1 FROM matches m JOIN venue_tables t ON t.pk = m.table_pk
		              WHERE m.id = $2 AND m.ended_at IS NULL AND t.id = $1 AND t.removed_at IS NULL)
		  AND $3 = (SELECT COALESCE(MAX(revision), 0) + 1 FROM actions WHERE match_id = $2)`
};

export const POSTGRESQL: Dialect = {
	name: 'postgresql',
	greatest: 'GREATEST',
	forUpdate: ' FOR UPDATE',
	forShare: ' FOR SHARE',
	lockTable: (table) => `LOCK TABLE ${table} IN EXCLUSIVE MODE`,
	inList: (column, param) => `${column} = ANY(${param})`,
	listParam: (values) => values,
	bytewise: ' COLLATE "C"',
	orderedJoin: 'JOIN',
	nextClockVersion: `nextval('clock_versions')`,
	matchRevision: `COALESCE(m.revision, 0)`,
	// Fork-free across processes: the match row's `revision` moves from r - 1 to r only while the
	// match is the table's current one, and the action is inserted from that update's result.
	// Racers for one revision queue on the row lock; under READ COMMITTED the later one re-reads
	// the row, finds revision ≠ r - 1 and inserts nothing. The primary key is the last defence.
	appendAction: `WITH bump AS (
		   UPDATE matches m SET revision = CAST($3 AS INTEGER)
		   FROM venue_tables t
		   WHERE m.id = $2 AND m.table_pk = t.pk AND t.id = $1 AND t.removed_at IS NULL
		     AND m.ended_at IS NULL AND m.revision = CAST($3 AS INTEGER) - 1
		   RETURNING m.id
		 )
		 INSERT INTO actions(match_id, revision, action, at, request)
		 SELECT id, CAST($3 AS INTEGER), CAST($4 AS TEXT), CAST($5 AS BIGINT), CAST($6 AS TEXT) FROM bump`
};

/** A number column as a number (PostgreSQL sends BIGINT and SUMs as text, to keep 64 bits exact). */
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
/** ms since the epoch as ISO text (null stays null). */
export const iso = (ms: unknown): string | null => (ms === null || ms === undefined ? null : new Date(num(ms)).toISOString());
/** Bytes as both drivers bind them. */
export const bytes = (data: Uint8Array): Buffer => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));
