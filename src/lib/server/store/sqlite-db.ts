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

/**
 * A statement written once in PostgreSQL's numbered form (`$1`, `$2`, a number used twice
 * included) as SQLite's positional `?`, with the order the parameters bind in: positional binding
 * is better-sqlite3's fastest, and the append path runs it for every stroke.
 */
function positional(sql: string): { text: string; order: number[] } {
	const order: number[] = [];
	const text = sql.replace(/\$(\d+)/g, (_, n: string) => (order.push(Number(n) - 1), '?'));
	return { text, order };
}

interface Prepared {
	stmt: Database.Statement;
	order: number[];
}

const prepare = (db: Database.Database, sql: string): Prepared => {
	const { text, order } = positional(sql);
	return { stmt: db.prepare(text), order };
};
const bound = (p: Prepared, params: unknown[]) => p.order.map((i) => params[i]);

/** One statement now, on a connection outside any SqliteDb (the migrations, run while opening). */
export const runNow = (db: Database.Database, sql: string, params: unknown[] = []) => {
	const p = prepare(db, sql);
	return p.stmt.reader ? p.stmt.all(...bound(p, params)) : (p.stmt.run(...bound(p, params)), []);
};

export class SqliteDb implements Sql {
	readonly dialect = SQLITE;
	private readonly statements = new Map<string, Prepared>();
	/** BEGIN, COMMIT and ROLLBACK, prepared once (an exec parses its text every time). */
	private readonly control: Record<'begin' | 'commit' | 'rollback', Database.Statement>;
	/** The transaction holding the connection, if one does. */
	private holder: Promise<unknown> | null = null;
	private readonly inside: Queryable = { query: async (sql, params) => this.run(sql, params) };

	constructor(
		readonly db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.control = { begin: db.prepare('BEGIN'), commit: db.prepare('COMMIT'), rollback: db.prepare('ROLLBACK') };
	}

	private statement(sql: string): Prepared {
		let p = this.statements.get(sql);
		if (!p) this.statements.set(sql, (p = prepare(this.db, sql)));
		return p;
	}

	private run<R extends Row>(sql: string, params: unknown[] = [], guarded = false): { rows: R[]; rowCount: number } {
		const p = this.statement(sql);
		const { stmt } = p;
		const values = bound(p, params);
		try {
			if (stmt.reader) {
				const writes = guarded && !readOnly(stmt);
				if (writes) this.guard.check();
				const rows = stmt.all(...values) as R[];
				if (writes) this.guard.check();
				return { rows, rowCount: rows.length };
			}
			if (guarded) this.guard.check();
			const { changes } = stmt.run(...values);
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
			this.control.begin.run();
			try {
				const value = await work(this.inside);
				this.control.commit.run();
				if (mode === 'write') this.guard.check();
				return value;
			} catch (err) {
				if (this.db.inTransaction) this.control.rollback.run();
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
