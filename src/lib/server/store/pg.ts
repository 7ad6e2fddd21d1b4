/**
 * The PostgreSQL store (CUECAST_DATABASE_URL): the repositories (repositories.ts), on
 * one connection pool, for any number of nodes sharing one database. The database is the
 * arbiter between them: every write that must happen once is guarded in the statement itself
 * (pg-tables.ts), so no node needs to trust another's cache.
 */
import type pg from 'pg';
import { PgDb, checkDatabaseUrl, printableUrl, type PgOptions } from './pg-db';
import { PG_SCHEMA_VERSION, prepareSchema } from './pg-migrations';
import { Repositories } from './repositories';
import { StoreError } from './types';

export { checkDatabaseUrl, printableUrl, type PgOptions } from './pg-db';
export { PG_LOCK_CLASS, PG_LOCK_SCHEMA, PG_SCHEMA_VERSION } from './pg-migrations';

export class PgStore extends Repositories {
	/** The URL with its password replaced by *** (for the start-up banner and messages). */
	readonly path: string;
	/** The schema version the database had when this opening migrated it, else null. */
	readonly migratedFrom: number | null;
	/** True when this opening created the schema (the first node on a new database). */
	readonly createdSchema: boolean;
	readonly schemaVersion = PG_SCHEMA_VERSION;
	private closed = false;

	private constructor(
		private readonly db: PgDb,
		path: string,
		outcome: { createdSchema: boolean; migratedFrom: number | null }
	) {
		super(db);
		this.path = path;
		this.createdSchema = outcome.createdSchema;
		this.migratedFrom = outcome.migratedFrom;
	}

	/**
	 * Connects, and creates or migrates the schema (once, however many nodes start together).
	 * Throws a StoreError the caller should print: `unusable` (a bad URL, the server unreachable
	 * or refusing the login: within ~5 s), `newer-version`, `foreign`.
	 */
	static async open(url: string, options: PgOptions = {}): Promise<PgStore> {
		const problem = checkDatabaseUrl(url);
		if (problem) throw new StoreError(`CUECAST_DATABASE_URL: ${problem}`, 'unusable');
		const path = printableUrl(url);
		const db = new PgDb(url, options);
		try {
			const outcome = await prepareSchema(db, `the PostgreSQL database ${path}`);
			return new PgStore(db, path, outcome);
		} catch (err) {
			await db.close().catch(() => {});
			throw db.error(err);
		}
	}

	/**
	 * The pool, for what shares this database but is not the store (the cluster's advisory lock
	 * for the leader lease: take a client of your own for as long as you hold it).
	 */
	get pool(): pg.Pool {
		return this.db.pool;
	}

	/** The connection the repositories share (venue-copy.ts writes through it). */
	get connection(): PgDb {
		return this.db;
	}

	async close(): Promise<void> {
		if (this.closed) return;
		this.closed = true;
		await this.db.close();
	}
}
