/**
 * Handicap targets (set-up `targets`, issue 15) in random play, through the public match layer:
 * - targets equal to the nominal `raceTo` / `pointsTo` change nothing but the summary's
 *   per-player `target` key (the same actions give the same summaries);
 * - nobody passes his own target; a finished race is won exactly at the winner's own target;
 * - a carom match is decided by the share of each player's own target (core.ts, "Handicaps"):
 *   the winner's is the largest (unless penalty shots decided a tie), a draw's top shares are equal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, summarize, type Match } from './match';
import { asFamily, isFamily } from './summary';
import { seededRandom } from './testing/random-match';
import { samplers } from './testing/samplers';
import type { DisciplineId, Summary } from './types';

type Setup = Record<string, unknown> & { discipline: DisciplineId; players: string[] };

/** A summary without the per-player `target` key, to compare with a match without `targets`. */
const withoutTargets = (s: Summary): unknown => ({ ...s, players: s.players.map(({ target: _, ...p }: { target?: number }) => p) });

/**
 * Random play; candidates that end a match outside the target rules (a 14.1 or carom forfeit, a
 * CG-18 deliberate foul) are left out, so every finished match here was decided by the targets.
 */
function play(setup: Setup, seed: number, length: number): { match: Match; summaries: Summary[]; actions: unknown[] } {
	const created = createMatch(setup);
	if (!created.ok) throw new Error(created.reason);
	const rng = seededRandom(seed);
	const sampler = samplers[setup.discipline]!;
	const raced = setup.discipline === 'eight-ball' || setup.discipline === 'nine-ball' || setup.discipline === 'ten-ball';
	let match = created.match;
	const summaries: Summary[] = [];
	const actions: unknown[] = [];
	for (let tries = 0; tries < length * 10 && actions.length < length; tries++) {
		const summary = summarize(match);
		if (summary.status === 'finished') break;
		const candidate = sampler(rng, summary) as { t: string; foul?: unknown };
		if ((candidate.t === 'forfeit' && !raced) || candidate.foul === 'deliberate') continue;
		const step = applyAction(match, candidate);
		if (!step.ok) continue;
		match = step.match;
		actions.push(candidate);
		summaries.push(summarize(match));
	}
	return { match, summaries, actions };
}

const share = (s: Summary, p: number, targets: readonly number[]) => s.players[p]!.score / targets[p]!;

const poolArb = fc.record({
	discipline: fc.constantFrom('eight-ball' as const, 'nine-ball' as const, 'ten-ball' as const),
	targets: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })),
	seed: fc.integer()
});

const caromArb = fc.record({
	discipline: fc.constantFrom('three-cushion' as const, 'one-cushion' as const, 'straight-rail' as const, 'balkline-71-2' as const),
	targets: fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })),
	inningsLimit: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
	equalize: fc.boolean(),
	tiebreak: fc.constantFrom('none', 'penalty-shots'),
	seed: fc.integer()
});

describe('handicap targets in random play', () => {
	it('targets equal to the nominal target change nothing but the per-player target key', () => {
		const setups: Setup[] = [
			{ discipline: 'nine-ball', players: ['A', 'B'], raceTo: 2 },
			{ discipline: 'eight-ball', players: ['A', 'B'], raceTo: 2 },
			{ discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 15 },
			{ discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 5, inningsLimit: 10, tiebreak: 'penalty-shots' },
			{ discipline: 'straight-rail', players: ['A', 'B', 'C'], pointsTo: 8, inningsLimit: 6 }
		];
		fc.assert(
			fc.property(fc.constantFrom(...setups), fc.integer(), (setup, seed) => {
				const nominal = Number(setup.raceTo ?? setup.pointsTo);
				const plain = play(setup, seed, 120);
				const created = createMatch({ ...setup, targets: setup.players.map(() => nominal) });
				if (!created.ok) throw new Error(created.reason);
				let match = created.match;
				plain.actions.forEach((action, i) => {
					const step = applyAction(match, action);
					expect(step.ok).toBe(true);
					if (!step.ok) return;
					match = step.match;
					const s = summarize(match);
					expect(s.players.map((p) => ('target' in p ? p.target : undefined))).toEqual(setup.players.map(() => nominal));
					expect(withoutTargets(s)).toEqual(withoutTargets(plain.summaries[i]!));
				});
			}),
			{ numRuns: 40 }
		);
	});

	it('pool races: nobody passes his own race; a finished race is won exactly at the winner\'s own target', () => {
		fc.assert(
			fc.property(poolArb, ({ discipline, targets, seed }) => {
				const { summaries } = play({ discipline, players: ['A', 'B'], raceTo: 3, targets }, seed, 150);
				for (const s of summaries) {
					s.players.forEach((p, i) => expect(p.score).toBeLessThanOrEqual(targets[i]!));
					if (s.status !== 'finished') continue;
					const w = s.winner!;
					expect(s.players[w]!.score).toBe(targets[w]);
					expect(s.players[1 - w]!.score).toBeLessThan(targets[1 - w]!);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('carom: nobody passes his own target; the result follows the shares of the players\' own targets', () => {
		fc.assert(
			fc.property(caromArb, ({ seed, targets, inningsLimit, ...rest }) => {
				const setup: Setup = { ...rest, players: ['A', 'B'], pointsTo: 12, targets, ...(inningsLimit ? { inningsLimit } : {}) };
				const { summaries } = play(setup, seed, 150);
				for (const summary of summaries) {
					const s = asFamily(summary, 'carom');
					s.players.forEach((p, i) => expect(p.score).toBeLessThanOrEqual(targets[i]!));
					if (s.status !== 'finished') continue;
					const decidedByPenalties = s.players.some((p) => p.penaltyShots.length > 0);
					if (s.draw) expect(share(s, 0, targets)).toBe(share(s, 1, targets));
					else if (!decidedByPenalties) expect(share(s, s.winner!, targets)).toBeGreaterThan(share(s, 1 - s.winner!, targets));
					// someone reached his own target, or the innings limit ended the match
					const reached = s.players.some((p, i) => p.score >= targets[i]!);
					expect(reached || (inningsLimit !== undefined && s.players.every((p) => p.innings === inningsLimit))).toBe(true);
					expect(isFamily(s, 'carom')).toBe(true);
				}
			}),
			{ numRuns: 80 }
		);
	});
});
