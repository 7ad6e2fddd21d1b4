/**
 * The shot clock over real sockets: the server keeps the deadline, a client that joins later
 * (a reload) sees the same deadline, strokes reset it, and when it runs out every client hears
 * it. Operators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connect, connected, login, tempDir, until } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

describe('shot clock', () => {
	let server: Served;
	let token: string;
	beforeAll(async () => {
		server = await serveInProcess({ dataDir: tempDir() });
		token = (await login(server.url, server.pin!)).token!;
	}, 30_000);
	afterAll(async () => server?.stop());

	it('keeps one server-side deadline that reloads see, resets after a stroke, and expires for everyone', async () => {
		const operator = connect(server.url, { token });
		await connected(operator.socket);
		expect((await call(operator.socket, 'table:create', { id: 'c1', name: 'Clock' })).ok).toBe(true);
		await call(operator.socket, 'join', { table: 'c1' });
		const started = await call(operator.socket, 'match:start', {
			table: 'c1',
			setup: { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 3 },
			replaces: null
		});
		const config = { firstShotSeconds: 60, shotSeconds: 5, extensionsPerPlayer: 1, extensionSeconds: 5, late: null };
		expect((await call(operator.socket, 'clock:config', { table: 'c1', config })).ok).toBe(true);
		expect((await call(operator.socket, 'clock:start', { table: 'c1' })).ok).toBe(true);
		await until(() => operator.latest?.clock?.running === true);
		const deadline = operator.latest!.clock!.deadline!;
		expect(deadline - operator.latest!.clock!.serverNow).toBeLessThanOrEqual(5_000);

		// A reload: a new viewer joining now sees the same deadline, not a fresh clock.
		await new Promise((r) => setTimeout(r, 300));
		const viewer = connect(server.url, { table: 'c1' });
		await until(() => viewer.latest !== null);
		expect(viewer.latest!.clock!.deadline).toBe(deadline);
		expect(viewer.latest!.clock!.remainingMs).toBeLessThan(5_000 - 250);
		expect((await call(viewer.socket, 'clock:stop', { table: 'c1' })).ok).toBe(false);

		// A stroke resets it (stopped, the full time again); the break earns the longer one.
		const match = started.state.match;
		expect((await call(operator.socket, 'act', { table: 'c1', match: match.id, revision: 0, action: { t: 'shot', rails: 4 } })).ok).toBe(true);
		await until(() => operator.latest?.match?.revision === 1);
		expect(operator.latest!.clock).toMatchObject({ running: false, remainingMs: 60_000 });
		expect((await call(operator.socket, 'act', { table: 'c1', match: match.id, revision: 1, action: { t: 'shot' } })).ok).toBe(true);
		await until(() => operator.latest?.match?.revision === 2);
		expect(operator.latest!.clock).toMatchObject({ running: false, remainingMs: 5_000 });

		// Let it run out: the viewer hears it without asking.
		expect((await call(operator.socket, 'clock:start', { table: 'c1' })).ok).toBe(true);
		await until(() => viewer.latest?.events.some((e) => e.type === 'shot-clock-expired') === true, 8_000, 'the clock to run out');
		expect(viewer.latest!.clock).toMatchObject({ running: false, remainingMs: 0, expired: true });
		const refused = await call(operator.socket, 'clock:start', { table: 'c1' });
		expect(refused).toMatchObject({ ok: false, reason: 'the time is up: reset the clock first', code: 'clock-time-up' });
		operator.socket.close();
		viewer.socket.close();
	}, 30_000);
});
