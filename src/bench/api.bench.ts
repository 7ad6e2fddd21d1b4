/**
 * The broadcast API's benchmark (`npm run bench:api`), loopback, one cuecast server on SQLite
 * (synchronous=FULL), side by side with the console's Socket.IO path in the same run:
 *
 * 1. Changing a table, request → answer, p50/p95/p99: the console's `act` over Socket.IO (the
 *    baseline), `POST …/actions` with a pinned revision, at the head with an Idempotency-Key,
 *    and `POST …/press/miss`.
 * 2. Reading a table: `GET /api/tables/<id>` (the state as the pages read it: the baseline),
 *    `GET /api/v1/…/fields`, `…/fields.xml`.
 * 3. A change reaching its readers: act → 16 Socket.IO viewers (the baseline) and act → 16 SSE
 *    streams, the last reader's p50/p99.
 *
 * Requests are paced inside a key's rate (30 a second), so no answer is a 429; `--quick` runs
 * fewer rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kill9, login, open, openMany, pct, quick, sleep, startCuecast, streamAction } from './support';
import { sseReader } from '../../tests/api/sse';

const ROUNDS = quick ? 60 : 300;
const PACE_MS = 36;

const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-bench-api-'));
const server = await startCuecast(dataDir, 'full');
const base = `http://127.0.0.1:${server.port}`;
const token = await login(server.port, server.pin!);
const op = await open(server.port, token);
await op.emitWithAck('table:create', { id: 'b', name: 'Bench' });
const started = await op.emitWithAck('match:start', { table: 'b', setup: { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 150 }, replaces: null });
const matchId: number = started.state.match.id;
const keyOf = async (name: string) =>
	(
		await fetch(`${base}/api/keys`, {
			method: 'POST',
			headers: { cookie: `cuecast_session=${token}`, 'content-type': 'application/json' },
			body: JSON.stringify({ name, scope: 'control' })
		}).then((r) => r.json())
	).key as string;
const key = await keyOf('bench');
const readKey = await keyOf('bench-reads');
let revision = 0;

type Row = { name: string; ms: number[] };
const rows: Row[] = [];
async function measure(name: string, once: () => Promise<void>) {
	const ms: number[] = [];
	for (let i = 0; i < ROUNDS; i++) {
		const t0 = performance.now();
		await once();
		ms.push(performance.now() - t0);
		await sleep(PACE_MS);
	}
	rows.push({ name, ms: ms.sort((a, b) => a - b) });
}
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
	const res = await fetch(`${base}${path}`, {
		method: 'POST',
		headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
		body: body === undefined ? undefined : JSON.stringify(body)
	});
	const answer = await res.json();
	if (!answer.ok) throw new Error(`${path}: ${res.status} ${answer.reason}`);
	revision = answer.revision ?? revision;
};

await measure('socket.io act (baseline)', async () => {
	const r = await op.emitWithAck('act', { table: 'b', match: matchId, revision, action: streamAction(revision) });
	if (!r.ok) throw new Error(r.reason);
	revision = r.revision;
});
await measure('POST actions (pinned revision)', () => post('/api/v1/tables/b/actions', { action: streamAction(revision), revision }));
let n = 0;
await measure('POST actions (head, Idempotency-Key)', () => post('/api/v1/tables/b/actions', { action: streamAction(revision) }, { 'idempotency-key': `bench-${n++}` }));
await measure('POST press/miss', () => post('/api/v1/tables/b/press/miss', undefined));
const changes = rows.length;

const get = (path: string, headers: Record<string, string> = {}) => async () => {
	const res = await fetch(`${base}${path}`, { headers });
	if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
	await res.arrayBuffer();
};
await measure('GET /api/tables/b (baseline)', get('/api/tables/b'));
await measure('GET fields', get('/api/v1/tables/b/fields', { authorization: `Bearer ${readKey}` }));
await measure('GET fields.xml', get('/api/v1/tables/b/fields.xml', { authorization: `Bearer ${readKey}` }));

// 3. ack → every reader
// an address may open 16 event streams (events.ts), the loopback being one address
const READERS = 16;
const viewers = await openMany(server.port, READERS, { table: 'b' });
const streams = await Promise.all(Array.from({ length: READERS }, () => sseReader(`${base}/api/v1/tables/b/events`)));
for (const s of streams) await s.next();
const spread = { socket: [] as number[], sse: [] as number[] };
for (let i = 0; i < Math.min(ROUNDS, 100); i++) {
	const seen = viewers.map((v) => new Promise<number>((r) => v.once('state', () => r(performance.now()))));
	// the event of this very change (its id is the new revision), not an earlier one still queued
	const expected = String(revision + 1);
	const heard = streams.map(async (s) => {
		while ((await s.next(10_000)).id !== expected);
		return performance.now();
	});
	const t0 = performance.now();
	const r = await op.emitWithAck('act', { table: 'b', match: matchId, revision, action: streamAction(revision) });
	revision = r.revision;
	spread.socket.push(Math.max(...(await Promise.all(seen))) - t0);
	spread.sse.push(Math.max(...(await Promise.all(heard))) - t0);
	await sleep(PACE_MS);
}

const f = (x: number) => x.toFixed(2).padStart(7);
const line = (name: string, ms: number[], baseline: number[]) =>
	`${name.padEnd(40)} p50 ${f(pct(ms, 50))}  p95 ${f(pct(ms, 95))}  p99 ${f(pct(ms, 99))} ms   p50 ×${(pct(ms, 50) / pct(baseline, 50)).toFixed(2)}  p99 ×${(pct(ms, 99) / pct(baseline, 99)).toFixed(2)}`;
console.log(`\nAPI benchmark: ${ROUNDS} requests each, one every ${PACE_MS} ms, SQLite synchronous=FULL (ratios against the row marked baseline)`);
console.log('\nchanging a table (request → answer; stored before the answer)');
for (const r of rows.slice(0, changes)) console.log(line(r.name, r.ms, rows[0]!.ms));
console.log('\nreading a table');
for (const r of rows.slice(changes)) console.log(line(r.name, r.ms, rows[changes]!.ms));
console.log(`\na change reaching ${READERS} readers (ack → the last one)`);
for (const [name, ms] of [
	['socket.io viewers (baseline)', spread.socket],
	['SSE streams', spread.sse]
] as const) {
	console.log(line(name, [...ms].sort((a, b) => a - b), [...spread.socket].sort((a, b) => a - b)));
}
for (const s of streams) s.close();
for (const v of viewers) v.close();
op.close();
await kill9(server);
rmSync(dataDir, { recursive: true, force: true });
