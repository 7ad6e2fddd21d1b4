/**
 * The competitions' authority: one per node, over the store's competition logs. Every change —
 * the director's, an API tool's, a table's result — is validated against the competition's
 * state, appended durably as the next revision (another node appending the same revision makes
 * this one reload and decide again), and only then answered and published. Work per competition
 * is serialised; the view is rebuilt from the state after each change (view.ts) and pushed to
 * whoever watches it (the SSE stream, other nodes through the bus).
 */
import type { CompetitionStore, TableStore } from '../store/types';
import { StoreError } from '../store/types';
import type { Venue } from '../venue';
import type { CompetitionView, CompetitionMatch } from '../../competition/types';
import { competitionDefinitionSchema, competitionEntrySchema, competitionIdSchema, type CompetitionEntry } from '../../competition/schema';
import { applyEntry, fold, type CompetitionState } from '../../competition/state';
import { viewOf } from '../../competition/view';
import { newSeed } from '../../competition/draw';
import { refusal, type CodedReason } from '../../protocol/refusals';
import type { MatchResult } from '../../records/result';
import { checkDefinition, slugOf } from './validate';
import { LogRunner, type LogOutcome } from '../../log/runner';

export type Answer = { ok: true; view: CompetitionView } | { ok: false; status: number; why: CodedReason; view?: CompetitionView };

interface Loaded {
	state: CompetitionState;
	view: CompetitionView;
}

export interface ServiceOptions {
	random?: () => number;
	now?: () => number;
	log?: (line: string) => void;
	/** Tells other nodes a competition changed (cluster bus); they reload its tail. */
	announce?: (id: string, revision: number) => void;
}

const fail = (status: number, why: CodedReason, view?: CompetitionView): Answer => ({ ok: false, status, why, ...(view ? { view } : {}) });

export class CompetitionService {
	private loaded = new Map<string, Loaded>();
	/** Each competition's log runner (src/lib/log/runner.ts): its mailbox and data path. */
	private runners = new Map<string, LogRunner<Loaded | null, CompetitionEntry>>();
	/** Who hears of each change; null: the competition was removed. */
	private watchers = new Map<string, Set<(view: CompetitionView | null) => void>>();
	private changeHooks: ((id: string, s: CompetitionState, view: CompetitionView) => void)[] = [];
	/** Live results of matches on tables, by competition, then match (results.ts keeps them). */
	readonly live = new Map<string, Map<string, MatchResult>>();
	readonly random: () => number;
	readonly now: () => number;
	readonly log: (line: string) => void;

	constructor(
		readonly venue: Venue,
		readonly store: CompetitionStore,
		readonly tables: TableStore,
		private readonly options: ServiceOptions = {}
	) {
		this.random = options.random ?? Math.random;
		this.now = options.now ?? Date.now;
		this.log = options.log ?? ((line) => console.warn(line));
	}

	/** Runs `fn` after every change this node made or learnt of (auto-assignment, knockout seeds). */
	onChange(fn: (id: string, s: CompetitionState, view: CompetitionView) => void): void {
		this.changeHooks.push(fn);
	}

	/** Serialises work on one competition (this node): its log runner's mailbox. */
	serial<T>(id: string, fn: () => Promise<T>): Promise<T> {
		return this.withRunner(id, (runner) => runner.serial(fn));
	}

	/**
	 * Gives `use` the competition's log runner and drops the runner once its mailbox is empty, so
	 * ids seen once (another node's message, a removed competition) keep nothing. Safe: a runner is
	 * dropped only when nothing waits in it, and every later job goes to the new one.
	 */
	private withRunner<T>(id: string, use: (runner: LogRunner<Loaded | null, CompetitionEntry>) => Promise<T>): Promise<T> {
		const runner = this.runnerOf(id);
		const run = use(runner);
		const drop = () => {
			if (runner.mailbox.pending === 0 && this.runners.get(id) === runner) this.runners.delete(id);
		};
		void Promise.allSettled([run]).then(drop);
		return run;
	}

	/** The log runner of a competition: its state is what `current` reads (caught up with other nodes at every command). */
	private runnerOf(id: string): LogRunner<Loaded | null, CompetitionEntry> {
		let runner = this.runners.get(id);
		if (!runner) {
			runner = new LogRunner<Loaded | null, CompetitionEntry>({
				current: () => this.current(id),
				append: (l, entry) => this.store.appendCompetition(id, l!.state.revision + 1, entry),
				isConflict: (err) => err instanceof StoreError && err.code === 'conflict',
				// every command reads the competition's tail first (`current`): nothing more to do here
				catchUp: async () => true
			});
			this.runners.set(id, runner);
		}
		return runner;
	}

	async list(): Promise<{ id: string; name: string; createdAt: string; revision: number; format: string; discipline: string; status: string }[]> {
		const records = await this.store.listCompetitions();
		const out = [];
		for (const r of records) {
			const l = await this.current(r.id).catch(() => null);
			if (l) out.push({ ...r, format: l.view.format, discipline: l.view.discipline, status: l.view.status });
		}
		return out;
	}

	/** Ids of competitions this node has loaded (results and auto-assignment look through these). */
	loadedIds(): string[] {
		return [...this.loaded.keys()];
	}

	/** Loads every stored competition (start-up), so results and auto-assignment find them. */
	async loadAll(): Promise<number> {
		const records = await this.store.listCompetitions();
		for (const r of records) await this.current(r.id).catch((err) => this.log(`cuecast: competition ${r.id} cannot be loaded: ${(err as Error).message}`));
		return records.length;
	}

	/** The competition as stored now (this node's copy, caught up with what other nodes appended). */
	async current(id: string): Promise<Loaded | null> {
		const have = this.loaded.get(id);
		if (have) {
			const tail = await this.store.competitionTail(id, have.state.revision);
			if (tail === null) {
				this.loaded.delete(id);
				return null;
			}
			if (tail.length === 0) return have;
			let state = have.state;
			for (const raw of tail) state = applyEntry(state, competitionEntrySchema.parse(raw));
			return this.keep(id, state);
		}
		const stored = await this.store.loadCompetition(id);
		if (!stored) return null;
		const entries = stored.entries.map((raw) => competitionEntrySchema.parse(raw));
		return this.keep(id, fold(id, stored.createdAt, entries));
	}

	/** The view with the live scores of its matches on tables now. */
	async view(id: string): Promise<CompetitionView | null> {
		return (await this.current(id))?.view ?? null;
	}

	private async keep(id: string, state: CompetitionState): Promise<Loaded> {
		const { view } = await viewOf(state, { live: this.live.get(id) });
		const l = { state, view };
		this.loaded.set(id, l);
		return l;
	}

	/** Recomputes the view (live scores changed) and tells the watchers; in the competition's queue, so it never puts back an older state. */
	refreshLive(id: string): Promise<void> {
		return this.serial(id, async () => {
			const l = this.loaded.get(id);
			if (!l) return;
			const next = await this.keep(id, l.state);
			this.tell(id, next.view);
		});
	}

	/** Catches up with another node's change (or removal) and tells this node's watchers. */
	async learnt(id: string): Promise<void> {
		await this.serial(id, async () => {
			const had = this.loaded.has(id);
			const before = this.loaded.get(id)?.state.revision ?? 0;
			const l = await this.current(id);
			if (l && l.state.revision !== before) this.changed(id, l);
			if (!l && had) {
				for (const fn of this.watchers.get(id) ?? []) fn(null);
				this.watchers.delete(id);
			}
		});
	}

	watch(id: string, fn: (view: CompetitionView | null) => void): () => void {
		let set = this.watchers.get(id);
		if (!set) this.watchers.set(id, (set = new Set()));
		set.add(fn);
		return () => {
			set.delete(fn);
			if (set.size === 0) this.watchers.delete(id);
		};
	}

	watched(): string[] {
		return [...this.watchers.keys()];
	}

	private tell(id: string, view: CompetitionView): void {
		for (const fn of this.watchers.get(id) ?? []) {
			try {
				fn(view);
			} catch (err) {
				this.log(`cuecast: a competition watcher failed: ${(err as Error).message}`);
			}
		}
	}

	private changed(id: string, l: Loaded): void {
		this.tell(id, l.view);
		for (const hook of this.changeHooks) {
			try {
				hook(id, l.state, l.view);
			} catch (err) {
				this.log(`cuecast: after a change of competition ${id}: ${(err as Error).message}`);
			}
		}
	}

	async create(input: unknown): Promise<Answer & { id?: string }> {
		const parsed = competitionDefinitionSchema.safeParse(input);
		if (!parsed.success) {
			const issue = parsed.error.issues[0];
			return fail(400, refusal('comp-invalid', { path: issue?.path.join('.') || 'body', detail: issue?.message ?? 'invalid' }));
		}
		const definition = parsed.data;
		const wrong = checkDefinition(definition, this.venue);
		if (wrong) return fail(wrong.status, wrong.why);
		const seed = definition.seed ?? newSeed(this.random);
		const entry: CompetitionEntry = { t: 'create', definition, seed };
		const base = slugOf(definition.name);
		for (let n = 1; n < 100; n++) {
			const id = n === 1 ? base : `${base.slice(0, 28)}-${n}`;
			try {
				await this.store.createCompetition(id, definition.name, entry);
			} catch (err) {
				if (err instanceof StoreError && err.code === 'exists') continue;
				throw err;
			}
			const l = await this.current(id);
			if (!l) throw new Error(`competition ${id} vanished after it was created`);
			this.options.announce?.(id, l.state.revision);
			this.changed(id, l);
			return { ok: true, view: l.view, id };
		}
		return fail(409, refusal('comp-exists', { id: base }));
	}

	/**
	 * Decides and stores one change: `decide` sees the current state and view and returns the
	 * entry to append (or a refusal). A revision conflict (another node appended first) makes it
	 * look again at the new head, up to three times (the log runner's retries), unless `sent` pinned
	 * the revision: then it is stale.
	 */
	async change(
		id: string,
		sent: number | undefined,
		decide: (l: Loaded) => Promise<CompetitionEntry | Answer> | CompetitionEntry | Answer
	): Promise<Answer> {
		if (!competitionIdSchema.safeParse(id).success) return fail(404, refusal('comp-none', { id: String(id).slice(0, 40) }));
		const answer = (a: Answer): LogOutcome<Answer> => ({ reply: a, publish: () => {} });
		/** The competition as the last decision saw it. */
		let seen: Loaded | null = null;
		const outcome = await this.withRunner(id, (runner) => runner.submit<Answer>({
			pinned: sent !== undefined,
			check: (l) => (l ? null : answer(fail(404, refusal('comp-none', { id })))),
			decide: async (l) => {
				seen = l!;
				if (sent !== undefined && sent !== seen.state.revision) return { refuse: answer(fail(409, refusal('comp-stale', { revision: seen.state.revision, sent }), seen.view)) };
				const decided = await decide(seen);
				if ('ok' in decided) return { refuse: answer(decided) };
				const before = seen.state;
				return {
					entry: decided,
					commit: async () => {
						const next = await this.keep(id, applyEntry(before, decided));
						return {
							reply: { ok: true, view: next.view },
							publish: () => {
								this.options.announce?.(id, next.state.revision);
								this.changed(id, next);
							}
						};
					}
				};
			},
			stale: (now) => answer(fail(409, refusal('comp-stale', { revision: now?.state.revision ?? 0, sent: seen?.state.revision ?? 0 }), now?.view)),
			notStored: (err) => {
				throw err;
			}
		}));
		outcome.publish();
		return outcome.reply;
	}

	async remove(id: string): Promise<boolean> {
		return this.serial(id, async () => {
			const l = await this.current(id);
			const gone = await this.store.removeCompetition(id);
			this.loaded.delete(id);
			this.live.delete(id);
			// other nodes find it gone at their next read of its tail; streams end here
			if (gone && l) this.options.announce?.(id, l.state.revision + 1);
			for (const fn of this.watchers.get(id) ?? []) fn(null);
			this.watchers.delete(id);
			return gone;
		});
	}

	/** The competition match a table's current match is, when it is one (by its stored assignment). */
	matchOnTable(table: string): { id: string; match: CompetitionMatch; state: CompetitionState } | null {
		const tableMatch = this.venue.tableState(table)?.match?.id;
		for (const [id, l] of this.loaded) {
			for (const [match, a] of l.state.assignments) {
				// a claim (tableMatch 0) holds the table while its match is being started
				if (a.table !== table || (a.tableMatch !== 0 && a.tableMatch !== tableMatch)) continue;
				const m = l.view.matches.find((x) => x.id === match);
				if (m && m.status === 'live') return { id, match: m, state: l.state };
			}
		}
		return null;
	}
}
