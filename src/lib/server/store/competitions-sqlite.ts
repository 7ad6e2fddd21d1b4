/**
 * Competitions in SQLite (schema 7): one row per competition and its log of entries, appended
 * like a table's actions: one guarded statement, so the file can never hold a forked or gapped
 * log. Entries are JSON text the store never interprets (competition/schema.ts does).
 */
import type Database from 'better-sqlite3';
import { NO_GUARD, type Guard } from './file-guard';
import { StoreError, type CompetitionRecord, type CompetitionStore } from './types';

/** A competition row as both stores read it (PostgreSQL's BIGINT arrives as a string). */
export type CompetitionRow = { id: string; name: string; created_at: number | string; revision: number | string | null };

export const competitionOf = (r: CompetitionRow): CompetitionRecord => ({
	id: r.id,
	name: r.name,
	createdAt: new Date(Number(r.created_at)).toISOString(),
	revision: Number(r.revision ?? 0)
});

/** JSON text of an entry. `undefined` (or a function) has none: the caller's mistake, not the store's state. */
export function entryText(entry: unknown): string {
	const text = JSON.stringify(entry) as string | undefined;
	if (text === undefined) throw new TypeError('a competition entry must be a JSON value');
	return text;
}

/** A revision an append can carry: a whole number from 2 on (1 is the `create` entry). */
export const appendable = (revision: number) => Number.isSafeInteger(revision) && revision >= 2;

export const refusedAppend = (id: string, revision: number) =>
	new StoreError(`refused to append revision ${revision} to competition "${id}": not the next revision`, 'conflict');
export const noCompetition = (id: string) => new StoreError(`no competition "${id}"`, 'not-found');

/** The revision column: the log's last revision, read through its primary key. */
const REVISION = `(SELECT MAX(e.revision) FROM competition_entries e WHERE e.competition_id = c.id) AS revision`;

export class SqliteCompetitionStore implements CompetitionStore {
	private readonly s;

	constructor(
		private readonly db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.s = {
			taken: db.prepare(`SELECT 1 FROM competitions WHERE id = ?`).pluck(),
			insert: db.prepare(`INSERT INTO competitions(id, name, created_at) VALUES (?, ?, ?)`),
			insertEntry: db.prepare(`INSERT INTO competition_entries(competition_id, revision, entry, at) VALUES (?, ?, ?, ?)`),
			append: db.prepare(
				`INSERT INTO competition_entries(competition_id, revision, entry, at)
				 SELECT @id, @revision, @entry, @at
				 WHERE EXISTS (SELECT 1 FROM competitions WHERE id = @id AND removed_at IS NULL)
				   AND @revision = (SELECT COALESCE(MAX(revision), 0) + 1 FROM competition_entries WHERE competition_id = @id)`
			),
			live: db.prepare(`SELECT c.id, c.name, c.created_at, ${REVISION} FROM competitions c WHERE c.id = ? AND c.removed_at IS NULL`),
			list: db.prepare(`SELECT c.id, c.name, c.created_at, ${REVISION} FROM competitions c WHERE c.removed_at IS NULL ORDER BY c.seq DESC`),
			entriesAfter: db.prepare(`SELECT entry FROM competition_entries WHERE competition_id = ? AND revision > ? ORDER BY revision`).pluck(),
			remove: db.prepare(`UPDATE competitions SET removed_at = ? WHERE id = ? AND removed_at IS NULL`)
		};
	}

	async createCompetition(id: string, name: string, first: unknown): Promise<CompetitionRecord> {
		const text = entryText(first);
		const now = Date.now();
		this.db.transaction(() => {
			if (this.s.taken.get(id) !== undefined) throw new StoreError(`competition "${id}" exists`, 'exists');
			this.s.insert.run(id, name, now);
			this.s.insertEntry.run(id, 1, text, now);
		})();
		this.guard.check();
		return competitionOf({ id, name, created_at: now, revision: 1 });
	}

	async appendCompetition(id: string, revision: number, entry: unknown): Promise<void> {
		const text = entryText(entry);
		// Before (a truncated WAL grows back, sparse, with the write) and after (damage meanwhile).
		this.guard.check();
		const changes = appendable(revision) ? this.s.append.run({ id, revision, entry: text, at: Date.now() }).changes : 0;
		if (changes !== 1) throw this.s.live.get(id) ? refusedAppend(id, revision) : noCompetition(id);
		this.guard.check();
	}

	async loadCompetition(id: string): Promise<(CompetitionRecord & { entries: unknown[] }) | null> {
		// One read transaction: the record's revision and its entries are the same moment.
		return this.db.transaction(() => {
			const row = this.s.live.get(id) as CompetitionRow | undefined;
			if (!row) return null;
			const entries = (this.s.entriesAfter.all(id, 0) as string[]).map((e) => JSON.parse(e) as unknown);
			return { ...competitionOf(row), entries };
		})();
	}

	async competitionTail(id: string, after: number): Promise<unknown[] | null> {
		return this.db.transaction(() => {
			if (!this.s.live.get(id)) return null;
			return (this.s.entriesAfter.all(id, after) as string[]).map((e) => JSON.parse(e) as unknown);
		})();
	}

	async listCompetitions(): Promise<CompetitionRecord[]> {
		return (this.s.list.all() as CompetitionRow[]).map(competitionOf);
	}

	async removeCompetition(id: string): Promise<boolean> {
		const removed = this.s.remove.run(Date.now(), id).changes === 1;
		this.guard.check();
		return removed;
	}
}
