/**
 * A damaged store is noticed (issue 17): the database deleted or truncated under a running
 * server, a 0-byte database or a leftover WAL at start, a read-only or immutable database, a
 * full disk. The database file is created 0600.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, clientPool, connected, failingStart, login, poolSetup, startServer, streamAction, tempDir, type Running } from './helpers';
import { skipWithout } from '../support/prerequisites';

describe('a damaged store', () => {
	const servers: Running[] = [];
	let current: Running;
	const pool = clientPool(() => current.url);
	afterAll(async () => {
		pool.closeAll();
		for (const s of servers) await s.stop();
	});

	/** A running server with one table and a few acknowledged actions; returns how to act. */
	async function running(dir = tempDir()) {
		current = await startServer({ dataDir: dir });
		servers.push(current);
		const token = (await login(current.url, current.pin!)).token!;
		const op = pool.client({ token });
		await connected(op.socket);
		await call(op.socket, 'table:create', { id: 'd', name: 'Damage' });
		const match = (await call(op.socket, 'match:start', { table: 'd', setup: poolSetup(), replaces: null })).state.match.id;
		let rev = 0;
		const act = () => call(op.socket, 'act', { table: 'd', match, revision: rev, action: streamAction(rev) }).then((r) => (r.ok && rev++, r));
		for (let i = 0; i < 5; i++) expect((await act()).ok).toBe(true);
		return { dir, db: join(dir, 'cuecast.db'), act, server: current };
	}

	for (const [what, damage] of [
		['deleted (with its WAL)', (db: string) => (unlinkSync(db), existsSync(`${db}-wal`) && unlinkSync(`${db}-wal`))],
		['truncated to 0', (db: string) => truncateSync(db, 0)],
		['its WAL truncated to 0', (db: string) => truncateSync(`${db}-wal`, 0)]
	] as const) {
		it(`the database ${what} while the server runs: the next action is refused, not acknowledged`, async () => {
			const r = await running();
			damage(r.db);
			const refused = await r.act();
			expect(refused.ok).toBe(false);
			expect(refused.code).toBe('not-stored');
			expect(refused.reason).toMatch(/(deleted|truncated|replaced).* while the server was running.*restore a backup/);
			// and it stays refused
			expect((await r.act()).ok).toBe(false);
			await new Promise((done) => setTimeout(done, 500));
			expect(r.server.stderr()).toMatch(/THE DATABASE WAS DAMAGED/);
		}, 60_000);
	}

	it('a deleted database leaves a rescue copy with every acknowledged action', async () => {
		const r = await running();
		unlinkSync(r.db);
		expect((await r.act()).ok).toBe(false);
		await new Promise((done) => setTimeout(done, 1000));
		const rescued = readdirSync(r.dir).find((f) => f.startsWith('cuecast.db.rescued-'));
		expect(rescued).toBeTruthy();
		const out = execFileSync('node', ['-e', `const D=require('better-sqlite3');const d=new D(${JSON.stringify(join(r.dir, rescued!))},{readonly:true});console.log(d.prepare('select count(*) n from actions').get().n)`]);
		expect(Number(String(out).trim())).toBe(5);
	}, 60_000);

	it('at start: a 0-byte cuecast.db exits 3 unless CUECAST_NEW_VENUE=1', async () => {
		const dir = tempDir();
		writeFileSync(join(dir, 'cuecast.db'), '');
		const r = await failingStart(dir);
		expect(r.code).toBe(3);
		expect(r.stderr).toMatch(/cuecast\.db is empty \(0 bytes.*will not start a new, empty venue.*CUECAST_NEW_VENUE=1/);
		const s = await startServer({ dataDir: dir, env: { CUECAST_NEW_VENUE: '1' } });
		servers.push(s);
		expect(s.pin).toBeTruthy();
		expect(readdirSync(dir).some((f) => f.startsWith('cuecast.db.replaced-'))).toBe(true);
	}, 60_000);

	it('at start: a leftover -wal without its database exits 3 unless CUECAST_NEW_VENUE=1', async () => {
		const r0 = await running();
		await r0.server.kill9();
		unlinkSync(r0.db);
		if (!existsSync(`${r0.db}-wal`)) writeFileSync(`${r0.db}-wal`, Buffer.alloc(4096, 1));
		const r = await failingStart(r0.dir);
		expect(r.code).toBe(3);
		expect(r.stderr).toMatch(/cuecast\.db is missing but .*cuecast\.db-wal .*restore a backup/);
		const s = await startServer({ dataDir: r0.dir, env: { CUECAST_NEW_VENUE: '1' } });
		servers.push(s);
		expect(s.pin).toBeTruthy();
	}, 60_000);

	it('a new database file is created 0600', async () => {
		const dir = tempDir();
		const s = await startServer({ dataDir: dir });
		servers.push(s);
		expect(statSync(join(dir, 'cuecast.db')).mode & 0o777).toBe(0o600);
		await s.stop();
	}, 30_000);
});

/** A small tmpfs (root only; skipped where mounting is not allowed). */
function tmpfs(size: string): string | null {
	const dir = tempDir('cuecast-tmpfs-');
	try {
		execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
		mounted.push(dir);
		return dir;
	} catch {
		return null;
	}
}
const mounted: string[] = [];
const canMount = (() => {
	const d = tmpfs('1m');
	if (!d) return false;
	execFileSync('umount', [d]);
	mounted.pop();
	return true;
})();

describe.skipIf(skipWithout(canMount ? null : "cannot mount a tmpfs (run as root)"))('full and unwritable disks (a tmpfs)', () => {
	const servers: Running[] = [];
	afterAll(async () => {
		for (const s of servers) await s.stop();
		for (const d of mounted) {
			try {
				execFileSync('chattr', ['-R', '-i', d], { stdio: 'ignore' });
			} catch {
				// nothing immutable there
			}
			execFileSync('umount', ['-l', d], { stdio: 'ignore' });
		}
	});

	const fill = (dir: string) => {
		try {
			writeFileSync(join(dir, 'filler'), Buffer.alloc(64 * 1024 * 1024));
		} catch {
			// ENOSPC: full now
		}
	};

	it('a full disk: login and the player API answer a clear refusal, not 500', async () => {
		const dir = tmpfs('4m')!;
		const s = await startServer({ dataDir: join(dir, 'data') });
		servers.push(s);
		const pin = s.pin!;
		const token = (await login(s.url, pin)).token!;
		fill(dir);
		const l = await login(s.url, pin);
		expect(l.status, JSON.stringify(l.body)).toBe(507);
		expect(l.body.code).toBe('disk-full');
		const players = Array.from({ length: 400 }, (_, i) => ({ name: `Player number ${i} ${'x'.repeat(60)}` }));
		const p = await fetch(`${s.url}/api/players`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', cookie: `cuecast_session=${token}` },
			body: JSON.stringify({ players })
		});
		const body = await p.json();
		expect(p.status, JSON.stringify(body)).toBe(507);
		expect(body.code).toBe('disk-full');
		rmSync(join(dir, 'filler'));
	}, 60_000);

	it('a full disk at start: exit 3, "the disk is full"', async () => {
		const dir = tmpfs('4m')!;
		const s = await startServer({ dataDir: join(dir, 'data') });
		await s.stop();
		fill(dir);
		const r = await failingStart(join(dir, 'data'));
		expect(r.code).toBe(3);
		expect(r.stderr).toMatch(/disk is full/);
		expect(r.stderr).not.toMatch(/corrupt/);
	}, 60_000);

	it('an immutable database at start: exit 3 with the cause', async () => {
		const dir = tmpfs('8m')!;
		const s = await startServer({ dataDir: join(dir, 'data') });
		await s.stop();
		execFileSync('chattr', ['+i', join(dir, 'data', 'cuecast.db')]);
		const r = await failingStart(join(dir, 'data'));
		execFileSync('chattr', ['-i', join(dir, 'data', 'cuecast.db')]);
		expect(r.code).toBe(3);
		expect(r.stderr).toMatch(/cannot be (written|used).*(EPERM|read-only|immutable)/);
		expect(r.stdout).not.toMatch(/listening/);
	}, 60_000);
});
