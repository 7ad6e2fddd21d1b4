/**
 * `/api/v1`: the data and control API for broadcast tools (docs/api.md). Reads are public, like
 * the overlays; changes need a control key and go through the table's authority exactly as the
 * console's do (validated, engine, stored, acknowledged, then published).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { describeZod, tableIdSchema, wireActionSchema, type TableState } from '../../protocol';
import { refusal, type CodedReason } from '../../protocol/refusals';
import { addressKey } from '../address';
import { decodePath, readBytes, readJson, send } from '../http-util';
import type { Outcome, Venue } from '../venue';
import { FieldStreams } from './events';
import { casparXml, fieldsFor, fieldsXml, langOf } from './fields-out';
import type { KeyGate } from './key-gate';
import type { EventStreams } from '../streams';
import { isMacro, macroAction, MACROS } from './press';
import { ADDRESS_RATE, Buckets, KEY_RATE } from './rate';

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
const clockBodySchema = z.strictObject({ command: z.string().max(40) });
const CLOCK_COMMANDS = ['start', 'stop', 'reset', 'extend'] as const;

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
	handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void>;
	close(): void;
}

/** `gate` checks keys, `limiter` holds every event stream of the server (streams.ts). */
export function createV1(venue: Venue, gate: KeyGate, limiter: EventStreams): V1 {
	const streams = new FieldStreams(venue, limiter);
	const keyRate = new Buckets(KEY_RATE);
	const addressRate = new Buckets(ADDRESS_RATE);

	const reply = (res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => send(res, status, body, { ...CORS, ...headers });
	const refuse = (res: ServerResponse, status: number, why: CodedReason, extra: object = {}, headers: Record<string, string> = {}) =>
		reply(res, status, { ok: false, ...why, ...extra }, headers);

	async function handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
		const method = req.method ?? 'GET';
		if (method === 'OPTIONS') {
			res.writeHead(204, CORS);
			res.end();
			return;
		}
		// who is asking: a key (checked even on reads: a wrong key is an error, not anonymous), else the address
		const address = addressKey(req.socket.remoteAddress);
		const caller = await gate.caller(req);
		if (!caller.ok) return void refuse(res, caller.status, caller.why, {}, caller.headers);
		const key = caller.key;
		const rate = key ? keyRate.take(`k:${key.id}`) : addressRate.take(`a:${address}`);
		if (!rate.ok) {
			const max = key ? KEY_RATE.perSecond : ADDRESS_RATE.perSecond;
			return void refuse(res, 429, refusal('api-rate', { max }), {}, { 'retry-after': String(Math.max(1, Math.ceil(rate.retryAfterMs / 1000))) });
		}

		// A tool checks its key at connect: which key, and what it may do (no key: 401).
		if (path === '/api/v1/key') {
			if (!key) return void refuse(res, 401, refusal('key-missing'), {}, { 'www-authenticate': 'Bearer' });
			return void reply(res, 200, { ok: true, id: key.id, scope: key.scope });
		}
		if (path === '/api/v1/tables') {
			if (method !== 'GET' && method !== 'HEAD') return void refuse(res, 405, refusal('method-not-allowed', { allow: 'GET' }), {}, { allow: 'GET' });
			const tables = venue.allStates().map((s) => ({ id: s.table.id, name: s.table.name, status: s.match ? (s.match.summary?.status === 'finished' ? 'finished' : 'live') : 'none' }));
			return void reply(res, 200, { ok: true, tables });
		}
		const m = /^\/api\/v1\/tables\/([^/]+)\/(fields|fields\.xml|events|actions|clock|press\/([^/]+))$/.exec(path);
		if (!m) return void refuse(res, 404, refusal('api-not-found'));
		const raw = decodePath(m[1]!);
		if (raw === null) return void refuse(res, 400, refusal('bad-path'));
		const id = tableIdSchema.safeParse(raw);
		if (!id.success || !venue.has(id.data)) return void refuse(res, 404, refusal('no-table', { table: raw.slice(0, 40) }));
		const tableId = id.data;
		const what = m[3] !== undefined ? 'press' : m[2]!;

		if (what === 'fields' || what === 'fields.xml' || what === 'events') {
			if (method !== 'GET' && method !== 'HEAD') return void refuse(res, 405, refusal('method-not-allowed', { allow: 'GET' }), {}, { allow: 'GET' });
			const lang = langOf(url);
			if (!lang) return void refuse(res, 400, refusal('invalid', { event: 'lang', detail: 'lang is one of en, pl, ru' }));
			const state = venue.tableState(tableId)!;
			if (what === 'events') {
				const reader = key ? (`k:${key.id}` as const) : (`a:${address}` as const);
				const full = limiter.refusal(reader);
				if (full) return void refuse(res, full.status, full.why, {}, full.headers);
				return streams.open(req, res, tableId, lang, reader, CORS);
			}
			const fields = fieldsFor(state, lang);
			if (what === 'fields') return void reply(res, 200, fields);
			const format = url.searchParams.get('format');
			if (format !== null && format !== 'caspar') return void refuse(res, 400, refusal('invalid', { event: 'format', detail: 'format is caspar or absent' }));
			res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-store', ...CORS });
			res.end(format === 'caspar' ? casparXml(fields) : fieldsXml(fields));
			return;
		}

		// changes: a control key, a JSON body where one is taken
		if (method !== 'POST') return void refuse(res, 405, refusal('method-not-allowed', { allow: 'POST' }), {}, { allow: 'POST' });
		if (!key) return void refuse(res, 401, refusal('key-missing'), {}, { 'www-authenticate': 'Bearer' });
		if (key.scope !== 'control') return void refuse(res, 403, refusal('key-read-only'));
		const idem = req.headers['idempotency-key'];
		if (idem !== undefined && (Array.isArray(idem) || !/^[\x21-\x7e]{1,100}$/.test(idem))) {
			return void refuse(res, 400, refusal('idempotency-key', { max: IDEMPOTENCY_KEY_MAX }));
		}
		const request = typeof idem === 'string' ? `${key.id}:${tableId}:${idem}` : undefined;

		if (what === 'press') {
			const macro = decodePath(m[3]!) ?? '';
			if (!isMacro(macro)) return void refuse(res, 400, refusal('macro-unknown', { macro: macro.slice(0, 40), list: MACROS.join(', ') }));
			// no body is taken: one sent anyway is read (up to the limit) and ignored
			if ((await readBytes(req, MAX_API_BODY)) === null) return void refuse(res, 413, refusal('body-too-large', { max: MAX_API_BODY }));
			return press(res, url, tableId, macro, request);
		}
		const body = await jsonBody(req, res);
		if (body === undefined) return;
		if (what === 'clock') {
			const parsed = clockBodySchema.safeParse(body);
			if (!parsed.success) return void refuse(res, 400, refusal('invalid', { event: 'clock', detail: describeZod(parsed.error) }));
			const command = parsed.data.command;
			if (!(CLOCK_COMMANDS as readonly string[]).includes(command)) return void refuse(res, 400, refusal('clock-command', { command }));
			const outcome = await venue.clockCommand(tableId, command as (typeof CLOCK_COMMANDS)[number]);
			return answer(res, url, tableId, outcome);
		}
		const parsed = actionBodySchema.safeParse(body);
		if (!parsed.success) return void refuse(res, 400, refusal('invalid', { event: 'actions', detail: describeZod(parsed.error) }));
		const { action, revision } = parsed.data;
		if (revision === undefined) return answer(res, url, tableId, await venue.act(tableId, { at: 'head', action }, request));
		const match = parsed.data.match ?? venue.tableState(tableId)?.match?.id;
		if (match === undefined) return void refuse(res, 404, refusal('no-match'), { fields: fieldsFor(venue.tableState(tableId)!, langOf(url) ?? 'en') });
		return answer(res, url, tableId, await venue.act(tableId, { match, revision, action }, request));
	}

	/** A macro is decided on the state it was pressed on; a race with another change decides again. */
	async function press(res: ServerResponse, url: URL, tableId: string, macro: Parameters<typeof macroAction>[0], request?: string) {
		for (let attempt = 1; ; attempt++) {
			const state = venue.tableState(tableId)!;
			const match = state.match;
			if (!match) return answer(res, url, tableId, { reply: { ok: false, ...refusal('no-match'), state }, publish: () => {} });
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
				return answer(res, url, tableId, { reply: { ok: false, ...why, state }, publish: () => {} });
			}
			const outcome = await venue.act(tableId, { match: match.id, revision: match.revision, action }, request);
			const code = outcome.reply.ok ? null : outcome.reply.code;
			if (attempt < PRESS_TRIES && (code === 'stale-revision' || code === 'stale-match')) continue;
			return answer(res, url, tableId, outcome);
		}
	}

	/** Acknowledges (with the fields as they are now), then publishes the change to every board. */
	function answer(res: ServerResponse, url: URL, tableId: string, outcome: Outcome<object>) {
		const r = outcome.reply as { ok: boolean; state?: TableState; revision?: number; repeated?: true } & Partial<CodedReason>;
		const state = r.state ?? venue.tableState(tableId);
		const fields = state ? fieldsFor(state, langOf(url) ?? 'en') : undefined;
		if (r.ok) {
			reply(res, 200, { ok: true, ...(r.revision !== undefined ? { revision: r.revision } : {}), ...(r.repeated ? { repeated: true } : {}), fields });
		} else {
			const why: CodedReason = { reason: r.reason ?? 'refused', code: r.code ?? 'engine', ...(r.params ? { params: r.params } : {}) };
			refuse(res, statusOf(why.code), why, fields ? { fields } : {});
		}
		outcome.publish();
	}

	/** The body as JSON, or undefined once a refusal has been sent. */
	async function jsonBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
		const read = await readJson(req, MAX_API_BODY);
		if (read.ok) return read.body;
		refuse(res, read.status, read.why);
	}

	return { handle, close: () => streams.close() };
}

