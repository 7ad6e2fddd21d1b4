/**
 * The small HTTP API beside the pages: login/logout/session, read-only exports and the venue's
 * player list (operators only). It runs in
 * front of SvelteKit's handler (production) or as a Vite middleware (dev), in the process that
 * owns the store, so no request ever reaches the store through a second copy of the code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { refusal, type CodedReason } from '../protocol/refusals';
import { describeZod, tableIdSchema } from '../protocol';
import { addPlayersSchema, MAX_LISTED_PLAYERS, playerNameSchema, type KnownPlayer } from '../protocol/players';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_DAYS, sessionOf, type Auth } from './auth';
import { originAllowed } from './socket';
import type { Venue } from './venue';
import { decodePath, readJson, refuseBody, send, sendJson } from './http-util';
import { addressKey } from './address';
import { ReadBudget } from './reads';
import { serveBackup } from './backup';
import type { ObsService } from './obs/service';
import { StoreError, type PlayerRecord, type PlayerStore } from './store/types';
import type { Sponsors } from './sponsors';
import type { V1 } from './api/v1';
import type { ApiKeys } from './api/keys';
import { keysRoute } from './api/keys-route';
import { handleRecords, type RecordsContext } from './records';
import type { CompetitionRoutes } from './competitions/routes';

const loginSchema = z.strictObject({ pin: z.string().min(1).max(40) });
const MAX_BODY = 1024;
/** A POST /api/players body: up to 500 players of at most ~100 bytes each. */
const MAX_PLAYERS_BODY = 64 * 1024;

const known = (p: PlayerRecord): KnownPlayer => ({
	name: p.name,
	...(p.country !== null ? { country: p.country } : {}),
	...(p.rating !== null ? { rating: p.rating } : {}),
	uses: p.uses,
	lastUsed: p.lastUsed
});

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

function cookie(value: string, maxAge: number, secure: boolean) {
	return `${secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

/** What the HTTP API works with, by name (runtime.ts passes the node's); absent parts answer as disabled. */
export interface ApiDeps {
	venue: Venue;
	auth: Auth;
	allowedOrigins: readonly string[];
	obs?: ObsService | null;
	players?: PlayerStore | null;
	reads?: ReadBudget;
	/** `cuecast backup`'s control route: its token, the data folder, the store's backup. */
	backup?: { token: string; dataDir: string; run(file: string): Promise<void> } | null;
	sponsors?: Sponsors | null;
	/** The broadcast API (v1) and its keys. */
	broadcast?: { v1: V1; keys: ApiKeys } | null;
	records?: Omit<RecordsContext, 'heavyRead'> | null;
	competitions?: CompetitionRoutes | null;
}

export function createApi(deps: ApiDeps) {
	const { venue, auth, allowedOrigins, obs = null, players = null, reads = new ReadBudget(), backup = null, sponsors = null, broadcast = null, records = null, competitions = null } = deps;
	const recordsContext: RecordsContext | null = records ? { ...records, heavyRead: (req, event) => heavyRead(req, event) } : null;
	/** Handles /api/* and returns true, or returns false for the pages. */
	return function api(req: IncomingMessage, res: ServerResponse): boolean {
		const url = new URL(req.url ?? '/', 'http://x');
		if (!url.pathname.startsWith('/api/') && !(sponsors && url.pathname.startsWith('/media/'))) return false;
		void route(req, res, url).catch((err) => {
			const failure = storeFailure(err);
			if (failure) {
				console.error(`cuecast: ${req.method} ${url.pathname}: ${failure.body.reason}`);
				if (!res.headersSent) send(res, failure.status, { ok: false, ...failure.body });
				return;
			}
			console.error('cuecast: api error', err);
			if (!res.headersSent) send(res, 500, { ok: false, reason: 'internal error' });
		});
		return true;
	};

	async function route(req: IncomingMessage, res: ServerResponse, url: URL) {
		const path = url.pathname.replace(/\/+$/, '');
		const method = req.method ?? 'GET';
		const secure = (req.socket as { encrypted?: boolean }).encrypted === true || req.headers['x-forwarded-proto'] === 'https';

		// The broadcast tools' API authenticates by key, never by cookie, so any origin may call it.
		if (broadcast && (path === '/api/v1' || path.startsWith('/api/v1/'))) return broadcast.v1.handle(req, res, url, path);
		if (method !== 'GET' && method !== 'HEAD' && !originAllowed(req, allowedOrigins)) {
			return send(res, 403, { ok: false, reason: 'origin not allowed' });
		}
		if (sponsors && (path === '/api/sponsors' || path.startsWith('/api/sponsors/'))) {
			return sponsors.handle(req, res, url, (await auth.roleOf(sessionOf(req.headers.cookie) ?? undefined)) === 'operator');
		}
		if (sponsors && path.startsWith('/media/') && (method === 'GET' || method === 'HEAD')) return sponsors.serve(res, path.slice('/media/'.length), method === 'HEAD');
		if (obs && path.startsWith('/api/obs')) {
			const operator = (await auth.roleOf(sessionOf(req.headers.cookie) ?? undefined)) === 'operator';
			await obs.handle(req, res, url, operator);
			return;
		}

		if (path === '/api/login' && method === 'POST') {
			const read = await readJson(req, MAX_BODY, { form: true });
			if (!read.ok) return refuseBody(res, read);
			const parsed = loginSchema.safeParse(read.body);
			if (!parsed.success) return send(res, 400, { ok: false, reason: describeZod(parsed.error) });
			const addr = addressKey(req.socket.remoteAddress);
			const result = await auth.login(parsed.data.pin, addr);
			if (!result.ok) {
				const headers: Record<string, string> = {};
				if (result.retryAfterMs) headers['retry-after'] = String(Math.ceil(result.retryAfterMs / 1000));
				return send(res, result.status, { ok: false, reason: result.reason, code: result.code, ...(result.params ? { params: result.params } : {}) }, headers);
			}
			return send(res, 200, { ok: true, role: 'operator' }, { 'set-cookie': cookie(result.token, SESSION_DAYS * 86400, secure) });
		}
		if (backup && path === '/api/backup' && method === 'POST') {
			return serveBackup(req, res, backup.token, backup.dataDir, backup.run, (status, body) => send(res, status, body));
		}
		if (path === '/api/logout' && method === 'POST') {
			await auth.logout(sessionOf(req.headers.cookie) ?? undefined);
			return send(res, 200, { ok: true }, { 'set-cookie': secure ? [cookie('', 0, true), cookie('', 0, false)] : cookie('', 0, false) });
		}
		if (players && path === '/api/players') return playersRoute(req, res, url, method, players);
		if (broadcast && (path === '/api/keys' || path.startsWith('/api/keys/'))) {
			return keysRoute(req, res, path, (await auth.roleOf(sessionOf(req.headers.cookie) ?? undefined)) === 'operator', broadcast.keys);
		}
		if (competitions && (await competitions.handle(req, res, url, path))) return;
		if (method !== 'GET' && method !== 'HEAD') return send(res, 405, { ok: false, reason: 'method not allowed' });
		if (recordsContext && (await handleRecords(req, res, url, path, recordsContext))) return;

		if (path === '/api/health') return send(res, 200, { ok: true });
		if (path === '/api/session') {
			return send(res, 200, { ok: true, role: await auth.roleOf(sessionOf(req.headers.cookie) ?? undefined) });
		}
		if (path === '/api/tables') return send(res, 200, { ok: true, ...venue.venueState(), states: venue.allStates() });

		const m = /^\/api\/tables\/([^/]+)(?:\/(script|matches))?$/.exec(path);
		if (m) {
			const raw = decodePath(m[1]);
			if (raw === null) return send(res, 400, { ok: false, ...refusal('bad-path') });
			const id = tableIdSchema.safeParse(raw);
			if (!id.success || !venue.has(id.data)) return send(res, 404, { ok: false, reason: 'no such table' });
			if (!m[2]) return send(res, 200, { ok: true, state: venue.tableState(id.data) });
			const tooMany = await heavyRead(req, `GET /api/tables/<id>/${m[2]}`);
			if (tooMany) return send(res, 429, { ok: false, ...tooMany }, { 'retry-after': '1' });
			if (m[2] === 'script') {
				const t0 = performance.now();
				const script = venue.scriptJsonOf(id.data);
				if (!script) return send(res, 404, { ok: false, reason: 'no match on this table' });
				sendJson(res, 200, script);
				reads.spend(performance.now() - t0);
				return;
			}
			return send(res, 200, { ok: true, matches: await venue.store.listMatches(id.data) });
		}
		const mm = /^\/api\/matches\/(\d{1,12})\/script$/.exec(path);
		if (mm) {
			const tooMany = await heavyRead(req, 'GET /api/matches/<id>/script');
			if (tooMany) return send(res, 429, { ok: false, ...tooMany }, { 'retry-after': '1' });
			const match = await venue.store.loadMatch(Number(mm[1]));
			if (!match) return send(res, 404, { ok: false, reason: 'no such match' });
			return send(res, 200, { match: match.setup, actions: match.actions });
		}
		return send(res, 404, { ok: false, reason: 'not found' });
	}

	/** A heavy read over HTTP, counted per address (and venue-wide for viewers): reads.ts. */
	async function heavyRead(req: IncomingMessage, event: string) {
		const operator = (await auth.roleOf(sessionOf(req.headers.cookie) ?? undefined)) === 'operator';
		const key = `${operator ? 'o' : 'v'}:${addressKey(req.socket.remoteAddress)}`;
		return reads.take(reads.address(key, operator), operator, event);
	}

	/**
	 * The venue's player list, for operators only (viewers never see it): GET lists, POST adds
	 * (an older console's list, imported once), DELETE ?name=<name> forgets one (a query, not a
	 * path segment: a name may be "..", which URLs resolve away). Every started match records
	 * its players on its own (runtime.ts).
	 */
	async function playersRoute(req: IncomingMessage, res: ServerResponse, url: URL, method: string, store: PlayerStore) {
		if ((await auth.roleOf(sessionOf(req.headers.cookie) ?? undefined)) !== 'operator') {
			return send(res, 401, { ok: false, reason: 'operators only (log in at /login)' });
		}
		const list = async () => (await store.listPlayers(MAX_LISTED_PLAYERS)).map(known);
		if (method === 'GET' || method === 'HEAD') return send(res, 200, { ok: true, players: await list() });
		if (method === 'POST') {
			const read = await readJson(req, MAX_PLAYERS_BODY);
			if (!read.ok) return refuseBody(res, read);
			const parsed = addPlayersSchema.safeParse(read.body);
			if (!parsed.success) return send(res, 400, { ok: false, reason: describeZod(parsed.error) });
			const now = Date.now();
			await store.recordPlayers(
				parsed.data.players.map((p) => ({ name: p.name, country: p.country, rating: p.rating, at: Math.min(p.lastUsed ?? now, now) }))
			);
			return send(res, 200, { ok: true, players: await list() });
		}
		if (method !== 'DELETE') return send(res, 405, { ok: false, reason: 'method not allowed' }, { allow: 'GET, POST, DELETE' });
		const name = playerNameSchema.safeParse(url.searchParams.get('name') ?? undefined);
		if (!name.success) return send(res, 400, { ok: false, reason: describeZod(name.error) });
		if (!(await store.removePlayer(name.data))) return send(res, 404, { ok: false, reason: 'no such player' });
		return send(res, 200, { ok: true });
	}
}
