/**
 * Shot-clock settings per table over real sockets, kept across restarts: the settings and a
 * running deadline survive a clean stop and a kill -9; a stroke after the clock was saved gives
 * a fresh clock after the restart; a clock switched off is off for every screen (no `clock`
 * in the state) and stays off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connect, connected, freshState, login, startServer, tempDir, until, type Running } from './helpers';

const setup = { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 3 };
const config = { enabled: true, firstShotSeconds: 75, shotSeconds: 45, extensionsPerPlayer: 2, extensionSeconds: 20, late: { seconds: 15, when: 'hill-hill' }, sound: false };

describe('shot clock settings kept by the server', () => {
	const dataDir = tempDir();
	let server: Running;
	let token: string;
	beforeAll(async () => {
		server = await startServer({ dataDir });
		token = (await login(server.url, server.pin!)).token!;
	}, 30_000);
	afterAll(async () => server?.stop());

	async function operator() {
		const op = connect(server.url, { token });
		await connected(op.socket);
		return op;
	}

	it('keeps the settings and a running deadline across a clean stop and a kill -9', async () => {
		let op = await operator();
		await call(op.socket, 'table:create', { id: 'k1', name: 'K1' });
		expect((await call(op.socket, 'match:start', { table: 'k1', setup, replaces: null })).ok).toBe(true);
		expect((await call(op.socket, 'clock:config', { table: 'k1', config })).ok).toBe(true);
		expect((await freshState(server, 'k1')).clock).toMatchObject({ config, running: false, remainingMs: 45_000, extensionsLeft: [2, 2] });
		expect((await call(op.socket, 'clock:extend', { table: 'k1' })).ok).toBe(true);
		expect((await call(op.socket, 'clock:start', { table: 'k1' })).ok).toBe(true);
		const running = (await freshState(server, 'k1')).clock!;
		expect(running).toMatchObject({ running: true, limitMs: 65_000, extensionsLeft: [1, 2] });
		op.socket.close();

		for (const how of ['stop', 'kill -9'] as const) {
			if (how === 'stop') await server.stop();
			else await server.kill9();
			server = await startServer({ dataDir, port: server.port });
			const after = await freshState(server, 'k1');
			expect(after.clockConfig, how).toEqual(config);
			// the same deadline, so every screen shows the time really left
			expect(after.clock, how).toMatchObject({ config, running: true, deadline: running.deadline, limitMs: 65_000, extensionsLeft: [1, 2] });
			expect(after.clock!.remainingMs).toBeLessThan(65_000);
			expect(after.clock!.remainingMs).toBeGreaterThan(30_000);
		}
	}, 60_000);

	it('after a restart, a stroke stored after the clock was saved means a fresh clock for the next stroke', async () => {
		const op = await operator();
		await call(op.socket, 'table:create', { id: 'k2', name: 'K2' });
		const match = (await call(op.socket, 'match:start', { table: 'k2', setup, replaces: null })).state.match;
		expect((await call(op.socket, 'clock:config', { table: 'k2', config: { ...config, late: null } })).ok).toBe(true);
		expect((await call(op.socket, 'clock:start', { table: 'k2' })).ok).toBe(true);
		// the break: the clock resets (stopped) for the first stroke after it
		expect((await call(op.socket, 'act', { table: 'k2', match: match.id, revision: 0, action: { t: 'shot', rails: 4 } })).ok).toBe(true);
		op.socket.close();
		await server.kill9();
		server = await startServer({ dataDir, port: server.port });
		const after = await freshState(server, 'k2');
		expect(after.match?.revision).toBe(1);
		expect(after.clock).toMatchObject({ running: false, deadline: null, expired: false, config: { shotSeconds: 45, late: null } });
	}, 30_000);

	it('a clock switched off is gone from every screen, refuses to start, and stays off after a restart', async () => {
		const op = await operator();
		await call(op.socket, 'table:create', { id: 'k3', name: 'K3' });
		await call(op.socket, 'match:start', { table: 'k3', setup, replaces: null });
		const watcher = connect(server.url, { table: 'k3' });
		await until(() => watcher.latest?.clock !== undefined, 5000, 'a clock at first');
		expect((await call(op.socket, 'clock:config', { table: 'k3', config: { ...config, enabled: false } })).ok).toBe(true);
		await until(() => watcher.latest?.clockConfig?.enabled === false, 5000, 'the watcher to hear the clock is off');
		expect(watcher.latest!.clock).toBeUndefined();
		expect(await call(op.socket, 'clock:start', { table: 'k3' })).toMatchObject({ ok: false, reason: 'the shot clock is off' });
		expect(await call(op.socket, 'clock:extend', { table: 'k3' })).toMatchObject({ ok: false, reason: 'the shot clock is off' });
		// a viewer cannot switch it back on
		expect(await call(watcher.socket, 'clock:config', { table: 'k3', config })).toMatchObject({ ok: false });
		watcher.socket.close();
		op.socket.close();
		await server.stop();
		server = await startServer({ dataDir, port: server.port });
		const after = await freshState(server, 'k3');
		expect(after.clock).toBeUndefined();
		expect(after.clockConfig).toEqual({ ...config, enabled: false });
		// and on again: the settings were kept while it was off
		const again = await operator();
		expect((await call(again.socket, 'clock:config', { table: 'k3', config: { ...after.clockConfig!, enabled: true } })).ok).toBe(true);
		expect((await freshState(server, 'k3')).clock).toMatchObject({ running: false, remainingMs: 45_000 });
		again.socket.close();
	}, 30_000);

	it('refuses settings outside the limits and changes nothing', async () => {
		const op = await operator();
		for (const bad of [{ shotSeconds: 4 }, { extensionsPerPlayer: 11 }, { late: { seconds: 20, when: 'on-the-hill' } }, { enabled: 'yes' }, { colour: 'red' }]) {
			const reply = await call(op.socket, 'clock:config', { table: 'k1', config: { ...config, ...bad } });
			expect(reply.ok, JSON.stringify(bad)).toBe(false);
		}
		expect((await freshState(server, 'k1')).clockConfig).toEqual(config);
		op.socket.close();
	});

	it('a timed match\'s game clock, started by the first stroke, runs on to the same deadline after a kill -9, strokes and all (EB-23)', async () => {
		const op = await operator();
		await call(op.socket, 'table:create', { id: 'k4', name: 'K4' });
		const timed = { discipline: 'english-billiards', players: ['Anna', 'Piotr'], timeLimit: 45 };
		const match = (await call(op.socket, 'match:start', { table: 'k4', setup: timed, replaces: null })).state.match;
		expect((await freshState(server, 'k4')).gameClock).toMatchObject({ limitMs: 45 * 60_000, running: false, remainingMs: 45 * 60_000 });
		expect((await call(op.socket, 'act', { table: 'k4', match: match.id, revision: 0, action: { t: 'shot', firstHit: 'red' } })).ok).toBe(true);
		// the first stroke started it
		const started = (await freshState(server, 'k4')).gameClock!;
		expect(started.running).toBe(true);
		expect((await call(op.socket, 'act', { table: 'k4', match: match.id, revision: 1, action: { t: 'shot', firstHit: 'red', potted: ['red'] } })).ok).toBe(true);
		op.socket.close();
		// The start was stored in the table's mailbox right after the first stroke's ack, so before
		// the second stroke (sent after that ack) ran: its ack means the clock is on disk.
		await server.kill9();
		server = await startServer({ dataDir, port: server.port });
		const after = await freshState(server, 'k4');
		expect(after.match?.revision).toBe(2);
		expect(after.gameClock).toMatchObject({ running: true, deadline: started.deadline, limitMs: 45 * 60_000 });
	}, 30_000);
});
