/**
 * The match list, a player's statistics and the list CSV on a real server (SQLite): matches
 * played through the console's Socket.IO protocol, results written by the results writer after
 * the acknowledgement, then read back over HTTP as a page or a spreadsheet would.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/records/csv';
import type { MatchListResponse, MatchRow, PlayerStatsResponse } from '../../src/lib/protocol/records';
import { call, connect, connected, login, startServer, tempDir, until, type Running } from '../server/helpers';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as { match: Record<string, unknown>; actions: unknown[] };

describe('the match list, statistics and the list CSV', () => {
	let server: Running;
	let op: ReturnType<typeof connect>;
	const ids: Record<string, number> = {};
	/** A public read; the read budget (3 a second per address) is waited out, as a page would. */
	const get = async (path: string): Promise<Response> => {
		for (;;) {
			const res = await fetch(`${server.url}${path}`);
			if (res.status !== 429) return res;
			await new Promise((r) => setTimeout(r, 350));
		}
	};
	const list = async (query = ''): Promise<MatchListResponse> => {
		const res = await get(`/api/matches${query}`);
		expect(res.status).toBe(200);
		return (await res.json()) as MatchListResponse;
	};
	const row = async (id: number): Promise<MatchRow> => (await list()).matches.find((m) => m.id === id)!;
	const waitFor = async (id: number, ok: (m: MatchRow) => boolean, what: string) => {
		const end = Date.now() + 8000;
		for (;;) {
			const m = await row(id);
			if (ok(m)) return m;
			if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(m)}`);
			await new Promise((r) => setTimeout(r, 100));
		}
	};
	const play = async (table: string, name: string, setup: Record<string, unknown>, actions: unknown[]) => {
		const joined = await call(op.socket, 'join', { table });
		const started = await call(op.socket, 'match:start', { table, setup, replaces: joined.state?.match?.id ?? null });
		expect(started.ok, started.reason).toBe(true);
		let revision = 0;
		const id = started.state.match.id as number;
		for (const action of actions) {
			const ack = await call(op.socket, 'act', { table, match: id, revision, action });
			expect(ack.ok, ack.reason).toBe(true);
			revision++;
		}
		ids[name] = id;
		return { id, revision };
	};

	beforeAll(async () => {
		server = await startServer({ dataDir: tempDir() });
		const token = (await login(server.url, server.pin!)).token!;
		op = connect(server.url, { token });
		await connected(op.socket);
		for (const [id, name] of [['c1', 'Carom 1'], ['p1', 'Pool 1']]) expect((await call(op.socket, 'table:create', { id, name })).ok).toBe(true);
		const merckx = fixture('carom/merckx-50-in-6.json');
		// 50 in 6 innings (runs 4-9-26-7-0-4) against 6 in 6 (high run 3)
		await play('c1', 'carom1', { ...merckx.match, players: [{ name: 'Łukasz Żółć', country: 'PL' }, '=SUM(A1)'] }, merckx.actions);
		await play('c1', 'carom2', { ...merckx.match, players: ['Ёжиков Иван', { name: 'łukasz  żółć', country: 'PL' }] }, merckx.actions);
		const pool = fixture('pool/nine-ball/break-and-run.json');
		await play('p1', 'pool', { ...pool.match, players: ['Ёжиков Иван', 'Anna Nowak'] }, pool.actions);
		// a live match on c1 replaces carom2 (which ended finished)
		await play('c1', 'live', { ...merckx.match, players: ['Anna Nowak', 'Łukasz Żółć'] }, merckx.actions.slice(0, 2));
	}, 60_000);
	afterAll(async () => {
		op?.socket.close();
		await server?.stop();
	});

	it('lists every match newest first, live flagged, results from the writer and the venue', async () => {
		const all = await list();
		expect(all.matches.map((m) => m.id)).toEqual([ids.live, ids.pool, ids.carom2, ids.carom1]);
		expect(all.next).toBeNull();
		const live = all.matches[0]!;
		expect(live).toMatchObject({ tableId: 'c1', tableName: 'Carom 1', discipline: 'three-cushion', live: true, endedAt: null });
		expect(live.result).toMatchObject({ status: 'live', players: [{ score: 4 }, { score: 1 }] });
		const c1 = await waitFor(ids.carom1!, (m) => m.result !== null, 'the first match’s result');
		expect(c1).toMatchObject({ live: false, players: [{ name: 'Łukasz Żółć', country: 'PL' }, { name: '=SUM(A1)', country: null }] });
		expect(c1.result).toMatchObject({ status: 'finished', winner: 0, innings: 6, players: [{ score: 50, average: 8.333, highRun: 26 }, { score: 6, average: 1, highRun: 3 }] });
		const pool = await waitFor(ids.pool!, (m) => m.result?.status === 'finished', 'the pool result');
		expect(pool.live).toBe(false);
		expect(pool.result!.players.map((p) => [p.score, p.racksWon])).toEqual([[2, 2], [0, 0]]);
	});

	it('filters by table, player (as the player list compares names), discipline and dates; pages by keyset', async () => {
		expect((await list('?table=p1')).matches.map((m) => m.id)).toEqual([ids.pool]);
		expect((await list('?player=%C3%81nna')).matches).toEqual([]);
		expect((await list('?player=anna%20%20NOWAK')).matches.map((m) => m.id)).toEqual([ids.live, ids.pool]);
		expect((await list(`?player=${encodeURIComponent('ЁЖИКОВ иван')}`)).matches.map((m) => m.id)).toEqual([ids.pool, ids.carom2]);
		expect((await list('?discipline=three-cushion&table=c1')).matches.map((m) => m.id)).toEqual([ids.live, ids.carom2, ids.carom1]);
		const today = new Date();
		const d = (t: Date) => `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
		expect((await list(`?from=${d(today)}&to=${d(today)}`)).matches).toHaveLength(4);
		expect((await list(`?to=${d(new Date(Date.now() - 86_400_000))}`)).matches).toHaveLength(0);
		const seen: number[] = [];
		let page = await list('?limit=1');
		seen.push(...page.matches.map((m) => m.id));
		while (page.next !== null) {
			page = await list(`?limit=1&before=${page.next}`);
			seen.push(...page.matches.map((m) => m.id));
		}
		expect(seen).toEqual([ids.live, ids.pool, ids.carom2, ids.carom1]);
	});

	it('refuses bad filters with a coded reason', async () => {
		for (const [query, code] of [
			['?limit=0', 'list-filter'],
			['?limit=101', 'list-filter'],
			['?from=2025-13-01', 'list-filter'],
			['?from=2025-02-30', 'list-filter'],
			['?discipline=snooker-ish', 'list-filter'],
			['?table=Bad%20Id', 'list-filter'],
			['?before=-1', 'list-filter'],
			['?colour=red', 'list-filter'],
			['?limit=5&limit=6', 'list-filter'],
			['?from=2025-03-02&to=2025-03-01', 'list-dates']
		] as const) {
			const res = await get(`/api/matches${query}`);
			expect(res.status, query).toBe(400);
			expect(((await res.json()) as { code: string }).code, query).toBe(code);
		}
		const csv = await get('/api/matches/export.csv?player=x');
		expect(csv.status).toBe(400);
		expect((await get('/api/players/Nobody%20Here/stats')).status).toBe(404);
	});

	it('sums a player’s finished matches: carom average and high run, pool racks', async () => {
		await waitFor(ids.carom2!, (m) => m.result?.status === 'finished', 'the second carom result');
		const res = await get(`/api/players/${encodeURIComponent('ŁUKASZ ŻÓŁĆ')}/stats`);
		expect(res.status).toBe(200);
		const stats = (await res.json()) as PlayerStatsResponse;
		// the live match does not count: 50 in 6 (won) and 6 in 6 (lost) → 56 / 12 = 4.666…, cut
		expect(stats).toEqual({
			ok: true,
			// the newest spelling (the live match's)
			name: 'Łukasz Żółć',
			matches: 2,
			wins: 1,
			draws: 0,
			disciplines: [{ discipline: 'three-cushion', matches: 2, wins: 1, points: 56, innings: 12, generalAverage: 4.666, bestAverage: 8.333, highRun: 26, racksWon: 0, racksLost: 0, breakAndRuns: 0 }]
		});
		const ivan = (await (await get(`/api/players/${encodeURIComponent('Ёжиков Иван')}/stats`)).json()) as PlayerStatsResponse;
		expect(ivan).toMatchObject({ matches: 2, wins: 2 });
		const nine = ivan.disciplines.find((x) => x.discipline === 'nine-ball')!;
		expect(nine).toMatchObject({ matches: 1, wins: 1, points: 2, racksWon: 2, racksLost: 0, generalAverage: null, bestAverage: null });
		expect(nine.breakAndRuns).toBeGreaterThanOrEqual(1);
		expect(ivan.disciplines.find((x) => x.discipline === 'three-cushion')).toMatchObject({ points: 50, innings: 6, generalAverage: 8.333, highRun: 26 });
	});

	it('the list CSV: BOM, header, a row per match; formula-like names stay text, Polish and Russian intact', async () => {
		const res = await get('/api/matches/export.csv');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		const bytes = new Uint8Array(await res.arrayBuffer());
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const text = new TextDecoder().decode(bytes);
		expect(text.split('\r\n').length).toBe(6);
		const rows = parseCsv(text);
		expect(rows[0]).toEqual(['match', 'date', 'table', 'discipline', 'status', 'players', 'winner', 'result', 'innings', 'averages', 'high runs']);
		const first = rows.find((r) => r[0] === String(ids.carom1))!;
		expect(first.slice(2)).toEqual(['Carom 1', 'three-cushion', 'finished', 'Łukasz Żółć (PL) / =SUM(A1)', 'Łukasz Żółć', '50 : 6', '6', '8.333 / 1.000', '26 / 3']);
		const second = rows.find((r) => r[0] === String(ids.carom2))!;
		expect(second[5]).toBe('Ёжиков Иван / łukasz żółć (PL)');
		expect(second[6]).toBe('Ёжиков Иван');
		// a cell that starts with "=" gets the guard
		expect(rows.flat().filter((c) => c.startsWith('=')).length).toBe(0);
		expect(rows.find((r) => r[0] === String(ids.live))![4]).toBe('live');
		const none = parseCsv(await (await get('/api/matches/export.csv?to=2000-01-01')).text());
		expect(none).toHaveLength(1);
	});

	it('an undo after the end un-finishes the result; the redo finishes it again', async () => {
		const table = 'p1';
		const state = (await call(op.socket, 'join', { table })).state;
		expect(state.match.summary.status).toBe('finished');
		const undo = await call(op.socket, 'act', { table, match: state.match.id, revision: state.match.revision, action: { t: 'undo' } });
		expect(undo.ok, undo.reason).toBe(true);
		const live = await waitFor(ids.pool!, (m) => m.live, 'the match to be live again');
		expect(live.result?.status).toBe('live');
		// the stored result follows (stats count finished matches only)
		const end = Date.now() + 8000;
		let stats: PlayerStatsResponse;
		do {
			stats = (await (await get(`/api/players/${encodeURIComponent('Anna Nowak')}/stats`)).json()) as PlayerStatsResponse;
			if (stats.matches === 0) break;
			await new Promise((r) => setTimeout(r, 100));
		} while (Date.now() < end);
		expect(stats).toMatchObject({ matches: 0, wins: 0, disciplines: [] });
		const redo = await call(op.socket, 'act', { table, match: state.match.id, revision: state.match.revision + 1, action: { t: 'redo' } });
		expect(redo.ok, redo.reason).toBe(true);
		await waitFor(ids.pool!, (m) => !m.live && m.result?.status === 'finished', 'the match to be finished again');
	});
});
