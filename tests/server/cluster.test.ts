/**
 * Issue 12: three nodes on one PostgreSQL database and one Redis. A console on one node, viewers
 * on the others; the same revision raced from two nodes; what a node says when a server it
 * needs is missing. (Crashes and outages: cluster-failures.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../../src/lib/engine/match';
import { call, connect, failingStart, streamAction, tempDir, until, type Running } from './helpers';
import { clusterFile, leaders, nodeEnv, operator, startCluster, tableWithMatch } from './cluster-support';

const file = clusterFile();
const running = file.running;

/** A viewer on `node` joined to `table`, once that node knows the table. */
async function viewer(node: Running, table: string) {
	const end = Date.now() + 5000;
	for (;;) {
		const v = connect(node.url, { table });
		try {
			await until(() => v.latest !== null, 1000, `${table} on ${node.url}`);
			return v;
		} catch (err) {
			v.socket.close();
			if (Date.now() > end) throw err;
		}
	}
}

describe('three nodes, one database, one Redis', () => {
	it('a console on A: viewers on B and C see every state, and every node ends at the same match', async () => {
		const { nodes, token } = await startCluster(file.peers(), 3);
		running.push(...nodes);
		const [a, b, c] = nodes;
		// The first node made the schema and the PIN; the others print none.
		expect(a.pin).toMatch(/^\d{4}-\d{4}$/);
		expect([b.pin, c.pin]).toEqual([null, null]);
		expect(await leaders(nodes)).toHaveLength(1);

		// a venue wall on B, watching before the table exists: it gets the table made on A with its match
		const wallOnB = connect(b.url);
		await until(() => wallOnB.socket.connected, 5000, 'the wall on B connected');
		expect((await call(wallOnB.socket, 'join', { venue: true })).ok).toBe(true);
		const matchId = await tableWithMatch(a, token);
		await until(() => wallOnB.states.some((s) => s.table.id === 't1' && s.match?.id === matchId), 5000, 'the new table with its match on the wall on B');
		wallOnB.socket.close();
		const [onB, onC] = [await viewer(b, 't1'), await viewer(c, 't1')];
		const op = await operator(a, token, 't1');
		let revision = 0;
		for (let i = 0; i < 100; i++) {
			const reply = await call(op.socket, 'act', { table: 't1', match: matchId, revision, action: streamAction(revision) });
			expect(reply.ok, reply.reason).toBe(true);
			revision = reply.revision;
		}
		for (const v of [onB, onC]) {
			await until(() => v.latest?.match?.revision === 100, 5000, 'revision 100 on a viewer');
			const seen = new Set(v.states.map((s) => s.match?.revision));
			for (let r = 1; r <= 100; r++) expect(seen.has(r), `revision ${r} reached the viewer`).toBe(true);
			expect(v.latest!.match!.summary).toEqual(op.latest!.match!.summary);
		}
		// A late viewer on C gets the same full state at once.
		const late = await viewer(c, 't1');
		expect(late.latest!.match!.summary).toEqual(op.latest!.match!.summary);
		for (const s of [op, onB, onC, late]) s.socket.close();
	}, 90_000);

	it('the same revision raced from A and B, 200 times: exactly one accepted each time, no fork', async () => {
		const [a, b] = running;
		const { token } = await (await import('./helpers')).login(a.url, a.pin!);
		const matchId = await tableWithMatch(b, token!, 'race');
		const [opA, opB] = [await operator(a, token!, 'race'), await operator(b, token!, 'race')];
		const winners: unknown[] = [];
		let revision = 0;
		for (let round = 0; round < 200; round++) {
			// Two different actions, each legal whoever won the round before (the first a break).
			const actions = revision === 0 ? [streamAction(0), { t: 'shot', rails: 3, cueRail: true }] : [{ t: 'shot' }, { t: 'shot', safety: true }];
			const replies = await Promise.all(
				[opA, opB].map((op, i) => call(op.socket, 'act', { table: 'race', match: matchId, revision, action: actions[i] }))
			);
			const accepted = replies.filter((r) => r.ok);
			expect(accepted, `round ${round}: ${JSON.stringify(replies.map((r) => r.code ?? 'ok'))}`).toHaveLength(1);
			const loser = replies.find((r) => !r.ok)!;
			expect(loser.code).toBe('stale-revision');
			// The refusal carries the state the table is really in: the winner's revision.
			expect(loser.state.match.revision).toBe(revision + 1);
			winners.push(actions[replies.indexOf(accepted[0])]);
			revision++;
		}
		// C took no part: it learns the rounds from the bus (or its heads poll) and may still be a few
		// behind as the last round is answered. Its viewer ends at the last round, with the score the
		// stored log replays to.
		const onC = await viewer(running[2], 'race');
		await until(() => onC.latest?.match?.revision === 200, 10_000, 'revision 200 on a viewer of C');
		for (const op of [opA, opB]) {
			const { script } = await call(op.socket, 'script', { table: 'race' });
			expect(script.actions).toEqual(winners);
			const replayed = runScript(script);
			expect(replayed.ok).toBe(true);
			if (replayed.ok) expect(summarize(replayed.match).players).toEqual(onC.latest!.match!.summary.players);
		}
		onC.socket.close();
		opA.socket.close();
		opB.socket.close();
	}, 120_000);
});

describe('the table list across nodes', () => {
	it('a table created on A, renamed on B and removed on C: every node shows each change', async () => {
		const [a, b, c] = running;
		const { token } = await (await import('./helpers')).login(a.url, a.pin!);
		await tableWithMatch(a, token!, 'list');
		const onC = await viewer(c, 'list');
		const removed: string[] = [];
		onC.socket.on('removed', (r: { table: string }) => removed.push(r.table));
		const opB = await operator(b, token!);
		let renamed = await call(opB.socket, 'table:rename', { table: 'list', name: 'Stół 5' });
		for (let i = 0; i < 20 && !renamed.ok; i++) {
			// B may not have heard of the table yet: it learns within a second (bus, or the poll).
			await new Promise((r) => setTimeout(r, 100));
			renamed = await call(opB.socket, 'table:rename', { table: 'list', name: 'Stół 5' });
		}
		expect(renamed.ok, renamed.reason).toBe(true);
		await until(() => onC.latest?.table.name === 'Stół 5', 5000, 'the new name on C');
		const opC = await operator(c, token!);
		expect((await call(opC.socket, 'table:remove', { table: 'list' })).ok).toBe(true);
		const onA = connect(a.url);
		await until(() => removed.includes('list'), 5000, 'removed on C');
		const end = Date.now() + 5000;
		let gone = false;
		while (!gone && Date.now() < end) {
			gone = !(await call(onA.socket, 'join', { table: 'list' }).catch(() => ({ ok: true }))).ok;
			if (!gone) await new Promise((r) => setTimeout(r, 100));
		}
		expect(gone, 'A no longer has the table').toBe(true);
		for (const s of [onC, opB, opC, onA]) s.socket.close();
	}, 60_000);
});

describe('settings and servers a node cannot use', () => {
	it('a URL of the wrong kind is a settings error (exit 2); an unreachable PostgreSQL or Redis stops the start (exit 3) and says which', async () => {
		const wrong = await failingStart(tempDir(), { CUECAST_DATABASE_URL: 'mysql://root@127.0.0.1/x' });
		expect(wrong.code).toBe(2);
		expect(wrong.stderr).toContain('CUECAST_DATABASE_URL');
		const badRedis = await failingStart(tempDir(), { CUECAST_DATABASE_URL: file.peers().databaseUrl, CUECAST_REDIS_URL: 'http://127.0.0.1:6379' });
		expect(badRedis.code).toBe(2);
		expect(badRedis.stderr).toContain('CUECAST_REDIS_URL');

		const t0 = Date.now();
		const noPg = await failingStart(tempDir(), { CUECAST_DATABASE_URL: 'postgres://postgres@127.0.0.1:1/cuecast' });
		expect(noPg.code).toBe(3);
		expect(noPg.stderr).toContain('127.0.0.1:1');
		const noRedis = await failingStart(tempDir(), nodeEnv(file.peers(), { CUECAST_REDIS_URL: 'redis://127.0.0.1:1' }));
		expect(noRedis.code).toBe(3);
		expect(noRedis.stderr).toMatch(/Redis at 127\.0\.0\.1:1/);
		expect(Date.now() - t0).toBeLessThan(30_000);
	}, 60_000);
});
