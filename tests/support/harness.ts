/**
 * The in-process harness: the same runtime `npm start` runs (store, venue, authority, router,
 * Socket.IO), built from the sources in this test process on a real HTTP server on loopback, with
 * real Socket.IO clients and fetch against it — without spawning a server, bundling or pages.
 * Protocol and API tests run on it in seconds; what needs a process of its own (kill -9, a
 * restart's exit code, its console output) uses `startServer` (tests/server/helpers.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/lib/server/config';
import { createRuntime, type Runtime } from '../../src/lib/server/runtime';
import { atFileEnd } from './file-end';

/** A running in-process server: what API and protocol tests use of `Running`. */
export interface Served {
	port: number;
	url: string;
	/** The operator PIN when this start made it (a fresh data folder), else null. */
	pin: string | null;
	runtime: Runtime;
	stop(): Promise<void>;
}

const running = new Set<Served>();
atFileEnd(() => Promise.all([...running].map((s) => s.stop())));

/** Starts the runtime on `dataDir` (and `port`, else any free one); the settings as the environment would give them. */
export async function serveInProcess(opts: { dataDir: string; port?: number; env?: Record<string, string> }): Promise<Served> {
	const config = loadConfig({ ...process.env, CUECAST_DATA_DIR: opts.dataDir, PORT: String(opts.port ?? 0), HOST: '127.0.0.1', ...opts.env });
	const runtime = await createRuntime(config);
	const server: Server = createServer((req, res) => {
		if (runtime.handle(req, res)) return;
		res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('the harness serves no pages\n');
	});
	runtime.attach(server);
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
	});
	const port = (server.address() as AddressInfo).port;
	runtime.announce(port, '127.0.0.1');
	let stopped: Promise<void> | null = null;
	const served: Served = {
		port,
		url: `http://127.0.0.1:${port}`,
		pin: runtime.newPin,
		runtime,
		stop: () =>
			(stopped ??= (async () => {
				running.delete(served);
				server.closeAllConnections();
				await runtime.close();
				await new Promise<void>((resolve) => server.close(() => resolve()));
			})())
	};
	running.add(served);
	return served;
}
