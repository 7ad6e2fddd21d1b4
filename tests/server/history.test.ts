/**
 * The stroke list over real sockets on a real server: `history` answers from the authority's
 * memory, `join {history: true}` pushes deltas a client applies generically (drop, then add),
 * undo and redo are resolved by the server, and a restart keeps it all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryDelta, HistoryEntry, TableHistory } from '../../src/lib/protocol';
import { call, clientPool, connected, login, poolSetup, startServer, tempDir, until, type Running } from './helpers';

const dataDir = tempDir();
let server: Running;
let token: string;
const { client, closeAll } = clientPool(() => server.url);

/** A client's copy of the list, kept only from deltas (refetching on a gap, as documented). */
function follow(c: ReturnType<typeof client>) {
	const mine = { match: null as number | null, revision: -1, entries: [] as HistoryEntry[], deltas: 0, gaps: 0 };
	c.socket.on('history', (d: HistoryDelta) => {
		mine.deltas++;
		if (d.reset) return Object.assign(mine, { match: d.match, revision: d.revision, entries: [...d.add] });
		if (d.match !== mine.match || d.revision !== mine.revision + 1) {
			mine.gaps++;
			return;
		}
		mine.entries.splice(mine.entries.length - d.drop, d.drop, ...d.add);
		mine.revision = d.revision;
	});
	return mine;
}

const strokes = [
	{ t: 'shot', rails: 2, cueRail: true }, // player 0 breaks, nothing falls: player 1 is at the table
	{ t: 'shot' }, // player 1 misses
	{ t: 'shot', safety: true } // player 0 plays safe
];

let op: ReturnType<typeof client>;
async function act(action: Record<string, unknown>) {
	const m = op.latest!.match!;
	const r = await call(op.socket, 'act', { table: 'h', match: m.id, revision: m.revision, action });
	expect(r.ok, r.reason).toBe(true);
	await until(() => op.latest!.match!.revision === r.revision, 5000, 'state');
	return r;
}
const history = async (): Promise<TableHistory> => {
	const r = await call(op.socket, 'history', { table: 'h' });
	expect(r.ok).toBe(true);
	const { ok: _ok, ...rest } = r;
	return rest;
};
const brief = (entries: HistoryEntry[]) => entries.map((e) => [e.n, e.revision, e.player, e.action.t + (e.action.safety ? ':safety' : '')]);

beforeAll(async () => {
	server = await startServer({ dataDir });
	token = (await login(server.url, server.pin!)).token!;
	op = client({ token });
	await connected(op.socket);
	expect((await call(op.socket, 'table:create', { id: 'h', name: 'History' })).ok).toBe(true);
	op.socket.emit('join', { table: 'h' });
	await until(() => op.latest !== null, 5000, 'join');
}, 30_000);

afterAll(async () => {
	closeAll();
	await server?.stop();
});

describe('the stroke list (history)', () => {
	it('is empty without a match; a viewer joining with history gets a reset, then deltas', async () => {
		expect(await history()).toEqual({ match: null, revision: 0, entries: [] });
		const viewer = client();
		await connected(viewer.socket);
		const list = follow(viewer);
		const joined = await call(viewer.socket, 'join', { table: 'h', history: true });
		expect(joined).toMatchObject({ ok: true, history: { match: null, revision: 0, entries: [] } });
		await until(() => list.deltas === 1, 5000, 'reset on join');

		const started = await call(op.socket, 'match:start', { table: 'h', setup: poolSetup(), replaces: null });
		expect(started.ok).toBe(true);
		await until(() => list.match === started.state.match.id, 5000, 'reset on match start');
		await until(() => op.latest!.match !== null, 5000, 'match state');

		for (const a of strokes) await act(a);
		const after = await history();
		expect(brief(after.entries)).toEqual([
			[1, 1, 0, 'shot'],
			[2, 2, 1, 'shot'],
			[3, 3, 0, 'shot:safety']
		]);
		expect(after.entries[0].action).toEqual(strokes[0]);
		await until(() => list.revision === 3, 5000, 'deltas');
		expect(list.entries).toEqual(after.entries);

		// undo drops the last entry; redo brings it back (as revision 5); undo, then a new stroke replaces it
		await act({ t: 'undo' });
		await until(() => list.revision === 4, 5000, 'undo delta');
		expect(brief(list.entries)).toEqual([
			[1, 1, 0, 'shot'],
			[2, 2, 1, 'shot']
		]);
		await act({ t: 'redo' });
		await until(() => list.revision === 5, 5000, 'redo delta');
		expect(brief(list.entries)).toEqual([
			[1, 1, 0, 'shot'],
			[2, 2, 1, 'shot'],
			[3, 5, 0, 'shot:safety']
		]);
		await act({ t: 'undo' });
		await act({ t: 'undo' });
		await act({ t: 'shot', safety: true });
		await until(() => list.revision === 8, 5000, 'new stroke after undo');
		expect(brief(list.entries)).toEqual([
			[1, 1, 0, 'shot'],
			[2, 8, 1, 'shot:safety']
		]);
		expect(list.gaps).toBe(0);
		expect((await history()).entries).toEqual(list.entries);
		// nothing is left to redo: the new stroke cleared it
		const m = op.latest!.match!;
		expect((await call(op.socket, 'act', { table: 'h', match: m.id, revision: m.revision, action: { t: 'redo' } })).ok).toBe(false);
		// the script is the whole log, undo and redo included
		const script = await call(op.socket, 'script', { table: 'h' });
		expect(script.script.actions.map((a: { t: string }) => a.t)).toEqual(['shot', 'shot', 'shot', 'undo', 'redo', 'undo', 'undo', 'shot']);
		// a socket that joined without history gets no deltas
		const plain = client({ table: 'h' });
		await connected(plain.socket);
		let got = 0;
		plain.socket.on('history', () => got++);
		await until(() => plain.latest !== null, 5000, 'plain join');
		await act({ t: 'shot' });
		await until(() => list.revision === 9, 5000, 'delta');
		expect(got).toBe(0);
		// leaving the table stops the deltas
		await call(viewer.socket, 'leave', { table: 'h' });
		await act({ t: 'shot', safety: true });
		expect(list.revision).toBe(9);
	});

	it('unknown tables are refused with a code', async () => {
		expect(await call(op.socket, 'history', { table: 'nope' })).toMatchObject({ ok: false, code: 'no-table', params: { table: 'nope' } });
		expect(await call(op.socket, 'script', { table: 'nope' })).toMatchObject({ ok: false, code: 'no-table' });
	});

	it('a restart keeps the list (replayed from the log, or from a snapshot)', async () => {
		const before = await history();
		const script = await call(op.socket, 'script', { table: 'h' });
		// kill -9: the whole log is replayed; a graceful stop writes a snapshot, which must restore it too
		for (const down of [() => server.kill9(), () => server.stop()]) {
			closeAll();
			await down();
			server = await startServer({ dataDir });
			op = client({ token, table: 'h' });
			await connected(op.socket);
			expect(await history()).toEqual(before);
			expect(await call(op.socket, 'script', { table: 'h' })).toEqual(script);
		}
		// (the socket's script also says its digest, the same after the restart; the HTTP one is a match script)
		const { digest, ...matchScript } = script.script;
		expect(digest).toMatch(/^[0-9a-f]{16}$/);
		const res = await fetch(`${server.url}/api/tables/h/script`);
		expect(await res.json()).toEqual(matchScript);
		// deltas go on from the restored list: undo the last, redo it
		await until(() => op.latest !== null, 5000, 'state');
		await act({ t: 'undo' });
		expect((await history()).entries).toEqual(before.entries.slice(0, -1));
		await act({ t: 'redo' });
		expect((await history()).entries.map((e) => e.n)).toEqual(before.entries.map((e) => e.n));
	}, 60_000);
});
