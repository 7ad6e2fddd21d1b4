/**
 * GET /api/matches/<id>/record: one match as its page reads it (issue 14) — the record
 * (src/lib/records/record.ts), its result row, the table's name and whether it is the table's
 * current match. Built by replaying the stored log through the engine, so each build is a heavy
 * read: it is counted by the server's one read budget (`ctx.heavyRead`, reads.ts), and the built record is kept per (match,
 * revision) so a page that refreshes, or a live page refetching after each stroke of another
 * table, does not replay again.
 */
import type { RecordsContext, RecordsHandler } from './context';
import { buildRecord, type MatchRecordView } from '../../records/record';
import { resultOf, type MatchResult } from '../../records/result';
import { decodePath, send, sendJson } from '../http-util';
import { refusal } from '../../protocol/refusals';
import { RecordCache } from './record-cache';
import type { RecordReply } from '../../protocol/records';


const PATH = /^\/api\/matches\/([^/]+)\/record$/;
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

export const handleRecord: RecordsHandler = async (req, res, _url, path, ctx) => {
	const m = PATH.exec(path);
	if (!m) return false;
	const raw = decodePath(m[1]!);
	if (raw === null) return send(res, 400, { ok: false, ...refusal('bad-path') });
	if (!ID.test(raw)) return send(res, 400, { ok: false, ...refusal('match-id', { id: raw.slice(0, 20) }) });
	const cache = cacheOf(ctx);
	const refused = await ctx.heavyRead(req, 'GET /api/matches/<id>/record');
	if (refused) return send(res, 429, { ok: false, ...refused }, { 'retry-after': '1' });

	const id = Number(raw);
	const stored = await ctx.store.tables.loadMatch(id);
	if (!stored) return send(res, 404, { ok: false, ...refusal('no-such-match', { id }) });
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
	sendJson(res, 200, `{"ok":true,${built.json},"tableName":${JSON.stringify(table?.name ?? null)},"live":${live}}`);
	return true;
};
