import { InstanceStatus, type CompanionVariableValues } from '@companion-module/base';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from './config';
import type { FeedbackId } from './feedbacks';
import { CuecastLink, parseAction, type Host } from './link';
import { backoffMs } from './stream';

/** A host that keeps what the link told Companion. */
function fakeHost() {
	const host = {
		values: {} as CompanionVariableValues,
		statuses: [] as { status: string; message: string | null }[],
		logs: [] as string[],
		/** Each checkFeedbacks call's feedback types. */
		checks: [] as FeedbackId[][],
		checkAll: 0,
		definitions: 0,
		tables: [] as { id: string; name: string }[]
	};
	const h: Host = {
		setVariableDefinitions: () => void host.definitions++,
		setVariableValues: (v) => Object.assign(host.values, v),
		checkFeedbacks: (ids) => void host.checks.push([...ids]),
		checkAllFeedbacks: () => void host.checkAll++,
		updateStatus: (status, message) => void host.statuses.push({ status, message }),
		log: (level, message) => void host.logs.push(`${level}: ${message}`),
		tablesChanged: (t) => (host.tables = t)
	};
	return { host, h, status: () => host.statuses.at(-1) };
}

/** A cuecast stand-in: an event stream the test writes to, and canned answers to POSTs. */
function fakeCuecast() {
	const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
	const requests: { url: string; method: string; headers: Record<string, string>; body: string | null }[] = [];
	const answers: { status: number; body: unknown }[] = [];
	let eventsStatus = 200;
	let keyCheck = { status: 200, body: { ok: true, id: '4f1c2a9e', scope: 'control' } as unknown };
	const enc = new TextEncoder();
	const f = (async (url: string, init: RequestInit = {}) => {
		const headers = (init.headers ?? {}) as Record<string, string>;
		requests.push({ url, method: init.method ?? 'GET', headers, body: (init.body as string) ?? null });
		if (url.endsWith('/api/v1/tables')) return Response.json({ ok: true, tables: [{ id: '1', name: 'Table 1' }] });
		if (url.endsWith('/api/v1/key')) return Response.json(keyCheck.body, { status: keyCheck.status });
		if (url.includes('/events')) {
			if (eventsStatus !== 200 && !(eventsStatus === 401 && !headers.authorization)) return Response.json({ ok: false, reason: 'nope' }, { status: eventsStatus });
			const body = new ReadableStream<Uint8Array>({ start: (c) => void streams.push(c) });
			init.signal?.addEventListener('abort', () => {
				try {
					streams.at(-1)?.error(new Error('aborted'));
				} catch {
					/* closed already */
				}
			});
			return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
		}
		const a = answers.shift() ?? { status: 200, body: { ok: true } };
		return Response.json(a.body, { status: a.status });
	}) as typeof fetch;
	return {
		fetch: f,
		requests,
		answers,
		setEventsStatus: (s: number) => (eventsStatus = s),
		setKeyCheck: (status: number, body: unknown) => (keyCheck = { status, body }),
		state(fields: Record<string, unknown>, id: number) {
			streams.at(-1)!.enqueue(enc.encode(`event: state\nid: ${id}\ndata: ${JSON.stringify(fields)}\n\n`));
		},
		drop: () => streams.at(-1)!.close(),
		streams
	};
}

const until = async (fn: () => boolean, ms = 3000) => {
	const end = Date.now() + ms;
	while (!fn()) {
		if (Date.now() > end) throw new Error('timed out');
		await new Promise((r) => setTimeout(r, 5));
	}
};

const settings: Settings = { ok: true, baseUrl: 'http://cc', table: '1', lang: 'pl', apiKey: 'cck_x' };
let link: CuecastLink | null = null;
afterEach(() => link?.stop());

function start(opts: { random?: () => number } = {}) {
	const { host, h, status } = fakeHost();
	const cc = fakeCuecast();
	link = new CuecastLink(h, { fetch: cc.fetch, random: opts.random ?? (() => 0), retryMs: 1 });
	link.start(settings);
	return { host, cc, status, link };
}

describe('CuecastLink', () => {
	it('keeps the variables and feedbacks live from the stream, in the chosen language', async () => {
		const { host, cc, status } = start();
		await until(() => cc.streams.length === 1);
		expect(cc.requests.find((r) => r.url.includes('/events'))).toMatchObject({
			url: 'http://cc/api/v1/tables/1/events?lang=pl',
			headers: { accept: 'text/event-stream', authorization: 'Bearer cck_x' }
		});
		cc.state({ tableId: '1', player1Name: 'Anna', player1Score: 2, clockRunning: false }, 7);
		await until(() => host.values.player1Name === 'Anna');
		expect(host.values.player1Score).toBe(2);
		expect(host.values.player2Name).toBe('');
		expect(status()).toEqual({ status: InstanceStatus.Ok, message: null });
		cc.state({ tableId: '1', player1Name: 'Anna', player1Score: 3, matchId: 2, revision: 8, clockRunning: true }, 8);
		await until(() => host.values.player1Score === 3);
		expect(host.checks.at(-1)).toEqual(['clockRunning']);
		expect(link!.position).toEqual({ match: 2, revision: 8 });
		expect(host.tables).toEqual([{ id: '1', name: 'Table 1' }]);
	});

	it('re-checks only the feedbacks whose fields changed, and all of them on each (re)connect', async () => {
		const { host, cc } = start();
		await until(() => cc.streams.length === 1);
		// start() forgot the old fields: nothing was lit, so nothing to re-check yet
		expect(host).toMatchObject({ checks: [], checkAll: 0 });
		const live = { tableId: '1', status: 'live', player1AtTable: true, player2AtTable: false, clockRunning: true, clockSeconds: 30, hillHill: false };
		cc.state(live, 1);
		await until(() => host.checkAll === 1);
		expect(host.checks).toEqual([]);
		// a clock tick: a variable changes, no feedback reads it
		cc.state({ ...live, clockSeconds: 29 }, 2);
		await until(() => host.values.clockSeconds === 29);
		expect(host.checks).toEqual([]);
		// the turn passes: the at-table feedbacks only
		cc.state({ ...live, clockSeconds: 29, player1AtTable: false, player2AtTable: true }, 3);
		await until(() => host.checks.length === 1);
		expect(host.checks[0]).toEqual(['atTable']);
		// several at once, in one call; a field that went away counts as changed
		const { hillHill: _gone, ...rest } = live;
		cc.state({ ...rest, status: 'finished', player1AtTable: false, player2AtTable: true, player2FoulWarning: 'x' }, 4);
		await until(() => host.checks.length === 2);
		expect(host.checks[1]).toEqual(['hillHill', 'foulWarning', 'matchFinished']);
		// the stream drops and comes back: its first state re-checks everything, once
		cc.drop();
		await until(() => cc.streams.length === 2);
		cc.state({ ...live, clockSeconds: 12 }, 5);
		await until(() => host.checkAll === 2);
		expect(host.checks).toHaveLength(2);
		cc.state({ ...live, clockSeconds: 12, clockRunning: false }, 6);
		await until(() => host.checks.length === 3);
		expect(host.checks[2]).toEqual(['clockRunning']);
		expect(host.checkAll).toBe(2);
	});

	it('reconnects after the stream drops, and says cuecast is unreachable meanwhile', async () => {
		const { cc, status } = start();
		await until(() => cc.streams.length === 1);
		cc.state({ tableId: '1' }, 1);
		await until(() => status()?.status === InstanceStatus.Ok);
		cc.drop();
		await until(() => status()?.status === InstanceStatus.ConnectionFailure);
		expect(status()?.message).toMatch(/closed the live stream/);
		await until(() => cc.streams.length === 2);
		cc.state({ tableId: '1' }, 2);
		await until(() => status()?.status === InstanceStatus.Ok);
	});

	it('reports a bad key, and goes on reading the table without it', async () => {
		const { host, h } = fakeHost();
		const cc = fakeCuecast();
		cc.setEventsStatus(401);
		link = new CuecastLink(h, { fetch: cc.fetch, random: () => 0 });
		link.start(settings);
		await until(() => cc.streams.length === 1, 3000);
		const events = cc.requests.filter((r) => r.url.includes('/events'));
		expect(events[0].headers.authorization).toBe('Bearer cck_x');
		expect(events[1].headers.authorization).toBeUndefined();
		cc.state({ tableId: '1', player1Name: 'Bea' }, 1);
		await until(() => host.values.player1Name === 'Bea');
		expect(host.statuses.at(-1)).toEqual({ status: InstanceStatus.AuthenticationFailure, message: expect.stringMatching(/Bad API key/) });
	});

	it('presses: the answer’s newer fields show at once; a refusal throws cuecast’s reason and leaves the status', async () => {
		const { host, cc, status } = start();
		await until(() => cc.streams.length === 1);
		cc.state({ tableId: '1', player1Score: 0, matchId: 1, revision: 3 }, 3);
		await until(() => status()?.status === InstanceStatus.Ok);
		cc.answers.push({ status: 200, body: { ok: true, revision: 4, fields: { tableId: '1', player1Score: 1, matchId: 1, revision: 4 } } });
		await link!.press('point');
		expect(host.values.player1Score).toBe(1);
		expect(cc.requests.at(-1)).toMatchObject({ url: 'http://cc/api/v1/tables/1/press/point?lang=pl', method: 'POST' });
		cc.answers.push({ status: 422, body: { ok: false, reason: 'Not in this discipline', code: 'macro-not-in-discipline' } });
		await expect(link!.press('rack-1')).rejects.toThrow('press rack-1 refused (422 macro-not-in-discipline): Not in this discipline');
		expect(status()?.status).toBe(InstanceStatus.Ok);
		expect(host.logs.at(-1)).toMatch(/^warn: press rack-1 refused/);
		// an older answer than the stream's state does not roll the variables back
		cc.state({ tableId: '1', player1Score: 5, matchId: 1, revision: 9 }, 9);
		await until(() => host.values.player1Score === 5);
		cc.answers.push({ status: 200, body: { ok: true, revision: 8, fields: { tableId: '1', player1Score: 4, matchId: 1, revision: 8 } } });
		await link!.press('miss');
		expect(host.values.player1Score).toBe(5);
		// nor does an answer about another match than the one the stream shows
		cc.answers.push({ status: 200, body: { ok: true, revision: 20, fields: { tableId: '1', player1Score: 6, matchId: 7, revision: 20 } } });
		await link!.press('miss');
		expect(host.values.player1Score).toBe(5);
	});

	it('says at once that a key may only read, without pressing anything', async () => {
		const { host, h } = fakeHost();
		const cc = fakeCuecast();
		cc.setKeyCheck(200, { ok: true, id: '4f1c2a9e', scope: 'read' });
		link = new CuecastLink(h, { fetch: cc.fetch, random: () => 0 });
		link.start(settings);
		await until(() => cc.streams.length === 1);
		cc.state({ tableId: '1' }, 1);
		await until(() => host.statuses.some((st) => st.status === InstanceStatus.AuthenticationFailure));
		await new Promise((r) => setTimeout(r, 20));
		expect(host.statuses.at(-1)).toEqual({ status: InstanceStatus.AuthenticationFailure, message: 'A read key: the buttons need a control key' });
		expect(cc.requests.filter((r) => r.method === 'POST')).toEqual([]);
		expect(cc.requests.find((r) => r.url === 'http://cc/api/v1/key')?.headers).toEqual({ authorization: 'Bearer cck_x' });
	});

	it('a key revoked during the show shows in the status at the press', async () => {
		const { cc, status } = start();
		await until(() => cc.streams.length === 1);
		cc.state({ tableId: '1' }, 1);
		await until(() => status()?.status === InstanceStatus.Ok);
		cc.answers.push({ status: 403, body: { ok: false, reason: 'read key', code: 'read-key' } });
		await expect(link!.press('foul')).rejects.toThrow(/403/);
		expect(status()).toEqual({ status: InstanceStatus.AuthenticationFailure, message: 'A read key: the buttons need a control key' });
		// a later state does not hide it
		cc.state({ tableId: '1' }, 2);
		await new Promise((r) => setTimeout(r, 20));
		expect(status()?.status).toBe(InstanceStatus.AuthenticationFailure);
	});

	it('sends a press again after a lost answer, with the same idempotency key (applied once)', async () => {
		const { h } = fakeHost();
		const cc = fakeCuecast();
		let failed = 0;
		const flaky = (async (url: string, init?: RequestInit) => {
			if (url.includes('/press/point') && failed++ === 0) throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
			return cc.fetch(url, init);
		}) as typeof fetch;
		link = new CuecastLink(h, { fetch: flaky, random: () => 0, retryMs: 1 });
		link.start(settings);
		await link.press('point');
		const presses = cc.requests.filter((r) => r.url.includes('/press/point'));
		expect(presses).toHaveLength(1);
		expect(failed).toBe(2);
		expect(presses[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
	});

	it('sends again what cuecast could not store (503), once', async () => {
		const { cc } = start();
		await until(() => cc.streams.length === 1);
		cc.answers.push({ status: 503, body: { ok: false, reason: 'store', code: 'store-failed' } }, { status: 200, body: { ok: true, revision: 2, fields: {} } });
		await link!.press('safety');
		expect(cc.requests.filter((r) => r.url.includes('/press/safety'))).toHaveLength(2);
	});

	it('toggles the clock by what the fields say, and sends raw actions with one idempotency key per press', async () => {
		const { host, cc } = start();
		await until(() => cc.streams.length === 1);
		cc.state({ tableId: '1', clockRunning: true, matchId: 3, revision: 5 }, 5);
		await until(() => host.values.clockRunning === true);
		await link!.clock('toggle');
		expect(cc.requests.at(-1)).toMatchObject({ url: 'http://cc/api/v1/tables/1/clock?lang=pl', body: '{"command":"stop"}' });
		cc.answers.push({ status: 503, body: { ok: false, reason: 'x', code: 'store-failed' } });
		await link!.sendAction('{"t":"shot","potted":[9]}', true);
		const acts = cc.requests.filter((r) => r.url.includes('/actions'));
		expect(acts).toHaveLength(2);
		expect(JSON.parse(acts[0].body!)).toEqual({ action: { t: 'shot', potted: [9] }, revision: 5, match: 3 });
		expect(acts[0].headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
		expect(acts[1].headers['idempotency-key']).toBe(acts[0].headers['idempotency-key']);
		await link!.sendAction('{"t":"undo"}', false);
		expect(JSON.parse(cc.requests.at(-1)!.body!)).toEqual({ action: { t: 'undo' } });
	});

	it('refuses bad raw JSON before sending anything', async () => {
		const { cc } = start();
		await until(() => cc.streams.length === 1);
		const before = cc.requests.length;
		await expect(link!.sendAction('{t:shot}', false)).rejects.toThrow(/not JSON/);
		await expect(link!.sendAction('[1]', false)).rejects.toThrow(/JSON object/);
		// pinned to a revision while no match shows: nothing to pin to
		await expect(link!.sendAction('{"t":"undo"}', true)).rejects.toThrow(/no match to pin/);
		expect(cc.requests.length).toBe(before);
	});

	it('says what is wrong with the settings and sends nothing', async () => {
		const { h, status } = fakeHost();
		const cc = fakeCuecast();
		link = new CuecastLink(h, { fetch: cc.fetch });
		link.start({ ok: false, reason: 'no cuecast address' });
		expect(status()).toEqual({ status: InstanceStatus.BadConfig, message: 'no cuecast address' });
		await expect(link.press('point')).rejects.toThrow(/not connected/);
		expect(cc.requests).toHaveLength(0);
	});
});

describe('raw actions and backoff', () => {
	it('parses one object with a kind', () => {
		expect(parseAction(' {"t":"choose","option":"pass"} ')).toEqual({ ok: true, action: { t: 'choose', option: 'pass' } });
		expect(parseAction('')).toMatchObject({ ok: false, reason: expect.stringMatching(/no action/) });
		expect(parseAction('{"potted":[1]}')).toMatchObject({ ok: false, reason: expect.stringMatching(/"t"/) });
		expect(parseAction(JSON.stringify({ t: 'shot', x: 'y'.repeat(3000) }))).toMatchObject({ ok: false, reason: expect.stringMatching(/longer than/) });
	});

	it('waits longer after each failed try, up to 30 s', () => {
		expect([0, 1, 2, 3, 6, 20].map((a) => backoffMs(a, () => 0.5))).toEqual([500, 1000, 2000, 4000, 30_000, 30_000]);
		expect(backoffMs(0, () => 0)).toBe(400);
		expect(backoffMs(0, () => 1)).toBe(600);
	});
});
