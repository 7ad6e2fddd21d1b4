/**
 * GET /api/matches/<id>/record: one match as its page reads it (issue 14) — the record
 * (src/lib/records/record.ts), its result row, the table's name and whether it is the table's
 * current match. Built by replaying the stored log through the engine, so each build is a heavy
 * read: it is counted per address like the other heavy reads (reads.ts, the viewers' budget:
 * this context has no session to tell an operator), and the built record is kept per (match,
 * revision) so a page that refreshes, or a live page refetching after each stroke of another
 * table, does not replay again.
 */
import type { IncomingMessage } from 'node:http';
import type { RecordsContext, RecordsHandler } from './index';
import { buildRecord, type MatchRecordView } from '../../records/record';
import { resultOf, type MatchResult } from '../../records/result';
import { addressKey } from '../address';
import { decodePath, send, sendJson } from '../http-util';
import { ReadBudget } from '../reads';
import { refusal } from '../../protocol/refusals';
import { RecordCache } from './record-cache';

export interface RecordReply {
	ok: true;
	record: MatchRecordView;
	result: MatchResult;
	tableName: string | null;
	live: boolean;
}

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
const perStore = new WeakMap<object, { cache: RecordCache<Built>; reads: ReadBudget }>();
const stateOf = (ctx: RecordsContext) => {
	let s = perStore.get(ctx.store);
	if (!s) perStore.set(ctx.store, (s = { cache: new RecordCache<Built>(64), reads: new ReadBudget() }));
	return s;
};

function tooMany(req: IncomingMessage, reads: ReadBudget) {
	return reads.take(reads.address(`v:${addressKey(req.socket.remoteAddress)}`, false), false, 'GET /api/matches/<id>/record');
}

export const handleRecord: RecordsHandler = async (req, res, _url, path, ctx) => {
	const m = PATH.exec(path);
	if (!m) return false;
	const raw = decodePath(m[1]!);
	if (raw === null) return send(res, 400, { ok: false, ...refusal('bad-path') });
	if (!ID.test(raw)) return send(res, 400, { ok: false, reason: 'malformed match id: a match id is a positive whole number' });
	const { cache, reads } = stateOf(ctx);
	const refused = tooMany(req, reads);
	if (refused) return send(res, 429, { ok: false, ...refused }, { 'retry-after': '1' });

	const t0 = performance.now();
	const id = Number(raw);
	const stored = await ctx.store.tables.loadMatch(id);
	if (!stored) return send(res, 404, { ok: false, reason: 'no such match' });
	const revision = stored.actions.length;
	let built = cache.get(id, revision);
	if (!built) {
		const record = buildRecord(ctx.venue.engine, stored);
		const result = resultOf(record);
		built = { record, result, json: `"record":${JSON.stringify(record)},"result":${JSON.stringify(result)}` };
		cache.set(id, revision, built);
	}
	const table = ctx.venue.venueState().tables.find((t) => t.id === stored.tableId);
	const live = ctx.venue.tableState(stored.tableId)?.match?.id === id;
	sendJson(res, 200, `{"ok":true,${built.json},"tableName":${JSON.stringify(table?.name ?? null)},"live":${live}}`);
	reads.spend(performance.now() - t0);
	return true;
};
