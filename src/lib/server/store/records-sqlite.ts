/** The match records in SQLite (schema 6): the venue-wide list, results and a player's sums. */
import type Database from 'better-sqlite3';
import { playerKey } from '../../protocol/names';
import type { MatchResult } from '../../records/result';
import { NO_GUARD, type Guard } from './file-guard';
import { parseResult, seatFigures, STATS_SQL } from './records-shared';
import type { MatchFilter, MatchListEntry, MatchSeat, PlayerDisciplineSums, RecordStore } from './types';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type ListRow = { id: number; tableId: string; tableName: string; discipline: string; started_at: number; ended_at: number | null; result: string | null };

export class SqliteRecordStore implements RecordStore {
	private readonly s: ReturnType<typeof prepare>;
	/** Search statements by the filters they use (at most 2^5 shapes). */
	private readonly searches = new Map<string, Database.Statement>();

	constructor(
		private readonly db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.s = prepare(db);
	}

	async searchMatches(filter: MatchFilter, before: number | null, limit: number) {
		const where: string[] = [];
		const params: Record<string, unknown> = { limit: limit + 1 };
		if (before !== null) (where.push('m.id < @before'), (params.before = before));
		if (filter.tableId !== undefined) (where.push('m.table_pk IN (SELECT pk FROM venue_tables WHERE id = @table)'), (params.table = filter.tableId));
		if (filter.discipline !== undefined) (where.push('m.discipline = @discipline'), (params.discipline = filter.discipline));
		if (filter.from !== undefined) (where.push('m.started_at >= @from'), (params.from = filter.from));
		if (filter.to !== undefined) (where.push('m.started_at < @to'), (params.to = filter.to));
		let from = 'matches m';
		if (filter.player !== undefined) {
			// driven by the player's index, newest first: a keyset page reads only its own rows
			from = `(SELECT DISTINCT match_id FROM match_players WHERE key = @key${before !== null ? ' AND match_id < @before' : ''}) f CROSS JOIN matches m ON m.id = f.match_id`;
			params.key = playerKey(filter.player);
		}
		const sql = `SELECT m.id, t.id AS tableId, t.name AS tableName, m.discipline, m.started_at, m.ended_at, r.result
			FROM ${from} JOIN venue_tables t ON t.pk = m.table_pk LEFT JOIN match_results r ON r.match_id = m.id
			${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY m.id DESC LIMIT @limit`;
		let stmt = this.searches.get(sql);
		if (!stmt) this.searches.set(sql, (stmt = this.db.prepare(sql)));
		const rows = stmt.all(params) as ListRow[];
		const more = rows.length > limit;
		const page = more ? rows.slice(0, limit) : rows;
		const seats = this.seatsOf(page.map((r) => r.id));
		const matches: MatchListEntry[] = page.map((r) => ({
			id: r.id,
			tableId: r.tableId,
			tableName: r.tableName,
			discipline: r.discipline,
			startedAt: iso(r.started_at)!,
			endedAt: iso(r.ended_at),
			players: seats.get(r.id) ?? [],
			result: parseResult(r.result)
		}));
		return { matches, next: more ? page[page.length - 1]!.id : null };
	}

	private seatsOf(ids: number[]): Map<number, MatchSeat[]> {
		const out = new Map<number, MatchSeat[]>();
		if (ids.length === 0) return out;
		const rows = this.s.seats.all(JSON.stringify(ids)) as { match_id: number; name: string; country: string | null }[];
		for (const r of rows) {
			let list = out.get(r.match_id);
			if (!list) out.set(r.match_id, (list = []));
			list.push({ name: r.name, country: r.country });
		}
		return out;
	}

	async saveResult(matchId: number, result: MatchResult) {
		this.db.transaction(() => {
			const saved = this.s.saveResult.run({ match: matchId, finished: result.status === 'finished' ? 1 : 0, winner: result.winner, result: JSON.stringify(result), at: Date.now() });
			if (saved.changes === 0) return;
			for (const f of seatFigures(result)) this.s.seatFigures.run({ match: matchId, ...f });
		})();
		this.guard.check();
	}

	async playerStats(name: string) {
		const key = playerKey(name);
		const latest = this.s.latestName.get(key) as string | undefined;
		if (latest === undefined) return { name: null, disciplines: [] };
		return { name: latest, disciplines: (this.s.stats.all(key) as StatsRow[]).map(sumsOf) };
	}

	async unresolved(limit: number) {
		return this.s.unresolved.all(limit) as number[];
	}

	async actionTimes(matchId: number) {
		return this.s.actionTimes.all(matchId) as number[];
	}
}

export type StatsRow = {
	discipline: string;
	matches: number | string;
	wins: number | string;
	draws: number | string;
	points: number | string;
	innings: number | string;
	best_average: number | string | null;
	high_run: number | string;
	racks_won: number | string;
	racks_lost: number | string;
	break_and_runs: number | string;
};

/** A stats row as numbers (PostgreSQL sends SUMs of integers as text). */
export const sumsOf = (r: StatsRow): PlayerDisciplineSums => ({
	discipline: r.discipline,
	matches: Number(r.matches),
	wins: Number(r.wins),
	draws: Number(r.draws),
	points: Number(r.points),
	innings: Number(r.innings),
	bestAverage: r.best_average === null ? null : Number(r.best_average),
	highRun: Number(r.high_run),
	racksWon: Number(r.racks_won),
	racksLost: Number(r.racks_lost),
	breakAndRuns: Number(r.break_and_runs)
});

function prepare(db: Database.Database) {
	return {
		seats: db.prepare(`SELECT match_id, name, country FROM match_players WHERE match_id IN (SELECT value FROM json_each(?)) ORDER BY match_id, seat`),
		saveResult: db.prepare(
			`INSERT INTO match_results(match_id, finished, winner, result, saved_at) SELECT @match, @finished, @winner, @result, @at WHERE EXISTS (SELECT 1 FROM matches WHERE id = @match)
			 ON CONFLICT(match_id) DO UPDATE SET finished = excluded.finished, winner = excluded.winner, result = excluded.result, saved_at = excluded.saved_at`
		),
		seatFigures: db.prepare(
			`UPDATE match_players SET finished = @finished, won = @won, draw = @draw, score = @score, innings = @innings, average = @average,
			 high_run = @highRun, racks_won = @racksWon, racks_lost = @racksLost, break_and_runs = @breakAndRuns WHERE match_id = @match AND seat = @seat`
		),
		actionTimes: db.prepare(`SELECT at FROM actions WHERE match_id = ? ORDER BY revision`).pluck(),
		latestName: db.prepare(`SELECT name FROM match_players WHERE key = ? ORDER BY match_id DESC LIMIT 1`).pluck(),
		stats: db.prepare(STATS_SQL('?')),
		unresolved: db
			.prepare(
				`SELECT m.id FROM matches m WHERE m.ended_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM match_results r WHERE r.match_id = m.id) ORDER BY m.id LIMIT ?`
			)
			.pluck()
	};
}
