/**
 * `lastEvent` and `lastEventText` (docs/fields.md: "the last action's events") hold until the next
 * action, however the fields are read: a vMix data source polling `/fields`, the venue feed, an
 * event stream that gets the same revision again (the shot clock's seconds, a rename, a node
 * catching up), and after a restart. Before, a state tells its events once, and every read
 * between actions showed none: a title bound to `lastEventText` never showed "Foul: Ada" to a
 * polling vMix, and blanked on a streaming one within a second. (In-process harness.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, clientPool, connected, login, tempDir, until } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';
import { sseReader } from '../api/sse';

type Fields = Record<string, string | number | boolean | null>;

const dataDir = tempDir('cuecast-last-event-');
let server: Served;
let token: string;
const pool = clientPool(() => server.url);

const fields = (lang = 'en'): Promise<Fields> => fetch(`${server.url}/api/v1/tables/t1/fields?lang=${lang}`).then((r) => r.json());

beforeAll(async () => {
	server = await serveInProcess({ dataDir });
	token = (await login(server.url, server.pin!)).token!;
}, 30_000);
afterAll(async () => server?.stop());

describe('the last action’s events in the fields', () => {
	it('stay through polls, a clock, a rename and a restart, and give way to the next action’s', async () => {
		const op = pool.client({ token });
		await connected(op.socket);
		expect((await call(op.socket, 'table:create', { id: 't1', name: 'Table 1' })).ok).toBe(true);
		await call(op.socket, 'join', { table: 't1' });
		const started = await call(op.socket, 'match:start', { table: 't1', setup: { discipline: 'nine-ball', players: ['Ada', 'Bea'], raceTo: 5 }, replaces: null });
		expect(started.ok).toBe(true);
		const match = op.latest!.match!.id;
		const act = async (revision: number, action: unknown) => {
			expect((await call(op.socket, 'act', { table: 't1', match, revision, action })).ok).toBe(true);
			await until(() => op.latest?.match?.revision === revision + 1);
		};
		await act(0, { t: 'shot', foul: 'scratch' });

		// a data source polling: the foul, in every language, read after the action
		expect(await fields()).toMatchObject({ revision: 1, lastEvent: 'foul', lastEventText: 'Foul: Ada' });
		for (const lang of ['pl', 'ru']) {
			const worded = await fields(lang);
			expect(worded.lastEvent).toBe('foul');
			expect(worded.lastEventText).toMatch(/Ada$/);
			expect(worded.lastEventText).not.toBe('Foul: Ada');
		}
		const venue: Fields[] = await fetch(`${server.url}/api/v1/fields`).then((r) => r.json());
		expect(venue.find((t) => t.tableId === 't1')).toMatchObject({ lastEvent: 'foul' });

		// a stream: states at the same revision (the shot clock switched on and started, a rename) keep it
		const events = await sseReader(`${server.url}/api/v1/tables/t1/events`);
		try {
			expect(JSON.parse((await events.next()).data)).toMatchObject({ revision: 1, lastEvent: 'foul' });
			const config = { firstShotSeconds: 60, shotSeconds: 30, extensionsPerPlayer: 1, extensionSeconds: 30, late: null };
			expect((await call(op.socket, 'clock:config', { table: 't1', config })).ok).toBe(true);
			expect((await call(op.socket, 'clock:start', { table: 't1' })).ok).toBe(true);
			expect((await call(op.socket, 'table:rename', { table: 't1', name: 'Table One' })).ok).toBe(true);
			const seen: Fields[] = [];
			while (!seen.some((f) => f.tableName === 'Table One')) seen.push(JSON.parse((await events.next()).data));
			expect(seen.some((f) => f.clockRunning === true)).toBe(true);
			expect(seen.map((f) => [f.revision, f.lastEvent, f.lastEventText])).toEqual(seen.map(() => [1, 'foul', 'Foul: Ada']));
		} finally {
			events.close();
		}
		expect(await fields()).toMatchObject({ revision: 1, lastEvent: 'foul', clockRunning: true });

		// the next action's events replace them: a legal shot that pots nothing has no foul
		await act(1, { t: 'shot' });
		const after = await fields();
		expect(after.revision).toBe(2);
		expect(after.lastEvent).not.toBe('foul');
		expect(after.lastEventText).toBeNull();

		// after a restart the log's last action is known again
		await act(2, { t: 'shot', foul: 'wrong-ball' });
		op.socket.close();
		await server.stop();
		server = await serveInProcess({ dataDir });
		expect(await fields()).toMatchObject({ revision: 3, lastEvent: 'foul', lastEventText: 'Foul: Ada' });
	});
});
