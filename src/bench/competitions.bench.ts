/**
 * The competitions' benchmark (`npm run bench:competitions`): what one change costs. A change
 * rebuilds the bracket from the log (brackets-manager in memory, fed every decided match) and the
 * standings; this measures that rebuild half-way through competitions of several formats and
 * sizes, side by side in the same run with what the same change costs anyway: the durable append
 * of the entry (SQLite, synchronous=FULL, as the server runs) and the record of the deciding
 * table match (records/record.ts, which the result needs). `--quick` runs fewer repetitions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { competitionEntrySchema, type CompetitionEntry } from '../lib/competition/schema';
import { fold } from '../lib/competition/state';
import { viewOf } from '../lib/competition/view';
import { SqliteStore } from '../lib/server/store/sqlite';
import { buildRecord } from '../lib/records/record';
import { engine } from '../lib/server/engine';
import { pct, quick } from './support';

const REPS = quick ? 20 : 100;

async function halfway(format: string, players: number, options: Record<string, unknown> = {}): Promise<CompetitionEntry[]> {
	const definition = {
		name: 'Bench',
		format,
		options,
		setup: { discipline: 'three-cushion', pointsTo: 30 },
		players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` }))
	};
	const log: CompetitionEntry[] = [competitionEntrySchema.parse({ t: 'create', definition, seed: 'bench' })];
	const total = (await viewOf(fold('b', '', log))).view.matches.length;
	for (let decided = 0; decided < total / 2; decided++) {
		const { view } = await viewOf(fold('b', '', log));
		const ready = view.matches.find((m) => m.status === 'ready');
		if (!ready) break;
		log.push(competitionEntrySchema.parse({ t: 'correct', match: ready.id, winner: decided % 3 === 0 ? 1 : 0, players: ready.players }));
	}
	return log;
}

async function time(fn: () => Promise<unknown> | unknown): Promise<number[]> {
	const out: number[] = [];
	for (let i = 0; i < 3; i++) await fn(); // warm-up
	for (let i = 0; i < REPS; i++) {
		const t0 = performance.now();
		await fn();
		out.push(performance.now() - t0);
	}
	return out.sort((a, b) => a - b);
}

const rows: [string, number[]][] = [];

// baselines: the work a result costs anyway
const dir = mkdtempSync(join(tmpdir(), 'cuecast-bench-comp-'));
const store = new SqliteStore(dir, { synchronous: 'full' });
await store.competitions.createCompetition('b', 'Bench', { t: 'create' });
let revision = 1;
rows.push(['append one entry, SQLite FULL (baseline)', await time(() => store.competitions.appendCompetition('b', ++revision, { t: 'auto', auto: true }))]);
const innings = Array.from({ length: 60 }, (_, i) => ({ t: 'inning', points: i % 3 }));
const stored = { id: 1, tableId: 't', setup: { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 30 }, startedAt: '', endedAt: null, actions: innings };
rows.push(['record of a 60-inning carom match (baseline)', await time(() => buildRecord(engine, stored))]);

for (const [label, format, players, options] of [
	['round robin, 8 players', 'round-robin', 8, {}],
	['round robin, 16 players', 'round-robin', 16, {}],
	['groups 4×4 → knockout', 'groups-knockout', 16, { groups: 4, advance: 2 }],
	['single elimination, 64', 'single-elimination', 64, {}],
	['double elimination, 16', 'double-elimination', 16, {}],
	['double elimination, 32', 'double-elimination', 32, {}],
	['double elimination, 128', 'double-elimination', 128, {}],
	['round robin, 32 players', 'round-robin', 32, {}]
] as const) {
	const log = await halfway(format, players, options);
	rows.push([`rebuild: ${label} (${log.length - 1} decided)`, await time(() => viewOf(fold('b', '', log)))]);
	const state = fold('b', '', log);
	rows.push([`  live score only (bracket kept): ${label}`, await time(() => viewOf(state))]);
}
store.close();
rmSync(dir, { recursive: true, force: true });

const base = pct(rows[0]![1], 50);
console.log(`competitions bench (${REPS} runs each; ms)`);
console.log('| what | p50 | p95 | p99 | p50 ÷ append |');
console.log('| --- | --- | --- | --- | --- |');
for (const [what, ms] of rows) {
	console.log(`| ${what} | ${pct(ms, 50).toFixed(2)} | ${pct(ms, 95).toFixed(2)} | ${pct(ms, 99).toFixed(2)} | ${(pct(ms, 50) / base).toFixed(1)} |`);
}
