/**
 * A TCP proxy on loopback for what a test does to the network between two real peers: a load
 * balancer that moves its clients to another node (`switchTo`), or a link that stops carrying
 * bytes for a while and then delivers them in order (`stall`, `flow`), as a congested network
 * does, without closing anything. Closed after the test file (file-end.ts).
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { atFileEnd } from './file-end';

export interface TcpProxy {
	port: number;
	/** New connections go to `port`; those open are closed (their clients reconnect, to `port`). */
	switchTo(port: number): void;
	/** Holds every byte in both directions, on open connections and new ones, until `flow`. */
	stall(): void;
	/** Delivers what was held, in order, and carries bytes again. */
	flow(): void;
	close(): Promise<void>;
}

const open = new Set<TcpProxy>();
atFileEnd(() => Promise.all([...open].map((p) => p.close())));

/** One direction of a connection: forwards at once, or holds while stalled; returns what delivers what it held. */
function forward(from: Socket, to: Socket, isStalled: () => boolean): () => void {
	const queue: Buffer[] = [];
	from.on('data', (chunk: Buffer) => {
		if (isStalled()) queue.push(chunk);
		else to.write(chunk);
	});
	from.on('end', () => to.end());
	return () => {
		for (const chunk of queue.splice(0)) to.write(chunk);
	};
}

export function tcpProxy(targetPort: number): Promise<TcpProxy> {
	let target = targetPort;
	let stalled = false;
	const pairs = new Set<{ client: Socket; upstream: Socket; release: (() => void)[] }>();
	const server: Server = createServer((client) => {
		const upstream = connect(target, '127.0.0.1');
		const pair = { client, upstream, release: [forward(client, upstream, () => stalled), forward(upstream, client, () => stalled)] };
		pairs.add(pair);
		const drop = () => {
			pairs.delete(pair);
			client.destroy();
			upstream.destroy();
		};
		client.on('error', drop).on('close', drop);
		upstream.on('error', drop).on('close', drop);
	});
	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const proxy: TcpProxy = {
				port: (server.address() as { port: number }).port,
				switchTo(port) {
					target = port;
					for (const { client, upstream } of [...pairs]) {
						client.destroy();
						upstream.destroy();
					}
				},
				stall() {
					stalled = true;
				},
				flow() {
					stalled = false;
					for (const pair of pairs) for (const release of pair.release) release();
				},
				close() {
					open.delete(proxy);
					for (const { client, upstream } of [...pairs]) {
						client.destroy();
						upstream.destroy();
					}
					return new Promise((done) => server.close(() => done()));
				}
			};
			open.add(proxy);
			resolve(proxy);
		});
	});
}
