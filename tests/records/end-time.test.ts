/**
 * When a match ended (issue 22 item 3), on a real server in a venue time zone that is not the
 * machine's (CUECAST_TIME_ZONE=Asia/Kathmandu, UTC+05:45 all year, so no daylight saving blurs
 * the check): a finished match ends at its deciding action — while it is still on its table and
 * after the next match replaced it — in the list, the match page's record, the score sheet (in
 * the venue's zone, the zone named) and the list CSV; a zone that does not exist stops the
 * server at start with exit code 2.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/records/csv';
import type { MatchListResponse, MatchRow } from '../../src/lib/protocol/records';
import type { RecordReply } from '../../src/lib/protocol/records';
import { call, clientPool, connected, login, startServer, tempDir, type Running } from '../server/helpers';

const ZONE = 'Asia/Kathmandu';
/** Kathmandu's wall clock: UTC + 5 h 45 min, written by hand (not through the code under test). */
const kathmandu = (iso: string) => new Date(Date.parse(iso) + (5 * 60 + 45) * 60_000).toISOString().replace('T', ' ').slice(0, 16);

let server: Running;
const { client, closeAll } = clientPool(() => server.url);
let op: ReturnType<typeof client>;

/** A public read, waiting out the read budgets (429) as a page would. */
async function get(path: string): Promise<Response> {
	for (let i = 0; i < 60; i++) {
		const res = await fetch(`${server.url}${path}`);
		if (res.status !== 429) return res;
		await new Promise((r) => setTimeout(r, 400));
	}
	throw new Error(`${path}: still 429`);
}
const rowOf = async (id: number): Promise<MatchRow> => ((await (await get('/api/matches')).json()) as MatchListResponse).matches.find((m) => m.id === id)!;
/** Asks the list again until `ok` (the results writer works after the acknowledgement). */
async function rowWhen(id: number, ok: (m: MatchRow) => boolean, what: string): Promise<MatchRow> {
	const end = Date.now() + 15_000;
	for (;;) {
		const m = await rowOf(id);
		if (ok(m)) return m;
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(m)}`);
		await new Promise((r) => setTimeout(r, 100));
	}
}

beforeAll(async () => {
	server = await startServer({ dataDir: tempDir(), env: { CUECAST_TIME_ZONE: ZONE } });
	const token = (await login(server.url, server.pin!)).token!;
	op = client({ token });
	await connected(op.socket);
	expect((await call(op.socket, 'table:create', { id: 'e', name: 'End table' })).ok).toBe(true);
}, 60_000);

afterAll(async () => {
	closeAll();
	await server?.stop();
});

describe('a match ends at its deciding action', () => {
	let id = 0;
	let before = 0;
	let after = 0;
	let endedAt = '';

	it('while it is still on its table: the list gives the deciding action’s time, not null', async () => {
		const started = await call(op.socket, 'match:start', { table: 'e', setup: { discipline: 'three-cushion', players: ['Anna Nowak', 'Ivan Petrov'], pointsTo: 2 }, replaces: null });
		expect(started.ok, started.reason).toBe(true);
		id = started.state.match.id;
		expect((await call(op.socket, 'act', { table: 'e', match: id, revision: 0, action: { t: 'inning', points: 2 } })).ok).toBe(true);
		before = Date.now();
		// Ivan's equalizing inning decides it
		const last = await call(op.socket, 'act', { table: 'e', match: id, revision: 1, action: { t: 'inning', points: 0 } });
		after = Date.now();
		expect(last.ok, last.reason).toBe(true);
		const row = await rowWhen(id, (m) => m.endedAt !== null, 'an end time on the finished match');
		expect(row.result?.status).toBe('finished');
		expect(row.live).toBe(false);
		endedAt = row.endedAt!;
		expect(Date.parse(endedAt)).toBeGreaterThanOrEqual(before - 1);
		expect(Date.parse(endedAt)).toBeLessThanOrEqual(after + 1);
		const record = (await (await get(`/api/matches/${id}/record`)).json()) as RecordReply;
		expect(record.record.endedAt).toBe(endedAt);
	}, 30_000);

	it('after the next match is put on the table: still the deciding action’s time', async () => {
		const next = await call(op.socket, 'match:start', { table: 'e', setup: { discipline: 'three-cushion', players: ['Kim', 'Lee'], pointsTo: 5 }, replaces: id });
		expect(next.ok, next.reason).toBe(true);
		const nextRow = await rowWhen(next.state.match.id, (m) => m.live, 'the next match listed');
		// the replacement came later than the end: the end is not the replacement
		expect(Date.parse(nextRow.startedAt)).toBeGreaterThanOrEqual(Date.parse(endedAt));
		expect((await rowOf(id)).endedAt).toBe(endedAt);
		const record = (await (await get(`/api/matches/${id}/record`)).json()) as RecordReply;
		expect(record.record.endedAt).toBe(endedAt);
	}, 30_000);

	it('the score sheet prints the start and the end on the venue’s clock, its zone named', async () => {
		const res = await get(`/api/matches/${id}/sheet.pdf?lang=en`);
		expect(res.status).toBe(200);
		const file = join(tempDir('cuecast-end-'), 'sheet.pdf');
		writeFileSync(file, Buffer.from(await res.arrayBuffer()));
		const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
		const row = await rowOf(id);
		expect(text).toContain('Ended');
		expect(text).toContain(`${kathmandu(endedAt)} (${ZONE})`);
		expect(text).toContain(`${kathmandu(row.startedAt)} (${ZONE})`);
	}, 30_000);

	it('the list CSV dates the match on the venue’s clock, and its day filter takes the venue’s days', async () => {
		const row = await rowOf(id);
		const day = kathmandu(row.startedAt).slice(0, 10);
		const res = await get(`/api/matches/export.csv?from=${day}&to=${day}`);
		const [header, ...rows] = parseCsv(await res.text());
		const mine = rows.find((r) => r[header!.indexOf('match')] === String(id));
		expect(mine?.[header!.indexOf('date')]).toBe(kathmandu(row.startedAt));
	}, 30_000);
});

describe('CUECAST_TIME_ZONE', () => {
	it('a zone that does not exist stops the server at start: exit code 2, the setting named', async () => {
		await expect(startServer({ dataDir: tempDir(), env: { CUECAST_TIME_ZONE: 'Mars/Olympus_Mons' } })).rejects.toThrow(/exited with 2[\s\S]*CUECAST_TIME_ZONE/);
	}, 30_000);
});
