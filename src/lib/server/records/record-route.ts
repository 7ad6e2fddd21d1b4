/**
 * GET /api/matches/<id>/record: one match as its page reads it (issue 14) — the record
 * (src/lib/records/record.ts), its result row, the table's name and whether it is the table's
 * current match. Built by replaying the stored log through the engine, so each build is a heavy
 * read: it is counted by the server's one read budget (`call.heavyRead`, reads.ts), and the built record is kept per (match,
 * revision) so a page that refreshes, or a live page refetching after each stroke of another
 * table, does not replay again.
 */
import type { RecordsContext } from './context';
import { route, type Call, type Route } from '../router';
import { buildRecord, type MatchRecordView } from '../../records/record';
import { resultOf, type MatchResult } from '../../records/result';
import { decodePath } from '../http-util';
import { refusal } from '../../protocol/refusals';
import { RecordCache } from './record-cache';

/** A match id as the stores number them: a positive whole number (the script route's 12 digits). */
const ID = /^[1-9]\d{0,11}$/;

interface Built {
	record: MatchRecordView;
	result: MatchResult;
	/** `{"record":…,"result":…}` without its braces, serialised once per revision. */
	json: string;
}

/** Per venue store (one per server): its cache and its read budget. */
const perStore = new WeakMap<object, RecordCache<Built>>();
const cacheOf = (ctx: RecordsContext) => {
	let cache = perStore.get(ctx.store);
	if (!cache) perStore.set(ctx.store, (cache = new RecordCache<Built>(64)));
	return cache;
};

export const recordRoute = (ctx: RecordsContext): Route =>
	route({ method: 'GET', pattern: '/api/matches/:id/record', access: 'public', handle: (call) => record(call, ctx) });

async function record(call: Call<unknown>, ctx: RecordsContext) {
	const raw = decodePath(call.params.id!);
	if (raw === null) return call.refuse(400, refusal('bad-path'));
	if (!ID.test(raw)) return call.refuse(400, refusal('match-id', { id: raw.slice(0, 20) }));
	const cache = cacheOf(ctx);
	if (await call.heavyRead('GET /api/matches/<id>/record')) return;

	const id = Number(raw);
	const stored = await ctx.store.tables.loadMatch(id);
	if (!stored) return call.refuse(404, refusal('no-such-match', { id }));
	// the end of an unfinished match moves when it is taken off its table, with no new action
	const revision = `${stored.actions.length}:${stored.endedAt ?? ''}`;
	let built = cache.get(id, revision);
	if (!built) {
		const record = buildRecord(ctx.venue.engine, { ...stored, actionTimes: await ctx.store.records.actionTimes(id) });
		const result = resultOf(record);
		built = { record, result, json: `"record":${JSON.stringify(record)},"result":${JSON.stringify(result)}` };
		cache.set(id, revision, built);
	}
	const table = ctx.venue.venueState().tables.find((t) => t.id === stored.tableId);
	const live = ctx.venue.tableState(stored.tableId)?.match?.id === id;
	return call.sendJson(200, `{"ok":true,${built.json},"tableName":${JSON.stringify(table?.name ?? null)},"live":${live}}`);
}
