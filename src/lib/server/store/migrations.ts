/** The database schema: version 1 as the first cuecast created it, and the steps after it. */
import type Database from 'better-sqlite3';

/**
 * Bumped on every schema change; a database with a larger number is never opened, one with a
 * smaller number is migrated (MIGRATIONS) in one transaction when it is opened.
 */
export const SCHEMA_VERSION = 5;
/** PRAGMA application_id: "CUEC". A SQLite file with another non-zero id is not ours. */
export const APPLICATION_ID = 0x43554543;
export const DB_FILE = 'cuecast.db';

/** Version 1, as the first cuecast created it; new databases run the migrations after it. */
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
 * MIGRATIONS[n] takes a database from version n to n + 1. Only additions, so a migrated file
 * keeps every row it had.
 */
const MIGRATIONS: Record<number, string> = {
	// 2: the venue's player list; each table's shot clock (settings and where it stands).
	1: `
ALTER TABLE venue_tables ADD COLUMN clock TEXT;
CREATE TABLE players (
	key TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	country TEXT,
	rating REAL,
	uses INTEGER NOT NULL DEFAULT 0,
	last_used INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX players_recent ON players(last_used);
`,
	// 3: the PIN lock-out (per address, and the venue's as a whole), kept across restarts.
	2: `
CREATE TABLE login_brake (
	key TEXT PRIMARY KEY,
	failures INTEGER NOT NULL,
	until INTEGER NOT NULL,
	last INTEGER NOT NULL
) WITHOUT ROWID;
`,
	// 4: a counter per table that moves with every saved clock, so nodes polling `heads()`
	// notice a clock another node stored (venue-wide: a reused table id never repeats a value).
	3: `
ALTER TABLE venue_tables ADD COLUMN clock_version INTEGER NOT NULL DEFAULT 0;
`,
	// 5: API keys (only their hash), and the idempotency key an API request's action came with,
	// stored with the action so a retried request applies once, across restarts.
	4: `
CREATE TABLE api_keys (
	id TEXT PRIMARY KEY,
	name TEXT NOT NULL,
	scope TEXT NOT NULL CHECK (scope IN ('control', 'read')),
	hash TEXT NOT NULL,
	created_at INTEGER NOT NULL,
	last_used_at INTEGER,
	revoked_at INTEGER
) WITHOUT ROWID;
ALTER TABLE actions ADD COLUMN request TEXT;
CREATE UNIQUE INDEX actions_request ON actions(request) WHERE request IS NOT NULL;
`
};


/** Creates the whole schema in an empty database (one transaction). */
export function createSchema(db: Database.Database): void {
	db.transaction(() => {
		db.exec(SCHEMA_V1);
		for (let v = 1; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]);
		db.prepare(`INSERT INTO meta(key, value) VALUES ('created_at', ?)`).run(new Date().toISOString());
		db.pragma(`application_id = ${APPLICATION_ID}`);
		db.pragma(`user_version = ${SCHEMA_VERSION}`);
	})();
}

/** Takes a database from `version` to SCHEMA_VERSION: all steps or none (a failure leaves the file as it was). */
export function migrate(db: Database.Database, version: number): void {
	db.transaction(() => {
		for (let v = version; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]);
		db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
			`migrated_to_${SCHEMA_VERSION}_at`,
			new Date().toISOString()
		);
		db.pragma(`user_version = ${SCHEMA_VERSION}`);
	})();
}
