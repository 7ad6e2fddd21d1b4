/**
 * Random candidate actions for the Russian pyramid games, for benchmarks and property tests:
 * mostly plausible strokes (a ball or two, a svoyak, a miss, a foul), break facts on a break,
 * the pending NP-2 choice, now and then a referee action or something the engine must refuse
 * (more balls than the table holds, a penalty ball where none moves). Pure: all randomness
 * comes from `rng`.
 */
import { isFamily } from '../summary';
import type { DisciplineId, Summary } from '../types';
import { PYRAMID_FOULS } from './schema';
import type { PyramidId } from './catalog';

type Rng = () => number;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length) % items.length]!;

/** 0 most often, 1 often, 2–3 sometimes; never more than `max` unless `rng` asks for nonsense. */
function balls(rng: Rng, max: number): number {
	const r = rng();
	const n = r < 0.45 ? 0 : r < 0.85 ? 1 : r < 0.96 ? 2 : 3;
	return Math.max(0, Math.min(n, max));
}

function pyramidCandidate(rng: Rng, dynamic: boolean, summary?: Summary): unknown {
	const frame = summary && isFamily(summary, 'pyramid') ? summary.frame : null;
	if (summary?.pending && rng() < 0.9) return { t: 'choose', option: pick(rng, summary.pending.options) };
	const roll = rng();
	if (roll < 0.008) return { t: 'forfeit', player: Math.floor(rng() * 3) };
	if (roll < 0.015) return { t: 'rerack' };
	if (roll < 0.03) return { t: 'frame', player: Math.floor(rng() * 3) };
	if (roll < 0.035) return { t: 'choose', option: pick(rng, ['accept', 'rebreak', 'take']) };
	if (roll < 0.04) return { t: 'shot', potted: 16 };
	const onTable = frame?.onTable ?? 15;
	const shot: Record<string, unknown> = { t: 'shot', potted: balls(rng, onTable - 1) };
	if (rng() < 0.12) shot.svoyak = true;
	if (rng() < 0.12) shot.foul = pick(rng, PYRAMID_FOULS);
	if (rng() < 0.03) shot.offTable = 1;
	if (rng() < 0.02) shot.cueOff = true;
	if (rng() < 0.05) shot.penaltyBall = 1 + Math.floor(rng() * 15);
	if (frame?.breakDue || rng() < 0.05) {
		shot.cushions = Math.floor(rng() * 5);
		if (dynamic) {
			shot.sideCushions = Math.floor(rng() * 5);
			if (rng() < 0.5) shot.crossed = true;
		}
	}
	return shot;
}

const sampler = (dynamic: boolean) => (rng: Rng, summary?: Summary) => pyramidCandidate(rng, dynamic, summary);

export const pyramidSamplers: Partial<Record<DisciplineId, (rng: () => number, summary?: Summary) => unknown>> = {
	'free-pyramid': sampler(false),
	'combined-pyramid': sampler(false),
	'dynamic-pyramid': sampler(true)
};

/** Set-ups long enough that random play rarely ends them (benchmarks, property tests). */
export const pyramidLongSetups: Partial<Record<DisciplineId, unknown>> = {
	'free-pyramid': { discipline: 'free-pyramid', players: ['A', 'B'], raceTo: 99 },
	'combined-pyramid': { discipline: 'combined-pyramid', players: ['A', 'B'], raceTo: 99 },
	'dynamic-pyramid': { discipline: 'dynamic-pyramid', players: ['A', 'B'], raceTo: 99 }
};

/** Short set-ups, so the property tests' random play also reaches the end of matches (testing/samplers.ts). */
export const pyramidShortSetups: Record<PyramidId, unknown> = {
	'free-pyramid': { discipline: 'free-pyramid', players: ['A', 'B'], raceTo: 2, pointsTo: 3 },
	'combined-pyramid': { discipline: 'combined-pyramid', players: ['A', 'B'], raceTo: 2, pointsTo: 3 },
	'dynamic-pyramid': { discipline: 'dynamic-pyramid', players: ['A', 'B'], raceTo: 2, pointsTo: 3 }
};

/** Short set-ups with small run marks, so random play reaches every broadcast moment (engine/events.test.ts). */
export const pyramidEventSetups: Record<PyramidId, Record<string, unknown>> = {
	'free-pyramid': { discipline: 'free-pyramid', players: ['A', 'B'], raceTo: 3, pointsTo: 3, runEvents: [1, 2, 3] },
	'combined-pyramid': { discipline: 'combined-pyramid', players: ['A', 'B'], raceTo: 3, pointsTo: 3 },
	'dynamic-pyramid': { discipline: 'dynamic-pyramid', players: ['A', 'B'], raceTo: 3, pointsTo: 3 }
};
