/**
 * The standings of a round robin (or one group of it), by the discipline family's own rules.
 * Pure: plain data in, plain data out (no I/O, no clock). docs/rules-decisions.md
 * ("Competitions: standings") states the rules; in short, rows are ordered by these keys in turn:
 *
 * - carom: match points (2 a win, 1 a draw, 0 a loss), general average (points ÷ innings over
 *   all the player's matches in the table, cut to 3 decimals as the engine cuts), high run (best
 *   of any match), head-to-head, seed order.
 * - pool, Russian pyramid and snooker: matches won, difference (racks or frames won − lost in a
 *   race or a best-of; points in 14.1: `score` is racks or frames there and points in 14.1, so one
 *   formula serves all), head-to-head, racks (frames, points) won, seed order.
 * - pins and artistic (our choice, the seed documents say nothing about competitions): match
 *   points (2/1/0), points difference, head-to-head, seed order. Pins count down, so a pins
 *   player's points in a match are the points he counted down: start score − points left.
 *   A discipline the catalog does not know is ranked like pins and artistic.
 *
 * Head-to-head is a mini-table of the matches among exactly the players still tied (wins among
 * them in pool, match points among them elsewhere); when it splits them, each part that is still
 * level is decided again among its own players (two players: their match), then by the keys after
 * head-to-head. Only finished matches between two players of the table count; a match the
 * director corrected counts as played, won or lost with whatever scores it carries (none: 0–0).
 * Its points without innings are left out of the general average (they would raise it with no
 * innings to divide by); they still count as scored and conceded.
 */
import type { CompetitionMatch, StandingRow, Standings } from './types';
import { disciplineInfo } from '../engine/catalog';
import { cutAverage } from '../engine/innings';
import { standingsFor } from '../disciplines/families';
import type { FamilyStandings, StandingsKey } from '../disciplines/parts';
import { setupFacts } from '../engine/setup-facts';

export type Tiebreak = NonNullable<StandingRow['tiebreak']>;

/** A key read off a standings row; `label` is what `tiebreak` says when it separated two rows (null: the primary key). */
interface RowKey {
	label: Tiebreak | null;
	value: (row: StandingRow) => number;
}
type Key = RowKey | 'head-to-head';

const matchPoints: RowKey = { label: null, value: (r) => r.matchPoints };
const average: RowKey = { label: 'average', value: (r) => r.average ?? -Infinity };
const highRun: RowKey = { label: 'high-run', value: (r) => r.highRun };
const difference: RowKey = { label: 'difference', value: (r) => r.scored - r.conceded };
const scored: RowKey = { label: 'scored', value: (r) => r.scored };

/**
 * The disciplines whose every match has a winner — racks or frames decide it — so a table counts
 * their matches won, and no match of theirs may be drawn (the family's standings part).
 */
export const alwaysDecided = (discipline: string): boolean => standingsFor(discipline).alwaysDecided;

const KEYS: Record<StandingsKey, Key> = { average, 'high-run': highRun, difference, 'head-to-head': 'head-to-head', scored };
const familyKeys = (ranking: FamilyStandings): readonly Key[] => [matchPoints, ...ranking.keys.map((k) => KEYS[k])];

/** Higher first; equal values (-Infinity too: no average) are level. */
const byValue = (a: number, b: number): number => (a === b ? 0 : a > b ? -1 : 1);

/** A family whose matches are always decided counts matches won; every other 2 a win, 1 a draw. */
const pointsFor = (ranking: FamilyStandings, won: number, drawn: number): number => (ranking.alwaysDecided ? won : 2 * won + drawn);

/**
 * Compares two rows by the family's keys that a row carries (no head-to-head, no seed order):
 * negative when `a` ranks ahead of `b`, 0 when those keys are all level. For other modules that
 * rank rows of different tables (the best runners-up of several groups, say).
 */
export function compareRows(discipline: string, a: StandingRow, b: StandingRow): number {
	for (const key of familyKeys(standingsFor(discipline))) {
		if (key === 'head-to-head') continue;
		const d = byValue(key.value(a), key.value(b));
		if (d !== 0) return d;
	}
	return 0;
}

/** A counted match: the two players' indexes in the table and what each made. */
interface Played {
	seats: [number, number];
	winner: 0 | 1 | null;
	points: [number, number];
	innings: [number, number];
	highRun: [number, number];
}

function countedMatches(discipline: string, ranking: FamilyStandings, players: readonly string[], matches: readonly CompetitionMatch[]): Played[] {
	const index = new Map(players.map((name, i) => [name, i]));
	const fallbackStart = setupFacts(discipline)?.suggested.startScore ?? 300;
	const out: Played[] = [];
	for (const m of matches) {
		if (m.status !== 'finished') continue;
		const [a, b] = m.players;
		const ia = a === null ? undefined : index.get(a);
		const ib = b === null ? undefined : index.get(b);
		if (ia === undefined || ib === undefined || ia === ib) continue;
		const start = typeof m.setup.startScore === 'number' ? m.setup.startScore : fallbackStart;
		const seat = (s: 0 | 1) => {
			const p = m.result?.players[s];
			if (!p) return { points: 0, innings: 0, highRun: 0 };
			return { points: ranking.pointsMade(p.score, start), innings: p.innings, highRun: p.highRun };
		};
		const s0 = seat(0);
		const s1 = seat(1);
		out.push({
			seats: [ia, ib],
			winner: m.winner,
			points: [s0.points, s1.points],
			innings: [s0.innings, s1.innings],
			highRun: [s0.highRun, s1.highRun]
		});
	}
	return out;
}

function rowsOf(ranking: FamilyStandings, players: readonly string[], played: readonly Played[]): StandingRow[] {
	const rows = players.map((name) => ({ name, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, highRun: 0, avgPoints: 0, avgInnings: 0 }));
	for (const m of played) {
		for (const s of [0, 1] as const) {
			const r = rows[m.seats[s]];
			const o = s === 0 ? 1 : 0;
			r.played += 1;
			if (m.winner === null) r.drawn += 1;
			else if (m.winner === s) r.won += 1;
			else r.lost += 1;
			r.scored += m.points[s];
			r.conceded += m.points[o];
			r.highRun = Math.max(r.highRun, m.highRun[s]);
			if (m.innings[s] > 0) {
				r.avgPoints += m.points[s];
				r.avgInnings += m.innings[s];
			}
		}
	}
	return rows.map((r) => ({
		place: 0,
		name: r.name,
		played: r.played,
		won: r.won,
		drawn: r.drawn,
		lost: r.lost,
		matchPoints: pointsFor(ranking, r.won, r.drawn),
		scored: r.scored,
		conceded: r.conceded,
		average: ranking.average ? cutAverage(r.avgPoints, r.avgInnings) : null,
		highRun: r.highRun,
		tiebreak: null
	}));
}

/** Players (by seed index) in order, and what separated each from the next (gaps[i]: between i and i + 1). */
interface Ranked {
	ids: number[];
	gaps: (Tiebreak | null)[];
}

/** Splits `ids` into runs of equal value, best (highest) first; within a run seed order is kept. */
function split(ids: readonly number[], value: (id: number) => number): number[][] {
	const sorted = [...ids].sort((a, b) => byValue(value(a), value(b)) || a - b);
	const runs: number[][] = [];
	for (const id of sorted) {
		const last = runs[runs.length - 1];
		if (last && value(last[0]) === value(id)) last.push(id);
		else runs.push([id]);
	}
	return runs;
}

export function standingsOf(discipline: string, players: readonly string[], matches: readonly CompetitionMatch[], group: number | null): Standings {
	const ranking = standingsFor(discipline);
	const keys = familyKeys(ranking);
	const played = countedMatches(discipline, ranking, players, matches);
	const rows = rowsOf(ranking, players, played);

	/** The mini-table of the matches among exactly `ids`: each one's wins (pool, pyramid, snooker) or match points there. */
	const headToHead = (ids: readonly number[]): ((id: number) => number) => {
		const among = new Set(ids);
		const won = new Map<number, number>(ids.map((id) => [id, 0]));
		const drawn = new Map<number, number>(ids.map((id) => [id, 0]));
		for (const m of played) {
			if (!among.has(m.seats[0]) || !among.has(m.seats[1])) continue;
			if (m.winner === null) for (const id of m.seats) drawn.set(id, (drawn.get(id) ?? 0) + 1);
			else won.set(m.seats[m.winner], (won.get(m.seats[m.winner]) ?? 0) + 1);
		}
		return (id) => pointsFor(ranking, won.get(id) ?? 0, drawn.get(id) ?? 0);
	};

	/** Ranks players level on every key before `from`. */
	const rank = (ids: readonly number[], from: number): Ranked => {
		if (ids.length < 2) return { ids: [...ids], gaps: [] };
		for (let k = from; k < keys.length; k++) {
			const key = keys[k];
			const value = key === 'head-to-head' ? headToHead(ids) : (id: number) => key.value(rows[id]);
			const runs = split(ids, value);
			if (runs.length === 1) continue;
			const out: Ranked = { ids: [], gaps: [] };
			runs.forEach((run, j) => {
				// A part still level after head-to-head plays its own mini-table again.
				const sub = rank(run, key === 'head-to-head' ? k : k + 1);
				if (j > 0) out.gaps.push(key === 'head-to-head' ? 'head-to-head' : key.label);
				out.ids.push(...sub.ids);
				out.gaps.push(...sub.gaps);
			});
			return out;
		}
		// Level on everything: seed order, and nothing separated them.
		return { ids: [...ids].sort((a, b) => a - b), gaps: ids.slice(1).map(() => null) };
	};

	const ranked = rank(
		players.map((_, i) => i),
		0
	);
	return {
		group,
		rows: ranked.ids.map((id, i) => ({ ...rows[id], place: i + 1, tiebreak: ranked.gaps[i] ?? null }))
	};
}

/** The final placing of a round robin: its standings' places. */
export const placingOfRoundRobin = (standings: Standings): { place: number; name: string }[] =>
	standings.rows.map((r) => ({ place: r.place, name: r.name }));
