/**
 * A stand-in for the live server in overlay tests and the bench: serves the built overlays
 * through src/lib/server/overlays (the module the real server mounts) and runs a real
 * Socket.IO 4.8 server speaking the cuecast protocol as version 2 does (join a table or the venue
 * with an ack; each state the test sets arrives whole, as a `delta` with its number), with states
 * the test sets. Run by itself: `npx tsx tests/overlays/support/server.ts [port]`.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { createOverlayServer } from '../../../src/lib/server/overlays';
import type { TableState } from '../../../src/lib/protocol';

export interface TestServer {
	port: number;
	url: string;
	io: Server;
	http: HttpServer;
	/** Sets a table's state and pushes it to the viewers who joined it. */
	push(state: TableState): void;
	states: Map<string, TableState>;
	close(): Promise<void>;
}

export async function startTestServer(
	opts: { port?: number; states?: TableState[]; dir?: string; pingInterval?: number; pingTimeout?: number; inlineState?: boolean } = {}
): Promise<TestServer> {
	const states = new Map<string, TableState>((opts.states ?? []).map((s) => [s.table.id, s]));
	// As the real server should: pages carry the current state (set inlineState: false to test the socket alone).
	const venueState = () => ({ tables: [...states.values()].map((s) => ({ id: s.table.id, name: s.table.name })), disciplines: [] });
	const overlays = createOverlayServer({
		dir: opts.dir,
		...(opts.inlineState === false ? {} : { stateOf: (t: string) => states.get(t) ?? null, venueOf: () => ({ venue: venueState(), states: [...states.values()] }) })
	});
	const http = createServer((req, res) => {
		if (overlays.handle(req, res)) return;
		res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
	});
	const io = new Server(http, { serveClient: false, pingInterval: opts.pingInterval ?? 25_000, pingTimeout: opts.pingTimeout ?? 20_000 });
	// Every state goes out whole: a `delta` that carries `state` (a client holds it, whatever it held).
	let seq = 0;
	const whole = (state: TableState) => ({ t: state.table.id, s: ++seq, state });
	io.on('connection', (socket) => {
		socket.emit('hello', { protocol: 2, role: 'viewer' });
		socket.on('join', (req: { table?: string; venue?: boolean }, ack?: (r: unknown) => void) => {
			// The whole venue (the ticker): the table list, then each table's state.
			if (req?.venue) {
				void socket.join('venue');
				socket.emit('venue', venueState());
				for (const s of states.values()) socket.emit('delta', whole({ ...s, events: [] }));
				return ack?.({ ok: true });
			}
			const state = req?.table ? states.get(req.table) : undefined;
			if (!state) return ack?.({ ok: false, reason: `no table "${req?.table}"` });
			void socket.join(`t:${req.table}`);
			const joined = whole({ ...state, events: [] });
			socket.emit('delta', joined);
			ack?.({ ok: true, seq: joined.s, match: state.match?.id ?? null, revision: state.match?.revision ?? 0 });
		});
	});
	await new Promise<void>((resolve, reject) => {
		http.once('error', reject);
		http.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
	});
	const port = (http.address() as AddressInfo).port;
	return {
		port,
		url: `http://127.0.0.1:${port}`,
		io,
		http,
		states,
		push(state) {
			states.set(state.table.id, state);
			io.to(`t:${state.table.id}`).to('venue').emit('delta', whole(state));
		},
		close: () =>
			new Promise<void>((resolve) => {
				io.close(() => resolve());
				http.closeAllConnections?.();
			})
	};
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const { FAMILY_STATES } = await import('./fixtures');
	const states = Object.entries(FAMILY_STATES).map(([fam, make]) => {
		const s = make();
		return { ...s, table: { id: fam, name: `Table ${fam}` } };
	});
	const srv = await startTestServer({ port: Number(process.argv[2] ?? 4173), states });
	console.log(`overlay test server on ${srv.url}: /overlay/{pool,carom,pins,artistic}/scorebug`);
}
