/**
 * The nodes' bus on a Redis Stream (bus.ts says why a stream), and Socket.IO's Redis streams
 * adapter on the same Redis. Loaded only when CUECAST_REDIS_URL is set: a club on SQLite never
 * loads the Redis client.
 */
import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient, type RedisClientType } from 'redis';
import type { BusStatus, NodeBus } from './bus';
import { parseNodeMessage, type NodeMessage, type Outgoing } from './messages';

/** The stream keeps about this many newest messages (XADD MAXLEN ~). */
const STREAM_MAX = 10_000;
/** Each node says it is alive this often … */
export const PRESENCE_EVERY_MS = 3000;
/** … and counts as gone when it has not for this long. */
export const PRESENCE_GONE_MS = 10_000;
/**
 * Marks this node alive (on Redis's clock, so the nodes' own clocks need not agree), forgets
 * nodes silent for ARGV[2] ms, and returns the nodes alive: one round trip.
 */
const PRESENCE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
return redis.call('ZRANGE', KEYS[1], 0, -1)`;

export class RedisStreamBus implements NodeBus {
	readonly nodeId = randomUUID();
	private listeners: ((m: NodeMessage) => void)[] = [];
	private reconnectListeners: (() => void)[] = [];
	private dropped = 0;
	private lastError: string | null = null;
	private lastId = '0-0';
	private closed = false;
	private wasDown = false;
	private presence: ReturnType<typeof setInterval> | null = null;

	private constructor(
		private readonly writer: RedisClientType,
		private readonly reader: RedisClientType,
		private readonly key: string,
		/** The venue's name in Redis (cluster/index.ts venueKey): the Socket.IO adapter's streams use it too. */
		readonly venue: string
	) {}

	/**
	 * Connects (a writer and a blocking reader) and starts reading from now on. Throws a clear
	 * error when Redis does not answer within 5 s.
	 */
	static async connect(url: string, venue: string): Promise<RedisStreamBus> {
		const key = `${venue}:nodes`;
		const started = { ready: false };
		const options = {
			url,
			// Fail commands at once while Redis is away (no queue growing without bound); once
			// connected, the client reconnects on its own with a capped backoff (at start, a
			// refusal is the answer: exit code 3).
			disableOfflineQueue: true,
			socket: {
				connectTimeout: 5000,
				reconnectStrategy: (retries: number, cause: Error) => (started.ready ? Math.min(100 * 2 ** retries, 2000) : cause)
			}
		};
		const writer = createClient(options) as RedisClientType;
		const reader = createClient(options) as RedisClientType;
		const bus = new RedisStreamBus(writer, reader, key, venue);
		writer.on('error', (err: Error) => bus.noteError(err));
		reader.on('error', (err: Error) => bus.noteError(err));
		writer.on('ready', () => bus.noteReady());
		try {
			await withTimeout(Promise.all([writer.connect(), reader.connect()]), 5000, `Redis at ${redisTarget(url)} did not answer within 5 s`);
			await writer.ping();
			// Read from the newest entry there is now, not from '$' (which, re-read after a
			// quiet XREAD, would skip what arrived between two reads).
			const newest = await writer.xRevRange(key, '+', '-', { COUNT: 1 });
			bus.lastId = newest?.[0]?.id ?? '0-0';
		} catch (err) {
			await bus.close();
			throw new Error(`cannot reach Redis at ${redisTarget(url)}: ${(err as Error).message}`);
		}
		started.ready = true;
		void bus.readLoop();
		await bus.peers().catch(() => {});
		bus.presence = setInterval(() => void bus.peers().catch(() => {}), PRESENCE_EVERY_MS);
		bus.presence.unref();
		return bus;
	}

	private noteError(err: Error): void {
		this.lastError = err.message || String(err);
		this.wasDown = true;
	}

	private noteReady(): void {
		if (!this.wasDown) return;
		this.wasDown = false;
		for (const l of this.reconnectListeners) l();
	}

	publish(message: Outgoing): void {
		if (this.closed) return;
		const body = JSON.stringify({ ...message, from: this.nodeId });
		this.writer
			.xAdd(this.key, '*', { m: body }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: STREAM_MAX } })
			.catch((err: Error) => {
				this.dropped++;
				this.noteError(err);
			});
	}

	private async readLoop(): Promise<void> {
		while (!this.closed) {
			try {
				const reply = (await this.reader.xRead({ key: this.key, id: this.lastId }, { BLOCK: 2000, COUNT: 500 })) as
					| { name: string; messages: { id: string; message: Record<string, string> }[] }[]
					| null;
				for (const stream of reply ?? []) {
					for (const entry of stream.messages) {
						this.lastId = entry.id;
						const message = parseNodeMessage(entry.message.m ?? '');
						if (!message || message.from === this.nodeId) continue;
						for (const l of this.listeners) {
							try {
								l(message);
							} catch (err) {
								console.error('cuecast: a node message listener failed:', err);
							}
						}
					}
				}
			} catch (err) {
				if (this.closed) return;
				this.noteError(err as Error);
				await new Promise((r) => setTimeout(r, 500));
			}
		}
	}

	async peers(): Promise<string[]> {
		const alive = (await this.writer.eval(PRESENCE_SCRIPT, { keys: [`${this.venue}:alive`], arguments: [this.nodeId, String(PRESENCE_GONE_MS)] })) as string[];
		return alive.filter((id) => id !== this.nodeId);
	}

	onMessage(listener: (message: NodeMessage) => void): () => void {
		this.listeners.push(listener);
		return () => {
			this.listeners = this.listeners.filter((l) => l !== listener);
		};
	}

	onReconnect(listener: () => void): () => void {
		this.reconnectListeners.push(listener);
		return () => {
			this.reconnectListeners = this.reconnectListeners.filter((l) => l !== listener);
		};
	}

	status(): BusStatus {
		return { kind: 'redis', connected: this.writer.isReady && this.reader.isReady, dropped: this.dropped, lastError: this.lastError };
	}

	/**
	 * Socket.IO's Redis streams adapter, on a connection of its own made once. Unlike the bus's,
	 * it queues commands while Redis is away: the adapter's stream reader retries at once on a
	 * failed read, and with commands failing at once that retry would spin and starve the event
	 * loop — scoring included — for as long as Redis is down.
	 */
	async socketAdapter(): Promise<() => ReturnType<typeof createAdapter>> {
		if (!this.forAdapter) {
			const client = this.writer.duplicate({ disableOfflineQueue: false }) as RedisClientType;
			client.on('error', (err: Error) => this.noteError(err));
			this.forAdapter = client;
			await client.connect();
		}
		const client = this.forAdapter;
		return () => createAdapter(client, { streamName: `${this.venue}:socket.io`, channelPrefix: `${this.venue}:socket.io` });
	}
	private forAdapter: RedisClientType | null = null;

	async close(): Promise<void> {
		if (this.presence) clearInterval(this.presence);
		// No longer waited for (a stop without this, a crash: gone after PRESENCE_GONE_MS).
		if (!this.closed && this.writer.isReady) {
			await withTimeout(this.writer.zRem(`${this.venue}:alive`, this.nodeId), 500, 'Redis did not answer').catch(() => {});
		}
		this.closed = true;
		for (const c of [this.reader, this.writer, this.forAdapter]) {
			if (!c) continue;
			try {
				c.destroy();
			} catch {
				// already closed
			}
		}
	}
}

/** host:port of a redis:// URL, without any password. */
export function redisTarget(url: string): string {
	try {
		const u = new URL(url);
		return `${u.hostname}:${u.port || 6379}`;
	} catch {
		return 'the configured address';
	}
}

function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
	let timer: ReturnType<typeof setTimeout>;
	return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer));
}
