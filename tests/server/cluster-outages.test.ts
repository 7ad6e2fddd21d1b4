/**
 * Issue 12: a Redis restart and a PostgreSQL restart during scoring, on two nodes of their own
 * (private servers: tests/support/peers.ts, so stopping them disturbs no other test file).
 * Redis away: scoring goes on and the other node follows through the database. PostgreSQL
 * away: every action is refused with a reason, none acknowledged; it resumes by itself after.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, until, type Running } from './helpers';
import { checkLog, clusterFile, health, Ledger, sleep, startCluster, streamer, tableWithMatch } from './cluster-support';

const file = clusterFile();
let nodes: Running[] = [];
let token = '';
let matchId = 0;
beforeAll(async () => {
	const cluster = await startCluster(file.peers(), 2);
	nodes = cluster.nodes;
	file.running.push(...nodes);
	token = cluster.token;
	matchId = await tableWithMatch(nodes[0], token, 't1', nodes);
}, 90_000);

describe.sequential('Redis and PostgreSQL restarted during scoring', () => {
	// a test that failed while one was stopped leaves it running for the next (start: nothing when it runs)
	afterEach(async () => {
		await file.peers().redis.start();
		await file.peers().pg.start();
	});

	it('Redis restarted during scoring: scoring goes on, viewers on other nodes keep up, the bus comes back', async () => {
		const [a, b] = nodes;
		const ledger = new Ledger();
		const stream = streamer(() => a, token, 't1', matchId, ledger);
		const onB = connect(b.url, { table: 't1' });
		await until(() => ledger.acked.size > 10, 10_000, 'scoring');
		await file.peers().redis.stop();
		const before = { acked: ledger.acked.size, seenOnB: onB.latest?.match?.revision ?? 0 };
		await sleep(3000);
		// Without Redis: still scoring on A, and B's viewer follows through the database poll.
		expect(ledger.acked.size).toBeGreaterThan(before.acked + 5);
		await until(() => (onB.latest?.match?.revision ?? 0) > before.seenOnB + 5, 5000, 'B to follow without Redis');
		expect((await health(b)).bus.connected).toBe(false);
		await file.peers().redis.start();
		for (const n of nodes) {
			const t0 = Date.now();
			while (!(await health(n)).bus.connected) {
				expect(Date.now() - t0, 'the bus back within 10 s').toBeLessThan(10_000);
				await sleep(200);
			}
		}
		await sleep(1000);
		await stream.stop();
		const length = await checkLog(b, token, 't1', ledger);
		await until(() => onB.latest?.match?.revision === length, 5000, 'B at the last revision');
		onB.socket.close();
	}, 90_000);

	it('PostgreSQL restarted during scoring: clear refusals while it is down, nothing acknowledged lost, scoring resumes', async () => {
		const [a, b] = nodes;
		const ledger = new Ledger();
		const streams = [streamer(() => a, token, 't1', matchId, ledger), streamer(() => b, token, 't1', matchId, ledger)];
		const onB = connect(b.url, { table: 't1' });
		await until(() => ledger.acked.size > 10, 10_000, 'scoring');
		await file.peers().pg.stop();
		await sleep(1500);
		const duringOutage = ledger.acked.size;
		await sleep(1500);
		expect(ledger.acked.size, 'nothing acknowledged while the database is down').toBe(duringOutage);
		expect(ledger.refusals.get('not-stored') ?? 0).toBeGreaterThan(0);
		await file.peers().pg.start();
		await until(() => ledger.acked.size > duringOutage + 10, 20_000, 'scoring to resume');
		await Promise.all(streams.map((s) => s.stop()));
		const length = await checkLog(a, token, 't1', ledger);
		expect(await checkLog(b, token, 't1', ledger)).toBe(length);
		await until(() => onB.latest?.match?.revision === length, 5000, 'B at the last revision');
		onB.socket.close();
	}, 90_000);
});
