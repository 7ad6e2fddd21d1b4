/**
 * A tiny read-only Socket.IO v4 client over the browser's WebSocket: engine.io protocol 4,
 * websocket transport only, the page's own origin, default namespace, JSON packets only (no
 * binary), acks, live protocol 2 (src/lib/protocol/version.ts). It writes its packets as the
 * server's fan-out does (src/lib/protocol/frame.ts). socket.io-client is ~25 KB gzipped; this is
 * ~1 KB and is all an overlay needs. Closures rather than a class: the minifier can shorten local
 * names, not property names.
 *
 *   engine.io: 0 open {sid,pingInterval,pingTimeout}, 1 close, 2 ping, 3 pong, 4 message
 *   socket.io (inside an engine.io message): 0 connect, 1 disconnect, 2 event, 3 ack, 4 connect_error
 */
import { CONNECT_PACKET, eventPacket } from '../../src/lib/protocol/frame';

export type Handler = (payload: unknown) => void;

export interface WireOptions {
	/** Called after every (re)connection of the namespace: join rooms and pull state here. */
	onConnect?: () => void;
	onStatus?: (status: 'connecting' | 'connected' | 'disconnected') => void;
}

export interface Wire {
	/** The handler of an event (one per event: a second replaces the first). */
	on(event: string, fn: Handler): void;
	/** Emits an event; with `ack`, the server's acknowledgement arrives there. Dropped while offline. */
	emit(event: string, payload: unknown, ack?: Handler): boolean;
}

/** The engine.io connection as openWire uses it: one WebSocket at a time. */
interface Link {
	/** Sends a socket.io packet (nothing while there is no socket). */
	send(packet: string): void;
	close(): void;
	/** The namespace is open: the next loss starts its backoff from the shortest wait again. */
	reset(): void;
}

/**
 * engine.io over the page's WebSocket: opens the namespace once the transport is open, answers
 * pings, closes a link whose pings stop, and reconnects with exponential backoff and jitter (250 ms
 * to 5 s). Every socket.io packet goes to `packet`; `lost` is told when a socket closes.
 */
function openLink(packet: (p: string) => void, lost: () => void, opts: WireOptions): Link {
	let ws: WebSocket | null = null;
	let attempts = 0;
	let heartbeat: ReturnType<typeof setTimeout> | undefined;
	let retry: ReturnType<typeof setTimeout> | undefined;
	let pingWindow = 45_000;

	const schedule = () => {
		clearTimeout(retry);
		retry = setTimeout(open, Math.min(5_000, 250 * 2 ** attempts++) * (0.75 + Math.random() * 0.5));
	};
	/** No ping from the server within pingInterval + pingTimeout: the link is dead. */
	const alive = () => {
		clearTimeout(heartbeat);
		heartbeat = setTimeout(() => ws?.close(), pingWindow);
	};

	function open(): void {
		opts.onStatus?.('connecting');
		let sock: WebSocket;
		try {
			// http(s)://host → ws(s)://host
			sock = new WebSocket(location.origin.replace('http', 'ws') + '/socket.io/?EIO=4&transport=websocket');
		} catch {
			return schedule();
		}
		ws = sock;
		sock.onmessage = (e) => receive(sock, String(e.data));
		sock.onclose = () => {
			if (ws !== sock) return;
			ws = null;
			clearTimeout(heartbeat);
			lost();
			schedule();
		};
		sock.onerror = () => sock.close();
	}

	function receive(sock: WebSocket, data: string): void {
		if (ws !== sock) return;
		alive();
		const type = data[0];
		if (type === '0') {
			try {
				const o = JSON.parse(data.slice(1)) as { pingInterval?: number; pingTimeout?: number };
				pingWindow = (o.pingInterval ?? 25_000) + (o.pingTimeout ?? 20_000);
			} catch {
				/* keep the default */
			}
			alive();
			sock.send(CONNECT_PACKET);
		} else if (type === '1') sock.close();
		else if (type === '2') sock.send('3');
		else if (type === '4') packet(data.slice(1));
	}

	open();
	return {
		send: (p) => ws?.send(p),
		close: () => ws?.close(),
		reset: () => (attempts = 0)
	};
}

/** Opens the socket: the default namespace over openLink, its events and acknowledgements. */
export function openWire(opts: WireOptions = {}): Wire {
	let connected = false;
	const handlers = new Map<string, Handler>();
	const acks = new Map<number, Handler>();
	let nextAck = 0;

	const link = openLink(
		(p) => {
			const type = p[0];
			if (type === '0') {
				connected = true;
				link.reset();
				opts.onStatus?.('connected');
				opts.onConnect?.();
				return;
			}
			// Namespace refused or closed by the server: start over later.
			if (type === '1' || type === '4') return link.close();
			// An event (2) or an ack (3): the server sends no binary packets (5, 6), and one would not
			// parse below. The default namespace only, so the packet id (if any) follows the type at once.
			const id = /^\d*/.exec(p.slice(1))![0];
			let args: unknown;
			try {
				args = JSON.parse(p.slice(1 + id.length));
			} catch {
				return;
			}
			if (!Array.isArray(args)) return;
			if (type === '3') {
				const n = Number(id);
				const cb = acks.get(n);
				acks.delete(n);
				return cb?.(args[0]);
			}
			handlers.get(args[0])?.(args[1]);
			// The server asked for an ack: send an empty one so it does not wait.
			if (id) link.send('43' + id + '[]');
		},
		() => {
			acks.clear();
			if (connected) opts.onStatus?.('disconnected');
			connected = false;
		},
		opts
	);
	return {
		on(event, fn) {
			handlers.set(event, fn);
		},
		emit(event, payload, ack) {
			if (!connected) return false;
			let id = '';
			if (ack) {
				acks.set(nextAck, ack);
				id = String(nextAck++);
			}
			link.send(eventPacket(event, payload, id));
			return true;
		}
	};
}
