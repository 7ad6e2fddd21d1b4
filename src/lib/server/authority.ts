/**
 * One table's authority: every change to a table goes through its serial queue —
 * validate → revision check → engine → durable append → ack → publish (docs/protocol.md).
 * The venue (venue.ts) keeps the registry of tables; this file is the data path of one.
 */
import type { HistoryDelta, HistoryEntry, MatchEventWire, Reply, TableHistory, TableState, VenueState, WireSummary } from '../protocol';

type WireAction = HistoryEntry['action'];
import { engineRefusal, refusal, type CodedReason } from '../protocol/refusals';
import type { Engine, Match, MatchEvent } from './engine';
import { decodeSnapshot, encodeSnapshot, engineFingerprint, SNAPSHOT_EVERY } from './snapshot';
import type { LoadedTable, TableStore } from './store/types';
import { MatchHistory } from './history';
import { replayDetails, strokeDetails, unknownStroke } from '../view/stroke';
import { ShotClock, type ClockConfig, type ClockMatchView, type ClockProblem } from './clock';

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
}

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

/** The store could not keep a change (disk full, file gone): nothing changed. */
export const notStored = (err: unknown) => refusal('not-stored', { detail: (err as Error).message });

export type ClockOp = 'start' | 'stop' | 'reset' | 'extend' | 'config';

export class TableAuthority {
	name: string;
	private match: Match | null = null;
	private record: { id: number; setup: Record<string, unknown>; startedAt: string } | null = null;
	/** Set when the stored log cannot be replayed by this engine (the log is kept untouched). */
	private error: CodedReason | undefined;
	private tail: Promise<unknown> = Promise.resolve();
	private cached: TableState | null = null;
	/** The current match's stroke list and action log (history.ts). */
	private history = new MatchHistory();
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
		this.history = new MatchHistory();
		const m = loaded.match;
		if (!m) return true;
		this.record = { id: m.id, setup: m.setup as Record<string, unknown>, startedAt: m.startedAt };
		let match: Match;
		if (m.snapshot) {
			const restored = decodeSnapshot(m.snapshot.data, (x) => this.engine.summarize(x));
			if (!restored || restored.match.revision !== m.base) return false;
			match = restored.match;
			this.history = new MatchHistory(restored.history);
			this.snapshotRevision = m.base;
		} else {
			if (m.base !== 0) return false;
			const created = this.engine.create(m.setup);
			if (!created.ok) {
				this.history = MatchHistory.unresolved(m.actions, (log) => log.map(unknownStroke)); // the script stays readable
				this.error = refusal('log-setup', { match: m.id, detail: created.reason });
				return true;
			}
			match = created.match;
		}
		// After a snapshot the tail is short: its entries are built at once. A whole log is
		// replayed by the engine alone; its entries are built when first asked for.
		const eager = !!m.snapshot;
		if (!eager) this.history = MatchHistory.unresolved(m.actions, (log) => replayDetails(this.engine, m.setup, log));
		for (let i = 0; i < m.actions.length; i++) {
			const before = eager ? this.engine.summarize(match) : null;
			const r = this.engine.apply(match, m.actions[i]);
			if (before) {
				const details = r.ok ? strokeDetails(before, this.engine.summarize(r.match), m.actions[i] as WireAction, r.events) : unknownStroke();
				this.history.apply(m.actions[i], m.base + i + 1, details);
			}
			if (!r.ok) {
				this.error = refusal('log-replay', { match: m.id, action: m.base + i, detail: r.reason });
				if (eager) for (const a of m.actions.slice(i + 1)) this.history.apply(a, this.history.revision + 1, unknownStroke());
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
		if (this.error) state.error = this.error.reason;
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
	act(req: { match: number; revision: number; action: unknown }): Promise<Outcome<{ revision: number; state: TableState }>> {
		return this.serial(async () => {
			if (this.error) return refuse(this.error, this.state());
			if (!this.match || !this.record) return refuse(refusal('no-match'), this.state());
			if (req.match !== this.record.id) return refuse(refusal('stale-match', { match: this.record.id }), this.state());
			if (req.revision !== this.match.revision) {
				return refuse(refusal('stale-revision', { revision: this.match.revision, sent: req.revision }), this.state());
			}
			const breakWasDue = this.breakDue();
			const before = this.summary()!;
			const result = this.engine.apply(this.match, req.action);
			if (!result.ok) return refuse(engineRefusal(result), this.state());
			const revision = result.match.revision;
			try {
				await this.store.append(this.id, this.record.id, revision, req.action);
			} catch (err) {
				return refuse(notStored(err), this.state());
			}
			this.match = result.match;
			this.cached = null;
			const details = strokeDetails(before, this.summary()!, req.action as WireAction, result.events);
			const change = this.history.apply(req.action, revision, details);
			// Every accepted action sets the clock up for the next stroke (stopped, full time).
			this.clock.afterAction(this.clockMatch(breakWasDue && !this.breakDue()));
			const events = result.events;
			const state = this.state(events as unknown as MatchEventWire[]);
			const delta: HistoryDelta = { table: this.id, match: this.record.id, revision, ...change };
			return {
				reply: { ok: true, revision, state },
				publish: () => {
					this.armClock();
					this.emit('state', state);
					this.emit('history', delta);
					if (events.length) this.emit('matchEvents', this.id, events, state);
					if (this.snapshotDue()) setImmediate(() => void this.snapshot(false));
				}
			};
		});
	}

	start(setup: Record<string, unknown>, replaces: number | null): Promise<Outcome<{ state: TableState }>> {
		return this.serial(async () => {
			const current = this.record?.id ?? null;
			if (replaces !== current) return refuse(current ? refusal('stale-match', { match: current }) : refusal('stale-no-match'), this.state());
			const created = this.engine.create(setup);
			if (!created.ok) return refuse(engineRefusal(created), this.state());
			let rec;
			try {
				rec = await this.store.startMatch(this.id, setup, replaces);
			} catch (err) {
				return refuse(notStored(err), this.state());
			}
			this.match = created.match;
			this.record = { id: rec.id, setup, startedAt: rec.startedAt };
			this.snapshotRevision = 0;
			this.error = undefined;
			this.cached = null;
			this.history = new MatchHistory();
			this.clock.afterAction(this.clockMatch());
			const state = this.state();
			const reset: HistoryDelta = { table: this.id, match: rec.id, revision: 0, drop: 0, add: [], reset: true };
			return {
				reply: { ok: true, state },
				publish: () => {
					this.emit('state', state);
					this.emit('history', reset);
				}
			};
		});
	}

	/** Shot-clock commands from an operator: start, stop, reset, extend, config. */
	clockCommand(op: ClockOp, config?: ClockConfig): Promise<Outcome<object>> {
		return this.serial(async () => {
			const clock = this.clock;
			const before = this.savedClock();
			let problem: ClockProblem | null = null;
			if (op === 'start') problem = clock.start();
			else if (op === 'stop') problem = clock.stop();
			else if (op === 'extend') problem = clock.extend(this.turn());
			else if (op === 'reset') clock.reset(this.clockMatch());
			else clock.configure(config!, this.clockMatch());
			if (problem) return refuse(refusal(problem), this.state());
			// Stored beside the table, so a restart keeps the settings (and a running deadline).
			try {
				await this.store.saveClock(this.id, this.savedClock());
			} catch (err) {
				if (op === 'config') {
					clock.restore(before, this.clockMatch(), before.revision);
					return refuse(notStored(err), this.state());
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
			const data = encodeSnapshot(due.match, this.engine.summarize(due.match), this.history.save());
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

	/**
	 * What viewers read (the stroke list, the match script and its JSON), built once per match
	 * revision and shared by every reader until the next change.
	 */
	private reads: { key: string; history?: TableHistory; script?: { match: unknown; actions: unknown[] } | null; scriptJson?: string } = { key: '' };
	private readCache() {
		const key = `${this.record?.id ?? ''}:${this.match?.revision ?? ''}:${this.history.revision}`;
		if (this.reads.key !== key) this.reads = { key };
		return this.reads;
	}
	/** The stroke list, from memory (shared: do not change it). */
	historyView(): TableHistory {
		const c = this.readCache();
		if (!c.history) {
			c.history =
				!this.record || !this.match
					? { match: null, revision: 0, entries: [] }
					: { match: this.record.id, revision: this.match.revision, entries: this.history.list() };
		}
		return c.history;
	}
	/** The current match as a match script (set-up and every stored action), from memory (shared: do not change it). */
	script(): { match: unknown; actions: unknown[] } | null {
		const c = this.readCache();
		if (c.script === undefined) c.script = this.record ? { match: this.record.setup, actions: this.history.actions() } : null;
		return c.script;
	}
	/** `script()` as JSON, serialised once per revision (GET /api/tables/<id>/script). */
	scriptJson(): string | null {
		const c = this.readCache();
		if (c.scriptJson === undefined) {
			const script = this.script();
			c.scriptJson = script ? JSON.stringify(script) : undefined;
		}
		return c.scriptJson ?? null;
	}
	rename(name: string) {
		this.name = name;
		this.cached = null;
	}
}
