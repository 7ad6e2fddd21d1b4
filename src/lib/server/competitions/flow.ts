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
	let queue: Promise<void> = Promise.resolve();
	let closed = false;
	const later = (fn: () => Promise<void>) => {
		if (closed) return;
		queue = queue.then(() => new Promise<void>((resolve) => setImmediate(() => fn().catch((err) => svc.log(`cuecast: competitions: ${(err as Error).message}`)).finally(resolve))));
	};
	/** When each table's match was first seen finished (auto-assignment waits `autoDelay` after it). */
	const finishedAt = new Map<string, { match: number; at: number }>();
	const timers = new Set<ReturnType<typeof setTimeout>>();
	/** When a match could not be assigned (the table refused it), by competition/match. */
	const failedAt = new Map<string, number>();
	const pushes = new Map<string, ReturnType<typeof setTimeout>>();

	/**
	 * A competition match whose table now plays another match (started there by hand, replacing
	 * it before anything was played) is taken off that table, so it is ready again rather than
	 * "live" on a table that has moved on.
	 */
	const detachReplaced = async (table: string) => {
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
	};

	/** Sends the table's result to its competition when the finished state differs from the stored one. */
	const report = async (table: string) => {
		await detachReplaced(table);
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
		const result = resultOf(buildRecord(engine, record));
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
	};

	const pushLive = (id: string) => {
		if (pushes.has(id)) return;
		pushes.set(
			id,
			setTimeout(() => {
				pushes.delete(id);
				void svc.refreshLive(id).catch(() => {});
			}, LIVE_PUSH_MS)
		);
	};

	/** Per table: its match and whether it was finished, as last seen here. */
	const lastSeen = new Map<string, string>();
	const onState = (state: TableState) => {
		const link = linkOf(state.match);
		const seenKey = `${state.match?.id ?? ''}:${state.match?.summary.status ?? ''}`;
		if (lastSeen.get(state.table.id) !== seenKey) {
			lastSeen.set(state.table.id, seenKey);
			// the node that stored the change reports it; the leader too, in case that node died
			if (leads()) later(() => report(state.table.id));
		}
		if (state.match && state.match.summary.status === 'finished') {
			const seen = finishedAt.get(state.table.id);
			if (seen?.match !== state.match.id) finishedAt.set(state.table.id, { match: state.match.id, at: svc.now() });
		} else finishedAt.delete(state.table.id);
		// Only the match the competition has on this table counts: a match taken off a table (and
		// perhaps put on another) leaves its old table match set up there, link and all.
		const on = link && state.match ? svc.matchOnTable(state.table.id) : null;
		if (!link || !state.match || on?.id !== link.id || on.match.id !== link.match) {
			if (state.match?.summary.status === 'finished' || !state.match) scheduleAuto();
			return;
		}
		const live = svc.live.get(link.id) ?? new Map<string, MatchResult>();
		if (state.match.summary.status === 'finished') live.delete(link.match);
		else live.set(link.match, liveResultOf(state.match));
		svc.live.set(link.id, live);
		pushLive(link.id);
		if (state.match.summary.status === 'finished') scheduleAuto();
	};

	let autoQueued = false;
	const scheduleAuto = () => {
		if (autoQueued || !leads()) return;
		autoQueued = true;
		later(async () => {
			autoQueued = false;
			for (const id of svc.loadedIds()) await autoAssign(id);
		});
	};

	/** Looks for matches to put on tables again in `ms`. */
	const wakeIn = (ms: number) => {
		const timer = setTimeout(() => {
			timers.delete(timer);
			scheduleAuto();
		}, ms);
		timer.unref?.();
		timers.add(timer);
	};

	/** Puts ready matches on free tables of `id` while both last; waits out finished matches' delay. */
	const autoAssign = async (id: string) => {
		const l = await svc.current(id);
		if (!l || !l.state.auto || !leads()) return;
		const delay = l.state.definition.autoDelay * 1000;
		// The players of a match that ended less than autoDelay ago wait out its window on every
		// table, not only on their own: an undo of its last stroke may still change who plays next.
		const held = new Set<string>();
		let heldFor = Infinity;
		for (const [table, seen] of finishedAt) {
			const left = seen.at + delay - svc.now();
			const match = svc.venue.tableState(table)?.match;
			if (left <= 0 || !match || match.id !== seen.match) continue;
			const seats = Array.isArray(match.setup.players) ? (match.setup.players as unknown[]) : [];
			for (const p of seats) held.add(typeof p === 'string' ? p : String((p as { name?: unknown } | null)?.name));
			heldFor = Math.min(heldFor, left);
		}
		// nobody plays two matches at once (a round robin has every match ready from the start)
		for (const m of l.view.matches) if (m.status === 'live') for (const p of m.players) if (p !== null) held.add(p);
		const resting = (m: { id: string }) => (failedAt.get(`${id}/${m.id}`) ?? -Infinity) > svc.now() - FAILED_REST_MS;
		const ready = l.view.matches.filter((m) => m.status === 'ready' && !resting(m) && !m.players.some((p) => p !== null && held.has(p))).sort(byOrder);
		// (players busy on a table wake it up by finishing; only an undo window needs a timer)
		if (Number.isFinite(heldFor) && ready.length < l.view.matches.filter((m) => m.status === 'ready').length) wakeIn(heldFor);
		for (const table of l.state.tables) {
			if (ready.length === 0) return;
			if (tableBusy(svc, table)) continue;
			const state = svc.venue.tableState(table);
			if (state?.match?.summary.status === 'finished') {
				const seen = finishedAt.get(table);
				const wait = seen && seen.match === state.match.id ? seen.at + delay - svc.now() : delay;
				if (wait > 0) {
					wakeIn(wait);
					if (!seen || seen.match !== state.match.id) finishedAt.set(table, { match: state.match.id, at: svc.now() });
					continue;
				}
			}
			const next = ready.shift()!;
			const answer = await assign(svc, id, next.id, table);
			if (!answer.ok) {
				failedAt.set(`${id}/${next.id}`, svc.now());
				svc.log(`cuecast: competition ${id}: match ${next.id} could not go to table ${table}: ${answer.why.reason}`);
				continue;
			}
			// its players are busy now: drop their other ready matches from this round of assigning
			for (let i = ready.length - 1; i >= 0; i--) if (ready[i]!.players.some((p) => next.players.includes(p))) ready.splice(i, 1);
		}
	};


	/** groups-knockout: stores the knockout's seeds once the groups are over (or withdraws them). */
	const sealGroups = (id: string, s: CompetitionState, view: CompetitionView) => {
		if (s.definition.format !== 'groups-knockout') return;
		const groupMatches = view.matches.filter((m) => m.stage === 0);
		const knockoutStarted = view.matches.some((m) => m.stage === 1 && (m.status === 'live' || m.status === 'finished'));
		if (knockoutStarted) return;
		const done = groupMatches.length > 0 && groupMatches.every((m) => m.status === 'finished');
		const seeds = knockoutSeeds(view.standings, s.definition.options.advance ?? 2, done);
		if (JSON.stringify(seeds) === JSON.stringify(s.knockoutSeeds)) return;
		later(async () => {
			await svc.change(id, undefined, (cur) => {
				if (cur.state.revision !== s.revision) return { ok: true, view: cur.view };
				return { t: 'knockout', seeds } satisfies CompetitionEntry;
			});
		});
	};

	svc.onChange((id, s, view) => {
		sealGroups(id, s, view);
		if (s.auto) scheduleAuto();
	});

	const unlisten = svc.venue.listen({
		state: onState,
		stored(change) {
			if (change.kind === 'action' || change.kind === 'match') later(() => report(change.table));
		}
	});

	/**
	 * Whether the competition's log ever assigned `tableMatch`: then a match set up on a table that
	 * has no assignment now was taken off by the director (`unassign`), and is not adopted again.
	 */
	const assignedBefore = async (id: string, tableMatch: number): Promise<boolean> => {
		const stored = await svc.store.loadCompetition(id);
		return (stored?.entries ?? []).some((e) => {
			const entry = e as { t?: unknown; tableMatch?: unknown };
			return entry.t === 'assign' && entry.tableMatch === tableMatch;
		});
	};

	/**
	 * Start-up: claims whose table match was not started or not recorded (a crash between the
	 * steps of an assignment), results missed the same way, and table matches of an older
	 * server that stored the table's match before its assignment.
	 */
	const reconcile = async () => {
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
			if (!a && m?.status === 'ready' && players[0] === m.players[0] && players[1] === m.players[1] && !(await assignedBefore(link.id, tableMatch))) {
				await svc.change(link.id, undefined, () => ({ t: 'assign', match: link.match, table: state.table.id, tableMatch, players: [m.players[0]!, m.players[1]!] }) satisfies CompetitionEntry);
			}
			onState(state);
			await report(state.table.id);
		}
		scheduleAuto();
	};
	later(reconcile);
	const sweep = setInterval(() => {
		if (!leads()) return;
		for (const state of svc.venue.allStates()) if (linkOf(state.match)) later(() => report(state.table.id));
	}, SWEEP_MS);
	sweep.unref();

	return {
		idle: async () => {
			let before: Promise<void>;
			do {
				before = queue;
				await before;
			} while (before !== queue);
		},
		close() {
			closed = true;
			clearInterval(sweep);
			unlisten();
			for (const t of timers) clearTimeout(t);
			for (const t of pushes.values()) clearTimeout(t);
		}
	};
}

const BRACKET_ORDER = { group: 0, winners: 1, losers: 2, final: 3 } as const;
/** The order matches go to tables: stage, round, then winners before losers, then number. */
function byOrder(a: CompetitionView['matches'][number], b: CompetitionView['matches'][number]): number {
	return a.stage - b.stage || a.round - b.round || BRACKET_ORDER[a.bracket] - BRACKET_ORDER[b.bracket] || (a.group ?? 0) - (b.group ?? 0) || a.number - b.number;
}

export { underWay };
