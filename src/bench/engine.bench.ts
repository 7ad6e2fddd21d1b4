/**
 * Engine throughput: `npm run bench` (this part: `npx tsx src/bench/engine.bench.ts`).
 * For every discipline a seeded random match of 2,000 accepted actions is generated once,
 * then replayed from its script many times. Prints actions per second and the time to
 * rebuild the whole match (what the server does for a table on restart).
 */
import { performance } from 'node:perf_hooks';
import { runScript } from '../lib/engine/match';
import { longSetups, randomMatch, seededRandom } from '../lib/engine/testing/random-match';
import { samplers } from '../lib/engine/testing/samplers';
import type { DisciplineId } from '../lib/engine/types';

const ACTIONS = 2000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

interface Row {
	discipline: string;
	actions: number;
	perSecond: number;
	rebuildP50: number;
	rebuildP95: number;
}

export function benchEngine(): Row[] {
	const rows: Row[] = [];
	for (const [id, setup] of Object.entries(longSetups) as [DisciplineId, unknown][]) {
		const sampler = samplers[id];
		if (!sampler) continue;
		const played = randomMatch(setup, sampler, seededRandom(2026), ACTIONS, { maxTries: ACTIONS * 50, keepPlaying: true });
		const script = { match: setup, actions: played.actions };
		runScript(script); // warm-up: let the JIT see the code before timing it
		const times: number[] = [];
		for (let round = 0; round < ROUNDS; round++) {
			const started = performance.now();
			const result = runScript(script);
			times.push(performance.now() - started);
			if (!result.ok) throw new Error(`${id}: ${result.error}`);
		}
		times.sort((a, b) => a - b);
		const p50 = percentile(times, 50);
		rows.push({
			discipline: id,
			actions: played.actions.length,
			perSecond: Math.round((played.actions.length / p50) * 1000),
			rebuildP50: p50,
			rebuildP95: percentile(times, 95)
		});
	}
	return rows;
}

function print(rows: Row[]): void {
	console.log(`\nEngine: replaying a seeded random match per discipline (${ROUNDS} rounds, Node ${process.version})`);
	console.log('discipline        actions   actions/s   rebuild p50   rebuild p95');
	for (const r of rows) {
		console.log(
			`${r.discipline.padEnd(17)} ${String(r.actions).padStart(7)} ${r.perSecond.toLocaleString('en').padStart(11)} ` +
				`${r.rebuildP50.toFixed(2).padStart(10)} ms ${r.rebuildP95.toFixed(2).padStart(10)} ms`
		);
	}
}

if (import.meta.url === `file://${process.argv[1]}`) print(benchEngine());
