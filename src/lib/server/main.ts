/**
 * Production entry: one HTTP server on one port serving the API, Socket.IO and SvelteKit's
 * adapter-node handler (build/handler.js). Started by src/cli/start.js.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import { banner, createRuntime } from './runtime';
import { isStartFailure } from './cluster';
import { MdnsAnnouncer } from './mdns';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/** The checkout: the nearest folder up with a package.json (this file runs from src/ or bundled from build/). */
function findRoot(): string {
	let dir = dirname(fileURLToPath(import.meta.url));
	while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
	return dir;
}
const root = findRoot();

/** cuecast's version, for the mDNS announcement ('' if package.json cannot be read). */
function version(): string {
	try {
		return String((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown }).version ?? '');
	} catch {
		return '';
	}
}

async function loadHandler(): Promise<Handler> {
	const file = join(root, 'build', 'handler.js');
	if (!existsSync(file)) {
		console.warn('cuecast: build/handler.js is missing, so the pages are not served (run `npm run build`); API and Socket.IO work.');
		return (_req, res) => {
			res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
			res.end('cuecast: the pages are not built; run `npm run build` or `npm start`.\n');
		};
	}
	return ((await import(pathToFileURL(file).href)) as { handler: Handler }).handler;
}

export async function main() {
	let config;
	try {
		config = loadConfig();
	} catch (err) {
		console.error(`cuecast: ${(err as Error).message}`);
		process.exit(2);
	}
	let rt;
	try {
		rt = await createRuntime(config);
	} catch (err) {
		if (isStartFailure(err)) {
			console.error(`cuecast: cannot start: ${err.message}`);
			process.exit(3);
		}
		throw err;
	}
	const handler = await loadHandler();
	const runtime = rt;
	const server = createServer((req, res) => {
		if (runtime.handle(req, res)) return;
		handler(req, res);
	});
	runtime.attach(server);
	server.on('error', (err) => {
		console.error(`cuecast: cannot listen on ${config.host}:${config.port}: ${err.message}`);
		process.exit(4);
	});
	let mdns: MdnsAnnouncer | null = null;
	server.listen(config.port, config.host, () => {
		const addr = server.address();
		const port = typeof addr === 'object' && addr ? addr.port : config.port;
		runtime.announce(port, config.host);
		// On the network only once serving: a browser that finds the server can reach it.
		mdns = new MdnsAnnouncer({ enabled: config.mdns, host: config.host, port, version: version(), log: (line) => console.warn(`cuecast: ${line}`) });
		console.log(banner(runtime, config, port, mdns.start()));
	});
	let closing = false;
	const shutdown = async (signal: string) => {
		if (closing) return;
		closing = true;
		console.log(`cuecast: ${signal}, closing`);
		// A clean stop writes snapshots and closes the store; a peer that does not answer (Redis,
		// PostgreSQL gone) must not keep the process alive: every acknowledged action is stored.
		setTimeout(() => {
			console.error('cuecast: the clean stop took over 5 s; stopping now');
			process.exit(0);
		}, 5000).unref();
		server.closeAllConnections?.();
		// the goodbye first: Companion drops the server from its list at once
		await mdns?.stop();
		await runtime.close();
		process.exit(0);
	};
	// A page file that vanishes while it is being sent (build/ rebuilt under a running server) or
	// a client that hangs up mid-response raises an error on a stream nobody listens to. Scoring
	// must not stop for that: log it and go on. Anything else is a bug: stop loudly.
	process.on('uncaughtException', (err: NodeJS.ErrnoException) => {
		if (err.code === 'ENOENT' || err.code === 'EPIPE' || err.code === 'ECONNRESET') {
			console.error(`cuecast: a response failed (${err.code}: ${err.message}); still serving`);
			return;
		}
		console.error('cuecast: unexpected error, stopping:', err);
		process.exit(1);
	});
	process.on('SIGINT', () => void shutdown('SIGINT'));
	process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
