import { describe, expect, it } from 'vitest';
import { call, connect, connected, login, poolSetup, startServer, streamAction, tempDir, until } from './helpers';

describe('server restart', () => {
	it('connected clients reconnect on their own and resync to the exact state', async () => {
		const dataDir = tempDir();
		let server = await startServer({ dataDir });
		const { token } = await login(server.url, server.pin!);
		const op = connect(server.url, { token: token!, table: 'a' });
		await connected(op.socket);
		await call(op.socket, 'table:create', { id: 'a', name: 'A' });
		await call(op.socket, 'match:start', { table: 'a', setup: poolSetup(), replaces: null });
		op.socket.emit('join', { table: 'a' });
		const viewers = Array.from({ length: 5 }, () => connect(server.url, { table: 'a' }));
		await Promise.all(viewers.map((v) => connected(v.socket)));
		await until(() => op.latest?.match != null);

		let { id, revision } = op.latest!.match!;
		for (let i = 0; i < 25; i++) {
			const r = await call(op.socket, 'act', { table: 'a', match: id, revision, action: streamAction(revision) });
			expect(r.ok).toBe(true);
			revision = r.revision;
		}
		await until(() => viewers.every((v) => v.latest?.match?.revision === revision), 5000, 'viewers before restart');

		for (const kind of ['kill', 'stop'] as const) {
			const connectsBefore = viewers.map((v) => v.connects);
			if (kind === 'kill') await server.kill9();
			else await server.stop();
			await until(() => viewers.every((v) => !v.socket.connected), 5000, 'disconnect');
			server = await startServer({ dataDir, port: server.port });
			await until(() => viewers.every((v, i) => v.connects > connectsBefore[i] && v.socket.connected), 10_000, 'reconnect');
			await until(() => op.socket.connected, 10_000, 'operator reconnect');
			// the resync after reconnect is the exact state, and the operator still operates
			await until(() => viewers.every((v) => v.states.at(-1)?.match?.revision === revision), 5000, 'resync');
			const fresh = connect(server.url, { table: 'a' });
			await until(() => fresh.latest !== null);
			// The same state as a fresh client's; the clock's read-out time differs by design.
			const withoutTime = (s: typeof fresh.latest) => ({ ...s, clock: { ...s!.clock, at: 0, serverNow: 0 } });
			for (const v of viewers) expect(withoutTime(v.latest)).toEqual(withoutTime(fresh.latest));
			fresh.socket.close();
			const r = await call(op.socket, 'act', { table: 'a', match: id, revision, action: streamAction(revision) });
			expect(r.ok, r.reason).toBe(true);
			revision = r.revision;
			await until(() => viewers.every((v) => v.latest?.match?.revision === revision), 5000, 'update after restart');
		}
		for (const v of [...viewers, op]) v.socket.close();
		await server.stop();
	}, 60_000);
});
