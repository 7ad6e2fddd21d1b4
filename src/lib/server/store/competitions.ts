/**
 * Competitions, written once for both databases (sql.ts): one row per competition and its log of
 * entries, appended like a table's actions by one guarded statement, so the store can never hold
 * a forked or gapped log. Two nodes inserting the same revision meet at the primary key, where
 * the second fails (a `conflict`). Entries are JSON text the store never interprets
 * (competition/schema.ts does).
 */
import { num, type Sql } from './sql';
import { StoreError, type CompetitionRecord, type CompetitionStore } from './types';

type CompetitionRow = { id: string; name: string; created_at: unknown; revision: unknown };

const competitionOf = (r: CompetitionRow): CompetitionRecord => ({
	id: r.id,
	name: r.name,
	createdAt: new Date(num(r.created_at)).toISOString(),
	revision: num(r.revision ?? 0)
});

/** JSON text of an entry. `undefined` (or a function) has none: the caller's mistake, not the store's state. */
function entryText(entry: unknown): string {
	const text = JSON.stringify(entry) as string | undefined;
	if (text === undefined) throw new TypeError('a competition entry must be a JSON value');
	return text;
}

/** A revision an append can carry: a whole number from 2 on (1 is the `create` entry). */
const appendable = (revision: number) => Number.isSafeInteger(revision) && revision >= 2;

/** The revision column: the log's last revision, read through its primary key. */
const REVISION = `(SELECT MAX(e.revision) FROM competition_entries e WHERE e.competition_id = c.id) AS revision`;

export class SqlCompetitionStore implements CompetitionStore {
	constructor(private readonly db: Sql) {}

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
			// FOR SHARE (PostgreSQL): a removal committed while this append waited is seen, so
			// nothing is appended to a competition after it was removed.
			let inserted = 0;
			try {
				inserted = (
					await this.db.write(
						`INSERT INTO competition_entries(competition_id, revision, entry, at)
						 SELECT CAST($1 AS TEXT), CAST($2 AS INTEGER), CAST($3 AS TEXT), CAST($4 AS BIGINT)
						 WHERE EXISTS (SELECT 1 FROM competitions WHERE id = $1 AND removed_at IS NULL${this.db.dialect.forShare})
						   AND $2 = (SELECT COALESCE(MAX(revision), 0) + 1 FROM competition_entries WHERE competition_id = $1)`,
						[id, revision, text, Date.now()]
					)
				).rowCount;
			} catch (err) {
				if (!(err instanceof StoreError && err.code === 'conflict')) throw err;
			}
			if (inserted === 1) return;
		}
		const { rows } = await this.db.query(`SELECT 1 FROM competitions WHERE id = $1 AND removed_at IS NULL`, [id]);
		throw rows.length
			? new StoreError(`refused to append revision ${revision} to competition "${id}": not the next revision`, 'conflict')
			: new StoreError(`no competition "${id}"`, 'not-found');
	}

	async loadCompetition(id: string): Promise<(CompetitionRecord & { entries: unknown[] }) | null> {
		return this.db.transaction(async (q) => {
			const found = await q.query<CompetitionRow>(`SELECT c.id, c.name, c.created_at, 0 AS revision FROM competitions c WHERE c.id = $1 AND c.removed_at IS NULL`, [id]);
			if (!found.rows[0]) return null;
			const entries = await q.query<{ entry: string }>(`SELECT entry FROM competition_entries WHERE competition_id = $1 ORDER BY revision`, [id]);
			// Revisions run 1..n without a gap, so the entries read are the revision.
			return { ...competitionOf(found.rows[0]), revision: entries.rows.length, entries: entries.rows.map((r) => JSON.parse(r.entry) as unknown) };
		}, 'read');
	}

	async competitionTail(id: string, after: number): Promise<unknown[] | null> {
		// One query for the poll: no row means gone, a row without an entry means nothing new.
		const { rows } = await this.db.query<{ entry: string | null }>(
			`SELECT e.entry FROM competitions c
			 LEFT JOIN competition_entries e ON e.competition_id = c.id AND e.revision > CAST($2 AS DOUBLE PRECISION)
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
