import { describe, expect, it } from 'vitest';
import type { ClockView, GameClockView, TableState, TableSyncChange, WireSummary } from '../protocol';
import { follow, type Synced } from '../protocol/delta';
import { DeltaFeed, restamp } from './feed';

const config = { enabled: true, firstShotSeconds: 60, shotSeconds: 30, extensionsPerPlayer: 1, extensionSeconds: 30, late: null, sound: false };
const clock = (at: number, running = false): ClockView => ({
	config,
	running,
	deadline: running ? at + 20_000 : null,
	remainingMs: running ? 20_000 : 30_000,
	limitMs: 30_000,
	extensionsLeft: [1, 1],
	expired: false,
	serverNow: at,
	at
});
const state = (revision: number, at: number, extra: Partial<TableState> = {}): TableState => ({
	table: { id: 't', name: 'Table' },
	match: { id: 1, setup: {}, revision, summary: { turn: revision % 2 } as unknown as WireSummary, startedAt: 'x' },
	events: [],
	clock: clock(at),
	clockConfig: config,
	...extra
});

describe('DeltaFeed', () => {
	it('a joiner holds exactly the base: after the next delta it equals a client that held the base, and the broadcast state', () => {
		let now = 1000;
		const feed = new DeltaFeed(() => now);
		const first = state(1, 1000);
		expect(feed.publish(first, false)).toBeNull();
		now = 5000;
		const joined = feed.joined('t', () => null)!;
		expect(joined.s).toBe(1);
		// everything but the clock's stamps is the base; the stamps are now's
		expect({ ...joined.state, clock: first.clock }).toEqual(first);
		expect(joined.state.clock!.serverNow).toBe(5000);
		const earlier: Synced = { seq: 1, state: first };
		const events = [{ type: 'inning-ended', player: 0 }];
		// the next state's stamps equal the base's (same ms): the delta carries them all the same
		const next = state(2, 1000, { events });
		const sync = feed.publish(next, true) as TableSyncChange;
		expect(sync).toMatchObject({ t: 't', b: 1, s: 2, e: events });
		expect(sync.p).toMatchObject({ clock: { serverNow: 1000, at: 1000 } });
		expect(follow(earlier, sync)!.state).toEqual(next);
		expect(follow({ seq: joined.s, state: joined.state }, sync)!.state).toEqual(next);
	});

	it('a running clock re-stamps its time left as the server would', () => {
		const view = clock(1000, true);
		expect(restamp(view, 4000)).toEqual({ ...view, serverNow: 4000, at: 4000, remainingMs: 17_000 });
		expect(restamp(clock(1000), 4000)).toEqual({ ...clock(1000), serverNow: 4000, at: 4000 });
		const feed = new DeltaFeed(() => 4000);
		feed.publish(state(1, 1000, { clock: view }), false);
		const stopped = state(1, 1000, { clock: { ...view, running: false, deadline: null } });
		const patch = (feed.publish(stopped, true) as TableSyncChange).p as { clock: object };
		expect(Object.keys(patch)).toEqual(['clock']);
		expect(Object.keys(patch.clock).sort()).toEqual(['at', 'deadline', 'remainingMs', 'running', 'serverNow']);
	});

	it('a timed match\'s game clock is re-stamped for a joiner and its stamps travel in every change, with or without a shot clock', () => {
		const game = (at: number): GameClockView => ({ limitMs: 3_600_000, running: true, deadline: 1000 + 3_000_000, remainingMs: 3_000_000 + 1000 - at, serverNow: at, at });
		let now = 1000;
		const feed = new DeltaFeed(() => now);
		const first = state(1, 1000, { clock: undefined, gameClock: game(1000) });
		feed.publish(first, false);
		now = 61_000;
		const joined = feed.joined('t', () => null)!;
		expect(joined.state.gameClock).toEqual(game(61_000));
		// the next state made in the same ms as the base: the change still carries the stamps
		const next = state(2, 1000, { clock: undefined, gameClock: game(1000) });
		const sync = feed.publish(next, true) as TableSyncChange;
		expect(sync.p).toMatchObject({ gameClock: { serverNow: 1000, at: 1000, remainingMs: 3_000_000 } });
		expect(follow({ seq: joined.s, state: joined.state }, sync)!.state).toEqual(next);
		expect(follow({ seq: 1, state: first }, sync)!.state).toEqual(next);
	});

	it('a table new to the feed is sent whole (venue watchers learn a new table); a first joiner starts from the venue state', () => {
		const feed = new DeltaFeed();
		const s = state(1, 1000, { events: [{ type: 'x' }] });
		expect(feed.publish(s, true)).toEqual({ t: 't', s: 1, state: s });
		const other = new DeltaFeed();
		const fresh = state(3, 2000, { events: [{ type: 'x' }] });
		expect(other.joined('t', () => fresh)).toEqual({ t: 't', s: 1, state: { ...fresh, events: [] } });
		expect(other.joined('u', () => null)).toBeNull();
	});

	it('keeps counting without listeners, and starts over for a removed table', () => {
		const feed = new DeltaFeed();
		feed.publish(state(1, 1), false);
		feed.publish(state(2, 2), false);
		expect(feed.joined('t', () => null)!.s).toBe(2);
		const change = feed.publish(state(3, 3, { error: 'x' }), true) as TableSyncChange;
		expect(change).toMatchObject({ b: 2, s: 3, p: { error: 'x' } });
		expect((feed.publish(state(3, 3), true) as TableSyncChange).p).toMatchObject({ error: [] });
		feed.removed('t');
		expect(feed.joined('t', () => state(0, 0))!.s).toBe(1);
	});
});
