/**
 * The venue: one authority per table. Every change to a table goes through its authority's
 * serial queue: revision check → engine → durable append → reply → publish.
 */
import type { MatchEventWire, Reply, TableState, VenueState, WireSummary } from '../protocol';
import type { Engine, Match, MatchEvent } from './engine';
import { decodeSnapshot, encodeSnapshot, engineFingerprint, SNAPSHOT_EVERY } from './snapshot';
import { StoreError, type LoadedTable, type TableStore } from './store/types';
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

export interface Outcome<T extends object> {
	reply: Reply<T>;
	/** Publishes the change to listeners; call it after acknowledging the sender. */
	publish(): void;
}

const noop = () => {};
const refuse = <T extends object>(reason: string, state?: TableState): Outcome<T> => ({
	reply: state ? { ok: false, reason, state } : { ok: false, reason },
	publish: noop
});

class TableAuthority {
	name: string;
	private match: Match | null = null;
	private record: { id: number; setup: Record<string, unknown>; startedAt: string } | null = null;
	private error: string | undefined;
	private tail: Promise<unknown> = Promise.resolve();
	private cached: TableState | null = null;
	/** Revision of the newest snapshot written (or loaded) for the current match. */
	snapshotRevision = 0;
	readonly clock = new ShotClock();
	/** Fires when the running clock should have run out. */
	clockTimer: ReturnType<typeof setTimeout> | null = null;

	constructor(
		readonly id: string,
		name: string,
		private readonly engine: Engine
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
	snapshotDue(force = false): { matchId: number; match: Match } | null {
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
	savedClock() {
		return this.clock.save(this.match?.revision ?? null);
	}

	/** What the clock needs to know of the match. */
	/** The engine's summary of the current match, computed once per match state. */
	private summary(): ReturnType<Engine['summarize']> | null {
		if (!this.match) return null;
		if (this.summarized?.match !== this.match) this.summarized = { match: this.match, summary: this.engine.summarize(this.match) };
		return this.summarized.summary;
	}
	private summarized: { match: Match; summary: ReturnType<Engine['summarize']> } | null = null;

	clockMatch(afterBreak = false): ClockMatchView {
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
	turn(): number | null {
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

	/** Steps 2–4 of the data path; the caller replies then publishes. */
	async act(
		store: TableStore,
		req: { match: number; revision: number; action: unknown }
	): Promise<{ reply: Reply<{ revision: number }>; events?: MatchEvent[] }> {
		if (this.error) return { reply: { ok: false, reason: this.error, state: this.state() } };
		if (!this.match || !this.record) return { reply: { ok: false, reason: 'no match on this table: start one', state: this.state() } };
		if (req.match !== this.record.id) {
			return { reply: { ok: false, reason: `stale: the table is on match ${this.record.id} now`, state: this.state() } };
		}
		if (req.revision !== this.match.revision) {
			return {
				reply: { ok: false, reason: `stale: the match is at revision ${this.match.revision}, not ${req.revision}`, state: this.state() }
			};
		}
		const breakWasDue = this.breakDue();
		const result = this.engine.apply(this.match, req.action);
		if (!result.ok) return { reply: { ok: false, reason: result.reason, state: this.state() } };
		const revision = result.match.revision;
		try {
			await store.append(this.id, this.record.id, revision, req.action);
		} catch (err) {
			return { reply: { ok: false, reason: `not stored: ${(err as Error).message}`, state: this.state() } };
		}
		this.match = result.match;
		this.cached = null;
		// Every accepted action sets the clock up for the next stroke (stopped, full time).
		this.clock.afterAction(this.clockMatch(breakWasDue && !this.breakDue()));
		return { reply: { ok: true, revision }, events: result.events };
	}

	async start(store: TableStore, setup: Record<string, unknown>, replaces: number | null): Promise<Reply<{ state: TableState }>> {
		const current = this.record?.id ?? null;
		if (replaces !== current) {
			return { ok: false, reason: `stale: the table is on ${current ? `match ${current}` : 'no match'} now`, state: this.state() };
		}
		const created = this.engine.create(setup);
		if (!created.ok) return { ok: false, reason: created.reason, state: this.state() };
		let rec;
		try {
			rec = await store.startMatch(this.id, setup, replaces);
		} catch (err) {
			return { ok: false, reason: `not stored: ${(err as Error).message}`, state: this.state() };
		}
		this.match = created.match;
		this.record = { id: rec.id, setup, startedAt: rec.startedAt };
		this.snapshotRevision = 0;
		this.error = undefined;
		this.cached = null;
		this.clock.afterAction(this.clockMatch());
		return { ok: true, state: this.state() };
	}

	rename(name: string) {
		this.name = name;
		this.cached = null;
	}
}

export class Venue {
	private tables = new Map<string, TableAuthority>();
	private listeners: VenueListener[] = [];
	/** Serialises table-list changes (create, rename, remove). */
	private venueTail: Promise<unknown> = Promise.resolve();
	private closed = false;

	constructor(
		readonly store: TableStore,
		readonly engine: Engine
	) {}

	/**
	 * Loads every table: its snapshot, then the log after it. Returns how many actions were
	 * replayed and the time it took, in ms.
	 */
	async init(): Promise<{ tables: number; actions: number; ms: number }> {
		const t0 = performance.now();
		const all = await this.store.loadAll(engineFingerprint());
		let actions = 0;
		for (const t of all) {
			const a = new TableAuthority(t.id, t.name, this.engine);
			let loaded = t;
			if (!a.load(t)) {
				loaded = (await this.store.load(t.id)) ?? t;
				a.load(loaded);
			}
			actions += loaded.match?.actions.length ?? 0;
			this.tables.set(t.id, a);
		}
		const ms = performance.now() - t0;
		// Tables replayed from far back get a fresh snapshot, so the next start is quick.
		setImmediate(() => void this.snapshotAll(false));
		return { tables: all.length, actions, ms };
	}

	/** Writes due snapshots (all tables with any progress when `force`, e.g. at shutdown). */
	async snapshotAll(force: boolean): Promise<void> {
		for (const t of this.tables.values()) await this.snapshot(t, force);
	}

	/** Stops background work (snapshots) before the store closes. */
	close(): void {
		this.closed = true;
		for (const t of this.tables.values()) if (t.clockTimer) clearTimeout(t.clockTimer);
	}

	private async snapshot(table: TableAuthority, force: boolean): Promise<void> {
		if (this.closed && !force) return;
		const due = table.snapshotDue(force);
		if (!due) return;
		const revision = due.match.revision;
		try {
			const data = encodeSnapshot(due.match, this.engine.summarize(due.match));
			await this.store.saveSnapshot(due.matchId, revision, engineFingerprint(), data);
			table.snapshotRevision = Math.max(table.snapshotRevision, revision);
		} catch (err) {
			// Only an optimisation: the log is complete without it.
			console.warn(`cuecast: snapshot of table ${table.id} skipped: ${(err as Error).message}`);
			table.snapshotRevision = revision;
		}
	}

	listen(listener: VenueListener): () => void {
		this.listeners.push(listener);
		return () => {
			this.listeners = this.listeners.filter((l) => l !== listener);
		};
	}

	private emit<K extends keyof VenueListener>(key: K, ...args: Parameters<NonNullable<VenueListener[K]>>) {
		for (const l of this.listeners) {
			try {
				(l[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
			} catch (err) {
				console.error(`cuecast: a ${key} listener failed:`, err);
			}
		}
	}

	venueState(): VenueState {
		return { tables: [...this.tables.values()].map((t) => ({ id: t.id, name: t.name })), disciplines: this.engine.disciplines() };
	}

	has(tableId: string): boolean {
		return this.tables.has(tableId);
	}

	tableState(tableId: string): TableState | null {
		return this.tables.get(tableId)?.state() ?? null;
	}

	allStates(): TableState[] {
		return [...this.tables.values()].map((t) => t.state());
	}

	async act(tableId: string, req: { match: number; revision: number; action: unknown }): Promise<Outcome<{ revision: number }>> {
		const table = this.tables.get(tableId);
		if (!table) return refuse(`no table "${tableId}"`);
		return table.serial(async () => {
			const { reply, events } = await table.act(this.store, req);
			if (!reply.ok) return { reply, publish: noop };
			const wire = (events ?? []) as unknown as MatchEventWire[];
			const state = table.state(wire);
			return {
				reply,
				publish: () => {
					this.scheduleExpiry(table);
					this.emit('state', state);
					if (events && events.length) this.emit('matchEvents', tableId, events, state);
					if (table.snapshotDue()) setImmediate(() => void this.snapshot(table, false));
				}
			};
		});
	}

	async startMatch(tableId: string, setup: Record<string, unknown>, replaces: number | null): Promise<Outcome<{ state: TableState }>> {
		const table = this.tables.get(tableId);
		if (!table) return refuse(`no table "${tableId}"`);
		return table.serial(async () => {
			const reply = await table.start(this.store, setup, replaces);
			return { reply, publish: reply.ok ? () => this.emit('state', reply.state) : noop };
		});
	}

	/** Shot-clock commands from an operator: start, stop, reset, extend, config. */
	async clockCommand(tableId: string, op: 'start' | 'stop' | 'reset' | 'extend' | 'config', config?: ClockConfig): Promise<Outcome<object>> {
		const table = this.tables.get(tableId);
		if (!table) return refuse(`no table "${tableId}"`);
		return table.serial(async () => {
			const clock = table.clock;
			const before = table.savedClock();
			let problem: string | null = null;
			if (op === 'start') problem = clock.start();
			else if (op === 'stop') problem = clock.stop();
			else if (op === 'extend') problem = clock.extend(table.turn());
			else if (op === 'reset') clock.reset(table.clockMatch());
			else clock.configure(config!, table.clockMatch());
			if (problem) return refuse(problem, table.state());
			// Stored beside the table, so a restart keeps the settings (and a running deadline).
			try {
				await this.store.saveClock(tableId, table.savedClock());
			} catch (err) {
				if (op === 'config') {
					clock.restore(before, table.clockMatch(), before.revision);
					return refuse(`not stored: ${(err as Error).message}`, table.state());
				}
				console.warn(`cuecast: the shot clock of table ${tableId} was not stored: ${(err as Error).message}`);
			}
			this.scheduleExpiry(table);
			const state = table.state();
			return { reply: { ok: true }, publish: () => this.emit('state', state) };
		});
	}

	/** Wakes up when the running clock runs out, so every screen (and OBS) learns it at once. */
	private scheduleExpiry(table: TableAuthority): void {
		if (table.clockTimer) clearTimeout(table.clockTimer);
		table.clockTimer = null;
		const left = table.clock.msLeft();
		if (left === null || this.closed) return;
		table.clockTimer = setTimeout(() => {
			table.clockTimer = null;
			void table.serial(() => {
				if (!table.clock.expire()) return this.scheduleExpiry(table);
				const turn = table.turn();
				this.emit('state', table.state([{ type: 'shot-clock-expired', ...(turn !== null ? { player: turn } : {}) }]));
			});
		}, left + 5);
		table.clockTimer.unref?.();
	}

	private venueSerial<T>(fn: () => Promise<T>): Promise<T> {
		const run = this.venueTail.then(fn, fn);
		this.venueTail = run.catch(noop);
		return run;
	}

	async createTable(id: string | undefined, name: string): Promise<Outcome<{ table: { id: string; name: string } }>> {
		return this.venueSerial(async () => {
			let tableId = id;
			if (!tableId) {
				let n = 1;
				while (this.tables.has(String(n))) n++;
				tableId = String(n);
			}
			if (this.tables.has(tableId)) return refuse(`table "${tableId}" exists`);
			try {
				await this.store.createTable(tableId, name);
			} catch (err) {
				return refuse(err instanceof StoreError ? err.message : `not stored: ${(err as Error).message}`);
			}
			const table = new TableAuthority(tableId, name, this.engine);
			this.tables.set(tableId, table);
			const state = table.state();
			return {
				reply: { ok: true, table: { id: tableId, name } },
				publish: () => {
					this.emit('venue', this.venueState());
					this.emit('state', state);
				}
			};
		});
	}

	async renameTable(tableId: string, name: string): Promise<Outcome<object>> {
		return this.venueSerial(async () => {
			const table = this.tables.get(tableId);
			if (!table) return refuse(`no table "${tableId}"`);
			return table.serial(async () => {
				try {
					await this.store.renameTable(tableId, name);
				} catch (err) {
					return refuse(`not stored: ${(err as Error).message}`);
				}
				table.rename(name);
				const state = table.state();
				return {
					reply: { ok: true },
					publish: () => {
						this.emit('venue', this.venueState());
						this.emit('state', state);
					}
				};
			});
		});
	}

	async removeTable(tableId: string): Promise<Outcome<object>> {
		return this.venueSerial(async () => {
			const table = this.tables.get(tableId);
			if (!table) return refuse(`no table "${tableId}"`);
			return table.serial(async () => {
				try {
					await this.store.removeTable(tableId);
				} catch (err) {
					return refuse(`not stored: ${(err as Error).message}`);
				}
				this.tables.delete(tableId);
				return {
					reply: { ok: true },
					publish: () => {
						this.emit('removed', tableId);
						this.emit('venue', this.venueState());
					}
				};
			});
		});
	}
}
