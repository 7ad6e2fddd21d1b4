/**
 * The match list, a player's statistics and the list CSV (docs/records.md "The match list,
 * statistics and the list CSV"): public reads like the overlays, answered from the records'
 * store columns (never a replay), rate-limited per address (the CSV as a heavy read).
 *   GET /api/matches?table=&player=&discipline=&from=&to=&before=&limit=
 *   GET /api/players/<name>/stats
 *   GET /api/matches/export.csv?from=&to=
 */
import { refusal } from '../../protocol/refusals';
import { playerNameSchema } from '../../protocol/players';
import { resultOf, type MatchResult } from '../../records/result';
import type { MatchRecordView } from '../../records/record';
import { familyOf } from '../../engine/catalog';
import { recordPartOf } from '../../disciplines/families';
import { decodePath } from '../http-util';
import { route, type Call, type Route } from '../router';
import { ADDRESS_RATE, Buckets } from '../api/rate';
import type { Venue } from '../venue';
import type { MatchListEntry, PlayerDisciplineSums } from '../store/types';
import type { RecordsContext } from './context';
import type { DisciplineStats, MatchListResponse, MatchRow, PlayerStatsResponse } from '../../protocol/records';
import { isRefusal, parseListQuery } from './list-query';
import { sendListCsv } from './list-csv';

/**
 * The list's reads are index lookups, not replays: a page that refilters as the user types is
 * fine. They get the HTTP API's per-address rate (api/rate.ts: 20 a second, bursts of 40), not
 * the heavy-read budget the replays use; the CSV, which reads every match of its range, is a heavy read.
 */
const listReads = new Buckets(ADDRESS_RATE);

/** True when refused (429 sent). */
async function tooMany(call: Call<unknown>, event: string, heavy = false): Promise<boolean> {
	if (heavy) return call.heavyRead(event);
	if (listReads.take(call.address).ok) return false;
	call.refuse(429, refusal('read-rate', { event, max: ADDRESS_RATE.perSecond }), {}, { 'retry-after': '1' });
	return true;
}

export const listRoutes = (ctx: RecordsContext): Route[] => [
	route({
		method: 'GET',
		pattern: '/api/matches',
		access: 'public',
		async handle(call) {
			if (await tooMany(call, 'GET /api/matches')) return;
			const q = parseListQuery(call.url.searchParams, ['table', 'player', 'discipline', 'from', 'to', 'before', 'limit']);
			if (isRefusal(q)) return call.refuse(400, q);
			const found = await ctx.store.records.searchMatches(q.filter, q.before, q.limit);
			const body: MatchListResponse = { ok: true, matches: found.matches.map((m) => rowOf(ctx.venue, m)), next: found.next };
			return call.send(200, body);
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/matches/export.csv',
		access: 'public',
		async handle(call) {
			if (await tooMany(call, 'GET /api/matches/export.csv', true)) return;
			const q = parseListQuery(call.url.searchParams, ['from', 'to']);
			if (isRefusal(q)) return call.refuse(400, q);
			await sendListCsv(call.res, ctx.store.records, q.filter, (m: MatchListEntry) => rowOf(ctx.venue, m));
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/players/:name/stats',
		access: 'public',
		async handle(call) {
			if (await tooMany(call, 'GET /api/players/<name>/stats')) return;
			const raw = decodePath(call.params.name!);
			if (raw === null) return call.refuse(400, refusal('bad-path'));
			const name = playerNameSchema.safeParse(raw);
			if (!name.success) return call.refuse(400, refusal('list-filter', { param: 'name', detail: name.error.issues[0]?.message ?? 'invalid' }));
			const found = await ctx.store.records.playerStats(name.data);
			if (found.name === null) return call.refuse(404, refusal('list-no-player', { name: name.data }));
			const disciplines = found.disciplines.map(disciplineStats);
			const body: PlayerStatsResponse = {
				ok: true,
				name: found.name,
				matches: sum(found.disciplines, 'matches'),
				wins: sum(found.disciplines, 'wins'),
				draws: sum(found.disciplines, 'draws'),
				disciplines
			};
			return call.send(200, body);
		}
	})
];

const sum = (list: PlayerDisciplineSums[], key: 'matches' | 'wins' | 'draws') => list.reduce((n, d) => n + d[key], 0);
/** Cut (not rounded) to 3 decimals, as a scoresheet writes a general average. */
export const cut3 = (x: number) => Math.floor(x * 1000 + 1e-9) / 1000;

/**
 * A general average only where points per inning mean something (the family's record part:
 * carom, artistic and 14.1); a race's "points" are racks and pins count down, so theirs is null.
 */
function disciplineStats(d: PlayerDisciplineSums): DisciplineStats {
	const averaged = recordPartOf(d.discipline).averaged(d.discipline);
	const { draws: _draws, ...rest } = d;
	return { ...rest, generalAverage: averaged && d.innings > 0 ? cut3(d.points / d.innings) : null };
}

/** A stored match as the list shows it: `live` and a current match's result from the venue. */
function rowOf(venue: Venue, m: MatchListEntry): MatchRow {
	const state = venue.tableState(m.tableId);
	const current = state?.match?.id === m.id && m.endedAt === null ? state.match : null;
	let result = m.result;
	if (current) {
		const status = current.summary.status === 'finished' ? 'finished' : 'live';
		// the writer may not have caught up with the last action yet: the venue knows it now
		if (result?.status !== status) result = liveResult(current.summary, current.setup, m);
	}
	// a finished match ended at its deciding action (the writer keeps its time), not when the next one came
	const endedAt = result?.status === 'finished' && result.endedAt ? result.endedAt : m.endedAt;
	return { ...m, endedAt, live: current !== null && current.summary.status !== 'finished', result };
}

/** A current match's result from the venue's summary (no rack-by-rack figures without a replay). */
function liveResult(summary: NonNullable<MatchRecordView['summary']>, setup: Record<string, unknown>, m: MatchListEntry): MatchResult {
	const base = resultOf({
		id: m.id,
		tableId: m.tableId,
		setup,
		startedAt: m.startedAt,
		endedAt: m.endedAt,
		discipline: m.discipline,
		family: familyOf(m.discipline),
		players: m.players,
		summary,
		problem: null,
		strokes: [],
		corrections: [],
		innings: null,
		racks: null,
		frames: null
	});
	const innings = base.players.map((p) => p.innings);
	return { ...base, innings: innings.some((n) => n > 0) ? Math.max(...innings) : null };
}
