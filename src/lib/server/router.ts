/**
 * The one HTTP router: every `/api/…` (and `/media/…`) route is declared as data — method,
 * pattern, who may call it, the body it takes — and this file alone matches paths, answers 404
 * and 405, checks the origin of cookie-borne changes, resolves the caller (an operator session or
 * an API key) once per request, reads and validates bodies, and turns a store failure into its
 * status. A route's handler sees only a `Call`: the request, its path parameters, its parsed body
 * and the few ways to answer.
 *
 * Routes come in groups, one per concern (the venue, records, sponsors, OBS, keys, competitions,
 * the broadcast API), each under a path prefix whose headers (the broadcast API's CORS) go on every
 * answer in it, including the router's own 404, 405 and refusals.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import { describeZod, type Role } from '../protocol';
import { allows, refusedCode, type Grant, type Need } from '../protocol/access';
import { refusal, type CodedReason } from '../protocol/refusals';
import { addressKey } from './address';
import { readJson, send, sendJson } from './http-util';
import { isNavigation, sendRefusalPage } from './refusal-page';
import type { KeyGate } from './api/key-gate';
import type { KeyScope } from './api/keys';
import { ADDRESS_RATE, Buckets, KEY_RATE } from './api/rate';
import type { ReadBudget } from './reads';
import { StoreError } from './store/types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route (the sessions' side is protocol/access.ts `allows`, the one check the
 * socket layer asks too):
 * - `public`: anyone (reads the overlays could make; login; the backup's own token);
 * - `operator`: an operator session (401 `operators-only`);
 * - `scorer`: an operator or a paired table device (the player list a match's set-up reads);
 * - `change`: an operator or a director session, or an API key of scope `control` for every
 *   table (a tournament program): competitions (401 `operators-only`, 403 `key-other-table`);
 * - `key`: anyone, but a key sent is checked (a wrong key is an error, not anonymous) and the
 *   caller is rate-limited by key, else by address (429 `api-rate`);
 * - `control`: as `key`, and a key of scope `control` is required (401 `key-missing`, 403
 *   `key-read-only`), for the route's `:table` when the key is for one table (403 `key-other-table`).
 */
export type Access = 'public' | 'operator' | 'scorer' | 'change' | 'key' | 'control';

/** What a session needs for a route it may call without a key. */
const SESSION_NEEDS: Partial<Record<Access, Need>> = { operator: 'admin', scorer: 'score-any', change: 'direct' };

/** An API key as a route sees it. */
export interface KeyRef {
	id: string;
	scope: KeyScope;
	/** The one table it is for (null: every table). */
	table: string | null;
}

/** One request as a handler sees it. */
export interface Call<Body = undefined> {
	readonly req: IncomingMessage;
	readonly res: ServerResponse;
	readonly url: URL;
	/** The method as sent (HEAD reaches GET routes). */
	readonly method: string;
	/** The path's `:name` segments, as sent (percent-encoded: `decodePath` where a route takes any text). */
	readonly params: Readonly<Record<string, string>>;
	readonly body: Body;
	/** The key a `key`/`control`/`change` route was called with, or null. */
	readonly key: KeyRef | null;
	/** The client's address as the limiters count it. */
	readonly address: string;
	/** The session's role, looked up at most once per request. */
	role(): Promise<Role>;
	/** What the session was granted (its role, a device's table), looked up at most once per request. */
	grant(): Promise<Grant>;
	/**
	 * Takes one heavy read (a replay, a PDF, a CSV) from the server's read budget (reads.ts, per
	 * address, operators apart); true once it was refused (429 with `retry-after: 1` sent).
	 */
	heavyRead(event: string): Promise<boolean>;
	/** JSON answers, with the group's headers. */
	send(status: number, body: unknown, headers?: Record<string, string | string[]>): true;
	sendJson(status: number, json: string, headers?: Record<string, string | string[]>): true;
	refuse(status: number, why: CodedReason, extra?: object, headers?: Record<string, string>): true;
	/** The group's headers, for a handler that writes its own head (a stream, a file). */
	readonly headers: Readonly<Record<string, string>>;
}

/** A JSON body: at most `max` bytes, validated by `schema`; `invalid` words a schema's refusal (default: `invalid`). */
export interface JsonBody<T> {
	max: number;
	schema: z.ZodType<T>;
	/** An HTML form's urlencoded body is taken too (login). */
	form?: boolean;
	/** What an empty body means (absent: an empty body is not JSON). */
	empty?: unknown;
	/** Applied before the schema (competitions clean every name that enters). */
	clean?: (raw: unknown) => unknown;
	invalid?: (error: z.ZodError) => CodedReason;
}

/** A route whose handler is given `D` (what its module works with) beside the call. */
export interface Route<D = void> {
	method: Method;
	/** `/api/tables/:table/script`: literal segments and `:name` for any one segment. */
	pattern: string;
	access: Access;
	body?: JsonBody<unknown>;
	/** An event stream: HEAD is refused (405) rather than held open as a stream without a body. */
	stream?: true;
	handle(call: Call<unknown>, deps: D): unknown;
}

/** Declares a route, typing its handler's body by the body's schema. */
export function route<T = undefined, D = void>(
	def: Omit<Route<D>, 'body' | 'handle'> & { body?: JsonBody<T>; handle(call: Call<T>, deps: D): unknown }
): Route<D> {
	return def as Route<D>;
}

/** A module's route table, given what its handlers work with: routes the router can run. */
export function bind<D>(routes: readonly Route<D>[], deps: D): Route[] {
	return routes.map((r) => ({ ...r, handle: (call: Call<unknown>) => r.handle(call, deps) }));
}

export interface RouteGroup {
	/** Paths under it (itself included) are this group's: its 404s and 405s, its headers. */
	prefix: string;
	routes: readonly Route<void>[];
	/** Put on every answer of the group (the broadcast API's CORS). */
	headers?: Record<string, string>;
	/** Answer any OPTIONS request under the prefix with 204 and the headers (a CORS preflight). */
	preflight?: boolean;
	/**
	 * Changes by cookie must come from an allowed origin (403 otherwise); a group authenticated by
	 * key only (the broadcast API) sets this false: a key is no ambient credential a page could borrow.
	 */
	sameOrigin?: boolean;
}

export interface RouterDeps {
	groups: readonly RouteGroup[];
	/** What the session of the request's cookie was granted. */
	grantOf(req: IncomingMessage): Promise<Grant>;
	originAllowed(req: IncomingMessage): boolean;
	/** Checks keys; absent, `key` and `control` routes see no key and `change` needs a session. */
	gate?: Pick<KeyGate, 'caller'> | null;
	reads: ReadBudget;
}

interface Compiled {
	route: Route<void>;
	group: RouteGroup;
	segments: string[];
}

/** A refusal as the router answers it. */
interface Refusal {
	status: number;
	why: CodedReason;
	headers?: Record<string, string>;
}

/** Returns the request handler: true when it answers (an API path), false for the pages. */
export function createRouter(deps: RouterDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
	const table = new RouteTable(deps.groups);
	const access = new AccessCheck(deps);
	return function handle(req, res) {
		const url = new URL(req.url ?? '/', 'http://x');
		const path = url.pathname.replace(/\/+$/, '');
		const group = table.groupOf(path);
		if (!group && !path.startsWith('/api/')) return false;
		const headers = group?.headers ?? {};
		void dispatch(req, res, url, path, group).catch((err) => {
			const failure = storeFailure(err);
			if (failure) console.error(`cuecast: ${req.method} ${url.pathname}: ${failure.body.reason}`);
			else console.error('cuecast: api error', err);
			// coded as the Socket.IO side's (socket.ts), so a page can say it in its language
			if (!res.headersSent) answerRefusal(req, res, failure?.status ?? 500, failure?.body ?? refusal('internal', { event: `${req.method} ${url.pathname}` }), {}, headers);
		});
		return true;
	};

	async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL, path: string, group: RouteGroup | undefined) {
		const headers = group?.headers ?? {};
		const method = req.method ?? 'GET';
		const refuse = (status: number, why: CodedReason, extra: object = {}, more: Record<string, string> = {}) => answerRefusal(req, res, status, why, extra, { ...headers, ...more });
		if (method === 'OPTIONS' && group?.preflight) return void res.writeHead(204, headers).end();
		const found = table.find(method, path);
		if ('status' in found) return refuse(found.status, found.why, {}, found.headers);
		const { route: r, group: owner, params } = found;
		if (method !== 'GET' && method !== 'HEAD' && owner.sameOrigin !== false && !deps.originAllowed(req)) return refuse(403, refusal('origin-not-allowed'));

		let grant: Promise<Grant> | null = null;
		const grantOnce = () => (grant ??= deps.grantOf(req));
		const roleOnce = async () => (await grantOnce()).role;
		const address = addressKey(req.socket.remoteAddress);
		const admitted = await access.admit(r, `${method} ${r.pattern}`, req, address, grantOnce, params);
		if (!admitted.ok) return refuse(admitted.status, admitted.why, {}, admitted.headers);
		const body = r.body ? await readBody(req, r, method) : ({ ok: true, body: undefined } as const);
		if (!body.ok) return refuse(body.status, body.why);

		const call: Call<unknown> = {
			req,
			res,
			url,
			method,
			params,
			body: body.body,
			key: admitted.key,
			address,
			headers,
			role: roleOnce,
			grant: grantOnce,
			async heavyRead(what) {
				const operator = (await roleOnce()) === 'operator';
				const refused = deps.reads.take(deps.reads.address(`${operator ? 'o' : 'v'}:${address}`, operator), operator, what);
				if (refused) refuse(429, refused, {}, { 'retry-after': '1' });
				return refused !== null;
			},
			send: (status, answer, more = {}) => send(res, status, answer, { ...headers, ...more }),
			sendJson: (status, json, more = {}) => sendJson(res, status, json, { ...headers, ...more }),
			refuse
		};
		await r.handle(call);
	}
}

/** A refusal as JSON; to a browser that opened the address itself (a download link), as a page in its language (refusal-page.ts). */
function answerRefusal(req: IncomingMessage, res: ServerResponse, status: number, why: CodedReason, extra: object, headers: Record<string, string>): true {
	return isNavigation(req) ? sendRefusalPage(req, res, status, why, headers) : send(res, status, { ok: false, ...why, ...extra }, headers);
}

/** Every group's routes, compiled once: which group a path is in, which route answers a request. */
class RouteTable {
	private readonly compiled: Compiled[];
	/** Longest prefix first, so a group inside another (`/api/v1` in `/api`) is found first. */
	private readonly groups: RouteGroup[];

	constructor(groups: readonly RouteGroup[]) {
		this.compiled = groups.flatMap((group) => group.routes.map((r) => ({ route: r, group, segments: r.pattern.split('/').slice(1) })));
		this.groups = [...groups].sort((a, b) => b.prefix.length - a.prefix.length);
	}

	groupOf(path: string): RouteGroup | undefined {
		return this.groups.find((g) => path === g.prefix || path.startsWith(`${g.prefix}/`));
	}

	/** The route for `method` on `path` with its parameters, or 404 `api-not-found` / 405 naming what the path takes. */
	find(method: string, path: string): (Compiled & { params: Record<string, string> }) | Refusal {
		const segments = path.split('/').slice(1);
		const matching = this.compiled.flatMap((c) => {
			const params = matchSegments(c.segments, segments);
			return params ? [{ ...c, params }] : [];
		});
		if (matching.length === 0) return { status: 404, why: refusal('api-not-found') };
		const wanted = method === 'HEAD' ? 'GET' : method;
		const found = matching.find((c) => c.route.method === wanted && !(method === 'HEAD' && c.route.stream));
		if (found) return found;
		const allow = [...new Set(matching.map((c) => c.route.method))].join(', ');
		return { status: 405, why: refusal('method-not-allowed', { allow }), headers: { allow } };
	}
}

/** Who may call a route (see `Access`): the session's role, a key checked once, the broadcast API's rates. */
class AccessCheck {
	private readonly keyRate = new Buckets(KEY_RATE);
	private readonly addressRate = new Buckets(ADDRESS_RATE);

	constructor(private readonly deps: Pick<RouterDeps, 'gate'>) {}

	async admit(
		r: Route<void>,
		event: string,
		req: IncomingMessage,
		address: string,
		grantOf: () => Promise<Grant>,
		params: Readonly<Record<string, string>>
	): Promise<({ ok: true; key: KeyRef | null }) | ({ ok: false } & Refusal)> {
		const refused = (status: number, why: CodedReason, headers?: Record<string, string>) => ({ ok: false as const, status, why, headers });
		if (r.access === 'public') return { ok: true, key: null };
		const need = SESSION_NEEDS[r.access];
		if (need !== undefined) {
			const grant = await grantOf();
			if (allows(grant, need)) return { ok: true, key: null };
			if (r.access !== 'change') return refused(401, refusal(refusedCode(grant, need), { event }));
		}
		const caller = this.deps.gate ? await this.deps.gate.caller(req) : ({ ok: true, key: null } as const);
		if (!caller.ok) return refused(caller.status, caller.why, caller.headers);
		const key = caller.key;
		if (r.access === 'change') {
			if (key?.scope !== 'control') return refused(401, refusal('operators-only', { event }));
			return key.table === null ? { ok: true, key } : refused(403, refusal('key-other-table', { paired: key.table }));
		}
		const rate = key ? this.keyRate.take(`k:${key.id}`) : this.addressRate.take(`a:${address}`);
		if (!rate.ok) {
			const max = key ? KEY_RATE.perSecond : ADDRESS_RATE.perSecond;
			return refused(429, refusal('api-rate', { max }), { 'retry-after': String(Math.max(1, Math.ceil(rate.retryAfterMs / 1000))) });
		}
		if (r.access === 'control' && !key) return refused(401, refusal('key-missing'), { 'www-authenticate': 'Bearer' });
		if (r.access === 'control' && key!.scope !== 'control') return refused(403, refusal('key-read-only'));
		// A key for one table controls that table only, and nothing that is not a table's.
		if (r.access === 'control' && key!.table !== null && decodeURIComponentSafe(params.table) !== key!.table) {
			return refused(403, refusal('key-other-table', { paired: key!.table }));
		}
		return { ok: true, key };
	}
}

const decodeURIComponentSafe = (text: string | undefined): string | null => {
	if (text === undefined) return null;
	try {
		return decodeURIComponent(text);
	} catch {
		return null;
	}
};

/** A route's JSON body, read and validated, or the refusal (415, 413, 400). */
async function readBody(req: IncomingMessage, r: Route<void>, method: string): Promise<{ ok: true; body: unknown } | ({ ok: false } & Refusal)> {
	const spec = r.body!;
	const read = await readJson(req, spec.max, { form: spec.form, empty: spec.empty });
	if (!read.ok) return { ok: false, status: read.status, why: read.why };
	const parsed = spec.schema.safeParse(spec.clean ? spec.clean(read.body) : read.body);
	if (parsed.success) return { ok: true, body: parsed.data };
	return { ok: false, status: 400, why: spec.invalid ? spec.invalid(parsed.error) : refusal('invalid', { event: `${method} ${r.pattern}`, detail: describeZod(parsed.error) }) };
}

/** The `:name` parameters when `pattern` matches `path` segment for segment, else null. */
function matchSegments(pattern: readonly string[], path: readonly string[]): Record<string, string> | null {
	if (pattern.length !== path.length) return null;
	let params: Record<string, string> | null = null;
	for (let i = 0; i < pattern.length; i++) {
		const want = pattern[i]!;
		const got = path[i]!;
		if (want.startsWith(':')) {
			if (got === '') return null;
			(params ??= {})[want.slice(1)] = got;
		} else if (want !== got) return null;
	}
	return params ?? {};
}

/**
 * A store that could not keep a write, as the answer the client can show: a full disk (507), a
 * read-only or damaged database (503). Null for anything else (a bug: 500).
 */
export function storeFailure(err: unknown): { status: number; body: CodedReason } | null {
	const code = String((err as { code?: unknown })?.code ?? '');
	if (code === 'SQLITE_FULL') return { status: 507, body: refusal('disk-full') };
	if (code.startsWith('SQLITE_READONLY')) return { status: 503, body: refusal('store-read-only', { detail: (err as Error).message }) };
	if (err instanceof StoreError && err.code === 'damaged') return { status: 503, body: refusal('store-failed', { detail: err.message }) };
	if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') return { status: 503, body: refusal('store-failed', { detail: (err as Error).message }) };
	// PostgreSQL away (refused, reset, shutting down, connection lost): the request may be retried.
	if (PG_AWAY.test(code) || /Connection terminated|timeout exceeded when trying to connect/i.test((err as Error)?.message ?? '')) {
		return { status: 503, body: refusal('store-failed', { detail: (err as Error).message }) };
	}
	return null;
}

/** Node's socket errors and PostgreSQL's SQLSTATE classes 08 (connection) and 57P (shutdown). */
const PG_AWAY = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|08\w{3}|57P0[123])$/;
