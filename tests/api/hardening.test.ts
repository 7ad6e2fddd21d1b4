/**
 * Issue 22 (an attacker's probe on loopback, and a new user), against a real server: every
 * Stream Deck macro refuses a finished match with one code; event streams of every kind share
 * one limit per address and a stream that is not read is dropped; competition and sponsor names
 * are cleaned as table and player names are; every route reads bodies the same way (the media
 * type exactly, in any case; a body over its limit refused before it is read); unknown keys are
 * slowed on every route that takes keys; /api/health says what docs/protocol.md says.
 * Each test speaks from a loopback address of its own (127.0.22.x), so their limits never meet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientPool, connected, login, startServer, tempDir, until, type Running } from '../server/helpers';
import { png } from '../support/png';
import { from, rawConnection, stream, type OpenStream } from './http-support';

let server: Running;
let cookie: string;
let controlKey: string;
const { client, closeAll } = clientPool(() => server.url);
const json = { 'content-type': 'application/json' };

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Player ${String(i + 1).padStart(2, '0')}` }));

async function createCompetition(address: string, name: string, count = 4) {
	const made = await from(address, `${server.url}/api/competitions`, {
		method: 'POST',
		headers: { ...json, cookie },
		body: JSON.stringify({ name, format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: players(count) })
	});
	expect(made.status).toBe(201);
	return made.body.id as string;
}

beforeAll(async () => {
	server = await startServer({ dataDir: tempDir('cuecast-hardening-') });
	cookie = `cuecast_session=${(await login(server.url, server.pin!)).token}`;
	const key = await from('127.0.22.1', `${server.url}/api/keys`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ name: 'Deck', scope: 'control' }) });
	expect(key.status).toBe(200);
	controlKey = key.body.key;
	const op = client({ token: cookie.split('=')[1] });
	await connected(op.socket);
	expect((await call(op.socket, 'table:create', { id: 'done', name: 'Finished' })).ok).toBe(true);
	const started = await call(op.socket, 'match:start', { table: 'done', setup: { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 1 }, replaces: null });
	expect(started.ok).toBe(true);
	// the 9 on the break wins the only rack: the match is over
	const won = await call(op.socket, 'act', { table: 'done', match: started.state.match.id, revision: 0, action: { t: 'shot', potted: [1, 9], rails: 4 } });
	expect(won.ok).toBe(true);
	expect(won.state.match.summary.status).toBe('finished');
	op.socket.close();
}, 60_000);

afterAll(async () => {
	closeAll();
	await server?.stop();
});

describe('Stream Deck macros on a finished match', () => {
	it('every macro but undo and redo is refused with the one code the engine gives a finished match', async () => {
		const press = (macro: string) =>
			from('127.0.22.2', `${server.url}/api/v1/tables/done/press/${macro}`, { method: 'POST', headers: { authorization: `Bearer ${controlKey}` } });
		const miss = await press('miss');
		expect(miss.status).toBe(422);
		expect(miss.body.code).toMatch(/^match-over/);
		for (const macro of ['point', 'foul', 'safety', 'rack-1', 'rack-2']) {
			const answer = await press(macro);
			expect({ macro, status: answer.status, code: answer.body.code }).toEqual({ macro, status: 422, code: miss.body.code });
		}
		// nothing changed: still finished, one rack to nil
		expect(miss.body.fields.player1Score + miss.body.fields.player2Score).toBe(1);
	});
});

describe('event streams', () => {
	it('one address holds at most 16, of every kind together; the 17th is refused with 429 api-streams; a closed one gives its place back', async () => {
		const address = '127.0.22.3';
		const id = await createCompetition(address, 'Stream Cup');
		const open: OpenStream[] = [];
		try {
			for (let i = 0; i < 12; i++) open.push(await stream(address, `${server.url}/api/competitions/${id}/events`));
			for (let i = 0; i < 4; i++) open.push(await stream(address, `${server.url}/api/v1/tables/done/events`));
			expect(open.map((s) => s.status)).toEqual(Array(16).fill(200));

			const competition = await stream(address, `${server.url}/api/competitions/${id}/events`);
			expect(competition.status).toBe(429);
			expect(competition.body).toMatchObject({ ok: false, code: 'api-streams', params: { max: 16 } });
			const fields = await stream(address, `${server.url}/api/v1/tables/done/events`);
			expect(fields.status).toBe(429);
			expect(fields.body.code).toBe('api-streams');
			// another address is not affected
			const other = await stream('127.0.22.4', `${server.url}/api/competitions/${id}/events`);
			expect(other.status).toBe(200);
			other.close();

			open.shift()!.close();
			let again: OpenStream | null = null;
			for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
				again = await stream(address, `${server.url}/api/competitions/${id}/events`);
				if (again.status === 200) break;
				expect(again.body.code).toBe('api-streams');
			}
			expect(again?.status).toBe(200);
			open.push(again!);
		} finally {
			for (const s of open) s.close();
		}
	}, 60_000);

	it('a stream whose reader stopped reading is dropped once its unsent data passes the cap; readers that keep up stay', async () => {
		const address = '127.0.22.5';
		// a big view: 48 players play 1128 matches, and every change sends all of it
		const id = await createCompetition(address, 'Slow Reader Cup', 48);
		const stalled = rawConnection(address, server.port);
		await stalled.send(`GET /api/competitions/${id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
		await until(() => stalled.received().includes('event: competition'), 10_000, 'the first view');
		stalled.pause();
		const reading: OpenStream[] = [];
		try {
			for (let i = 0; i < 15; i++) reading.push(await stream(address, `${server.url}/api/competitions/${id}/events`));
			expect(reading.map((s) => s.status)).toEqual(Array(15).fill(200));
			expect((await stream(address, `${server.url}/api/competitions/${id}/events`)).status).toBe(429);

			// changes until the stalled stream's place is free again (each sends the whole view)
			let changes = 0;
			let admitted: OpenStream | null = null;
			while (!admitted && changes < 400) {
				const changed = await from(address, `${server.url}/api/competitions/${id}/auto`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify({ auto: changes % 2 === 0 }) });
				expect(changed.status).toBe(200);
				changes++;
				const probe = await stream(address, `${server.url}/api/competitions/${id}/events`);
				if (probe.status === 200) admitted = probe;
			}
			expect(admitted, `a place freed within ${changes} changes`).not.toBeNull();
			reading.push(admitted!);
			// the readers that kept up are all still there
			expect(reading.filter((s) => s.ended())).toHaveLength(0);
			// and the stalled one, read again, ends: the server closed it
			stalled.resume();
			await until(() => stalled.closed(), 20_000, 'the stalled stream closed by the server');
		} finally {
			for (const s of reading) s.close();
			stalled.socket.destroy();
		}
	}, 180_000);
});

describe('names that enter', () => {
	const dirty = 'Club\u0000 Cup\u202e 2026\u200b\ud800';

	it('a competition name and its players lose NUL, direction overrides, zero-width spaces and lone surrogates; a name of only those is refused', async () => {
		const address = '127.0.22.6';
		const made = await from(address, `${server.url}/api/competitions`, {
			method: 'POST',
			headers: { ...json, cookie },
			body: JSON.stringify({ name: dirty, format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: [{ name: '\u202eAnna\u0000' }, { name: 'Bob\u200b\ud800' }, { name: 'Cy' }] })
		});
		expect(made.status).toBe(201);
		const view = (await from(address, `${server.url}/api/competitions/${made.body.id}`)).body;
		expect(view.name).toBe('Club Cup 2026');
		expect(view.players.map((p: { name: string }) => p.name)).toEqual(['Anna', 'Bob', 'Cy']);
		const list = (await from(address, `${server.url}/api/competitions`)).body.competitions;
		expect(list.find((c: { id: string }) => c.id === made.body.id).name).toBe('Club Cup 2026');

		const invisible = await from(address, `${server.url}/api/competitions`, {
			method: 'POST',
			headers: { ...json, cookie },
			body: JSON.stringify({ name: '\u202e\u200b\u0000', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: players(2) })
		});
		expect(invisible.status).toBe(400);
		expect(invisible.body).toMatchObject({ code: 'comp-invalid', params: { path: 'name' } });
	});

	it('a sponsor name is cleaned the same way', async () => {
		// (a query cannot carry a lone surrogate: its UTF-8 does not exist)
		const added = await from('127.0.22.7', `${server.url}/api/sponsors?name=${encodeURIComponent(dirty.replace('\ud800', ''))}`, {
			method: 'POST',
			headers: { 'content-type': 'image/png', cookie },
			body: png(40, 20, 0x2a7fd4)
		});
		expect(added.status).toBe(201);
		expect(added.body.sponsor.name).toBe('Club Cup 2026');
		const blank = await from('127.0.22.7', `${server.url}/api/sponsors?name=${encodeURIComponent('\u202e\u200b')}`, { method: 'POST', headers: { cookie }, body: png(40, 20, 0) });
		expect(blank.status).toBe(400);
		expect(blank.body.code).toBe('sponsor-name');
	});
});

describe('request bodies', () => {
	const address = '127.0.22.8';
	/** A JSON body each route takes, and the answer it gives when it took it. */
	const routes: { name: string; method: string; path: string; body: () => string; took: number; code?: string }[] = [
		{ name: 'login', method: 'POST', path: '/api/login', body: () => JSON.stringify({ pin: server.pin }), took: 200 },
		{ name: 'players', method: 'POST', path: '/api/players', body: () => JSON.stringify({ players: [{ name: 'Zoe' }] }), took: 200 },
		{ name: 'keys', method: 'POST', path: '/api/keys', body: () => JSON.stringify({ name: 'K', scope: 'read' }), took: 200 },
		{ name: 'sponsors order', method: 'PUT', path: '/api/sponsors', body: () => JSON.stringify({ order: ['none'] }), took: 400, code: 'sponsor-order' },
		{ name: 'competitions', method: 'POST', path: '/api/competitions', body: () => JSON.stringify({ name: 'Type Cup', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: players(2) }), took: 201 },
		{ name: 'obs settings', method: 'PUT', path: '/api/obs', body: () => JSON.stringify({ enabled: false }), took: 200 },
		// an unknown command: refused for what it asks, never for its type
		{ name: 'v1 clock', method: 'POST', path: '/api/v1/tables/done/clock', body: () => JSON.stringify({ command: 'bogus' }), took: 400, code: 'clock-command' }
	];
	const send = (r: (typeof routes)[number], type: string | null, body = r.body()) =>
		from(address, `${server.url}${r.path}`, {
			method: r.method,
			headers: { cookie, authorization: `Bearer ${controlKey}`, ...(type ? { 'content-type': type } : {}) },
			body
		});

	it('JSON is application/json in any case and with parameters, on every route; application/jsonp, text/plain or none is 415 json-only', async () => {
		for (const r of routes) {
			const upper = await send(r, 'APPLICATION/JSON; Charset=UTF-8');
			// the sponsors' order is refused for what it says (no such image), never for its type
			expect({ route: r.name, status: upper.status, code: upper.body.code }).toEqual({ route: r.name, status: r.took, code: r.code });
			for (const type of ['application/jsonp', 'text/plain', null]) {
				const wrong = await send(r, type);
				expect({ route: r.name, type, status: wrong.status, code: wrong.body.code }).toEqual({ route: r.name, type, status: 415, code: 'json-only' });
			}
		}
	}, 60_000);

	it('a body over its limit is answered 413 body-too-large at once, without reading it to its end', async () => {
		for (const r of routes) {
			// a declared 50 MB body of which nothing is ever sent: answered without waiting for it
			const declared = rawConnection(address, server.port);
			await declared.send(`${r.method} ${r.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAuthorization: Bearer ${controlKey}\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`);
			await until(() => declared.received().includes('body-too-large') || declared.closed(), 10_000, `${r.name}: the answer to a declared 50 MB body`);
			expect(declared.received(), r.name).toMatch(/^HTTP\/1\.1 413 /);
			expect(declared.received(), r.name).toContain('"code":"body-too-large"');

			// a chunked body with no length: refused once it passes the limit, while it is still being sent
			const chunked = rawConnection(address, server.port);
			await chunked.send(`${r.method} ${r.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAuthorization: Bearer ${controlKey}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
			const chunk = 'x'.repeat(16 * 1024);
			for (let sent = 0; !chunked.received() && !chunked.closed() && sent < 4096; sent++) {
				await chunked.send(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
				if (sent % 8 === 7) await new Promise((r) => setImmediate(r));
			}
			await until(() => chunked.received().includes('body-too-large') || chunked.closed(), 10_000, `${r.name}: the answer to a chunked body`);
			expect(chunked.received(), r.name).toMatch(/^HTTP\/1\.1 413 /);
			chunked.socket.destroy();
		}
	}, 120_000);

	it('a client that sends a too-large body to its end still reads the 413 (PUT /api/sponsors: body-too-large, not sponsor-order)', async () => {
		const res = await fetch(`${server.url}/api/sponsors`, { method: 'PUT', headers: { ...json, cookie }, body: new Uint8Array(5 * 1024 * 1024).fill(0x20) });
		expect(res.status).toBe(413);
		expect((await res.json()).code).toBe('body-too-large');
	}, 60_000);
});

describe('API keys on every route that takes them', () => {
	it('an address that keeps sending unknown keys to /api/competitions is slowed as on /api/v1: 401 key-unknown, then 429 api-rate', async () => {
		const address = '127.0.22.9';
		const codes: string[] = [];
		for (let i = 0; i < 100 && !codes.includes('429 api-rate'); i++) {
			const answer = await from(address, `${server.url}/api/competitions`, {
				method: 'POST',
				headers: { ...json, authorization: `Bearer cck_0000${String(i).padStart(4, '0')}_${'x'.repeat(43)}` },
				body: '{}'
			});
			codes.push(`${answer.status} ${answer.body.code}`);
		}
		// 20 at once (more on a slow machine: two come back a second), then slowed
		expect(codes.at(-1)).toBe('429 api-rate');
		expect(codes.length).toBeGreaterThan(20);
		expect(codes.slice(0, -1)).toEqual(Array(codes.length - 1).fill('401 key-unknown'));
		// a control key from another address still drives competitions
		const made = await from('127.0.22.10', `${server.url}/api/competitions`, {
			method: 'POST',
			headers: { ...json, authorization: `Bearer ${controlKey}` },
			body: JSON.stringify({ name: 'Key Cup', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: players(2) })
		});
		expect(made.status).toBe(201);
	});
});

describe('GET /api/health', () => {
	it('tells anyone only what docs/protocol.md lists; an operator also gets the internals', async () => {
		const open = await from('127.0.22.11', `${server.url}/api/health`);
		expect(open.status).toBe(200);
		expect(Object.keys(open.body).sort()).toEqual(['bus', 'leader', 'node', 'obs', 'ok', 'store']);
		expect(open.body).toEqual({ ok: true, node: expect.any(String), store: 'sqlite', leader: { leader: true }, bus: { connected: true }, obs: { connections: 0 } });
		const operator = await from('127.0.22.11', `${server.url}/api/health`, { headers: { cookie } });
		expect(operator.body).toMatchObject({ ok: true, pid: server.proc.pid, follow: { followed: expect.any(Number) }, leader: { leader: true, kind: 'solo' } });
	});
});
