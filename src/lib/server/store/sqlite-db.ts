/**
 * The SQLite connection as the repositories use it (sql.ts): better-sqlite3 answers at once, so
 * a statement runs when it is called; a transaction holds the connection until its work ends,
 * and every other call waits for it, so the await points inside a transaction never let another
 * statement in between. Every write is checked by the file guard before and after (file-guard.ts),
 * so a database damaged under the server refuses it before it is acknowledged.
 */
import type Database from 'better-sqlite3';
import { NO_GUARD, type Guard } from './file-guard';
import { SQLITE, type Queryable, type Row, type Sql } from './sql';
import { StoreError } from './types';

/** `$1` → `?1` (SQLite's numbered parameter): the statements are written once, in PostgreSQL's form. */
const numbered = (sql: string) => sql.replace(/\$(\d+)/g, '?$1');
/** Parameters as better-sqlite3 binds numbered ones: by number. */
const bind = (params: unknown[]) => Object.fromEntries(params.map((p, i) => [i + 1, p]));

/** One statement now, on a connection outside any SqliteDb (the migrations, run while opening). */
export const runNow = (db: Database.Database, sql: string, params: unknown[] = []) => {
	const stmt = db.prepare(numbered(sql));
	return stmt.reader ? stmt.all(bind(params)) : (stmt.run(bind(params)), []);
};

export class SqliteDb implements Sql {
	readonly dialect = SQLITE;
	private readonly statements = new Map<string, Database.Statement>();
	/** The transaction holding the connection, if one does. */
	private holder: Promise<unknown> | null = null;
	private readonly inside: Queryable = { query: async (sql, params) => this.run(sql, params) };

	constructor(
		readonly db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {}

	private statement(sql: string): Database.Statement {
		let stmt = this.statements.get(sql);
		if (!stmt) this.statements.set(sql, (stmt = this.db.prepare(numbered(sql))));
		return stmt;
	}

	private run<R extends Row>(sql: string, params: unknown[] = [], guarded = false): { rows: R[]; rowCount: number } {
		const stmt = this.statement(sql);
		const bound = bind(params);
		try {
			if (stmt.reader) {
				if (guarded && !readOnly(stmt)) this.guard.check();
				const rows = (params.length ? stmt.all(bound) : stmt.all()) as R[];
				if (guarded && !readOnly(stmt)) this.guard.check();
				return { rows, rowCount: rows.length };
			}
			if (guarded) this.guard.check();
			const { changes } = params.length ? stmt.run(bound) : stmt.run();
			if (guarded) this.guard.check();
			return { rows: [], rowCount: changes };
		} catch (err) {
			throw conflictOf(err);
		}
	}

	async query<R extends Row = Row>(sql: string, params: unknown[] = []) {
		// Waits while a transaction holds the connection. The loop is here, not in a helper: the
		// check and the statement must run in one turn, or two waiters could both go.
		while (this.holder) await this.holder.catch(() => {});
		return this.run<R>(sql, params, true);
	}

	async write<R extends Row = Row>(sql: string, params: unknown[] = []) {
		return this.query<R>(sql, params);
	}

	async transaction<T>(work: (q: Queryable) => Promise<T>, mode: 'write' | 'read' = 'write'): Promise<T> {
		while (this.holder) await this.holder.catch(() => {});
		const held = (async () => {
			if (mode === 'write') this.guard.check();
			this.db.exec('BEGIN');
			try {
				const value = await work(this.inside);
				this.db.exec('COMMIT');
				if (mode === 'write') this.guard.check();
				return value;
			} catch (err) {
				if (this.db.inTransaction) this.db.exec('ROLLBACK');
				throw conflictOf(err);
			}
		})();
		this.holder = held;
		try {
			return await held;
		} finally {
			if (this.holder === held) this.holder = null;
		}
	}
}

/** A SELECT (a reader that writes nothing), as opposed to INSERT … RETURNING. */
const readOnly = (stmt: Database.Statement) => (stmt as Database.Statement & { readonly: boolean }).readonly;

/** A unique key already taken is a lost race, as PostgreSQL's 23505 is (pg-db.ts). */
function conflictOf(err: unknown): unknown {
	const code = String((err as { code?: unknown })?.code ?? '');
	if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
		return new StoreError(`a concurrent change won (${(err as Error).message})`, 'conflict');
	}
	return err;
}
