/**
 * Auto-assignment's undo window on a real server (issue 15): a finished match stays on its
 * table `autoDelay` seconds before cuecast puts the next match there, so the marker can still
 * undo a mistaken last stroke; an undo in the window keeps the table, a redo starts the window
 * again. flow.test.ts plays whole competitions with `autoDelay: 0`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../server/helpers';
import { act, api, bootInProcess, create, createTables, matchById, raceActions, shutdown, tableState, view, waitView, type Harness } from '../competitions/flow-support';

let h: Harness;
beforeAll(async () => {
	h = await bootInProcess(tempDir('cuecast-comp-auto-'));
	await createTables(h, ['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
}, 30_000);
afterAll(async () => {
	await shutdown(h);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('auto-assignment with an undo window', () => {
	it('keeps a finished match on its table for autoDelay seconds; an undo there keeps it, a redo starts the wait again', async () => {
		// Three players, one table, a 5-second window: wide enough that the steps which must fall
		// inside it (a read, an undo, each a round trip) do so on a loaded machine too.
		const windowMs = 5_000;
		let v = await create(h, {
			name: 'Windowed',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: [{ name: 'Wes' }, { name: 'Wim' }, { name: 'Wyn' }],
			tables: ['a1'],
			auto: true,
			autoDelay: windowMs / 1000
		});
		const id = v.id;
		// cuecast puts the first match on a1 by itself, at once (the table is free).
		v = await waitView(h, id, (x) => x.matches.some((m) => m.status === 'live'), 'the first match on a1');
		const first = v.matches.find((m) => m.status === 'live')!;
		expect(first.table).toBe('a1');
		const actions = raceActions(first, { [first.players[0]!]: 2, [first.players[1]!]: 0 });
		await act(h, 'a1', first.tableMatch!, actions);
		await waitView(h, id, (x) => matchById(x, first.id).status === 'finished', 'the first match finished');

		// Inside the window: the finished match is still on a1; the marker undoes its last rack.
		expect((await tableState(h, 'a1')).match!.id).toBe(first.tableMatch);
		const revision = await act(h, 'a1', first.tableMatch!, [{ t: 'undo' }], actions.length);
		await waitView(h, id, (x) => matchById(x, first.id).status === 'live', 'live again');
		// Past the window: the table is under way again, nothing replaces its match.
		await sleep(windowMs + 300);
		expect((await tableState(h, 'a1')).match!.id).toBe(first.tableMatch);
		expect((await view(h, id)).matches.filter((m) => m.status === 'live').map((m) => m.id)).toEqual([first.id]);

		// Redo: finished again, and the next match comes only a full window later.
		// timed from sending the redo: the window cannot start before it (timed from its answer, a
		// loaded host's late answer made the window look short)
		const redoneAt = Date.now();
		await act(h, 'a1', first.tableMatch!, [{ t: 'redo' }], revision);
		await waitView(h, id, (x) => matchById(x, first.id).status === 'finished', 'finished again');
		await sleep(1000);
		expect((await tableState(h, 'a1')).match!.id).toBe(first.tableMatch);
		v = await waitView(h, id, (x) => x.matches.filter((m) => m.status === 'live').length === 1, 'the second match on a1', windowMs + 5000);
		const waited = Date.now() - redoneAt;
		expect(waited).toBeGreaterThanOrEqual(windowMs - 20); // a timer's and Date.now's clocks differ by a few ms
		const second = v.matches.find((m) => m.status === 'live')!;
		expect([second.table, (await tableState(h, 'a1')).match!.id]).toEqual(['a1', second.tableMatch]);
		expect(second.tableMatch).not.toBe(first.tableMatch);
	});

	it('starts when switched on, fills the tables it is given, and stops when switched off', async () => {
		let v = await create(h, {
			name: 'Switched',
			format: 'round-robin',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: ['Zac', 'Zed', 'Zia', 'Zoe'].map((name) => ({ name })),
			autoDelay: 0
		});
		const id = v.id;
		expect([v.auto, v.tables]).toEqual([false, []]);
		const tables = await api(h, `/api/competitions/${id}/tables`, { body: { tables: ['a2', 'a3'] } });
		expect([tables.status, tables.body.competition.tables]).toEqual([200, ['a2', 'a3']]);
		await sleep(300);
		expect((await view(h, id)).matches.every((m) => m.status === 'ready')).toBe(true); // auto is off
		const on = await api(h, `/api/competitions/${id}/auto`, { body: { auto: true } });
		expect([on.status, on.body.competition.auto]).toEqual([200, true]);
		// Round 1 (4 players: two matches) goes onto the two tables.
		v = await waitView(h, id, (x) => x.matches.filter((m) => m.status === 'live').length === 2, 'two matches on the tables');
		const live = v.matches.filter((m) => m.status === 'live');
		expect(live.map((m) => m.table).sort()).toEqual(['a2', 'a3']);
		expect(live.map((m) => m.round)).toEqual([1, 1]);
		// Off again: a table that frees up stays free.
		const off = await api(h, `/api/competitions/${id}/auto`, { body: { auto: false } });
		expect([off.status, off.body.competition.auto]).toEqual([200, false]);
		const m = live[0];
		await act(h, m.table!, m.tableMatch!, raceActions(m, { [m.players[0]!]: 2, [m.players[1]!]: 1 }));
		await waitView(h, id, (x) => matchById(x, m.id).status === 'finished', 'the match finished');
		await sleep(500);
		v = await view(h, id);
		expect(v.matches.filter((x) => x.status === 'live').map((x) => x.id)).toEqual([live[1].id]);
		expect((await tableState(h, m.table!)).match!.id).toBe(m.tableMatch);
	});

	it('holds the next match of a player whose match just ended, on every table, until the window is over', async () => {
		// Semi-finals Ike–Ivy (1–4) and Ian–Ida (2–3) on b1 and b2; b3 is free all along. A 5-second
		// window, as above: the read and the undo inside it are round trips on a loaded machine.
		const windowMs = 5_000;
		let v = await create(h, {
			name: 'Held',
			format: 'single-elimination',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: ['Ike', 'Ian', 'Ida', 'Ivy'].map((name) => ({ name })),
			tables: ['b1', 'b2', 'b3'],
			auto: true,
			autoDelay: windowMs / 1000
		});
		const id = v.id;
		v = await waitView(h, id, (x) => x.matches.filter((m) => m.status === 'live').length === 2, 'both semi-finals on tables');
		const [s1, s2] = v.matches.filter((m) => m.status === 'live');
		await act(h, s2.table!, s2.tableMatch!, raceActions(s2, { [s2.players[0]!]: 2, [s2.players[1]!]: 0 }));
		const actions = raceActions(s1, { [s1.players[0]!]: 2, [s1.players[1]!]: 0 });
		await act(h, s1.table!, s1.tableMatch!, actions);
		v = await waitView(h, id, (x) => matchById(x, s1.id).status === 'finished' && matchById(x, s2.id).status === 'finished', 'both semi-finals over');
		const final = v.matches.find((m) => m.round === 2)!;
		// Inside the semi-finals' windows the final stays off the free table b3 …
		await sleep(800);
		expect(matchById(await view(h, id), final.id).status).toBe('ready');
		// … so an undo of the last rack changes nothing but the semi-final and the final's players.
		const revision = await act(h, s1.table!, s1.tableMatch!, [{ t: 'undo' }], actions.length);
		v = await waitView(h, id, (x) => matchById(x, s1.id).status === 'live', 'the semi-final live again');
		expect(matchById(v, final.id)).toMatchObject({ status: 'waiting', table: null });
		expect((await tableState(h, 'b3')).match).toBe(null);
		// Seat 1 (1–0 down now) wins it after all: the final goes on a table a window later, with him in it.
		const other = 1;
		await act(h, s1.table!, s1.tableMatch!, [{ t: 'rack', player: other }, { t: 'rack', player: other }], revision);
		v = await waitView(h, id, (x) => matchById(x, final.id).status === 'live', 'the final on a table', windowMs + 5000);
		expect(matchById(v, final.id).players[0]).toBe(s1.players[other]);
	});
});
