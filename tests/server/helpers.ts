/** Spawns the real server (node src/cli/start.js) and drives it with real socket.io clients. */
import { request as httpRequest } from 'node:http';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, TableState } from '../../src/lib/protocol';
import { atFileEnd, killLeft } from '../support/file-end';
import { removeTempDirs, tempDir } from '../support/temp-dirs';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const root = join(import.meta.dirname, '..', '..');

/** Servers this test process started: killed when it exits (a timed-out test leaves none behind). */
const servers = new Set<ChildProcess>();
process.on('exit', () => {
	for (const proc of servers) proc.kill('SIGKILL');
	removeTempDirs(); // again: what a server wrote before it was killed
});
// After each file: the servers it left running are killed (its folders are removed after that: temp-dirs.ts).
atFileEnd(() => killLeft(servers));

/**
 * How many of the read budget's one-second windows (a fixed window per viewer or address:
 * src/lib/server/reads.ts) a burst begun at `started` (performance.now()) has touched by now: one
 * on a quiet machine, more on a loaded one. A test allows the budget's count in each.
 */
export const readWindowsSince = (started: number): number => Math.ceil((performance.now() - started) / 1000) + 1;

export { tempDir };

export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const s = createServer();
		s.once('error', reject);
		s.listen(0, '127.0.0.1', () => {
			const port = (s.address() as { port: number }).port;
			s.close(() => resolve(port));
		});
	});
}

export interface Running {
	proc: ChildProcess;
	port: number;
	url: string;
	pin: string | null;
	stdout: () => string;
	stderr: () => string;
	exited: Promise<number | null>;
	kill9(): Promise<void>;
	stop(): Promise<void>;
}

/** Starts the server and resolves once it listens (or rejects with its stderr if it exits). */
export async function startServer(opts: { dataDir: string; port?: number; env?: Record<string, string>; startMs?: number }): Promise<Running> {
	const port = opts.port ?? (await freePort());
	const proc = spawn(process.execPath, [join(root, 'src', 'cli', 'start.js')], {
		cwd: root,
		env: {
			...process.env,
			CUECAST_SKIP_BUILD: '1',
			CUECAST_DATA_DIR: opts.dataDir,
			PORT: String(port),
			HOST: '127.0.0.1',
			// No mDNS socket per test server (they listen on loopback, so it would stay there):
			// the discovery test (tests/server/mdns.test.ts) turns it on for its own.
			CUECAST_MDNS: '0',
			...opts.env
		},
		stdio: ['ignore', 'pipe', 'pipe']
	});
	let out = '';
	let err = '';
	proc.stdout!.on('data', (d) => (out += d));
	proc.stderr!.on('data', (d) => (err += d));
	servers.add(proc);
	const exited = new Promise<number | null>((resolve) =>
		proc.on('exit', (code) => {
			servers.delete(proc);
			resolve(code);
		})
	);
	await new Promise<void>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}\n${err}`)), opts.startMs ?? 90_000);
		const check = () => {
			if (out.includes('cuecast listening')) {
				clearTimeout(timer);
				proc.stdout!.off('data', check);
				resolve();
			}
		};
		proc.stdout!.on('data', check);
		void exited.then((code) => {
			clearTimeout(timer);
			reject(new Error(`server exited with ${code}:\n${out}\n${err}`));
		});
	});
	const pin = /Operator PIN: (\d{4}-\d{4})/.exec(out)?.[1] ?? null;
	return {
		proc,
		port,
		url: `http://127.0.0.1:${port}`,
		pin,
		stdout: () => out,
		stderr: () => err,
		exited,
		async kill9() {
			proc.kill('SIGKILL');
			await exited;
		},
		async stop() {
			if (proc.exitCode !== null || proc.signalCode !== null) return;
			proc.kill('SIGTERM');
			// A server that does not stop within 8 s is killed, so no test leaves one behind.
			const hung = setTimeout(() => proc.kill('SIGKILL'), 8000);
			await exited;
			clearTimeout(hung);
		}
	};
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function failingStart(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string; stdout: string }> {
	const port = await freePort();
	const proc = spawn(process.execPath, [join(root, 'src', 'cli', 'start.js')], {
		cwd: root,
		env: { ...process.env, CUECAST_SKIP_BUILD: '1', CUECAST_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	let out = '';
	let err = '';
	proc.stdout!.on('data', (d) => (out += d));
	proc.stderr!.on('data', (d) => (err += d));
	const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
	const code = await new Promise<number | null>((resolve) => proc.on('exit', (c) => resolve(c)));
	clearTimeout(timer);
	return { code, stderr: err, stdout: out };
}

export async function login(url: string, pin: string): Promise<{ status: number; token: string | null; body: any; headers: Headers }> {
	const res = await fetch(`${url}/api/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ pin })
	});
	const setCookie = res.headers.get('set-cookie') ?? '';
	const token = /cuecast_session=([^;]+)/.exec(setCookie)?.[1] ?? null;
	return { status: res.status, token, body: await res.json(), headers: res.headers };
}

/** A client that (re)joins `table` on every connect and keeps the latest state it received. */
export function connect(url: string, opts: { token?: string; table?: string; origin?: string; reconnect?: boolean; protocol?: 2 } = {}) {
	const socket: Client = io(url, {
		transports: ['websocket'],
		auth: { ...(opts.token ? { token: opts.token } : {}), ...(opts.protocol ? { protocol: opts.protocol } : {}) },
		reconnection: opts.reconnect ?? true,
		reconnectionDelay: 100,
		reconnectionDelayMax: 500,
		timeout: 5000,
		extraHeaders: opts.origin ? { origin: opts.origin } : undefined,
		forceNew: true
	});
	const client = {
		socket,
		latest: null as TableState | null,
		states: [] as TableState[],
		role: null as string | null,
		connects: 0
	};
	socket.on('hello', (h) => (client.role = h.role));
	socket.on('state', (s) => {
		if (opts.table && s.table.id !== opts.table) return;
		client.latest = s;
		client.states.push(s);
	});
	socket.on('connect', () => {
		client.connects++;
		if (opts.table) socket.emit('join', { table: opts.table });
	});
	return client;
}

/** `connect` for a test file: every client it made is closed by `closeAll` (in afterAll). */
export function clientPool(url: () => string) {
	const opened: Client[] = [];
	return {
		client(opts: Parameters<typeof connect>[1] = {}) {
			const c = connect(url(), opts);
			opened.push(c.socket);
			return c;
		},
		closeAll() {
			for (const socket of opened.splice(0)) socket.close();
		}
	};
}

export function connected(socket: Client, ms = 5000): Promise<void> {
	if (socket.connected) return Promise.resolve();
	return new Promise((resolve, reject) => {
		const t = setTimeout(() => reject(new Error('connect timeout')), ms);
		socket.once('connect', () => {
			clearTimeout(t);
			resolve();
		});
		socket.once('connect_error', (e) => {
			clearTimeout(t);
			reject(e);
		});
	});
}

/** Emits with an acknowledgement, rejecting after `ms`. */
export function call<T = any>(socket: Client, event: string, payload: unknown, ms = 5000): Promise<T> {
	return (socket.timeout(ms) as any).emitWithAck(event, payload);
}

export async function until(fn: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
	const end = Date.now() + ms;
	while (!fn()) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 10));
	}
}

/** The state a screen gets when it (re)loads: a fresh viewer's join. */
export async function freshState(server: Running, table: string): Promise<TableState> {
	const viewer = connect(server.url, { table });
	try {
		await until(() => viewer.latest !== null, 5000, `state of ${table}`);
		return viewer.latest!;
	} finally {
		viewer.socket.close();
	}
}

export const poolSetup = (players = ['Anna Nowak', 'Piotr Kowalski']) => ({
	discipline: 'straight-pool',
	players,
	pointsTo: 1000
});

/** An endless stream of actions straight-pool accepts: a break first, then misses and safeties. */
export function streamAction(revision: number): Record<string, unknown> {
	if (revision === 0) return { t: 'shot', rails: 2, cueRail: true };
	return revision % 3 === 0 ? { t: 'shot', safety: true } : { t: 'shot' };
}

/** POST `payload` as JSON from `localAddress` (any 127.x.y.z reaches a server on 127.0.0.1 under Linux): another address's rates and brakes. */
export function postFrom(url: string, payload: unknown, localAddress?: string): Promise<{ status: number; body: any }> {
	return new Promise((resolve, reject) => {
		const body = JSON.stringify(payload);
		const req = httpRequest(
			url,
			{ method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, localAddress, agent: false },
			(res) => {
				let text = '';
				res.on('data', (d) => (text += d));
				res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
			}
		);
		req.on('error', reject);
		req.end(body);
	});
}

/** POST /api/login from `localAddress`. */
export const postLogin = (url: string, pin: string, localAddress?: string) => postFrom(`${url}/api/login`, { pin }, localAddress);
