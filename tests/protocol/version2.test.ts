/**
 * Protocol 2 over real sockets (docs/protocol.md "Protocol 2"), the one channel cuecast's own
 * clients speak: a join brings the table's whole state once, as its first `delta`; every change
 * after it comes as a patch with the match events beside it; an acknowledgement says where the
 * table is (match, revision) or why it refused, and never carries a state, a stroke list or a
 * venue the channel brings anyway. A client that does not ask for it keeps protocol 1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableSync } from '../../src/lib/protocol';
import { follow, type Synced } from '../../src/lib/protocol/delta';
import { call, clientPool, connected, login, tempDir, until } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

let server: Served;
let token: string;
const { client, closeAll } = clientPool(() => server.url);

beforeAll(async () => {
	server = await serveInProcess({ dataDir: tempDir() });
	token = (await login(server.url, server.pin!)).token!;
}, 30_000);
afterAll(async () => {
	closeAll();
	await server?.stop();
});

/** A protocol 2 client recording everything the server sends it. */
async function speaker(opts: { token?: string; protocol?: 2 } = { protocol: 2 }) {
	const c = client(opts);
	const got: [string, unknown][] = [];
	c.socket.onAny((event: string, payload: unknown) => got.push([event, payload]));
	await connected(c.socket);
	const syncs = () => got.filter(([e]) => e === 'delta').map(([, d]) => d as TableSync);
	return { socket: c.socket, got, syncs, role: () => c.role, hello: () => got.find(([e]) => e === 'hello')?.[1] as { protocol: number } | undefined };
}

const NINE_BALL = { discipline: 'nine-ball', players: ['Anna', 'Olga'], raceTo: 3 };

async function newTable(op: Awaited<ReturnType<typeof speaker>>, id: string) {
	expect(await call(op.socket, 'table:create', { id, name: id.toUpperCase() })).toMatchObject({ ok: true, table: { id } });
	return call(op.socket, 'match:start', { table: id, setup: NINE_BALL, replaces: null });
}

describe('protocol 2', () => {
	it('says which protocol each connection speaks: 2 when the handshake asks for it, else 1', async () => {
		const two = await speaker();
		const one = await speaker({});
		await until(() => !!two.hello() && !!one.hello());
		expect(two.hello()!.protocol).toBe(2);
		expect(one.hello()!.protocol).toBe(1);
	});

	it('acknowledges a change with where the table is, and brings the state once, on the channel', async () => {
		const op = await speaker({ token, protocol: 2 });
		const started = await newTable(op, 'p2a');
		expect(started).toEqual({ ok: true, match: expect.any(Number), revision: 0 });
		const match = started.match as number;

		const viewer = await speaker();
		const joined = await call(viewer.socket, 'join', { table: 'p2a' });
		// no state in the ack: it is the first delta, whole
		expect(joined).toEqual({ ok: true, seq: expect.any(Number), match, revision: 0 });
		await until(() => viewer.syncs().length === 1);
		const first = viewer.syncs()[0]!;
		expect('state' in first && first.s).toBe(joined.seq);
		let held: Synced | null = follow(undefined, first);

		const acted = await call(op.socket, 'act', { table: 'p2a', match, revision: 0, action: { t: 'shot', potted: [1] } });
		expect(acted).toEqual({ ok: true, revision: 1, match });
		await until(() => viewer.syncs().length === 2);
		const change = viewer.syncs()[1]!;
		expect('p' in change).toBe(true);
		held = follow(held, change);
		expect(held?.state.match?.revision).toBe(1);
		// a state never arrives whole again, and never as a `state` event
		expect(viewer.got.filter(([e]) => e === 'state')).toEqual([]);
		expect(viewer.syncs().filter((d) => 'state' in d)).toHaveLength(1);
	});

	it('refuses with the code and where the table is, without its state', async () => {
		const op = await speaker({ token, protocol: 2 });
		const { match } = (await newTable(op, 'p2b')) as { match: number };
		await call(op.socket, 'act', { table: 'p2b', match, revision: 0, action: { t: 'shot', potted: [] } });
		const stale = await call(op.socket, 'act', { table: 'p2b', match, revision: 0, action: { t: 'shot', potted: [] } });
		expect(stale).toEqual({ ok: false, reason: expect.any(String), code: 'stale-revision', params: { revision: 1, sent: 0 }, match, revision: 1 });
		const engine = await call(op.socket, 'act', { table: 'p2b', match, revision: 1, action: { t: 'no-such-action' } });
		expect(engine).toMatchObject({ ok: false, match, revision: 1 });
		expect(engine).not.toHaveProperty('state');
	});

	it('keeps one channel: a `sync: full` join still gets deltas; a venue join and a stroke-list join send their data as events only', async () => {
		const op = await speaker({ token, protocol: 2 });
		await newTable(op, 'p2c');
		const full = await speaker();
		expect(await call(full.socket, 'join', { table: 'p2c', sync: 'full' })).not.toHaveProperty('state');
		await until(() => full.syncs().length === 1);

		const venue = await speaker();
		expect(await call(venue.socket, 'join', { venue: true })).toEqual({ ok: true });
		await until(() => venue.got.some(([e]) => e === 'venue') && venue.syncs().some((d) => d.t === 'p2c'));

		const console_ = await speaker({ token, protocol: 2 });
		const withHistory = await call(console_.socket, 'join', { table: 'p2c', history: true });
		expect(withHistory).not.toHaveProperty('history');
		expect(withHistory).not.toHaveProperty('state');
		await until(() => console_.got.some(([e, d]) => e === 'history' && (d as { reset?: boolean }).reset === true));
		for (const c of [full, venue, console_]) expect(c.got.filter(([e]) => e === 'state')).toEqual([]);
	});

	it('leaves protocol 1 as it was: the ack carries the state', async () => {
		const op = await speaker({ token });
		const started = await newTable(op, 'p2d');
		expect(started).toMatchObject({ ok: true, state: { table: { id: 'p2d' }, match: { revision: 0 } } });
		const m = (started as { state: { match: { id: number } } }).state.match.id;
		expect(await call(op.socket, 'act', { table: 'p2d', match: m, revision: 0, action: { t: 'shot', potted: [] } })).toMatchObject({ ok: true, revision: 1, state: { match: { revision: 1 } } });
	});
});
