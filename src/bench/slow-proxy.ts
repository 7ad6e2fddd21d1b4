/**
 * A slow network between a browser and the server, for the phone viewer's bench
 * (screens.bench.ts): a TCP proxy on loopback that delays every byte by half the round trip each
 * way and lets each direction through one shared link of a fixed rate, as a phone on a crowded
 * cellular network sees it. Chromium's own network emulation slows HTTP but not the page's
 * WebSocket, so the live connection would not be slowed; a real proxy slows everything alike.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface SlowLink {
	/** Round trip added to every connection, in milliseconds (half each way). */
	rttMs: number;
	/** The link's rate per direction, in kilobits per second (shared by every connection). */
	kbitPerSecond: number;
}

/** Pieces the link sends one after another, so several connections share it fairly. */
const PIECE = 1460;

/** One direction of the link: bytes queue for the wire, then travel for half the round trip. */
class Direction {
	private wireFreeAt = 0;
	constructor(private readonly link: SlowLink) {}

	/** Queues `data`; returns when its last piece arrives (performance.now() time). */
	send(data: Buffer, deliver: (piece: Buffer) => void): number {
		let last = performance.now();
		const bytesPerMs = (this.link.kbitPerSecond * 1000) / 8 / 1000;
		for (let at = 0; at < data.length; at += PIECE) {
			const piece = data.subarray(at, Math.min(at + PIECE, data.length));
			const now = performance.now();
			this.wireFreeAt = Math.max(this.wireFreeAt, now) + piece.length / bytesPerMs;
			const arrives = this.wireFreeAt + this.link.rttMs / 2;
			setTimeout(() => deliver(piece), Math.max(0, arrives - now));
			last = arrives;
		}
		return last;
	}
}

export interface RunningProxy {
	url: string;
	port: number;
	/** Bytes that went to the browser since the last reset. */
	bytesDown(): number;
	reset(): void;
	close(): Promise<void>;
}

/** Listens on 127.0.0.1 (loopback only) and forwards to `target` (a loopback port). */
export async function slowProxy(targetPort: number, link: SlowLink): Promise<RunningProxy> {
	const up = new Direction(link);
	const down = new Direction(link);
	const sockets = new Set<Socket>();
	let downBytes = 0;
	const server: Server = createServer((client) => {
		const upstream = connect(targetPort, '127.0.0.1');
		sockets.add(client).add(upstream);
		// The connection itself costs a round trip (SYN, SYN-ACK) before the first byte goes up.
		let open = false;
		let upArrives = 0;
		let downArrives = 0;
		const waiting: Buffer[] = [];
		const sendUp = (b: Buffer) => (upArrives = up.send(b, (p) => upstream.writable && upstream.write(p)));
		setTimeout(() => {
			open = true;
			for (const b of waiting.splice(0)) sendUp(b);
		}, link.rttMs);
		client.on('data', (b) => (open ? sendUp(b) : waiting.push(b)));
		upstream.on('data', (b) => {
			downBytes += b.length;
			downArrives = down.send(b, (p) => client.writable && client.write(p));
		});
		// A side that closes closes the other once what it sent has crossed the link.
		const closeAfter = (arrives: number, other: Socket) =>
			setTimeout(() => other.destroy(), Math.max(0, arrives - performance.now()) + 5);
		client.on('close', () => {
			sockets.delete(client);
			closeAfter(upArrives, upstream);
		});
		upstream.on('close', () => {
			sockets.delete(upstream);
			closeAfter(downArrives, client);
		});
		client.on('error', () => client.destroy());
		upstream.on('error', () => upstream.destroy());
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = (server.address() as { port: number }).port;
	return {
		url: `http://127.0.0.1:${port}`,
		port,
		bytesDown: () => downBytes,
		reset: () => (downBytes = 0),
		close: () =>
			new Promise<void>((resolve) => {
				for (const s of sockets) s.destroy();
				server.close(() => resolve());
			})
	};
}
