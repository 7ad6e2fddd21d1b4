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
import { connect, tempDir } from '../server/helpers';
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
	await createTables(h, ['rr1', 'rr2', 'de1', 'de2', 'de3', 'de4', 'de5', 'de6', 'gk1', 'gk2', 'gk3', 'pk1', 'pk2', 'hc1', 'hc2']);
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

describe('double elimination, 6 players in an 8-player field, cuecast assigning the tables itself', () => {
	// Seeding by rating: Ola 600 (1), Ewa 550 (2), Iga 500 (3), Jan 450 (4), Kai 400 (5), Leo 350 (6),
	// entered in another order so that only the ratings can give that order.
	const players = [
		{ name: 'Kai', rating: 400 },
		{ name: 'Ola', rating: 600 },
		{ name: 'Leo', rating: 350 },
		{ name: 'Iga', rating: 500 },
		{ name: 'Ewa', rating: 550 },
		{ name: 'Jan', rating: 450 }
	];
	const seedOf: Record<string, number> = { Ola: 1, Ewa: 2, Iga: 3, Jan: 4, Kai: 5, Leo: 6 };

	/**
	 * Runs a whole double elimination on three tables with `auto`: plays every match as cuecast
	 * puts it on a table (the better seed wins, but for `upsets`: match key → winner), and watches
	 * every table's states and every competition view on the event stream meanwhile.
	 */
	async function run(name: string, tables: string[], upsets: (m: CompetitionView['matches'][number]) => string | null) {
		const viewers = tables.map((table) => connect(h.server.url, { table }));
		let v = await create(h, {
			name,
			format: 'double-elimination',
			options: { grandFinal: 'double' },
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players,
			seeding: 'rating',
			tables,
			auto: true,
			autoDelay: 0
		});
		const id = v.id;
		const events = await sseReader(`${h.server.url}/api/competitions/${id}/events`);
		const streamed: CompetitionView[] = [];
		const reading = (async () => {
			for (;;) {
				try {
					const e = await events.next(60_000);
					if (e.event === 'competition') streamed.push(JSON.parse(e.data));
				} catch {
					return;
				}
			}
		})();
		expect(v.players.map((p) => [p.seed, p.name])).toEqual(Object.entries(seedOf).map(([n, s]) => [s, n]));

		const order: string[] = [];
		const deadline = Date.now() + 30_000;
		while (v.status !== 'finished') {
			if (Date.now() > deadline) throw new Error(`${name} did not finish: ${JSON.stringify(v.matches.map((m) => [m.id, m.players, m.status]))}`);
			const live = v.matches.filter((m) => m.status === 'live');
			if (live.length === 0) {
				await new Promise((r) => setTimeout(r, 20));
				v = await view(h, id);
				continue;
			}
			for (const m of live) {
				const [a, b] = m.players as [string, string];
				const better = seedOf[a] < seedOf[b] ? a : b;
				const winner = upsets(m) ?? better;
				const loser = winner === a ? b : a;
				order.push(`${m.bracket} ${m.round}: ${winner} beat ${loser}`);
				v = await playOut(h, id, m, raceActions(m, { [winner]: 2, [loser]: 1 }));
			}
		}
		await new Promise((r) => setTimeout(r, 300));
		events.close();
		await reading;
		for (const c of viewers) c.socket.close();

		// Byes never made a match: every match has two of the six players, and was played on a table
		// cuecast chose (nobody here ever assigned one).
		for (const m of v.matches) {
			expect(m.players.every((p) => p !== null && p in seedOf), JSON.stringify(m)).toBe(true);
			expect([m.status, m.corrected, tables.includes(m.table!)]).toEqual(['finished', false, true]);
		}
		// Every table's state as its viewers saw it: a new match appears only once the one before it
		// finished, and every table match is a real pairing of two players.
		const tableMatches = new Set<number>();
		for (const c of viewers) {
			let previous: TableState['match'] | null = null;
			for (const s of c.states) {
				const m = s.match;
				if (!m) continue;
				if (previous && previous.id !== m.id) expect(previous.summary.status, `${s.table.id}: match ${previous.id} replaced by ${m.id}`).toBe('finished');
				previous = m;
				if ((m.setup.competition as { id?: string } | undefined)?.id !== id) continue;
				tableMatches.add(m.id);
				expect((m.setup.players as { name: string }[]).every((p) => p.name in seedOf)).toBe(true);
			}
		}
		expect(tableMatches.size).toBe(v.matches.length);
		expect(new Set(v.matches.map((m) => m.tableMatch)).size).toBe(v.matches.length);
		// No view ever had two live matches on one table, nor a live or ready match short of a player.
		expect(streamed.length).toBeGreaterThan(v.matches.length);
		for (const s of streamed) {
			const live = s.matches.filter((m) => m.status === 'live');
			expect(new Set(live.map((m) => m.table)).size, `revision ${s.revision}`).toBe(live.length);
			for (const m of s.matches) if (m.status === 'live' || m.status === 'ready') expect(m.players.includes(null)).toBe(false);
		}
		return { v, order };
	}

	// The bracket by hand (8 places, brackets-manager's inner-outer order 1–8, 4–5, 2–7, 3–6; the
	// byes are seeds 7 and 8, so Ola and Ewa start in the second round):
	//   winners 1: Jan–Kai, Iga–Leo                (Ola, Ewa: byes, no match)
	//   winners 2: Ola–Jan, Ewa–Iga
	//   winners 3: Ola–Ewa
	//   losers 1:  none (each loser of winners 1 meets the "loser" of a bye: no match)
	//   losers 2:  the losers of winners 2 drop in crosswise (no rematch of winners 1): Jan (from
//              Ola's half) meets Leo (from Ewa's half), Iga meets Kai
	//   losers 3:  Jan–Iga;  losers 4: Iga–Ewa (the loser of winners 3)
	//   final:     Ola–Ewa, and the reset only when Ewa (from the losers' side) wins it.
	// 6 players, everyone but the champion out after two losses: 5 × 2 = 10 matches, 11 with the reset.
	it('the winners’ side wins the grand final: no reset, 10 matches', async () => {
		const { v, order } = await run('Double A', ['de1', 'de2', 'de3'], () => null);
		expect(v.matches).toHaveLength(10);
		expect(order.slice(0, 2).sort()).toEqual(['winners 1: Iga beat Leo', 'winners 1: Jan beat Kai']);
		expect(order.at(-1)).toBe('final 1: Ola beat Ewa');
		expect(order.sort()).toEqual(
			[
				'winners 1: Jan beat Kai',
				'winners 1: Iga beat Leo',
				'winners 2: Ola beat Jan',
				'winners 2: Ewa beat Iga',
				'winners 3: Ola beat Ewa',
				'losers 2: Jan beat Leo',
				'losers 2: Iga beat Kai',
				'losers 3: Iga beat Jan',
				'losers 4: Ewa beat Iga',
				'final 1: Ola beat Ewa'
			].sort()
		);
		expect(v.placing).toEqual([
			{ place: 1, name: 'Ola' },
			{ place: 2, name: 'Ewa' },
			{ place: 3, name: 'Iga' },
			{ place: 4, name: 'Jan' },
			{ place: 5, name: 'Kai' },
			{ place: 5, name: 'Leo' }
		]);
	});

	it('the losers’ side wins the grand final: the reset is played, 11 matches', async () => {
		// As above, but Ewa (who came through the losers' side) wins the grand final: Ola has lost
		// once now too, so the reset is played; Ewa wins it as well.
		const { v, order } = await run('Double B', ['de4', 'de5', 'de6'], (m) => (m.bracket === 'final' ? 'Ewa' : null));
		expect(v.matches).toHaveLength(11);
		expect(order.slice(-2)).toEqual(['final 1: Ewa beat Ola', 'final 2: Ewa beat Ola']);
		expect(v.placing).toEqual([
			{ place: 1, name: 'Ewa' },
			{ place: 2, name: 'Ola' },
			{ place: 3, name: 'Iga' },
			{ place: 4, name: 'Jan' },
			{ place: 5, name: 'Kai' },
			{ place: 5, name: 'Leo' }
		]);
	});
});
