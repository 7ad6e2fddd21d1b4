/**
 * What the competition flow tests share: a real server (helpers.ts), its competition API over
 * real HTTP with an operator session, and a console (real Socket.IO) that plays a competition's
 * match on its table action by action, at the revision each acknowledgement gives — exactly
 * what a marker's console does. Nothing here works a standing or a bracket out: the tests write
 * those by hand.
 */
import { expect } from 'vitest';
import type { CompetitionMatch, CompetitionView } from '../../src/lib/competition/types';
import type { TableState } from '../../src/lib/protocol';
import { call, connect, connected, login, startServer, until, type Running } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

/** A server (a process by default; `Served` on the in-process harness), a session and a console. */
export interface Harness<S extends Running | Served = Running | Served> {
	server: S;
	token: string;
	op: ReturnType<typeof connect>;
}

export async function boot(dataDir: string, port?: number, token?: string): Promise<Harness<Running>> {
	const server = await startServer({ dataDir, ...(port ? { port } : {}) });
	const t = token ?? (await login(server.url, server.pin!)).token!;
	const op = connect(server.url, { token: t });
	await connected(op.socket);
	return { server, token: t, op };
}

/** `boot` on the in-process harness (tests/support/harness.ts): for tests that never kill the server. */
export async function bootInProcess(dataDir: string): Promise<Harness<Served>> {
	const server = await serveInProcess({ dataDir });
	const token = (await login(server.url, server.pin!)).token!;
	const op = connect(server.url, { token });
	await connected(op.socket);
	return { server, token, op };
}

/**
 * Until the server's competition flow has handled every table change it has heard of (the
 * in-process harness only): what a sleep would guess at, known. An action acknowledged before
 * this call has been heard (the table announces it as it acknowledges it).
 */
export async function flowIdle(h: Harness<Served>): Promise<void> {
	await h.server.runtime.competitions.flow.idle();
}

export async function shutdown(h: Harness | undefined): Promise<void> {
	if (!h) return;
	h.op.socket.close();
	await h.server.stop();
}

export async function createTables(h: Harness, ids: string[]): Promise<void> {
	for (const id of ids) {
		const r = await call(h.op.socket, 'table:create', { id, name: `Table ${id}` });
		expect(r.ok, r.reason).toBe(true);
	}
}

export interface Reply {
	status: number;
	body: any;
}

/** A request as the director's page makes it: session cookie, same origin, JSON. */
export async function api(
	h: Harness,
	path: string,
	init: { method?: string; body?: unknown; headers?: Record<string, string>; session?: boolean } = {}
): Promise<Reply> {
	const headers: Record<string, string> = {
		origin: h.server.url,
		...(init.session === false ? {} : { cookie: `cuecast_session=${h.token}` }),
		...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
		...init.headers
	};
	const res = await fetch(`${h.server.url}${path}`, {
		method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
		headers,
		body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
	});
	const text = await res.text();
	let body: any = text;
	try {
		body = JSON.parse(text);
	} catch {
		// not JSON: kept as text
	}
	return { status: res.status, body };
}

export async function create(h: Harness, definition: Record<string, unknown>): Promise<CompetitionView> {
	const r = await api(h, '/api/competitions', { body: definition });
	expect(r.status, JSON.stringify(r.body)).toBe(201);
	expect(r.body.ok).toBe(true);
	expect(r.body.id).toBe(r.body.competition.id);
	return r.body.competition as CompetitionView;
}

export async function view(h: Harness, id: string): Promise<CompetitionView> {
	const r = await api(h, `/api/competitions/${id}`);
	expect(r.status, JSON.stringify(r.body)).toBe(200);
	return r.body as CompetitionView;
}

export async function tableState(h: Harness, table: string): Promise<TableState> {
	const r = await api(h, `/api/tables/${table}`);
	expect(r.status).toBe(200);
	return r.body.state as TableState;
}

/** The match between two named players (either seat order). */
export function between(v: CompetitionView, a: string, b: string): CompetitionMatch {
	const m = v.matches.find((x) => (x.players[0] === a && x.players[1] === b) || (x.players[0] === b && x.players[1] === a));
	if (!m) throw new Error(`no match ${a} – ${b} in ${v.id}: ${v.matches.map((x) => x.players.join('–')).join(', ')}`);
	return m;
}

export function matchById(v: CompetitionView, id: string): CompetitionMatch {
	const m = v.matches.find((x) => x.id === id);
	if (!m) throw new Error(`no match ${id} in ${v.id}`);
	return m;
}

/** Polls the competition until `ok` holds for it. */
export async function waitView(h: Harness, id: string, ok: (v: CompetitionView) => boolean, what: string, ms = 8000): Promise<CompetitionView> {
	const end = Date.now() + ms;
	let last: CompetitionView | null = null;
	for (;;) {
		last = await view(h, id);
		if (ok(last)) return last;
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}; matches: ${JSON.stringify(last.matches.map((m) => [m.id, m.players, m.status, m.table]))}`);
		await new Promise((r) => setTimeout(r, 25));
	}
}

export async function assign(h: Harness, id: string, match: string, table: string): Promise<CompetitionMatch> {
	const r = await api(h, `/api/competitions/${id}/matches/${match}/assign`, { body: { table } });
	expect(r.status, JSON.stringify(r.body)).toBe(200);
	const m = matchById(r.body.competition, match);
	expect([m.status, m.table]).toEqual(['live', table]);
	return m;
}

/** Sends `actions` to the table's match from `revision` on; returns the revision the last one made. */
export async function act(h: Harness, table: string, tableMatch: number, actions: Record<string, unknown>[], revision = 0): Promise<number> {
	for (const action of actions) {
		const r = await call(h.op.socket, 'act', { table, match: tableMatch, revision, action });
		expect(r.ok, `${table} #${tableMatch} @${revision} ${JSON.stringify(action)}: ${r.reason}`).toBe(true);
		revision = r.revision;
	}
	return revision;
}

/**
 * A results-only pool race (`{"t":"rack","player":I}`): `racks` says how many racks each named
 * player wins; the loser's racks come first, so the winner reaches his target with the last one.
 */
export function raceActions(m: CompetitionMatch, racks: Record<string, number>): Record<string, unknown>[] {
	const seats = m.players.map((p) => racks[p!]);
	if (seats.some((n) => n === undefined)) throw new Error(`racks ${JSON.stringify(racks)} do not name ${m.players.join(' and ')}`);
	const winner = seats[0] > seats[1] ? 0 : 1;
	const loser = 1 - winner;
	return [...Array<number>(seats[loser]).fill(loser), ...Array<number>(seats[winner]).fill(winner)].map((player) => ({ t: 'rack', player }));
}

/**
 * A carom match by innings (`{"t":"inning","points":N}`): `innings` gives each named player's
 * innings; seat 0 breaks, so they are played seat 0, seat 1, seat 0, … Then the penalty shots
 * (`{"t":"penalty","points":0|1}`), by seat, in the order the engine asks for them.
 */
export function caromActions(m: CompetitionMatch, innings: Record<string, number[]>, penalties: Record<string, number[]> = {}): Record<string, unknown>[] {
	const [a, b] = m.players.map((p) => innings[p!]);
	if (!a || !b) throw new Error(`innings ${JSON.stringify(innings)} do not name ${m.players.join(' and ')}`);
	const out: Record<string, unknown>[] = [];
	for (let i = 0; i < Math.max(a.length, b.length); i++) {
		if (i < a.length) out.push({ t: 'inning', points: a[i] });
		if (i < b.length) out.push({ t: 'inning', points: b[i] });
	}
	const [pa, pb] = m.players.map((p) => penalties[p!] ?? []);
	for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
		if (i < pa.length) out.push({ t: 'penalty', points: pa[i] });
		if (i < pb.length) out.push({ t: 'penalty', points: pb[i] });
	}
	return out;
}

/** Plays a live competition match to its end on its table and waits for the competition to have it finished. */
export async function playOut(h: Harness, id: string, m: CompetitionMatch, actions: Record<string, unknown>[]): Promise<CompetitionView> {
	expect(m.status).toBe('live');
	await act(h, m.table!, m.tableMatch!, actions);
	return waitView(h, id, (v) => matchById(v, m.id).status === 'finished', `match ${m.id} (${m.players.join(' – ')}) finished`);
}

/** A standings row reduced to what the tests write by hand. */
export const row = (r: CompetitionView['standings'][number]['rows'][number]) => ({
	place: r.place,
	name: r.name,
	played: r.played,
	won: r.won,
	drawn: r.drawn,
	lost: r.lost,
	matchPoints: r.matchPoints,
	scored: r.scored,
	conceded: r.conceded,
	average: r.average,
	highRun: r.highRun,
	tiebreak: r.tiebreak
});

export { until };

/**
 * Plays a competition to its end by hand: ready matches go to the free tables of `tables` in the
 * competition's order, every live match is played with the actions `plan` gives for it (it may
 * look at the table first). Waits while nothing is ready (the knockout's seeds come a moment
 * after the last group match). Returns the finished competition.
 */
export async function drive(
	h: Harness,
	id: string,
	tables: string[],
	plan: (m: CompetitionMatch) => Promise<Record<string, unknown>[]> | Record<string, unknown>[],
	ms = 30_000
): Promise<CompetitionView> {
	const end = Date.now() + ms;
	for (;;) {
		let v = await view(h, id);
		if (v.status === 'finished') return v;
		if (Date.now() > end) throw new Error(`${id} did not finish: ${JSON.stringify(v.matches.map((m) => [m.id, m.players, m.status]))}`);
		const live = v.matches.filter((m) => m.status === 'live');
		const busy = new Set(live.map((m) => m.table));
		const free = tables.filter((t) => !busy.has(t));
		const ready = v.matches.filter((m) => m.status === 'ready');
		for (const m of ready.slice(0, free.length)) live.push(await assign(h, id, m.id, free.shift()!));
		if (live.length === 0) {
			await new Promise((r) => setTimeout(r, 20));
			continue;
		}
		for (const m of live) v = await playOut(h, id, m, await plan(m));
	}
}
