/** The match records, written once for both databases (sql.ts): the venue-wide list, results and a player's sums. */
import { playerKey } from '../../protocol/names';
import type { MatchResult } from '../../records/result';
import { parseResult, seatFigures } from './records-shared';
import { iso, num, type Sql } from './sql';
import type { MatchFilter, MatchListEntry, MatchSeat, PlayerDisciplineSums, RecordStore } from './types';

type ListRow = { id: number; table_id: string; table_name: string; discipline: string; started_at: unknown; ended_at: unknown; result: string | null };

type StatsRow = {
	discipline: string;
	matches: unknown;
	wins: unknown;
	draws: unknown;
	points: unknown;
	innings: unknown;
	best_average: unknown;
	high_run: unknown;
	racks_won: unknown;
	racks_lost: unknown;
	break_and_runs: unknown;
};

const sumsOf = (r: StatsRow): PlayerDisciplineSums => ({
	discipline: r.discipline,
	matches: num(r.matches),
	wins: num(r.wins),
	draws: num(r.draws),
	points: num(r.points),
	innings: num(r.innings),
	bestAverage: r.best_average === null ? null : num(r.best_average),
	highRun: num(r.high_run),
	racksWon: num(r.racks_won),
	racksLost: num(r.racks_lost),
	breakAndRuns: num(r.break_and_runs)
});

/** A player's sums per discipline over their finished matches ($1: the player's key). */
const STATS_SQL = `
	SELECT m.discipline AS discipline, COUNT(*) AS matches, SUM(p.won) AS wins, SUM(p.draw) AS draws,
	       SUM(p.score) AS points, SUM(p.innings) AS innings, MAX(p.average) AS best_average, MAX(p.high_run) AS high_run,
	       SUM(p.racks_won) AS racks_won, SUM(p.racks_lost) AS racks_lost, SUM(p.break_and_runs) AS break_and_runs
	FROM match_players p JOIN matches m ON m.id = p.match_id
	WHERE p.key = $1 AND p.finished = 1
	GROUP BY m.discipline ORDER BY COUNT(*) DESC, m.discipline`;

export class SqlRecordStore implements RecordStore {
	constructor(private readonly db: Sql) {}

	async searchMatches(filter: MatchFilter, before: number | null, limit: number) {
		const params: unknown[] = [];
		const p = (v: unknown) => (params.push(v), `$${params.length}`);
		const where: string[] = [];
		let from = 'matches m';
		if (filter.player !== undefined) {
			// driven by the player's index, newest first: a keyset page reads only its own rows
			const key = p(playerKey(filter.player));
			from = `(SELECT DISTINCT match_id FROM match_players WHERE key = ${key}${before !== null ? ` AND match_id < ${p(before)}` : ''}) f
				${this.db.dialect.orderedJoin} matches m ON m.id = f.match_id`;
		}
		if (before !== null) where.push(`m.id < ${p(before)}`);
		if (filter.tableId !== undefined) where.push(`m.table_pk IN (SELECT pk FROM venue_tables WHERE id = ${p(filter.tableId)})`);
		if (filter.discipline !== undefined) where.push(`m.discipline = ${p(filter.discipline)}`);
		if (filter.from !== undefined) where.push(`m.started_at >= ${p(filter.from)}`);
		if (filter.to !== undefined) where.push(`m.started_at < ${p(filter.to)}`);
		const { rows } = await this.db.query<ListRow>(
			`SELECT m.id, t.id AS table_id, t.name AS table_name, m.discipline, m.started_at, m.ended_at, r.result
			 FROM ${from} JOIN venue_tables t ON t.pk = m.table_pk LEFT JOIN match_results r ON r.match_id = m.id
			 ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY m.id DESC LIMIT ${p(limit + 1)}`,
			params
		);
		const more = rows.length > limit;
		const page = more ? rows.slice(0, limit) : rows;
		const seats = await this.seatsOf(page.map((r) => r.id));
		const matches: MatchListEntry[] = page.map((r) => ({
			id: r.id,
			tableId: r.table_id,
			tableName: r.table_name,
			discipline: r.discipline,
			startedAt: iso(r.started_at)!,
			endedAt: iso(r.ended_at),
			players: seats.get(r.id) ?? [],
			result: parseResult(r.result)
		}));
		return { matches, next: more ? page[page.length - 1]!.id : null };
	}

	private async seatsOf(ids: number[]): Promise<Map<number, MatchSeat[]>> {
		const out = new Map<number, MatchSeat[]>();
		if (ids.length === 0) return out;
		const { rows } = await this.db.query<{ match_id: number; name: string; country: string | null }>(
			`SELECT match_id, name, country FROM match_players WHERE ${this.db.dialect.inList('match_id', '$1')} ORDER BY match_id, seat`,
			[this.db.dialect.listParam(ids)]
		);
		for (const r of rows) {
			let list = out.get(r.match_id);
			if (!list) out.set(r.match_id, (list = []));
			list.push({ name: r.name, country: r.country });
		}
		return out;
	}

	async saveResult(matchId: number, result: MatchResult) {
		await this.db.transaction(async (q) => {
			const saved = await q.query(
				`INSERT INTO match_results(match_id, finished, winner, result, saved_at) SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1)
				 ON CONFLICT (match_id) DO UPDATE SET finished = excluded.finished, winner = excluded.winner, result = excluded.result, saved_at = excluded.saved_at`,
				[matchId, result.status === 'finished' ? 1 : 0, result.winner, JSON.stringify(result), Date.now()]
			);
			if (saved.rowCount === 0) return;
			// a seat's figures beside its name, so a player's sums are one indexed query
			for (const f of seatFigures(result)) {
				await q.query(
					`UPDATE match_players SET finished = $3, won = $4, draw = $5, score = $6, innings = $7, average = $8,
					 high_run = $9, racks_won = $10, racks_lost = $11, break_and_runs = $12 WHERE match_id = $1 AND seat = $2`,
					[matchId, f.seat, f.finished, f.won, f.draw, f.score, f.innings, f.average, f.highRun, f.racksWon, f.racksLost, f.breakAndRuns]
				);
			}
		});
	}

	async playerStats(name: string) {
		const key = playerKey(name);
		const latest = await this.db.query<{ name: string }>(`SELECT name FROM match_players WHERE key = $1 ORDER BY match_id DESC LIMIT 1`, [key]);
		if (!latest.rows[0]) return { name: null, disciplines: [] };
		const { rows } = await this.db.query<StatsRow>(STATS_SQL, [key]);
		return { name: latest.rows[0].name, disciplines: rows.map(sumsOf) };
	}

	async unresolved(limit: number) {
		const { rows } = await this.db.query<{ id: number }>(
			`SELECT m.id FROM matches m WHERE m.ended_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM match_results r WHERE r.match_id = m.id) ORDER BY m.id LIMIT $1`,
			[limit]
		);
		return rows.map((r) => r.id);
	}

	async actionTimes(matchId: number) {
		const { rows } = await this.db.query<{ at: unknown }>(`SELECT at FROM actions WHERE match_id = $1 ORDER BY revision`, [matchId]);
		return rows.map((r) => num(r.at));
	}
}
