/**
 * `npm run bench:cluster` (issue 12): the fan-out figures of `bench:fanout` with the viewers
 * spread over three nodes on PostgreSQL + Redis, against one node on its embedded SQLite, in
 * the same run and with the same viewer hosts: bytes per action, action → viewer p50/p95/p99 at
 * 100 and 1,000 viewers (delta and full-state viewers), and the largest viewer count with
 * p99 < 50 ms. The console sits on the first node, so two thirds of the viewers get each action
 * over the Redis bus (one more hop: XADD, XREAD, the engine's apply on their node).
 *
 * Uses the machine's PostgreSQL (127.0.0.1:5432, a database of its own, dropped after) and Redis
 * (127.0.0.1:6379; the nodes' names in it derive from that database). All nodes and viewer hosts
 * share this machine's cores, so the cluster's figures here are what three nodes cost on one
 * box, not what three boxes give. `--quick`: 100 viewers and a short search.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchTable, cuecastTarget } from './fanout-compare';
import { latencyAt, maxViewersSideBySide, startHosts, type FanoutTarget, type Latency } from './fanout';
import { freePort, quick, spawnUntil, startCuecast, type Proc } from './support';

const PG = process.env.CUECAST_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.CUECAST_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(sql: string): Promise<void> {
	const c = new pg.Client({ connectionString: PG });
	await c.connect();
	try {
		await c.query(sql);
	} finally {
		await c.end();
	}
}

const dirs: string[] = [];
const tempDir = (prefix: string) => {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	dirs.push(dir);
	return dir;
};

async function startNode(databaseUrl: string): Promise<Proc> {
	const port = await freePort();
	const dataDir = tempDir('cuecast-bench-node-');
	return spawnUntil(
		['src/cli/start.js'],
		{ CUECAST_SKIP_BUILD: '1', CUECAST_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CUECAST_DATABASE_URL: databaseUrl, CUECAST_REDIS_URL: REDIS },
		/cuecast listening/,
		port
	);
}

const fmt = (l: Latency) => `${l.p50.toFixed(1)} / ${l.p95.toFixed(1)} / ${l.p99.toFixed(1)}`;

const dbName = `cuecast_bench_${process.pid}`;
const databaseUrl = PG.replace(/\/[^/]*$/, `/${dbName}`);
await admin(`create database ${dbName}`);
const procs: Proc[] = [];
const hosts = startHosts();
try {
	const single = await startCuecast(tempDir('cuecast-bench-one-'));
	procs.push(single);
	const nodes: Proc[] = [];
	for (let i = 0; i < 3; i++) nodes.push(await startNode(databaseUrl));
	procs.push(...nodes);
	const oneTable = await benchTable(single.port, single.pin!);
	const clusterTable = await benchTable(nodes[0]!.port, nodes[0]!.pin!);
	const ports = nodes.map((n) => n.port);
	const sides: FanoutTarget[] = [
		cuecastTarget(oneTable, [single.port], 'delta', 'b', 'one node (SQLite)'),
		cuecastTarget(clusterTable, ports, 'delta', 'b', 'three nodes (PostgreSQL + Redis)'),
		cuecastTarget(oneTable, [single.port], 'full', 'b', 'one node (SQLite)'),
		cuecastTarget(clusterTable, ports, 'full', 'b', 'three nodes (PostgreSQL + Redis)')
	];
	const counts = quick ? [100] : [100, 1000];
	const rows: Record<string, Record<string, string>> = {};
	for (const n of counts) {
		const actions = quick ? 60 : n <= 100 ? 300 : 150;
		const base = new Map<string, Latency>();
		for (const side of sides) {
			const l = await latencyAt(side, n, hosts, actions);
			const mode = side.mode;
			if (!base.has(mode)) base.set(mode, l);
			rows[`${n} viewers · ${side.name}`] = {
				'p50 / p95 / p99 ms': fmt(l),
				'p99 ÷ one node': (l.p99 / base.get(mode)!.p99).toFixed(2),
				'bytes per action per viewer': l.bytesPerAction.toFixed(0),
				gaps: String(l.gaps)
			};
		}
	}
	console.log('\nAction → state at every viewer (ms), console on the first node; viewers round-robin over the nodes');
	console.table(rows);

	const scale = quick ? [100, 500] : [250, 500, 1000, 1500, 2000, 3000, 4000, 6000];
	const deltaSides = sides.filter((s) => s.mode === 'delta');
	const found = await maxViewersSideBySide(deltaSides, scale, hosts);
	const scaleRows: Record<string, Record<string, string>> = {};
	for (const side of deltaSides) {
		for (const s of found.get(side)!.steps) scaleRows[`${side.name} · ${s.n}`] = { 'p50 / p95 / p99 ms': fmt(s.latency), 'under 50 ms': s.latency.p99 < 50 ? 'yes' : 'no' };
	}
	console.log(`\nLargest viewer count with p99 < 50 ms, delta viewers (tried ${scale.join(', ')}):`);
	console.table(scaleRows);
	for (const side of deltaSides) console.log(`  ${side.name}: ${found.get(side)!.largest}`);
	console.log(`\n(${nodes.length} nodes, ${hosts.length} viewer hosts, all on this machine's cores; command: npm run bench:cluster${quick ? ' -- --quick' : ''})`);
} finally {
	for (const h of hosts) h.stop();
	for (const p of procs) p.proc.kill('SIGKILL');
	for (const d of dirs) rmSync(d, { recursive: true, force: true });
	await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
}
process.exit(0);
