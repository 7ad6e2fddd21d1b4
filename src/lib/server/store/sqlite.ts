/**
 * The SQLite store: one file (`<dataDir>/cuecast.db`) opened once (sqlite-file.ts, schema in
 * migrations.ts), with the repositories (repositories.ts) on that one connection.
 */
import type Database from 'better-sqlite3';
import { FileGuard } from './file-guard';
import { SCHEMA_VERSION } from './migrations';
import { Repositories } from './repositories';
import { SqliteDb } from './sqlite-db';
import { openDatabase, type SqliteOptions } from './sqlite-file';

export { APPLICATION_ID, SCHEMA_VERSION } from './migrations';
export { DB_FILE, type SqliteOptions } from './sqlite-file';

export class SqliteStore extends Repositories {
	readonly path: string;
	/** The schema version the file had when it was migrated on opening, else null. */
	readonly migratedFrom: number | null;
	/** True when this opening created the schema (a new venue). */
	readonly createdSchema: boolean;
	/** The schema version the file has now (for the start-up banner). */
	readonly schemaVersion = SCHEMA_VERSION;
	/** Watches that the files opened stay the database (file-guard.ts). */
	readonly guard: FileGuard;
	private readonly db: Database.Database;
	private readonly watch: ReturnType<typeof setInterval>;

	/** Opens (or creates) `<dataDir>/cuecast.db`. Throws a StoreError the caller should print. */
	constructor(dataDir: string, options: SqliteOptions = {}) {
		const opened = openDatabase(dataDir, options);
		const guard = new FileGuard(opened.path);
		super(new SqliteDb(opened.db, guard));
		this.guard = guard;
		this.db = opened.db;
		this.path = opened.path;
		this.migratedFrom = opened.migratedFrom;
		this.createdSchema = opened.createdSchema;
		this.guard.onDamage((err) => this.rescue(err));
		// Checked before every acknowledged write, and every 2 s, so damage is noticed even while idle.
		this.watch = setInterval(() => {
			try {
				this.guard.check();
			} catch {
				// reported by onDamage
			}
		}, 2000);
		this.watch.unref();
	}

	/**
	 * The database was deleted, replaced or truncated under us: say so loudly, and copy what this
	 * connection still reads (a deleted file stays readable while it is open) beside it.
	 */
	private rescue(err: Error): void {
		console.error(`cuecast: THE DATABASE WAS DAMAGED: ${err.message}`);
		if (!this.db.open) return;
		const target = `${this.path}.rescued-${new Date().toISOString().replace(/[:.]/g, '-')}`;
		this.db
			.backup(target)
			.then(() => console.error(`cuecast: what this server still held was copied to ${target} (restore: docs/backup.md)`))
			.catch((e) => console.error(`cuecast: no rescue copy could be made (${(e as Error).message})`));
	}

	/** An online copy of the database to `file` (SQLite's backup API; writes go on meanwhile). */
	async backup(file: string): Promise<void> {
		await this.db.backup(file);
	}

	async close(): Promise<void> {
		clearInterval(this.watch);
		if (this.db.open) this.db.close();
	}
}
