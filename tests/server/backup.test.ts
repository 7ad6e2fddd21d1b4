/** `cuecast backup` (docs/backup.md): while the server runs and while it does not; restoring a copy. */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, clientPool, connected, login, poolSetup, startServer, streamAction, tempDir, type Running } from './helpers';

const root = join(import.meta.dirname, '..', '..');
const cli = (...args: string[]) => spawnSync(process.execPath, [join(root, 'src', 'cli', 'cuecast.js'), ...args], { encoding: 'utf8', timeout: 60_000 });
const actionsIn = (file: string) => {
	const db = new Database(file, { readonly: true });
	try {
		return (db.prepare('SELECT count(*) AS n FROM actions').get() as { n: number }).n;
	} finally {
		db.close();
	}
};

describe('cuecast backup', () => {
	let s: Running;
	const pool = clientPool(() => s.url);
	afterAll(async () => {
		pool.closeAll();
		await s?.stop();
	});

	it('copies the database of a running server, and of a stopped one; the copy restores', async () => {
		const dir = tempDir();
		s = await startServer({ dataDir: dir });
		const token = (await login(s.url, s.pin!)).token!;
		const op = pool.client({ token });
		await connected(op.socket);
		await call(op.socket, 'table:create', { id: 'b', name: 'Backup' });
		const match = (await call(op.socket, 'match:start', { table: 'b', setup: poolSetup(), replaces: null })).state.match.id;
		for (let rev = 0; rev < 20; rev++) expect((await call(op.socket, 'act', { table: 'b', match, revision: rev, action: streamAction(rev) })).ok).toBe(true);

		const out = tempDir();
		const live = cli('backup', join(out, 'live.db'), '--data-dir', dir);
		expect(live.status, live.stderr).toBe(0);
		expect(live.stdout).toMatch(/backup: .*live\.db \(schema \d+, 1 tables, 20 actions, from the running server\)/);
		expect(actionsIn(join(out, 'live.db'))).toBe(20);
		expect(statSync(join(out, 'live.db')).mode & 0o777).toBe(0o600);
		// the server goes on scoring
		expect((await call(op.socket, 'act', { table: 'b', match, revision: 20, action: streamAction(20) })).ok).toBe(true);

		await s.stop();
		const cold = cli('backup', join(out, 'cold.db'), '--data-dir', dir);
		expect(cold.status, cold.stderr).toBe(0);
		expect(actionsIn(join(out, 'cold.db'))).toBe(21);

		// restore: the copy as cuecast.db of a data folder
		const restored = tempDir();
		copyFileSync(join(out, 'live.db'), join(restored, 'cuecast.db'));
		s = await startServer({ dataDir: restored });
		const state = await (await fetch(`${s.url}/api/tables/b`)).json();
		expect(state.state.match.revision).toBe(20);
	}, 120_000);

	it('a missing database or a bad argument: a clear error', () => {
		const r = cli('backup', join(tempDir(), 'x.db'), '--data-dir', tempDir());
		expect(r.status).toBe(1);
		expect(r.stderr).toMatch(/backup: no database at/);
		expect(cli('backup').status).toBe(64);
	}, 60_000);
});
