/**
 * Issue 12: what nodes dying does to scoring. Consoles on every node stream acknowledged
 * actions into one table while nodes are killed; every acknowledged action is in the log once,
 * at its revision, every live viewer ends at the log's last revision, and the leader (clock
 * timers, OBS, snapshots) moves. Private PostgreSQL and Redis servers (tests/support/peers.ts).
 * Redis and PostgreSQL restarts: cluster-outages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { call, connect, login, until, type Running } from './helpers';
import { alive, checkLog, clusterFile, Ledger, leaders, operator, sleep, startCluster, startNode, streamer, tableWithMatch } from './cluster-support';

const ROUNDS = Number(process.env.CUECAST_CLUSTER_ROUNDS ?? 20);

const file = clusterFile();
const running = file.running;
/** The operator session of the cluster (sessions live in the database: valid on every node). */
let token = '';

/**
 * `count` running nodes of the cluster, the newest first started if fewer are alive (each test
 * can run after a failed one), with table t1 and its match in place.
 */
async function liveNodes(count: number): Promise<Running[]> {
	while (running.filter(alive).length < count) running.push(await startNode(file.peers()));
	const nodes = running.filter(alive).slice(-count);
	if (!token) token = (await login(nodes[0].url, nodes[0].pin!)).token!;
	const op = await operator(nodes[0], token);
	const joined = await call(op.socket, 'join', { table: 't1' });
	op.socket.close();
	if (!joined.ok) await tableWithMatch(nodes[0], token, 't1', nodes);
	return nodes;
}

describe.sequential('nodes dying and servers restarting during scoring', () => {
	it(`kill -9 of a random node, ${ROUNDS} rounds, consoles on every node: nothing acknowledged is lost, the leader moves`, async () => {
		const cluster = await startCluster(file.peers(), 3);
		const nodes = cluster.nodes;
		token = cluster.token;
		running.push(...nodes);
		const matchId = await tableWithMatch(nodes[0], token, 't1', nodes);
		const ledger = new Ledger();
		const streams = nodes.map((_, i) => streamer(() => nodes[i], token, 't1', matchId, ledger));
		const viewers = nodes.map((n) => connect(n.url, { table: 't1' }));
		let leaderMoves = 0;
		// A killed node is started again in the background while the rounds go on (as an
		// orchestrator would), so at least two of the three are always up.
		const starting = new Map<number, Promise<void>>();
		for (let round = 0; round < ROUNDS; round++) {
			await sleep(300 + Math.random() * 500);
			if (nodes.filter(alive).length < 3) await Promise.race(starting.values());
			const up = nodes.filter(alive);
			const [leader] = await leaders(up);
			// Every third round the leader dies, so the clock and OBS must move; else any node.
			const victim = round % 3 === 0 && leader ? leader : up[Math.floor(Math.random() * up.length)];
			const index = nodes.indexOf(victim);
			await victim.kill9();
			if (victim === leader) {
				const t0 = Date.now();
				for (;;) {
					const now = await leaders(nodes);
					if (now.length === 1) break;
					expect(now.length, 'never two leaders').toBeLessThanOrEqual(1);
					expect(Date.now() - t0, 'a new leader within 5 s').toBeLessThan(5000);
					await sleep(100);
				}
				leaderMoves++;
			}
			const restart = startNode(file.peers(), victim.port).then((n) => {
				nodes[index] = n;
				running.push(n);
				starting.delete(index);
			});
			starting.set(index, restart);
		}
		await Promise.all(starting.values());
		await Promise.all(streams.map((s) => s.stop()));
		expect(ledger.acked.size).toBeGreaterThan(ROUNDS * 5);
		expect(leaderMoves).toBeGreaterThanOrEqual(Math.floor(ROUNDS / 3));
		const length = await checkLog(nodes[0], token, 't1', ledger);
		for (const n of nodes.slice(1)) expect(await checkLog(n, token, 't1', ledger)).toBe(length);
		for (const v of viewers) await until(() => v.latest?.match?.revision === length, 10_000, `a viewer at revision ${length}`);
		viewers.forEach((v) => v.socket.close());
		console.log(`cluster crash test: ${ROUNDS} kill -9 rounds, ${ledger.acked.size} acknowledged actions, ${length - ledger.acked.size} stored unacknowledged, leader moved ${leaderMoves} times, refusals ${JSON.stringify(Object.fromEntries(ledger.refusals))}`);
	}, 300_000);

	it('the shot clock expires on time after its leader was killed', async () => {
		const nodes = await liveNodes(3);
		const [leader] = await leaders(nodes);
		const other = nodes.find((n) => n !== leader)!;
		const op = await operator(other, token, 't1');
		const config = { firstShotSeconds: 5, shotSeconds: 5, extensionsPerPlayer: 1, extensionSeconds: 5, late: null };
		expect((await call(op.socket, 'clock:config', { table: 't1', config })).ok).toBe(true);
		expect((await call(op.socket, 'clock:start', { table: 't1' })).ok).toBe(true);
		const watcher = connect(other.url, { table: 't1' });
		await leader.kill9();
		await until(() => watcher.states.some((s) => s.events.some((e) => e.type === 'shot-clock-expired')), 12_000, 'the clock to expire');
		expect(watcher.latest!.clock!.expired).toBe(true);
		watcher.socket.close();
		op.socket.close();
	}, 60_000);

});

