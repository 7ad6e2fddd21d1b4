/**
 * The SQLite store: one file (`<dataDir>/cuecast.db`) opened once (sqlite-file.ts, schema in
 * migrations.ts), with one repository per concern on the same connection: the tables and
 * their logs, the player list, the operator's access.
 */
import type Database from 'better-sqlite3';
import { SqliteAuthStore } from './auth-sqlite';
import { SqlitePlayerStore } from './players-sqlite';
import { openDatabase, type SqliteOptions } from './sqlite-file';
import { SqliteTableStore } from './tables-sqlite';

export { APPLICATION_ID, SCHEMA_VERSION } from './migrations';
export { DB_FILE, type SqliteOptions } from './sqlite-file';

export class SqliteStore {
	readonly path: string;
	/** The schema version the file had when it was migrated on opening, else null. */
	readonly migratedFrom: number | null;
	readonly tables: SqliteTableStore;
	readonly players: SqlitePlayerStore;
	readonly auth: SqliteAuthStore;
	private readonly db: Database.Database;

	/** Opens (or creates) `<dataDir>/cuecast.db`. Throws a StoreError the caller should print. */
	constructor(dataDir: string, options: SqliteOptions = {}) {
		const opened = openDatabase(dataDir, options);
		this.db = opened.db;
		this.path = opened.path;
		this.migratedFrom = opened.migratedFrom;
		this.tables = new SqliteTableStore(this.db);
		this.players = new SqlitePlayerStore(this.db);
		this.auth = new SqliteAuthStore(this.db);
	}

	async close(): Promise<void> {
		if (this.db.open) this.db.close();
	}
}
