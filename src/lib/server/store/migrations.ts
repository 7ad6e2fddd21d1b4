/** The database schema: version 1 as the first cuecast created it, and the steps after it. */
import type Database from 'better-sqlite3';
import { disciplineOf, seatsOfSetup } from './records-shared';

/**
 * Bumped on every schema change; a database with a larger number is never opened, one with a
 * smaller number is migrated (MIGRATIONS) in one transaction when it is opened.
 */
export const SCHEMA_VERSION = 8;
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
const MIGRATIONS: Record<number, string | ((db: Database.Database) => void)> = {
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
`,
	// 6: the match records (issue 14): each match's discipline and seats, and its result, so a
	// venue-wide list and a player's statistics need no replay. Backfilled from the stored set-ups
	// here; results of matches already ended are worked out by the results writer after start.
	5: (db) => {
		db.exec(RECORDS_SCHEMA);
		const setDiscipline = db.prepare(`UPDATE matches SET discipline = ? WHERE id = ?`);
		const seat = db.prepare(`INSERT INTO match_players(match_id, seat, name, key, country) VALUES (?, ?, ?, ?, ?)`);
		for (const m of db.prepare(`SELECT id, setup FROM matches ORDER BY id`).all() as { id: number; setup: string }[]) {
			let setup: unknown = null;
			try {
				setup = JSON.parse(m.setup);
			} catch {
				// a set-up that is not JSON: no discipline, no seats (the match stays listed)
			}
			setDiscipline.run(disciplineOf(setup), m.id);
			for (const s of seatsOfSetup(setup)) seat.run(m.id, s.seat, s.name, s.key, s.country);
		}
	},
	// 7: competitions (issue 15), an append-only log per competition like a table's actions.
	// `seq` is the creation order the list sorts by (newest first), not the clock, which can
	// stand still within a millisecond or step back; a removed competition keeps its row, so
	// its id stays taken. A competition's revision is its log's MAX(revision) (the primary key).
	6: `
CREATE TABLE competitions (
	seq INTEGER PRIMARY KEY,
	id TEXT NOT NULL UNIQUE,
	name TEXT NOT NULL,
	created_at INTEGER NOT NULL,
	removed_at INTEGER
);
CREATE TABLE competition_entries (
	competition_id TEXT NOT NULL REFERENCES competitions(id),
	revision INTEGER NOT NULL CHECK (revision > 0),
	entry TEXT NOT NULL,
	at INTEGER NOT NULL,
	PRIMARY KEY (competition_id, revision)
) WITHOUT ROWID;
`,
	// 8: sponsor images with their bytes (they were files under <dataDir>/media/, imported once
	// at start by sponsors.ts), in rotation order by `position`.
	7: `
CREATE TABLE sponsors (
	id TEXT PRIMARY KEY,
	position INTEGER NOT NULL,
	name TEXT NOT NULL,
	ext TEXT NOT NULL CHECK (ext IN ('png', 'jpg', 'webp')),
	bytes INTEGER NOT NULL,
	added TEXT NOT NULL,
	data BLOB NOT NULL
);
`
};

/** Schema 6's tables (a seat's figures are copied from its match's result by saveResult). */
export const RECORDS_SCHEMA = `
ALTER TABLE matches ADD COLUMN discipline TEXT NOT NULL DEFAULT '';
CREATE INDEX matches_by_discipline ON matches(discipline, id);
CREATE INDEX matches_by_start ON matches(started_at, id);
CREATE TABLE match_players (
	match_id INTEGER NOT NULL REFERENCES matches(id),
	seat INTEGER NOT NULL,
	name TEXT NOT NULL,
	key TEXT,
	country TEXT,
	finished INTEGER NOT NULL DEFAULT 0,
	won INTEGER NOT NULL DEFAULT 0,
	draw INTEGER NOT NULL DEFAULT 0,
	score REAL NOT NULL DEFAULT 0,
	innings INTEGER NOT NULL DEFAULT 0,
	average REAL,
	high_run INTEGER NOT NULL DEFAULT 0,
	racks_won INTEGER NOT NULL DEFAULT 0,
	racks_lost INTEGER NOT NULL DEFAULT 0,
	break_and_runs INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX match_players_by_key ON match_players(key, match_id) WHERE key IS NOT NULL;
CREATE TABLE match_results (
	match_id INTEGER PRIMARY KEY REFERENCES matches(id),
	finished INTEGER NOT NULL,
	winner INTEGER,
	result TEXT NOT NULL,
	saved_at INTEGER NOT NULL
);
`;

const step = (db: Database.Database, v: number) => {
	const m = MIGRATIONS[v];
	if (typeof m === 'string') db.exec(m);
	else m(db);
};


/** Creates the whole schema in an empty database (one transaction). */
export function createSchema(db: Database.Database): void {
	db.transaction(() => {
		db.exec(SCHEMA_V1);
		for (let v = 1; v < SCHEMA_VERSION; v++) step(db, v);
		db.prepare(`INSERT INTO meta(key, value) VALUES ('created_at', ?)`).run(new Date().toISOString());
		db.pragma(`application_id = ${APPLICATION_ID}`);
		db.pragma(`user_version = ${SCHEMA_VERSION}`);
	})();
}

/** Takes a database from `version` to SCHEMA_VERSION: all steps or none (a failure leaves the file as it was). */
export function migrate(db: Database.Database, version: number): void {
	db.transaction(() => {
		for (let v = version; v < SCHEMA_VERSION; v++) step(db, v);
		db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
			`migrated_to_${SCHEMA_VERSION}_at`,
			new Date().toISOString()
		);
		db.pragma(`user_version = ${SCHEMA_VERSION}`);
	})();
}
