/**
 * Deltas over real sockets (issue 12): a client that joins with `sync: 'delta'` gets the full
 * state once and then patches; whatever happens on the table (a whole match, clock commands and
 * expiry, a rename, a new match) it ends with exactly the state a full-state client has. A gap
 * is healed by joining again; clients that know nothing of deltas still get `state`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableState, TableSync } from '../../src/lib/protocol';
import { follow, type Synced } from '../../src/lib/protocol/delta';
import { call, clientPool, connected, login, tempDir, until, type Client } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

let server: Served;
let token: string;
const { client, closeAll } = clientPool(() => server.url);
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'pool', 'nine-ball', 'race-to-3-push-outs.json'), 'utf8')) as {
	match: Record<string, unknown>;
	actions: Record<string, unknown>[];
};

beforeAll(async () => {
	server = await serveInProcess({ dataDir: tempDir() });
	token = (await login(server.url, server.pin!)).token!;
}, 30_000);
afterAll(async () => {
	closeAll();
	await server?.stop();
});

/** A screen that follows tables by deltas, as the app does: re-joins on a gap. */
function deltaClient(join: { table: string } | { venue: true }) {
	const c = client();
	const held = new Map<string, Synced>();
	const me = { socket: c.socket, held, updates: 0, gaps: 0, fulls: 0, states: 0, bytes: [] as number[] };
	c.socket.on('delta', (d: TableSync) => {
		me.bytes.push(JSON.stringify(d).length);
		if ('state' in d) me.fulls++;
		const next = follow(held.get(d.t), d);
		if (next) {
			held.set(d.t, next);
			me.updates++;
			return;
		}
		if (!held.has(d.t)) return; // already asked again
		me.gaps++;
		held.delete(d.t);
		c.socket.emit('join', { table: d.t, sync: 'delta' });
	});
	c.socket.on('state', () => me.states++);
	c.socket.on('connect', () => c.socket.emit('join', { ...join, sync: 'delta' }));
	return me;
}

async function operator(): Promise<Client> {
	const op = client({ token });
	await connected(op.socket);
	return op.socket;
}

/** The delta client holds exactly what the full-state client last got. */
function same(full: { latest: TableState | null }, delta: ReturnType<typeof deltaClient>, table: string): boolean {
	const held = delta.held.get(table);
	if (!full.latest || !held) return false;
	try {
		expect(held.state).toEqual(full.latest);
		return true;
	} catch {
		return false;
	}
}

describe('deltas', () => {
	it('a delta client ends with the full-state client’s state after a whole match, clock commands and expiry, a rename and a new match', async () => {
		const op = await operator();
		expect((await call(op, 'table:create', { id: 'd', name: 'Delta' })).ok).toBe(true);
		const full = client({ table: 'd' });
		const delta = deltaClient({ table: 'd' });
		const venue = deltaClient({ venue: true });
		await until(() => full.latest !== null && delta.held.has('d') && venue.held.has('d'), 5000, 'joins');
		// (Each join's state carries the clock as of that join; from the first change on they agree.)
		expect({ ...delta.held.get('d')!.state, clock: undefined }).toEqual({ ...full.latest, clock: undefined });

		/** After each change: both clients have seen it and hold the same state. */
		let seen = full.states.length;
		const settled = async (what: string) => {
			await until(() => full.states.length > seen, 5000, `${what}: full state`);
			seen = full.states.length;
			await until(() => same(full, delta, 'd') && same(full, venue, 'd'), 5000, `${what}: delta equals full`);
		};

		const started = await call(op, 'match:start', { table: 'd', setup: fixture.match, replaces: null });
		expect(started.ok).toBe(true);
		await settled('match:start');
		let revision = 0;
		const play = async (actions: Record<string, unknown>[]) => {
			for (const action of actions) {
				const r = await call(op, 'act', { table: 'd', match: started.state.match.id, revision, action });
				expect(r.reason ?? 'ok').toBe('ok');
				revision = r.revision;
				await settled(`action ${revision}`);
			}
		};
		await play(fixture.actions.slice(0, 4));

		const config = { firstShotSeconds: 60, shotSeconds: 5, extensionsPerPlayer: 1, extensionSeconds: 5, late: null };
		for (const [event, payload] of [
			['clock:config', { table: 'd', config }],
			['clock:reset', { table: 'd' }],
			['clock:start', { table: 'd' }]
		] as const) {
			expect((await call(op, event, payload)).ok).toBe(true);
			await settled(event);
		}
		// A screen that joins while the clock runs gets the base with its clock stamped now ...
		const late = deltaClient({ table: 'd' });
		await until(() => late.held.has('d'), 5000, 'late join');
		expect(late.held.get('d')!.state.clock!.serverNow).toBeGreaterThan(full.latest!.clock!.serverNow);
		for (const event of ['clock:extend', 'clock:stop', 'clock:start'] as const) {
			expect((await call(op, event, { table: 'd' })).ok).toBe(true);
			await settled(event);
			await until(() => same(full, late, 'd'), 5000, `${event}: the late joiner equals full`);
		}
		// ... and the expiry (a timer's broadcast, with its event) reaches every client the same.
		await until(() => full.latest?.events.some((e) => e.type === 'shot-clock-expired') === true, 12_000, 'the clock to run out');
		seen = full.states.length - 1;
		await settled('expiry');

		await play(fixture.actions.slice(4));
		expect(full.latest!.match!.summary.status).toBe('finished');
		expect(full.latest!.events.length).toBeGreaterThan(0);

		expect((await call(op, 'table:rename', { table: 'd', name: 'Delta 2' })).ok).toBe(true);
		await settled('rename');
		expect(delta.held.get('d')!.state.table.name).toBe('Delta 2');
		const next = await call(op, 'match:start', { table: 'd', setup: { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 50 }, replaces: started.state.match.id });
		expect(next.ok).toBe(true);
		await settled('new match');
		const r = await call(op, 'act', { table: 'd', match: next.state.match.id, revision: 0, action: { t: 'shot', rails: 2, cueRail: true } });
		expect(r.ok).toBe(true);
		await settled('first action of the new match');

		for (const c of [delta, venue, late]) {
			expect(c.gaps).toBe(0);
			expect(c.states).toBe(0); // a delta client is sent no `state`
		}
		// One full state on join, then changes only, each far smaller than the state.
		expect(delta.fulls).toBe(1);
		const fullBytes = JSON.stringify(full.latest).length;
		expect(Math.max(...delta.bytes.slice(2))).toBeLessThan(fullBytes);
		expect(delta.bytes.at(-1)!).toBeLessThan(fullBytes / 3);
	}, 60_000);

	it('a client that does not hold the base asks for the full state again and catches up', async () => {
		const op = await operator();
		expect((await call(op, 'table:create', { id: 'gap', name: 'Gap' })).ok).toBe(true);
		const started = await call(op, 'match:start', { table: 'gap', setup: { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 50 }, replaces: null });
		const full = client({ table: 'gap' });
		const delta = deltaClient({ table: 'gap' });
		await until(() => full.latest !== null && delta.held.has('gap'), 5000, 'joins');
		// As if a delta had been lost: what it holds is one behind.
		const held = delta.held.get('gap')!;
		delta.held.set('gap', { ...held, seq: held.seq - 1 });
		const r = await call(op, 'act', { table: 'gap', match: started.state.match.id, revision: 0, action: { t: 'shot', rails: 2, cueRail: true } });
		expect(r.ok).toBe(true);
		await until(() => delta.gaps === 1 && delta.fulls === 2, 5000, 'the gap and the full state again');
		// The state on joining again is a join's (no events, the clock as of the join) ...
		await until(() => full.latest?.match?.revision === 1, 5000, 'the full client');
		expect(delta.held.get('gap')!.state.match).toEqual(full.latest!.match);
		// ... and it follows by deltas again, exactly
		const r2 = await call(op, 'act', { table: 'gap', match: started.state.match.id, revision: 1, action: { t: 'shot' } });
		expect(r2.ok).toBe(true);
		await until(() => full.latest?.match?.revision === 2 && same(full, delta, 'gap'), 5000, 'next delta');
		expect(delta.gaps).toBe(1);
		expect(delta.fulls).toBe(2);
	});

	it('clients that know nothing of deltas still get `state`; a malformed sync mode is refused and joins nothing', async () => {
		const op = await operator();
		expect((await call(op, 'table:create', { id: 'old', name: 'Old' })).ok).toBe(true);
		const started = await call(op, 'match:start', { table: 'old', setup: { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 50 }, replaces: null });
		const old = client({ table: 'old' });
		let deltas = 0;
		old.socket.on('delta', () => deltas++);
		const bad = client();
		await connected(bad.socket);
		for (const join of [
			{ table: 'old', sync: 'bogus' },
			{ table: 'old', sync: 'delta', extra: 1 },
			{ venue: true, sync: 3 }
		]) {
			const refused = await call(bad.socket, 'join', join);
			expect(refused).toMatchObject({ ok: false, code: 'invalid' });
		}
		let badDeltas = 0;
		bad.socket.on('delta', () => badDeltas++);
		await until(() => old.latest !== null, 5000, 'old join');
		const r = await call(op, 'act', { table: 'old', match: started.state.match.id, revision: 0, action: { t: 'shot', rails: 2, cueRail: true } });
		expect(r.ok).toBe(true);
		await until(() => old.latest?.match?.revision === 1, 5000, 'state after the action');
		expect(old.latest).toEqual(r.state);
		expect(deltas).toBe(0);
		expect(bad.latest).toBeNull();
		expect(badDeltas).toBe(0);
		// A join in full mode after a delta join switches the socket back to `state`.
		const switcher = deltaClient({ table: 'old' });
		await until(() => switcher.held.has('old'), 5000, 'delta join');
		const joined = await call(switcher.socket, 'join', { table: 'old' });
		expect(joined.ok).toBe(true);
		expect(joined.seq).toBeUndefined();
		const r2 = await call(op, 'act', { table: 'old', match: started.state.match.id, revision: 1, action: { t: 'shot' } });
		expect(r2.ok).toBe(true);
		await until(() => switcher.states >= 2, 5000, 'state events after switching');
		expect(switcher.updates).toBe(1);
	});

	it('a delta venue watcher learns a new table whole and hears of a removed one', async () => {
		const op = await operator();
		const venue = deltaClient({ venue: true });
		let removed: string | null = null;
		venue.socket.on('removed', (r) => (removed = r.table));
		await connected(venue.socket);
		await new Promise((r) => setTimeout(r, 200));
		expect((await call(op, 'table:create', { id: 'fresh', name: 'Fresh' })).ok).toBe(true);
		await until(() => venue.held.get('fresh')?.state.table.name === 'Fresh', 5000, 'the new table');
		const joined = await call(venue.socket, 'join', { table: 'fresh', sync: 'delta' });
		expect(joined).toMatchObject({ ok: true, seq: venue.held.get('fresh')!.seq, state: venue.held.get('fresh')!.state });
		expect((await call(op, 'table:remove', { table: 'fresh' })).ok).toBe(true);
		await until(() => removed === 'fresh', 5000, 'removed');
		expect(venue.gaps).toBe(0);
	});
});
