/**
 * The match records' benchmark (`npm run bench:records`): 50,000 matches with results written
 * straight into a SQLite store (no server, no replay: the store's own startMatch and
 * saveResult), start times spread over ~5 years, then p50/p99 of the list's queries side by side
 * with two baselines in the same run: a plain `SELECT … ORDER BY id DESC LIMIT 50` on the same
 * file and `listMatches(table)` (one table's whole history, what existed before).
 * Then the score sheet: a PDF built from a replayed record, Latin names and names in other
 * scripts (the fallback fonts, sheet-text.ts), its time and size. `--quick` writes 5,000 matches.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore, DB_FILE } from '../lib/server/store/sqlite';
import type { MatchResult } from '../lib/records/result';
import { pct, quick } from './support';
import { engine } from '../lib/server/engine';
import { buildRecord } from '../lib/records/record';
import { SNOOKER_SCRIPT } from '../lib/records/testing';
import { sheetModel } from '../lib/server/records/sheet-model';
import { renderSheetPdf } from '../lib/server/records/sheet-pdf';
import { sheetWords } from '../lib/server/records/sheet-words';
import { runScript } from '../lib/engine/match';
import { longSetups, randomMatch, seededRandom } from '../lib/engine/testing/random-match';
import { samplers } from '../lib/engine/testing/samplers';
import type { DisciplineId } from '../lib/engine/types';

const MATCHES = quick ? 5_000 : 50_000;
const TABLES = 20;
const REPS = quick ? 50 : 200;
const DISCIPLINES = ['three-cushion', 'nine-ball', 'eight-ball', 'straight-pool', 'ten-ball', 'one-cushion'];
const NAMES = Array.from({ length: 400 }, (_, i) => `${['Anna', 'Łukasz', 'Иван', 'Piotr', 'Ёжик'][i % 5]} Player${i}`);

const dir = mkdtempSync(join(tmpdir(), 'cuecast-bench-records-'));
let store = new SqliteStore(dir, { synchronous: 'normal' });
const t0 = performance.now();
for (let t = 0; t < TABLES; t++) await store.tables.createTable(`t${t}`, `Table ${t + 1}`);
const current: (number | null)[] = Array(TABLES).fill(null);
for (let i = 0; i < MATCHES; i++) {
	const t = i % TABLES;
	const discipline = DISCIPLINES[i % DISCIPLINES.length]!;
	const players = [NAMES[(i * 7) % NAMES.length]!, NAMES[(i * 13 + 1) % NAMES.length]!];
	const m = await store.tables.startMatch(`t${t}`, { discipline, players }, current[t]!);
	current[t] = m.id;
	const carom = discipline.includes('cushion');
	const innings = 20 + (i % 30);
	const score = [(i % 40) + 5, (i % 25) + 3];
	const result: MatchResult = {
		status: 'finished',
		winner: score[0]! >= score[1]! ? 0 : 1,
		draw: false,
		innings: carom ? innings : null,
		players: players.map((name, s) => ({
			name,
			country: null,
			score: score[s]!,
			innings: carom ? innings : 0,
			average: carom ? Math.floor((score[s]! / innings) * 1000) / 1000 : null,
			highRun: (i + s) % 12,
			racksWon: carom ? null : score[s]! % 9,
			breakAndRuns: carom ? null : (i + s) % 3
		}))
	};
	await store.records.saveResult(m.id, result);
}
const writeMs = performance.now() - t0;
await store.close();
// spread the start times: one match an hour, the newest now
const raw = new Database(join(dir, DB_FILE));
const newest = Date.now();
raw.prepare(`UPDATE matches SET started_at = ? - (? - id) * 3600000, ended_at = CASE WHEN ended_at IS NULL THEN NULL ELSE ? - (? - id) * 3600000 + 1800000 END`).run(newest, MATCHES, newest, MATCHES);
raw.exec('ANALYZE');
const lastId = MATCHES;

async function time(label: string, run: () => Promise<unknown> | unknown): Promise<void> {
	for (let i = 0; i < 5; i++) await run();
	const ms: number[] = [];
	for (let i = 0; i < REPS; i++) {
		const s = performance.now();
		await run();
		ms.push(performance.now() - s);
	}
	ms.sort((a, b) => a - b);
	console.log(`  ${label.padEnd(58)} p50 ${pct(ms, 50).toFixed(3).padStart(8)} ms   p99 ${pct(ms, 99).toFixed(3).padStart(8)} ms`);
}

const plain = raw.prepare(`SELECT id, table_pk, setup, started_at, ended_at FROM matches ORDER BY id DESC LIMIT 50`);
const day = 86_400_000;
console.log(`records bench: ${MATCHES} matches on ${TABLES} tables written (startMatch + saveResult) in ${(writeMs / 1000).toFixed(1)} s`);
console.log('baselines:');
await time('plain SELECT … ORDER BY id DESC LIMIT 50', () => plain.all());
// the store holds the file alone (sqlite-file.ts): the raw connection goes first
raw.close();
store = new SqliteStore(dir, { synchronous: 'normal' });
await time(`listMatches(table) (${MATCHES / TABLES} matches)`, () => store.tables.listMatches('t3'));
console.log('the list (50 a page, seats and results included):');
await time('first page', () => store.records.searchMatches({}, null, 50));
await time('a page deep in the list (keyset, before = id 1,000)', () => store.records.searchMatches({}, 1000, 50));
await time(`filter by player (${NAMES[7]})`, () => store.records.searchMatches({ player: NAMES[7]!.toUpperCase() }, null, 50));
await time('filter by player, deep (before = id 1,000)', () => store.records.searchMatches({ player: NAMES[7]! }, 1000, 50));
await time('filter by discipline (nine-ball)', () => store.records.searchMatches({ discipline: 'nine-ball' }, null, 50));
await time('filter by table and discipline', () => store.records.searchMatches({ tableId: 't4', discipline: 'ten-ball' }, null, 50));
await time('date range (a month, a year ago)', () => store.records.searchMatches({ from: newest - 365 * day, to: newest - 335 * day }, null, 50));
await time('date range (one day, 4 years ago)', () => store.records.searchMatches({ from: newest - 4 * 365 * day, to: newest - 4 * 365 * day + day }, null, 50));
await time(`player stats (${NAMES[7]}, ~${Math.round((2 * MATCHES) / NAMES.length)} matches)`, () => store.records.playerStats(NAMES[7]!));
console.log(`(last id ${lastId})`);
console.log('the score sheet (PDF, A4; the fonts are read on the first sheet, before the timing):');
const sheetOf = (players: string[]) =>
	sheetModel(buildRecord(engine, { id: 1, tableId: 't', setup: { discipline: 'snooker', bestOf: 3, players }, startedAt: '2026-12-02T18:00:00.000Z', endedAt: null, actions: SNOOKER_SCRIPT }), 'Table 1', sheetWords('pl'), 'UTC');
for (const [label, players] of [
	['snooker, Polish and Cyrillic names', ['Łukasz Żółw', 'Дмитрий Ёлкин']],
	['snooker, Chinese, Korean, Hebrew, Arabic, emoji names', ['王小明 🎱', '김민수 דוד כהן محمد']]
] as const) {
	const model = sheetOf([...players]);
	const bytes = (await renderSheetPdf(model)).length;
	await time(`${label} (${(bytes / 1024).toFixed(1)} KiB)`, () => renderSheetPdf(model));
}
console.log('a record built from its log (a seeded random match of 3,000 actions; the engine replaying the same log is the baseline):');
for (const id of ['snooker', 'free-pyramid', 'nine-ball', 'three-cushion'] as DisciplineId[]) {
	const setup = longSetups[id]!;
	const { actions } = randomMatch(setup, samplers[id]!, seededRandom(2026), 3000, { maxTries: 150_000, keepPlaying: true });
	const stored = { id: 1, tableId: 't', setup, startedAt: '2026-12-02T18:00:00.000Z', endedAt: null, actions };
	const replayMs: number[] = [];
	const recordMs: number[] = [];
	for (let i = 0; i < 17; i++) {
		let s = performance.now();
		runScript({ match: setup, actions });
		const replay = performance.now() - s;
		s = performance.now();
		buildRecord(engine, stored);
		const record = performance.now() - s;
		if (i < 2) continue; // warm-up
		replayMs.push(replay);
		recordMs.push(record);
	}
	replayMs.sort((a, b) => a - b);
	recordMs.sort((a, b) => a - b);
	const p50 = (ms: number[]) => pct(ms, 50).toFixed(1).padStart(7);
	console.log(`  ${`${id} (${actions.length} actions)`.padEnd(30)} replay p50 ${p50(replayMs)} ms   record p50 ${p50(recordMs)} ms   ×${(pct(recordMs, 50) / pct(replayMs, 50)).toFixed(1)}`);
}
await store.close();
rmSync(dir, { recursive: true, force: true });
