/**
 * The small HTTP API beside the pages: login/logout/session, read-only exports and the venue's
 * player list (operators only). It runs in
 * front of SvelteKit's handler (production) or as a Vite middleware (dev), in the process that
 * owns the store, so no request ever reaches the store through a second copy of the code.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { refusal } from '../protocol/refusals';
import { describeZod, tableIdSchema } from '../protocol';
import { addPlayersSchema, MAX_LISTED_PLAYERS, playerNameSchema, type KnownPlayer } from '../protocol/players';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_DAYS, sessionOf, type Auth } from './auth';
import { originAllowed } from './socket-admission';
import type { Venue } from './venue';
import { decodePath } from './http-util';
import { bind, createRouter, route, type Call, type Route, type RouteGroup } from './router';
import { ReadBudget } from './reads';
import { serveBackup } from './backup';
import type { ObsService } from './obs/service';
import type { PlayerRecord, PlayerStore } from './store/types';
import type { Sponsors } from './sponsors';
import type { PlayerProfiles } from './profiles';
import type { V1 } from './api/v1';
import type { ApiKeys } from './api/keys';
import type { KeyGate } from './api/key-gate';
import { keysRoutes } from './api/keys-route';
import { recordsRoutes, type RecordsContext } from './records';
import type { CompetitionRoutes } from './competitions/routes';
import { DEVICE_COOKIE_DAYS, type DevicePairing } from './devices';

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
	/** Player profiles: their routes, and a player forgotten takes their profile with them. */
	profiles?: PlayerProfiles | null;
	/** The broadcast API (v1), its keys and the one check of a sent key (also for competitions' changes). */
	broadcast?: { v1: V1; keys: ApiKeys; gate: KeyGate } | null;
	records?: RecordsContext | null;
	competitions?: CompetitionRoutes | null;
	/** Pairing table devices and directors (devices.ts). */
	devices?: DevicePairing | null;
	/** GET /api/health's answer (cluster/health.ts): `operator` sees the internals. Absent: `{ok: true}`. */
	health?: ((res: ServerResponse, operator: boolean) => void) | null;
}

/** Handles /api/* (and /media/*) and returns true, or returns false for the pages. */
export function createApi(deps: ApiDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
	const { auth, obs = null, players = null, backup = null, sponsors = null, profiles = null, broadcast = null, records = null, competitions = null } = deps;
	const reads = deps.reads ?? new ReadBudget();
	const groups: RouteGroup[] = [venueRoutes({ ...deps, reads }, backup), ...(players ? [playerRoutes(players, () => profiles?.reload(true))] : []), ...(records ? [recordsRoutes(records)] : [])];
	if (sponsors) groups.push(...sponsors.routes());
	if (profiles) groups.push(...profiles.routes());
	if (obs) groups.push(obs.group);
	if (broadcast) groups.push(keysRoutes(broadcast.keys, (id) => deps.venue.has(id)), broadcast.v1.group);
	if (competitions) groups.push(competitions.group);
	if (deps.devices) groups.push(deps.devices.routes((call, token) => cookie(token, DEVICE_COOKIE_DAYS * 86400, secureOf(call.req))));
	return createRouter({
		groups,
		grantOf: (req) => auth.grantOf(sessionOf(req.headers.cookie) ?? undefined),
		originAllowed: (req) => originAllowed(req, deps.allowedOrigins),
		gate: broadcast?.gate ?? null,
		reads
	});
}

const secureOf = (req: IncomingMessage) => (req.socket as { encrypted?: boolean }).encrypted === true || req.headers['x-forwarded-proto'] === 'https';

/** What the venue's routes work with. */
type VenueParts = ApiDeps & { reads: ReadBudget };

/** The session, the venue's tables and a match's script: what every page reads first; and the backup. */
function venueRoutes(parts: VenueParts, backup: ApiDeps['backup']): RouteGroup {
	const routes = bind(VENUE_ROUTES, parts);
	if (backup) {
		routes.push(
			route({
				method: 'POST',
				pattern: '/api/backup',
				access: 'public',
				handle: (call) => serveBackup(call.req, call.res, backup.token, backup.dataDir, backup.run, (status, body) => call.send(status, body))
			})
		);
	}
	return { prefix: '/api', routes };
}

/** A table of a path, or null once refused (400 `bad-path`, 404). */
function tableOf(call: Call<unknown>, venue: Venue): string | null {
	const raw = decodePath(call.params.table!);
	if (raw === null) return void call.refuse(400, refusal('bad-path')), null;
	const id = tableIdSchema.safeParse(raw);
	if (!id.success || !venue.has(id.data)) return void call.send(404, { ok: false, reason: 'no such table' }), null;
	return id.data;
}

const VENUE_ROUTES: Route<VenueParts>[] = [
	route({
		method: 'POST',
		pattern: '/api/login',
		access: 'public',
		body: { max: MAX_BODY, schema: loginSchema, form: true, invalid: (e) => refusal('invalid', { event: 'login', detail: describeZod(e) }) },
		async handle(call, { auth }: VenueParts) {
			const result = await auth.login(call.body.pin, call.address);
			if (!result.ok) {
				const headers: Record<string, string> = {};
				if (result.retryAfterMs) headers['retry-after'] = String(Math.ceil(result.retryAfterMs / 1000));
				return call.send(result.status, { ok: false, reason: result.reason, code: result.code, ...(result.params ? { params: result.params } : {}) }, headers);
			}
			return call.send(200, { ok: true, role: 'operator' }, { 'set-cookie': cookie(result.token, SESSION_DAYS * 86400, secureOf(call.req)) });
		}
	}),
	route({
		method: 'POST',
		pattern: '/api/logout',
		access: 'public',
		async handle(call, { auth }: VenueParts) {
			await auth.logout(sessionOf(call.req.headers.cookie) ?? undefined);
			const secure = secureOf(call.req);
			return call.send(200, { ok: true }, { 'set-cookie': secure ? [cookie('', 0, true), cookie('', 0, false)] : cookie('', 0, false) });
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/health',
		access: 'public',
		async handle(call, { health }: VenueParts) {
			if (!health) return call.send(200, { ok: true });
			health(call.res, (await call.role().catch(() => 'viewer')) === 'operator');
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/session',
		access: 'public',
		async handle(call) {
			const { role, table } = await call.grant();
			// A paired device's cookie is renewed on every visit: browsers cap a cookie's life at 400 days.
			const token = role === 'device' || role === 'director' ? sessionOf(call.req.headers.cookie) : null;
			const renew: Record<string, string> = token ? { 'set-cookie': cookie(token, DEVICE_COOKIE_DAYS * 86400, secureOf(call.req)) } : {};
			return call.send(200, { ok: true, role, ...(table ? { table } : {}) }, renew);
		}
	}),
	route({ method: 'GET', pattern: '/api/tables', access: 'public', handle: (call, { venue }: VenueParts) => call.send(200, { ok: true, ...venue.venueState(), states: venue.allStates() }) }),
	route({
		method: 'GET',
		pattern: '/api/tables/:table',
		access: 'public',
		handle(call, { venue }: VenueParts) {
			const id = tableOf(call, venue);
			return id && call.send(200, { ok: true, state: venue.tableState(id) });
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/tables/:table/script',
		access: 'public',
		async handle(call, { venue, reads }: VenueParts) {
			const id = tableOf(call, venue);
			if (!id || (await call.heavyRead('GET /api/tables/<id>/script'))) return;
			const t0 = performance.now();
			const script = venue.scriptJsonOf(id);
			if (!script) return call.send(404, { ok: false, reason: 'no match on this table' });
			call.sendJson(200, script);
			reads.spend(performance.now() - t0);
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/tables/:table/matches',
		access: 'public',
		async handle(call, { venue }: VenueParts) {
			const id = tableOf(call, venue);
			if (!id || (await call.heavyRead('GET /api/tables/<id>/matches'))) return;
			return call.send(200, { ok: true, matches: await venue.store.listMatches(id) });
		}
	}),
	route({
		method: 'GET',
		pattern: '/api/matches/:id/script',
		access: 'public',
		async handle(call, { venue }: VenueParts) {
			if (!/^\d{1,12}$/.test(call.params.id!)) return call.refuse(404, refusal('api-not-found'));
			if (await call.heavyRead('GET /api/matches/<id>/script')) return;
			const match = await venue.store.loadMatch(Number(call.params.id));
			if (!match) return call.send(404, { ok: false, reason: 'no such match' });
			return call.send(200, { match: match.setup, actions: match.actions });
		}
	})
];

/**
 * The venue's player list, for operators and table devices (viewers never see it): GET lists, POST adds
 * (an older console's list, imported once), DELETE ?name=<name> forgets one (a query, not a
 * path segment: a name may be "..", which URLs resolve away). Every started match records
 * its players on its own (runtime.ts). Forgetting a player is the operator's.
 */
function playerRoutes(store: PlayerStore, removed: () => Promise<void> | undefined): RouteGroup {
	const list = async () => (await store.listPlayers(MAX_LISTED_PLAYERS)).map(known);
	return {
		prefix: '/api/players',
		routes: [
			route({ method: 'GET', pattern: '/api/players', access: 'scorer', handle: async (call) => call.send(200, { ok: true, players: await list() }) }),
			route({
				method: 'POST',
				pattern: '/api/players',
				access: 'scorer',
				body: { max: MAX_PLAYERS_BODY, schema: addPlayersSchema, invalid: (e) => refusal('invalid', { event: 'players', detail: describeZod(e) }) },
				async handle(call) {
					const now = Date.now();
					await store.recordPlayers(call.body.players.map((p) => ({ name: p.name, country: p.country, rating: p.rating, at: Math.min(p.lastUsed ?? now, now) })));
					return call.send(200, { ok: true, players: await list() });
				}
			}),
			route({
				method: 'DELETE',
				pattern: '/api/players',
				access: 'operator',
				async handle(call) {
					const name = playerNameSchema.safeParse(call.url.searchParams.get('name') ?? undefined);
					if (!name.success) return call.refuse(400, refusal('invalid', { event: 'players', detail: describeZod(name.error) }));
					if (!(await store.removePlayer(name.data))) return call.send(404, { ok: false, reason: 'no such player' });
					await removed();
					return call.send(200, { ok: true });
				}
			})
		]
	};
}
