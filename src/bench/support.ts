/** What the server benchmarks share: ports, processes, sockets, percentiles (src/bench/server.bench.ts, read-storm.ts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { io as connectClient, type Socket } from 'socket.io-client';
import { freePort } from '../../tests/server/helpers';

export const root = join(import.meta.dirname, '..', '..');
export const quick = process.argv.includes('--quick');

// ------------------------------------------------------------------ helpers
/** A free loopback port (the integration tests' own helper). */
export { freePort };

export interface Proc {
	proc: ChildProcess;
	port: number;
	out: () => string;
	startMs: number;
	pin: string | null;
}

/**
 * How long a process may take to print its ready line before the bench gives up. A failsafe,
 * not a figure: a cuecast node from its TypeScript sources took over 60 s on two cores at load
 * average 40 (bench:cluster died there), so it is generous.
 */
export const START_TIMEOUT_MS = 300_000;

export async function spawnUntil(cmd: string[], env: Record<string, string>, ready: RegExp, port: number): Promise<Proc> {
	const t0 = performance.now();
	const proc = spawn(process.execPath, cmd, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
	let out = '';
	proc.stdout!.on('data', (d) => (out += d));
	proc.stderr!.on('data', (d) => (out += d));
	await new Promise<void>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`no start within ${START_TIMEOUT_MS / 1000} s:\n${out}`)), START_TIMEOUT_MS);
		const check = () => {
			if (ready.test(out)) {
				clearTimeout(timer);
				resolve();
			}
		};
		proc.stdout!.on('data', check);
		proc.on('exit', (c) => reject(new Error(`exited ${c}:\n${out}`)));
	});
	return { proc, port, out: () => out, startMs: performance.now() - t0, pin: /Operator PIN: (\d{4}-\d{4})/.exec(out)?.[1] ?? null };
}

export async function startCuecast(dataDir: string, sync = process.env.CUECAST_SYNC ?? 'full'): Promise<Proc> {
	const port = await freePort();
	return spawnUntil(
		['src/cli/start.js'],
		{ CUECAST_SKIP_BUILD: '1', CUECAST_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CUECAST_SYNC: sync },
		/cuecast listening/,
		port
	);
}

export async function startBare(): Promise<Proc> {
	const port = await freePort();
	return spawnUntil(['--import', 'tsx', 'src/bench/server.bench.ts', '--bare', String(port)], {}, /bare listening/, port);
}

export function kill9(p: Proc): Promise<void> {
	return new Promise((resolve) => {
		if (p.proc.exitCode !== null || p.proc.signalCode !== null) return resolve();
		p.proc.once('exit', () => resolve());
		p.proc.kill('SIGKILL');
	});
}

export const rssMb = (pid: number) => {
	const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
	return m ? Number(m[1]) / 1024 : NaN;
};

export function pct(sorted: number[], p: number): number {
	if (!sorted.length) return NaN;
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export type AnySocket = Socket;

export async function login(port: number, pin: string): Promise<string> {
	const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ pin })
	});
	return /cuecast_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
}

/** A socket.io client on `port`; `protocol: 2` as cuecast's own clients speak (protocol/version.ts). */
export function open(port: number, token?: string, protocol?: 2): Promise<AnySocket> {
	return new Promise((resolve, reject) => {
		const s = connectClient(`http://127.0.0.1:${port}`, {
			transports: ['websocket'],
			forceNew: true,
			reconnection: false,
			auth: { ...(token ? { token } : {}), ...(protocol ? { protocol } : {}) },
			timeout: 20_000
		});
		s.once('connect', () => resolve(s));
		s.once('connect_error', reject);
	});
}

export async function openMany(port: number, n: number, join: unknown): Promise<AnySocket[]> {
	const out: AnySocket[] = [];
	for (let i = 0; i < n; i += 100) {
		const batch = await Promise.all(Array.from({ length: Math.min(100, n - i) }, () => open(port)));
		await Promise.all(batch.map((s) => s.timeout(20_000).emitWithAck('join', join)));
		out.push(...batch);
	}
	return out;
}

/** The action stream the benches send: a legal 14.1 break, then misses and safeties. */
export const streamAction = (rev: number) => (rev === 0 ? { t: 'shot', rails: 2, cueRail: true } : rev % 3 === 0 ? { t: 'shot', safety: true } : { t: 'shot' });

/**
 * An operator's emit → ack that keeps to the server's message limit: a `rate-limit` refusal
 * (more messages in one second than an operator may send, socket.ts) is sent again once the
 * second has passed, as a well-behaved client would. Other answers are returned as they are.
 * A bench that fills a match as fast as the loopback allows crosses that limit on a quiet machine.
 */
export async function emitWithinLimit<T extends { ok: boolean; code?: string }>(socket: AnySocket, event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
	for (;;) {
		const answer = (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as T;
		if (answer.ok || answer.code !== 'rate-limit') return answer;
		await sleep(100);
	}
}
