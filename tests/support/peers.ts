/**
 * Private PostgreSQL and Redis servers for the tests that stop and restart them: the machine's
 * own (127.0.0.1:5432, :6379) serve every other test file running beside, so a restart there
 * would break those. These are the same Debian binaries, on a free port, in a temp folder,
 * started with the settings real-peers.md gives (trust auth on loopback; Redis keeps nothing
 * on disk), and stopped the hard way (`-m immediate`, SHUTDOWN NOSAVE) to look like a crash.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';

export function portAnswers(port: number, host = '127.0.0.1', ms = 500): Promise<boolean> {
	return new Promise((resolve) => {
		const sock = createConnection({ port, host });
		const done = (ok: boolean) => {
			sock.destroy();
			resolve(ok);
		};
		sock.setTimeout(ms, () => done(false));
		sock.once('connect', () => done(true));
		sock.once('error', () => done(false));
	});
}

async function waitPort(port: number, up: boolean, ms: number, what: string): Promise<void> {
	const end = Date.now() + ms;
	while (Date.now() < end) {
		if ((await portAnswers(port)) === up) return;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error(`${what} did not ${up ? 'start' : 'stop'} within ${ms} ms`);
}

/** Stops every private server still running when the test process exits, whatever ended it. */
const onExit = new Set<() => void>();
process.once('exit', () => {
	for (const stop of onExit) {
		try {
			stop();
		} catch {
			// best effort
		}
	}
});

export interface PrivateServer {
	port: number;
	url: string;
	stop(): Promise<void>;
	/** Nothing when it runs. */
	start(): Promise<void>;
	/** Stops it for good and removes its folder. */
	dispose(): Promise<void>;
}

export async function privateRedis(port: number): Promise<PrivateServer> {
	let proc: ChildProcess | null = null;
	/** Starts it unless it runs. */
	const start = async () => {
		if (proc && proc.exitCode === null) return;
		proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
		await waitPort(port, true, 10_000, 'redis-server');
	};
	const stop = async () => {
		const p = proc;
		proc = null;
		if (!p || p.exitCode !== null) return;
		const exited = new Promise((r) => p.once('exit', r));
		p.kill('SIGKILL');
		await exited;
		await waitPort(port, false, 5000, 'redis-server');
	};
	await start();
	onExit.add(() => proc?.kill('SIGKILL'));
	return { port, url: `redis://127.0.0.1:${port}`, start, stop, dispose: stop };
}

function pgBin(name: string): string {
	const base = '/usr/lib/postgresql';
	const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
	return join(base, version, 'bin', name);
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (it refuses to run as root). */
function asPostgres(cmd: string, args: string[]): void {
	const isRoot = process.getuid?.() === 0;
	if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' });
	else execFileSync(cmd, args, { stdio: 'pipe' });
}

export async function privatePostgres(port: number): Promise<PrivateServer> {
	const dir = mkdtempSync(join(tmpdir(), 'cuecast-pg-'));
	if (process.getuid?.() === 0) {
		const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
		const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
		chownSync(dir, uid, gid);
	}
	const data = join(dir, 'data');
	asPostgres(pgBin('initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
	/** Starts it unless it runs. */
	const start = async () => {
		if (existsSync(join(data, 'postmaster.pid'))) return;
		asPostgres(pgBin('pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`, 'start']);
		await waitPort(port, true, 15_000, 'postgres');
	};
	const stop = async () => {
		if (!existsSync(join(data, 'postmaster.pid'))) return;
		asPostgres(pgBin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
		await waitPort(port, false, 10_000, 'postgres');
	};
	await start();
	const stopNow = () => {
		if (existsSync(join(data, 'postmaster.pid'))) asPostgres(pgBin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
		rmSync(dir, { recursive: true, force: true });
	};
	onExit.add(stopNow);
	return {
		port,
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		start,
		stop,
		async dispose() {
			await stop().catch(() => {});
			rmSync(dir, { recursive: true, force: true });
		}
	};
}
