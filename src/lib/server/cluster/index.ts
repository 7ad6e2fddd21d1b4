/**
 * What the settings make of a node (docs/deploy.md):
 * - nothing set: the embedded SQLite file, alone, leading itself;
 * - CUECAST_DATABASE_URL: the PostgreSQL store, leadership by its advisory lock, the heads poll;
 * - and CUECAST_REDIS_URL: the nodes' message bus and the Socket.IO Redis streams adapter.
 * A server it cannot reach at start is a `PeerError` (exit code 3, main.ts).
 */
import type { Config } from '../config';
import type { PgStore } from '../store/pg';
import { SqliteStore } from '../store/sqlite';
import { StoreError, type ApiKeyStore, type AuthStore, type PlayerStore, type RecordStore, type TableStore, type CompetitionStore, type SponsorStore } from '../store/types';
import { LocalBus, type NodeBus } from './bus';
import { SoloLeadership, type Leadership } from './leader';

/** A store as the runtime uses it, whichever it is. */
export interface VenueStore {
	/** Where the data is, for the banner (no password). */
	readonly path: string;
	readonly migratedFrom: number | null;
	/** The schema version it runs at (PostgreSQL's has its own numbering). */
	readonly schemaVersion?: number;
	readonly tables: TableStore;
	readonly players: PlayerStore;
	readonly auth: AuthStore;
	readonly keys: ApiKeyStore;
	readonly records: RecordStore;
	readonly competitions: CompetitionStore;
	/** The sponsor images, bytes and all (sponsors.ts). */
	readonly sponsors: SponsorStore;
	/** An online copy to a file (SQLite only; PostgreSQL is backed up with pg_dump). */
	backup?(file: string): Promise<void>;
	close(): Promise<void>;
}

export class PeerError extends Error {
	override name = 'PeerError';
}

export interface Node {
	store: VenueStore;
	kind: 'sqlite' | 'postgres';
	leadership: Leadership;
	bus: NodeBus;
	close(): Promise<void>;
}

export async function openNode(config: Config): Promise<Node> {
	if (!config.databaseUrl) {
		const store = new SqliteStore(config.dataDir, { synchronous: config.synchronous, newVenue: config.newVenue });
		const leadership = new SoloLeadership();
		const bus = new LocalBus();
		if (config.redisUrl) console.warn('cuecast: CUECAST_REDIS_URL is ignored without CUECAST_DATABASE_URL (nodes share a PostgreSQL database, not a SQLite file)');
		return { store, kind: 'sqlite', leadership, bus, close: () => store.close() };
	}
	let store: PgStore | null = null;
	let leadership: Leadership | null = null;
	let bus: NodeBus | null = null;
	try {
		// Loaded only here: a club on SQLite never loads the PostgreSQL driver.
		const { PgStore } = await import('../store/pg');
		store = await PgStore.open(config.databaseUrl);
		const { PgLeadership } = await import('./leader-pg');
		leadership = await new PgLeadership(config.databaseUrl).start();
		bus = config.redisUrl ? await connectRedis(config.redisUrl, venueKey(config.databaseUrl)) : new LocalBus();
	} catch (err) {
		await bus?.close().catch(() => {});
		await leadership?.close().catch(() => {});
		await store?.close().catch(() => {});
		throw err;
	}
	const [s, l, b] = [store, leadership, bus];
	return {
		store: s,
		kind: 'postgres',
		leadership: l,
		bus: b,
		async close() {
			await b.close().catch(() => {});
			await l.close().catch(() => {});
			await s.close();
		}
	};
}

/**
 * The name the nodes of one venue share in Redis: its database (host, port, name; no user or
 * password). Two venues on one Redis — or the tests' clusters running side by side — never
 * hear each other.
 */
export function venueKey(databaseUrl: string): string {
	const u = new URL(databaseUrl);
	return `cuecast:${u.hostname}:${u.port || 5432}/${decodeURIComponent(u.pathname.slice(1)) || 'postgres'}`;
}

async function connectRedis(url: string, key: string): Promise<NodeBus> {
	try {
		// Loaded only here: a node without Redis never loads the Redis client.
		const { RedisStreamBus } = await import('./bus-redis');
		return await RedisStreamBus.connect(url, key);
	} catch (err) {
		throw new PeerError((err as Error).message);
	}
}

/** Errors that mean "a server this node needs is not there" (exit 3), not a bug. */
export function isStartFailure(err: unknown): err is Error {
	return err instanceof StoreError || err instanceof PeerError;
}
