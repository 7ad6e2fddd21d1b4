import type { DisciplineId, Summary } from '../types';
import type { PoolId } from './catalog';

/** A random candidate action for a pool table: mostly plausible strokes, sometimes nonsense. */
export function samplePoolAction(rng: () => number, summary?: Summary): unknown {
	const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
	if (summary?.pending && rng() < 0.9) return { t: 'choose', option: pick(summary.pending.options) };
	const roll = rng();
	if (roll < 0.01) return { t: 'forfeit', player: Math.floor(rng() * 2) };
	if (roll < 0.02) return { t: 'rerack' };
	if (roll < 0.03) return { t: 'choose', option: 'accept' };
	if (roll < 0.04) return { t: 'shot', potted: [Math.floor(rng() * 17)] };
	const onTable = summary?.rack?.onTable ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
	const potted = onTable.filter(() => rng() < 0.12);
	const shot: Record<string, unknown> = { t: 'shot', potted };
	if (rng() < 0.15) shot.foul = pick(['scratch', 'cue-off', 'wrong-ball', 'no-rail', 'no-hit', 'other', 'intentional']);
	if (rng() < 0.03) shot.offTable = onTable.filter((b) => !potted.includes(b) && rng() < 0.1);
	if (rng() < 0.5 && onTable.length) shot.firstHit = rng() < 0.8 ? Math.min(...onTable) : pick(onTable);
	if (rng() < 0.5) shot.rails = Math.floor(rng() * 6);
	if (rng() < 0.4) shot.cueRail = rng() < 0.7;
	if (rng() < 0.08) shot.called = false;
	if (rng() < 0.05) shot.safety = true;
	if (summary?.rack?.pushOutAvailable && rng() < 0.3) shot.push = true;
	return shot;
}

/**
 * A random candidate action for a 10-ball table: strokes that call a ball (TB-4), mostly the
 * lowest, that make it, miss it, pocket another (TB-7) or foul; push-outs when allowed; sometimes
 * a slip the engine must refuse (a ball of 11–15, a call on the break, a safety).
 */
export function sampleTenBallAction(rng: () => number, summary?: Summary): unknown {
	const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
	if (summary?.pending && rng() < 0.9) return { t: 'choose', option: pick(summary.pending.options) };
	const roll = rng();
	if (roll < 0.01) return { t: 'forfeit', player: Math.floor(rng() * 2) };
	if (roll < 0.015) return { t: 'rerack' };
	if (roll < 0.02) return { t: 'rack', player: Math.floor(rng() * 2) };
	if (roll < 0.03) return { t: 'shot', potted: [11 + Math.floor(rng() * 5)] };
	const onTable = summary?.rack?.onTable ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
	const lowest = Math.min(...onTable);
	const shot: Record<string, unknown> = { t: 'shot', firstHit: rng() < 0.88 ? lowest : pick(onTable) };
	const breakDue = summary?.rack?.breakDue ?? false;
	if (breakDue) {
		shot.potted = onTable.filter(() => rng() < 0.1);
		shot.rails = Math.floor(rng() * 8);
		if (rng() < 0.03) shot.calledBall = lowest;
	} else if (summary?.rack?.pushOutAvailable && rng() < 0.3) {
		shot.push = true;
		shot.potted = onTable.filter(() => rng() < 0.05);
	} else {
		const called = rng() < 0.8 ? lowest : pick(onTable);
		if (rng() < 0.5) shot.calledBall = called;
		const made = rng() < 0.55;
		shot.potted = onTable.filter((b) => (b === called && made) || (b !== called && rng() < 0.07));
		if (rng() < 0.08) shot.called = false;
		if (rng() < 0.04) shot.safety = true;
	}
	if (rng() < 0.12) shot.foul = pick(['scratch', 'cue-off', 'wrong-ball', 'no-rail', 'no-hit', 'other', 'intentional']);
	if (rng() < 0.02) shot.offTable = onTable.filter((b) => !(shot.potted as number[]).includes(b) && rng() < 0.1);
	return shot;
}

export const poolSamplers: Partial<Record<DisciplineId, (rng: () => number, summary?: Summary) => unknown>> = {
	'eight-ball': samplePoolAction,
	'nine-ball': samplePoolAction,
	'straight-pool': samplePoolAction,
	'ten-ball': sampleTenBallAction
};

/** Set-ups long enough for a benchmark's match of thousands of actions (testing/random-match.ts). */
export const poolLongSetups: Partial<Record<DisciplineId, unknown>> = {
	'eight-ball': { discipline: 'eight-ball', players: ['A', 'B'], raceTo: 99 },
	'nine-ball': { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 99 },
	'straight-pool': { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 1000 },
	'ten-ball': { discipline: 'ten-ball', players: ['A', 'B'], raceTo: 99 }
};

/** Short set-ups, so the property tests' random play also reaches the end of matches (testing/samplers.ts). */
export const poolShortSetups: Record<PoolId, unknown> = {
	'eight-ball': { discipline: 'eight-ball', players: ['A', 'B'], raceTo: 2 },
	'nine-ball': { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 2 },
	'straight-pool': { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 15 },
	'ten-ball': { discipline: 'ten-ball', players: ['A', 'B'], raceTo: 2 }
};

/** Short set-ups with small run marks, so random play reaches every broadcast moment (engine/events.test.ts). */
export const poolEventSetups: Record<PoolId, Record<string, unknown>> = {
	'eight-ball': { discipline: 'eight-ball', players: ['A', 'B'], raceTo: 3 },
	'nine-ball': { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 3 },
	'straight-pool': { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 40, runEvents: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
	'ten-ball': { discipline: 'ten-ball', players: ['A', 'B'], raceTo: 3 }
};
