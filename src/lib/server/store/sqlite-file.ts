/**
 * Opening the SQLite file: read-only checks first (ours? newer? corrupt? in use?), so a file
 * cuecast must not touch is never written; then the pragmas, the lock, and the schema.
 */
import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPLICATION_ID, createSchema, migrate, SCHEMA_VERSION } from './migrations';
import { StoreError } from './types';

export const DB_FILE = 'cuecast.db';

export interface SqliteOptions {
	/**
	 * 'full' (default): the WAL is fsynced on every commit, so an acknowledged action survives
	 * a power cut too. 'normal': survives a process crash (kill -9) but the last commits may be
	 * lost on power loss; faster on slow disks.
	 */
	synchronous?: 'full' | 'normal';
}

/** Reads the 100-byte SQLite header without opening the file through SQLite. */
function inspectHeader(path: string): { userVersion: number; applicationId: number } | null {
	if (!existsSync(path)) return null;
	const size = statSync(path).size;
	if (size === 0) return null; // created but never checkpointed; SQLite recovers the WAL
	const buf = Buffer.alloc(100);
	const fd = openSync(path, 'r');
	try {
		readSync(fd, buf, 0, 100, 0);
	} finally {
		closeSync(fd);
	}
	if (size < 100 || buf.toString('latin1', 0, 16) !== 'SQLite format 3\0') {
		throw new StoreError(
			`${path} is not a SQLite database (corrupt or foreign file); cuecast will not touch it. ` +
				`Move it away or set CUECAST_DATA_DIR to another folder.`,
			'corrupt'
		);
	}
	return { userVersion: buf.readUInt32BE(60), applicationId: buf.readUInt32BE(68) };
}

function newerError(path: string, version: number): StoreError {
	return new StoreError(
		`${path} was written by a newer cuecast (schema version ${version}; this version knows ${SCHEMA_VERSION}). ` +
			`It was left untouched: upgrade cuecast, or set CUECAST_DATA_DIR to another folder.`,
		'newer-version'
	);
}

function foreignError(path: string): StoreError {
	return new StoreError(
		`${path} is a SQLite database that cuecast did not create; it was left untouched. ` +
			`Set CUECAST_DATA_DIR to another folder.`,
		'foreign'
	);
}

function isSqliteCorruption(err: unknown): boolean {
	const code = (err as { code?: unknown })?.code;
	return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT_INDEX';
}

function corrupt(path: string, err: unknown): StoreError {
	if (err instanceof StoreError) return err;
	const detail = err instanceof Error ? err.message : String(err);
	const hint = isSqliteCorruption(err) || /malformed|not a database|corrupt/i.test(detail) ? 'is corrupt' : 'could not be opened';
	return new StoreError(
		`${path} ${hint} (${detail}); cuecast left it untouched. Restore a backup or set CUECAST_DATA_DIR to another folder.`,
		'corrupt'
	);
}

/** Opens (or creates) `<dataDir>/cuecast.db`. Throws a StoreError the caller should print. */
export function openDatabase(dataDir: string, options: SqliteOptions = {}): { db: Database.Database; path: string; migratedFrom: number | null } {
	mkdirSync(dataDir, { recursive: true });
const path = join(dataDir, DB_FILE);
	const header = inspectHeader(path);
	if (header) {
		if (header.userVersion > SCHEMA_VERSION) throw newerError(path, header.userVersion);
		if (header.applicationId !== 0 && header.applicationId !== APPLICATION_ID) throw foreignError(path);
	}
	let migratedFrom: number | null = null;
	let db: Database.Database;
	try {
		db = new Database(path, { timeout: 500 });
	} catch (err) {
		throw corrupt(path, err);
	}
	try {
		// Read-only checks first: nothing is written before we know the file is ours.
		const version = db.pragma('user_version', { simple: true }) as number;
		const appId = db.pragma('application_id', { simple: true }) as number;
		if (version > SCHEMA_VERSION) throw newerError(path, version);
		if (appId !== 0 && appId !== APPLICATION_ID) throw foreignError(path);
		if (version === 0) {
			const objects = db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number };
			if (objects.n > 0) throw foreignError(path);
		} else {
			const check = db.pragma('quick_check(1)', { simple: true });
			if (check !== 'ok') {
				throw new StoreError(
					`${path} is corrupt (integrity check: ${String(check).replace(/\s+/g, ' ').slice(0, 200)}); cuecast left it untouched. Restore a backup or set CUECAST_DATA_DIR to another folder.`,
					'corrupt'
				);
			}
		}
		db.pragma('journal_mode = WAL');
		db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
		db.pragma('foreign_keys = ON');
		// One server per data folder: the exclusive lock makes a second one fail at once
		// (the OS drops the lock when a process dies, so kill -9 never leaves it stuck).
		db.pragma('locking_mode = EXCLUSIVE');
		try {
			db.exec('BEGIN IMMEDIATE; COMMIT');
		} catch (err) {
			if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
				throw new StoreError(`${path} is in use by another cuecast server`, 'conflict');
			}
			throw err;
		}
		if (version === 0) createSchema(db);
		else if (version < SCHEMA_VERSION) {
			migrate(db, version);
			migratedFrom = version;
		}
	} catch (err) {
		db.close();
		if (err instanceof StoreError) throw err;
		if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
			throw new StoreError(`${path} is in use by another cuecast server`, 'conflict');
		}
		throw corrupt(path, err);
	}
	return { db, path, migratedFrom };
}
