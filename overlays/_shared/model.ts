/** Reads what overlays show out of a TableState; tolerant of missing or extra keys. */
import type { MatchEventWire, TableState, WireSummary } from '../../src/lib/protocol';

export type { MatchEventWire, TableState, WireSummary };
export type Family = 'pool' | 'carom' | 'pins' | 'artistic' | 'other';

export function familyOf(discipline: string | undefined): Family {
	if (!discipline) return 'other';
	if (discipline === 'eight-ball' || discipline === 'nine-ball' || discipline === 'straight-pool') return 'pool';
	if (discipline === 'artistic') return 'artistic';
	if (discipline === 'seven-pins' || discipline === 'kegel') return 'pins';
	if (/^(straight-rail|one-cushion|three-cushion|balkline-)/.test(discipline)) return 'carom';
	return 'other';
}

export interface PlayerView {
	name: string;
	country: string | null;
	rating: number | null;
	score: number;
	innings: number;
	highRun: number;
	average: number | null;
	fouls: number;
	currentRun: number | null;
	protocol: number[] | null;
	forfeited: boolean;
}

/** Optional shot clock: `summary.clock` or `state.clock`. Seconds; `at` is when `remaining` was read. */
export interface ClockView {
	remaining: number;
	limit: number | null;
	running: boolean;
	at: number;
}

export interface MatchView {
	discipline: string;
	family: Family;
	status: 'in-progress' | 'finished';
	winner: number | null;
	draw: boolean;
	turn: number | null;
	players: PlayerView[];
	/** raceTo (8/9-ball), pointsTo (14.1, carom), startScore (pins). */
	target: number | null;
	targetKind: 'race' | 'points' | 'from' | null;
	inningsLimit: number | null;
	rack: {
		number: number;
		breaker: number;
		onTable: number[];
		ballInHand: 'anywhere' | 'kitchen' | null;
		groups: [string, string] | null;
		pushOutAvailable: boolean;
	} | null;
	breaker: number | null;
	clock: ClockView | null;
	summary: WireSummary;
	setup: Record<string, unknown>;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

function clockOf(raw: unknown): ClockView | null {
	if (!raw || typeof raw !== 'object') return null;
	const c = raw as Record<string, unknown>;
	const remaining = num(c.remaining) ?? num(c.seconds) ?? (num(c.remainingMs) !== null ? num(c.remainingMs)! / 1000 : null);
	if (remaining === null) return null;
	const at = typeof c.at === 'string' ? Date.parse(c.at) : num(c.at);
	return {
		remaining,
		limit: num(c.limit) ?? (num(c.limitMs) !== null ? num(c.limitMs)! / 1000 : null),
		running: c.running === true,
		at: at !== null && Number.isFinite(at) ? at : Date.now()
	};
}

export function matchView(state: TableState | null): MatchView | null {
	const m = state?.match;
	if (!m || !m.summary || !Array.isArray(m.summary.players)) return null;
	const s = m.summary;
	const setup = (m.setup ?? {}) as Record<string, unknown>;
	const setupPlayers = Array.isArray(setup.players) ? (setup.players as unknown[]) : [];
	const players: PlayerView[] = s.players.map((p, i) => {
		const sp = setupPlayers[i];
		const so = sp && typeof sp === 'object' ? (sp as Record<string, unknown>) : {};
		return {
			name: str(p.name) ?? str(so.name) ?? (typeof sp === 'string' ? sp : `#${i + 1}`),
			country: str(p.country) ?? str(so.country),
			rating: num(p.rating) ?? num(so.rating),
			score: num(p.score) ?? 0,
			innings: num(p.innings) ?? 0,
			highRun: num(p.highRun) ?? 0,
			average: num(p.average),
			fouls: num(p.fouls) ?? 0,
			currentRun: num(p.currentRun),
			protocol: Array.isArray(p.protocol) ? (p.protocol as unknown[]).map((x) => num(x) ?? 0) : null,
			forfeited: p.forfeited === true
		};
	});
	const family = familyOf(s.discipline);
	let target: number | null = null;
	let targetKind: MatchView['targetKind'] = null;
	const raceTo = num(setup.raceTo);
	const pointsTo = num(s.pointsTo) ?? num(setup.pointsTo);
	const startScore = num(s.startScore) ?? num(setup.startScore);
	if (raceTo !== null) [target, targetKind] = [raceTo, 'race'];
	else if (pointsTo !== null) [target, targetKind] = [pointsTo, 'points'];
	else if (startScore !== null) [target, targetKind] = [startScore, 'from'];
	const r = s.rack as Record<string, unknown> | null;
	const rack = r
		? {
				number: num(r.number) ?? 1,
				breaker: num(r.breaker) ?? 0,
				onTable: Array.isArray(r.onTable) ? (r.onTable as number[]).filter((b) => typeof b === 'number') : [],
				ballInHand: r.ballInHand === 'anywhere' || r.ballInHand === 'kitchen' ? (r.ballInHand as 'anywhere' | 'kitchen') : null,
				groups: Array.isArray(r.groups) ? (r.groups as [string, string]) : null,
				pushOutAvailable: r.pushOutAvailable === true
			}
		: null;
	return {
		discipline: s.discipline,
		family,
		status: s.status === 'finished' ? 'finished' : 'in-progress',
		winner: num(s.winner),
		draw: s.draw === true,
		turn: num(s.turn),
		players,
		target,
		targetKind,
		inningsLimit: num(s.inningsLimit) ?? num(setup.inningsLimit),
		rack,
		breaker: rack ? rack.breaker : num(s.breaker),
		clock: clockOf(s.clock) ?? clockOf((state as unknown as Record<string, unknown>).clock),
		summary: s,
		setup
	};
}

/** 2.777 → "2.777"; null → "–". Averages keep the federation's 3 decimals (cut, not rounded). */
export const fmtAvg = (a: number | null): string => (a === null ? '–' : a.toFixed(3));
