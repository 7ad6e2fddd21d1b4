/**
 * The venue: the registry of tables (create, rename, remove) and the fan-out to listeners.
 * Every change to one table goes through that table's authority (authority.ts).
 */
import type { ScriptReply, ScriptSince, TableHistory, TableState, VenueState } from '../protocol';
import { refusal, type CodedReason } from '../protocol/refusals';
import { ALONE, notStored, refuse, TableAuthority, type ClockOp, type Duties, type Emit, type Outcome, type VenueListener } from './authority';
import type { Engine } from './engine';
import { engineFingerprint } from './snapshot';
import { StoreError, type TableStore } from './store/types';
import type { ClockConfig } from './clock';
import { cleanSetup, cleanTableName } from './clean';
import { Mailbox } from '../log/runner';

export type { Outcome, VenueListener };

/**
 * Makes a table's authority: a lone node's follows no one (authority.ts); a node of several
 * passes the cluster's (cluster/replicated-table.ts), which follows what the others store.
 */
export type TableFactory = (table: { id: string; name: string; engine: Engine; store: TableStore; emit: Emit; duties: Duties }) => TableAuthority;

const loneTable: TableFactory = (t) => new TableAuthority(t.id, t.name, t.engine, t.store, t.emit, t.duties);

export class Venue {
	private tables = new Map<string, TableAuthority>();
	/**
	 * Tables another node made, while this node reads them (`syncTables`): the cluster's messages
	 * already reach them (they wait in the table's mailbox), but no client sees them yet — a
	 * screen that joined then would have the table without its match ("Table free").
	 */
	private loading = new Map<string, TableAuthority>();
	private listeners: VenueListener[] = [];
	/** Serialises table-list changes (create, rename, remove). */
	private readonly venueMailbox = new Mailbox();

	constructor(
		readonly store: TableStore,
		readonly engine: Engine,
		private readonly duties: Duties = ALONE,
		private readonly makeTable: TableFactory = loneTable
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
			const a = this.authority(t.id, t.name);
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
		for (const t of this.tables.values()) await t.snapshot(force);
	}

	/** Stops background work (clock timers, snapshots) before the store closes. */
	close(): void {
		for (const t of this.tables.values()) t.close();
	}

	private authority(id: string, name: string): TableAuthority {
		return this.makeTable({ id, name, engine: this.engine, store: this.store, emit: this.emit, duties: this.duties });
	}

	/** One table's authority, a loading one too (the cluster layer follows other nodes' changes through it). */
	table(id: string): TableAuthority | undefined {
		return this.tables.get(id) ?? this.loading.get(id);
	}

	/** This node now leads (or no longer does): the clocks' timers move with it. */
	leadershipChanged(): void {
		for (const t of this.tables.values()) t.armClock();
		if (this.duties.leads()) setImmediate(() => void this.snapshotAll(false));
	}

	/**
	 * The table list as the store has it now (another node created, renamed or removed a
	 * table): new tables are loaded, gone ones dropped, renamed ones renamed, and this node's
	 * listeners told, as if the change had been made here.
	 */
	syncTables(): Promise<void> {
		return this.venueSerial(async () => {
			const stored = await this.store.listTables();
			const ids = new Set(stored.map((t) => t.id));
			let changed = false;
			const added: TableAuthority[] = [];
			for (const [id, table] of this.tables) {
				if (ids.has(id)) continue;
				await table.serial(() => {
					this.tables.delete(id);
					table.close();
				});
				this.emit('removed', id);
				changed = true;
			}
			for (const t of stored) {
				const table = this.tables.get(t.id);
				if (table && table.name === t.name) continue;
				if (table) {
					await table.serial(() => table.rename(t.name));
					this.emit('state', table.state());
				} else {
					const made = this.authority(t.id, t.name);
					this.loading.set(t.id, made);
					try {
						await made.refresh();
					} finally {
						this.loading.delete(t.id);
						this.tables.set(t.id, made);
					}
					added.push(made);
				}
				changed = true;
			}
			if (!changed) return;
			// As a table made here: the list first (screens watching the venue follow the new tables
			// from it: socket.ts), then each new table's state, which they would otherwise not get
			// until its next change (its state while loading went out before they followed it).
			this.emit('venue', this.venueState());
			for (const table of added) this.emit('state', table.state());
		});
	}

	listen(listener: VenueListener): () => void {
		this.listeners.push(listener);
		return () => {
			this.listeners = this.listeners.filter((l) => l !== listener);
		};
	}

	/** What the venue adds to every table state it hands out (the players' profiles): see `decorateStates`. */
	private decorate: (state: TableState) => TableState = (state) => state;

	/**
	 * Adds `fn`'s part to every table state from now on (its listeners', `tableState`'s,
	 * `allStates`'s): something the table's log does not hold, as the players' profiles.
	 */
	decorateStates(fn: (state: TableState) => TableState): void {
		this.decorate = fn;
	}

	/** A state of one of this venue's tables as the venue hands it out (with what `decorateStates` adds). */
	decorated(state: TableState): TableState {
		return this.decorate(state);
	}

	/** Tells the listeners the state again of each table `which` picks (what `decorate` adds changed). */
	restate(which: (state: TableState) => boolean): void {
		for (const t of this.tables.values()) {
			const state = t.state();
			if (which(state)) this.emit('state', state);
		}
	}

	private emit: Emit = (key, ...args) => {
		if (key === 'state') args[0] = this.decorate(args[0] as TableState) as never;
		for (const l of this.listeners) {
			try {
				(l[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
			} catch (err) {
				console.error(`cuecast: a ${key} listener failed:`, err);
			}
		}
	};

	venueState(): VenueState {
		return { tables: [...this.tables.values()].map((t) => ({ id: t.id, name: t.name })), disciplines: this.engine.disciplines() };
	}

	has(tableId: string): boolean {
		return this.tables.has(tableId);
	}

	tableState(tableId: string): TableState | null {
		const table = this.tables.get(tableId);
		return table ? this.decorate(table.state()) : null;
	}

	/**
	 * `state` as a table's fields read it (the HTTP API, its event streams, OBS text): with the
	 * events of the action that made its revision when it carries none — a state sent again at
	 * the same revision (a clock, a rename, a node catching up), or read between actions — so
	 * that `lastEvent` and `lastEventText` hold until the next action.
	 */
	withLastEvents(state: TableState): TableState {
		if (state.events.length || !state.match) return state;
		const events = this.tables.get(state.table.id)?.lastEventsAt(state.match.id, state.match.revision);
		return events?.length ? { ...state, events } : state;
	}

	/** A table's state as its fields read it (`withLastEvents`). */
	fieldState(tableId: string): TableState | null {
		const state = this.tableState(tableId);
		return state && this.withLastEvents(state);
	}

	allStates(): TableState[] {
		return [...this.tables.values()].map((t) => this.decorate(t.state()));
	}

	historyOf(tableId: string): TableHistory | null {
		return this.tables.get(tableId)?.historyView() ?? null;
	}

	/** The current match as a match script, from the authority's memory (undefined: no table). */
	scriptOf(tableId: string, since?: ScriptSince): ScriptReply | null | undefined {
		return this.tables.get(tableId)?.scriptFor(since);
	}

	/** `scriptOf` as JSON, serialised once per revision (null: no match; undefined: no table). */
	scriptJsonOf(tableId: string): string | null | undefined {
		return this.tables.get(tableId)?.scriptJson();
	}
	act(
		tableId: string,
		req: Parameters<TableAuthority['act']>[0],
		request?: string
	): Promise<Outcome<{ revision: number; state: TableState; repeated?: true }>> {
		return this.tables.get(tableId)?.act(req, request) ?? Promise.resolve(refuse(refusal('no-table', { table: tableId })));
	}

	startMatch(tableId: string, setup: Record<string, unknown>, replaces: number | null): Promise<Outcome<{ state: TableState }>> {
		return this.tables.get(tableId)?.start(cleanSetup(setup), replaces) ?? Promise.resolve(refuse(refusal('no-table', { table: tableId })));
	}

	clockCommand(tableId: string, op: ClockOp, config?: ClockConfig, seconds?: number): Promise<Outcome<object>> {
		return this.tables.get(tableId)?.clockCommand(op, config, seconds) ?? Promise.resolve(refuse(refusal('no-table', { table: tableId })));
	}

	private venueSerial<T>(fn: () => Promise<T>): Promise<T> {
		return this.venueMailbox.serial(fn);
	}

	async createTable(id: string | undefined, raw: string): Promise<Outcome<{ table: { id: string; name: string } }>> {
		const name = cleanTableName(raw);
		if (!name) return refuse(refusal('table-name-empty', { event: 'table:create', path: 'name' }));
		return this.venueSerial(async () => {
			let tableId = id;
			if (!tableId) {
				let n = 1;
				while (this.tables.has(String(n))) n++;
				tableId = String(n);
			}
			if (this.tables.has(tableId)) return refuse(refusal('table-exists', { table: tableId }));
			try {
				await this.store.createTable(tableId, name);
			} catch (err) {
				return refuse(storeRefusal(tableId, err));
			}
			const table = this.authority(tableId, name);
			this.tables.set(tableId, table);
			const state = table.state();
			return {
				reply: { ok: true, table: { id: tableId, name } },
				publish: () => {
					this.emit('venue', this.venueState());
					this.emit('state', state);
					this.emit('stored', { kind: 'venue' });
				}
			};
		});
	}

	async renameTable(tableId: string, raw: string): Promise<Outcome<object>> {
		const name = cleanTableName(raw);
		if (!name) return refuse(refusal('table-name-empty', { event: 'table:rename', path: 'name' }));
		return this.venueSerial(async () => {
			const table = this.tables.get(tableId);
			if (!table) return refuse(refusal('no-table', { table: tableId }));
			return table.serial(async () => {
				try {
					await this.store.renameTable(tableId, name);
				} catch (err) {
					return refuse(notStored(err));
				}
				table.rename(name);
				const state = table.state();
				return {
					reply: { ok: true },
					publish: () => {
						this.emit('venue', this.venueState());
						this.emit('state', state);
						this.emit('stored', { kind: 'venue' });
					}
				};
			});
		});
	}

	async removeTable(tableId: string): Promise<Outcome<object>> {
		return this.venueSerial(async () => {
			const table = this.tables.get(tableId);
			if (!table) return refuse(refusal('no-table', { table: tableId }));
			return table.serial(async () => {
				try {
					await this.store.removeTable(tableId);
				} catch (err) {
					return refuse(notStored(err));
				}
				this.tables.delete(tableId);
				table.close();
				return {
					reply: { ok: true },
					publish: () => {
						this.emit('removed', tableId);
						this.emit('venue', this.venueState());
						this.emit('stored', { kind: 'venue' });
					}
				};
			});
		});
	}
}

/** A store refusal of a new table: it exists, or the store could not keep it. */
function storeRefusal(tableId: string, err: unknown): CodedReason {
	if (err instanceof StoreError && err.code === 'exists') return refusal('table-exists', { table: tableId });
	if (err instanceof StoreError && err.code === 'not-found') return refusal('no-table', { table: tableId });
	return notStored(err);
}
