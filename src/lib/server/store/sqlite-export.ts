/**
 * Reads a whole venue out of a SQLite file for `cuecast migrate`, without writing to it: opened
 * read-only, checked like the server checks it (ours, not newer, not corrupt), and read inside
 * one read transaction so every row comes from the same moment. A running server holds the file
 * with an exclusive lock; then this refuses (a copy taken while scoring goes on would miss the
 * actions after it).
 */
import Database from 'better-sqlite3';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_ID, DB_FILE, SCHEMA_VERSION } from './migrations';
import type { SponsorSource, VenueSource } from './pg-import';
import { StoreError, type ApiKeyRecord, type BrakeRecord } from './types';
import { keyOf, type ApiKeyRow } from './keys';

/** Settings that describe the file, not the venue: not copied. */
const BOOKKEEPING = /^(created_at|opened_at|migrated_to_\d+_at)$/;

export class SqliteVenueReader implements VenueSource {
	readonly path: string;
	readonly version: number;
	private readonly db: Database.Database;

	private constructor(path: string, db: Database.Database, version: number) {
		this.path = path;
		this.db = db;
		this.version = version;
	}

	/** `from`: a data folder (holding cuecast.db) or the database file itself. */
	static open(from: string): SqliteVenueReader {
		const path = existsSync(from) && statSync(from).isDirectory() ? join(from, DB_FILE) : from;
		if (!existsSync(path)) throw new StoreError(`no database at ${path} (give the data folder or its ${DB_FILE})`, 'not-found');
		let db: Database.Database;
		try {
			db = new Database(path, { readonly: true, fileMustExist: true, timeout: 1000 });
		} catch (err) {
			throw sourceError(path, err);
		}
		try {
			const appId = db.pragma('application_id', { simple: true }) as number;
			const version = db.pragma('user_version', { simple: true }) as number;
			if (appId !== APPLICATION_ID || version < 1) {
				throw new StoreError(`${path} is not a cuecast database (a SQLite file cuecast did not create)`, 'foreign');
			}
			if (version > SCHEMA_VERSION) {
				throw new StoreError(
					`${path} was written by a newer cuecast (schema version ${version}; this version knows ${SCHEMA_VERSION}): migrate it with that version`,
					'newer-version'
				);
			}
			const check = db.pragma('quick_check(1)', { simple: true });
			if (check !== 'ok') {
				throw new StoreError(`${path} is corrupt (integrity check: ${String(check).replace(/\s+/g, ' ').slice(0, 200)}); restore a backup first`, 'corrupt');
			}
			// Everything below is read in this one transaction: one consistent moment of the venue.
			db.exec('BEGIN');
			db.prepare('SELECT count(*) FROM venue_tables').get();
			return new SqliteVenueReader(path, db, version);
		} catch (err) {
			db.close();
			throw sourceError(path, err);
		}
	}

	private has(table: string): boolean {
		return !!this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table);
	}

	tables() {
		const clock = this.version >= 2 ? 'clock' : 'NULL AS clock';
		return this.db
			.prepare(`SELECT pk, id, name, created_at AS createdAt, removed_at AS removedAt, ${clock} FROM venue_tables ORDER BY pk`)
			.all() as { pk: number; id: string; name: string; createdAt: number; removedAt: number | null; clock: string | null }[];
	}

	matches() {
		return this.db
			.prepare(
				`SELECT m.id, m.table_pk AS tablePk, m.setup, m.started_at AS startedAt, m.ended_at AS endedAt,
				        COALESCE((SELECT MAX(revision) FROM actions a WHERE a.match_id = m.id), 0) AS revision
				 FROM matches m ORDER BY m.id`
			)
			.all() as { id: number; tablePk: number; setup: string; startedAt: number; endedAt: number | null; revision: number }[];
	}

	actions() {
		// `request` (an API idempotency key) exists from schema 5 on
		const request = (this.db.prepare(`PRAGMA table_info(actions)`).all() as { name: string }[]).some((c) => c.name === 'request') ? 'request' : 'NULL AS request';
		return this.db.prepare(`SELECT match_id AS matchId, revision, action, at, ${request} FROM actions ORDER BY match_id, revision`).iterate() as IterableIterator<{
			matchId: number;
			revision: number;
			action: string;
			at: number;
			request: string | null;
		}>;
	}

	/** API keys (hashes only), revoked ones included so their ids are never reused. */
	keys(): ApiKeyRecord[] {
		if (!this.has('api_keys')) return [];
		return (this.db.prepare(`SELECT * FROM api_keys ORDER BY created_at, id`).all() as ApiKeyRow[]).map(keyOf);
	}

	/** One match's set-up and log as stored (text), for the verification. */
	match(id: number): { setup: string; actions: string[] } | null {
		const row = this.db.prepare(`SELECT setup FROM matches WHERE id = ?`).get(id) as { setup: string } | undefined;
		if (!row) return null;
		const actions = this.db.prepare(`SELECT action FROM actions WHERE match_id = ? ORDER BY revision`).pluck().all(id) as string[];
		return { setup: row.setup, actions };
	}

	players() {
		if (!this.has('players')) return [];
		return this.db.prepare(`SELECT key, name, country, rating, uses, last_used AS lastUsed FROM players ORDER BY key`).all() as {
			key: string;
			name: string;
			country: string | null;
			rating: number | null;
			uses: number;
			lastUsed: number;
		}[];
	}

	/** Sessions still live, so the operators stay logged in. */
	sessions() {
		return this.db.prepare(`SELECT token_hash AS tokenHash, expires_at AS expiresAt FROM sessions WHERE expires_at > ?`).all(Date.now()) as {
			tokenHash: string;
			expiresAt: number;
		}[];
	}

	settings() {
		return (this.db.prepare(`SELECT key, value FROM meta ORDER BY key`).all() as { key: string; value: string }[]).filter((s) => !BOOKKEEPING.test(s.key));
	}

	brakes(): BrakeRecord[] {
		if (!this.has('login_brake')) return [];
		return this.db.prepare(`SELECT key, failures, until, last FROM login_brake`).all() as BrakeRecord[];
	}

	/** Saved match results (schema 6 on). */
	results() {
		if (!this.has('match_results')) return [];
		return this.db.prepare(`SELECT match_id AS matchId, result, saved_at AS savedAt FROM match_results ORDER BY match_id`).all() as {
			matchId: number;
			result: string;
			savedAt: number;
		}[];
	}

	/** Competitions (schema 7 on), removed ones too so their ids stay taken; `seq` is their creation order. */
	competitions() {
		if (!this.has('competitions')) return [];
		return this.db.prepare(`SELECT seq, id, name, created_at AS createdAt, removed_at AS removedAt FROM competitions ORDER BY seq`).all() as {
			seq: number;
			id: string;
			name: string;
			createdAt: number;
			removedAt: number | null;
		}[];
	}

	/** Every competition's log, entries as stored (text), in order. */
	competitionEntries() {
		if (!this.has('competition_entries')) return [];
		return this.db
			.prepare(`SELECT competition_id AS competitionId, revision, entry, at FROM competition_entries ORDER BY competition_id, revision`)
			.iterate() as IterableIterator<{ competitionId: string; revision: number; entry: string; at: number }>;
	}

	/** Sponsor images with their bytes (schema 8 on), in rotation order. */
	sponsors() {
		if (!this.has('sponsors')) return [];
		return this.db.prepare(`SELECT id, position, name, ext, bytes, added, data FROM sponsors ORDER BY position, id`).all() as SponsorSource[];
	}

	close() {
		if (!this.db.open) return;
		if (this.db.inTransaction) this.db.exec('COMMIT');
		this.db.close();
	}
}

function sourceError(path: string, err: unknown): StoreError {
	if (err instanceof StoreError) return err;
	const code = String((err as { code?: unknown })?.code ?? '');
	const detail = err instanceof Error ? err.message : String(err);
	if (code.startsWith('SQLITE_BUSY')) {
		return new StoreError(`${path} is in use by a running cuecast server: stop it first, so no action scored after the copy is left behind`, 'conflict');
	}
	if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT') || /not a database|malformed/i.test(detail)) {
		return new StoreError(`${path} is not a readable SQLite database (${detail}): corrupt or not cuecast's; restore a backup first`, 'corrupt');
	}
	return new StoreError(`${path} cannot be read: ${detail}`, 'unusable');
}
