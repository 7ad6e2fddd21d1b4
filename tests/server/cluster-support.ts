/**
 * Several cuecast nodes on one PostgreSQL database and one Redis (private servers of the test
 * file's own: tests/support/peers.ts), each node a real server process on its own port and
 * data folder, as a load balancer would see them.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { runScript, summarize } from '../../src/lib/engine/match';
import { call, connect, connected, freePort, login, poolSetup, startServer, streamAction, tempDir, until, type Running } from './helpers';
import { privatePostgres, privateRedis, type PrivateServer } from '../support/peers';

export interface Peers {
	pg: PrivateServer;
	redis: PrivateServer;
	databaseUrl: string;
	dispose(): Promise<void>;
}

export async function startPeers(): Promise<Peers> {
	const [pgPort, redisPort] = [await freePort(), await freePort()];
	const [pg, redis] = await Promise.all([privatePostgres(pgPort), privateRedis(redisPort)]);
	return {
		pg,
		redis,
		databaseUrl: pg.url,
		async dispose() {
			await Promise.all([pg.dispose(), redis.dispose()]);
		}
	};
}

/**
 * A test file's private PostgreSQL and Redis and the nodes it starts on them: started before
 * its tests, stopped after (nodes first); when a test fails, what its nodes said is printed.
 */
export function clusterFile(): { peers: () => Peers; running: Running[] } {
	let peers: Peers | null = null;
	const running: Running[] = [];
	beforeAll(async () => {
		peers = await startPeers();
	}, 60_000);
	afterAll(async () => {
		await Promise.all(running.map((n) => n.stop().catch(() => {})));
		await peers?.dispose();
	});
	afterEach((ctx) => {
		// every node, a dead one too: a node that died mid-test is the first thing to know
		if (ctx.task.result?.state !== 'fail') return;
		for (const n of running) {
			const state = alive(n) ? 'running' : `exited (code ${n.proc.exitCode}, signal ${n.proc.signalCode})`;
			console.log(`node ${n.url} ${state}, stderr:\n${n.stderr().slice(-3000)}`);
		}
	});
	return { peers: () => peers!, running };
}

export function nodeEnv(peers: Peers, extra: Record<string, string> = {}): Record<string, string> {
	return { CUECAST_DATABASE_URL: peers.databaseUrl, CUECAST_REDIS_URL: peers.redis.url, ...extra };
}

export async function startNode(peers: Peers, port?: number): Promise<Running> {
	// Several nodes starting through tsx on a loaded 2-core machine can take over 15 s each.
	return startServer({ dataDir: tempDir('cuecast-node-'), port, env: nodeEnv(peers), startMs: 60_000 });
}

export interface Health {
	node: string;
	store: string;
	leader: { leader: boolean };
	bus: { connected: boolean };
	obs: { connections: number };
}

export async function health(node: Running): Promise<Health> {
	const res = await fetch(`${node.url}/api/health`, { signal: AbortSignal.timeout(3000) });
	return (await res.json()) as Health;
}

/** The nodes that say they lead (the clock timers, OBS, snapshots). */
export async function leaders(nodes: Running[]): Promise<Running[]> {
	const alive = nodes.filter((n) => n.proc.exitCode === null && n.proc.signalCode === null);
	const said = await Promise.all(alive.map((n) => health(n).then((h) => h.leader.leader).catch(() => false)));
	return alive.filter((_, i) => said[i]);
}

/** Starts `count` nodes one after another (the first makes the schema and prints the PIN). */
export async function startCluster(peers: Peers, count: number) {
	const nodes: Running[] = [];
	for (let i = 0; i < count; i++) nodes.push(await startNode(peers));
	const pin = nodes[0].pin!;
	const { token } = await login(nodes[0].url, pin);
	return { nodes, pin, token: token! };
}

/** An operator socket on `node`, joined to `table`. */
export async function operator(node: Running, token: string, table?: string) {
	const op = connect(node.url, { token, table });
	await connected(op.socket);
	if (!table) return op;
	// A table just made on another node may be unknown here for a moment (until the bus or the
	// database poll brings it): join again until this node has it.
	const end = Date.now() + 5000;
	while (op.latest === null) {
		const joined = await call(op.socket, 'join', { table });
		if (joined.ok) break;
		if (Date.now() > end) throw new Error(`no state of ${table} on ${node.url}: ${joined.reason}`);
		await sleep(100);
	}
	await until(() => op.latest !== null, 5000, `state of ${table} on ${node.url}`);
	return op;
}

/**
 * Table `id` with a straight-pool match, made and started on `node`; resolves with the match's id
 * once every one of `nodes` serves it. A node hears of another's change by the bus or its
 * once-a-second poll, and until then serves what it had: on a loaded machine, for a moment, the
 * table without its match.
 */
export async function tableWithMatch(node: Running, token: string, id = 't1', nodes: Running[] = [node]) {
	const op = await operator(node, token);
	const created = await call(op.socket, 'table:create', { id, name: `Table ${id}` });
	if (!created.ok) throw new Error(`table:create: ${created.reason}`);
	const started = await call(op.socket, 'match:start', { table: id, setup: poolSetup(), replaces: null });
	if (!started.ok) throw new Error(`match:start: ${started.reason}`);
	op.socket.close();
	const matchId = started.state.match.id as number;
	for (const n of nodes) {
		const onNode = await operator(n, token, id);
		try {
			await until(() => onNode.latest?.match?.id === matchId, 15_000, `${n.url} to serve the match`);
		} finally {
			onNode.socket.close();
		}
	}
	return matchId;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const alive = (n: Running) => n.proc.exitCode === null && n.proc.signalCode === null;

/** Every acknowledged action, by revision, from any console on any node. */
export class Ledger {
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
export function streamer(node: () => Running, token: string, table: string, matchId: number, ledger: Ledger) {
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
			// every node served the match before the consoles began (tableWithMatch), and a node
			// that starts again reads it from the store: a node that shows the table without it is wrong
			if (!op.latest!.match) throw new Error(`${n.url} gave table ${table} without its match: ${JSON.stringify(op.latest).slice(0, 300)}`);
			let revision = op.latest!.match.revision;
			while (!stop && op.socket.connected) {
				const action = streamAction(revision);
				let reply;
				try {
					reply = await call(op.socket, 'act', { table, match: matchId, revision, action }, 3000);
				} catch {
					break; // the node died with this one in flight: maybe stored, never acknowledged
				}
				// A marker's pace is a stroke every few seconds; 10 ms between strokes still streams
				// a hundred a second per console without the three consoles' races (each a row-lock
				// wait in PostgreSQL) piling up on a loaded machine.
				await sleep(10);
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
 * its revision; and the node's state is that log replayed. Read once the node has caught up: its
 * state and its log at the same revision, and at least at the last revision any node
 * acknowledged (a node hears of another's last stroke by the bus, or by its once-a-second poll
 * while Redis is away). A node that never gets there in 10 s fails: an acknowledged action lost.
 */
export async function checkLog(node: Running, token: string, table: string, ledger: Ledger) {
	const op = await operator(node, token, table);
	let script: { actions: unknown[] } = { actions: [] };
	const end = Date.now() + 10_000;
	for (;;) {
		script = (await call(op.socket, 'script', { table })).script;
		if (op.latest!.match!.revision === script.actions.length && script.actions.length >= ledger.top) break;
		if (Date.now() > end) break; // the assertions below say what is missing
		await sleep(200);
	}
	expect(op.latest!.match!.revision, `the state and the log on ${node.url}`).toBe(script.actions.length);
	expect(script.actions.length).toBeGreaterThanOrEqual(ledger.top);
	for (const [revision, action] of ledger.acked) expect(script.actions[revision - 1], `revision ${revision}`).toEqual(action);
	const replayed = runScript(script);
	expect(replayed.ok).toBe(true);
	if (replayed.ok) expect(summarize(replayed.match)).toEqual(op.latest!.match!.summary);
	op.socket.close();
	return script.actions.length;
}
