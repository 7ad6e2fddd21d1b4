/**
 * What a table's authority (authority.ts) and the venue (venue.ts) share with their listeners:
 * the events they publish, the outcome of a command (reply first, publish after), the duties
 * only a leading node has.
 */
import type { HistoryDelta, Reply, TableState, VenueState } from '../protocol';
import { refusal, type CodedReason } from '../protocol/refusals';
import type { MatchEvent } from './engine';
import type { Outgoing } from './cluster/messages';
import { StoreError } from './store/types';

export interface VenueListener {
	/** A table's new state (after an action, a new match, a rename). */
	state?(state: TableState): void;
	/** The list of tables changed. */
	venue?(venue: VenueState): void;
	removed?(tableId: string): void;
	/**
	 * Match events from an accepted action, after it is stored: the hook for the OBS adapter
	 * (issue 7) and anything else that reacts to racks and matches won.
	 */
	matchEvents?(tableId: string, events: MatchEvent[], state: TableState): void;
	/** The stroke list changed: after an accepted action, and (reset) when a match starts. */
	history?(delta: HistoryDelta): void;
	/**
	 * A change this node made and stored (not one it learnt from another node): what the
	 * other nodes are told (cluster/follow.ts).
	 */
	stored?(change: Outgoing): void;
}

/** What only one node of several does (cluster/leader.ts); a lone node does all of it. */
export interface Duties {
	/** Keeps the shot-clock timers and writes snapshots. */
	leads(): boolean;
}
export const ALONE: Duties = { leads: () => true };

/** Calls every listener's `key` (the venue's fan-out). */
export type Emit = <K extends keyof VenueListener>(key: K, ...args: Parameters<NonNullable<VenueListener[K]>>) => void;

export interface Outcome<T extends object> {
	reply: Reply<T>;
	/** Publishes the change to listeners; call it after acknowledging the sender. */
	publish(): void;
}

export const noop = () => {};
export const refuse = <T extends object>(why: CodedReason, state?: TableState): Outcome<T> => ({
	reply: state ? { ok: false, ...why, state } : { ok: false, ...why },
	publish: noop
});

/**
 * The store could not keep a change (disk full, file gone): nothing changed. Or it may have:
 * the write was sent and its answer never came (`store-uncertain`): the table shows what the
 * store has once it answers again (the heads poll, the next action's conflict).
 */
export const notStored = (err: unknown) =>
	err instanceof StoreError && err.code === 'uncertain'
		? refusal('store-uncertain', { detail: err.message })
		: refusal('not-stored', { detail: (err as Error).message });

export type ClockOp = 'start' | 'stop' | 'reset' | 'extend' | 'config' | 'game-start' | 'game-stop' | 'game-set';
