/**
 * A match as a record (issue 14): what a score sheet, a match page, a CSV export and a player's
 * statistics read — built once from the stored set-up and action log by replaying them through
 * the engine, never per action on the scoring path. Pure: the engine comes in as a parameter
 * (the server's seam, src/lib/server/engine.ts), no I/O.
 *
 * - `strokes`: the effective strokes (undone ones gone), as the console's stroke list has them.
 * - `corrections`: every undo and redo, where it happened.
 * - `innings`: per player, each inning's points and the running total (carom from the engine's
 *   own protocol; 14.1 and pins by visits to the table).
 * - `racks`: pool races, rack by rack (breaker, winner, strokes, fouls, break and run).
 * - `frames`: pyramid and snooker, frame by frame, each with its visits (frames.ts).
 */
import type { HistoryEntry } from '../protocol';
import type { Summary } from '../engine/summary';
import { familyOf, type Family } from '../engine/catalog';
import { MatchHistory, replayDetails, type ReplayEngine } from '../engine/history';
import { framesOf, type FrameRecord, type InningRecord } from './frames';
import { recordPartOf } from '../disciplines/families';

export type { FrameRecord, InningRecord, VisitRecord } from './frames';

/** A match as the store keeps it (TableStore.loadMatch). */
export interface StoredMatch {
	id: number;
	tableId: string;
	setup: unknown;
	startedAt: string;
	endedAt: string | null;
	actions: unknown[];
	/** When each action was stored (ms since the epoch, RecordStore.actionTimes); without them a finished match's end is not known. */
	actionTimes?: readonly number[];
}


export interface RackRecord {
	number: number;
	breaker: number | null;
	winner: number | null;
	strokes: number;
	/** Fouls per player in this rack. */
	fouls: number[];
	/** The breaker won it without the opponent coming to the table (engine event). */
	breakAndRun: boolean;
	/** The break itself won it (9-ball: the 9 on the break). */
	goldenBreak: boolean;
	/** Strokes after which the next player had ball in hand. */
	ballInHand: number;
	/** Won by a scorer's rack result (`{"t":"rack"}`), without its strokes. */
	resultOnly: boolean;
}

export interface RecordPlayer {
	name: string;
	country: string | null;
}

export interface MatchRecordView {
	id: number;
	tableId: string;
	setup: Record<string, unknown>;
	startedAt: string;
	/**
	 * A finished match: when its deciding action was stored (the action after which it stayed
	 * finished; an undone win does not count). Otherwise when it was taken off its table (replaced,
	 * the table removed), null while it is current.
	 */
	endedAt: string | null;
	discipline: string;
	family: Family | null;
	players: RecordPlayer[];
	/** The engine's summary after the whole log (null: the log cannot be replayed). */
	summary: Summary | null;
	/** Why the record is incomplete (an unknown discipline, a log this engine refuses). */
	problem: string | null;
	strokes: HistoryEntry[];
	corrections: { revision: number; t: 'undo' | 'redo' }[];
	innings: InningRecord[][] | null;
	racks: RackRecord[] | null;
	/** Pyramid and snooker: frame by frame, with each frame's visits to the table. */
	frames: FrameRecord[] | null;
}

const playerOf = (p: unknown): RecordPlayer =>
	typeof p === 'string'
		? { name: p, country: null }
		: { name: String((p as { name?: unknown })?.name ?? ''), country: typeof (p as { country?: unknown })?.country === 'string' ? String((p as { country: string }).country) : null };

export function buildRecord(engine: ReplayEngine, stored: StoredMatch): MatchRecordView {
	const setup = (stored.setup && typeof stored.setup === 'object' ? stored.setup : {}) as Record<string, unknown>;
	const discipline = String(setup.discipline ?? '');
	const family = familyOf(discipline);
	const players = Array.isArray(setup.players) ? setup.players.map(playerOf) : [];
	const base = { id: stored.id, tableId: stored.tableId, setup, startedAt: stored.startedAt, endedAt: stored.endedAt, discipline, family, players };

	const created = engine.create(setup);
	if (!created.ok) return { ...base, summary: null, problem: `the set-up cannot be played by this engine`, strokes: [], corrections: [], innings: null, racks: null, frames: null };
	let match = created.match;
	let problem: string | null = null;
	/** The action after which the match became finished and stayed so, or null. */
	let deciding: number | null = null;
	for (const [i, action] of stored.actions.entries()) {
		const step = engine.apply(match, action);
		if (!step.ok) {
			problem = `action ${i + 1} cannot be replayed by this engine`;
			break;
		}
		match = step.match;
		const finished = engine.summarize(match).status === 'finished';
		if (!finished) deciding = null;
		else if (deciding === null) deciding = i;
	}
	const decidedAt = deciding === null ? undefined : stored.actionTimes?.[deciding];
	const endedAt = decidedAt !== undefined ? new Date(decidedAt).toISOString() : stored.endedAt;
	const details = replayDetails(engine, setup, stored.actions);
	const history = new MatchHistory();
	const corrections: MatchRecordView['corrections'] = [];
	stored.actions.forEach((action, i) => {
		const t = (action as { t?: unknown }).t;
		if (t === 'undo' || t === 'redo') corrections.push({ revision: i + 1, t });
		history.apply(action, i + 1, details[i]!);
	});
	const summary = engine.summarize(match);
	const strokes = history.list();
	const part = recordPartOf(discipline);
	return {
		...base,
		endedAt,
		summary,
		problem,
		strokes,
		corrections,
		innings: inningsOf(summary, strokes, players.length),
		racks: part.racks(setup) ? racksOf(strokes, players.length, rackBreakers(engine, setup, strokes)) : null,
		frames: part.frames ? framesOf(engine, setup, strokes.map((s) => s.action), players.length, part.frames) : null
	};
}

/**
 * Each player's innings: the engine's protocol in carom; visits to the table in 14.1 and pins.
 * Pyramid and snooker keep theirs per frame (`frames`): a total across frames means nothing there.
 */
function inningsOf(summary: Summary, strokes: HistoryEntry[], seats: number): InningRecord[][] | null {
	const totals = (points: number[]) => {
		let total = 0;
		return points.map((p, i) => ({ n: i + 1, points: p, total: (total += p) }));
	};
	if (summary.players.length && 'protocol' in summary.players[0]!) {
		return summary.players.map((p) => totals((p as { protocol: number[] }).protocol));
	}
	const counted = summary.discipline === 'straight-pool' || 'startScore' in summary;
	if (!counted) return null;
	const visits: number[][] = Array.from({ length: seats }, () => []);
	let at: number | null = null;
	for (const s of strokes) {
		if (s.player === null || s.action.t === 'choose') continue;
		if (s.player !== at) {
			visits[s.player]?.push(0);
			at = s.player;
		}
		const list = visits[s.player];
		if (list?.length) list[list.length - 1]! += s.scored;
	}
	return visits.map(totals);
}

/**
 * Who broke (or was due to break) each rack, as the engine's summary says before the rack's
 * first effective action: a rack entered by its result alone has no break shot, yet a breaker.
 */
function rackBreakers(engine: ReplayEngine, setup: unknown, strokes: readonly HistoryEntry[]): Map<number, number> {
	const out = new Map<number, number>();
	const created = engine.create(setup);
	if (!created.ok) return out;
	let match = created.match;
	for (const s of strokes) {
		const rack = engine.summarize(match).rack;
		if (rack && !out.has(rack.number)) out.set(rack.number, rack.breaker);
		const step = engine.apply(match, s.action);
		if (!step.ok) break;
		match = step.match;
	}
	return out;
}

/** A pool race rack by rack, from the strokes and the engine's events. */
function racksOf(strokes: HistoryEntry[], seats: number, breakers: ReadonlyMap<number, number>): RackRecord[] {
	const racks = new Map<number, RackRecord>();
	for (const s of strokes) {
		if (s.rack === null) continue;
		let r = racks.get(s.rack);
		if (!r) racks.set(s.rack, (r = { number: s.rack, breaker: null, winner: null, strokes: 0, fouls: Array(seats).fill(0), breakAndRun: false, goldenBreak: false, ballInHand: 0, resultOnly: false }));
		if (s.action.t === 'choose') continue;
		r.strokes++;
		// a rack result names its winner, not a breaker
		if (s.action.t === 'rack') r.resultOnly = true;
		else if (s.breakShot && r.breaker === null) r.breaker = s.player;
		if (s.ballInHand) r.ballInHand++;
		for (const e of s.events) {
			if (e.type === 'foul' && r.fouls[e.player] !== undefined) r.fouls[e.player]!++;
			if (e.type === 'rack-won') r.winner = e.player;
			if (e.type === 'break-and-run') r.breakAndRun = true;
			if (e.type === 'golden-break') r.goldenBreak = true;
		}
	}
	for (const r of racks.values()) if (r.breaker === null) r.breaker = breakers.get(r.number) ?? null;
	return [...racks.values()].sort((a, b) => a.number - b.number);
}
