/**
 * The nodes' message bus. One node alone needs none (`LocalBus`); several share a Redis Stream
 * (`RedisStreamBus`, bus-redis.ts, loaded only then): every node appends its messages (XADD, trimmed to the newest ~10,000) and
 * reads everyone's in order with a blocking XREAD from the last id it saw. A stream, not
 * PUB/SUB, so a short Redis outage loses nothing: the reader resumes where it stopped (the
 * same reason the Socket.IO adapter we attach is the streams one). A longer outage, or a
 * Redis restart (it keeps nothing on disk), loses messages: the heads poll (follow.ts) reads
 * what changed from the database, so the bus only makes other nodes quick, never correct.
 * The bus never sits on the path of an action: `publish` returns at once and a failed append
 * is counted, not thrown.
 */
import { randomUUID } from 'node:crypto';
import type { NodeMessage, Outgoing } from './messages';

export interface BusStatus {
	kind: 'local' | 'redis';
	connected: boolean;
	/** Messages this node could not append (Redis down) since it started. */
	dropped: number;
	lastError: string | null;
}

export interface NodeBus {
	readonly nodeId: string;
	publish(message: Outgoing): void;
	/** Every other node's messages, in stream order. */
	onMessage(listener: (message: NodeMessage) => void): () => void;
	/** Called when the bus comes back after losing its connection (a gap is possible). */
	onReconnect(listener: () => void): () => void;
	status(): BusStatus;
	/**
	 * The other nodes alive now (each says so every few seconds, in Redis): whom a revocation
	 * waits for (revocations.ts). Throws when Redis does not answer.
	 */
	peers(): Promise<string[]>;
	/**
	 * Makes Socket.IO adapters riding the same Redis (the Redis bus only): runtime.ts attaches a
	 * fresh one each time it attaches Socket.IO (a closed adapter stops its reader for good).
	 */
	socketAdapter?(): Promise<() => unknown>;
	close(): Promise<void>;
}

/** One node: nothing to tell anyone. */
export class LocalBus implements NodeBus {
	readonly nodeId = randomUUID();
	publish(): void {}
	onMessage(): () => void {
		return () => {};
	}
	onReconnect(): () => void {
		return () => {};
	}
	status(): BusStatus {
		return { kind: 'local', connected: true, dropped: 0, lastError: null };
	}
	async peers(): Promise<string[]> {
		return [];
	}
	async close(): Promise<void> {}
}
