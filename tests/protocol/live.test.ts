import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, SERVER_REFUSALS, type RefusalCode } from '../../src/lib/protocol/refusals';
import { call, clientPool, connected, login, poolSetup, tempDir, until } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

let server: Served;
let token: string;
const { client, closeAll } = clientPool(() => server.url);

beforeAll(async () => {
	server = await serveInProcess({ dataDir: tempDir() });
	expect(server.pin).toMatch(/^\d{4}-\d{4}$/);
	const res = await login(server.url, server.pin!);
	expect(res.status).toBe(200);
	token = res.token!;
	const op = client({ token });
	await connected(op.socket);
	expect((await call(op.socket, 'table:create', { id: 'main', name: 'Table 1' })).ok).toBe(true);
	const started = await call(op.socket, 'match:start', { table: 'main', setup: poolSetup(), replaces: null });
	expect(started.reason ?? "ok").toBe("ok");
	op.socket.close();
}, 30_000);

afterAll(async () => {
	closeAll();
	await server?.stop();
});

async function operator(table = 'main') {
	const op = client({ token, table });
	await connected(op.socket);
	await until(() => op.latest !== null, 5000, 'state on join');
	expect(op.role).toBe('operator');
	return op;
}

describe('live server', () => {
	it('connect, join, act, receive: viewers get the new state; the ack comes with the revision and the new state', async () => {
		const viewer = client({ table: 'main' });
		await connected(viewer.socket);
		await until(() => viewer.latest !== null, 5000, 'viewer state');
		expect(viewer.role).toBe('viewer');
		const op = await operator();
		const s = op.latest!;
		const ack = await call(op.socket, 'act', {
			table: 'main',
			match: s.match!.id,
			revision: s.match!.revision,
			action: { t: 'shot', rails: 2, cueRail: true }
		});
		expect(ack).toMatchObject({ ok: true, revision: s.match!.revision + 1 });
		expect(ack.state.match.revision).toBe(s.match!.revision + 1);
		await until(() => viewer.latest?.match?.revision === s.match!.revision + 1, 5000, 'broadcast');
		// the ack's state is the very state the table's room gets
		expect(viewer.latest).toEqual(ack.state);
		expect(viewer.latest!.match!.summary.discipline).toBe('straight-pool');
		expect(viewer.latest!.match!.summary.players[0].name).toBe('Anna Nowak');
	});

	it('refuses a stale revision with the current state, and two consoles never fork the table', async () => {
		const a = await operator();
		const b = await operator();
		const m = a.latest!.match!;
		const [ra, rb] = await Promise.all([
			call(a.socket, 'act', { table: 'main', match: m.id, revision: m.revision, action: { t: 'shot' } }),
			call(b.socket, 'act', { table: 'main', match: m.id, revision: m.revision, action: { t: 'shot', safety: true } })
		]);
		const oks = [ra, rb].filter((r) => r.ok);
		const refused = [ra, rb].filter((r) => !r.ok);
		expect(oks).toHaveLength(1);
		expect(refused).toHaveLength(1);
		expect(refused[0]).toMatchObject({ code: 'stale-revision', params: { revision: m.revision + 1, sent: m.revision } });
		expect(refused[0].reason).toMatch(/stale/);
		expect(refused[0].state.match.revision).toBe(m.revision + 1);
		const script = await call(a.socket, 'script', { table: 'main' });
		expect(script.script.actions).toHaveLength(m.revision + 1);
		// a wrong match id is stale too
		const wrong = await call(a.socket, 'act', { table: 'main', match: m.id + 99, revision: m.revision + 1, action: { t: 'shot' } });
		expect(wrong.ok).toBe(false);
		expect(wrong.reason).toMatch(/stale/);
	});

	it("reads only the actions after a console's copy of the log, and the whole log when the copy is not the server's", async () => {
		const op = await operator();
		expect((await call(op.socket, 'table:create', { id: 'tail', name: 'Table T' })).ok).toBe(true);
		let m = (await call(op.socket, 'match:start', { table: 'tail', setup: poolSetup(), replaces: null })).state.match;
		const script = (since?: unknown) => call(op.socket, 'script', { table: 'tail', ...(since ? { since } : {}) });
		// an empty log: nothing to read after, no digest
		expect((await script()).script).toEqual({ match: expect.any(Object), actions: [] });
		const act = async (action: object) => {
			const ack = await call(op.socket, 'act', { table: 'tail', match: m.id, revision: m.revision, action });
			expect(ack.ok).toBe(true);
			m = ack.state.match;
		};
		await act({ t: 'shot', rails: 2, cueRail: true });
		await act({ t: 'shot' });
		// a console's read: the whole script, and the digest of the log it ends at
		const read = (await script()).script;
		expect(read).toMatchObject({ actions: [{ t: 'shot', rails: 2, cueRail: true }, { t: 'shot' }], digest: expect.stringMatching(/^[0-9a-f]{16}$/) });
		expect(read.from).toBeUndefined();
		const since = { match: m.id, revision: 2, digest: read.digest };
		// nothing new: nothing after it, the same digest
		expect((await script(since)).script).toEqual({ match: read.match, actions: [], from: 2, digest: read.digest });
		await act({ safety: true, t: 'shot' });
		await act({ t: 'shot' });
		const whole = (await script()).script;
		expect(whole.actions).toHaveLength(4);
		expect(whole.digest).not.toBe(read.digest);
		// two more: those two, said where they start, with the digest of the whole log now
		expect((await script(since)).script).toEqual({ match: whole.match, actions: whole.actions.slice(2), from: 2, digest: whole.digest });
		// not this log: another digest there (the same length played otherwise), another match, more than the server has — the whole script
		for (const other of [{ ...since, digest: '0123456789abcdef' }, { ...since, match: m.id + 99 }, { ...since, revision: 9 }]) {
			expect(await script(other)).toEqual({ ok: true, script: whole });
		}
		// the HTTP script stays a match script: no digest
		expect(await (await fetch(`${server.url}/api/tables/tail/script`)).json()).toEqual({ match: whole.match, actions: whole.actions });
		// a malformed `since` is refused with a reason, and changes nothing
		for (const bad of [{ ...since, revision: 0 }, { match: m.id, revision: 1 }, { ...since, digest: 'XYZ' }, { ...since, extra: 1 }]) {
			const r = await call(op.socket, 'script', { table: 'tail', since: bad });
			expect(r).toMatchObject({ ok: false, code: 'invalid', reason: expect.stringMatching(/^script: since/) });
		}
		expect((await script()).script).toEqual(whole);
	});

	it('refuses malformed, oversized and unknown messages with a reason; the state is unchanged', async () => {
		const op = await operator();
		const before = await call(op.socket, 'script', { table: 'main' });
		const m = op.latest!.match!;
		const base = { table: 'main', match: m.id, revision: m.revision };
		const bad: [string, unknown, RegExp, string?][] = [
			['act', { ...base, action: { t: 'shot', potted: 'lots' } }, /potted|expected/i],
			['act', { ...base, action: { t: 'teleport' } }, /no action "teleport"/],
			['act', { ...base, action: { t: 'shot', evil: '<script>' } }, /unknown key/],
			['act', { ...base, action: 'shot' }, /action/],
			['act', { ...base, revision: -1, action: { t: 'shot' } }, /revision/, 'invalid'],
			['act', { ...base, extra: 1, action: { t: 'shot' } }, /unknown key "extra"/],
			['act', { table: 'NOT A TABLE', match: m.id, revision: m.revision, action: { t: 'shot' } }, /table/, 'table-id'],
			['act', null, /expected object|payload|required/i],
			['act', { ...base, action: { t: 'shot', notes: 'x'.repeat(4000) } }, /larger than/, 'action-too-large'],
			['hack', { table: 'main' }, /unknown event "hack"/, 'unknown-event'],
			['table:create', { name: '' }, /name/, 'table-name-empty'],
			['table:create', { name: 'x'.repeat(61) }, /at most 60/, 'table-name-long'],
			['match:start', { table: 'main', setup: { discipline: 'darts', players: ['a', 'b'] }, replaces: m.id }, /unknown discipline/]
		];
		for (const [event, payload, reason, code] of bad) {
			const r = await call(op.socket, event, payload);
			expect(r.ok, `${event} ${JSON.stringify(payload).slice(0, 80)}`).toBe(false);
			expect(r.reason).toMatch(reason);
			// every refusal has a code; the English reason is its template filled in
			expect(typeof r.code).toBe('string');
			if (code) expect({ code: r.code, reason: r.reason }).toEqual({ code, reason: fillTemplate(SERVER_REFUSALS[code as RefusalCode], r.params) });
		}
		// without an acknowledgement callback the reason comes as a "refused" event
		const refused = new Promise<{ event: string; reason: string }>((resolve) => op.socket.once('refused', resolve));
		(op.socket as any).emit('act', { nonsense: true });
		expect(await refused).toMatchObject({ event: 'act', reason: 'act: table is required', code: 'invalid', params: { event: 'act', detail: 'table is required' } });
		// a message over the 16 KB transport limit closes that connection; the server lives on
		const big = client({ token });
		await connected(big.socket);
		const closed = new Promise<string>((resolve) => big.socket.once('disconnect', resolve));
		big.socket.emit('act', { ...base, action: { t: 'shot', notes: 'y'.repeat(40_000) } } as any, () => {});
		expect(await closed).toMatch(/transport/);
		big.socket.close();
		const after = await call(op.socket, 'script', { table: 'main' });
		expect(after).toEqual(before);
		expect(op.latest!.match!.revision).toBe(m.revision);
	});

	it("refuses a viewer's action and table changes; viewers only watch", async () => {
		const viewer = client({ table: 'main' });
		await connected(viewer.socket);
		await until(() => viewer.latest !== null);
		const m = viewer.latest!.match!;
		const r = await call(viewer.socket, 'act', { table: 'main', match: m.id, revision: m.revision, action: { t: 'shot' } });
		expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/operators only/) });
		for (const [event, payload] of [
			['table:create', { name: 'x' }],
			['table:rename', { table: 'main', name: 'x' }],
			['table:remove', { table: 'main' }],
			['match:start', { table: 'main', setup: poolSetup(), replaces: m.id }]
		] as const) {
			expect((await call(viewer.socket, event, payload)).reason).toMatch(/operators only/);
		}
		// a made-up token is just a viewer
		const fake = client({ token: 'not-a-session', table: 'main' });
		await connected(fake.socket);
		await until(() => fake.role !== null);
		expect(fake.role).toBe('viewer');
		const after = await call(viewer.socket, 'script', { table: 'main' });
		expect(after.script.actions).toHaveLength(m.revision);
	});

	it('creates, renames and removes tables; venue joiners follow; names stay plain text', async () => {
		const op = await operator();
		const venue = client();
		await connected(venue.socket);
		let latestVenue: any = null;
		venue.socket.on('venue', (v) => (latestVenue = v));
		const joined = await call(venue.socket, 'join', { venue: true });
		expect(joined.venue.disciplines).toContain('nine-ball');
		const created = await call(op.socket, 'table:create', { name: '<img src=x onerror=alert(1)>' });
		expect(created.ok).toBe(true);
		const id = created.table.id;
		await until(() => latestVenue?.tables.some((t: any) => t.id === id));
		expect((await call(op.socket, 'table:create', { id, name: 'dup' })).reason).toMatch(/exists/);
		expect((await call(op.socket, 'table:rename', { table: id, name: 'Show table' })).ok).toBe(true);
		await until(() => latestVenue?.tables.find((t: any) => t.id === id)?.name === 'Show table');
		expect((await call(op.socket, 'table:remove', { table: id })).ok).toBe(true);
		await until(() => !latestVenue?.tables.some((t: any) => t.id === id));
		const res = await fetch(`${server.url}/api/tables/${id}`);
		expect(res.status).toBe(404);
	});

	it('refuses sockets from another origin, accepts same-origin and listed ones', async () => {
		const evil = client({ origin: 'http://evil.example', reconnect: false });
		await expect(connected(evil.socket)).rejects.toThrow();
		const same = client({ origin: server.url, reconnect: false });
		await connected(same.socket);
		expect(same.socket.connected).toBe(true);
		const res = await fetch(`${server.url}/api/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
			body: JSON.stringify({ pin: server.pin })
		});
		expect(res.status).toBe(403);
	});

	it('refuses a wrong PIN and slows down repeated tries; the session survives as a cookie', async () => {
		const bad1 = await login(server.url, '0000-0000');
		expect(bad1.status).toBe(401);
		expect(bad1.token).toBeNull();
		await login(server.url, '0000-0001');
		const thirdSent = Date.now();
		const third = await login(server.url, '0000-0002');
		expect(third.status).toBe(429);
		expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
		// Even the right PIN waits out the lock-out. The lock (1 s) starts when the server takes
		// the third try, after `thirdSent`: an answer back before thirdSent + 1 s was given inside
		// it. (On a loaded machine the third try's PIN comparison alone can take that second.)
		const locked = await login(server.url, server.pin!);
		if (Date.now() < thirdSent + 1000) expect(locked.status).toBe(429);
		else expect([200, 429]).toContain(locked.status);
		await new Promise((r) => setTimeout(r, 1100));
		const ok = await login(server.url, server.pin!);
		expect(ok.status).toBe(200);
		const session = await fetch(`${server.url}/api/session`, { headers: { cookie: `cuecast_session=${ok.token}` } });
		expect((await session.json()).role).toBe('operator');
		const malformed = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"pin":' });
		expect(malformed.status).toBe(400);
		// neither JSON nor a form (a text/plain post, which no page sends): refused by its type
		expect((await fetch(`${server.url}/api/login`, { method: 'POST', body: JSON.stringify({ pin: server.pin }) })).status).toBe(415);
	});
});
