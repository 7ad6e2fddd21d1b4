/**
 * The read storm (issue 17): an operator's act round trip while viewers hammer every read, beside
 * the same without them, in one run. Run by `npm run bench:server` (after its other parts) or
 * `npx tsx src/bench/server.bench.ts --storm`; the hammering clients run in a child process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCuecast, kill9, pct, sleep, login, open, openMany, root, quick, streamAction, emitWithinLimit, START_TIMEOUT_MS } from './support';

// ------------------------------------------------------------------ read storm
export async function readStorm(): Promise<void> {
	const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-storm-'));
	const proc = await startCuecast(dataDir);
	const token = await login(proc.port, proc.pin!);
	const op = await open(proc.port, token);
	await op.timeout(5000).emitWithAck('table:create', { id: 's', name: 'Storm' });
	const started: any = await op.timeout(5000).emitWithAck('match:start', {
		table: 's',
		setup: { discipline: 'straight-pool', players: ['Anna Nowak', 'Piotr Kowalski'], pointsTo: 1000 },
		replaces: null
	});
	const matchId = started.state.match.id;
	let rev = 0;
	const act = async () => {
		const t0 = performance.now();
		const r = await emitWithinLimit<{ ok: boolean; code?: string; reason?: string }>(op, 'act', { table: 's', match: matchId, revision: rev, action: streamAction(rev) });
		if (!r.ok) throw new Error(`refused: ${r.reason}`);
		rev++;
		return performance.now() - t0;
	};
	while (rev < 2255) await act();
	const acts = async (count: number) => {
		const lat: number[] = [];
		for (let i = 0; i < count; i++) {
			lat.push(await act());
			await sleep(10);
		}
		lat.sort((a, b) => a - b);
		return lat;
	};
	const fmt = (lat: number[]) => `${pct(lat, 50).toFixed(1)} / ${pct(lat, 95).toFixed(1)} / ${pct(lat, 99).toFixed(1)}`;
	const count = quick ? 100 : 300;
	const alone = await acts(count);
	const loadAlone = (await import('node:os')).loadavg()[0];

	// The hammering clients run in a process of their own, so the operator's round trip here is
	// not delayed by this process serving them.
	const storm = spawn(process.execPath, ['--import', 'tsx', 'src/bench/server.bench.ts', '--storm-clients', String(proc.port)], {
		cwd: root,
		stdio: ['ignore', 'pipe', 'inherit']
	});
	let stormOut = '';
	storm.stdout!.on('data', (d) => (stormOut += d));
	await until(() => stormOut.includes('storming'), START_TIMEOUT_MS);
	await sleep(1000);
	const stormed = await acts(count);
	const loadStorm = (await import('node:os')).loadavg()[0];
	storm.kill('SIGTERM');
	await new Promise((r) => storm.once('exit', r));
	const during = /answered (\d+) refused (\d+)/.exec(stormOut);
	console.log(`\nRead storm: act round trip (emit → ack, ms, p50 / p95 / p99) on a match of 2,255+ actions, ${count} acts each:`);
	console.table({
		'operator alone': { 'p50 / p95 / p99 ms': fmt(alone), 'load average (1 min)': loadAlone.toFixed(2) },
		'100 viewers + 10 HTTP loops hammering script/history/state': {
			'p50 / p95 / p99 ms': fmt(stormed),
			'load average (1 min)': loadStorm.toFixed(2)
		}
	});
	console.log(`reads during the storm: ${during?.[1]} answered, ${during?.[2]} refused (budgets), on ${(await import('node:os')).cpus().length} cores`);
	op.close();
	await kill9(proc);
	rmSync(dataDir, { recursive: true, force: true });
}

/** `--storm-clients PORT`: 100 viewers and 10 HTTP loops reading as fast as allowed, until SIGTERM. */
export async function stormClients(port: number): Promise<void> {
	const viewers = await openMany(port, 100, { table: 's' });
	let stop = false;
	let answered = 0;
	let refused = 0;
	const reads = ['script', 'history', 'join'] as const;
	const loops = viewers.map(async (v, i) => {
		for (let k = i; !stop; k++) {
			const event = reads[k % 3];
			const r: any = await v
				.timeout(10_000)
				.emitWithAck(event, { table: 's' })
				.catch(() => ({ ok: false }));
			if (r.ok) answered++;
			else refused++;
			await sleep(1000 / 19);
		}
	});
	const http = Array.from({ length: 10 }, async (_, i) => {
		for (let k = 0; !stop; k++) {
			const res = await fetch(`http://127.0.0.1:${port}/api/tables/s${(k + i) % 2 ? '/script' : ''}`).catch(() => null);
			if (res?.ok) answered++;
			else refused++;
			await res?.arrayBuffer().catch(() => null);
			await sleep(1000 / 19);
		}
	});
	let t0 = 0;
	setTimeout(() => {
		answered = refused = 0;
		t0 = performance.now();
	}, 1000);
	console.log('storming');
	process.once('SIGTERM', async () => {
		const s = (performance.now() - t0) / 1000;
		console.log(`answered ${answered} refused ${refused} in ${s.toFixed(1)} s`);
		stop = true;
		await Promise.race([Promise.all([...loops, ...http]), sleep(2000)]);
		process.exit(0);
	});
}

async function until(fn: () => boolean, ms: number): Promise<void> {
	const end = Date.now() + ms;
	while (!fn()) {
		if (Date.now() > end) throw new Error('timed out');
		await sleep(50);
	}
}

