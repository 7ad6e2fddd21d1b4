/**
 * Competitions and their tables on a real server (issue 15), continued from flow.test.ts: a
 * restart in the middle and a kill -9 right after a match's last action, an undo after the end
 * on the table, the refusals that change nothing, and the event stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionView } from '../../src/lib/competition/types';
import { call, tempDir, type Running } from '../server/helpers';
import { sseReader } from '../api/sse';
import {
	act,
	api,
	assign,
	between,
	boot,
	caromActions,
	create,
	createTables,
	matchById,
	playOut,
	raceActions,
	shutdown,
	tableState,
	view,
	waitView,
	type Harness
} from './flow-support';

const rack = (player: number) => ({ t: 'rack', player });

describe('a restart in the middle, and a kill -9 right after a match’s last action', () => {
	let h: Harness<Running> | undefined;
	afterAll(async () => {
		await shutdown(h);
	});

	it('continues exactly where it was, and keeps a result the crash left unreported', async () => {
		const dataDir = tempDir('cuecast-comp-restart-');
		h = await boot(dataDir);
		await createTables(h, ['r1', 'r2']);
		let v = await create(h, {
			name: 'Restarted',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: [{ name: 'Ada' }, { name: 'Bea' }, { name: 'Cyd' }],
			tables: ['r1', 'r2']
		});
		const id = v.id;
		expect(v.matches).toHaveLength(3); // 3 players: 3·2/2 (the bye of each round is no match)

		// Ada beats Bea 2–0 on r1; then Bea–Cyd goes on r1 and Cyd wins its first rack.
		const first = await assign(h, id, between(v, 'Ada', 'Bea').id, 'r1');
		v = await playOut(h, id, first, raceActions(first, { Ada: 2, Bea: 0 }));
		const second = await assign(h, id, between(v, 'Bea', 'Cyd').id, 'r1');
		const cyd = second.players.indexOf('Cyd');
		await act(h, 'r1', second.tableMatch!, [rack(cyd)]);
		// Ada–Cyd goes on r2 and is taken off again before a rack is played: ready, not on a table.
		const offAgain = await assign(h, id, between(v, 'Ada', 'Cyd').id, 'r2');
		const off = await api(h, `/api/competitions/${id}/matches/${offAgain.id}/unassign`, { body: {} });
		expect([off.status, matchById(off.body.competition, offAgain.id).status]).toEqual([200, 'ready']);
		const before = await waitView(h, id, (x) => matchById(x, second.id).result?.players[cyd].score === 1, 'the live score');

		// A clean stop and a new server on the same data.
		const { port } = h.server;
		await shutdown(h);
		h = await boot(dataDir, port, h.token);
		const after = await waitView(h, id, (x) => matchById(x, second.id).result?.players[cyd].score === 1, 'the live score after the restart');
		expect(after).toEqual(before);
		expect(matchById(after, first.id)).toMatchObject({ status: 'finished', winner: first.players.indexOf('Ada'), table: 'r1' });
		expect(matchById(after, second.id)).toMatchObject({ status: 'live', table: 'r1', tableMatch: second.tableMatch });
		const r1 = await tableState(h, 'r1');
		expect([r1.match!.id, r1.match!.revision, r1.match!.summary.status]).toEqual([second.tableMatch, 1, 'in-progress']);
		// r1 is still taken by the live match; the next match goes to r2.
		const taken = await api(h, `/api/competitions/${id}/matches/${between(after, 'Ada', 'Cyd').id}/assign`, { body: { table: 'r1' } });
		expect([taken.status, taken.body.code]).toEqual([409, 'comp-table-taken']);
		const third = await assign(h, id, between(after, 'Ada', 'Cyd').id, 'r2');
		// The live match goes on from the revision it had: Cyd wins it 2–0.
		await act(h, 'r1', second.tableMatch!, [rack(cyd)], 1);
		v = await waitView(h, id, (x) => matchById(x, second.id).status === 'finished', 'Bea–Cyd finished');
		expect(matchById(v, second.id).winner).toBe(cyd);

		// Ada–Cyd: Cyd wins 2–1; kill -9 as soon as the last rack is acknowledged.
		await act(h, 'r2', third.tableMatch!, raceActions(third, { Ada: 1, Cyd: 2 }));
		await h.server.kill9();
		h.op.socket.close();
		h = await boot(dataDir, port, h.token);
		v = await waitView(h, id, (x) => x.status === 'finished', 'the result after the crash');
		const last = matchById(v, third.id);
		expect([last.status, last.winner, last.table, last.tableMatch]).toEqual(['finished', third.players.indexOf('Cyd'), 'r2', third.tableMatch]);
		// Ada: W 2–0 Bea, L 1–2 Cyd → 1 won, +1; Cyd: W 2–0 Bea, W 2–1 Ada → 2 won; Bea: 0 won.
		expect(v.standings[0].rows.map((r) => [r.place, r.name, r.won, r.scored, r.conceded])).toEqual([
			[1, 'Cyd', 2, 4, 1],
			[2, 'Ada', 1, 3, 2],
			[3, 'Bea', 0, 0, 4]
		]);
	}, 60_000);
});

let h: Harness;
beforeAll(async () => {
	h = await boot(tempDir('cuecast-comp-table-'));
	await createTables(h, ['u1', 'u2', 'u3', 'u4', 'c1', 'c2', 'c3', 'k1', 'f1', 'f2', 'f3', 's1', 'm1', 'm2']);
}, 30_000);
afterAll(async () => {
	await shutdown(h);
});

describe('undo after the end, on the table', () => {
	it('makes the match live again and its follower not ready; redo finishes it again', async () => {
		// Single elimination, seeds by hand: semi-finals Uma–Uli (1–4) and Una–Ute (2–3).
		let v = await create(h, {
			name: 'Undone',
			format: 'single-elimination',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: ['Uma', 'Una', 'Ute', 'Uli'].map((name) => ({ name })),
			tables: ['u1', 'u2']
		});
		const id = v.id;
		const final = v.matches.find((m) => m.round === 2)!;
		const lower = await assign(h, id, between(v, 'Una', 'Ute').id, 'u2');
		v = await playOut(h, id, lower, raceActions(lower, { Una: 2, Ute: 1 }));
		const upper = await assign(h, id, between(v, 'Uma', 'Uli').id, 'u1');
		const actions = raceActions(upper, { Uma: 2, Uli: 0 });
		v = await playOut(h, id, upper, actions);
		expect(matchById(v, final.id)).toMatchObject({ status: 'ready', players: ['Uma', 'Una'] });

		// The marker undoes the winning rack: the match is on again, the final waits for its winner.
		let revision = await act(h, 'u1', upper.tableMatch!, [{ t: 'undo' }], actions.length);
		v = await waitView(h, id, (x) => matchById(x, upper.id).status === 'live', 'the semi-final live again');
		expect(matchById(v, upper.id)).toMatchObject({ status: 'live', winner: null, table: 'u1', tableMatch: upper.tableMatch });
		expect(matchById(v, final.id)).toMatchObject({ status: 'waiting', players: [null, 'Una'] });
		expect(v.placing).toEqual([]);
		const refused = await api(h, `/api/competitions/${id}/matches/${final.id}/assign`, { body: { table: 'u2' } });
		expect([refused.status, refused.body.code, refused.body.params?.status]).toEqual([409, 'comp-match-not-ready', 'waiting']);

		// Redo: finished again, the final ready again with the same players.
		revision = await act(h, 'u1', upper.tableMatch!, [{ t: 'redo' }], revision);
		v = await waitView(h, id, (x) => matchById(x, upper.id).status === 'finished', 'the semi-final finished again');
		expect(matchById(v, upper.id)).toMatchObject({ winner: upper.players.indexOf('Uma'), corrected: false });
		expect(matchById(v, final.id)).toMatchObject({ status: 'ready', players: ['Uma', 'Una'] });

		const f = await assign(h, id, final.id, 'u1');
		v = await playOut(h, id, f, raceActions(f, { Uma: 1, Una: 2 }));
		expect(v.status).toBe('finished');
		expect(v.placing).toEqual([
			{ place: 1, name: 'Una' },
			{ place: 2, name: 'Uma' },
			{ place: 3, name: 'Uli' },
			{ place: 3, name: 'Ute' }
		]);
	});
});

describe('undo after the end of the last group match', () => {
	it('withdraws the knockout until the groups are over again', async () => {
		// Two groups of two (seeds 1, 4 and 2, 3), the winner of each goes on: the final is A1–B1.
		let v = await create(h, {
			name: 'Undone groups',
			format: 'groups-knockout',
			options: { groups: 2, advance: 1 },
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: ['Gus', 'Gil', 'Gia', 'Gem'].map((name) => ({ name })),
			tables: ['u3', 'u4']
		});
		const id = v.id;
		expect(v.standings.map((s) => s.rows.map((r) => r.name))).toEqual([
			['Gus', 'Gem'],
			['Gil', 'Gia']
		]);
		const a = await assign(h, id, between(v, 'Gus', 'Gem').id, 'u3');
		v = await playOut(h, id, a, raceActions(a, { Gus: 2, Gem: 0 }));
		const b = await assign(h, id, between(v, 'Gil', 'Gia').id, 'u4');
		const actions = raceActions(b, { Gia: 2, Gil: 1 });
		await act(h, 'u4', b.tableMatch!, actions);
		v = await waitView(h, id, (x) => x.matches.some((m) => m.stage === 1), 'the knockout');
		expect(v.matches.filter((m) => m.stage === 1).map((m) => [m.players, m.status])).toEqual([[['Gus', 'Gia'], 'ready']]);

		// Gia's winning rack undone: group B is under way again, the knockout gone.
		const revision = await act(h, 'u4', b.tableMatch!, [{ t: 'undo' }], actions.length);
		v = await waitView(h, id, (x) => !x.matches.some((m) => m.stage === 1), 'the knockout withdrawn');
		expect(matchById(v, b.id).status).toBe('live');
		// It was Gil 1 (first), Gia 2; undone to 1–1, Gil wins the decider: Gil 2–1, and goes on.
		await act(h, 'u4', b.tableMatch!, [rack(b.players.indexOf('Gil'))], revision);
		v = await waitView(h, id, (x) => x.matches.some((m) => m.stage === 1), 'the knockout again');
		const final = v.matches.find((m) => m.stage === 1)!;
		expect([final.players, final.status]).toEqual([['Gus', 'Gil'], 'ready']);
		const f = await assign(h, id, final.id, 'u3');
		v = await playOut(h, id, f, raceActions(f, { Gus: 2, Gil: 0 }));
		expect(v.status).toBe('finished');
		expect(v.placing).toEqual([
			{ place: 1, name: 'Gus' },
			{ place: 2, name: 'Gil' }
		]);
	});
});

describe('a match moved to another table before it started', () => {
	it('takes its live score and its result only from the table it is on now', async () => {
		let v = await create(h, {
			name: 'Moved',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: [{ name: 'Mia' }, { name: 'Max' }],
			tables: ['m1', 'm2']
		});
		const id = v.id;
		const first = await assign(h, id, v.matches[0].id, 'm1');
		const off = await api(h, `/api/competitions/${id}/matches/${first.id}/unassign`, { body: {} });
		expect(off.status).toBe(200);
		const moved = await assign(h, id, first.id, 'm2');
		expect(moved.tableMatch).not.toBe(first.tableMatch);
		// Seat 1 wins a rack on m2, where the match is now …
		await act(h, 'm2', moved.tableMatch!, [rack(1)]);
		v = await waitView(h, id, (x) => x.matches[0].result?.players[1].score === 1, 'the live score from m2');
		// … while what m1 kept of it (the same two players set up there) is played anyway, to its
		// end: seat 0 wins it 2–0.
		const left = (await tableState(h, 'm1')).match!;
		expect((left.setup.players as { name: string }[]).map((p) => p.name)).toEqual(first.players);
		await act(h, 'm1', left.id, [rack(0), rack(0)]);
		expect((await tableState(h, 'm1')).match!.summary.status).toBe('finished');
		await new Promise((r) => setTimeout(r, 600)); // past the live push (250 ms) and the result's report
		v = await view(h, id);
		expect(v.matches[0]).toMatchObject({ status: 'live', table: 'm2', tableMatch: moved.tableMatch, winner: null });
		expect(v.matches[0].result?.players.map((p) => p.score)).toEqual([0, 1]);
		// m2 decides it: seat 1 wins 2–0.
		await act(h, 'm2', moved.tableMatch!, [rack(1)], 1);
		v = await waitView(h, id, (x) => x.status === 'finished', 'the match finished on m2');
		expect([v.matches[0].winner, v.matches[0].result?.players.map((p) => p.score)]).toEqual([1, [0, 2]]);
	});
});

describe('a match put on a table again', () => {
	it('after a correction upstream changed its players: the table gets the new players', async () => {
		// Semi-finals Ann–Dan (1–4) and Bob–Cat (2–3).
		let v = await create(h, {
			name: 'Corrected upstream',
			format: 'single-elimination',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: ['Ann', 'Bob', 'Cat', 'Dan'].map((name) => ({ name })),
			tables: ['c1', 'c2']
		});
		const id = v.id;
		const s1 = await assign(h, id, between(v, 'Ann', 'Dan').id, 'c1');
		v = await playOut(h, id, s1, raceActions(s1, { Ann: 2, Dan: 1 }));
		const s2 = await assign(h, id, between(v, 'Bob', 'Cat').id, 'c2');
		v = await playOut(h, id, s2, raceActions(s2, { Bob: 2, Cat: 0 }));
		const final = v.matches.find((m) => m.round === 2)!;
		const first = await assign(h, id, final.id, 'c1');
		expect(first.players).toEqual(['Ann', 'Bob']);
		// The director finds Dan won the first semi-final: the final is Dan–Bob, off its table.
		const corrected = await api(h, `/api/competitions/${id}/matches/${s1.id}/correct`, { body: { winner: s1.players.indexOf('Dan'), scores: s1.players[0] === 'Dan' ? [2, 1] : [1, 2] } });
		expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
		expect(matchById(corrected.body.competition, final.id)).toMatchObject({ players: ['Dan', 'Bob'], status: 'ready', table: null });
		// Put on c1 again, the table gets Dan and Bob, not the Ann–Bob match still set up there.
		const again = await assign(h, id, final.id, 'c1');
		const state = await tableState(h, 'c1');
		expect((state.match!.setup.players as { name: string }[]).map((p) => p.name)).toEqual(['Dan', 'Bob']);
		expect(again.tableMatch).toBe(state.match!.id);
		expect(again.tableMatch).not.toBe(first.tableMatch);
		v = await playOut(h, id, again, raceActions(again, { Dan: 2, Bob: 1 }));
		expect(v.placing.slice(0, 2)).toEqual([
			{ place: 1, name: 'Dan' },
			{ place: 2, name: 'Bob' }
		]);
	});

	it('after it was taken off and the old table match was played anyway: a new match, not that one', async () => {
		let v = await create(h, {
			name: 'Played while off',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: [{ name: 'Oli' }, { name: 'Oti' }],
			tables: ['c3']
		});
		const id = v.id;
		const first = await assign(h, id, v.matches[0].id, 'c3');
		expect((await api(h, `/api/competitions/${id}/matches/${first.id}/unassign`, { body: {} })).status).toBe(200);
		// What c3 kept of it (the same players set up) is played to its end while the match is off.
		const left = (await tableState(h, 'c3')).match!;
		await act(h, 'c3', left.id, [rack(0), rack(0)]);
		expect((await tableState(h, 'c3')).match!.summary.status).toBe('finished');
		const again = await assign(h, id, first.id, 'c3');
		const state = await tableState(h, 'c3');
		expect([state.match!.id, state.match!.revision, state.match!.summary.status]).toEqual([again.tableMatch, 0, 'in-progress']);
		expect(again.tableMatch).not.toBe(left.id);
		v = await playOut(h, id, again, raceActions(again, { Oti: 2, Oli: 1 }));
		expect(matchById(v, first.id).winner).toBe(again.players.indexOf('Oti'));
	});
});

describe('a result decided by the director', () => {
	it('counts in the standings with its scores, but not in the general average (no innings)', async () => {
		let v = await create(h, {
			name: 'Corrected carom',
			format: 'round-robin',
			setup: { discipline: 'three-cushion', pointsTo: 5 },
			players: [{ name: 'Pia' }, { name: 'Pat' }, { name: 'Pol' }],
			tables: ['k1']
		});
		const id = v.id;
		// Pia–Pol is never played on a table: the director gives it to Pol, 5–4.
		const pp = between(v, 'Pia', 'Pol');
		const pol = pp.players.indexOf('Pol');
		const corrected = await api(h, `/api/competitions/${id}/matches/${pp.id}/correct`, { body: { winner: pol, scores: pol === 0 ? [5, 4] : [4, 5] } });
		expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
		expect(matchById(corrected.body.competition, pp.id)).toMatchObject({ status: 'finished', winner: pol, corrected: true, table: null });
		// On the table: Pia beats Pat (2+3 to 1+1 in two innings), Pat beats Pol (5 to 2 in one).
		const a = await assign(h, id, between(v, 'Pia', 'Pat').id, 'k1');
		v = await playOut(h, id, a, caromActions(a, { Pia: [2, 3], Pat: [1, 1] }));
		const b = await assign(h, id, between(v, 'Pat', 'Pol').id, 'k1');
		v = await playOut(h, id, b, caromActions(b, { Pat: [5], Pol: [2] }));
		expect(v.status).toBe('finished');
		// By hand: everyone won one and lost one (2 points each), so the general average decides,
		// over the table's matches only (the director's 5–4 has no innings):
		//   Pia: 5 in 2 innings → 2.5, high run 3; scored 5 + 4 = 9, conceded 2 + 5 = 7
		//   Pat: (2 + 5) in (2 + 1) innings → 2.333, high run 5; scored 7, conceded 5 + 2 = 7
		//   Pol: 2 in 1 inning → 2, high run 2; scored 5 + 2 = 7, conceded 4 + 5 = 9
		// (Counting the 5–4 in the averages would put Pol first: 7 in 1 inning.)
		expect(v.standings[0].rows.map((r) => [r.place, r.name, r.played, r.won, r.matchPoints, r.scored, r.conceded, r.average, r.highRun, r.tiebreak])).toEqual([
			[1, 'Pia', 2, 1, 2, 9, 7, 2.5, 3, 'average'],
			[2, 'Pat', 2, 1, 2, 7, 7, 2.333, 5, 'average'],
			[3, 'Pol', 2, 1, 2, 7, 9, 2, 2, null]
		]);
	});
});

/** What a refusal must leave as it was. */
const fingerprint = (v: CompetitionView) =>
	JSON.stringify({
		revision: v.revision,
		status: v.status,
		players: v.players,
		tables: v.tables,
		auto: v.auto,
		matches: v.matches.map((m) => [m.id, m.status, m.players, m.table, m.tableMatch, m.winner, m.corrected, m.result?.status ?? null])
	});

describe('refusals change nothing', () => {
	it('busy, waiting and finished matches, a started draw, unknown things, bad bodies, no session, a stale revision', async () => {
		const v0 = await create(h, {
			name: 'Refusals',
			format: 'single-elimination',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: ['Rex', 'Ria', 'Rob', 'Roy'].map((name) => ({ name })),
			tables: ['f1', 'f2', 'f3']
		});
		const id = v0.id;
		const semi1 = between(v0, 'Rex', 'Roy');
		const semi2 = between(v0, 'Ria', 'Rob');
		const final = v0.matches.find((m) => m.round === 2)!;
		// f3 has a match of its own under way (one rack played): busy.
		const own = await call(h.op.socket, 'match:start', { table: 'f3', setup: { discipline: 'nine-ball', players: ['X', 'Y'], raceTo: 5 }, replaces: null });
		expect(own.ok).toBe(true);
		await act(h, 'f3', own.state.match.id, [rack(0)]);

		let baseline = fingerprint(await view(h, id));
		const post = (path: string, body: unknown, init: Parameters<typeof api>[2] = {}) => api(h, `/api/competitions/${path}`, { body, ...init });
		const refusedWith = async (what: string, reply: Promise<{ status: number; body: any }>, status: number, code: string | null, params?: Record<string, unknown>) => {
			const r = await reply;
			expect([what, r.status, r.body.ok, code === null ? null : r.body.code], JSON.stringify(r.body)).toEqual([what, status, false, code]);
			if (params) expect(r.body.params).toEqual(params);
			expect(fingerprint(await view(h, id)), `${what} changed the competition`).toBe(baseline);
			return r.body;
		};

		await refusedWith('a busy table', post(`${id}/matches/${semi1.id}/assign`, { table: 'f3' }), 409, 'comp-table-busy', { table: 'f3', tableMatch: own.state.match.id });
		await refusedWith('a waiting match', post(`${id}/matches/${final.id}/assign`, { table: 'f1' }), 409, 'comp-match-not-ready', { match: final.id, status: 'waiting' });
		await refusedWith('an unknown match', post(`${id}/matches/999/assign`, { table: 'f1' }), 404, 'comp-no-such-match');
		await refusedWith('a malformed match id', post(`${id}/matches/x1/assign`, { table: 'f1' }), 404, 'comp-no-such-match');
		await refusedWith('an unknown table', post(`${id}/matches/${semi1.id}/assign`, { table: 'nope' }), 404, 'no-table', { table: 'nope' });
		await refusedWith('a malformed table id', post(`${id}/matches/${semi1.id}/assign`, { table: 'No Table' }), 400, 'comp-invalid');
		await refusedWith('an unknown key', post(`${id}/matches/${semi1.id}/assign`, { table: 'f1', extra: 1 }), 400, 'comp-invalid');
		await refusedWith('malformed JSON', post(`${id}/matches/${semi1.id}/assign`, '{"table": "f1"'), 400, 'not-json');
		await refusedWith('not JSON', post(`${id}/matches/${semi1.id}/assign`, 'table=f1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'json-only');
		await refusedWith('no session', post(`${id}/matches/${semi1.id}/assign`, { table: 'f1' }, { session: false }), 401, 'operators-only');
		await refusedWith('another origin', post(`${id}/matches/${semi1.id}/assign`, { table: 'f1' }, { headers: { origin: 'http://evil.example' } }), 403, null);
		await refusedWith('an unknown command', post(`${id}/matches/${semi1.id}/play`, { table: 'f1' }), 404, 'api-not-found');
		// A change (auto stays off) moves the revision on; a request pinned to the one before is stale.
		const auto = await post(`${id}/auto`, { auto: false, revision: 1 });
		expect([auto.status, auto.body.competition.revision]).toEqual([200, 2]);
		baseline = fingerprint(auto.body.competition);
		const now = 2;
		const stale = await refusedWith('a stale revision', post(`${id}/matches/${semi1.id}/assign`, { table: 'f1', revision: now - 1 }), 409, 'comp-stale', { revision: now, sent: now - 1 });
		expect(fingerprint(stale.competition)).toBe(baseline);
		await refusedWith('an unknown competition', post(`nope/matches/${semi1.id}/assign`, { table: 'f1' }), 404, 'comp-none', { id: 'nope' });
		const none = await api(h, '/api/competitions/nope');
		expect([none.status, none.body.code]).toEqual([404, 'comp-none']);
		const noEvents = await api(h, '/api/competitions/nope/events');
		expect([noEvents.status, noEvents.body.code]).toEqual([404, 'comp-none']);

		// The same assign at the right revision is taken.
		const taken = await post(`${id}/matches/${semi1.id}/assign`, { table: 'f1', revision: now });
		// (an assignment is stored as a claim of the table, then with the table's match id)
		expect([taken.status, taken.body.competition.revision]).toEqual([200, now + 2]);
		expect(fingerprint(taken.body.competition)).toBe(fingerprint(await view(h, id)));
		baseline = fingerprint(taken.body.competition);
		const live = matchById(taken.body.competition, semi1.id);

		await refusedWith('a table with a live competition match', post(`${id}/matches/${semi2.id}/assign`, { table: 'f1' }), 409, 'comp-table-taken', { table: 'f1', match: semi1.id, competition: id });
		// Another competition's match cannot go there either.
		const other = await create(h, { name: 'Other', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 2 }, players: [{ name: 'Oda' }, { name: 'Ove' }] });
		const elsewhere = await post(`${other.id}/matches/${other.matches[0].id}/assign`, { table: 'f1' });
		expect([elsewhere.status, elsewhere.body.code, elsewhere.body.params]).toEqual([409, 'comp-table-taken', { table: 'f1', match: semi1.id, competition: id }]);
		expect((await view(h, other.id)).revision).toBe(other.revision);
		expect(fingerprint(await view(h, id))).toBe(baseline);
		await refusedWith('a live match', post(`${id}/matches/${semi1.id}/assign`, { table: 'f2' }), 409, 'comp-match-not-ready', { match: semi1.id, status: 'live' });
		await refusedWith('the draw after the start', post(`${id}/draw`, {}), 409, 'comp-draw-started');
		await refusedWith('new players after the start', post(`${id}/draw`, { players: [{ name: 'A' }, { name: 'B' }] }), 409, 'comp-draw-started');
		await refusedWith('an unknown table in the list', post(`${id}/tables`, { tables: ['f1', 'nope'] }), 404, 'no-table');

		// Played out: Rex wins 2–1. Then a finished match is no more assignable, nor to be taken off.
		await act(h, 'f1', live.tableMatch!, raceActions(live, { Rex: 2, Roy: 1 }));
		let v = await waitView(h, id, (x) => matchById(x, semi1.id).status === 'finished', 'the semi-final finished');
		baseline = fingerprint(v);
		await refusedWith('a finished match', post(`${id}/matches/${semi1.id}/assign`, { table: 'f2' }), 409, 'comp-match-not-ready', { match: semi1.id, status: 'finished' });
		await refusedWith('unassign a finished match', post(`${id}/matches/${semi1.id}/unassign`, {}), 409, 'comp-not-live');
		await refusedWith('the same correction', post(`${id}/matches/${semi1.id}/correct`, { winner: semi1.players.indexOf('Rex'), scores: semi1.players[0] === 'Rex' ? [2, 1] : [1, 2] }), 409, 'comp-correct-same');
		await refusedWith('correct a waiting match', post(`${id}/matches/${final.id}/correct`, { winner: 0 }), 409, 'comp-correct-waiting');

		// A match on a table with nothing played yet is taken off again; played, it is not.
		const second = await assign(h, id, semi2.id, 'f2');
		const off = await post(`${id}/matches/${semi2.id}/unassign`, {});
		expect([off.status, matchById(off.body.competition, semi2.id).status]).toEqual([200, 'ready']);
		// Put back on the same table: the table's match is the competition's, nothing played yet.
		const again = await assign(h, id, semi2.id, 'f2');
		const f2 = (await tableState(h, 'f2')).match!;
		expect([f2.id, f2.revision, (f2.setup.competition as { match?: string }).match]).toEqual([again.tableMatch, 0, semi2.id]);
		expect(second.status).toBe('live');
		await act(h, 'f2', again.tableMatch!, [rack(0)]);
		v = await waitView(h, id, (x) => matchById(x, semi2.id).result?.players[0].score === 1, 'the live score');
		baseline = fingerprint(v);
		await refusedWith('unassign a match under way', post(`${id}/matches/${semi2.id}/unassign`, {}), 409, 'comp-unassign-played', { match: semi2.id, table: 'f2' });
	});

	it('create: a duplicate player, a set-up the engine refuses, too few players, an unknown table', async () => {
		const list = async () => (await api(h, '/api/competitions')).body.competitions.map((c: { id: string; revision: number }) => [c.id, c.revision]);
		const before = await list();
		const base = { name: 'Bad', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: [{ name: 'Ann' }, { name: 'Bo' }] };
		const cases: [string, unknown, number, string][] = [
			['a duplicate player', { ...base, players: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'ann' }] }, 422, 'comp-duplicate-player'],
			['race to 0', { ...base, setup: { discipline: 'nine-ball', raceTo: 0 } }, 422, 'comp-setup'],
			['a knockout step the engine refuses', { ...base, format: 'single-elimination', steps: [{ bracket: 'winners', fromRound: 2, setup: { raceTo: -1 } }] }, 422, 'comp-setup'],
			['an unknown discipline', { ...base, setup: { discipline: 'snooker', raceTo: 3 } }, 422, 'comp-setup'],
			['too few players for a double elimination', { ...base, format: 'double-elimination' }, 422, 'comp-too-few-players'],
			['an unknown table', { ...base, tables: ['nope'] }, 422, 'no-table'],
			['an unknown format', { ...base, format: 'swiss' }, 400, 'comp-invalid'],
			['no players', { ...base, players: [] }, 400, 'comp-invalid']
		];
		for (const [what, body, status, code] of cases) {
			const r = await api(h, '/api/competitions', { body });
			expect([what, r.status, r.body.ok, r.body.code], JSON.stringify(r.body)).toEqual([what, status, false, code]);
		}
		const noSession = await api(h, '/api/competitions', { body: base, session: false });
		expect([noSession.status, noSession.body.code]).toEqual([401, 'operators-only']);
		expect(await list()).toEqual(before);
	});
});

describe('the competition’s event stream', () => {
	it('sends the competition on connect and again after a result', async () => {
		let v = await create(h, {
			name: 'Streamed',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: [{ name: 'Sam' }, { name: 'Sia' }],
			tables: ['s1']
		});
		const id = v.id;
		const events = await sseReader(`${h.server.url}/api/competitions/${id}/events`);
		try {
			const first = await events.next();
			expect([first.event, first.id]).toEqual(['competition', String(v.revision)]);
			expect(JSON.parse(first.data)).toEqual(v);
			const m = await assign(h, id, v.matches[0].id, 's1');
			await act(h, 's1', m.tableMatch!, raceActions(m, { Sam: 2, Sia: 1 }));
			// Then come the assignment, live scores and the result, in that order; the last is finished.
			const seen: CompetitionView[] = [];
			while (seen.at(-1)?.status !== 'finished') {
				const e = await events.next();
				expect(e.event).toBe('competition');
				const c = JSON.parse(e.data) as CompetitionView;
				expect(e.id).toBe(String(c.revision));
				seen.push(c);
			}
			const revisions = seen.map((c) => c.revision);
			expect(revisions).toEqual([...revisions].sort((a, b) => a - b));
			expect(seen.some((c) => c.matches[0].status === 'live')).toBe(true);
			const done = seen.at(-1)!;
			expect(done.matches[0]).toMatchObject({ status: 'finished', winner: m.players.indexOf('Sam') });
			v = await view(h, id);
			expect(done).toEqual(v);
		} finally {
			events.close();
		}
	});
});
