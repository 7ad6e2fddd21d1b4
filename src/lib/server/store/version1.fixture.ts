/**
 * Test fixture: a database exactly as cuecast's schema version 1 wrote it (the DDL copied from
 * the first release, frozen here on purpose), so the tests can check that the current store
 * opens and migrates a real older file without losing anything.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_ID, DB_FILE } from './sqlite';

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
 * Writes `<dir>/cuecast.db` as version 1 with one table holding a match (its set-up and
 * actions as given) and a setting; returns the match id.
 */
export function writeVersion1Database(
	dir: string,
	table: { id: string; name: string; setup: unknown; actions: unknown[] },
	settings: Record<string, string> = {}
): number {
	mkdirSync(dir, { recursive: true });
	const db = new Database(join(dir, DB_FILE));
	try {
		db.pragma('journal_mode = WAL');
		db.exec(SCHEMA_V1);
		const now = Date.now();
		db.prepare(`INSERT INTO meta(key, value) VALUES ('created_at', ?)`).run(new Date(now).toISOString());
		for (const [k, v] of Object.entries(settings)) db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?)`).run(k, v);
		const pk = Number(db.prepare(`INSERT INTO venue_tables(id, name, created_at) VALUES (?, ?, ?)`).run(table.id, table.name, now).lastInsertRowid);
		const match = Number(db.prepare(`INSERT INTO matches(table_pk, setup, started_at) VALUES (?, ?, ?)`).run(pk, JSON.stringify(table.setup), now).lastInsertRowid);
		table.actions.forEach((a, i) => db.prepare(`INSERT INTO actions(match_id, revision, action, at) VALUES (?, ?, ?, ?)`).run(match, i + 1, JSON.stringify(a), now));
		db.pragma(`application_id = ${APPLICATION_ID}`);
		db.pragma('user_version = 1');
		return match;
	} finally {
		db.close();
	}
}
