import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../../src/lib/engine/match';
import { call, connect, connected, login, poolSetup, startServer, streamAction, tempDir, until } from './helpers';

const CYCLES = Number(process.env.CUECAST_CRASH_CYCLES ?? 20);

describe('kill -9 in the middle of a stream of acknowledged actions', () => {
	it(`keeps every acknowledged action exactly once, ${CYCLES} crashes in a row`, async () => {
		const dataDir = tempDir();
		let server = await startServer({ dataDir });
		const port = server.port;
		const { token } = await login(server.url, server.pin!);
		{
			const op = connect(server.url, { token: token! });
			await connected(op.socket);
			expect((await call(op.socket, 'table:create', { id: 't1', name: 'Crash table' })).ok).toBe(true);
			expect((await call(op.socket, 'match:start', { table: 't1', setup: poolSetup(), replaces: null })).ok).toBe(true);
			op.socket.close();
		}
		/** What we sent at each revision (1-based), and the highest revision the server acknowledged. */
		const sent = new Map<number, unknown>();
		let acked = 0;
		let totalAcked = 0;
		let maybeStored = 0;

		for (let cycle = 0; cycle < CYCLES; cycle++) {
			const op = connect(server.url, { token: token!, table: 't1', reconnect: false });
			await connected(op.socket);
			await until(() => op.latest !== null, 5000, 'state');
			const state = op.latest!;
			const matchId = state.match!.id;
			let revision = state.match!.revision;

			// After the restart the log holds every acknowledged action, nothing twice, nothing else.
			const { script } = await call(op.socket, 'script', { table: 't1' });
			expect(script.actions.length).toBe(revision);
			expect(revision).toBeGreaterThanOrEqual(acked);
			expect(revision).toBeLessThanOrEqual(acked + 1); // at most the one in flight when killed
			if (revision === acked + 1) maybeStored++;
			for (let r = 1; r <= revision; r++) expect(script.actions[r - 1], `revision ${r}`).toEqual(sent.get(r));
			const replay = runScript(script);
			expect(replay.ok).toBe(true);
			if (replay.ok) expect(summarize(replay.match)).toEqual(state.match!.summary);
			acked = revision;

			// Stream acknowledged actions; kill -9 at a random moment while they flow.
			let stop = false;
			const streaming = (async () => {
				while (!stop) {
					const action = streamAction(revision);
					sent.set(revision + 1, action);
					let reply;
					try {
						reply = await call(op.socket, 'act', { table: 't1', match: matchId, revision, action }, 2000);
					} catch {
						return; // the server died with this one in flight
					}
					if (!reply.ok) throw new Error(`refused: ${reply.reason}`);
					revision = reply.revision;
					acked = revision;
					totalAcked++;
				}
			})();
			await new Promise((r) => setTimeout(r, 40 + Math.random() * 160));
			await server.kill9();
			stop = true;
			await streaming;
			op.socket.close();
			server = await startServer({ dataDir, port });
		}
		await server.stop();
		expect(totalAcked).toBeGreaterThan(CYCLES * 5);
		console.log(`crash test: ${CYCLES} kill -9 cycles, ${totalAcked} acknowledged actions, ${maybeStored} unacknowledged-but-stored`);
	}, 180_000);
});
