/**
 * Notices a database damaged under a running server (issue 17): the file (or its WAL) deleted,
 * replaced or truncated. SQLite keeps writing to the file it has open, so without this every
 * action would still be acknowledged and lost at the next start. The repositories call `check()`
 * after each write, before it is acknowledged, and an append before it too (a truncated WAL grows
 * back, sparse, with the next write): a stat of two files, a few microseconds. Once damage is
 * seen, every later write is refused with the same reason.
 */
import { statSync, type Stats } from 'node:fs';
import { StoreError } from './types';

interface Seen {
	dev: number;
	ino: number;
	size: number;
}

const identity = (st: Stats): Seen => ({ dev: st.dev, ino: st.ino, size: st.size });

export class FileGuard {
	private main: Seen | null;
	private wal: Seen | null;
	private damage: StoreError | null = null;
	private listeners: ((err: StoreError) => void)[] = [];

	constructor(readonly path: string) {
		this.main = this.stat(path);
		this.wal = this.stat(`${path}-wal`);
	}

	private stat(file: string): Seen | null {
		try {
			return identity(statSync(file));
		} catch {
			return null;
		}
	}

	/** Called once when damage is first seen (the store writes a rescue copy). */
	onDamage(listener: (err: StoreError) => void) {
		this.listeners.push(listener);
	}

	get damaged(): StoreError | null {
		return this.damage;
	}

	/** Throws the damage (a StoreError, code `damaged`) when the files are not the ones opened. */
	check(): void {
		if (this.damage) throw this.damage;
		const problem = this.compare(this.path, this.main, 'the database file') ?? this.compare(`${this.path}-wal`, this.wal, 'its write-ahead log (-wal)');
		if (!problem) return;
		this.damage = new StoreError(
			`${problem} while the server was running, so nothing more can be stored. Stop the server and restore a backup (docs/backup.md); ` +
				`the actions since then may be lost`,
			'damaged'
		);
		for (const l of this.listeners) {
			try {
				l(this.damage);
			} catch {
				// a listener's failure must not hide the damage
			}
		}
		throw this.damage;
	}

	private compare(file: string, seen: Seen | null, what: string): string | null {
		const now = this.stat(file);
		if (!seen) {
			// A WAL that did not exist at start appears with the first write: adopt it.
			if (now) {
				if (file === this.path) this.main = now;
				else this.wal = now;
			}
			return null;
		}
		if (!now) return `${what} ${file} was deleted`;
		if (now.dev !== seen.dev || now.ino !== seen.ino) return `${what} ${file} was replaced by another file`;
		// Neither file shrinks while the server holds it (no VACUUM; the WAL is reused, not cut).
		if (now.size < seen.size) return `${what} ${file} was truncated (from ${seen.size} to ${now.size} bytes)`;
		seen.size = now.size;
		return null;
	}
}

/** A guard that never complains (stores opened without one, e.g. in unit tests). */
export const NO_GUARD = { check() {} } as Pick<FileGuard, 'check'>;
export type Guard = Pick<FileGuard, 'check'>;
