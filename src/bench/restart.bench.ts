/**
 * Restart to listening (`npm run bench:restart`, part of `npm run bench`): how long a restart of
 * an already-built cuecast takes until it listens, against a bare Node HTTP server's listen on
 * the same machine in the same run, so a loaded machine shows as a larger baseline rather than
 * as a slow server. Each round restarts, in rotated order:
 *
 *   - `node -e` listen: `node -e "http.createServer().listen(PORT)"`: Node's own start-up, the floor;
 *   - `node src/cli/start.js`: cuecast's start script (the build check, then the server bundle)
 *     on a venue of 8 tables × 300 actions; also spawn → the tables page answered;
 *   - `npm start`: the same through npm, as the README's command runs it.
 *
 * Every restart is a clean stop (SIGTERM) and a start in the same data folder; none builds
 * (CUECAST_SKIP_BUILD=1), but each compares build/ with the sources as `npm start` does. `--rounds N`
 * (default 10, `--quick` 4). Prints p50 / p90 / max per kind, the ratio to the baseline's p50,
 * the load average and whether the server ran its bundle or its TypeScript sources (it runs the
 * sources, much slower to start, when build/live-server.mjs is older than src/: build first).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, pct, quick, root, START_TIMEOUT_MS } from './support';
import { seedVenue } from './seed';

const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : quick ? 4 : 10;
const TABLES = 8;
const ACTIONS_PER_TABLE = 300;

interface Started {
	listeningMs: number;
	/** spawn → GET / answered 200 (cuecast only). */
	pageMs: number | null;
	output: string;
}

interface Kind {
	name: string;
	command: string[];
	env: Record<string, string>;
	/** Fetch the tables page once listening. */
	page: boolean;
}

/**
 * Spawns `command` in its own process group, waits for its "listening" line (and the page), then
 * stops the whole group with SIGTERM (npm's child included) and waits for it to exit.
 */
async function startOnce(kind: Kind, port: number): Promise<Started> {
	const t0 = performance.now();
	const [program, ...args] = kind.command;
	const proc = spawn(program!, args, {
		cwd: root,
		env: { ...process.env, ...kind.env, PORT: String(port), HOST: '127.0.0.1' },
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: true
	});
	let output = '';
	const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
	try {
		const listeningMs = await new Promise<number>((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`${kind.name}: not listening after ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
			const onData = (chunk: Buffer) => {
				output += chunk;
				if (/listening/.test(output)) {
					clearTimeout(timer);
					resolve(performance.now() - t0);
				}
			};
			proc.stdout!.on('data', onData);
			proc.stderr!.on('data', onData);
			proc.once('exit', (code) => {
				clearTimeout(timer);
				reject(new Error(`${kind.name}: exited ${code} before listening:\n${output}`));
			});
		});
		let pageMs: number | null = null;
		if (kind.page) {
			const res = await fetch(`http://127.0.0.1:${port}/`);
			await res.arrayBuffer();
			if (res.status !== 200) throw new Error(`${kind.name}: GET / answered ${res.status}`);
			pageMs = performance.now() - t0;
		}
		return { listeningMs, pageMs, output };
	} finally {
		if (proc.exitCode === null && proc.signalCode === null) process.kill(-proc.pid!, 'SIGTERM');
		await exited;
	}
}

const fmt = (sorted: number[]) => `${pct(sorted, 50).toFixed(0)} / ${pct(sorted, 90).toFixed(0)} / ${sorted[sorted.length - 1]!.toFixed(0)}`;

async function main() {
	const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-restart-'));
	await seedVenue(dataDir, TABLES, ACTIONS_PER_TABLE);
	const serverEnv = { CUECAST_DATA_DIR: dataDir, CUECAST_SKIP_BUILD: '1' };
	const kinds: Kind[] = [
		{
			name: '`node -e` http listen (baseline)',
			command: [process.execPath, '-e', "require('node:http').createServer().listen(Number(process.env.PORT), process.env.HOST, () => console.log('listening'))"],
			env: {},
			page: false
		},
		{ name: 'node src/cli/start.js', command: [process.execPath, 'src/cli/start.js'], env: serverEnv, page: true },
		// CUECAST_SKIP_BUILD: a bench must never build (others' builds share build/, under a lock);
		// the start still compares build/ with every source, which a user's restart does too.
		{ name: 'npm start', command: ['npm', 'start', '--silent'], env: serverEnv, page: true }
	];
	const port = await freePort();
	// One unmeasured start: creates the operator PIN and writes the snapshots a restart reads.
	const first = await startOnce(kinds[1]!, port);
	const fromSources = /running the TypeScript sources/.test(first.output);

	const listening = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
	const page = new Map<string, number[]>();
	const loadBefore = loadavg()[0]!;
	for (let round = 0; round < ROUNDS; round++) {
		for (let i = 0; i < kinds.length; i++) {
			const kind = kinds[(round + i) % kinds.length]!;
			const started = await startOnce(kind, port);
			listening.get(kind.name)!.push(started.listeningMs);
			if (started.pageMs !== null) page.set(kind.name, [...(page.get(kind.name) ?? []), started.pageMs]);
		}
	}
	const loadAfter = loadavg()[0]!;
	rmSync(dataDir, { recursive: true, force: true });

	const baseline = [...listening.get(kinds[0]!.name)!].sort((a, b) => a - b);
	const rows: Record<string, Record<string, string>> = {};
	for (const kind of kinds) {
		const l = [...listening.get(kind.name)!].sort((a, b) => a - b);
		const p = page.has(kind.name) ? [...page.get(kind.name)!].sort((a, b) => a - b) : null;
		rows[kind.name] = {
			'spawn → listening ms (p50 / p90 / max)': fmt(l),
			'× baseline p50': (pct(l, 50) / pct(baseline, 50)).toFixed(1),
			'spawn → GET / answered ms (p50 / p90 / max)': p ? fmt(p) : '—'
		};
	}
	console.log(
		`\nRestart to listening, ${ROUNDS} restarts each (clean stop, same data folder: ${TABLES} tables × ${ACTIONS_PER_TABLE} actions), ` +
			`the server from ${fromSources ? 'its TypeScript sources (build/live-server.mjs is older than src/: run `npm run build` for the bundle figure)' : 'its bundle build/live-server.mjs'}:`
	);
	console.table(rows);
	console.log(`load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on ${cpus().length} cores`);
}

await main();
process.exit(0);
