/** Leadership by a PostgreSQL advisory lock (leader.ts says how); loaded only with CUECAST_DATABASE_URL. */
import pg from 'pg';
import { PG_LOCK_CLASS } from '../store/pg-migrations';
import type { Leadership, LeaderStatus } from './leader';

/** The advisory lock's two keys: cuecast's class (the schema lock is 1 in it), and leadership. */
const LOCK = [PG_LOCK_CLASS, 2] as const;
const TICK_MS = 1000;
// Generous: a busy machine must not make a healthy leader step down (a dead one frees the lock at once anyway).
const QUERY_TIMEOUT_MS = 4000;

export class PgLeadership implements Leadership {
	private client: pg.Client | null = null;
	private leader = false;
	private since: number | null = null;
	private lastError: string | null = null;
	private listeners: ((leader: boolean) => void)[] = [];
	private timer: ReturnType<typeof setTimeout> | null = null;
	private closed = false;
	private busy: Promise<void> = Promise.resolve();

	constructor(private readonly url: string) {}

	/** Tries at once (so a lone first node leads before it serves), then every second. */
	async start(): Promise<this> {
		await this.tick();
		return this;
	}

	isLeader(): boolean {
		return this.leader;
	}

	onChange(listener: (leader: boolean) => void): () => void {
		this.listeners.push(listener);
		return () => {
			this.listeners = this.listeners.filter((l) => l !== listener);
		};
	}

	status(): LeaderStatus {
		return { leader: this.leader, kind: 'postgres', since: this.since, lastError: this.lastError };
	}

	private set(leader: boolean): void {
		if (leader === this.leader) return;
		this.leader = leader;
		this.since = leader ? Date.now() : null;
		for (const l of this.listeners) {
			try {
				l(leader);
			} catch (err) {
				console.error('cuecast: a leadership listener failed:', err);
			}
		}
	}

	private tick(): Promise<void> {
		this.busy = this.busy.then(() => this.step()).finally(() => {
			if (!this.closed) {
				this.timer = setTimeout(() => void this.tick(), TICK_MS);
				this.timer.unref?.();
			}
		});
		return this.busy;
	}

	private async step(): Promise<void> {
		if (this.closed) return;
		try {
			if (!this.client) {
				const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: QUERY_TIMEOUT_MS, keepAlive: true });
				client.on('error', (err) => this.drop(err));
				await client.connect();
				this.client = client;
			}
			if (this.leader) {
				await timed(this.client.query('select 1'));
			} else {
				const r = await timed(this.client.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', [...LOCK]));
				if (r.rows[0]?.got) this.set(true);
			}
			this.lastError = null;
		} catch (err) {
			this.drop(err as Error);
		}
	}

	/** The lock connection failed: step down and start a fresh session on the next tick. */
	private drop(err: Error): void {
		this.lastError = err.message;
		const client = this.client;
		this.client = null;
		this.set(false);
		client?.end().catch(() => {});
	}

	async close(): Promise<void> {
		this.closed = true;
		if (this.timer) clearTimeout(this.timer);
		await this.busy.catch(() => {});
		const client = this.client;
		this.client = null;
		this.set(false);
		// Ending the session frees the lock for the next node at once.
		await client?.end().catch(() => {});
	}
}

function timed<T>(p: Promise<T>): Promise<T> {
	let timer: ReturnType<typeof setTimeout>;
	return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${QUERY_TIMEOUT_MS} ms`)), QUERY_TIMEOUT_MS)))]).finally(() =>
		clearTimeout(timer)
	);
}
