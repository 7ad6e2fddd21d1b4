/**
 * The loop between the tables and the competitions:
 * - a table's competition match that ends (or is un-ended by an undo after the end) sends its
 *   result to the competition — on the node that stored the table's change, after the scorer
 *   was answered, from the stored log through the engine (records/record.ts), like the records;
 * - live scores of matches on tables refresh the competition's watchers (not stored: the table's
 *   log holds them);
 * - groups-knockout: when the last group match ends, the knockout's seeds are stored;
 * - auto-assignment puts the next ready matches on the competition's free tables (on the leading
 *   node only), a finished match staying `autoDelay` seconds on its table first so its marker
 *   can still undo a mistaken last stroke;
 * - at start-up, what a crash between the two stores left undone is done (reconcile).
 */
import type { ReplayEngine } from '../../engine/history';
import { buildRecord } from '../../records/record';
import { resultOf, type MatchResult } from '../../records/result';
import { competitionLink } from '../../competition/words';
import type { CompetitionState } from '../../competition/state';
import type { CompetitionView } from '../../competition/types';
import type { MatchState, TableState } from '../../protocol';
import { knockoutSeeds } from '../../competition/knockout';
import type { CompetitionEntry } from '../../competition/schema';
import { assign, startClaimed, tableBusy, underWay } from './commands';
import type { CompetitionService } from './service';
import { Mailbox } from '../../log/runner';

export interface Flow {
	/** Resolves when queued work is done (tests, shutdown). */
	idle(): Promise<void>;
	close(): void;
}

const LIVE_PUSH_MS = 250;
/** A match auto-assignment could not put on a table is not tried again for this long. */
const FAILED_REST_MS = 60_000;
/** The leading node looks at every linked table this often, for results a dead node left unsent. */
const SWEEP_MS = 10_000;

const linkOf = (match: MatchState | null | undefined) => (match ? competitionLink(match.setup) : null);

/** A light result from the table's summary: the live score every board shows, no replay. */
function liveResultOf(match: MatchState): MatchResult {
	const s = match.summary as unknown as { players: { name: string; score: number; innings: number; highRun: number; average: number | null }[]; winner: number | null; draw?: boolean };
	const seats = Array.isArray(match.setup.players) ? (match.setup.players as unknown[]) : [];
	return {
		status: 'live',
		winner: null,
		draw: false,
		innings: null,
		players: s.players.map((p, i) => {
			const seat = seats[i] as { country?: string } | string | undefined;
			return {
				name: p.name,
				country: typeof seat === 'object' && seat?.country ? seat.country : null,
				score: p.score,
				innings: p.innings,
				average: p.average,
				highRun: p.highRun,
				racksWon: null,
				breakAndRuns: null
			};
		})
	};
}

export function startFlow(svc: CompetitionService, engine: ReplayEngine, leads: () => boolean): Flow {
	return new CompetitionFlow(svc, engine, leads);
}

class CompetitionFlow implements Flow {
	/** Work runs one job at a time, each after the current event (setImmediate), errors logged. */
	private readonly mailbox = new Mailbox();
	private closed = false;
	/** When each table's match was first seen finished (auto-assignment waits `autoDelay` after it). */
	private readonly finishedAt = new Map<string, { match: number; at: number }>();
	private readonly timers = new Set<ReturnType<typeof setTimeout>>();
	/** When a match could not be assigned (the table refused it), by competition/match. */
	private readonly failedAt = new Map<string, number>();
	private readonly pushes = new Map<string, ReturnType<typeof setTimeout>>();
	/** Per table: its match and whether it was finished, as last seen here. */
	private readonly lastSeen = new Map<string, string>();
	private autoQueued = false;
	private readonly unlisten: () => void;
	private readonly sweep: ReturnType<typeof setInterval>;

	constructor(
		private readonly svc: CompetitionService,
		private readonly engine: ReplayEngine,
		private readonly leads: () => boolean
	) {
		svc.onChange((id, s, view) => {
			this.sealGroups(id, s, view);
			if (s.auto) this.scheduleAuto();
		});
		this.unlisten = svc.venue.listen({
			state: (state) => this.onState(state),
			stored: (change) => {
				if (change.kind === 'action' || change.kind === 'match') this.later(() => this.report(change.table));
			}
		});
		this.later(() => this.reconcile());
		this.sweep = setInterval(() => {
			if (!leads()) return;
			for (const state of svc.venue.allStates()) if (linkOf(state.match)) this.later(() => this.report(state.table.id));
		}, SWEEP_MS);
		this.sweep.unref();
	}

	async idle(): Promise<void> {
		do await this.mailbox.idle();
		while (this.mailbox.pending > 0);
	}

	close(): void {
		this.closed = true;
		clearInterval(this.sweep);
		this.unlisten();
		for (const t of this.timers) clearTimeout(t);
		for (const t of this.pushes.values()) clearTimeout(t);
	}

	private later(fn: () => Promise<void>): void {
		if (this.closed) return;
		void this.mailbox.serial(
			() => new Promise<void>((resolve) => setImmediate(() => fn().catch((err) => this.svc.log(`cuecast: competitions: ${(err as Error).message}`)).finally(resolve)))
		);
	}

	/**
	 * A competition match whose table now plays another match (started there by hand, replacing
	 * it before anything was played) is taken off that table, so it is ready again rather than
	 * "live" on a table that has moved on.
	 */
	private async detachReplaced(table: string): Promise<void> {
		const svc = this.svc;
		const current = svc.venue.tableState(table)?.match?.id ?? null;
		for (const id of svc.loadedIds()) {
			const l = await svc.current(id);
			for (const [match, a] of l?.state.assignments ?? []) {
				if (a.table !== table || a.tableMatch === 0 || a.tableMatch === current) continue;
				if (l!.view.matches.find((m) => m.id === match)?.status !== 'live') continue;
				await svc.change(id, undefined, (cur) => {
					const again = cur.state.assignments.get(match);
					const still = again && again.tableMatch === a.tableMatch && cur.view.matches.find((m) => m.id === match)?.status === 'live';
					return still ? ({ t: 'unassign', match } satisfies CompetitionEntry) : { ok: true, view: cur.view };
				});
			}
		}
	}

	/** Sends the table's result to its competition when the finished state differs from the stored one. */
	private async report(table: string): Promise<void> {
		const svc = this.svc;
		await this.detachReplaced(table);
		let state = svc.venue.tableState(table);
		const link = linkOf(state?.match);
		if (!state?.match || !link) return;
		let l = await svc.current(link.id);
		let a = l?.state.assignments.get(link.match);
		// a claim whose table match was started but not recorded (a failed append): record it now
		if (l && a && a.tableMatch === 0 && a.table === table) {
			await startClaimed(svc, link.id, link.match, table, a.players);
			state = svc.venue.tableState(table);
			l = await svc.current(link.id);
			a = l?.state.assignments.get(link.match);
		}
		if (!state?.match || !l || !a || a.tableMatch !== state.match.id) return;
		const finished = state.match.summary.status === 'finished';
		const stored = l.state.results.get(link.match);
		const storedFinished = stored?.tableMatch === a.tableMatch && stored.result.status === 'finished';
		if (finished === storedFinished) return;
		const record = await svc.tables.loadMatch(a.tableMatch);
		if (!record) return;
		const result = resultOf(buildRecord(this.engine, record));
		// The stored log and the state agree by now (the write came before the broadcast); if an
		// undo raced in between, the next change reports again.
		const tableMatch = a.tableMatch;
		await svc.change(link.id, undefined, (cur) => {
			const again = cur.state.assignments.get(link.match);
			if (!again || again.tableMatch !== tableMatch) return { ok: true, view: cur.view };
			// another node (or an earlier report) may have stored it meanwhile
			const now = cur.state.results.get(link.match);
			if ((now?.tableMatch === tableMatch && now.result.status === 'finished') === (result.status === 'finished')) return { ok: true, view: cur.view };
			return { t: 'result', match: link.match, tableMatch, result } satisfies CompetitionEntry;
		});
	}

	private pushLive(id: string): void {
		if (this.pushes.has(id)) return;
		this.pushes.set(
			id,
			setTimeout(() => {
				this.pushes.delete(id);
				void this.svc.refreshLive(id).catch(() => {});
			}, LIVE_PUSH_MS)
		);
	}

	private onState(state: TableState): void {
		const svc = this.svc;
		const link = linkOf(state.match);
		const seenKey = `${state.match?.id ?? ''}:${state.match?.summary.status ?? ''}`;
		if (this.lastSeen.get(state.table.id) !== seenKey) {
			this.lastSeen.set(state.table.id, seenKey);
			// the node that stored the change reports it; the leader too, in case that node died
			if (this.leads()) this.later(() => this.report(state.table.id));
		}
		if (state.match && state.match.summary.status === 'finished') {
			const seen = this.finishedAt.get(state.table.id);
			if (seen?.match !== state.match.id) this.finishedAt.set(state.table.id, { match: state.match.id, at: svc.now() });
		} else this.finishedAt.delete(state.table.id);
		// Only the match the competition has on this table counts: a match taken off a table (and
		// perhaps put on another) leaves its old table match set up there, link and all.
		const on = link && state.match ? svc.matchOnTable(state.table.id) : null;
		if (!link || !state.match || on?.id !== link.id || on.match.id !== link.match) {
			if (state.match?.summary.status === 'finished' || !state.match) this.scheduleAuto();
			return;
		}
		const live = svc.live.get(link.id) ?? new Map<string, MatchResult>();
		if (state.match.summary.status === 'finished') live.delete(link.match);
		else live.set(link.match, liveResultOf(state.match));
		svc.live.set(link.id, live);
		this.pushLive(link.id);
		if (state.match.summary.status === 'finished') this.scheduleAuto();
	}

	private scheduleAuto(): void {
		if (this.autoQueued || !this.leads()) return;
		this.autoQueued = true;
		this.later(async () => {
			this.autoQueued = false;
			for (const id of this.svc.loadedIds()) await this.autoAssign(id);
		});
	}

	/** Looks for matches to put on tables again in `ms`. */
	private wakeIn(ms: number): void {
		const timer = setTimeout(() => {
			this.timers.delete(timer);
			this.scheduleAuto();
		}, ms);
		timer.unref?.();
		this.timers.add(timer);
	}

	/**
	 * The players who wait: those of a match that ended less than autoDelay ago, on every table
	 * (an undo of its last stroke may still change who plays next), and those playing now (a
	 * round robin has every match ready from the start); and the soonest such window ends.
	 */
	private heldPlayers(view: CompetitionView, delay: number): { held: Set<string>; heldFor: number } {
		const held = new Set<string>();
		let heldFor = Infinity;
		for (const [table, seen] of this.finishedAt) {
			const left = seen.at + delay - this.svc.now();
			const match = this.svc.venue.tableState(table)?.match;
			if (left <= 0 || !match || match.id !== seen.match) continue;
			const seats = Array.isArray(match.setup.players) ? (match.setup.players as unknown[]) : [];
			for (const p of seats) held.add(typeof p === 'string' ? p : String((p as { name?: unknown } | null)?.name));
			heldFor = Math.min(heldFor, left);
		}
		for (const m of view.matches) if (m.status === 'live') for (const p of m.players) if (p !== null) held.add(p);
		return { held, heldFor };
	}

	/** Puts ready matches on free tables of `id` while both last; waits out finished matches' delay. */
	private async autoAssign(id: string): Promise<void> {
		const svc = this.svc;
		const l = await svc.current(id);
		if (!l || !l.state.auto || !this.leads()) return;
		const delay = l.state.definition.autoDelay * 1000;
		const { held, heldFor } = this.heldPlayers(l.view, delay);
		const resting = (m: { id: string }) => (this.failedAt.get(`${id}/${m.id}`) ?? -Infinity) > svc.now() - FAILED_REST_MS;
		const ready = l.view.matches.filter((m) => m.status === 'ready' && !resting(m) && !m.players.some((p) => p !== null && held.has(p))).sort(byOrder);
		// (players busy on a table wake it up by finishing; only an undo window needs a timer)
		if (Number.isFinite(heldFor) && ready.length < l.view.matches.filter((m) => m.status === 'ready').length) this.wakeIn(heldFor);
		for (const table of l.state.tables) {
			if (ready.length === 0) return;
			if (tableBusy(svc, table)) continue;
			const state = svc.venue.tableState(table);
			if (state?.match?.summary.status === 'finished') {
				const seen = this.finishedAt.get(table);
				const wait = seen && seen.match === state.match.id ? seen.at + delay - svc.now() : delay;
				if (wait > 0) {
					this.wakeIn(wait);
					if (!seen || seen.match !== state.match.id) this.finishedAt.set(table, { match: state.match.id, at: svc.now() });
					continue;
				}
			}
			const next = ready.shift()!;
			const answer = await assign(svc, id, next.id, table);
			if (!answer.ok) {
				this.failedAt.set(`${id}/${next.id}`, svc.now());
				svc.log(`cuecast: competition ${id}: match ${next.id} could not go to table ${table}: ${answer.why.reason}`);
				continue;
			}
			// its players are busy now: drop their other ready matches from this round of assigning
			for (let i = ready.length - 1; i >= 0; i--) if (ready[i]!.players.some((p) => next.players.includes(p))) ready.splice(i, 1);
		}
	}

	/** groups-knockout: stores the knockout's seeds once the groups are over (or withdraws them). */
	private sealGroups(id: string, s: CompetitionState, view: CompetitionView): void {
		if (s.definition.format !== 'groups-knockout') return;
		const groupMatches = view.matches.filter((m) => m.stage === 0);
		const knockoutStarted = view.matches.some((m) => m.stage === 1 && (m.status === 'live' || m.status === 'finished'));
		if (knockoutStarted) return;
		const done = groupMatches.length > 0 && groupMatches.every((m) => m.status === 'finished');
		const seeds = knockoutSeeds(view.standings, s.definition.options.advance ?? 2, done);
		if (JSON.stringify(seeds) === JSON.stringify(s.knockoutSeeds)) return;
		this.later(async () => {
			await this.svc.change(id, undefined, (cur) => {
				if (cur.state.revision !== s.revision) return { ok: true, view: cur.view };
				return { t: 'knockout', seeds } satisfies CompetitionEntry;
			});
		});
	}

	/**
	 * Whether the competition's log ever assigned `tableMatch`: then a match set up on a table that
	 * has no assignment now was taken off by the director (`unassign`), and is not adopted again.
	 */
	private async assignedBefore(id: string, tableMatch: number): Promise<boolean> {
		const stored = await this.svc.store.loadCompetition(id);
		return (stored?.entries ?? []).some((e) => {
			const entry = e as { t?: unknown; tableMatch?: unknown };
			return entry.t === 'assign' && entry.tableMatch === tableMatch;
		});
	}

	/**
	 * Start-up: claims whose table match was not started or not recorded (a crash between the
	 * steps of an assignment), results missed the same way, and table matches of an older
	 * server that stored the table's match before its assignment.
	 */
	private async reconcile(): Promise<void> {
		const svc = this.svc;
		for (const id of svc.loadedIds()) {
			const l = await svc.current(id);
			for (const [match, a] of l?.state.assignments ?? []) {
				if (a.tableMatch === 0) await startClaimed(svc, id, match, a.table, a.players);
			}
		}
		for (const state of svc.venue.allStates()) {
			const link = linkOf(state.match);
			if (!link || !state.match) continue;
			const l = await svc.current(link.id);
			if (!l) continue;
			const a = l.state.assignments.get(link.match);
			const m = l.view.matches.find((x) => x.id === link.match);
			const players = Array.isArray(state.match.setup.players) ? (state.match.setup.players as { name?: string }[]).map((p) => p?.name) : [];
			const tableMatch = state.match.id;
			if (!a && m?.status === 'ready' && players[0] === m.players[0] && players[1] === m.players[1] && !(await this.assignedBefore(link.id, tableMatch))) {
				await svc.change(link.id, undefined, () => ({ t: 'assign', match: link.match, table: state.table.id, tableMatch, players: [m.players[0]!, m.players[1]!] }) satisfies CompetitionEntry);
			}
			this.onState(state);
			await this.report(state.table.id);
		}
		this.scheduleAuto();
	}
}

const BRACKET_ORDER = { group: 0, winners: 1, losers: 2, final: 3 } as const;
/** The order matches go to tables: stage, round, then winners before losers, then number. */
function byOrder(a: CompetitionView['matches'][number], b: CompetitionView['matches'][number]): number {
	return a.stage - b.stage || a.round - b.round || BRACKET_ORDER[a.bracket] - BRACKET_ORDER[b.bracket] || (a.group ?? 0) - (b.group ?? 0) || a.number - b.number;
}

export { underWay };
