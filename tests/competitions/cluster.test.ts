/**
 * A competition on two nodes of one PostgreSQL database and one Redis: made on A, assigned on B,
 * scored on A's console; the result reaches the competition once, B's event stream hears every
 * step, and the same match assigned on both nodes at once goes to exactly one table.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../server/helpers';
import { clusterFile, operator, sleep, startCluster } from '../server/cluster-support';
import { sseReader } from '../api/sse';
import type { CompetitionView } from '../../src/lib/competition/types';

const file = clusterFile();

describe('competitions on two nodes', () => {
	it('made on one node, assigned on the other, scored on the first: one result, heard everywhere', async () => {
		const { nodes, token } = await startCluster(file.peers(), 2);
		file.running.push(...nodes);
		const [a, b] = nodes;
		const post = (url: string, path: string, body: unknown) =>
			fetch(`${url}${path}`, {
				method: 'POST',
				headers: { cookie: `cuecast_session=${token}`, 'content-type': 'application/json', origin: url },
				body: JSON.stringify(body)
			}).then(async (r) => ({ status: r.status, body: (await r.json()) as { ok: boolean; code?: string; id?: string; competition: CompetitionView } }));

		const op = await operator(a, token);
		for (const id of ['x', 'y', 'z']) expect((await call(op.socket, 'table:create', { id, name: `Table ${id}` })).ok).toBe(true);
		// B learns the tables from the bus or its poll
		for (const end = Date.now() + 5000; ; await sleep(100)) {
			const venue = await fetch(`${b.url}/api/tables`).then((r) => r.json());
			if (venue.tables.length === 3) break;
			if (Date.now() > end) throw new Error('B never saw the tables');
		}

		const created = await post(a.url, '/api/competitions', {
			name: 'Two Node Cup',
			format: 'single-elimination',
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: ['Ann', 'Ben', 'Cid', 'Dan'].map((name) => ({ name }))
		});
		expect(created.status).toBe(201);
		const id = created.body.id!;
		const events = await sseReader(`${b.url}/api/competitions/${id}/events`);
		try {
			const first = JSON.parse((await events.next()).data) as CompetitionView;
			expect(first.revision).toBe(1);
			const [semi1, semi2] = first.matches.filter((m) => m.round === 1);

			// the same match assigned on both nodes at once, to different tables: exactly one wins
			const both = await Promise.all([post(a.url, `/api/competitions/${id}/matches/${semi1!.id}/assign`, { table: 'x' }), post(b.url, `/api/competitions/${id}/matches/${semi1!.id}/assign`, { table: 'y' })]);
			expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
			const loser = both.find((r) => r.status === 409)!;
			expect(['comp-match-not-ready', 'comp-stale']).toContain(loser.body.code);
			const won = both.find((r) => r.status === 200)!.body.competition;
			const live = won.matches.find((m) => m.id === semi1!.id)!;
			expect(live.status).toBe('live');
			// the losing node touched no table: its claim was refused before any match was started
			const other = live.table === 'x' ? 'y' : 'x';
			expect((await fetch(`${a.url}/api/tables/${other}`).then((r) => r.json())).state.match).toBeNull();

			// B assigns the other semi-final
			const second = await post(b.url, `/api/competitions/${id}/matches/${semi2!.id}/assign`, { table: 'z' });
			expect(second.status, JSON.stringify(second.body)).toBe(200);

			// the first semi-final is scored on A's console: two racks for seat 0
			const table = live.table!;
			const scorer = await operator(a, token, table);
			let revision = 0;
			for (const player of [0, 0]) {
				const r = await call(scorer.socket, 'act', { table, match: live.tableMatch, revision, action: { t: 'rack', player } });
				expect(r.ok, r.reason).toBe(true);
				revision = r.revision;
			}
			scorer.socket.close();

			// B's stream hears the result; both nodes agree, and the result is stored once
			let seen = first;
			for (const end = Date.now() + 8000; seen.matches.find((m) => m.id === semi1!.id)!.status !== 'finished'; ) {
				seen = JSON.parse((await events.next(Math.max(1, end - Date.now()))).data) as CompetitionView;
			}
			const winner = live.players[0];
			const final = seen.matches.find((m) => m.round === 2)!;
			expect(final.players).toContain(winner);
			const [onA, onB] = await Promise.all([a, b].map((n) => fetch(`${n.url}/api/competitions/${id}`).then((r) => r.json() as Promise<CompetitionView>)));
			expect(onA.revision).toBe(onB.revision);
			// create, claim + assign (×2), result: nothing doubled by the two nodes
			expect(onA.revision).toBe(6);
			expect(onA.matches.find((m) => m.id === semi1!.id)).toMatchObject({ status: 'finished', winner: 0 });
		} finally {
			events.close();
			op.socket.close();
		}
	});
});
