/**
 * Opening the SQLite file: read-only checks first (ours? newer? corrupt? in use?), so a file
 * cuecast must not touch is never written; then the pragmas, the lock, and the schema.
 */
import Database from 'better-sqlite3';
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readSync, renameSync, statfsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
	/**
	 * Make a new, empty venue even where a database file existed (a 0-byte `cuecast.db`, or a
	 * `-wal` without its database); the old files are moved aside first. CUECAST_NEW_VENUE=1.
	 */
	newVenue?: boolean;
}

/** What SQLite or the file system said, as the cause an operator can act on. */
export function storeCause(err: unknown, dataDir?: string): string {
	const code = String((err as { code?: unknown })?.code ?? '');
	const detail = err instanceof Error ? err.message : String(err);
	if (code === 'SQLITE_FULL' || code === 'ENOSPC' || (dataDir && diskFull(dataDir) && /I\/O|IOERR|full/i.test(code + detail))) {
		return `the disk is full${dataDir ? ` (${dataDir})` : ''}: free some space`;
	}
	if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return `the database is read-only (${detail}): check the file's permissions, the immutable attribute (lsattr) and the mount`;
	if (code === 'EPERM' || code === 'EACCES') return `the database cannot be written (${code}: ${detail}): check the file's permissions and the immutable attribute (lsattr)`;
	if (code.startsWith('SQLITE_IOERR')) return `disk I/O error (${detail})`;
	return detail;
}

/** True when the file system holding `dir` has no room left. */
function diskFull(dir: string): boolean {
	try {
		const st = statfsSync(dir);
		return st.bavail * st.bsize < 64 * 1024;
	} catch {
		return false;
	}
}

const LEFTOVERS = ['-wal', '-shm', '-journal'];

/**
 * Refuses to make a new venue where one was: `cuecast.db` is missing but its WAL (or shm,
 * journal) is there, or `cuecast.db` is empty with no WAL to recover it from. With `newVenue`,
 * moves those files aside instead (`<name>.replaced-<time>`).
 */
function checkNotANewVenue(path: string, newVenue: boolean): void {
	const main = existsSync(path) ? statSync(path) : null;
	const left = LEFTOVERS.map((x) => `${path}${x}`).filter((f) => existsSync(f));
	const walSize = existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0;
	let problem: string | null = null;
	if (!main && left.length) problem = `${path} is missing but ${left.join(', ')} ${left.length > 1 ? 'are' : 'is'} there (the database was deleted)`;
	else if (main && main.size === 0 && walSize === 0) problem = `${path} is empty (0 bytes; the database was truncated)`;
	if (!problem) return;
	if (!newVenue) {
		throw new StoreError(
			`${problem}. cuecast will not start a new, empty venue over it: restore a backup (docs/backup.md), ` +
				`or set CUECAST_NEW_VENUE=1 to start a new venue (the old files are moved aside).`,
			'damaged'
		);
	}
	const stamp = new Date().toISOString().replace(/[:.]/g, '-');
	for (const f of [...(main ? [path] : []), ...left]) renameSync(f, `${f}.replaced-${stamp}`);
	console.warn(`cuecast: ${problem}; CUECAST_NEW_VENUE=1: moved aside as *.replaced-${stamp}, starting a new venue`);
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
	if (isSqliteCorruption(err) || /malformed|not a database|corrupt/i.test(detail)) {
		return new StoreError(`${path} is corrupt (${detail}); cuecast left it untouched. Restore a backup or set CUECAST_DATA_DIR to another folder.`, 'corrupt');
	}
	return new StoreError(`${path} cannot be used: ${storeCause(err, dirname(path))}.`, 'unusable');
}

/** Opens (or creates) `<dataDir>/cuecast.db`. Throws a StoreError the caller should print. */
export function openDatabase(
	dataDir: string,
	options: SqliteOptions = {}
): { db: Database.Database; path: string; migratedFrom: number | null; createdSchema: boolean } {
	const path = claimFile(dataDir, options);
	let db: Database.Database;
	try {
		db = new Database(path, { timeout: 500 });
	} catch (err) {
		throw corrupt(path, err);
	}
	try {
		// Read-only checks first: nothing is written before we know the file is ours.
		const version = checkOurs(db, path);
		lockAndTune(db, path, options);
		let migratedFrom: number | null = null;
		if (version === 0) createSchema(db);
		else if (version < SCHEMA_VERSION) {
			migrate(db, version);
			migratedFrom = version;
		}
		// A real write, so a file that opens but cannot be written (read-only, immutable, a full
		// disk) is refused now, not at the first action; then the WAL is folded in, so the
		// database file holds the venue (file-guard.ts watches that it never shrinks).
		db.prepare(`INSERT INTO meta(key, value) VALUES ('opened_at', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`).run(
			new Date().toISOString()
		);
		db.pragma('wal_checkpoint(TRUNCATE)');
		return { db, path, migratedFrom, createdSchema: version === 0 };
	} catch (err) {
		db.close();
		if (err instanceof StoreError) throw err;
		if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
			throw new StoreError(`${path} is in use by another cuecast server`, 'conflict');
		}
		throw corrupt(path, err);
	}
}

/**
 * The database file's path, once it is known to be one this server may open: a new venue's
 * file created readable by this user only, an existing one writable, neither newer nor another
 * program's (by its header, before SQLite opens it).
 */
function claimFile(dataDir: string, options: SqliteOptions): string {
	mkdirSync(dataDir, { recursive: true });
	const path = join(dataDir, DB_FILE);
	checkNotANewVenue(path, options.newVenue === true);
	const header = inspectHeader(path);
	const existed = existsSync(path);
	try {
		if (!existed) closeSync(openSync(path, 'wx', 0o600));
		else accessSync(path, constants.R_OK | constants.W_OK);
	} catch (err) {
		throw new StoreError(`${path} cannot be used: ${storeCause(err, dataDir)}.`, 'unusable');
	}
	if (header) {
		if (header.userVersion > SCHEMA_VERSION) throw newerError(path, header.userVersion);
		if (header.applicationId !== 0 && header.applicationId !== APPLICATION_ID) throw foreignError(path);
	}
	return path;
}

/** The schema version of an open file that is ours (0: empty), read without writing; else throws. */
function checkOurs(db: Database.Database, path: string): number {
	const version = db.pragma('user_version', { simple: true }) as number;
	const appId = db.pragma('application_id', { simple: true }) as number;
	if (version > SCHEMA_VERSION) throw newerError(path, version);
	if (appId !== 0 && appId !== APPLICATION_ID) throw foreignError(path);
	if (version === 0) {
		const objects = db.prepare(`SELECT count(*) AS n FROM sqlite_master`).get() as { n: number };
		if (objects.n > 0) throw foreignError(path);
		return version;
	}
	const check = db.pragma('quick_check(1)', { simple: true });
	if (check !== 'ok') {
		throw new StoreError(
			`${path} is corrupt (integrity check: ${String(check).replace(/\s+/g, ' ').slice(0, 200)}); cuecast left it untouched. Restore a backup or set CUECAST_DATA_DIR to another folder.`,
			'corrupt'
		);
	}
	return version;
}

/** WAL, the durability asked for, foreign keys, and the exclusive lock: one server per data folder. */
function lockAndTune(db: Database.Database, path: string, options: SqliteOptions): void {
	db.pragma('journal_mode = WAL');
	db.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
	db.pragma('foreign_keys = ON');
	// The exclusive lock makes a second server fail at once (the OS drops the lock when a
	// process dies, so kill -9 never leaves it stuck).
	db.pragma('locking_mode = EXCLUSIVE');
	try {
		db.exec('BEGIN IMMEDIATE; COMMIT');
	} catch (err) {
		if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
			throw new StoreError(`${path} is in use by another cuecast server`, 'conflict');
		}
		throw err;
	}
}
