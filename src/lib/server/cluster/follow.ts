/**
 * Keeps this node's venue in step with the other nodes'. Two ways in, both to the same
 * authorities (replicated-table.ts; a lone SQLite node builds none of this: runtime.ts):
 * - the bus (bus.ts): every node tells the others what it stored, at once — the quick way;
 * - the heads poll: once a second one small query asks the store where every table stands
 *   (match, revision, clock version, name) and reloads what differs — the sure way, for
 *   whatever the bus lost (Redis down or restarted, a node that started late).
 * The database stays the one arbiter: nothing here decides anything, it only catches up.
 */
import type { Venue } from '../venue';
import { ReplicatedTable } from './replicated-table';
import type { NodeBus } from './bus';
import type { NodeMessage } from './messages';
import type { TableStore } from '../store/types';

/** What the heads poll reads (the venue's TableStore). */
export type HeadsSource = Pick<TableStore, 'heads' | 'load'>;

export interface FollowStatus {
	/** Messages applied from other nodes, and reloads the poll had to do. */
	followed: number;
	caughtUp: number;
	lastPollAt: number | null;
	lastError: string | null;
}

export const POLL_MS = 1000;

/** A table's authority that follows (the venue of a node of several makes only those: runtime.ts). */
function followingTable(venue: Venue, id: string): ReplicatedTable | undefined {
	const table = venue.table(id);
	return table instanceof ReplicatedTable ? table : undefined;
}

export function followNodes(venue: Venue, bus: NodeBus, store: HeadsSource | null, pollMs = POLL_MS) {
	const status: FollowStatus = { followed: 0, caughtUp: 0, lastPollAt: null, lastError: null };
	const unlisten = venue.listen({ stored: (change) => bus.publish(change) });

	const apply = async (m: NodeMessage): Promise<void> => {
		status.followed++;
		if (m.kind === 'venue') return venue.syncTables();
		if (m.kind !== 'action' && m.kind !== 'match' && m.kind !== 'clock' && m.kind !== 'expired') return;
		const table = followingTable(venue, m.table);
		// A table this node does not know yet: its list is behind.
		if (!table) return venue.syncTables();
		if (m.kind === 'action') return table.followAction(m);
		if (m.kind === 'match') return void (await table.follow());
		if (m.kind === 'clock') return table.followClock(m.clock);
		return table.followExpiry(m.player);
	};
	const unlistenBus = bus.onMessage((m) => {
		apply(m).catch((err) => (status.lastError = `following ${m.kind}: ${(err as Error).message}`));
	});

	const clockVersions = new Map<string, number>();
	let polling: Promise<void> | null = null;
	const poll = (): Promise<void> => {
		if (!store) return Promise.resolve();
		polling ??= (async () => {
			try {
				const heads = await store.heads();
				const known = new Map(venue.venueState().tables.map((t) => [t.id, t.name]));
				if (heads.length !== known.size || heads.some((h) => known.get(h.id) !== h.name)) {
					status.caughtUp++;
					await venue.syncTables();
				}
				for (const h of heads) {
					const table = followingTable(venue, h.id);
					if (!table) continue;
					const here = table.head();
					// Behind (a revision or a match this node never heard of): reload. Ahead (an
					// action stored here after the query ran) is fine.
					if (h.match !== here.match || h.revision > here.revision) {
						status.caughtUp++;
						await table.follow();
						clockVersions.set(h.id, h.clockVersion);
						continue;
					}
					const seen = clockVersions.get(h.id);
					clockVersions.set(h.id, h.clockVersion);
					if (seen !== undefined && seen !== h.clockVersion) {
						const loaded = await store.load(h.id);
						if (loaded) await table.followClock(loaded.clock ?? null);
					}
				}
				status.lastPollAt = Date.now();
				status.lastError = null;
			} catch (err) {
				// The database is away: scoring is refused meanwhile (authority.ts), nothing to follow.
				status.lastError = (err as Error).message;
			} finally {
				polling = null;
			}
		})();
		return polling;
	};
	const timer = store ? setInterval(() => void poll(), pollMs) : null;
	timer?.unref();
	// Back from a Redis outage: what it lost is in the store.
	const unlistenReconnect = bus.onReconnect(() => void poll());

	return {
		status: () => ({ ...status }),
		/** One poll now (tests, and after a reconnect). */
		poll,
		close() {
			if (timer) clearInterval(timer);
			unlisten();
			unlistenBus();
			unlistenReconnect();
		}
	};
}

/** A lone node follows no one (runtime.ts): its status says so, and there is nothing to close. */
export const NOT_FOLLOWING = {
	status: (): FollowStatus => ({ followed: 0, caughtUp: 0, lastPollAt: null, lastError: null }),
	poll: async (): Promise<void> => {},
	close(): void {}
};
