/**
 * The PostgreSQL connection as the repositories use it: the URL checked and printable, one pool,
 * queries and transactions whose failures come out as StoreErrors an operator can act on
 * (`unusable` naming the server, `conflict` for a lost race).
 */
import pg from 'pg';
import { StoreError } from './types';
import { POSTGRESQL, type Queryable, type Row, type Sql } from './sql';
export type { Queryable } from './sql';
export { checkDatabaseUrl } from './pg-url';

export interface PgOptions {
	/** Pool size (default 10). */
	max?: number;
	/** Giving up on a connection attempt (default 5000 ms), so an unreachable server never hangs a start. */
	connectTimeoutMs?: number;
	/**
	 * Giving up on a query that gets no answer (default 10 000 ms): a server cut off by the
	 * network would otherwise hold every action until TCP gives up, minutes later.
	 */
	queryTimeoutMs?: number;
}


/** `url` with its password (in the user part or the query) replaced by ***: safe to print. */
export function printableUrl(url: string): string {
	try {
		const u = new URL(url);
		if (u.password) u.password = '***';
		for (const key of ['password', 'sslpassword']) if (u.searchParams.has(key)) u.searchParams.set(key, '***');
		return u.toString().replace(/%2A%2A%2A/g, '***');
	} catch {
		return '(an unparsable URL)';
	}
}

/** "host:port" of a URL, for messages. */
export function serverOf(url: string): string {
	try {
		const u = new URL(url);
		const host = u.hostname || u.searchParams.get('host') || 'localhost';
		return `${host}:${u.port || '5432'}`;
	} catch {
		return 'the PostgreSQL server';
	}
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/** PostgreSQL's or the driver's error as a StoreError that says what to do. */
export function storeErrorOf(err: unknown, server: string, database: string, write = false): StoreError {
	if (err instanceof StoreError) return err;
	const e = err as { code?: string; message?: string };
	const code = String(e.code ?? '');
	const detail = e.message ?? String(err);
	// The driver's query_timeout on a write: the statement was sent and PostgreSQL may still be
	// running it (waiting on a lock, say), so it may commit after this. (A connect timeout says
	// "timeout exceeded when trying to connect": nothing was sent.)
	if (write && /Query read timeout/i.test(detail)) {
		return new StoreError(`PostgreSQL at ${server} did not answer in time; the change may still be stored`, 'uncertain');
	}
	if (CONNECTION_CODES.has(code) || /timeout|terminated|Connection ended|not queryable/i.test(detail)) {
		return new StoreError(`cannot reach PostgreSQL at ${server} (${code || detail}): check CUECAST_DATABASE_URL and that the server runs`, 'unusable');
	}
	if (code.startsWith('28')) {
		return new StoreError(`PostgreSQL at ${server} refused the login (${detail}): check the user and password in CUECAST_DATABASE_URL`, 'unusable');
	}
	if (code === '3D000') {
		return new StoreError(`PostgreSQL at ${server} has no database "${database}" (create it: createdb ${database})`, 'unusable');
	}
	if (code.startsWith('08') || code.startsWith('57P') || code === '53300') {
		return new StoreError(`PostgreSQL at ${server} is not available (${detail})`, 'unusable');
	}
	if (code === '25006') return new StoreError(`PostgreSQL at ${server} is read-only (a standby?): ${detail}`, 'unusable');
	if (code === '23505' || code === '40001' || code === '40P01') {
		return new StoreError(`a concurrent change won (${detail})`, 'conflict');
	}
	return new StoreError(`PostgreSQL at ${server}: ${detail}${code ? ` (${code})` : ''}`, 'unusable');
}

/** True for failures that leave a client unusable (it is dropped from the pool, not reused). */
const brokenClient = (err: unknown) => !(err instanceof StoreError) && !/^(23|40|22)/.test(String((err as { code?: string }).code ?? ''));

/** The pool, as the repositories' SQL interface (sql.ts). */
export class PgDb implements Sql {
	readonly dialect = POSTGRESQL;
	readonly pool: pg.Pool;
	readonly server: string;
	readonly database: string;
	private lastPoolError = 0;

	constructor(url: string, options: PgOptions = {}) {
		this.server = serverOf(url);
		this.database = (() => {
			try {
				return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
			} catch {
				return 'postgres';
			}
		})();
		this.pool = new pg.Pool({
			connectionString: url,
			max: options.max ?? 10,
			connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
			query_timeout: options.queryTimeoutMs ?? 10_000,
			keepAlive: true,
			application_name: 'cuecast'
		});
		// An idle connection that breaks (the server restarted) must not crash the process; the
		// pool drops it and the next query opens a fresh one.
		this.pool.on('error', (err) => {
			const now = Date.now();
			if (now - this.lastPoolError < 10_000) return;
			this.lastPoolError = now;
			console.warn(`cuecast: a PostgreSQL connection to ${this.server} broke (${err.message}); reconnecting on the next query`);
		});
	}

	/** One statement, outside any transaction. */
	async query<R extends Row = Row>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; rowCount: number }> {
		try {
			const result = await this.pool.query<R>(sql, params);
			return { rows: result.rows, rowCount: result.rowCount ?? 0 };
		} catch (err) {
			throw this.error(err);
		}
	}

	/**
	 * One statement that changes something, outside any transaction: like `query`, but when its
	 * answer does not come in time the error is `uncertain` (it may still commit), not `unusable`.
	 */
	async write<R extends Row = Row>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; rowCount: number }> {
		try {
			const result = await this.pool.query<R>(sql, params);
			return { rows: result.rows, rowCount: result.rowCount ?? 0 };
		} catch (err) {
			throw storeErrorOf(err, this.server, this.database, true);
		}
	}

	/**
	 * Runs `work` in one transaction on one connection: committed when it returns, rolled back
	 * when it throws (the error comes out as a StoreError).
	 */
	async transaction<T>(work: (q: Queryable) => Promise<T>, mode: 'write' | 'read' = 'write'): Promise<T> {
		let client: pg.PoolClient;
		try {
			client = await this.pool.connect();
		} catch (err) {
			throw this.error(err);
		}
		const q: Queryable = {
			query: async <R extends Row = Row>(sql: string, params: unknown[] = []) => {
				const result = await client.query<R>(sql, params);
				return { rows: result.rows, rowCount: result.rowCount ?? 0 };
			}
		};
		try {
			await client.query(`BEGIN ISOLATION LEVEL ${mode === 'read' ? 'REPEATABLE READ READ ONLY' : 'READ COMMITTED'}`);
			const value = await work(q);
			await client.query('COMMIT');
			client.release();
			return value;
		} catch (err) {
			if (brokenClient(err)) client.release(err as Error);
			else {
				try {
					await client.query('ROLLBACK');
					client.release();
				} catch (rollback) {
					client.release(rollback as Error);
				}
			}
			throw this.error(err);
		}
	}

	error(err: unknown): StoreError {
		return storeErrorOf(err, this.server, this.database);
	}

	async close(): Promise<void> {
		await this.pool.end();
	}
}
