/**
 * Issue 12: what a node's death, a Redis restart and a PostgreSQL restart do to scoring.
 * Consoles on every node stream acknowledged actions into one table; whatever happens, every
 * acknowledged action is in the log once, at its revision, and every live viewer ends at the
 * log's last revision. Private PostgreSQL and Redis servers (tests/support/peers.ts), so
 * stopping them disturbs no other test file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, summarize } from '../../src/lib/engine/match';
import { call, connect, login, streamAction, until, type Running } from './helpers';
import { health, leaders, operator, startCluster, startNode, startPeers, tableWithMatch, type Peers } from './cluster-support';

const ROUNDS = Number(process.env.CUECAST_CLUSTER_ROUNDS ?? 20);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (n: Running) => n.proc.exitCode === null && n.proc.signalCode === null;

let peers: Peers;
const running: Running[] = [];
/** The operator session of the cluster (sessions live in the database: valid on every node). */
let token = '';
beforeAll(async () => {
	peers = await startPeers();
}, 60_000);
afterAll(async () => {
	await Promise.all(running.map((n) => n.stop().catch(() => {})));
	await peers?.dispose();
});

/**
 * `count` running nodes of the cluster, the newest first started if fewer are alive (each test
 * can run after a failed one), with table t1 and its match in place.
 */
async function liveNodes(count: number): Promise<Running[]> {
	while (running.filter(alive).length < count) running.push(await startNode(peers));
	const nodes = running.filter(alive).slice(-count);
	if (!token) token = (await login(nodes[0].url, nodes[0].pin!)).token!;
	const op = await operator(nodes[0], token);
	const joined = await call(op.socket, 'join', { table: 't1' });
	op.socket.close();
	if (!joined.ok) await tableWithMatch(nodes[0], token);
	return nodes;
}

/** Every acknowledged action, by revision, from any console on any node. */
class Ledger {
	acked = new Map<number, unknown>();
	refusals = new Map<string, number>();
	record(revision: number, action: unknown) {
		const before = this.acked.get(revision);
		if (before !== undefined) expect(action, `two actions acknowledged as revision ${revision}`).toEqual(before);
		this.acked.set(revision, action);
	}
	refused(code: string) {
		this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
	}
	get top() {
		return Math.max(0, ...this.acked.keys());
	}
}

/** A console on `node` acting on `table` until stopped; it follows refusals' states and survives its node's death. */
function streamer(node: () => Running, token: string, table: string, matchId: number, ledger: Ledger) {
	let stop = false;
	const run = (async () => {
		while (!stop) {
			const n = node();
			if (!alive(n)) {
				await sleep(100);
				continue;
			}
			let op;
			try {
				op = await operator(n, token, table);
			} catch {
				await sleep(200);
				continue;
			}
			let revision = op.latest!.match!.revision;
			while (!stop && op.socket.connected) {
				const action = streamAction(revision);
				let reply;
				try {
					reply = await call(op.socket, 'act', { table, match: matchId, revision, action }, 3000);
				} catch {
					break; // the node died with this one in flight: maybe stored, never acknowledged
				}
				if (reply.ok) {
					ledger.record(reply.revision, action);
					revision = reply.revision;
				} else {
					ledger.refused(reply.code);
					if (reply.state?.match) revision = reply.state.match.revision;
					if (reply.code === 'not-stored') await sleep(100);
				}
			}
			op.socket.close();
		}
	})();
	return {
		async stop() {
			stop = true;
			await run;
		}
	};
}

/**
 * The log as a node serves it, checked against the ledger: every acknowledged action once, at
 * its revision; and the node's state is that log replayed (read once the node has caught up:
 * its state and its log at the same revision).
 */
async function checkLog(node: Running, token: string, table: string, ledger: Ledger) {
	const op = await operator(node, token, table);
	let script: { actions: unknown[] } = { actions: [] };
	const end = Date.now() + 10_000;
	for (;;) {
		script = (await call(op.socket, 'script', { table })).script;
		if (op.latest!.match!.revision === script.actions.length) break;
		if (Date.now() > end) throw new Error(`state at ${op.latest!.match!.revision}, log at ${script.actions.length} on ${node.url}`);
		await sleep(200);
	}
	expect(script.actions.length).toBeGreaterThanOrEqual(ledger.top);
	for (const [revision, action] of ledger.acked) expect(script.actions[revision - 1], `revision ${revision}`).toEqual(action);
	const replayed = runScript(script);
	expect(replayed.ok).toBe(true);
	if (replayed.ok) expect(summarize(replayed.match)).toEqual(op.latest!.match!.summary);
	op.socket.close();
	return script.actions.length;
}

describe.sequential('nodes dying and servers restarting during scoring', () => {
	it(`kill -9 of a random node, ${ROUNDS} rounds, consoles on every node: nothing acknowledged is lost, the leader moves`, async () => {
		const cluster = await startCluster(peers, 3);
		const nodes = cluster.nodes;
		token = cluster.token;
		running.push(...nodes);
		const matchId = await tableWithMatch(nodes[0], token);
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
			const restart = startNode(peers, victim.port).then((n) => {
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

	it('Redis restarted during scoring: scoring goes on, viewers on other nodes keep up, the bus comes back', async () => {
		const nodes = await liveNodes(2);
		const [a, b] = nodes;
		const matchId = (await operator(a, token, 't1')).latest!.match!.id;
		const ledger = new Ledger();
		const stream = streamer(() => a, token, 't1', matchId, ledger);
		const onB = connect(b.url, { table: 't1' });
		await until(() => ledger.acked.size > 10, 10_000, 'scoring');
		await peers.redis.stop();
		const before = { acked: ledger.acked.size, seenOnB: onB.latest?.match?.revision ?? 0 };
		await sleep(3000);
		// Without Redis: still scoring on A, and B's viewer follows through the database poll.
		expect(ledger.acked.size).toBeGreaterThan(before.acked + 5);
		await until(() => (onB.latest?.match?.revision ?? 0) > before.seenOnB + 5, 5000, 'B to follow without Redis');
		expect((await health(b)).bus.connected).toBe(false);
		await peers.redis.start();
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
		const nodes = await liveNodes(2);
		const [a, b] = nodes;
		const matchId = (await operator(a, token, 't1')).latest!.match!.id;
		const ledger = new Ledger();
		const streams = [streamer(() => a, token, 't1', matchId, ledger), streamer(() => b, token, 't1', matchId, ledger)];
		const onB = connect(b.url, { table: 't1' });
		await until(() => ledger.acked.size > 10, 10_000, 'scoring');
		await peers.pg.stop();
		await sleep(1500);
		const duringOutage = ledger.acked.size;
		await sleep(1500);
		expect(ledger.acked.size, 'nothing acknowledged while the database is down').toBe(duringOutage);
		expect(ledger.refusals.get('not-stored') ?? 0).toBeGreaterThan(0);
		await peers.pg.start();
		await until(() => ledger.acked.size > duringOutage + 10, 20_000, 'scoring to resume');
		await Promise.all(streams.map((s) => s.stop()));
		const length = await checkLog(a, token, 't1', ledger);
		expect(await checkLog(b, token, 't1', ledger)).toBe(length);
		await until(() => onB.latest?.match?.revision === length, 5000, 'B at the last revision');
		onB.socket.close();
	}, 90_000);
});

