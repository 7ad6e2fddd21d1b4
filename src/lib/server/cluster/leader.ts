/**
 * Which node does what must happen once: keep the shot-clock timers (and announce expiry),
 * drive OBS, write snapshots. One node alone always leads (`SoloLeadership`). Several nodes on
 * one PostgreSQL database hold a session-level advisory lock (`PgLeadership`, leader-pg.ts) on a connection
 * of their own: the node whose session holds it leads. When that node dies its connection
 * drops and PostgreSQL frees the lock at once; the others try every second, so one of them
 * leads within a second or two (the issue allows 5). A leader that cannot run a query on its
 * lock connection within 4 s steps down first (its session may be gone, so the lock may be
 * someone else's): at most one leader at a time, never none for long.
 */

export interface LeaderStatus {
	leader: boolean;
	/** How leadership is decided: alone, or by the database lock. */
	kind: 'solo' | 'postgres';
	since: number | null;
	lastError: string | null;
}

export interface Leadership {
	isLeader(): boolean;
	/** Called with true when this node becomes the leader, false when it stops being it. */
	onChange(listener: (leader: boolean) => void): () => void;
	status(): LeaderStatus;
	close(): Promise<void>;
}

export class SoloLeadership implements Leadership {
	private readonly since = Date.now();
	isLeader(): boolean {
		return true;
	}
	onChange(): () => void {
		return () => {};
	}
	status(): LeaderStatus {
		return { leader: true, kind: 'solo', since: this.since, lastError: null };
	}
	async close(): Promise<void> {}
}
