/**
 * The shot clock's sound switch (issue 11, "a sound for the shot clock"), over real sockets: it
 * is off by default, an operator turns it on per table, every screen gets it in the clock's
 * settings, it survives a clean stop and a kill -9, and a clock stored before the switch
 * existed (no `sound` key) still loads, with the sound off.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, connect, connected, freshState, login, startServer, tempDir, type Running } from './helpers';

const setup = { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 3 };

describe('the shot clock’s sound setting', () => {
	const dataDir = tempDir();
	let server: Running;
	let token: string;
	beforeAll(async () => {
		server = await startServer({ dataDir });
		token = (await login(server.url, server.pin!)).token!;
	}, 30_000);
	afterAll(async () => server?.stop());

	it('is off by default, turned on per table, and kept across a clean stop and a kill -9', async () => {
		const op = connect(server.url, { token });
		await connected(op.socket);
		for (const id of ['s1', 's2']) {
			await call(op.socket, 'table:create', { id, name: id.toUpperCase() });
			expect((await call(op.socket, 'match:start', { table: id, setup, replaces: null })).ok).toBe(true);
		}
		expect((await freshState(server, 's1')).clock?.config.sound).toBe(false);
		const reply = await call(op.socket, 'clock:config', { table: 's1', config: { shotSeconds: 40, sound: true } });
		expect(reply.ok).toBe(true);
		expect((await freshState(server, 's1')).clock?.config).toMatchObject({ shotSeconds: 40, sound: true });
		const bad = await call(op.socket, 'clock:config', { table: 's1', config: { sound: 'yes' as never } });
		expect(bad.ok).toBe(false);
		op.socket.close();
		for (const how of ['stop', 'kill -9'] as const) {
			if (how === 'stop') await server.stop();
			else await server.kill9();
			server = await startServer({ dataDir, port: server.port });
			const s1 = await freshState(server, 's1');
			expect(s1.clockConfig, how).toMatchObject({ shotSeconds: 40, sound: true });
			expect(s1.clock?.config.sound, how).toBe(true);
			// the other table keeps its own setting
			expect((await freshState(server, 's2')).clockConfig?.sound, how).toBe(false);
		}
	}, 60_000);

	it('a clock stored before the switch existed loads, with the sound off', async () => {
		await server.stop();
		const db = new Database(join(dataDir, 'cuecast.db'));
		const row = db.prepare(`SELECT clock FROM venue_tables WHERE id = 's1'`).pluck().get() as string;
		const saved = JSON.parse(row);
		delete saved.config.sound;
		saved.config.shotSeconds = 35;
		db.prepare(`UPDATE venue_tables SET clock = ? WHERE id = 's1'`).run(JSON.stringify(saved));
		db.close();
		server = await startServer({ dataDir, port: server.port });
		const s1 = await freshState(server, 's1');
		expect(s1.clockConfig).toMatchObject({ shotSeconds: 35, sound: false });
	}, 30_000);
});
