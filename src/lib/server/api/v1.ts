/**
 * `/api/v1`: the data and control API for broadcast tools (docs/api.md). Reads are public, like
 * the overlays; changes need a control key and go through the table's authority exactly as the
 * console's do (validated, engine, stored, acknowledged, then published).
 */
import { z } from 'zod';
import { describeZod, tableIdSchema, wireActionSchema, type TableState } from '../../protocol';
import { refusal, type CodedReason } from '../../protocol/refusals';
import { decodePath, originOf, readBytes } from '../http-util';
import { bind, route, type Call, type Route, type RouteGroup } from '../router';
import type { Lang } from '../../i18n/lang';
import type { Fields } from '../../view/fields';
import type { Outcome, Venue } from '../venue';
import { FieldStreams } from './events';
import { casparXml, fieldsFor, fieldsXml, langOf, tablesXml, vmixRows } from './fields-out';
import type { EventStreams } from '../streams';
import { isMacro, macroAction, MACROS } from './press';

export const MAX_API_BODY = 8 * 1024;
export const IDEMPOTENCY_KEY_MAX = 100;
const PRESS_TRIES = 3;

const actionBodySchema = z.strictObject({
	action: wireActionSchema,
	/** The revision the sender decided on; absent: whatever the table is at. */
	revision: z.int().min(0).optional(),
	/** The match that revision belongs to (default: the table's current match). */
	match: z.int().positive().optional()
});
const clockBodySchema = z.strictObject({ command: z.string().max(40), seconds: z.int().min(0).max(24 * 60 * 60).optional() });
const CLOCK_COMMANDS = ['start', 'stop', 'reset', 'extend', 'game-start', 'game-stop', 'game-set'] as const;

/** Any web page may read and (with a key) drive: a key is no ambient credential a page could borrow. */
const CORS = {
	'access-control-allow-origin': '*',
	'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
	'access-control-allow-headers': 'authorization, content-type, idempotency-key',
	'access-control-max-age': '600'
};

/** The HTTP status of a refusal, by its code: conflicts with the table's state are 409. */
function statusOf(code: string): number {
	if (code === 'no-table' || code === 'no-match') return 404;
	if (code.startsWith('stale-') || code === 'log-setup' || code === 'log-replay') return 409;
	if (code === 'not-stored' || code === 'store-uncertain' || code === 'store-failed' || code === 'store-read-only') return 503;
	if (code === 'disk-full') return 507;
	return 422;
}

export interface V1 {
	/** The routes, under `/api/v1`, answered with CORS headers. */
	group: RouteGroup;
	close(): void;
}

/** What the routes work with: the venue, the field streams and every event stream of the server. */
interface Parts {
	venue: Venue;
	streams: FieldStreams;
	limiter: EventStreams;
}

/** `limiter` holds every event stream of the server (streams.ts); keys are checked by the router. */
export function createV1(venue: Venue, limiter: EventStreams): V1 {
	const streams = new FieldStreams(venue, limiter);
	const routes = bind(ROUTES, { venue, streams, limiter });
	return { group: { prefix: '/api/v1', routes, headers: CORS, preflight: true, sameOrigin: false }, close: () => streams.close() };
}

const TABLE = '/api/v1/tables/:table';

const ROUTES: Route<Parts>[] = [
	// A tool checks its key at connect: which key, and what it may do (no key: 401).
	route({
		method: 'GET',
		pattern: '/api/v1/key',
		access: 'key',
		handle: (call) => (call.key ? call.send(200, { ok: true, id: call.key.id, scope: call.key.scope, table: call.key.table }) : call.refuse(401, refusal('key-missing'), {}, { 'www-authenticate': 'Bearer' }))
	}),
	route({
		method: 'GET',
		pattern: '/api/v1/tables',
		access: 'key',
		handle(call, { venue }: Parts) {
			const tables = venue.allStates().map((s) => ({ id: s.table.id, name: s.table.name, status: s.match ? (s.match.summary?.status === 'finished' ? 'finished' : 'live') : 'none' }));
			return call.send(200, { ok: true, tables });
		}
	}),
	route({
		method: 'GET',
		pattern: `${TABLE}/fields`,
		access: 'key',
		handle(call, { venue }: Parts) {
			const read = readOf(call, venue);
			if (!read) return;
			// Only `vmix` means something here: before it came, this route ignored `format`, and a
			// tool's URL may still carry another (`format=json`); it keeps getting the fields.
			const vmix = call.url.searchParams.get('format') === 'vmix';
			const fields = fieldsFor(venue.fieldState(read.tableId)!, read.lang, Date.now(), originOf(call.req));
			// vMix reads a JSON data source as an array of rows: this table is its one row
			return call.send(200, vmix ? vmixRows([fields]) : fields);
		}
	}),
	route({
		method: 'GET',
		pattern: `${TABLE}/fields.xml`,
		access: 'key',
		handle(call, { venue }: Parts) {
			const read = readOf(call, venue);
			if (!read) return;
			const format = formatOf(call, ['caspar', 'vmix']);
			if (format === undefined) return;
			const fields = fieldsFor(venue.fieldState(read.tableId)!, read.lang, Date.now(), originOf(call.req));
			return sendXml(call, format === 'caspar' ? casparXml(fields) : format === 'vmix' ? tablesXml(vmixRows([fields])) : fieldsXml(fields));
		}
	}),
	// The venue's feed: a row per table, in the order `/tables` lists them, so a vMix producer
	// switches a title between tables by selecting a row (DataSourceSelectRow) — one data source.
	route({
		method: 'GET',
		pattern: '/api/v1/fields',
		access: 'key',
		handle(call, { venue }: Parts) {
			const read = venueReadOf(call, venue);
			if (!read) return;
			return call.send(200, read.format === 'vmix' ? vmixRows(read.tables) : read.tables);
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/v1/fields.xml',
		access: 'key',
		handle(call, { venue }: Parts) {
			const read = venueReadOf(call, venue);
			if (!read) return;
			return sendXml(call, tablesXml(read.format === 'vmix' ? vmixRows(read.tables) : read.tables));
		}
	}),
	route({
		method: 'GET',
		pattern: `${TABLE}/events`,
		access: 'key',
		stream: true,
		handle(call, { venue, streams, limiter }: Parts) {
			const read = readOf(call, venue);
			if (!read) return;
			const reader = call.key ? (`k:${call.key.id}` as const) : (`a:${call.address}` as const);
			const full = limiter.refusal(reader);
			if (full) return call.refuse(full.status, full.why, {}, full.headers);
			return streams.open(call.req, call.res, read.tableId, read.lang, reader, call.headers);
		}
	}),
	route({
		method: 'POST',
		pattern: `${TABLE}/actions`,
		access: 'control',
		body: { max: MAX_API_BODY, schema: actionBodySchema, invalid: (e) => refusal('invalid', { event: 'actions', detail: describeZod(e) }) },
		async handle(call, { venue }: Parts) {
			const change = changeOf(call, venue);
			if (!change) return;
			const { tableId, request } = change;
			const { action, revision } = call.body;
			if (revision === undefined) return answer(call, venue, tableId, await venue.act(tableId, { at: 'head', action }, request));
			const match = call.body.match ?? venue.tableState(tableId)?.match?.id;
			if (match === undefined) return call.refuse(404, refusal('no-match'), { fields: fieldsFor(venue.fieldState(tableId)!, langOf(call.url) ?? 'en', Date.now(), originOf(call.req)) });
			return answer(call, venue, tableId, await venue.act(tableId, { match, revision, action }, request));
		}
	}),
	route({
		method: 'POST',
		pattern: `${TABLE}/clock`,
		access: 'control',
		body: { max: MAX_API_BODY, schema: clockBodySchema, invalid: (e) => refusal('invalid', { event: 'clock', detail: describeZod(e) }) },
		async handle(call, { venue }: Parts) {
			const change = changeOf(call, venue);
			if (!change) return;
			const command = call.body.command;
			if (!(CLOCK_COMMANDS as readonly string[]).includes(command)) return call.refuse(400, refusal('clock-command', { command }));
			return answer(call, venue, change.tableId, await venue.clockCommand(change.tableId, command as (typeof CLOCK_COMMANDS)[number], undefined, call.body.seconds));
		}
	}),
	route({
		method: 'POST',
		pattern: `${TABLE}/press/:macro`,
		access: 'control',
		async handle(call, { venue }: Parts) {
			const change = changeOf(call, venue);
			if (!change) return;
			const macro = decodePath(call.params.macro!) ?? '';
			if (!isMacro(macro)) return call.refuse(400, refusal('macro-unknown', { macro: macro.slice(0, 40), list: MACROS.join(', ') }));
			// no body is taken: one sent anyway is read (up to the limit) and ignored
			if ((await readBytes(call.req, MAX_API_BODY)) === null) return call.refuse(413, refusal('body-too-large', { max: MAX_API_BODY }));
			return press(call, venue, change.tableId, macro, change.request);
		}
	})
];

/** The table a route names, or null once refused (400 `bad-path`, 404 `no-table`). */
function tableOf(call: Call<unknown>, venue: Venue): string | null {
	const raw = decodePath(call.params.table!);
	if (raw === null) return void call.refuse(400, refusal('bad-path')), null;
	const id = tableIdSchema.safeParse(raw);
	if (!id.success || !venue.has(id.data)) return void call.refuse(404, refusal('no-table', { table: raw.slice(0, 40) })), null;
	return id.data;
}

/** A read's `?lang=`, or null once refused (400 `invalid`). */
function readLang(call: Call<unknown>): Lang | null {
	const lang = langOf(call.url);
	if (!lang) return void call.refuse(400, refusal('invalid', { event: 'lang', detail: 'lang is one of en, pl, ru' })), null;
	return lang;
}

/** A read's table and `?lang=`, or null once refused. */
function readOf(call: Call<unknown>, venue: Venue): { tableId: string; lang: Lang } | null {
	const tableId = tableOf(call, venue);
	if (!tableId) return null;
	const lang = readLang(call);
	return lang ? { tableId, lang } : null;
}

/** `?format=`: null when absent, else one of `formats`; undefined once refused (400 `invalid`). */
function formatOf<F extends string>(call: Call<unknown>, formats: readonly F[]): F | null | undefined {
	const format = call.url.searchParams.get('format');
	if (format === null || (formats as readonly string[]).includes(format)) return format as F | null;
	return void call.refuse(400, refusal('invalid', { event: 'format', detail: `format is ${formats.join(', ')} or absent` })), undefined;
}

/**
 * The venue feed's read: every table's fields in the order `/tables` lists them, worded in
 * `?lang=`, all at one instant (the shot clocks of a poll agree), and `?format=`; null once refused.
 */
function venueReadOf(call: Call<unknown>, venue: Venue): { tables: Fields[]; format: 'vmix' | null } | null {
	const lang = readLang(call);
	if (!lang) return null;
	const format = formatOf(call, ['vmix']);
	if (format === undefined) return null;
	const now = Date.now();
	const origin = originOf(call.req);
	return { tables: venue.allStates().map((state) => fieldsFor(venue.withLastEvents(state), lang, now, origin)), format };
}

/** An XML answer, never cached: a data source polls it for the current state. */
function sendXml(call: Call<unknown>, xml: string): true {
	call.res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...call.headers });
	call.res.end(xml);
	return true;
}

/** A change's table and its `Idempotency-Key` (scoped to the key and the table), or null once refused. */
function changeOf(call: Call<unknown>, venue: Venue): { tableId: string; request: string | undefined } | null {
	const tableId = tableOf(call, venue);
	if (!tableId) return null;
	const idem = call.req.headers['idempotency-key'];
	if (idem !== undefined && (Array.isArray(idem) || !/^[\x21-\x7e]{1,100}$/.test(idem))) {
		return void call.refuse(400, refusal('idempotency-key', { max: IDEMPOTENCY_KEY_MAX })), null;
	}
	return { tableId, request: typeof idem === 'string' ? `${call.key!.id}:${tableId}:${idem}` : undefined };
}

/** A macro is decided on the state it was pressed on; a race with another change decides again. */
async function press(call: Call<unknown>, venue: Venue, tableId: string, macro: Parameters<typeof macroAction>[0], request?: string) {
	for (let attempt = 1; ; attempt++) {
		const state = venue.tableState(tableId)!;
		const match = state.match;
		if (!match) return answer(call, venue, tableId, { reply: { ok: false, ...refusal('no-match'), state }, publish: () => {} });
		const summary = match.summary as unknown as {
			discipline: string;
			status?: string;
			turn: number | null;
			rack?: { onTable?: number[] } | null;
			frame?: { ballOn?: string } | null;
		};
		const action = macroAction(macro, {
			discipline: summary.discipline,
			finished: summary.status === 'finished',
			turn: summary.turn,
			onTable: summary.rack?.onTable ?? null,
			// snooker: `point` pots the ball on when the summary names one
			ballOn: summary.frame?.ballOn ?? null
		});
		if (!action) {
			const why = refusal('macro-not-in-discipline', { macro, discipline: summary.discipline });
			return answer(call, venue, tableId, { reply: { ok: false, ...why, state }, publish: () => {} });
		}
		const outcome = await venue.act(tableId, { match: match.id, revision: match.revision, action }, request);
		const code = outcome.reply.ok ? null : outcome.reply.code;
		if (attempt < PRESS_TRIES && (code === 'stale-revision' || code === 'stale-match')) continue;
		return answer(call, venue, tableId, outcome);
	}
}

/** Acknowledges (with the fields as they are now), then publishes the change to every board. */
function answer(call: Call<unknown>, venue: Venue, tableId: string, outcome: Outcome<object>) {
	const r = outcome.reply as { ok: boolean; state?: TableState; revision?: number; repeated?: true } & Partial<CodedReason>;
	const state = r.state ? venue.decorated(r.state) : venue.tableState(tableId);
	const fields = state ? fieldsFor(venue.withLastEvents(state), langOf(call.url) ?? 'en', Date.now(), originOf(call.req)) : undefined;
	if (r.ok) {
		call.send(200, { ok: true, ...(r.revision !== undefined ? { revision: r.revision } : {}), ...(r.repeated ? { repeated: true } : {}), fields });
	} else {
		const why: CodedReason = { reason: r.reason ?? 'refused', code: r.code ?? 'engine', ...(r.params ? { params: r.params } : {}) };
		call.refuse(statusOf(why.code), why, fields ? { fields } : {});
	}
	outcome.publish();
}
