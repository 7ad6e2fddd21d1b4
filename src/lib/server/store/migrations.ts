/** The SQLite file's schema: the one list (schema.ts) run on a file, in one transaction. */
import type Database from 'better-sqlite3';
import { SCHEMA_VERSION, SQLITE_TYPES, stepsAfter } from './schema';
import { runNow } from './sqlite-db';

export { SCHEMA_VERSION } from './schema';
/** PRAGMA application_id: "CUEC". A SQLite file with another non-zero id is not ours. */
export const APPLICATION_ID = 0x43554543;
export const DB_FILE = 'cuecast.db';

/** Runs the steps after version `from` (0: none yet), data changes included. */
function runSteps(db: Database.Database, from: number): void {
	for (const step of stepsAfter(from, 'sqlite')) {
		db.exec(step.ddl(SQLITE_TYPES));
		if (!step.data) continue;
		const rows = runNow(db, step.data.read) as Record<string, unknown>[];
		for (const [sql, params] of step.data.writes(rows)) runNow(db, sql, params);
	}
}

/** Creates the whole schema in an empty database (one transaction). */
export function createSchema(db: Database.Database): void {
	db.transaction(() => {
		runSteps(db, 0);
		db.prepare(`INSERT INTO meta(key, value) VALUES ('created_at', ?)`).run(new Date().toISOString());
		db.pragma(`application_id = ${APPLICATION_ID}`);
		db.pragma(`user_version = ${SCHEMA_VERSION}`);
	})();
}

/**
 * Takes a database from `version` to SCHEMA_VERSION: all steps or none (a failure leaves the file
 * as it was). Only additions, so a migrated file keeps every row it had.
 */
export function migrate(db: Database.Database, version: number): void {
	db.transaction(() => {
		runSteps(db, version);
		db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
			`migrated_to_${SCHEMA_VERSION}_at`,
			new Date().toISOString()
		);
		db.pragma(`user_version = ${SCHEMA_VERSION}`);
	})();
}
