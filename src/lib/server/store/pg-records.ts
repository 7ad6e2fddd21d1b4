/** The match records in PostgreSQL (schema 3): the same queries as records-sqlite.ts. */
import { playerKey } from '../../protocol/names';
import type { MatchResult } from '../../records/result';
import type { PgDb } from './pg-db';
import { parseResult, seatFigures, STATS_SQL } from './records-shared';
import { sumsOf, type StatsRow } from './records-sqlite';
import type { MatchFilter, MatchListEntry, MatchSeat, RecordStore } from './types';

const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

type ListRow = { id: number; table_id: string; table_name: string; discipline: string; started_at: string; ended_at: string | null; result: string | null };

export class PgRecordStore implements RecordStore {
	constructor(private readonly db: PgDb) {}

	async searchMatches(filter: MatchFilter, before: number | null, limit: number) {
		const params: unknown[] = [];
		const p = (v: unknown) => (params.push(v), `$${params.length}`);
		const where: string[] = [];
		let from = 'matches m';
		if (filter.player !== undefined) {
			// driven by the player's index, newest first (as in SQLite)
			const key = p(playerKey(filter.player));
			from = `(SELECT DISTINCT match_id FROM match_players WHERE key = ${key}${before !== null ? ` AND match_id < ${p(before)}` : ''}) f JOIN matches m ON m.id = f.match_id`;
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
		const seats = new Map<number, MatchSeat[]>();
		if (page.length) {
			const found = await this.db.query<{ match_id: number; name: string; country: string | null }>(
				`SELECT match_id, name, country FROM match_players WHERE match_id = ANY($1::integer[]) ORDER BY match_id, seat`,
				[page.map((r) => r.id)]
			);
			for (const r of found.rows) {
				let list = seats.get(r.match_id);
				if (!list) seats.set(r.match_id, (list = []));
				list.push({ name: r.name, country: r.country });
			}
		}
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

	async saveResult(matchId: number, result: MatchResult) {
		const f = seatFigures(result);
		await this.db.transaction(async (q) => {
			const saved = await q.query(
				`INSERT INTO match_results(match_id, finished, winner, result, saved_at) SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1)
				 ON CONFLICT (match_id) DO UPDATE SET finished = excluded.finished, winner = excluded.winner, result = excluded.result, saved_at = excluded.saved_at`,
				[matchId, result.status === 'finished' ? 1 : 0, result.winner, JSON.stringify(result), Date.now()]
			);
			if (saved.rowCount === 0 || f.length === 0) return;
			const col = <K extends keyof (typeof f)[number]>(k: K) => f.map((x) => x[k]);
			await q.query(
				`UPDATE match_players p SET finished = u.finished, won = u.won, draw = u.draw, score = u.score, innings = u.innings, average = u.average,
				 high_run = u.high_run, racks_won = u.racks_won, racks_lost = u.racks_lost, break_and_runs = u.bnr
				 FROM unnest($2::integer[], $3::integer[], $4::integer[], $5::integer[], $6::float8[], $7::integer[], $8::float8[], $9::integer[], $10::integer[], $11::integer[], $12::integer[])
				   AS u(seat, finished, won, draw, score, innings, average, high_run, racks_won, racks_lost, bnr)
				 WHERE p.match_id = $1 AND p.seat = u.seat`,
				[matchId, col('seat'), col('finished'), col('won'), col('draw'), col('score'), col('innings'), col('average'), col('highRun'), col('racksWon'), col('racksLost'), col('breakAndRuns')]
			);
		});
	}

	async playerStats(name: string) {
		const key = playerKey(name);
		const latest = await this.db.query<{ name: string }>(`SELECT name FROM match_players WHERE key = $1 ORDER BY match_id DESC LIMIT 1`, [key]);
		if (!latest.rows[0]) return { name: null, disciplines: [] };
		const { rows } = await this.db.query<StatsRow>(STATS_SQL('$1'), [key]);
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
		const { rows } = await this.db.query<{ at: string }>(`SELECT at FROM actions WHERE match_id = $1 ORDER BY revision`, [matchId]);
		// BIGINT comes back as text
		return rows.map((r) => Number(r.at));
	}
}
