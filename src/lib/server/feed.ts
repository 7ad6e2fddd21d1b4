/**
 * The delta feed of one server process (docs/protocol.md, "Deltas"): per table a sequence number
 * and the last state broadcast (its base). Every broadcast state becomes a delta from that base;
 * a client that joins with `sync: 'delta'` gets the base itself with its sequence number, so the
 * next delta applies to exactly what it holds. Sequence numbers belong to this process: with
 * several nodes each node numbers what it sends its own sockets, and a reconnect (to any node)
 * always starts from a full state.
 */
import type { ClockView, GameClockView, TableState, TableSync, TableSyncFull } from '../protocol';
import { diffJson, type Patch } from '../protocol/delta';

interface Held {
	seq: number;
	/** The state as last broadcast, without its events (they belong to the change, not the state). */
	base: TableState;
}

const withoutEvents = (state: TableState): TableState => (state.events.length ? { ...state, events: [] } : state);

/**
 * The clock view as the server would make it now, from one made earlier with nothing changed
 * since (the server's `ShotClock.view()`): a joiner's clients measure their skew from `serverNow`.
 */
export function restamp<V extends ClockView | GameClockView>(view: V, now: number): V {
	const running = view.running && view.deadline !== null;
	return { ...view, serverNow: now, at: now, ...(running ? { remainingMs: Math.max(0, view.deadline! - now) } : {}) };
}

/** The state's clocks: each carries the server's time stamps (the shot clock, a timed match's game clock). */
const CLOCKS = ['clock', 'gameClock'] as const;

/** The state with its clocks re-stamped to `now` (what a joiner gets). */
function restamped(state: TableState, now: number): TableState {
	if (!state.clock && !state.gameClock) return state;
	const out = { ...state };
	if (state.clock) out.clock = restamp(state.clock, now);
	if (state.gameClock) out.gameClock = restamp(state.gameClock, now);
	return out;
}

export class DeltaFeed {
	private tables = new Map<string, Held>();

	constructor(private readonly now: () => number = Date.now) {}

	/**
	 * A state the venue broadcast. Returns what the table's delta clients get: the change from the
	 * base (or, for a table new to the feed, the whole state); null when `listening` is false
	 * (no delta client: the base and sequence move on, no diff is made).
	 */
	publish(state: TableState, listening: boolean): TableSync | null {
		const table = state.table.id;
		const base = withoutEvents(state);
		const held = this.tables.get(table);
		if (!held) {
			this.tables.set(table, { seq: 1, base });
			return listening ? { t: table, s: 1, state } : null;
		}
		const before = held.base;
		held.base = base;
		held.seq++;
		if (!listening) return null;
		const patch = (diffJson(before, base) ?? {}) as { [key: string]: Patch };
		// A joiner got the base's clocks re-stamped (restamp): every change carries the stamps, so
		// after it every client holds the same values whether it joined before or after the base.
		// (Both states have the clock object, so its patch is an object of its keys.)
		for (const name of CLOCKS) {
			const was = before[name];
			const now = base[name];
			if (!was || !now) continue;
			const clock = (patch[name] ??= {}) as { [key: string]: Patch };
			const stamps: ('serverNow' | 'at' | 'remainingMs')[] = was.running ? ['serverNow', 'at', 'remainingMs'] : ['serverNow', 'at'];
			for (const key of stamps) clock[key] = now[key];
		}
		const change = { t: table, b: held.seq - 1, s: held.seq, p: patch };
		return state.events.length ? { ...change, e: state.events } : change;
	}

	/**
	 * What a delta client gets on joining: the base and its sequence number, the clock re-stamped
	 * to now. A table the feed has not seen yet starts from `current()` (the venue's state).
	 */
	joined(table: string, current: () => TableState | null): TableSyncFull | null {
		let held = this.tables.get(table);
		if (!held) {
			const state = current();
			if (!state) return null;
			held = { seq: 1, base: withoutEvents(state) };
			this.tables.set(table, held);
			return { t: table, s: held.seq, state: held.base };
		}
		const { base, seq } = held;
		return { t: table, s: seq, state: restamped(base, this.now()) };
	}

	/** The table is gone: a table made later under its id starts a new sequence. */
	removed(table: string): void {
		this.tables.delete(table);
	}
}
