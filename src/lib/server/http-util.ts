/** Small pieces every JSON endpoint of the server shares: answering, and reading a request's body. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusal, type CodedReason } from '../protocol/refusals';

/**
 * A body past its limit is answered at once (413); what the client still sends is then read and
 * dropped, up to LINGER_BYTES or for LINGER_MS, before the connection is closed. Closing at once
 * would reset a connection the client is still sending on, and a reset loses the 413 it has not
 * read yet (RFC 9112 §9.6: a browser uploading a too-large photo would show a network error);
 * dropping without end would let a client keep us reading.
 */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

/** Sends a JSON reply; returns true so a route can `return send(…)` to say it answered. */
export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): true {
	return sendJson(res, status, JSON.stringify(body), headers);
}

/** `send` for a body already serialised. */
export function sendJson(res: ServerResponse, status: number, json: string, headers: Record<string, string | string[]> = {}): true {
	res.writeHead(status, {
		'content-type': 'application/json; charset=utf-8',
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
		...headers
	});
	res.end(json);
	return true;
}

/**
 * The request body as bytes, or null when it is larger than `max` bytes (or the client went
 * away). Null comes the moment the body passes `max` — at once when its Content-Length says
 * so — so the caller answers 413 without waiting for the rest: nothing past the limit is kept,
 * and little of it is read (see LINGER_BYTES).
 */
export function readBytes(req: IncomingMessage, max: number): Promise<Buffer | null> {
	if (Number(req.headers['content-length'] ?? 0) > max) return Promise.resolve(stopReading(req));
	return new Promise((resolve) => {
		let size = 0;
		const chunks: Buffer[] = [];
		const onData = (c: Buffer) => {
			size += c.length;
			if (size <= max) return void chunks.push(c);
			req.off('data', onData);
			resolve(stopReading(req));
		};
		req.on('data', onData);
		req.on('end', () => resolve(Buffer.concat(chunks)));
		req.on('error', () => resolve(null));
		req.on('close', () => resolve(req.complete ? Buffer.concat(chunks) : null));
	});
}

function stopReading(req: IncomingMessage): null {
	const socket = req.socket;
	const timer = setTimeout(() => socket.destroy(), LINGER_MS);
	timer.unref();
	let dropped = 0;
	req.on('data', (c: Buffer) => {
		dropped += c.length;
		if (dropped > LINGER_BYTES) socket.destroy();
	});
	req.on('close', () => clearTimeout(timer));
	return null;
}

/** The request body as UTF-8 text, or null when larger than `max` (see readBytes). */
export async function readBody(req: IncomingMessage, max: number): Promise<string | null> {
	return (await readBytes(req, max))?.toString('utf8') ?? null;
}

/**
 * A request's media type without its parameters, lower-case (`Application/JSON; charset=utf-8`
 * is `application/json`), or '' without one. Only the type is compared, so no parser of the
 * parameters is needed; the type must match exactly (`application/jsonp` is not JSON).
 */
export function mediaType(req: IncomingMessage): string {
	return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

export const isJson = (req: IncomingMessage) => mediaType(req) === 'application/json';

/** A body read and parsed, or why not: the status and coded refusal to answer with. */
export type BodyRead = { ok: true; body: unknown } | { ok: false; status: 400 | 413 | 415; why: CodedReason };

/**
 * The one reader of JSON bodies: `application/json` (any case, any parameters) or 415
 * `json-only`; at most `max` bytes or 413 `body-too-large` (see readBytes); JSON or 400
 * `not-json`. `form`: an HTML form's `application/x-www-form-urlencoded` is taken too (login);
 * `empty`: what an empty body means (absent: an empty body is not JSON).
 */
export async function readJson(req: IncomingMessage, max: number, opts: { form?: boolean; empty?: unknown } = {}): Promise<BodyRead> {
	const type = mediaType(req);
	const form = opts.form === true && type === 'application/x-www-form-urlencoded';
	if (type !== 'application/json' && !form) return { ok: false, status: 415, why: refusal('json-only') };
	const raw = await readBody(req, max);
	if (raw === null) return { ok: false, status: 413, why: refusal('body-too-large', { max }) };
	if (form) return { ok: true, body: Object.fromEntries(new URLSearchParams(raw)) };
	if (opts.empty !== undefined && raw.trim() === '') return { ok: true, body: opts.empty };
	try {
		return { ok: true, body: JSON.parse(raw) };
	} catch {
		return { ok: false, status: 400, why: refusal('not-json') };
	}
}

/** Answers a body that could not be read, with its status and code. */
export function refuseBody(res: ServerResponse, failed: Extract<BodyRead, { ok: false }>, headers: Record<string, string> = {}): true {
	return send(res, failed.status, { ok: false, ...failed.why }, headers);
}

/** A path segment decoded, or null when its percent-encoding is broken (`%`, `%zz`, bad UTF-8). */
export function decodePath(segment: string): string | null {
	try {
		return decodeURIComponent(segment);
	} catch {
		return null;
	}
}

/** A Host header fit to go into an address (name or IP, port); anything else is not used. */
const HOST_HEADER = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * This server's origin as the request names it (http://host:port), or '' when its Host header is
 * not fit for an address: what an address handed to another system (an SPX template, a playout
 * system's photo URL) starts with.
 */
export function originOf(req: IncomingMessage): string {
	const host = String(req.headers.host ?? '');
	const https = (req.socket as { encrypted?: boolean }).encrypted || req.headers['x-forwarded-proto'] === 'https';
	return HOST_HEADER.test(host) ? `${https ? 'https' : 'http'}://${host}` : '';
}
