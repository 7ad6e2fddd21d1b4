/**
 * Live-server benchmark (`npm run bench:server`), loopback only, bounded loops.
 *
 * 1. Action → state received by every viewer, p50/p95/p99, with 100 and 1,000 viewer sockets,
 *    for the cuecast server and, in the same run, a bare Socket.IO server that only broadcasts
 *    the same state payload to the same number of clients (the transport's floor here).
 * 2. The largest viewer count (of 500, 1000, 2000, 3000) with p99 under 50 ms.
 * 3. Restart recovery for 100 tables × 2,000 actions: cold (whole-log replay) and after a
 *    kill -9 with snapshots in place.
 * 4. Server RSS with 1,000 viewers (and the bare server's, for comparison).
 * 5. Read storm (issue 17): an operator's act round trip (emit → ack), p50/p95/p99, on a match of
 *    2,255 actions, alone and while 100 viewer sockets ask for its script, stroke list and state
 *    19 times a second each and 10 HTTP clients loop on GET …/script and GET …/<id>.
 *    The hammering clients run in a child process (`--storm-clients PORT`). `--storm` runs this
 *    part alone.
 *
 * Each server runs in its own process; all clients share this one (as a venue's many screens
 * would not, so figures here are pessimistic). `--bare PORT` runs the bare server.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttp } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { SqliteStore } from '../lib/server/store/sqlite';
import { type Proc, startCuecast, startBare, kill9, rssMb, pct, sleep, type AnySocket, login, open, openMany, quick, streamAction } from './support';
import { readStorm, stormClients } from './read-storm';


interface Target {
	name: string;
	port: number;
	operator: AnySocket;
	join: unknown;
	/** Sends action number `rev` (next revision rev+1). */
	send(rev: number): Promise<void>;
	revisionOf(payload: any): number;
}

/** Sends `count` actions one after another; each completes when every viewer has the new state. */
async function measure(target: Target, viewers: AnySocket[], count: number, warmup: number, startRev: number) {
	const sentAt = new Map<number, number>();
	const got = new Map<number, number>();
	const latencies: number[] = [];
	let waiting: { rev: number; resolve: () => void } | null = null;
	const onState = (payload: any) => {
		const now = performance.now();
		const rev = target.revisionOf(payload);
		const t0 = sentAt.get(rev);
		if (t0 === undefined) return;
		if (rev - startRev > warmup) latencies.push(now - t0);
		const n = (got.get(rev) ?? 0) + 1;
		got.set(rev, n);
		if (n === viewers.length && waiting?.rev === rev) waiting.resolve();
	};
	for (const v of viewers) v.on('state', onState);
	let rev = startRev;
	for (let i = 0; i < warmup + count; i++) {
		const next = rev + 1;
		const done = new Promise<void>((resolve, reject) => {
			waiting = { rev: next, resolve };
			setTimeout(() => reject(new Error(`${target.name}: revision ${next} not delivered to all viewers`)), 20_000);
		});
		sentAt.set(next, performance.now());
		await target.send(rev);
		await done;
		rev = next;
		await sleep(5);
	}
	for (const v of viewers) v.off('state', onState);
	latencies.sort((a, b) => a - b);
	return { rev, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), samples: latencies.length };
}

// ------------------------------------------------------------------ main
async function main() {
	const rows: string[][] = [];
	const dataDirs: string[] = [];
	async function cuecastTarget(sync: 'full' | 'normal') {
		const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-bench-'));
		dataDirs.push(dataDir);
		const proc = await startCuecast(dataDir, sync);
		const token = await login(proc.port, proc.pin!);
		const op = await open(proc.port, token);
		await op.timeout(5000).emitWithAck('table:create', { id: 'b', name: 'Bench' });
		const started: any = await op.timeout(5000).emitWithAck('match:start', {
			table: 'b',
			setup: { discipline: 'straight-pool', players: ['Anna Nowak', 'Piotr Kowalski'], pointsTo: 1000 },
			replaces: null
		});
		const matchId = started.state.match.id;
		const target: Target & { proc: Proc; rev: number } = {
			name: `cuecast (sync=${sync})`,
			port: proc.port,
			proc,
			rev: 0,
			operator: op,
			join: { table: 'b' },
			async send(rev) {
				const r: any = await op.timeout(10_000).emitWithAck('act', { table: 'b', match: matchId, revision: rev, action: streamAction(rev) });
				if (!r.ok) throw new Error(`refused: ${r.reason}`);
			},
			revisionOf: (st) => st.match?.revision ?? -1
		};
		await target.send(0);
		target.rev = 1;
		return target;
	}
	const full = await cuecastTarget('full');
	const normal = await cuecastTarget('normal');
	const bare = await startBare();
	const sample = ((await full.operator.timeout(5000).emitWithAck('join', { table: 'b' })) as any).state;
	const bareOp = await open(bare.port);
	const bareTarget: Target & { proc: Proc; rev: number } = {
		name: 'bare socket.io',
		port: bare.port,
		proc: bare,
		rev: 0,
		operator: bareOp,
		join: {},
		async send(rev) {
			await bareOp.timeout(10_000).emitWithAck('act', { ...sample, match: { ...sample.match, revision: rev + 1 } });
		},
		revisionOf: (st) => st.match?.revision ?? -1
	};
	console.log(`state payload: ${JSON.stringify(sample).length} bytes of JSON`);
	const all = [full, normal, bareTarget];

	const rss1000: Record<string, number> = {};
	for (const n of quick ? [100] : [100, 1000]) {
		const count = quick ? 100 : n <= 100 ? 300 : 150;
		const lat: Record<string, number[][]> = {};
		// two rounds in rotated order, so no side always runs on a warmer machine
		for (let round = 0; round < 2; round++) {
			const order = round === 0 ? all : [...all].reverse();
			for (const target of order) {
				const viewers = await openMany(target.port, n, target.join);
				await sleep(300);
				const r = await measure(target, viewers, count, 10, target.rev);
				target.rev = r.rev;
				(lat[target.name] ??= []).push([r.p50, r.p95, r.p99]);
				if (n === 1000 && round === 0) rss1000[target.name] = rssMb(target.proc.proc.pid!);
				for (const v of viewers) v.close();
				await sleep(300);
			}
		}
		const avg = (k: string) => [0, 1, 2].map((i) => lat[k].reduce((s, x) => s + x[i], 0) / lat[k].length);
		const b = avg(bareTarget.name);
		for (const t of all) {
			const o = avg(t.name);
			rows.push([
				`${n} viewers · ${t.name}`,
				o.map((x) => x.toFixed(1)).join(' / '),
				t === bareTarget ? '1' : o.map((x, i) => (x / b[i]).toFixed(2)).join(' / ')
			]);
		}
	}
	console.log('\nAction → state at every viewer (ms, p50 / p95 / p99; mean of 2 rotated rounds)');
	console.table(Object.fromEntries(rows.map((r) => [r[0], { 'p50 / p95 / p99 ms': r[1], 'ratio to bare': r[2] }])));
	const ours = full;
	let oursRev = full.rev;
	const oursTarget = full;

	// largest viewer count with p99 < 50 ms
	const scale: Record<string, string> = {};
	let largest = 0;
	for (const n of quick ? [100, 500] : [100, 250, 500, 1000, 2000, 3000]) {
		const viewers = await openMany(ours.port, n, { table: 'b' });
		await sleep(500);
		const r = await measure(oursTarget, viewers, 60, 5, oursRev);
		oursRev = r.rev;
		scale[n] = `p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)}  rss ${rssMb(ours.proc.proc.pid!).toFixed(0)} MB`;
		for (const v of viewers) v.close();
		await sleep(500);
		if (r.p99 < 50) largest = n;
		else if (n >= 1000) break; // bounded: stop once past the figure of interest
	}
	console.log(`\nScaling (${full.name}, ms):`);
	console.table(scale);
	console.log(`largest tried viewer count with p99 < 50 ms: ${largest || 'none'}`);
	console.log(`machine load average during the run: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' ')} on ${(await import('node:os')).cpus().length} cores`);
	console.log(`server RSS with 1,000 viewers connected (MB): ${JSON.stringify(rss1000)}`);

	for (const t of all) {
		t.operator.close();
		await kill9(t.proc);
	}
	for (const d of dataDirs) rmSync(d, { recursive: true, force: true });

	// ---------------------------------------------------------------- recovery
	const tables = quick ? 10 : 100;
	const perTable = 2000;
	const recDir = mkdtempSync(join(tmpdir(), 'cuecast-recovery-'));
	{
		const store = new SqliteStore(recDir, { synchronous: 'normal' });
		const ids: number[] = [];
		for (let t = 1; t <= tables; t++) {
			await store.tables.createTable(String(t), `Table ${t}`);
			ids.push((await store.tables.startMatch(String(t), { discipline: 'straight-pool', players: [`P${t}a`, `P${t}b`], pointsTo: 1000 }, null)).id);
		}
		await store.close();
		const db = new Database(join(recDir, 'cuecast.db'));
		const ins = db.prepare('INSERT INTO actions(match_id, revision, action, at) VALUES (?, ?, ?, ?)');
		db.transaction(() => {
			for (const id of ids) for (let r = 0; r < perTable; r++) ins.run(id, r + 1, JSON.stringify(streamAction(r)), Date.now());
		})();
		db.close();
	}
	const recovery: Record<string, string> = {};
	const timeToState = async (p: Proc) => {
		const s = await open(p.port);
		const t0 = performance.now();
		const r: any = await s.timeout(10_000).emitWithAck('join', { table: String(tables) });
		s.close();
		if (r.state.match.revision !== perTable) throw new Error(`table ${tables} at ${r.state.match.revision}`);
		return performance.now() - t0;
	};
	const replayed = (p: Proc) => /\((\d+) tables, (\d+) actions replayed in (\d+) ms\)/.exec(p.out());
	{
		const p = await startCuecast(recDir);
		const m = replayed(p)!;
		recovery['cold start (no snapshots: whole logs)'] = `spawn→listening ${p.startMs.toFixed(0)} ms; load+replay ${m[3]} ms (${m[2]} actions)`;
		await sleep(quick ? 1000 : 4000); // lets the server write its background snapshots
		await kill9(p);
	}
	{
		const p = await startCuecast(recDir);
		const m = replayed(p)!;
		const join = await timeToState(p);
		recovery['after kill -9 (snapshots + log tail)'] = `spawn→listening ${p.startMs.toFixed(0)} ms; load+replay ${m[3]} ms (${m[2]} actions); join→state ${join.toFixed(1)} ms`;
		await kill9(p);
	}
	const bareStart = await startBare();
	recovery['for scale: bare socket.io process spawn→listening'] = `${bareStart.startMs.toFixed(0)} ms`;
	await kill9(bareStart);
	console.log(`\nRestart recovery, ${tables} tables × ${perTable} actions:`);
	console.table(recovery);
	rmSync(recDir, { recursive: true, force: true });

	await readStorm();
	process.exit(0);
}

// ------------------------------------------------------------------ bare Socket.IO server
function runBare() {
	const port = Number(process.argv[3]);
	const http = createHttp();
	const io = new Server(http, { maxHttpBufferSize: 16 * 1024, serveClient: false });
	io.on('connection', (socket) => {
		socket.on('join', (_req: unknown, ack?: (r: unknown) => void) => {
			socket.join('t');
			ack?.({ ok: true });
		});
		socket.on('act', (payload: unknown, ack: (r: unknown) => void) => {
			ack({ ok: true });
			io.to('t').emit('state', payload);
		});
	});
	http.listen(port, '127.0.0.1', () => console.log(`bare listening ${port}`));
}


if (process.argv[2] === '--bare') runBare();
else if (process.argv[2] === '--storm-clients') await stormClients(Number(process.argv[3]));
else if (process.argv.includes('--storm')) {
	await readStorm();
	process.exit(0);
} else await main();
