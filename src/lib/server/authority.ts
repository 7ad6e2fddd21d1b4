/**
 * One table's authority: every change to a table goes through its serial queue —
 * validate → revision check → engine → durable append → ack → publish (docs/protocol.md).
 * The venue (venue.ts) keeps the registry of tables; this file is the data path of one.
 */
import type { MatchEventWire, Reply, TableState, VenueState, WireSummary } from '../protocol';
import type { Engine, Match, MatchEvent } from './engine';
import { decodeSnapshot, encodeSnapshot, engineFingerprint, SNAPSHOT_EVERY } from './snapshot';
import type { LoadedTable, TableStore } from './store/types';
import { ShotClock, type ClockConfig, type ClockMatchView } from './clock';

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
}

/** Calls every listener's `key` (the venue's fan-out). */
export type Emit = <K extends keyof VenueListener>(key: K, ...args: Parameters<NonNullable<VenueListener[K]>>) => void;

export interface Outcome<T extends object> {
	reply: Reply<T>;
	/** Publishes the change to listeners; call it after acknowledging the sender. */
	publish(): void;
}

export const noop = () => {};
export const refuse = <T extends object>(reason: string, state?: TableState): Outcome<T> => ({
	reply: state ? { ok: false, reason, state } : { ok: false, reason },
	publish: noop
});

export type ClockOp = 'start' | 'stop' | 'reset' | 'extend' | 'config';

export class TableAuthority {
	name: string;
	private match: Match | null = null;
	private record: { id: number; setup: Record<string, unknown>; startedAt: string } | null = null;
	private error: string | undefined;
	private tail: Promise<unknown> = Promise.resolve();
	private cached: TableState | null = null;
	/** Revision of the newest snapshot written (or loaded) for the current match. */
	private snapshotRevision = 0;
	private closed = false;
	readonly clock = new ShotClock();

	constructor(
		readonly id: string,
		name: string,
		private readonly engine: Engine,
		private readonly store: TableStore,
		private readonly emit: Emit
	) {
		this.name = name;
	}

	/**
	 * Rebuilds the state: from the snapshot (if it restores faithfully) plus the log after it,
	 * else by replaying the whole log through the engine. Returns false when the snapshot was
	 * unusable and the caller must pass the whole log. The shot clock comes back as it was saved.
	 */
	load(loaded: LoadedTable): boolean {
		if (!this.loadMatch(loaded)) return false;
		if (loaded.clock === undefined || loaded.clock === null) this.clock.afterAction(this.clockMatch());
		else this.clock.restore(loaded.clock, this.clockMatch(), this.match?.revision ?? null);
		return true;
	}

	private loadMatch(loaded: LoadedTable): boolean {
		this.name = loaded.name;
		this.match = null;
		this.record = null;
		this.error = undefined;
		this.cached = null;
		this.snapshotRevision = 0;
		const m = loaded.match;
		if (!m) return true;
		this.record = { id: m.id, setup: m.setup as Record<string, unknown>, startedAt: m.startedAt };
		let match: Match;
		if (m.snapshot) {
			const restored = decodeSnapshot(m.snapshot.data, (x) => this.engine.summarize(x));
			if (!restored || restored.revision !== m.base) return false;
			match = restored;
			this.snapshotRevision = m.base;
		} else {
			if (m.base !== 0) return false;
			const created = this.engine.create(m.setup);
			if (!created.ok) {
				this.error = `the stored match ${m.id} cannot be set up by this engine: ${created.reason}`;
				return true;
			}
			match = created.match;
		}
		for (let i = 0; i < m.actions.length; i++) {
			const r = this.engine.apply(match, m.actions[i]);
			if (!r.ok) {
				this.error = `the stored match ${m.id} cannot be replayed by this engine (action ${m.base + i}: ${r.reason}); its log is kept untouched`;
				this.match = null;
				return true;
			}
			match = r.match;
		}
		this.match = match;
		return true;
	}

	/** The current match and its id when a snapshot is due (`force`: any progress at all). */
	private snapshotDue(force = false): { matchId: number; match: Match } | null {
		if (!this.match || !this.record || this.error) return null;
		const behind = this.match.revision - this.snapshotRevision;
		if (behind <= 0 || (!force && behind < SNAPSHOT_EVERY)) return null;
		return { matchId: this.record.id, match: this.match };
	}

	/**
	 * The state every client gets; the clock is read fresh each time, the rest is cached. A
	 * table whose clock is off has no `clock` (so no screen shows one), only its settings.
	 */
	state(events: MatchEventWire[] = []): TableState {
		const settings = this.clock.settings;
		return settings.enabled
			? { ...this.matchState(events), clock: this.clock.view(), clockConfig: settings }
			: { ...this.matchState(events), clockConfig: settings };
	}

	/** The clock as the store keeps it. */
	private savedClock() {
		return this.clock.save(this.match?.revision ?? null);
	}

	/** The engine's summary of the current match, computed once per match state. */
	private summary(): ReturnType<Engine['summarize']> | null {
		if (!this.match) return null;
		if (this.summarized?.match !== this.match) this.summarized = { match: this.match, summary: this.engine.summarize(this.match) };
		return this.summarized.summary;
	}
	private summarized: { match: Match; summary: ReturnType<Engine['summarize']> } | null = null;

	/** What the clock needs to know of the match. */
	private clockMatch(afterBreak = false): ClockMatchView {
		const summary = this.summary();
		const raceTo = typeof this.record?.setup.raceTo === 'number' ? this.record.setup.raceTo : null;
		const scores = summary?.players.map((p) => p.score) ?? [];
		return {
			matchId: this.record?.id ?? null,
			players: summary?.players.length ?? 2,
			rack: typeof summary?.rack?.number === 'number' ? summary.rack.number : null,
			afterBreak,
			hillHill: raceTo !== null && scores.length === 2 && scores.every((s) => s === raceTo - 1)
		};
	}

	/** The player at the table (or choosing), for a clock extension. */
	private turn(): number | null {
		return this.summary()?.turn ?? null;
	}

	private breakDue(): boolean {
		return this.summary()?.rack?.breakDue === true;
	}

	private matchState(events: MatchEventWire[]): TableState {
		if (events.length === 0 && this.cached) return this.cached;
		const state: TableState = {
			table: { id: this.id, name: this.name },
			match:
				this.record && this.match
					? {
							id: this.record.id,
							setup: this.record.setup,
							revision: this.match.revision,
							summary: this.summary() as unknown as WireSummary,
							startedAt: this.record.startedAt
						}
					: null,
			events
		};
		if (this.error) state.error = this.error;
		if (events.length === 0) this.cached = state;
		return state;
	}

	/** Runs `fn` after every earlier command on this table has finished. */
	serial<T>(fn: () => Promise<T> | T): Promise<T> {
		const run = this.tail.then(fn, fn);
		this.tail = run.catch(noop);
		return run;
	}

	/** The data path: revision check → engine → durable append; the caller acks, then publishes. */
	act(req: { match: number; revision: number; action: unknown }): Promise<Outcome<{ revision: number }>> {
		return this.serial(async () => {
			if (this.error) return refuse(this.error, this.state());
			if (!this.match || !this.record) return refuse('no match on this table: start one', this.state());
			if (req.match !== this.record.id) return refuse(`stale: the table is on match ${this.record.id} now`, this.state());
			if (req.revision !== this.match.revision) {
				return refuse(`stale: the match is at revision ${this.match.revision}, not ${req.revision}`, this.state());
			}
			const breakWasDue = this.breakDue();
			const result = this.engine.apply(this.match, req.action);
			if (!result.ok) return refuse(result.reason, this.state());
			const revision = result.match.revision;
			try {
				await this.store.append(this.id, this.record.id, revision, req.action);
			} catch (err) {
				return refuse(`not stored: ${(err as Error).message}`, this.state());
			}
			this.match = result.match;
			this.cached = null;
			// Every accepted action sets the clock up for the next stroke (stopped, full time).
			this.clock.afterAction(this.clockMatch(breakWasDue && !this.breakDue()));
			const events = result.events;
			const state = this.state(events as unknown as MatchEventWire[]);
			return {
				reply: { ok: true, revision },
				publish: () => {
					this.armClock();
					this.emit('state', state);
					if (events.length) this.emit('matchEvents', this.id, events, state);
					if (this.snapshotDue()) setImmediate(() => void this.snapshot(false));
				}
			};
		});
	}

	start(setup: Record<string, unknown>, replaces: number | null): Promise<Outcome<{ state: TableState }>> {
		return this.serial(async () => {
			const current = this.record?.id ?? null;
			if (replaces !== current) return refuse(`stale: the table is on ${current ? `match ${current}` : 'no match'} now`, this.state());
			const created = this.engine.create(setup);
			if (!created.ok) return refuse(created.reason, this.state());
			let rec;
			try {
				rec = await this.store.startMatch(this.id, setup, replaces);
			} catch (err) {
				return refuse(`not stored: ${(err as Error).message}`, this.state());
			}
			this.match = created.match;
			this.record = { id: rec.id, setup, startedAt: rec.startedAt };
			this.snapshotRevision = 0;
			this.error = undefined;
			this.cached = null;
			this.clock.afterAction(this.clockMatch());
			const state = this.state();
			return { reply: { ok: true, state }, publish: () => this.emit('state', state) };
		});
	}

	/** Shot-clock commands from an operator: start, stop, reset, extend, config. */
	clockCommand(op: ClockOp, config?: ClockConfig): Promise<Outcome<object>> {
		return this.serial(async () => {
			const clock = this.clock;
			const before = this.savedClock();
			let problem: string | null = null;
			if (op === 'start') problem = clock.start();
			else if (op === 'stop') problem = clock.stop();
			else if (op === 'extend') problem = clock.extend(this.turn());
			else if (op === 'reset') clock.reset(this.clockMatch());
			else clock.configure(config!, this.clockMatch());
			if (problem) return refuse(problem, this.state());
			// Stored beside the table, so a restart keeps the settings (and a running deadline).
			try {
				await this.store.saveClock(this.id, this.savedClock());
			} catch (err) {
				if (op === 'config') {
					clock.restore(before, this.clockMatch(), before.revision);
					return refuse(`not stored: ${(err as Error).message}`, this.state());
				}
				console.warn(`cuecast: the shot clock of table ${this.id} was not stored: ${(err as Error).message}`);
			}
			this.armClock();
			const state = this.state();
			return { reply: { ok: true }, publish: () => this.emit('state', state) };
		});
	}

	/** Wakes up when the running clock runs out, so every screen (and OBS) learns it at once. */
	private armClock(): void {
		if (this.closed) return;
		this.clock.arm(() =>
			this.serial(() => {
				if (!this.clock.expire()) return this.armClock();
				const turn = this.turn();
				this.emit('state', this.state([{ type: 'shot-clock-expired', ...(turn !== null ? { player: turn } : {}) }]));
			})
		);
	}

	/** Writes a snapshot when one is due (`force`: any progress at all, e.g. at shutdown). */
	async snapshot(force: boolean): Promise<void> {
		if (this.closed && !force) return;
		const due = this.snapshotDue(force);
		if (!due) return;
		const revision = due.match.revision;
		try {
			const data = encodeSnapshot(due.match, this.engine.summarize(due.match));
			await this.store.saveSnapshot(due.matchId, revision, engineFingerprint(), data);
			this.snapshotRevision = Math.max(this.snapshotRevision, revision);
		} catch (err) {
			// Only an optimisation: the log is complete without it.
			console.warn(`cuecast: snapshot of table ${this.id} skipped: ${(err as Error).message}`);
			this.snapshotRevision = revision;
		}
	}

	/** Stops background work (clock timer, snapshots) before the store closes. */
	close(): void {
		this.closed = true;
		this.clock.disarm();
	}

	rename(name: string) {
		this.name = name;
		this.cached = null;
	}
}
