/** Leadership by advisory lock on the machine's real PostgreSQL, in a database of the test's own. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgLeadership } from './leader-pg';

const SERVER = process.env.CUECAST_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cuecast_leader_${process.pid}_${Date.now()}`;
const url = SERVER.replace(/\/[^/]*$/, `/${name}`);

async function admin(sql: string) {
	const c = new pg.Client({ connectionString: SERVER });
	await c.connect();
	try {
		await c.query(sql);
	} finally {
		await c.end();
	}
}
beforeAll(() => admin(`create database ${name}`));
afterAll(() => admin(`drop database if exists ${name} with (force)`));

const until = async (fn: () => boolean, ms: number) => {
	const end = Date.now() + ms;
	while (!fn()) {
		if (Date.now() > end) throw new Error('timed out');
		await new Promise((r) => setTimeout(r, 20));
	}
};

describe('PgLeadership', () => {
	it('one of three leads; when it goes, another leads within 2.5 s; never two at once', async () => {
		const nodes = await Promise.all([0, 1, 2].map(() => new PgLeadership(url).start()));
		try {
			const count = () => nodes.filter((n) => n.isLeader()).length;
			await until(() => count() === 1, 3000);
			let most = 0;
			const watch = setInterval(() => (most = Math.max(most, count())), 5);
			const first = nodes.find((n) => n.isLeader())!;
			const changes: boolean[] = [];
			first.onChange((l) => changes.push(l));
			const t0 = Date.now();
			await first.close();
			expect(changes).toEqual([false]);
			await until(() => count() === 1, 3000);
			expect(Date.now() - t0).toBeLessThan(2500);
			clearInterval(watch);
			expect(most).toBeLessThanOrEqual(1);
		} finally {
			await Promise.all(nodes.map((n) => n.close()));
		}
	});

	it('a leader whose session is killed steps down at once, and one node leads again', async () => {
		const [a, b] = await Promise.all([new PgLeadership(url).start(), new PgLeadership(url).start()]);
		await until(() => a.isLeader() || b.isLeader(), 3000);
		const leader = a.isLeader() ? a : b;
		const steppedDown = new Promise<boolean>((resolve) => leader.onChange((l) => !l && resolve(true)));
		// Kill the leader's backend, as a database restart or a network cut would.
		await admin(`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = '${name}')`);
		expect(await steppedDown).toBe(true);
		expect(leader.status().lastError ?? '').not.toBe('');
		// Either may take it next (the other, or the old leader on a fresh session), never both.
		await until(() => a.isLeader() || b.isLeader(), 3000);
		expect([a.isLeader(), b.isLeader()].filter(Boolean)).toHaveLength(1);
		await Promise.all([a.close(), b.close()]);
	});

	it('an unreachable database: not the leader, with the reason, and no throw', async () => {
		const n = await new PgLeadership('postgres://postgres@127.0.0.1:1/x').start();
		expect(n.isLeader()).toBe(false);
		expect(n.status().lastError).toMatch(/ECONNREFUSED|connect/);
		await n.close();
	});
});
