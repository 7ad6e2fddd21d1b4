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
import { call, connect, tempDir } from '../server/helpers';
import { sseReader } from '../api/sse';
import {
	act,
	assign,
	between,
	bootInProcess,
	caromActions,
	create,
	createTables,
	drive,
	matchById,
	playOut,
	raceActions,
	row,
	shutdown,
	tableState,
	view,
	waitView,
	type Harness
} from '../competitions/flow-support';

let h: Harness;

beforeAll(async () => {
	h = await bootInProcess(tempDir('cuecast-comp-flow-'));
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
	//   losers' round of byes: none played (each loser of winners 1 meets the "loser" of a bye), so
	//   the rounds shown count from the first one played:
	//   losers 1:  the losers of winners 2 drop in crosswise (no rematch of winners 1): Jan (from
	//              Ola's half) meets Leo (from Ewa's half), Iga meets Kai
	//   losers 2:  Jan–Iga;  losers 3: Iga–Ewa (the loser of winners 3)
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
				'losers 1: Jan beat Leo',
				'losers 1: Iga beat Kai',
				'losers 2: Iga beat Jan',
				'losers 3: Ewa beat Iga',
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

describe('groups into knockout, three-cushion: groups to 5 points, the knockout to 7', () => {
	it('group standings by match points, general average, high run; the knockout seeded A1–B2, B1–A2 and played to the final', async () => {
		// Seeds by hand 1…8; brackets-manager's seed-optimized groups: group 1 (A) seeds 1, 4, 5, 8,
		// group 2 (B) seeds 2, 3, 6, 7.
		const players = ['Abe', 'Bob', 'Bud', 'Ari', 'Amy', 'Bex', 'Bly', 'Axl'].map((name) => ({ name }));
		let v = await create(h, {
			name: 'Groups and knockout',
			format: 'groups-knockout',
			options: { groups: 2, advance: 2 },
			setup: { discipline: 'three-cushion', pointsTo: 5 },
			steps: [{ stage: 1, setup: { pointsTo: 7 } }],
			players,
			tables: ['gk1', 'gk2', 'gk3']
		});
		const id = v.id;
		expect(v.standings.map((s) => [s.group, s.rows.map((r) => r.name)])).toEqual([
			[1, ['Abe', 'Ari', 'Amy', 'Axl']],
			[2, ['Bob', 'Bud', 'Bex', 'Bly']]
		]);
		expect(v.matches.filter((m) => m.stage === 0)).toHaveLength(12); // 2 groups × 4·3/2
		expect(v.matches.some((m) => m.stage === 1)).toBe(false); // the knockout waits for the groups

		// Each match by innings (equal counts: whoever breaks, the winner reaches the target with his
		// last inning and the loser never does; a draw: both reach it in the same inning).
		type Played = [string, number[], string, number[]];
		const groups: Played[] = [
			// group A
			['Axl', [5], 'Abe', [0]],
			['Axl', [2, 3], 'Ari', [1, 1]],
			['Axl', [1, 1, 3], 'Amy', [0, 0, 0]],
			['Abe', [5], 'Ari', [4]],
			['Ari', [5], 'Amy', [2]],
			['Amy', [2, 3], 'Abe', [2, 2]],
			// group B
			['Bly', [5], 'Bob', [1]],
			['Bly', [5], 'Bex', [1]],
			['Bly', [5], 'Bud', [5]], // drawn: no tiebreak in a group
			['Bob', [2, 3], 'Bex', [1, 4]], // drawn
			['Bob', [3, 2], 'Bud', [0, 0]],
			['Bex', [2, 3], 'Bud', [1, 0]]
		];
		const knockouts: Played[] = [
			// to 7: Axl–Bex, Bly–Ari, then the final Ari–Axl (they met in group A too)
			['Axl', [7], 'Bex', [2]],
			['Ari', [3, 4], 'Bly', [2, 2]],
			['Ari', [7], 'Axl', [6]]
		];
		const setups = new Map<string, Record<string, unknown>>();
		v = await drive(h, id, ['gk1', 'gk2', 'gk3'], async (m) => {
			setups.set(m.id, (await tableState(h, m.table!)).match!.setup);
			const [a, ia, b, ib] = (m.stage === 0 ? groups : knockouts).find(([a, , b]) => m.players.includes(a) && m.players.includes(b))!;
			return caromActions(m, { [a]: ia, [b]: ib });
		});

		// Group A by hand (points/innings per match; average = all points ÷ all innings, cut to 3 decimals):
		//   Axl: 5/1, 5/2, 5/3 → 15/6 = 2.5, high run 5; 3 won → 6 points; conceded 0+2+0 = 2
		//   Ari: 2/2 (v Axl), 4/1 (v Abe), 5/1 (v Amy) → 11/4 = 2.75, high run 5; 1 won → 2; conceded 5+5+2 = 12
		//   Abe: 0/1 (v Axl), 5/1 (v Ari), 4/2 (v Amy) → 9/4 = 2.25, high run 5; 1 won → 2; conceded 5+4+5 = 14
		//   Amy: 0/3 (v Axl), 2/1 (v Ari), 5/2 (v Abe) → 7/6 = 1.1666… → 1.166, high run 3; 1 won → 2; conceded 5+5+4 = 14
		// Ari, Abe, Amy level on 2 points (they beat each other in a circle): the average decides,
		// Ari ahead of Abe although Abe beat her and has the better seed.
		const carom = { played: 3 };
		expect(v.standings[0].group).toBe(1);
		expect(v.standings[0].rows.map(row)).toEqual([
			{ ...carom, place: 1, name: 'Axl', won: 3, drawn: 0, lost: 0, matchPoints: 6, scored: 15, conceded: 2, average: 2.5, highRun: 5, tiebreak: null },
			{ ...carom, place: 2, name: 'Ari', won: 1, drawn: 0, lost: 2, matchPoints: 2, scored: 11, conceded: 12, average: 2.75, highRun: 5, tiebreak: 'average' },
			{ ...carom, place: 3, name: 'Abe', won: 1, drawn: 0, lost: 2, matchPoints: 2, scored: 9, conceded: 14, average: 2.25, highRun: 5, tiebreak: 'average' },
			{ ...carom, place: 4, name: 'Amy', won: 1, drawn: 0, lost: 2, matchPoints: 2, scored: 7, conceded: 14, average: 1.166, highRun: 3, tiebreak: null }
		]);
		// Group B by hand (a win 2, a draw 1):
		//   Bly: 5/1, 5/1, 5/1 → 15/3 = 5, high run 5; 2 won, 1 drawn → 5 points; conceded 1+1+5 = 7
		//   Bex: 1/1 (v Bly), 5/2 with a run of 4 (v Bob), 5/2 (v Bud) → 11/5 = 2.2, high run 4; W1 D1 L1 → 3; conceded 5+5+1 = 11
		//   Bob: 1/1 (v Bly), 5/2 with a run of 3 (v Bex), 5/2 (v Bud) → 11/5 = 2.2, high run 3; W1 D1 L1 → 3; conceded 5+5+0 = 10
		//   Bud: 5/1 (v Bly), 0/2 (v Bob), 1/2 (v Bex) → 6/5 = 1.2, high run 5; D1 L2 → 1; conceded 5+5+5 = 15
		// Bex and Bob level on points and average: the high run decides (4 to 3), against the seeds.
		expect(v.standings[1].group).toBe(2);
		expect(v.standings[1].rows.map(row)).toEqual([
			{ ...carom, place: 1, name: 'Bly', won: 2, drawn: 1, lost: 0, matchPoints: 5, scored: 15, conceded: 7, average: 5, highRun: 5, tiebreak: null },
			{ ...carom, place: 2, name: 'Bex', won: 1, drawn: 1, lost: 1, matchPoints: 3, scored: 11, conceded: 11, average: 2.2, highRun: 4, tiebreak: 'high-run' },
			{ ...carom, place: 3, name: 'Bob', won: 1, drawn: 1, lost: 1, matchPoints: 3, scored: 11, conceded: 10, average: 2.2, highRun: 3, tiebreak: null },
			{ ...carom, place: 4, name: 'Bud', won: 0, drawn: 1, lost: 2, matchPoints: 1, scored: 6, conceded: 15, average: 1.2, highRun: 5, tiebreak: null }
		]);

		// The knockout: A1 Axl – B2 Bex and B1 Bly – A2 Ari, then the final.
		const knockout = v.matches.filter((m) => m.stage === 1).sort((a, b) => a.round - b.round || a.number - b.number);
		expect(knockout.map((m) => [m.bracket, m.round, m.rounds, m.number, m.players, m.winner])).toEqual([
			['winners', 1, 2, 1, ['Axl', 'Bex'], 0],
			['winners', 1, 2, 2, ['Bly', 'Ari'], 1],
			['winners', 2, 2, 1, ['Axl', 'Ari'], 1]
		]);
		// The tables had 5 points in the groups and 7 with the penalty-shot tiebreak in the knockout.
		for (const m of v.matches) {
			const s = setups.get(m.id)!;
			if (m.stage === 0) {
				expect([s.discipline, s.pointsTo, s.tiebreak]).toEqual(['three-cushion', 5, undefined]);
				expect(s.competition).toMatchObject({ id, match: m.id, bracket: 'group', group: m.group });
			} else {
				expect([s.discipline, s.pointsTo, s.tiebreak]).toEqual(['three-cushion', 7, 'penalty-shots']);
				expect(s.competition).toMatchObject({ id, match: m.id, bracket: 'winners', round: m.round, rounds: 2 });
			}
		}
		expect(knockout.map((m) => m.result!.players.map((p) => p.score))).toEqual([
			[7, 2],
			[4, 7],
			[6, 7]
		]);
		expect(v.placing).toEqual([
			{ place: 1, name: 'Ari' },
			{ place: 2, name: 'Axl' },
			{ place: 3, name: 'Bex' },
			{ place: 3, name: 'Bly' }
		]);
	});
});

describe('a carom knockout match drawn: the penalty-shot tiebreak decides it', () => {
	it('stays live through the penalty shots, then its winner goes on to the final', async () => {
		// Single elimination by hand seeds: semi-finals Cam–Cox (1–4) and Cid–Col (2–3).
		let v = await create(h, {
			name: 'Penalty shots',
			format: 'single-elimination',
			setup: { discipline: 'three-cushion', pointsTo: 3 },
			players: ['Cam', 'Cid', 'Col', 'Cox'].map((name) => ({ name })),
			tables: ['pk1', 'pk2']
		});
		const id = v.id;
		const semi = between(v, 'Cam', 'Cox');
		const final = v.matches.find((m) => m.round === 2)!;
		expect(semi.setup.tiebreak).toBe('penalty-shots');
		const m = await assign(h, id, semi.id, 'pk1');
		const state = await tableState(h, 'pk1');
		expect(state.match!.setup).toMatchObject({ discipline: 'three-cushion', pointsTo: 3, tiebreak: 'penalty-shots' });
		// Both make 3 in the first inning (the second player's is the equalizing inning): a draw,
		// so penalty shots: round 1 both miss, round 2 Cam scores and Cox misses.
		const all = caromActions(m, { Cam: [3], Cox: [3] }, { Cam: [0, 1], Cox: [0, 0] });
		let revision = await act(h, 'pk1', m.tableMatch!, all.slice(0, -1));
		const before = await tableState(h, 'pk1');
		expect(before.match!.summary).toMatchObject({ status: 'in-progress', tiebreak: { round: 2 } });
		v = await view(h, id);
		expect(matchById(v, semi.id).status).toBe('live');
		expect(matchById(v, final.id).players).toEqual([null, null]);
		revision = await act(h, 'pk1', m.tableMatch!, all.slice(-1), revision);
		expect(revision).toBe(all.length);
		v = await waitView(h, id, (x) => matchById(x, semi.id).status === 'finished', 'the semi-final decided');
		const decided = matchById(v, semi.id);
		const cam = decided.players.indexOf('Cam');
		expect([decided.winner, decided.result!.draw, decided.result!.players.map((p) => p.score)]).toEqual([cam, false, [3, 3]]);
		expect(matchById(v, final.id).players[0]).toBe('Cam');
		expect(matchById(v, final.id).status).toBe('waiting');
	});
});

describe('handicaps: each player’s own target on the table', () => {
	it('pool: the race ends when a player reaches his own race-to', async () => {
		// 9-ball race to 3; Hal races to 2, Hob to 4.
		const v0 = await create(h, {
			name: 'Handicap pool',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 3 },
			players: [
				{ name: 'Hal', handicap: 2 },
				{ name: 'Hob', handicap: 4 }
			],
			tables: ['hc1']
		});
		const m = await assign(h, v0.id, v0.matches[0].id, 'hc1');
		const setup = (await tableState(h, 'hc1')).match!.setup;
		const hal = m.players.indexOf('Hal');
		expect(setup.raceTo).toBe(3);
		expect(setup.targets).toEqual(hal === 0 ? [2, 4] : [4, 2]);
		// Hob wins 3 racks (enough in a plain race to 3, not for him), then Hal 2: Hal wins 2–3.
		const rack = (p: number) => ({ t: 'rack', player: p });
		let revision = await act(h, 'hc1', m.tableMatch!, [rack(1 - hal), rack(1 - hal), rack(1 - hal)]);
		expect((await tableState(h, 'hc1')).match!.summary.status).toBe('in-progress');
		expect(matchById(await view(h, v0.id), m.id).status).toBe('live');
		revision = await act(h, 'hc1', m.tableMatch!, [rack(hal), rack(hal)], revision);
		const v = await waitView(h, v0.id, (x) => x.status === 'finished', 'the handicap race finished');
		const done = matchById(v, m.id);
		expect([done.winner, done.result!.players[hal].score, done.result!.players[1 - hal].score]).toEqual([hal, 2, 3]);
		// Hal: 1 won, racks 2 for 3 against; Hob: 0 won, 3 for 2 against.
		expect(v.standings[0].rows.map((r) => [r.place, r.name, r.won, r.scored, r.conceded])).toEqual([
			[1, 'Hal', 1, 2, 3],
			[2, 'Hob', 0, 3, 2]
		]);
	});

	it('carom: the match ends at the player’s own points target', async () => {
		// Three-cushion to 5; Kit plays to 3, Kim (no handicap) to the set-up's 5.
		const v0 = await create(h, {
			name: 'Handicap carom',
			format: 'round-robin',
			setup: { discipline: 'three-cushion', pointsTo: 5 },
			players: [{ name: 'Kit', handicap: 3 }, { name: 'Kim' }],
			tables: ['hc2']
		});
		const m = await assign(h, v0.id, v0.matches[0].id, 'hc2');
		const setup = (await tableState(h, 'hc2')).match!.setup;
		const kit = m.players.indexOf('Kit');
		expect(setup.targets).toEqual(kit === 0 ? [3, 5] : [5, 3]);
		// Kit makes her 3 in the first inning, Kim 4 (of her 5) in hers: Kit reached her own
		// target and Kim did not reach hers, so Kit wins 3–4.
		const v = await playOut(h, v0.id, m, caromActions(m, { Kit: [3], Kim: [4] }));
		const done = matchById(v, m.id);
		expect([done.winner, done.result!.players[kit].score, done.result!.players[1 - kit].score]).toEqual([kit, 3, 4]);
		// Nobody plays past his own target: 4 points in one inning to Kit's 3 are refused.
		const again = await create(h, {
			name: 'Handicap carom 2',
			format: 'round-robin',
			setup: { discipline: 'three-cushion', pointsTo: 5 },
			players: [{ name: 'Kit', handicap: 3 }, { name: 'Kim' }],
			tables: ['hc2']
		});
		const m2 = await assign(h, again.id, again.matches[0].id, 'hc2');
		const kitFirst = m2.players[0] === 'Kit';
		const revision = kitFirst ? 0 : await act(h, 'hc2', m2.tableMatch!, [{ t: 'inning', points: 0 }]);
		const refused = await call(h.op.socket, 'act', { table: 'hc2', match: m2.tableMatch, revision, action: { t: 'inning', points: 4 } });
		expect(refused.ok).toBe(false);
		expect(matchById(await view(h, again.id), m2.id).status).toBe('live');
	});
});
