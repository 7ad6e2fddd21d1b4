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

/** Opens the socket (reconnecting with exponential backoff and jitter, 250 ms to 5 s). */
export function openWire(opts: WireOptions = {}): Wire {
	let ws: WebSocket | null = null;
	let connected = false;
	const handlers = new Map<string, Handler>();
	const acks = new Map<number, Handler>();
	let nextAck = 0;
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
			acks.clear();
			if (connected) opts.onStatus?.('disconnected');
			connected = false;
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
		else if (type === '4') packet(sock, data.slice(1));
	}

	function packet(sock: WebSocket, p: string): void {
		const type = p[0];
		if (type === '0') {
			connected = true;
			attempts = 0;
			opts.onStatus?.('connected');
			opts.onConnect?.();
			return;
		}
		// Namespace refused or closed by the server: start over later.
		if (type === '1' || type === '4') return sock.close();
		if (type !== '2' && type !== '3') return;
		// The default namespace only, so the packet id (if any) follows the type at once.
		const id = /^\d*/.exec(p.slice(1))![0];
		let args: unknown;
		try {
			args = JSON.parse(p.slice(1 + id.length));
		} catch {
			return;
		}
		if (!Array.isArray(args)) return;
		if (type === '3') {
			const n = Number(id || -1);
			const cb = acks.get(n);
			acks.delete(n);
			return cb?.(args[0]);
		}
		handlers.get(args[0])?.(args[1]);
		// The server asked for an ack: send an empty one so it does not wait.
		if (id) sock.send('43' + id + '[]');
	}

	open();
	return {
		on(event, fn) {
			handlers.set(event, fn);
		},
		emit(event, payload, ack) {
			if (!connected || !ws) return false;
			let id = '';
			if (ack) {
				acks.set(nextAck, ack);
				id = String(nextAck++);
			}
			ws.send(eventPacket(event, payload, id));
			return true;
		}
	};
}
