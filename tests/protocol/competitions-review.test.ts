/**
 * What a review of the competition loop found, each as a director would meet it on a real server:
 * a round robin with auto-assignment never puts a player on two tables; a match replaced on its
 * table by hand goes back to ready; a correction stands through an undo and redo on the table;
 * an assignment the engine would refuse stores nothing; unassign leaves the table without the
 * competition's link; a draw where none can be, and scores that contradict the winner, are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../server/helpers';
import { act, api, assign, bootInProcess, create, createTables, flowIdle, raceActions, shutdown, tableState, view, waitView, type Harness } from '../competitions/flow-support';
import { tempDir } from '../server/helpers';
import type { Served } from '../support/harness';
import type { CompetitionView } from '../../src/lib/competition/types';

let h: Harness<Served>;
beforeAll(async () => {
	h = await bootInProcess(tempDir('cuecast-comp-review-'));
	await createTables(h, ['r1', 'r2', 'r3', 'r4']);
}, 60_000);
afterAll(() => shutdown(h));

const players = (...names: string[]) => names.map((name) => ({ name }));
const live = (v: CompetitionView) => v.matches.filter((m) => m.status === 'live');

describe('the competition loop, as reviewed', () => {
	it('auto-assignment in a round robin: never one player on two tables', async () => {
		const c = await create(h, {
			name: 'Auto RR',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: players('Ann', 'Ben', 'Cid', 'Dan'),
			tables: ['r1', 'r2', 'r3'],
			auto: true,
			autoDelay: 0
		});
		// every match of a round robin is ready at once; only two can be played with four players
		const v = await waitView(h, c.id, (x) => live(x).length === 2, 'two matches on tables');
		const busy = live(v).flatMap((m) => m.players);
		expect(new Set(busy).size).toBe(4);
		await new Promise((r) => setTimeout(r, 500));
		const later = await view(h, c.id);
		expect(live(later)).toHaveLength(2);
		expect((await tableState(h, 'r3')).match).toBeNull();
		// switch auto off for the next tests, and free the tables by playing the two matches
		expect((await api(h, `/api/competitions/${c.id}/auto`, { body: { auto: false } })).status).toBe(200);
		for (const m of live(later)) await act(h, m.table!, m.tableMatch!, raceActions(m, { [m.players[0]!]: 2, [m.players[1]!]: 0 }));
		await waitView(h, c.id, (x) => live(x).length === 0, 'both played');
	});

	it('a match replaced on its table by hand goes back to ready', async () => {
		const c = await create(h, { name: 'Replaced', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 2 }, players: players('Eva', 'Fay') });
		const m = await assign(h, c.id, c.matches[0]!.id, 'r4');
		const friendly = await call(h.op.socket, 'match:start', { table: 'r4', setup: { discipline: 'eight-ball', players: ['X', 'Y'], raceTo: 1 }, replaces: m.tableMatch });
		expect(friendly.ok, friendly.reason).toBe(true);
		const v = await waitView(h, c.id, (x) => x.matches[0]!.status === 'ready', 'the match ready again');
		expect(v.matches[0]!.table).toBeNull();
	});

	it('a correction stands through an undo and a redo on the table', async () => {
		const c = await create(h, { name: 'Overruled', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 2 }, players: players('Gus', 'Hal') });
		const m = await assign(h, c.id, c.matches[0]!.id, 'r4');
		const revision = await act(h, 'r4', m.tableMatch!, raceActions(m, { Gus: 2, Hal: 0 }));
		await waitView(h, c.id, (x) => x.matches[0]!.status === 'finished', 'finished by the table');
		const gus = m.players.indexOf('Gus') as 0 | 1;
		const corrected = await api(h, `/api/competitions/${c.id}/matches/${m.id}/correct`, { body: { winner: 1 - gus } });
		expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
		const r1 = await act(h, 'r4', m.tableMatch!, [{ t: 'undo' }], revision);
		await flowIdle(h);
		expect((await view(h, c.id)).matches[0]).toMatchObject({ status: 'finished', winner: 1 - gus, corrected: true });
		await act(h, 'r4', m.tableMatch!, [{ t: 'redo' }], r1);
		await flowIdle(h);
		expect((await view(h, c.id)).matches[0]).toMatchObject({ status: 'finished', winner: 1 - gus, corrected: true });
	});

	it('refused without a trace: a draw where none can be, scores against the winner, an assignment the engine refuses', async () => {
		const c = await create(h, { name: 'No Draws', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 3 }, players: players('Ida', 'Jon') });
		const path = `/api/competitions/${c.id}/matches/${c.matches[0]!.id}/correct`;
		expect((await api(h, path, { body: { winner: null } })).body.code).toBe('comp-no-draw');
		expect((await api(h, path, { body: { winner: 0, scores: [1, 3] } })).body.code).toBe('comp-scores-winner');
		expect((await view(h, c.id)).revision).toBe(1);
		// a carom round robin can end drawn
		const carom = await create(h, { name: 'Carom Draws', format: 'round-robin', setup: { discipline: 'three-cushion', pointsTo: 10 }, players: players('Kim', 'Lea') });
		const drawn = await api(h, `/api/competitions/${carom.id}/matches/${carom.matches[0]!.id}/correct`, { body: { winner: null, scores: [7, 7] } });
		expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
		expect(drawn.body.competition.standings[0].rows.map((r: { drawn: number }) => r.drawn)).toEqual([1, 1]);
		// a handicap past what the engine takes is refused when the competition is made
		const tooFar = await api(h, '/api/competitions', { body: { name: 'Too Far', format: 'round-robin', setup: { discipline: 'nine-ball', raceTo: 5 }, players: [{ name: 'Mo' }, { name: 'Ned', handicap: 150 }, { name: 'Oz' }] } });
		expect(tooFar).toMatchObject({ status: 422, body: { code: 'comp-setup' } });
		// and where the discipline has no per-player target at all
		const pins = await api(h, '/api/competitions', { body: { name: 'Pins', format: 'round-robin', setup: { discipline: 'seven-pins' }, players: [{ name: 'Mo', handicap: 10 }, { name: 'Ned' }] } });
		expect(pins).toMatchObject({ status: 422, body: { code: 'comp-handicap' } });
	});

	it('unassign takes the competition’s link off the table’s match; HEAD of the stream is not a stream', async () => {
		const c = await create(h, { name: 'Taken Off', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 2 }, players: players('Pat', 'Quinn') });
		const m = await assign(h, c.id, c.matches[0]!.id, 'r4');
		expect((await tableState(h, 'r4')).match!.setup.competition).toMatchObject({ id: c.id });
		const off = await api(h, `/api/competitions/${c.id}/matches/${m.id}/unassign`, { body: {} });
		expect(off.status, JSON.stringify(off.body)).toBe(200);
		const table = await tableState(h, 'r4');
		expect(table.match!.setup.competition).toBeUndefined();
		expect(table.match!.setup.players).toEqual([{ name: m.players[0] }, { name: m.players[1] }]);
		const head = await fetch(`${h.server.url}/api/competitions/${c.id}/events`, { method: 'HEAD' });
		expect(head.status).toBe(405);
	});
});
