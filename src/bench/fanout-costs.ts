/**
 * Where a broadcast's time goes (`npx tsx src/bench/server.bench.ts --costs [N]`, and the end of the fan-out
 * part of `npm run bench:server`): per viewer socket, the server's CPU for one broadcast by
 * Socket.IO's room emit and by fanout.ts's direct frame writes, each with the full state and with
 * a delta; and one viewer's CPU per message (kernel receive, WebSocket, engine.io, socket.io,
 * JSON, the app's `follow` for a delta), measured in a process of 500 such viewers: the pages'
 * client (socket.io-client) and the overlays' (overlays/_shared/wire.ts, over Node's WebSocket).
 * An in-process Socket.IO server; the viewers run in a child process (`--cost-clients`).
 *
 * And, in turn with those two on the same connections, the floor under both: the same frame
 * written with one `write()` on each connection's TCP socket, nothing of WebSocket, engine.io or
 * Socket.IO around it. No Node server that writes once to each viewer spends less.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import type { TableState, TableSync } from '../lib/protocol';
import { follow, type Synced } from '../lib/protocol/delta';
import type { Socket as TcpSocket } from 'node:net';
import { eventPacket } from '../lib/protocol/frame';
import { emitToRoom, textFrame } from '../lib/server/fanout';
import { root, sleep } from './support';

/** What the viewers take: the full state or deltas through socket.io-client, or deltas through the overlays' wire.ts. */
type Mode = 'full' | 'delta' | 'wire';

/** Viewers on the overlays' own client: wire.ts over Node's WebSocket, the page's origin given as `location`. */
async function wireViewers(port: number, n: number, base: TableState, count: () => void): Promise<void> {
	(globalThis as { location?: unknown }).location = { origin: `http://127.0.0.1:${port}` };
	const { openWire } = await import('../../overlays/_shared/wire');
	for (let i = 0; i < n; i++) {
		let held: Synced | null = { seq: 0, state: base };
		const wire = openWire({ onConnect: () => wire.emit('join', {}) });
		wire.on('x', (d) => {
			const delta = d as TableSync;
			held = follow(held, { ...delta, b: held!.seq, s: held!.seq + 1 });
			if (held?.state.match) count();
		});
	}
}

/** Viewers of room "r" on `port` that count `x` events (a delta viewer keeps its state). */
async function costClients(port: number, n: number, mode: Mode, base: TableState): Promise<void> {
	let got = 0;
	if (mode === 'wire') await wireViewers(port, n, base, () => got++);
	else for (let i = 0; i < n; i++) {
		const s = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], forceNew: true });
		let held: Synced | null = { seq: 0, state: base };
		s.on('connect', () => s.emit('join'));
		if (mode === 'full') s.on('x', (st: TableState) => void (st.match && got++));
		else
			s.on('x', (d: TableSync & { b: number; s: number }) => {
				// Every message is the next one for this viewer.
				held = follow(held, { ...d, b: held!.seq, s: held!.seq + 1 });
				if (held?.state.match) got++;
			});
	}
	let since = process.cpuUsage();
	let counted = 0;
	process.on('message', () => {
		const used = process.cpuUsage(since);
		process.send!({ cpuUs: used.user + used.system, messages: got - counted });
		since = process.cpuUsage();
		counted = got;
	});
	process.send!('ready');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The TCP socket under a Socket.IO connection on WebSocket (engine.io 6, ws 8). */
const tcpOf = (socket: { conn: unknown }) => (socket.conn as { transport: { socket: { _socket: TcpSocket } } }).transport.socket._socket;

const PATHS = ['Socket.IO room emit', 'direct frame (fanout.ts)', 'floor: one write() on the TCP socket'] as const;

export async function fanoutCosts(full: TableState, delta: TableSync, n = 500): Promise<void> {
	const http = createServer();
	const io = new Server(http, { serveClient: false });
	let joined = 0;
	io.on('connection', (s) => s.on('join', () => (s.join('r'), joined++)));
	await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
	const port = (http.address() as AddressInfo).port;
	const rows: Record<string, Record<string, string>> = {};
	for (const mode of ['full', 'delta', 'wire'] as const) {
		joined = 0;
		// Node 20 has WebSocket behind a flag (22 on by default)
		const flags = mode === 'wire' && typeof WebSocket === 'undefined' ? ['--experimental-websocket'] : [];
		const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/bench/fanout-costs.ts', '--cost-clients', String(port), String(n), mode], {
			cwd: root,
			stdio: ['ignore', 'inherit', 'inherit', 'ipc']
		});
		child.send({ base: full });
		await new Promise((r) => child.once('message', r));
		while (joined < n) await sleep(50);
		await sleep(300);
		const payload = mode === 'full' ? full : delta;
		const what = mode === 'full' ? 'full state' : 'delta';
		const server: Record<string, number[]> = Object.fromEntries(PATHS.map((p) => [p, []]));
		const tcp = [...io.sockets.sockets.values()].map(tcpOf);
		child.send('start');
		await new Promise((r) => child.once('message', r));
		for (let i = 0; i < 180; i++) {
			const path = PATHS[i % 3]!;
			const t0 = performance.now();
			if (path === 'direct frame (fanout.ts)') emitToRoom(io, 'r', 'x', payload);
			else if (path === 'Socket.IO room emit') io.to('r').emit('x', payload);
			else {
				// what the viewers get is the same frame, so they count it as the others
				const frame = textFrame(eventPacket('x', payload));
				for (const socket of tcp) socket.write(frame);
			}
			// Until the write callbacks of this broadcast have run too.
			await new Promise((r) => setImmediate(() => setImmediate(r)));
			server[path]!.push(((performance.now() - t0) * 1000) / n);
			await sleep(30);
		}
		child.send('stop');
		const client = (await new Promise((r) => child.once('message', r))) as { cpuUs: number; messages: number };
		// the server's side of a wire viewer is a delta viewer's: shown once
		if (mode !== 'wire') for (const [path, us] of Object.entries(server)) rows[`server, ${path}, ${what}`] = { 'µs per viewer socket': median(us).toFixed(1) };
		const viewer = { full: 'one viewer (socket.io-client), full state', delta: 'one viewer (socket.io-client), delta + follow', wire: "one viewer (the overlays' wire.ts), delta + follow" }[mode];
		rows[viewer] = { 'µs per viewer socket': (client.cpuUs / client.messages).toFixed(1) };
		child.kill();
		await sleep(300);
		io.socketsLeave('r');
	}
	console.log(`\nWhere the time goes: CPU per viewer per broadcast (${n} viewers in one process):`);
	console.table(rows);
	await new Promise((r) => io.close(r));
}

if (process.argv[2] === '--cost-clients') {
	process.once('message', (m: { base: TableState }) => void costClients(Number(process.argv[3]), Number(process.argv[4]), process.argv[5] as Mode, m.base));
}
