/**
 * Random candidate actions for the carom games, for benchmarks and property tests: mostly
 * plausible strokes and innings, sometimes fouls, safeties, balk caroms, and now and then
 * something the engine must refuse (a 2-point stroke, `wrong-ball` after the break, a
 * choice, a re-rack). Pure: all randomness comes from `rng`.
 */
import { isFamily } from '../summary';
import type { DisciplineId, Summary } from '../types';
import type { CaromId } from './catalog';

type Rng = () => number;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length) % items.length];

const FOULS = ['off-table', 'double-hit', 'push', 'touched-ball', 'no-foot', 'wrong-ball', 'deliberate', 'other'] as const;

function caromCandidate(rng: Rng, hasBalk: boolean, summary?: Summary): unknown {
	if (summary && isFamily(summary, 'carom') && summary.tiebreak && rng() < 0.9) return { t: 'penalty', points: rng() < 0.5 ? 1 : 0 };
	const r = rng();
	const balk = hasBalk && rng() < 0.3;
	if (r < 0.5) return balk ? { t: 'shot', points: 1, balk: true } : { t: 'shot', points: 1 };
	if (r < 0.65) return { t: 'shot', points: 0 };
	if (r < 0.75) return { t: 'inning', points: Math.floor(rng() * 6) };
	if (r < 0.82) return { t: 'shot', safety: true };
	if (r < 0.9) {
		// Deliberate fouls are rare, or random matches would mostly end by CG-18.
		const foul = pick(rng, FOULS);
		return { t: 'shot', points: rng() < 0.3 ? 1 : 0, foul: foul === 'deliberate' && rng() < 0.7 ? 'other' : foul };
	}
	if (r < 0.93) return { t: 'inning', points: Math.floor(rng() * 3), safety: rng() < 0.5, ...(balk ? { balk: true } : {}) };
	if (r < 0.95) return { t: 'shot', points: 2 };
	if (r < 0.96) return { t: 'forfeit', player: Math.floor(rng() * 3) };
	if (r < 0.97) return { t: 'choose', option: 'accept' };
	if (r < 0.98) return { t: 'rerack' };
	if (r < 0.99) return { t: 'shot', balk: true, points: 1, extra: 1 };
	return { t: 'penalty', points: 1 };
}

const sampler = (hasBalk: boolean) => (rng: Rng, summary?: Summary) => caromCandidate(rng, hasBalk, summary);

export const caromSamplers: Partial<Record<DisciplineId, (rng: () => number, summary?: Summary) => unknown>> = {
	'straight-rail': sampler(true),
	'one-cushion': sampler(false),
	'three-cushion': sampler(false),
	'balkline-47-1': sampler(true),
	'balkline-47-2': sampler(true),
	'balkline-71-2': sampler(true)
};

/** Set-ups long enough that random play rarely ends them. */
export const caromLongSetups: Partial<Record<DisciplineId, unknown>> = {
	'straight-rail': { discipline: 'straight-rail', players: ['A', 'B', 'C'], pointsTo: 5000 },
	'one-cushion': { discipline: 'one-cushion', players: ['A', 'B'], pointsTo: 5000 },
	'three-cushion': { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 5000 },
	'balkline-47-1': { discipline: 'balkline-47-1', players: ['A', 'B'], pointsTo: 5000 },
	'balkline-47-2': { discipline: 'balkline-47-2', players: ['A', 'B'], pointsTo: 5000 },
	'balkline-71-2': { discipline: 'balkline-71-2', players: ['A', 'B'], pointsTo: 5000 }
};

/** Short set-ups, so the property tests' random play also reaches the end of matches (testing/samplers.ts). */
export const caromShortSetups: Record<CaromId, unknown> = {
	'straight-rail': { discipline: 'straight-rail', players: ['A', 'B', 'C'], pointsTo: 8, inningsLimit: 6 },
	'one-cushion': { discipline: 'one-cushion', players: ['A', 'B'], pointsTo: 6, inningsLimit: 8 },
	'three-cushion': { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 5, inningsLimit: 10 },
	'balkline-47-1': { discipline: 'balkline-47-1', players: ['A', 'B'], pointsTo: 8 },
	'balkline-47-2': { discipline: 'balkline-47-2', players: ['A', 'B'], pointsTo: 8 },
	'balkline-71-2': { discipline: 'balkline-71-2', players: ['A', 'B'], pointsTo: 8, equalize: false }
};

/** Short set-ups with small run marks, so random play reaches every broadcast moment (engine/events.test.ts). */
export const caromEventSetups: Record<CaromId, Record<string, unknown>> = {
	'straight-rail': { discipline: 'straight-rail', players: ['A', 'B', 'C'], pointsTo: 10, inningsLimit: 8, runEvents: [2, 4, 6] },
	'one-cushion': { discipline: 'one-cushion', players: ['A', 'B'], pointsTo: 8, inningsLimit: 8, runEvents: [3] },
	'three-cushion': { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 6, inningsLimit: 6, runEvents: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
	'balkline-47-1': { discipline: 'balkline-47-1', players: ['A', 'B'], pointsTo: 8, runEvents: [2, 5] },
	'balkline-47-2': { discipline: 'balkline-47-2', players: ['A', 'B'], pointsTo: 8, inningsLimit: 1 },
	'balkline-71-2': { discipline: 'balkline-71-2', players: ['A', 'B'], pointsTo: 8, equalize: false, runEvents: [1] }
};
