/**
 * Russian pyramid and snooker as a record, frame by frame: who broke, who won, each player's
 * points at the frame's end (balls on the shelf in pyramid, PY: the shelf is the score; points in
 * snooker), each visit to the table with what it made and where it left the player, the best
 * visit (snooker: the highest break), centuries, fouls, and how the frame ended when no stroke
 * ended it (a result entered, a concession, a forfeit, a restart).
 *
 * Everything is read off the engine's summaries before and after each effective action; nothing
 * here knows a rule. Once a frame is won the engine racks the next one, so the summary after a
 * frame's last stroke no longer shows how that frame ended: the engine says it in that stroke
 * (`frameEnd`, src/lib/engine/stroke.ts), and the match is replayed once.
 */
import type { MatchEvent } from '../engine/types';
import type { Summary } from '../engine/summary';
import type { ReplayEngine } from '../engine/history';
import type { FramesReader } from '../disciplines/parts';
import type { Match } from '../engine/match';

/** One inning (carom, 14.1, pins; record.ts) or visit (below): its points and the running total. */
export interface InningRecord {
	/** 1-based, per player. */
	n: number;
	points: number;
	/** The player's running total after this inning. */
	total: number;
}

/**
 * One visit to the table in a frame: `points` made, `total` the player's frame points after it.
 * `total` = the previous visit's total + `received` + `points`, so every point on a sheet is on a line.
 */
export interface VisitRecord extends InningRecord {
	/** The visit ended on the player's own foul. */
	foul: boolean;
	/**
	 * Points the opponent's fouls gave the player since his previous visit, before this one:
	 * snooker's foul points, pyramid's penalty balls put on his shelf.
	 */
	received: number;
}

export interface FrameRecord {
	number: number;
	breaker: number | null;
	winner: number | null;
	/** Each player's points (snooker) or balls on the shelf (pyramid) at the frame's end (so far, while it is played). */
	points: number[];
	/** Per player, his visits to the table in this frame. */
	visits: VisitRecord[][];
	/** Per player, his best visit: the highest break (snooker), the most balls in a visit (pyramid). */
	best: number[];
	/** Snooker: per player, his breaks of 100 or more in this frame. */
	centuries: number[][];
	/** Fouls per player. */
	fouls: number[];
	/** Per player, everything the opponent's fouls gave him in the frame (foul points, penalty balls). */
	received: number[];
	/** Per player, what he received after his last visit (a frame that ends on a foul, or before he came to the table). */
	receivedAfterVisits: number[];
	strokes: number;
	/** Won by a scorer's frame result (`{"t":"frame"}`). */
	resultOnly: boolean;
	/** The seat that conceded the frame (snooker), or null. */
	conceded: number | null;
	/** The seat that forfeited the frame, or null. */
	forfeited: number | null;
	/** Restarts of this frame (a stalemate or the referee's re-rack): the points before them were void. */
	restarts: number;
}

/** A snooker break of this many points is a century (board.moment.century). */
export const CENTURY = 100;

type Action = { t: string; [k: string]: unknown };

/** One action as replayed: the summaries around it, its events, and the frame's end when it decided one. */
interface Step {
	action: Action;
	before: Summary;
	after: Summary;
	events: readonly MatchEvent[];
	frameEnd: readonly number[] | undefined;
}

/** Replays `actions` from `setup`; the steps up to the first one the engine refuses. */
function replay(engine: ReplayEngine, setup: unknown, actions: readonly Action[]): Step[] {
	const created = engine.create(setup);
	if (!created.ok) return [];
	let match: Match = created.match;
	const steps: Step[] = [];
	for (const action of actions) {
		const before = engine.summarize(match);
		const step = engine.apply(match, action);
		if (!step.ok) break;
		match = step.match;
		steps.push({ action, before, after: engine.summarize(match), events: step.events, frameEnd: step.stroke.frameEnd });
	}
	return steps;
}

const won = (events: readonly MatchEvent[]): number | null => {
	const e = events.find((x) => x.type === 'rack-won');
	return e && e.type === 'rack-won' ? e.player : null;
};

/**
 * The frames of a pyramid or snooker match from its effective actions (undone ones gone), in
 * playing order; none before the first action.
 */
export function framesOf(engine: ReplayEngine, setup: Record<string, unknown>, actions: readonly Action[], seats: number, reader: FramesReader): FrameRecord[] {
	const steps = replay(engine, setup, actions);
	const first = steps[0]?.before;
	if (!first || !reader.frame(first)) return [];

	// The actions of each frame: a frame ends with the action that won it.
	const segments: Step[][] = [];
	let current: Step[] = [];
	for (const step of steps) {
		current.push(step);
		if (won(step.events) !== null) {
			segments.push(current);
			current = [];
		}
	}
	if (current.length) segments.push(current);

	return segments.map((segment) => frameRecord(reader.frame(segment[0]!.before)!, segment, seats, reader));
}

interface OpenVisit {
	player: number;
	visit: VisitRecord;
}

/** A frame's record before its first stroke. */
function emptyFrame(head: { number: number; breaker: number }, seats: number): FrameRecord {
	const zeros = () => Array<number>(seats).fill(0);
	return {
		number: head.number,
		breaker: head.breaker,
		winner: null,
		points: zeros(),
		visits: Array.from({ length: seats }, () => []),
		best: zeros(),
		centuries: Array.from({ length: seats }, () => []),
		fouls: zeros(),
		received: zeros(),
		receivedAfterVisits: zeros(),
		strokes: 0,
		resultOnly: false,
		conceded: null,
		forfeited: null,
		restarts: 0
	};
}

function frameRecord(head: { number: number; breaker: number }, steps: readonly Step[], seats: number, reader: FramesReader): FrameRecord {
	const r = emptyFrame(head, seats);
	const own = head.number;
	/** The visit under way, or null between visits. */
	let open: OpenVisit | null = null;
	const close = (o: OpenVisit) => {
		if (reader.centuries && o.visit.points >= CENTURY) r.centuries[o.player]!.push(o.visit.points);
	};
	/** What a shot or a choice gives a player other than its striker comes from a foul (foul points, a penalty ball). */
	const receive = (was: number[], next: number[], striker: number | null) => {
		for (let seat = 0; seat < seats; seat++) {
			const gain = (next[seat] ?? 0) - (was[seat] ?? 0);
			if (seat === striker || gain === 0) continue;
			r.received[seat]! += gain;
			r.receivedAfterVisits[seat]! += gain;
		}
	};
	for (const { action, before, after, events, frameEnd } of steps) {
		const was = reader.points(before);
		// the stroke that decided the frame says how it ended; once the match is over the summary
		// keeps the deciding frame, whatever number it gives it
		const same = after.status === 'finished' || reader.frame(after)?.number === own;
		const next = frameEnd ? [...frameEnd] : same ? reader.points(after) : was;
		const striker = before.turn;
		for (const e of events) if (e.type === 'foul' && r.fouls[e.player] !== undefined) r.fouls[e.player]!++;
		const winner = won(events);
		if (winner !== null) r.winner = winner;
		if (action.t === 'choose') {
			receive(was, next, null);
			r.points = next;
			continue;
		}
		r.strokes++;
		if (action.t === 'frame') r.resultOnly = true;
		if (action.t === 'concede' && striker !== null) r.conceded = striker;
		if (action.t === 'forfeit' && typeof action.player === 'number') r.forfeited = action.player;
		if (action.t === 'rerack') {
			r.restarts++;
			// the points before a restart are void, what fouls had given included
			r.receivedAfterVisits = Array<number>(seats).fill(0);
		}
		const shot = action.t === 'shot' && striker !== null && r.visits[striker] !== undefined;
		if (shot && (open === null || open.player !== striker)) {
			const list: VisitRecord[] = r.visits[striker]!;
			open = { player: striker, visit: { n: list.length + 1, points: 0, total: was[striker] ?? 0, foul: false, received: r.receivedAfterVisits[striker]! } };
			r.receivedAfterVisits[striker] = 0;
			list.push(open.visit);
		}
		if (shot) receive(was, next, striker);
		if (shot && striker !== null && open) {
			const v: VisitRecord = open.visit;
			v.points += (next[striker] ?? 0) - (was[striker] ?? 0);
			v.total = next[striker] ?? 0;
			if (events.some((e) => e.type === 'foul' && e.player === striker)) v.foul = true;
			r.best[striker] = Math.max(r.best[striker]!, v.points);
		}
		// the visit ends when the turn leaves the striker (a choice for the other player included)
		if (open && (action.t !== 'shot' || after.turn !== open.player || after.pending !== null || winner !== null)) {
			close(open);
			open = null;
		}
		r.points = next;
	}
	if (open) close(open);
	return r;
}

/** One player's cell on a line of a frame's visits: what fouls gave him before it, his visit (none: received after his last one) and his total. */
export interface VisitCell {
	received: number;
	visit: VisitRecord | null;
	total: number;
}

/**
 * A frame's visits as the sheet and the match page lay them out, a line per visit number and a
 * cell per player (null: no visit of his on that line). Points the opponent's fouls gave a player
 * after his last visit get a line of their own, so each total is the line before it plus what
 * the line shows.
 */
export function visitLines(f: FrameRecord): { n: number | null; cells: (VisitCell | null)[] }[] {
	const cellsOf = f.visits.map((list, seat): VisitCell[] => {
		const cells: VisitCell[] = list.map((v) => ({ received: v.received, visit: v, total: v.total }));
		const late = f.receivedAfterVisits[seat] ?? 0;
		if (late !== 0) cells.push({ received: late, visit: null, total: (list[list.length - 1]?.total ?? 0) + late });
		return cells;
	});
	const count = Math.max(0, ...cellsOf.map((c) => c.length));
	return Array.from({ length: count }, (_, i) => {
		const cells = cellsOf.map((c) => c[i] ?? null);
		return { n: cells.some((c) => c?.visit) ? i + 1 : null, cells };
	});
}

/** A received amount as a line shows it: "+4", nothing when none. */
export const receivedText = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? String(n) : '');
