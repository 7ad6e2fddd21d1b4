/**
 * A tiny read-only Socket.IO v4 client over the browser's WebSocket: engine.io protocol 4,
 * websocket transport only, default namespace, JSON packets only (no binary), acks.
 * socket.io-client is ~25 KB gzipped; this is ~1 KB and is all an overlay needs.
 *
 *   engine.io: 0 open {sid,pingInterval,pingTimeout}, 1 close, 2 ping, 3 pong, 4 message
 *   socket.io (inside an engine.io message): 0 connect, 1 disconnect, 2 event, 3 ack, 4 connect_error
 */
export type Handler = (payload: unknown) => void;

export interface WireOptions {
	/** ws:// or wss:// base (default: same origin as the page). */
	url?: string;
	path?: string;
	/** Called after every (re)connection of the namespace: join rooms and pull state here. */
	onConnect?: () => void;
	onStatus?: (status: 'connecting' | 'connected' | 'disconnected') => void;
	/** Smallest and largest reconnect delay in ms (exponential backoff with jitter). */
	minDelay?: number;
	maxDelay?: number;
	/** Only for tests and benches: the WebSocket constructor. */
	WebSocketImpl?: typeof WebSocket;
}

export class Wire {
	private ws: WebSocket | null = null;
	private handlers = new Map<string, Handler[]>();
	private acks = new Map<number, (args: unknown[]) => void>();
	private nextAck = 0;
	private attempts = 0;
	private heartbeat: ReturnType<typeof setTimeout> | undefined;
	private retry: ReturnType<typeof setTimeout> | undefined;
	private pingWindow = 45_000;
	private closed = false;
	connected = false;

	constructor(private readonly opts: WireOptions = {}) {
		this.open();
	}

	on(event: string, fn: Handler): this {
		const list = this.handlers.get(event) ?? [];
		list.push(fn);
		this.handlers.set(event, list);
		return this;
	}

	/** Emits an event; with `ack`, the server's acknowledgement arrives there. Dropped while offline. */
	emit(event: string, payload: unknown, ack?: (reply: unknown) => void): boolean {
		if (!this.connected || !this.ws) return false;
		let id = '';
		if (ack) {
			const n = this.nextAck++;
			this.acks.set(n, (args) => ack(args[0]));
			id = String(n);
		}
		this.ws.send('42' + id + JSON.stringify([event, payload]));
		return true;
	}

	close(): void {
		this.closed = true;
		clearTimeout(this.retry);
		clearTimeout(this.heartbeat);
		this.ws?.close();
	}

	private open(): void {
		if (this.closed) return;
		const loc = globalThis.location;
		const base = this.opts.url ?? `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}`;
		const path = this.opts.path ?? '/socket.io/';
		this.opts.onStatus?.('connecting');
		const WS = this.opts.WebSocketImpl ?? WebSocket;
		let ws: WebSocket;
		try {
			ws = new WS(`${base}${path}?EIO=4&transport=websocket`);
		} catch {
			return this.schedule();
		}
		this.ws = ws;
		ws.onopen = () => performance.mark('cuecast:ws-open');
		ws.onmessage = (e) => this.receive(String(e.data));
		ws.onclose = () => {
			if (this.ws !== ws) return;
			this.ws = null;
			this.drop();
			this.schedule();
		};
		ws.onerror = () => ws.close();
	}

	private drop(): void {
		clearTimeout(this.heartbeat);
		const was = this.connected;
		this.connected = false;
		this.acks.clear();
		if (was) this.opts.onStatus?.('disconnected');
	}

	private schedule(): void {
		if (this.closed) return;
		const min = this.opts.minDelay ?? 250;
		const max = this.opts.maxDelay ?? 5_000;
		const delay = Math.min(max, min * 2 ** this.attempts++) * (0.75 + Math.random() * 0.5);
		clearTimeout(this.retry);
		this.retry = setTimeout(() => this.open(), delay);
	}

	/** No ping from the server within pingInterval + pingTimeout: the link is dead. */
	private alive(): void {
		clearTimeout(this.heartbeat);
		this.heartbeat = setTimeout(() => this.ws?.close(), this.pingWindow);
	}

	private receive(data: string): void {
		const ws = this.ws;
		if (!ws) return;
		this.alive();
		switch (data[0]) {
			case '0': {
				try {
					const o = JSON.parse(data.slice(1)) as { pingInterval?: number; pingTimeout?: number };
					this.pingWindow = (o.pingInterval ?? 25_000) + (o.pingTimeout ?? 20_000);
				} catch {
					/* keep the default */
				}
				this.alive();
				ws.send('40');
				return;
			}
			case '1':
				ws.close();
				return;
			case '2':
				ws.send('3');
				return;
			case '4':
				return this.packet(data.slice(1));
		}
	}

	private packet(p: string): void {
		const type = p[0];
		if (type === '0') {
			performance.mark('cuecast:connected');
			this.connected = true;
			this.attempts = 0;
			this.opts.onStatus?.('connected');
			this.opts.onConnect?.();
			return;
		}
		if (type === '1' || type === '4') {
			// Namespace refused or closed by the server: start over later.
			this.ws?.close();
			return;
		}
		if (type !== '2' && type !== '3') return;
		let i = 1;
		// A namespace other than "/" would appear as "/nsp,"; we only use the default one.
		if (p[i] === '/') i = p.indexOf(',') + 1;
		let j = i;
		while (j < p.length && p.charCodeAt(j) >= 48 && p.charCodeAt(j) <= 57) j++;
		const id = j > i ? Number(p.slice(i, j)) : null;
		let args: unknown[];
		try {
			args = JSON.parse(p.slice(j)) as unknown[];
		} catch {
			return;
		}
		if (!Array.isArray(args)) return;
		if (type === '3') {
			if (id === null) return;
			const cb = this.acks.get(id);
			this.acks.delete(id);
			cb?.(args);
			return;
		}
		const [event, payload] = args as [string, unknown];
		for (const fn of this.handlers.get(event) ?? []) fn(payload);
		// The server asked for an ack: send an empty one so it does not wait.
		if (id !== null) this.ws?.send('43' + id + '[]');
	}
}
