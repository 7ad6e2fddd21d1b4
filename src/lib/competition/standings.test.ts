import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRows, placingOfRoundRobin, standingsOf } from './standings';
import type { CompetitionMatch, CompetitionMatchStatus, StandingRow } from './types';
import type { MatchResult, PlayerResult } from '../records/result';
import { CATALOG, familyOf } from '../engine/catalog';

/** One seat of a match as the engine reports it: score, innings, high run. */
type Seat = [score: number, innings?: number, highRun?: number];

let nextId = 0;
function match(
	a: string,
	b: string,
	winner: 0 | 1 | null,
	seats: [Seat, Seat] | null,
	opts: { status?: CompetitionMatchStatus; setup?: Record<string, unknown>; corrected?: boolean } = {}
): CompetitionMatch {
	const player = (name: string, [score, innings = 0, highRun = 0]: Seat): PlayerResult => ({
		name,
		country: null,
		score,
		innings,
		average: null,
		highRun,
		racksWon: null,
		breakAndRuns: null
	});
	const status = opts.status ?? 'finished';
	const result: MatchResult | null = seats
		? {
				status: status === 'finished' ? 'finished' : 'live',
				winner,
				draw: status === 'finished' && winner === null,
				innings: null,
				players: [player(a, seats[0]), player(b, seats[1])]
			}
		: null;
	return {
		id: String(++nextId),
		stage: 0,
		bracket: 'group',
		group: 1,
		round: 1,
		rounds: 1,
		number: 1,
		players: [a, b],
		from: [null, null],
		status,
		table: null,
		tableMatch: null,
		setup: opts.setup ?? {},
		result,
		winner: status === 'finished' ? winner : null,
		corrected: opts.corrected ?? false
	};
}

type Expected = Omit<StandingRow, 'matchPoints' | 'average' | 'highRun'> & Partial<Pick<StandingRow, 'matchPoints' | 'average' | 'highRun'>>;
/** Compares the rows on the fields each expectation spells out. */
function expectRows(rows: StandingRow[], expected: Expected[]): void {
	expect(rows.map((r) => Object.fromEntries(Object.keys(expected[rows.indexOf(r)] ?? {}).map((k) => [k, r[k as keyof StandingRow]])))).toEqual(expected);
}

describe('carom', () => {
	it('breaks a tie on match points by general average (cut), then by high run, before head-to-head', () => {
		// Three-cushion to 40, equal innings per match.
		//   A–B 40–35 (40/40 inn, hr 5/4)   A wins
		//   A–C 40–20 (20/20, hr 4/6)       A wins
		//   A–D 30–40 (20/20, hr 3/5)       D wins
		//   B–C 40–25 (10/10, hr 8/5)       B wins
		//   B–D 40–10 (10/10, hr 9/2)       B wins
		//   C–D 40–35 (10/10, hr 4/9)       C wins
		// Match points: A 4 (B, C), B 4 (C, D), C 2 (D), D 2 (A).
		// Averages: A (40+40+30)/(40+20+20) = 110/80 = 1.375
		//           B (35+40+40)/(40+10+10) = 115/60 = 1.91666… → 1.916 (cut, not 1.917)
		//           C (20+25+40)/(20+10+10) = 85/40 = 2.125
		//           D (40+10+35)/(20+10+10) = 85/40 = 2.125
		// A beat B but B's average is better: B first. C and D level on average; high run C 6,
		// D 9: D ahead although C beat D.
		const ms = [
			match('A', 'B', 0, [[40, 40, 5], [35, 40, 4]]),
			match('A', 'C', 0, [[40, 20, 4], [20, 20, 6]]),
			match('A', 'D', 1, [[30, 20, 3], [40, 20, 5]]),
			match('B', 'C', 0, [[40, 10, 8], [25, 10, 5]]),
			match('B', 'D', 0, [[40, 10, 9], [10, 10, 2]]),
			match('C', 'D', 0, [[40, 10, 4], [35, 10, 9]])
		];
		const s = standingsOf('three-cushion', ['A', 'B', 'C', 'D'], ms, null);
		expect(s.group).toBeNull();
		expectRows(s.rows, [
			// B: scored 35+40+40 = 115, conceded 40+25+10 = 75
			{ place: 1, name: 'B', played: 3, won: 2, drawn: 0, lost: 1, matchPoints: 4, scored: 115, conceded: 75, average: 1.916, highRun: 9, tiebreak: 'average' },
			// A: scored 110, conceded 35+20+40 = 95; next row has 2 points: nothing to break
			{ place: 2, name: 'A', played: 3, won: 2, drawn: 0, lost: 1, matchPoints: 4, scored: 110, conceded: 95, average: 1.375, highRun: 5, tiebreak: null },
			// D: scored 85, conceded 30+40+40 = 110
			{ place: 3, name: 'D', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 2, scored: 85, conceded: 110, average: 2.125, highRun: 9, tiebreak: 'high-run' },
			// C: scored 85, conceded 40+40+35 = 115
			{ place: 4, name: 'C', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 2, scored: 85, conceded: 115, average: 2.125, highRun: 6, tiebreak: null }
		]);
	});

	it('gives 1 match point for a draw', () => {
		// Three-cushion, innings limit 50.
		//   X–Y 30–30 in 50/50 innings: draw   → X 1, Y 1
		//   X–Z 40–20 in 25/25: X wins         → X 2
		//   Y–Z 40–10 in 20/20: Y wins         → Y 2
		// X 3 points, average (30+40)/(50+25) = 70/75 = 0.9333… → 0.933
		// Y 3 points, average (30+40)/(50+20) = 70/70 = 1.000 → Y ahead on average
		// Z 0 points, average (20+10)/(25+20) = 30/45 = 0.666…
		const ms = [match('X', 'Y', null, [[30, 50, 3], [30, 50, 4]]), match('X', 'Z', 0, [[40, 25, 5], [20, 25, 2]]), match('Y', 'Z', 0, [[40, 20, 6], [10, 20, 1]])];
		const s = standingsOf('three-cushion', ['X', 'Y', 'Z'], ms, 2);
		expect(s.group).toBe(2);
		expectRows(s.rows, [
			{ place: 1, name: 'Y', played: 2, won: 1, drawn: 1, lost: 0, matchPoints: 3, scored: 70, conceded: 40, average: 1, highRun: 6, tiebreak: 'average' },
			{ place: 2, name: 'X', played: 2, won: 1, drawn: 1, lost: 0, matchPoints: 3, scored: 70, conceded: 50, average: 0.933, highRun: 5, tiebreak: null },
			{ place: 3, name: 'Z', played: 2, won: 0, drawn: 0, lost: 2, matchPoints: 0, scored: 30, conceded: 80, average: 0.666, highRun: 2, tiebreak: null }
		]);
	});

	it('counts corrected matches without innings as played, leaving their points out of the average', () => {
		//   P–Q 40–20 in 20/20 innings, hr 6/3: P wins (played at the table)
		//   P–R corrected, no result at all: R wins, 0–0
		//   Q–R corrected with scores 40–15 and no innings: Q wins
		// Everyone 1 win 1 loss = 2 points.
		// P: average 40/20 = 2.000; scored 40+0, conceded 20+0
		// Q: average 20/20 = 1.000 (the corrected 40 points have no innings: left out, else
		//    60/20 = 3 would put Q first); scored 20+40 = 60, conceded 40+15 = 55
		// R: no innings at all: average null, last; scored 0+15, conceded 0+40
		const ms = [
			match('P', 'Q', 0, [[40, 20, 6], [20, 20, 3]]),
			match('P', 'R', 1, null, { corrected: true }),
			match('Q', 'R', 0, [[40], [15]], { corrected: true })
		];
		expectRows(standingsOf('one-cushion', ['R', 'Q', 'P'], ms, null).rows, [
			{ place: 1, name: 'P', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 2, scored: 40, conceded: 20, average: 2, highRun: 6, tiebreak: 'average' },
			{ place: 2, name: 'Q', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 2, scored: 60, conceded: 55, average: 1, highRun: 3, tiebreak: 'average' },
			{ place: 3, name: 'R', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 2, scored: 15, conceded: 40, average: null, highRun: 0, tiebreak: null }
		]);
	});
});

describe('pool', () => {
	it('breaks a tie on wins by rack difference, and a tie on wins and difference by the two players’ match', () => {
		// 9-ball, race to 7.
		//   E–F 6–7 (F)   E–G 7–1 (E)   E–H 7–2 (E)
		//   F–G 7–5 (F)   F–H 6–7 (H)   G–H 7–5 (G)
		// Wins: E 2, F 2, G 1, H 1.
		// E: racks 6+7+7 = 20 won, 7+1+2 = 10 lost: +10; F: 7+7+6 = 20, 6+5+7 = 18: +2.
		//   F beat E, but E's difference is better: E first.
		// G: 1+5+7 = 13, 7+7+5 = 19: −6; H: 2+7+5 = 14, 7+6+7 = 20: −6. Level: G beat H, G
		//   ahead (although H won more racks, 14 > 13).
		const ms = [
			match('E', 'F', 1, [[6], [7]]),
			match('E', 'G', 0, [[7], [1]]),
			match('E', 'H', 0, [[7], [2]]),
			match('F', 'G', 0, [[7], [5]]),
			match('F', 'H', 1, [[6], [7]]),
			match('G', 'H', 0, [[7], [5]])
		];
		expectRows(standingsOf('nine-ball', ['H', 'G', 'F', 'E'], ms, null).rows, [
			{ place: 1, name: 'E', played: 3, won: 2, drawn: 0, lost: 1, matchPoints: 2, scored: 20, conceded: 10, average: null, tiebreak: 'difference' },
			{ place: 2, name: 'F', played: 3, won: 2, drawn: 0, lost: 1, matchPoints: 2, scored: 20, conceded: 18, average: null, tiebreak: null },
			{ place: 3, name: 'G', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 1, scored: 13, conceded: 19, average: null, tiebreak: 'head-to-head' },
			{ place: 4, name: 'H', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 1, scored: 14, conceded: 20, average: null, tiebreak: null }
		]);
	});

	it('breaks a 3-way tie by the mini-table of their matches, before racks won and seed order', () => {
		// 8-ball, race to 5, five players.
		//   P1–P2 5–0 (P1)  P1–P3 5–4 (P1)  P1–P4 4–5 (P4)  P1–P5 5–2 (P1)
		//   P2–P3 5–0 (P2)  P2–P4 5–1 (P2)  P2–P5 1–5 (P5)
		//   P3–P4 5–4 (P3)  P3–P5 5–0 (P3)
		//   P4–P5 5–1 (P4)
		// Wins: P1 3, P2 2, P3 2, P4 2, P5 1.
		// Racks won / lost: P2 0+5+5+1 = 11 / 5+0+1+5 = 11 → 0
		//                   P3 4+0+5+5 = 14 / 5+5+4+0 = 14 → 0
		//                   P4 5+1+4+5 = 15 / 4+5+5+1 = 15 → 0
		// Mini-table of P2, P3, P4: P2 2 wins (P3, P4), P3 1 (P4), P4 0.
		// Racks won (15 > 14 > 11) and seed order (P4, P3, P2) would both say the opposite.
		// P1: 5+5+4+5 = 19 / 0+4+5+2 = 11; P5: 2+5+0+1 = 8 / 5+1+5+5 = 16.
		const ms = [
			match('P1', 'P2', 0, [[5], [0]]),
			match('P1', 'P3', 0, [[5], [4]]),
			match('P1', 'P4', 1, [[4], [5]]),
			match('P1', 'P5', 0, [[5], [2]]),
			match('P2', 'P3', 0, [[5], [0]]),
			match('P2', 'P4', 0, [[5], [1]]),
			match('P2', 'P5', 1, [[1], [5]]),
			match('P3', 'P4', 0, [[5], [4]]),
			match('P3', 'P5', 0, [[5], [0]]),
			match('P4', 'P5', 0, [[5], [1]])
		];
		expectRows(standingsOf('eight-ball', ['P4', 'P3', 'P2', 'P1', 'P5'], ms, null).rows, [
			{ place: 1, name: 'P1', played: 4, won: 3, drawn: 0, lost: 1, scored: 19, conceded: 11, tiebreak: null },
			{ place: 2, name: 'P2', played: 4, won: 2, drawn: 0, lost: 2, scored: 11, conceded: 11, tiebreak: 'head-to-head' },
			{ place: 3, name: 'P3', played: 4, won: 2, drawn: 0, lost: 2, scored: 14, conceded: 14, tiebreak: 'head-to-head' },
			{ place: 4, name: 'P4', played: 4, won: 2, drawn: 0, lost: 2, scored: 15, conceded: 15, tiebreak: null },
			{ place: 5, name: 'P5', played: 4, won: 1, drawn: 0, lost: 3, scored: 8, conceded: 16, tiebreak: null }
		]);
	});

	it('ranks 14.1 by points difference, and ignores matches not finished', () => {
		// 14.1 to 100.
		//   S1–S2 100–80 (S1)   S2–S3 100–20 (S2)   S3–S1 100–90 (S3)
		// One win each. Differences: S1 +20 −10 = +10; S2 −20 +80 = +60; S3 −80 +10 = −70.
		// A live S1–S2 at 50–0 and a ready S1–S3 do not count.
		const ms = [
			match('S1', 'S2', 0, [[100, 12, 40], [80, 12, 33]]),
			match('S2', 'S3', 0, [[100, 5, 61], [20, 5, 9]]),
			match('S3', 'S1', 0, [[100, 9, 27], [90, 9, 52]]),
			match('S1', 'S2', null, [[50, 3, 50], [0, 3, 0]], { status: 'live' }),
			match('S1', 'S3', null, null, { status: 'ready' })
		];
		expectRows(standingsOf('straight-pool', ['S1', 'S2', 'S3'], ms, null).rows, [
			{ place: 1, name: 'S2', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 1, scored: 180, conceded: 120, average: null, highRun: 61, tiebreak: 'difference' },
			{ place: 2, name: 'S1', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 1, scored: 190, conceded: 180, average: null, highRun: 52, tiebreak: 'difference' },
			{ place: 3, name: 'S3', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 1, scored: 120, conceded: 190, average: null, highRun: 27, tiebreak: null }
		]);
	});

	it('falls back to seed order with no tiebreak when everything is level', () => {
		// A cycle with equal scores: T1 beat T2 7–5, T2 beat T3 7–5, T3 beat T1 7–5. Each 1 win,
		// 12 won, 12 lost; the mini-table is 1–1–1; racks won 12 each: seed order T3, T1, T2.
		const ms = [match('T1', 'T2', 0, [[7], [5]]), match('T2', 'T3', 0, [[7], [5]]), match('T3', 'T1', 0, [[7], [5]])];
		const rows = standingsOf('nine-ball', ['T3', 'T1', 'T2'], ms, null).rows;
		expect(rows.map((r) => [r.place, r.name, r.tiebreak])).toEqual([
			[1, 'T3', null],
			[2, 'T1', null],
			[3, 'T2', null]
		]);
	});
});

describe('Russian pyramid and snooker', () => {
	it('rank like pool races: matches won, then frames difference, then the two players’ match', () => {
		// Snooker, best of 5 (3 frames win).
		//   A–B 3–2 (A)   A–C 0–3 (C)   B–C 3–0 (B)
		// Wins: 1 each. Frames: A 3+0 = 3 won, 2+3 = 5 lost: −2; B 2+3 = 5, 3+0 = 3: +2;
		//   C 3+0 = 3, 0+3 = 3: 0. B, C, A by difference — though A beat B.
		const ms = [match('A', 'B', 0, [[3], [2]]), match('A', 'C', 1, [[0], [3]]), match('B', 'C', 0, [[3], [0]])];
		expectRows(standingsOf('snooker', ['A', 'B', 'C'], ms, null).rows, [
			{ place: 1, name: 'B', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 1, scored: 5, conceded: 3, average: null, tiebreak: 'difference' },
			{ place: 2, name: 'C', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 1, scored: 3, conceded: 3, average: null, tiebreak: 'difference' },
			{ place: 3, name: 'A', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 1, scored: 3, conceded: 5, average: null, tiebreak: null }
		]);
	});

	it('a pyramid tie on wins and frames difference goes to the two players’ match; a match won is one point, not two', () => {
		// Combined pyramid, race to 3.
		//   G–H 3–2 (G)  H–K 3–1 (H)  G–L 1–3 (L)  G–K 2–3 (K)  K–L 0–3 (L)  H–L 0–3 (L)
		// Wins: L 3, G 1, H 1, K 1. Frames: G 6–8 (−2), H 5–7 (−2), K 4–8 (−4).
		// G and H level on wins and difference: G beat H, G ahead; H ahead of K on difference.
		const ms = [
			match('G', 'H', 0, [[3], [2]]),
			match('H', 'K', 0, [[3], [1]]),
			match('G', 'L', 1, [[1], [3]]),
			match('G', 'K', 1, [[2], [3]]),
			match('K', 'L', 1, [[0], [3]]),
			match('H', 'L', 1, [[0], [3]])
		];
		expectRows(standingsOf('combined-pyramid', ['K', 'H', 'G', 'L'], ms, null).rows, [
			{ place: 1, name: 'L', played: 3, won: 3, drawn: 0, lost: 0, matchPoints: 3, scored: 9, conceded: 1, average: null, tiebreak: null },
			{ place: 2, name: 'G', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 1, scored: 6, conceded: 8, average: null, tiebreak: 'head-to-head' },
			{ place: 3, name: 'H', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 1, scored: 5, conceded: 7, average: null, tiebreak: 'difference' },
			{ place: 4, name: 'K', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 1, scored: 4, conceded: 8, average: null, tiebreak: null }
		]);
	});
});

describe('pins and artistic', () => {
	it('ranks pins by match points, then by the points each counted down', () => {
		// Kegel from 300; score is the points left.
		//   U–V: U 0 left, V 120 left (U) → U counted 300, V 180
		//   V–W: V 0, W 60 (V)             → V 300, W 240
		//   W–U: W 0, U 30 (W)             → W 300, U 270
		// 2 points each. U: 300+270 = 570 for, 180+300 = 480 against: +90
		//                W: 240+300 = 540, 300+270 = 570: −30
		//                V: 180+300 = 480, 300+240 = 540: −60
		const setup = { discipline: 'kegel', startScore: 300 };
		const ms = [match('U', 'V', 0, [[0], [120]], { setup }), match('V', 'W', 0, [[0], [60]], { setup }), match('W', 'U', 0, [[0], [30]], { setup })];
		expectRows(standingsOf('kegel', ['U', 'V', 'W'], ms, null).rows, [
			{ place: 1, name: 'U', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 2, scored: 570, conceded: 480, average: null, tiebreak: 'difference' },
			{ place: 2, name: 'W', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 2, scored: 540, conceded: 570, average: null, tiebreak: 'difference' },
			{ place: 3, name: 'V', played: 2, won: 1, drawn: 0, lost: 1, matchPoints: 2, scored: 480, conceded: 540, average: null, tiebreak: null }
		]);
	});

	it('ranks artistic by match points and difference, then by their match, then by seed order', () => {
		// Points per match:  K–L 30–28 (K)   K–M 20–30 (M)   L–M 32–20 (L)
		// 2 points each. K: 30+20 = 50 for, 28+30 = 58 against: −8
		//                L: 28+32 = 60, 30+20 = 50: +10;  M: 30+20 = 50, 20+32 = 52: −2
		const ms = [match('K', 'L', 0, [[30], [28]]), match('K', 'M', 1, [[20], [30]]), match('L', 'M', 0, [[32], [20]])];
		expect(standingsOf('artistic', ['K', 'L', 'M'], ms, null).rows.map((r) => [r.name, r.matchPoints, r.scored - r.conceded, r.tiebreak])).toEqual([
			['L', 2, 10, 'difference'],
			['M', 2, -2, 'difference'],
			['K', 2, -8, null]
		]);
		// Level on points and difference, separated by their match:
		//   V1–V2 30–20 (V1)   V2–V3 35–25 (V2)   V3–V1 35–25 (V3)   V1–V4 30–20, V2–V4 30–20, V3–V4 30–20
		// V1, V2, V3 4 points each; V1: 30+25+30 = 85 / 20+35+20 = 75: +10; V2: 20+35+30 = 85 / 30+25+20 = 75: +10;
		// V3: 25+35+30 = 90 / 35+25+20 = 80: +10. Mini-table of the three: 2 points each (a cycle): level,
		// so seed order V3, V2, V1 with no tiebreak. V4: 0 points.
		const cycle = [
			match('V1', 'V2', 0, [[30], [20]]),
			match('V2', 'V3', 0, [[35], [25]]),
			match('V3', 'V1', 0, [[35], [25]]),
			match('V1', 'V4', 0, [[30], [20]]),
			match('V2', 'V4', 0, [[30], [20]]),
			match('V3', 'V4', 0, [[30], [20]])
		];
		expect(standingsOf('artistic', ['V3', 'V2', 'V1', 'V4'], cycle, null).rows.map((r) => [r.name, r.matchPoints, r.scored - r.conceded, r.tiebreak])).toEqual([
			['V3', 4, 10, null],
			['V2', 4, 10, null],
			['V1', 4, 10, null],
			['V4', 0, -30, null]
		]);
		// Level on points and difference, separated by their match:
		//   W1–W2 30–25 (W1)  W3–W1 30–25 (W3)  W1–W4 30–20 (W1)
		//   W2–W3 30–25 (W2)  W2–W4 30–20 (W2)  W4–W3 30–20 (W4)
		// W1: 4 points, 30+25+30 = 85 / 25+30+20 = 75: +10;  W2: 4, 25+30+30 = 85 / 30+25+20 = 75: +10
		// W3: 2 points, 30+25+20 = 75 / 25+30+30 = 85: −10;  W4: 2, 20+20+30 = 70 / 30+30+20 = 80: −10
		// W1 beat W2, W4 beat W3: both ahead though seeded behind.
		const pairs = [
			match('W1', 'W2', 0, [[30], [25]]),
			match('W3', 'W1', 0, [[30], [25]]),
			match('W1', 'W4', 0, [[30], [20]]),
			match('W2', 'W3', 0, [[30], [25]]),
			match('W2', 'W4', 0, [[30], [20]]),
			match('W4', 'W3', 0, [[30], [20]])
		];
		expectRows(standingsOf('artistic', ['W2', 'W1', 'W3', 'W4'], pairs, null).rows, [
			{ place: 1, name: 'W1', played: 3, won: 2, drawn: 0, lost: 1, matchPoints: 4, scored: 85, conceded: 75, average: null, highRun: 0, tiebreak: 'head-to-head' },
			{ place: 2, name: 'W2', played: 3, won: 2, drawn: 0, lost: 1, matchPoints: 4, scored: 85, conceded: 75, average: null, highRun: 0, tiebreak: null },
			{ place: 3, name: 'W4', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 2, scored: 70, conceded: 80, average: null, highRun: 0, tiebreak: 'head-to-head' },
			{ place: 4, name: 'W3', played: 3, won: 1, drawn: 0, lost: 2, matchPoints: 2, scored: 75, conceded: 85, average: null, highRun: 0, tiebreak: null }
		]);
		// Two players, a double round robin: N beat O 30–20, O beat N 30–20. 1 win each, 50 / 50
		// each, mini-table 2–2: seed order, no tiebreak.
		const two = [match('N', 'O', 0, [[30], [20]]), match('O', 'N', 0, [[30], [20]])];
		expect(standingsOf('artistic', ['O', 'N'], two, null).rows.map((r) => [r.place, r.name, r.tiebreak])).toEqual([
			[1, 'O', null],
			[2, 'N', null]
		]);
		// A draw: N–O 25–25, N beat Q 30–25, O beat Q 30–25. N and O 1 + 2 = 3 points, 55 / 50
		// each: +5; their mini-table 1–1 (the draw): seed order N, O. Q 0 points.
		const three = [match('N', 'O', null, [[25], [25]]), match('N', 'Q', 0, [[30], [25]]), match('O', 'Q', 0, [[30], [25]])];
		expect(standingsOf('artistic', ['N', 'O', 'Q'], three, null).rows.map((r) => [r.name, r.matchPoints, r.drawn, r.tiebreak])).toEqual([
			['N', 3, 1, null],
			['O', 3, 1, null],
			['Q', 0, 0, null]
		]);
	});
});

describe('head-to-head in parts', () => {
	it('decides the parts a mini-table leaves level by their own matches', () => {
		// Artistic. Among A, B, C, D every match 30–20:
		//   B–A (B)  A–C (A)  A–D (A)  B–D (B)  C–B (C)  D–C (D)
		// and each against E:  E–A 30–25 (E)  E–B 30–25 (E)  C–E 30–15 (C)  D–E 30–15 (D)
		// Match points: A 2+2 = 4, B 4, C 4, D 4, E 2+2 = 4.
		// A: 30+30+20+25 = 105 / 20+20+30+30 = 100: +5     B: 30+30+20+25 = 105 / 100: +5
		// C: 30+20+20+30 = 100 / 20+30+30+15 = 95: +5      D: 100 / 95: +5
		// E: 30+30+15+15 = 90 / 25+25+30+30 = 110: −20 → last, by difference.
		// Mini-table of A, B, C, D: A 2 (C, D), B 2 (A, D), C 1 (B), D 1 (C): {A, B} then {C, D};
		// each pair by its match: B beat A, D beat C. Seed order would say A, B, C, D.
		const ms = [
			match('B', 'A', 0, [[30], [20]]),
			match('A', 'C', 0, [[30], [20]]),
			match('A', 'D', 0, [[30], [20]]),
			match('B', 'D', 0, [[30], [20]]),
			match('C', 'B', 0, [[30], [20]]),
			match('D', 'C', 0, [[30], [20]]),
			match('E', 'A', 0, [[30], [25]]),
			match('E', 'B', 0, [[30], [25]]),
			match('C', 'E', 0, [[30], [15]]),
			match('D', 'E', 0, [[30], [15]])
		];
		expectRows(standingsOf('artistic', ['A', 'B', 'C', 'D', 'E'], ms, 3).rows, [
			{ place: 1, name: 'B', played: 4, won: 2, drawn: 0, lost: 2, matchPoints: 4, scored: 105, conceded: 100, tiebreak: 'head-to-head' },
			{ place: 2, name: 'A', played: 4, won: 2, drawn: 0, lost: 2, matchPoints: 4, scored: 105, conceded: 100, tiebreak: 'head-to-head' },
			{ place: 3, name: 'D', played: 4, won: 2, drawn: 0, lost: 2, matchPoints: 4, scored: 100, conceded: 95, tiebreak: 'head-to-head' },
			{ place: 4, name: 'C', played: 4, won: 2, drawn: 0, lost: 2, matchPoints: 4, scored: 100, conceded: 95, tiebreak: 'difference' },
			{ place: 5, name: 'E', played: 4, won: 2, drawn: 0, lost: 2, matchPoints: 4, scored: 90, conceded: 110, tiebreak: null }
		]);
	});
});

describe('compareRows and placingOfRoundRobin', () => {
	it('compares rows of different tables by the keys a row carries', () => {
		const row = (over: Partial<StandingRow>): StandingRow => ({
			place: 1,
			name: 'x',
			played: 3,
			won: 2,
			drawn: 0,
			lost: 1,
			matchPoints: 4,
			scored: 100,
			conceded: 90,
			average: 1.2,
			highRun: 7,
			tiebreak: null,
			...over
		});
		expect(compareRows('three-cushion', row({ average: 1.3 }), row({}))).toBeLessThan(0);
		expect(compareRows('three-cushion', row({ highRun: 6 }), row({}))).toBeGreaterThan(0);
		expect(compareRows('three-cushion', row({ average: null }), row({}))).toBeGreaterThan(0);
		expect(compareRows('three-cushion', row({ average: null }), row({ average: null }))).toBe(0);
		// Pool: difference first: 110–100 (+10) ranks ahead of 95–90 (+5).
		expect(compareRows('nine-ball', row({ scored: 110, conceded: 100 }), row({ scored: 95, conceded: 90 }))).toBeLessThan(0);
		// Same difference (+10): more racks won ranks ahead.
		expect(compareRows('nine-ball', row({ scored: 60, conceded: 50 }), row({ scored: 100, conceded: 90 }))).toBeGreaterThan(0);
		expect(compareRows('nine-ball', row({}), row({}))).toBe(0);
	});

	it('gives the places and names', () => {
		const s = standingsOf('nine-ball', ['A', 'B'], [match('A', 'B', 1, [[3], [7]])], null);
		expect(placingOfRoundRobin(s)).toEqual([
			{ place: 1, name: 'B' },
			{ place: 2, name: 'A' }
		]);
	});
});

describe('properties', () => {
	const disciplines = CATALOG.map((d) => d.id);
	const arbTable = fc.integer({ min: 0, max: 7 }).chain((n) =>
		fc.record({
			discipline: fc.constantFrom(...disciplines),
			names: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { minLength: n, maxLength: n }),
			games: fc.array(
				fc.record({
					a: fc.nat(),
					b: fc.nat(),
					status: fc.constantFrom<CompetitionMatchStatus>('finished', 'finished', 'live', 'ready'),
					winner: fc.constantFrom<0 | 1 | null>(0, 1, null),
					seats: fc.option(fc.tuple(fc.tuple(fc.nat(300), fc.nat(60), fc.nat(50)), fc.tuple(fc.nat(300), fc.nat(60), fc.nat(50))), { nil: null })
				}),
				{ maxLength: 30 }
			)
		})
	);

	it('places are 1..n, played = won + drawn + lost, wins equal losses, draws pair up', () => {
		fc.assert(
			fc.property(arbTable, ({ discipline, names, games }) => {
				const ms =
					names.length === 0
						? []
						: games.map((g) => match(names[g.a % names.length], names[g.b % names.length], g.winner, g.seats, { status: g.status }));
				const { rows } = standingsOf(discipline, names, ms, null);
				expect(rows.map((r) => r.place)).toEqual(names.map((_, i) => i + 1));
				expect(new Set(rows.map((r) => r.name))).toEqual(new Set(names));
				for (const r of rows) expect(r.played).toBe(r.won + r.drawn + r.lost);
				const sum = (f: (r: StandingRow) => number) => rows.reduce((t, r) => t + f(r), 0);
				expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
				expect(sum((r) => r.drawn) % 2).toBe(0);
				expect(sum((r) => r.scored)).toBe(sum((r) => r.conceded));
				// Match points never rise down the table; outside pool (where racks won come after
				// head-to-head) no row ranks behind the next by the keys a row carries.
				for (let i = 1; i < rows.length; i++) {
					expect(rows[i - 1].matchPoints).toBeGreaterThanOrEqual(rows[i].matchPoints);
					if (familyOf(discipline) !== 'pool') expect(compareRows(discipline, rows[i - 1], rows[i])).toBeLessThanOrEqual(0);
				}
			})
		);
	});
});
