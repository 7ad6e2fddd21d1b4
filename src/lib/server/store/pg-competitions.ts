/**
 * Competitions in PostgreSQL (schema 4), the same rows as competitions-sqlite.ts. Several nodes
 * append to one log: the append is one statement guarded by the log's last revision, and two
 * nodes inserting the same revision meet at the primary key, where the second fails (23505,
 * a `conflict` StoreError from pg-db.ts): a revision is never stored twice.
 */
import type { PgDb } from './pg-db';
import { appendable, competitionOf, entryText, noCompetition, refusedAppend, type CompetitionRow } from './competitions-sqlite';
import { StoreError, type CompetitionRecord, type CompetitionStore } from './types';

const REVISION = `(SELECT MAX(e.revision) FROM competition_entries e WHERE e.competition_id = c.id) AS revision`;

export class PgCompetitionStore implements CompetitionStore {
	constructor(private readonly db: PgDb) {}

	async createCompetition(id: string, name: string, first: unknown): Promise<CompetitionRecord> {
		const text = entryText(first);
		const now = Date.now();
		await this.db.transaction(async (q) => {
			// DO NOTHING rather than a unique violation: a taken id is `exists`, not a lost race
			// (two nodes creating one id at once: the second waits for the first, then finds it).
			const { rowCount } = await q.query(`INSERT INTO competitions(id, name, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [id, name, now]);
			if (rowCount !== 1) throw new StoreError(`competition "${id}" exists`, 'exists');
			await q.query(`INSERT INTO competition_entries(competition_id, revision, entry, at) VALUES ($1, 1, $2, $3)`, [id, text, now]);
		});
		return competitionOf({ id, name, created_at: now, revision: 1 });
	}

	async appendCompetition(id: string, revision: number, entry: unknown): Promise<void> {
		const text = entryText(entry);
		if (appendable(revision)) {
			// FOR SHARE: a removal committed while this append waited is seen (the row is re-read),
			// so nothing is appended to a competition after it was removed.
			const { rowCount } = await this.db.query(
				`INSERT INTO competition_entries(competition_id, revision, entry, at)
				 SELECT $1::text, $2::integer, $3::text, $4::bigint
				 WHERE EXISTS (SELECT 1 FROM competitions WHERE id = $1 AND removed_at IS NULL FOR SHARE)
				   AND $2 = (SELECT COALESCE(MAX(revision), 0) + 1 FROM competition_entries WHERE competition_id = $1)`,
				[id, revision, text, Date.now()]
			);
			if (rowCount === 1) return;
		}
		const { rows } = await this.db.query(`SELECT 1 FROM competitions WHERE id = $1 AND removed_at IS NULL`, [id]);
		throw rows.length ? refusedAppend(id, revision) : noCompetition(id);
	}

	async loadCompetition(id: string): Promise<(CompetitionRecord & { entries: unknown[] }) | null> {
		const found = await this.db.query<CompetitionRow>(`SELECT c.id, c.name, c.created_at, 0 AS revision FROM competitions c WHERE c.id = $1 AND c.removed_at IS NULL`, [id]);
		if (!found.rows[0]) return null;
		const entries = await this.db.query<{ entry: string }>(`SELECT entry FROM competition_entries WHERE competition_id = $1 ORDER BY revision`, [id]);
		// Revisions run 1..n without a gap, so the entries read are the revision (one moment, not two reads).
		return { ...competitionOf(found.rows[0]), revision: entries.rows.length, entries: entries.rows.map((r) => JSON.parse(r.entry) as unknown) };
	}

	async competitionTail(id: string, after: number): Promise<unknown[] | null> {
		// One query for the poll: no row means gone, a row without an entry means nothing new.
		const { rows } = await this.db.query<{ entry: string | null }>(
			`SELECT e.entry FROM competitions c
			 LEFT JOIN competition_entries e ON e.competition_id = c.id AND e.revision > $2::float8
			 WHERE c.id = $1 AND c.removed_at IS NULL ORDER BY e.revision`,
			[id, after]
		);
		if (rows.length === 0) return null;
		return rows.flatMap((r) => (r.entry === null ? [] : [JSON.parse(r.entry) as unknown]));
	}

	async listCompetitions(): Promise<CompetitionRecord[]> {
		const { rows } = await this.db.query<CompetitionRow>(`SELECT c.id, c.name, c.created_at, ${REVISION} FROM competitions c WHERE c.removed_at IS NULL ORDER BY c.seq DESC`);
		return rows.map(competitionOf);
	}

	async removeCompetition(id: string): Promise<boolean> {
		const { rowCount } = await this.db.query(`UPDATE competitions SET removed_at = $1 WHERE id = $2 AND removed_at IS NULL`, [Date.now(), id]);
		return rowCount === 1;
	}
}
