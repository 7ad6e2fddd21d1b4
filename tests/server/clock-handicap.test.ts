/**
 * The shot clock's hill-hill time in a handicap race (the set-up's `targets`): hill-hill is each
 * player one rack short of his OWN target, as the engine and every board count it — not both one
 * short of the nominal `raceTo`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connect, connected, freshState, login, startServer, tempDir, type Running } from './helpers';

const config = { enabled: true, firstShotSeconds: 75, shotSeconds: 45, extensionsPerPlayer: 2, extensionSeconds: 20, late: { seconds: 15, when: 'hill-hill' }, sound: false };
let server: Running;
let token: string;

beforeAll(async () => {
	server = await startServer({ dataDir: tempDir() });
	token = (await login(server.url, server.pin!)).token!;
}, 30_000);
afterAll(async () => server?.stop());

describe('shot clock, handicap race', () => {
	it('gives the hill-hill time at 2–1 in a race 3 v 2, and not before', async () => {
		const op = connect(server.url, { token });
		await connected(op.socket);
		await call(op.socket, 'table:create', { id: 'h1', name: 'H1' });
		const setup = { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 3, targets: [3, 2] };
		const started = await call(op.socket, 'match:start', { table: 'h1', setup, replaces: null });
		expect(started.ok, started.reason).toBe(true);
		expect((await call(op.socket, 'clock:config', { table: 'h1', config })).ok).toBe(true);
		const match = started.state.match.id;
		let revision = 0;
		const rack = async (player: number) => {
			const r = await call(op.socket, 'act', { table: 'h1', match, revision, action: { t: 'rack', player } });
			expect(r.ok, r.reason).toBe(true);
			revision = r.revision;
			return (await freshState(server, 'h1')).clock!;
		};
		// 1–0, 2–0: Anna on her hill, Piotr not on his
		await rack(0);
		expect((await rack(0)).limitMs).not.toBe(15_000);
		// 2–1: both one short of their own target (3 and 2) — the nominal race would say 2–2
		expect((await rack(1)).limitMs).toBe(15_000);
		op.socket.close();
	}, 30_000);
});
