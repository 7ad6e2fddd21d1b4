/**
 * /api/competitions for other tools: a control key may do what an operator does, a read key and
 * no key only read; a result reported by hand is taken only for a match on a table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, tempDir, type Running } from '../server/helpers';
import type { CompetitionView } from '../../src/lib/competition/types';

let server: Running;
let cookie: string;
const keys: Record<'control' | 'read', string> = { control: '', read: '' };

beforeAll(async () => {
	server = await startServer({ dataDir: tempDir() });
	const { token } = await login(server.url, server.pin!);
	cookie = `cuecast_session=${token}`;
	for (const scope of ['control', 'read'] as const) {
		const made = await fetch(`${server.url}/api/keys`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: server.url }, body: JSON.stringify({ name: scope, scope }) }).then((r) => r.json());
		keys[scope] = made.key;
	}
}, 60_000);
afterAll(() => server?.stop());

const post = (path: string, body: unknown, auth: Record<string, string>) =>
	fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) }).then(async (r) => ({
		status: r.status,
		body: (await r.json()) as { ok: boolean; code?: string; id?: string; competition?: CompetitionView }
	}));
const get = (id: string) => fetch(`${server.url}/api/competitions/${id}`).then((r) => r.json() as Promise<CompetitionView>);

describe('competitions for other tools', () => {
	it('a control key creates and drives; a read key and no key are refused and change nothing', async () => {
		const definition = { name: 'Key Cup', format: 'single-elimination', setup: { discipline: 'nine-ball', raceTo: 3 }, players: [{ name: 'Ann' }, { name: 'Ben' }] };
		expect((await post('/api/competitions', definition, {})).status).toBe(401);
		expect((await post('/api/competitions', definition, { authorization: `Bearer ${keys.read}` })).status).toBe(401);
		expect((await post('/api/competitions', definition, { authorization: 'Bearer cck_nope_nope' })).status).toBe(401);
		expect((await fetch(`${server.url}/api/competitions`).then((r) => r.json())).competitions).toHaveLength(0);

		const made = await post('/api/competitions', definition, { authorization: `Bearer ${keys.control}` });
		expect(made.status).toBe(201);
		const id = made.body.id!;
		const final = made.body.competition!.matches[0]!;

		// a result for a match that is on no table: refused, nothing stored
		const early = await post(`/api/competitions/${id}/matches/${final.id}/result`, { winner: 0, scores: [3, 1] }, { authorization: `Bearer ${keys.control}` });
		expect(early).toMatchObject({ status: 409, body: { ok: false, code: 'comp-not-live' } });
		expect((await get(id)).revision).toBe(1);

		// an assign to a table that does not exist is refused too
		const nowhere = await post(`/api/competitions/${id}/matches/${final.id}/assign`, { table: 'nowhere' }, { authorization: `Bearer ${keys.control}` });
		expect(nowhere).toMatchObject({ status: 404, body: { code: 'no-table' } });
		expect((await get(id)).revision).toBe(1);
		// a read key may not assign either
		expect((await post(`/api/competitions/${id}/matches/${final.id}/assign`, { table: 'nowhere' }, { authorization: `Bearer ${keys.read}` })).status).toBe(401);
	});

	it('a result reported by hand for a match on a table decides it', async () => {
		const { io } = await import('socket.io-client');
		const socket = io(server.url, { transports: ['websocket'], auth: { token: cookie.split('=')[1] }, forceNew: true });
		await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
		const created = await new Promise<{ ok: boolean }>((resolve) => socket.emit('table:create', { id: 'k1', name: 'Table k1' }, resolve));
		expect(created.ok).toBe(true);
		socket.close();
		const control = { authorization: `Bearer ${keys.control}` };
		const made = await post('/api/competitions', { name: 'Paper Cup', format: 'single-elimination', setup: { discipline: 'eight-ball', raceTo: 4 }, players: [{ name: 'Ala' }, { name: 'Ola' }] }, control);
		const id = made.body.id!;
		const match = made.body.competition!.matches[0]!;
		expect((await post(`/api/competitions/${id}/matches/${match.id}/assign`, { table: 'k1' }, control)).status).toBe(200);
		const reported = await post(`/api/competitions/${id}/matches/${match.id}/result`, { winner: 1, scores: [2, 4] }, control);
		expect(reported.status).toBe(200);
		const view = await get(id);
		expect(view.matches[0]).toMatchObject({ status: 'finished', winner: 1, corrected: true });
		expect(view.matches[0]!.result!.players.map((p) => p.score)).toEqual([2, 4]);
		expect(view.status).toBe('finished');
		expect(view.placing).toEqual([
			{ place: 1, name: 'Ola' },
			{ place: 2, name: 'Ala' }
		]);
		// once finished it is no longer on a table: another report is refused
		expect((await post(`/api/competitions/${id}/matches/${match.id}/result`, { winner: 0 }, control)).body.code).toBe('comp-not-live');
	});
});
