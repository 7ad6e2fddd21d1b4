/**
 * Live-server benchmark (`npm run bench:server`), loopback only, bounded loops.
 *
 * 1. Fan-out (fanout-compare.ts), side by side in one run: bare Socket.IO broadcasting the full
 *    state, cuecast with full-state viewers, cuecast with delta viewers (`sync: 'delta'`), the
 *    cuecast server with SQLite synchronous=FULL: bytes per action, action → every viewer
 *    p50/p95/p99 at 100 and 1,000 viewers, the largest viewer count with p99 < 50 ms (of 500,
 *    1000, 2000, 3000, 4000, 6000, 8000), and issue 12's ratios.
 * 2. Server RSS with 1,000 viewers (cuecast delta viewers, and the bare server's for comparison),
 *    and where a broadcast's time goes (fanout-costs.ts: server CPU per socket by Socket.IO's
 *    path and by the direct frame writes, a viewer's CPU per message).
 * 3. Restart recovery for 100 tables × 2,000 actions: cold (whole-log replay) and after a
 *    kill -9 with snapshots in place.
 * 4. Read storm (issue 17): an operator's act round trip (emit → ack), p50/p95/p99, on a match of
 *    2,255 actions, alone and while 100 viewer sockets ask for its script, stroke list and state
 *    19 times a second each and 10 HTTP clients loop on GET …/script and GET …/<id>.
 *    The hammering clients run in a child process (`--storm-clients PORT`). `--storm` runs this
 *    part alone; `--fanout` runs parts 1 and 2 alone, `--costs [N]` only where the time goes (N
 *    viewers, 500 by default). `--light` (with `--fanout`): viewers that read each frame and
 *    nothing more (light-viewer.ts).
 * 5. A console following another's strokes (script-reads.ts): the script read after each stroke,
 *    whole (the baseline) and `since` the copy it holds, at 100, 1,000 and 3,000 actions.
 *    `--script` runs this part alone.
 *
 * Each server runs in its own process. The fan-out's viewers live in viewer-host processes
 * (fanout-host.ts; `--hosts N`, default one per core), the read storm's clients in one process.
 * `--bare PORT` runs the bare server; `--quick` fewer and smaller rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttp } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { type Proc, startCuecast, startBare, kill9, rssMb, sleep, open, quick } from './support';
import { seedVenue } from './seed';
import { readStorm, stormClients } from './read-storm';
import { scriptReads } from './script-reads';
import { bareTarget, benchTable, compareFanout, cuecastTarget, sampleBroadcasts } from './fanout-compare';
import { fanoutCosts } from './fanout-costs';
import { closeViewers, openViewers, startHosts } from './fanout';

/** Part 1 and 2: one cuecast server (synchronous=FULL) and the bare one. */
async function fanout(): Promise<void> {
	const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-bench-'));
	const cuecast = await startCuecast(dataDir, 'full');
	const table = await benchTable(cuecast.port, cuecast.pin!);
	const bare = await startBare();
	const sides = {
		bare: await bareTarget([bare.port], table.sample),
		full: cuecastTarget(table, [cuecast.port], 'full'),
		delta: cuecastTarget(table, [cuecast.port], 'delta')
	};
	console.log(`state payload: ${JSON.stringify(table.sample).length} bytes of JSON (as a joiner gets it)`);
	const hosts = startHosts();
	await compareFanout(sides, hosts);

	const rss: Record<string, string> = {};
	for (const [side, proc] of [
		[sides.delta, cuecast],
		[sides.bare, bare]
	] as const) {
		const viewers = await openViewers(side, quick ? 100 : 1000, hosts);
		await sleep(500);
		rss[side.name] = `${rssMb(proc.proc.pid!).toFixed(0)} MB`;
		await closeViewers(viewers);
	}
	for (const host of hosts) host.stop();
	const sample = await sampleBroadcasts(table, cuecast.port);
	await fanoutCosts(sample.state, sample.delta);
	console.log(`server RSS with ${quick ? 100 : 1000} viewers connected:`);
	console.table(rss);
	table.operator.close();
	sides.bare.operator.close();
	await kill9(cuecast);
	await kill9(bare);
	rmSync(dataDir, { recursive: true, force: true });
}

// ------------------------------------------------------------------ main
async function main() {
	await fanout();

	// ---------------------------------------------------------------- recovery
	const tables = quick ? 10 : 100;
	const perTable = 2000;
	const recDir = mkdtempSync(join(tmpdir(), 'cuecast-recovery-'));
	await seedVenue(recDir, tables, perTable);
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
	await scriptReads();
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


/** Part 2's "where the time goes" alone (`--costs [viewers]`), on the broadcasts of a real table. */
async function costsAlone(): Promise<void> {
	const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-bench-'));
	const cuecast = await startCuecast(dataDir, 'full');
	const table = await benchTable(cuecast.port, cuecast.pin!);
	const sample = await sampleBroadcasts(table, cuecast.port);
	table.operator.close();
	await kill9(cuecast);
	rmSync(dataDir, { recursive: true, force: true });
	await fanoutCosts(sample.state, sample.delta, Number(process.argv[process.argv.indexOf('--costs') + 1]) || 500);
}

if (process.argv[2] === '--bare') runBare();
else if (process.argv.includes('--costs')) {
	await costsAlone();
	process.exit(0);
}
else if (process.argv.includes('--fanout')) {
	await fanout();
	process.exit(0);
}
else if (process.argv[2] === '--storm-clients') await stormClients(Number(process.argv[3]));
else if (process.argv.includes('--storm')) {
	await readStorm();
	process.exit(0);
} else if (process.argv.includes('--script')) {
	await scriptReads();
	process.exit(0);
} else await main();
