/**
 * One table's authority: every change to a table goes through its serial queue —
 * validate → revision check → engine → durable append → ack → publish (docs/protocol.md).
 * The venue (venue.ts) keeps the registry of tables; this file is the data path of one.
 */
import { isHillHill } from '../engine/pool/common';
import type { HistoryDelta, MatchEventWire, Reply, ScriptReply, ScriptSince, TableHistory, TableState, WireSummary } from '../protocol';
import { LogRunner, type Decision, type PriorRequest } from '../log/runner';
import { engineRefusal, refusal, type CodedReason } from '../protocol/refusals';
import type { Engine, Match, MatchEvent, MatchResult } from './engine';
import { encodeSnapshot, engineFingerprint, SNAPSHOT_EVERY } from './snapshot';
import { StoreError, type LoadedTable, type TableStore } from './store/types';
import { MatchHistory } from '../engine/history';
import { replayTable } from './replay';
import { TableReads } from './table-reads';
import { ShotClock, type ClockConfig, type ClockMatchView, type ClockProblem } from './clock';
import { GameClock, type GameClockMatch } from './game-clock';
import { ALONE, noop, notStored, refuse, type ClockOp, type Duties, type Emit, type Outcome } from './authority-types';

export { ALONE, noop, notStored, refuse, type ClockOp, type Duties, type Emit, type Outcome, type VenueListener } from './authority-types';

export class TableAuthority {
	name: string;
	protected match: Match | null = null;
	protected record: { id: number; setup: Record<string, unknown>; startedAt: string } | null = null;
	/** Set when the stored log cannot be replayed by this engine (the log is kept untouched). */
	protected error: CodedReason | undefined;
	protected cached: TableState | null = null;
	/**
	 * The events of the action that made the current revision. A state tells its events once
	 * (`events`, for what reacts to a change); a field such as `lastEvent` shows them until the
	 * next action, whenever it is read (`lastEventsAt`). Null: not known (no action yet, or a table
	 * loaded from a snapshot taken just after an undo or a redo: replay.ts).
	 */
	private last: { match: number; revision: number; events: MatchEventWire[] } | null = null;
	/** The current match's stroke list and action log (history.ts). */
	private history = new MatchHistory();
	/** Revision of the newest snapshot written (or loaded) for the current match. */
	private snapshotRevision = 0;
	private closed = false;
	readonly clock = new ShotClock();
	/** A timed match's playing time (game-clock.ts); stored with the shot clock, key `game`. */
	readonly gameClock = new GameClock();
	/** Fires when the running game clock should reach zero (on the leading node only). */
	private gameTimer: ReturnType<typeof setTimeout> | null = null;

	constructor(
		readonly id: string,
		name: string,
		protected readonly engine: Engine,
		protected readonly store: TableStore,
		protected readonly emit: Emit,
		private readonly duties: Duties = ALONE
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
		if (loaded.clock === undefined || loaded.clock === null) {
			this.clock.afterAction(this.clockMatch());
			this.gameClock.follow(this.gameMatch());
		} else this.restoreClocks(loaded.clock);
		return true;
	}

	/** Puts the table's stored clocks back: the shot clock and a timed match's game clock. */
	protected restoreClocks(saved: unknown): void {
		this.clock.restore(saved, this.clockMatch(), this.match?.revision ?? null);
		this.gameClock.restore(saved !== null && typeof saved === 'object' && 'game' in saved ? saved.game : null, this.gameMatch());
	}

	private loadMatch(loaded: LoadedTable): boolean {
		const replayed = replayTable(this.engine, loaded);
		if (!replayed) return false;
		this.name = loaded.name;
		this.match = replayed.match;
		this.record = replayed.record;
		this.error = replayed.error;
		this.history = replayed.history;
		this.snapshotRevision = replayed.snapshotRevision;
		this.last = replayed.record && replayed.match && replayed.lastEvents ? { match: replayed.record.id, revision: replayed.match.revision, events: replayed.lastEvents } : null;
		this.cached = null;
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
		const game = this.gameClock.view();
		const state: TableState = settings.enabled
			? { ...this.matchState(events), clock: this.clock.view(), clockConfig: settings }
			: { ...this.matchState(events), clockConfig: settings };
		return game ? { ...state, gameClock: game } : state;
	}

	/** The clocks as the store keeps them: the shot clock, with a timed match's game clock as `game`. */
	private savedClock() {
		const game = this.gameClock.save();
		const shot = this.clock.save(this.match?.revision ?? null);
		return game ? { ...shot, game } : shot;
	}

	/** The engine's summary of the current match, computed once per match state. */
	protected summary(): ReturnType<Engine['summarize']> | null {
		if (!this.match) return null;
		if (this.summarized?.match !== this.match) this.summarized = { match: this.match, summary: this.engine.summarize(this.match) };
		return this.summarized.summary;
	}
	private summarized: { match: Match; summary: ReturnType<Engine['summarize']> } | null = null;

	/** What the clock needs to know of the match. */
	protected clockMatch(afterBreak = false): ClockMatchView {
		const summary = this.summary();
		const raceTo = typeof this.record?.setup.raceTo === 'number' ? this.record.setup.raceTo : null;
		const scores = summary?.players.map((p) => p.score) ?? [];
		// a handicap race: each player's own target (the summary's `target`, present only then)
		const races = summary?.players.map((p) => ('target' in p && typeof p.target === 'number' ? p.target : (raceTo ?? 0))) ?? [];
		return {
			matchId: this.record?.id ?? null,
			players: summary?.players.length ?? 2,
			rack: typeof summary?.rack?.number === 'number' ? summary.rack.number : null,
			afterBreak,
			hillHill: raceTo !== null && scores.length === 2 && isHillHill(scores, races)
		};
	}

	/**
	 * What the game clock needs to know of the match: a summary with a `timeLimit` (minutes) is a
	 * timed match. `lead`: this node may start it (only the leading node keeps the clocks).
	 */
	protected gameMatch(lead = false): GameClockMatch {
		const summary = this.summary();
		const minutes = summary && 'timeLimit' in summary && typeof summary.timeLimit === 'number' ? summary.timeLimit : null;
		return {
			matchId: this.record?.id ?? null,
			limitMs: minutes === null ? null : minutes * 60_000,
			begun: lead && (this.match?.revision ?? 0) > 0,
			finished: summary?.status === 'finished'
		};
	}

	/** The player at the table (or choosing), for a clock extension. */
	private turn(): number | null {
		return this.summary()?.turn ?? null;
	}

	protected breakDue(): boolean {
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

	/** Runs `fn` after every earlier command on this table has finished (the log runner's mailbox). */
	serial<T>(fn: () => Promise<T> | T): Promise<T> {
		return this.runner.serial(fn);
	}

	/**
	 * The table's match log as the one log runner (src/lib/log/runner.ts) sees it: the current
	 * match in memory, its durable append, the catch-up after a lost race.
	 */
	private readonly runner = new LogRunner<TableAuthority, unknown>({
		current: () => this,
		append: (table, action, request) => this.store.append(this.id, table.record!.id, table.match!.revision + 1, action, request),
		isConflict,
		catchUp: () => this.catchUp(),
		findRequest: async (request) => {
			const prior = await this.store.findRequest(request);
			return prior && { revision: prior.revision, entry: prior.action, log: prior.tableId };
		}
	});

	/**
	 * The data path: revision check → engine → durable append; the caller acks, then publishes.
	 * `at: 'head'` (the HTTP API without a revision) applies at whatever revision the table is
	 * at when its turn in the queue comes. `request` is an idempotency key: a request already
	 * stored answers with its revision and changes nothing (api/actions.ts).
	 */
	act(
		req: { match: number; revision: number; action: unknown } | { at: 'head'; action: unknown },
		request?: string
	): Promise<Outcome<{ revision: number; state: TableState; repeated?: true }>> {
		type Acted = Outcome<{ revision: number; state: TableState; repeated?: true }>;
		const atHead = 'at' in req;
		/** The revision the last decision was made against (at the head: the head then). */
		let decidedAt: { match: number | null; revision: number } = atHead ? this.head() : req;
		return this.runner.submit<Acted['reply']>({
			request,
			pinned: !atHead,
			check: () => (this.error ? refuse(this.error, this.state()) : null),
			repeated: (prior) => this.repeated(prior, req.action),
			decide: async () => {
				// The sender has seen a revision of this match that this node has not (it scored on
				// another node, then was moved here before the news came): read what it missed first,
				// rather than refuse its stroke as stale. Only the actions after ours are read.
				if (!atHead && this.record?.id === req.match && this.match && req.revision > this.match.revision) await this.catchUp();
				decidedAt = atHead ? this.head() : req;
				const at = decidedAt;
				const stale = at.match === null ? refuse(refusal('no-match'), this.state()) : this.staleness({ match: at.match, revision: at.revision });
				if (stale || !this.match || !this.record) return { refuse: stale ?? refuse(refusal('no-match'), this.state()) };
				return this.decideAction(req.action);
			},
			// Another node stored this revision first (we caught up): a pinned revision is stale now.
			stale: () => this.refuseStale(atHead ? { ...this.head(), match: this.record?.id ?? 0, revision: decidedAt.revision } : req),
			notStored: (err) => refuse(notStored(err), this.state())
		});
	}

	/** A request whose idempotency key is stored already: its revision, nothing changed. */
	private repeated(prior: PriorRequest, action: unknown) {
		if (prior.log !== this.id || JSON.stringify(prior.entry) !== JSON.stringify(action)) {
			return refuse<{ revision: number; state: TableState }>(refusal('idempotency-key-reused', { revision: prior.revision }), this.state());
		}
		return { reply: { ok: true as const, revision: prior.revision, state: this.state(), repeated: true as const }, publish: noop };
	}

	/** The engine decides: the action to append and what follows once it is stored, or the rules' refusal. */
	private decideAction(action: unknown): Decision<unknown, Reply<{ revision: number; state: TableState }>> {
		const matchId = this.record!.id;
		const breakWasDue = this.breakDue();
		const result = this.engine.apply(this.match!, action);
		if (!result.ok) return { refuse: refuse(engineRefusal(result), this.state()) };
		const revision = result.match.revision;
		return {
			entry: action,
			commit: () => {
				const announce = this.accepted(action, result, breakWasDue);
				return {
					reply: { ok: true, revision, state: announce.state },
					publish: () => {
						announce.publish();
						this.emit('stored', { kind: 'action', table: this.id, match: matchId, revision, action });
					}
				};
			}
		};
	}

	/**
	 * A stored action becomes the table's state (here or on the node that stored it): the
	 * stroke list and the clock follow, and `publish` tells this node's listeners.
	 */
	protected accepted(action: unknown, result: MatchResult, breakWasDue: boolean) {
		const revision = result.match.revision;
		this.match = result.match;
		this.cached = null;
		const change = this.history.apply(action, revision, result.stroke);
		// Every accepted action sets the clock up for the next stroke (stopped, full time).
		this.clock.afterAction(this.clockMatch(breakWasDue && !this.breakDue()));
		// The first stroke of a timed match starts its game clock, its end stops it (stored after the ack).
		const gameMoved = this.gameClock.follow(this.gameMatch(this.duties.leads()));
		const events = result.events;
		this.last = { match: this.record!.id, revision, events: events as unknown as MatchEventWire[] };
		const state = this.state(events as unknown as MatchEventWire[]);
		const delta: HistoryDelta = { table: this.id, match: this.record!.id, revision, ...change };
		return {
			state,
			publish: () => {
				this.armClock();
				this.emit('state', state);
				this.emit('history', delta);
				if (events.length) this.emit('matchEvents', this.id, events, state);
				if (gameMoved && this.duties.leads()) void this.serial(() => this.storeClocks());
				if (this.snapshotDue()) setImmediate(() => void this.snapshot(false));
			}
		};
	}

	/** Reloads the whole table from the store (a new match, or a log this node cannot follow): a full state and a new stroke list. */
	protected async reload(): Promise<boolean> {
		let loaded: LoadedTable | null;
		try {
			loaded = await this.store.load(this.id);
		} catch (err) {
			console.warn(`cuecast: table ${this.id} could not be reloaded: ${(err as Error).message}`);
			return false;
		}
		if (!loaded) return false;
		// A match this node had not seen yet, begun on another node whose first strokes were
		// stored before this node heard of it: it starts here from its set-up and those strokes
		// are applied one by one, so this node's listeners hear their events (OBS on the leader
		// switches for a rack won in the match's first stroke). A log with a snapshot is long
		// past "just begun": it loads as it stands, as does one whose strokes do not apply.
		const begun = loaded.match && loaded.match.id !== this.record?.id && !loaded.match.snapshot && loaded.match.actions.length ? loaded.match : null;
		if (begun) {
			this.show({ ...loaded, match: { ...begun, actions: [] } });
			if (!this.error && this.applyTail(begun.actions)) {
				if (loaded.clock !== undefined && loaded.clock !== null) this.restoreClocks(loaded.clock);
				this.armClock();
				this.emit('state', this.state());
				return true;
			}
		}
		this.show(loaded);
		return true;
	}

	/** Takes the table as loaded and tells this node's listeners: a full state and a new stroke list. */
	private show(loaded: LoadedTable): void {
		this.load(loaded);
		this.armClock();
		const history = this.historyView();
		this.emit('state', this.state());
		this.emit('history', { table: this.id, match: history.match, revision: history.revision, drop: 0, add: history.entries, reset: true });
	}

	/** Reloads the table from the store in its turn (a table another node created). */
	refresh(): Promise<boolean> {
		return this.serial(() => this.reload());
	}

	/** The events of the action that made `revision` of match `match`, when that is where the table stands and they are known. */
	lastEventsAt(match: number, revision: number): MatchEventWire[] | null {
		const last = this.last;
		return last && last.match === match && last.revision === revision ? last.events : null;
	}

	/** Where the table stands: its current match and revision (the cluster's heads poll compares). */
	head(): { match: number | null; revision: number } {
		return { match: this.record?.id ?? null, revision: this.match?.revision ?? 0 };
	}

	/**
	 * Brings the table up to what the store holds after another writer changed it (a lost append
	 * race, a write whose answer never came; a node of several also when told: cluster/
	 * replicated-table.ts) and tells this node's listeners; true when it did. Runs inside the
	 * mailbox. False: nothing newer, the table is gone, or the store failed.
	 */
	protected async catchUp(): Promise<boolean> {
		// Same match, a few revisions behind (the usual case: a lost race, a missed message):
		// only the actions after ours are read, and applied as if they had been sent here.
		if (this.record && this.match && !this.error) {
			let tail;
			try {
				tail = await this.store.tail(this.id, this.record.id, this.match.revision);
			} catch (err) {
				console.warn(`cuecast: table ${this.id} could not catch up: ${(err as Error).message}`);
				return false;
			}
			if (tail.current === undefined) return false;
			if (tail.current === this.record.id && this.applyTail(tail.actions)) return true;
		}
		return this.reload();
	}

	/** Applies stored actions after the current revision; false when one does not apply (reload). */
	private applyTail(actions: unknown[]): boolean {
		for (const action of actions) {
			const breakWasDue = this.breakDue();
			const result = this.engine.apply(this.match!, action);
			if (!result.ok) return false;
			this.accepted(action, result, breakWasDue).publish();
		}
		return true;
	}

	/** The refusal of an action sent for another match or revision than the current one. */
	private staleness(req: { match: number; revision: number }): Outcome<{ revision: number; state: TableState }> | null {
		if (!this.match || !this.record) return refuse(refusal('no-match'), this.state());
		if (req.match !== this.record.id) return refuse(refusal('stale-match', { match: this.record.id }), this.state());
		if (req.revision !== this.match.revision) {
			return refuse(refusal('stale-revision', { revision: this.match.revision, sent: req.revision }), this.state());
		}
		return null;
	}

	private refuseStale(req: { match: number; revision: number }): Outcome<{ revision: number; state: TableState }> {
		return this.staleness(req) ?? refuse(refusal('stale-revision', { revision: this.match?.revision ?? 0, sent: req.revision }), this.state());
	}

	private staleStart(replaces: number | null): Outcome<{ state: TableState }> | null {
		const current = this.record?.id ?? null;
		if (replaces === current) return null;
		return refuse(current ? refusal('stale-match', { match: current }) : refusal('stale-no-match'), this.state());
	}

	start(setup: Record<string, unknown>, replaces: number | null): Promise<Outcome<{ state: TableState }>> {
		return this.serial(async () => {
			const stale = this.staleStart(replaces);
			if (stale) return stale;
			const created = this.engine.create(setup);
			if (!created.ok) return refuse(engineRefusal(created), this.state());
			let rec;
			try {
				rec = await this.store.startMatch(this.id, setup, replaces);
			} catch (err) {
				if (isConflict(err) && (await this.catchUp())) return this.staleStart(replaces) ?? refuse(refusal('stale-no-match'), this.state());
				return refuse(notStored(err), this.state());
			}
			this.match = created.match;
			this.record = { id: rec.id, setup, startedAt: rec.startedAt };
			this.snapshotRevision = 0;
			this.error = undefined;
			this.cached = null;
			this.history = new MatchHistory();
			this.clock.afterAction(this.clockMatch());
			this.gameClock.follow(this.gameMatch());
			const state = this.state();
			const reset: HistoryDelta = { table: this.id, match: rec.id, revision: 0, drop: 0, add: [], reset: true };
			return {
				reply: { ok: true, state },
				publish: () => {
					this.emit('state', state);
					this.emit('history', reset);
					this.emit('stored', { kind: 'match', table: this.id });
				}
			};
		});
	}

	/**
	 * Stores the clocks as they stand and tells the other nodes (the game clock started by the
	 * first stroke, stopped by the match's end). A failure only costs the clock after a restart:
	 * it is logged.
	 */
	private async storeClocks(): Promise<void> {
		const saved = this.savedClock();
		try {
			await this.store.saveClock(this.id, saved);
		} catch (err) {
			console.warn(`cuecast: the clocks of table ${this.id} were not stored: ${(err as Error).message}`);
			return;
		}
		this.emit('stored', { kind: 'clock', table: this.id, clock: saved });
	}

	/**
	 * Clock commands from an operator: the shot clock's start, stop, reset, extend, config (with
	 * `config`); the game clock's start, stop and set (to `seconds` left).
	 */
	clockCommand(op: ClockOp, config?: ClockConfig, seconds?: number): Promise<Outcome<object>> {
		return this.serial(async () => {
			const clock = this.clock;
			const before = this.savedClock();
			let problem: ClockProblem | null = null;
			if (op === 'start') problem = clock.start();
			else if (op === 'stop') problem = clock.stop();
			else if (op === 'extend') problem = clock.extend(this.turn());
			else if (op === 'reset') clock.reset(this.clockMatch());
			else if (op === 'game-start') problem = this.gameClock.start();
			else if (op === 'game-stop') problem = this.gameClock.stop();
			else if (op === 'game-set') problem = this.gameClock.set((seconds ?? -1) * 1000);
			else clock.configure(config!, this.clockMatch());
			if (problem) return refuse(refusal(problem), this.state());
			// Stored beside the table, so a restart keeps the settings (and a running deadline).
			try {
				await this.store.saveClock(this.id, this.savedClock());
			} catch (err) {
				if (op === 'config') {
					this.restoreClocks(before);
					return refuse(notStored(err), this.state());
				}
				console.warn(`cuecast: the shot clock of table ${this.id} was not stored: ${(err as Error).message}`);
			}
			this.armClock();
			const state = this.state();
			const saved = this.savedClock();
			return {
				reply: { ok: true },
				publish: () => {
					this.emit('state', state);
					this.emit('stored', { kind: 'clock', table: this.id, clock: saved });
				}
			};
		});
	}

	/**
	 * Wakes up when the running clock runs out, so every screen (and OBS) learns it at once.
	 * Only the leading node keeps the timer (and tells the others); the rest wait for its word.
	 * The game clock's timer is set with it (armGameClock).
	 */
	armClock(): void {
		this.armGameClock();
		if (this.closed) return;
		if (!this.duties.leads()) return this.clock.disarm();
		this.clock.arm(() =>
			this.serial(() => {
				if (!this.duties.leads()) return;
				if (!this.clock.expire()) return this.armClock();
				const turn = this.turn();
				this.emit('state', this.state([{ type: 'shot-clock-expired', ...(turn !== null ? { player: turn } : {}) }]));
				this.emit('stored', { kind: 'expired', table: this.id, ...(turn !== null ? { player: turn } : {}) });
			})
		);
	}

	/**
	 * Wakes up when the running game clock reaches zero: the clock stops there and stores it, and
	 * the state carries the event `game-time-up` (OBS scene rules react to it; the screens count
	 * the zero themselves). Only the leading node keeps the timer; the others follow its stored clock.
	 */
	armGameClock(): void {
		if (this.gameTimer) clearTimeout(this.gameTimer);
		this.gameTimer = null;
		const left = this.gameClock.msLeft();
		if (this.closed || left === null || !this.duties.leads()) return;
		this.gameTimer = setTimeout(() => {
			this.gameTimer = null;
			void this.serial(async () => {
				if (!this.duties.leads()) return;
				if (!this.gameClock.expire()) return this.armGameClock();
				await this.storeClocks();
				this.emit('state', this.state([{ type: 'game-time-up' }]));
			});
		}, left + 5);
		this.gameTimer.unref?.();
	}

	/** Writes a snapshot when one is due (`force`: any progress at all, e.g. at shutdown). */
	async snapshot(force: boolean): Promise<void> {
		if ((this.closed && !force) || !this.duties.leads()) return;
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
		this.armGameClock();
	}

	/** What viewers read, built once per match revision and shared (table-reads.ts). */
	private readonly reads = new TableReads(() => ({
		match: this.record && this.match ? { id: this.record.id, setup: this.record.setup, revision: this.match.revision } : null,
		recordId: this.record?.id ?? null,
		setup: this.record?.setup ?? null,
		history: this.history
	}));
	/** The stroke list, from memory (shared: do not change it). */
	historyView(): TableHistory {
		return this.reads.history();
	}
	/** The current match as a match script (set-up and every stored action), from memory (shared: do not change it). */
	script(): { match: unknown; actions: unknown[] } | null {
		return this.reads.script();
	}
	/** `script()` for a socket: with its digest, and only what follows `since` when the log starts with it. */
	scriptFor(since?: ScriptSince): ScriptReply | null {
		return this.reads.scriptFor(since);
	}
	/** `script()` as JSON, serialised once per revision (GET /api/tables/<id>/script). */
	scriptJson(): string | null {
		return this.reads.scriptJson();
	}
	rename(name: string) {
		this.name = name;
		this.cached = null;
	}
}

const isConflict = (err: unknown) => err instanceof StoreError && err.code === 'conflict';
