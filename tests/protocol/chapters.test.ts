/**
 * A match's chapters and highlights over HTTP (issue 27), on the in-process server: a 9-ball race
 * played through the console protocol with each stroke stored at a time the test sets (the
 * store's clock is `Date.now`, held at that time while the stroke is sent), then
 * /api/matches/<id>/chapters.txt, highlights.csv and highlights.edl read with a start given (ms or
 * ISO with its zone, its `+` sent unencoded too), from OBS's stream (a fake obs-websocket that
 * streams), and with neither (the first stroke is 00:00); their refusals with their codes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clientPool, connected, login, tempDir, type Client } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';
import { FakeObs } from '../obs/support/fake-obs';
import { waitFor } from '../obs/support/obs';
import { parseCsv } from '../../src/lib/records/csv';

const realNow = Date.now.bind(Date);
/** The time the store gives the stroke being sent; null: the real clock. */
let held: number | null = null;
vi.spyOn(Date, 'now').mockImplementation(() => held ?? realNow());

let server: Served;
let token: string;
let op: Client;
let obs: FakeObs;
const { client, closeAll } = clientPool(() => server.url);
/** The match's first stroke: a whole second three hours ago (every stroke is in the past, so no clock the server keeps runs backwards after it). */
const T0 = Math.floor(realNow() / 1000) * 1000 - 3 * 3600_000;
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'pool', 'nine-ball', 'break-and-run.json'), 'utf8')) as { match: Record<string, unknown>; actions: unknown[] };
let id = 0;

/**
 * 9-ball, race to 3: the fixture's break and run (rack 1, won at 2:00) and rack 2 (5:30), then
 * rack results: a wrong one at 14:40 taken back at 14:45, Piotr's rack 3 at 15:00, rack 4 at
 * 25:00 (2–2, hill-hill), Anna's rack 5 and the match at 35:00. Seconds after the first stroke:
 */
const script: [number, unknown][] = [
	...fixture.actions.map((a, i): [number, unknown] => [[0, 20, 40, 60, 80, 100, 120, 200, 230, 240, 260, 290, 330][i]!, a]),
	[880, { t: 'rack', player: 0 }],
	[885, { t: 'undo' }],
	[900, { t: 'rack', player: 1 }],
	[1500, { t: 'rack', player: 1 }],
	[2100, { t: 'rack', player: 0 }]
];

const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', cookie: `cuecast_session=${token}`, origin: server.url } });

/** A public read, waiting out the read budget (429) as a page would. */
async function get(path: string): Promise<Response> {
	for (;;) {
		const res = await fetch(`${server.url}${path}`);
		if (res.status !== 429) return res;
		await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
	}
}
const lines = (text: string) => text.trimEnd().split('\n');

beforeAll(async () => {
	server = await serveInProcess({ dataDir: tempDir('cuecast-chapters-') });
	token = (await login(server.url, server.pin!)).token!;
	op = client({ token }).socket;
	await connected(op);
	expect((await call(op, 'table:create', { id: 'c1', name: 'Chapters table' })).ok).toBe(true);
	const started = await call(op, 'match:start', { table: 'c1', setup: { ...fixture.match, raceTo: 3 }, replaces: null });
	expect(started.ok, started.reason).toBe(true);
	id = started.state.match.id;
	let revision = 0;
	for (const [second, action] of script) {
		held = T0 + second * 1000;
		try {
			const r = await call(op, 'act', { table: 'c1', match: id, revision, action });
			expect(r.ok, `${JSON.stringify(action)}: ${r.reason}`).toBe(true);
			revision = r.revision;
		} finally {
			held = null;
		}
	}
	obs = await FakeObs.start('pw');
}, 60_000);

afterAll(async () => {
	closeAll();
	await server?.stop();
	await obs?.stop();
	vi.restoreAllMocks();
});

const RACE_EN = ['00:00 Anna Nowak – Piotr Kowalski', '05:00 Rack 1 · 0–0', '07:00 Rack 2 · 1–0', '10:30 Rack 3 · 2–0', '20:00 Rack 4 · 2–1', '30:00 Rack 5 · 2–2'];

describe('GET /api/matches/<id>/chapters.txt', () => {
	const start = T0 - 5 * 60_000;

	it('a start given in ms: the lines to paste, the start and where it came from in the headers', async () => {
		const res = await get(`/api/matches/${id}/chapters.txt?start=${start}`);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
		expect(res.headers.get('x-stream-start')).toBe(new Date(start).toISOString());
		expect(res.headers.get('x-stream-start-from')).toBe('given');
		expect(res.headers.get('x-youtube-chapters')).toBe('yes');
		expect(lines(await res.text())).toEqual(RACE_EN);
	});

	it('a start in ISO 8601 with its zone, its "+" encoded or not; Polish and Russian words', async () => {
		const warsaw = new Date(start + 3600_000).toISOString().replace('Z', '+01:00');
		const pl = await get(`/api/matches/${id}/chapters.txt?start=${encodeURIComponent(warsaw)}&lang=pl`);
		expect(lines(await pl.text())).toEqual(['00:00 Anna Nowak – Piotr Kowalski', '05:00 Partia 1 · 0–0', '07:00 Partia 2 · 1–0', '10:30 Partia 3 · 2–0', '20:00 Partia 4 · 2–1', '30:00 Partia 5 · 2–2']);
		const ru = await get(`/api/matches/${id}/chapters.txt?start=${warsaw}&lang=ru`);
		expect(ru.headers.get('x-stream-start')).toBe(new Date(start).toISOString());
		expect(lines(await ru.text())[5]).toBe('30:00 Партия 5 · 2–2');
	});

	it('no start and no OBS: the first stroke is 00:00, and the answer says so', async () => {
		const res = await get(`/api/matches/${id}/chapters.txt`);
		expect(res.headers.get('x-stream-start-from')).toBe('match');
		expect(res.headers.get('x-stream-start')).toBe(new Date(T0).toISOString());
		expect(lines(await res.text())).toEqual(['00:00 Rack 1 · 0–0', '02:00 Rack 2 · 1–0', '05:30 Rack 3 · 2–0', '15:00 Rack 4 · 2–1', '25:00 Rack 5 · 2–2']);
	});
});

describe('highlights', () => {
	const start = T0 - 5 * 60_000;

	it('CSV: a row per moment of the effective strokes (the rack result taken back is not one), BOM and English columns', async () => {
		const res = await get(`/api/matches/${id}/highlights.csv?start=${start}&lang=en`);
		expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		expect(res.headers.get('content-disposition')).toBe(`attachment; filename="match-${id}-highlights.csv"`);
		const bytes = Buffer.from(await res.arrayBuffer());
		// the BOM (fetch's text() drops it), so Excel reads the names as UTF-8
		expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const [head, ...rows] = parseCsv(bytes.toString('utf8'));
		expect(head).toEqual(['match', 'time', 'seconds', 'at', 'moment', 'description', 'player', 'rack', 'score', 'players']);
		expect(rows.map((r) => [r[1], r[4], r[5], r[8]])).toEqual([
			['07:00', 'rack-won', 'Anna Nowak wins rack 1', '1 : 0'],
			['07:00', 'break-and-run', 'Break and run', '1 : 0'],
			['10:30', 'rack-won', 'Anna Nowak wins rack 2', '2 : 0'],
			['20:00', 'rack-won', 'Piotr Kowalski wins rack 3', '2 : 1'],
			['30:00', 'rack-won', 'Piotr Kowalski wins rack 4', '2 : 2'],
			['30:00', 'hill-hill', 'Hill-hill', '2 : 2'],
			['40:00', 'rack-won', 'Anna Nowak wins rack 5', '3 : 2'],
			['40:00', 'match-won', 'Anna Nowak wins the match', '3 : 2']
		]);
		expect(rows.every((r) => r[0] === String(id))).toBe(true);
	});

	it('EDL: at the frame rate asked, every clip cut from the recording named, a comment per moment', async () => {
		const res = await get(`/api/matches/${id}/highlights.edl?start=${start}&fps=25&clip=${encodeURIComponent('2026-12-03 18-55-00.mkv')}`);
		expect(res.headers.get('content-disposition')).toBe(`attachment; filename="match-${id}-highlights.edl"`);
		const edl = (await res.text()).split('\r\n');
		expect(edl.slice(0, 3)).toEqual(['TITLE: Anna Nowak – Piotr Kowalski · 9-Ball', 'FCM: NON-DROP FRAME', '']);
		const events = edl.filter((l) => /^\d{3} /.test(l));
		// the break and run's rack: 7:00 into the stream, from 6:50 to 7:05
		expect(events[0]).toBe('001  AX       AA/V  C        00:06:50:00 00:07:05:00 01:00:00:00 01:00:15:00');
		expect(events).toHaveLength(5);
		expect(edl.filter((l) => l === '* FROM CLIP NAME: 2026-12-03 18-55-00.mkv')).toHaveLength(5);
		expect(edl).toContain('* Piotr Kowalski wins rack 4 · Hill-hill · Rack 5 · 2–2');
	});
});

describe('the stream start from OBS', () => {
	const chapters = async () => {
		const res = await get(`/api/matches/${id}/chapters.txt`);
		return { from: res.headers.get('x-stream-start-from'), start: res.headers.get('x-stream-start'), lines: lines(await res.text()) };
	};

	beforeAll(async () => {
		const saved = await api('/api/obs', { method: 'PUT', body: JSON.stringify({ enabled: true, host: '127.0.0.1', port: obs.port, password: 'pw', rules: [] }) });
		expect(saved.status).toBe(200);
		await waitFor(async () => ((await (await api('/api/obs')).json()) as { status: { connections: { state: string }[] } }).status.connections[0]?.state === 'connected', 10_000, 'OBS connected');
	});

	it('OBS streaming since 5 minutes before the match: its start is 00:00', async () => {
		// half a second past the minute, so the milliseconds between OBS's answer and ours never move a line back a second
		obs.streamingSince = T0 - 300_500;
		const got = await chapters();
		expect(got.from).toBe('obs');
		expect(Math.abs(Date.parse(got.start!) - (T0 - 300_500))).toBeLessThan(2000);
		expect(got.lines).toEqual(RACE_EN);
		// a start given wins over OBS
		expect((await get(`/api/matches/${id}/chapters.txt?start=${T0}`)).headers.get('x-stream-start-from')).toBe('given');
	});

	it('OBS not streaming, or streaming since after the match was over: the first stroke is 00:00', async () => {
		obs.streamingSince = null;
		expect((await chapters()).from).toBe('match');
		obs.streamingSince = realNow() - 60_000;
		const later = await chapters();
		expect(later.from).toBe('match');
		expect(later.lines[0]).toBe('00:00 Rack 1 · 0–0');
	});
});

describe('refusals', () => {
	const refused = async (path: string) => {
		const res = await get(path);
		return { status: res.status, body: (await res.json()) as { ok: boolean; code: string; params?: Record<string, string | number>; reason: string } };
	};

	it('a start that is no time: 400 stream-start, naming what was sent', async () => {
		for (const start of ['yesterday', '2026-12-03T19:00:00', '1764788400', '2026-13-03T19:00:00Z']) {
			const { status, body } = await refused(`/api/matches/${id}/chapters.txt?start=${encodeURIComponent(start)}`);
			expect(status, start).toBe(400);
			expect(body).toMatchObject({ ok: false, code: 'stream-start', params: { start } });
		}
	});

	it('a frame rate an EDL is not made at, a language there is none of, a clip name on two lines: 400', async () => {
		expect((await refused(`/api/matches/${id}/highlights.edl?fps=29.97`)).body).toMatchObject({ code: 'edl-fps', params: { fps: '29.97', list: '24, 25, 30, 50, 60' } });
		expect((await refused(`/api/matches/${id}/highlights.csv?lang=de`)).body).toMatchObject({ code: 'invalid', params: { event: 'lang' } });
		expect((await refused(`/api/matches/${id}/highlights.edl?clip=a%0Ab`)).body).toMatchObject({ code: 'invalid', params: { event: 'clip' } });
	});

	it('a match id that is none, a match that does not exist', async () => {
		expect(await refused('/api/matches/0/chapters.txt')).toMatchObject({ status: 400, body: { code: 'match-id' } });
		expect(await refused('/api/matches/999999/highlights.csv')).toMatchObject({ status: 404, body: { code: 'no-such-match' } });
	});
});
