import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, entryOf, runScript, summarize } from './match';
import { longSetups, randomMatch, seededRandom } from './testing/random-match';
import { samplers } from './testing/samplers';
import { disciplineIds } from './registry';
import type { DisciplineId } from './types';

/** Short set-ups, so random play also reaches the end of matches. */
const shortSetups: Record<DisciplineId, unknown> = {
	'eight-ball': { discipline: 'eight-ball', players: ['A', 'B'], raceTo: 2 },
	'nine-ball': { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 2 },
	'straight-pool': { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 15 },
	'straight-rail': { discipline: 'straight-rail', players: ['A', 'B', 'C'], pointsTo: 8, inningsLimit: 6 },
	'one-cushion': { discipline: 'one-cushion', players: ['A', 'B'], pointsTo: 6, inningsLimit: 8 },
	'three-cushion': { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 5, inningsLimit: 10 },
	'balkline-47-1': { discipline: 'balkline-47-1', players: ['A', 'B'], pointsTo: 8 },
	'balkline-47-2': { discipline: 'balkline-47-2', players: ['A', 'B'], pointsTo: 8 },
	'balkline-71-2': { discipline: 'balkline-71-2', players: ['A', 'B'], pointsTo: 8, equalize: false },
	artistic: { discipline: 'artistic', players: ['A', 'B'], figures: [{ name: 'F1', points: 4 }, { name: 'F2', points: 11 }] },
	'seven-pins': { discipline: 'seven-pins', players: ['A', 'B'], startScore: 150 },
	kegel: { discipline: 'kegel', players: ['A', 'B'], startScore: 150 },
	'ten-ball': { discipline: 'ten-ball', players: ['A', 'B'], raceTo: 2 },
	'free-pyramid': { discipline: 'free-pyramid', players: ['A', 'B'], raceTo: 2, pointsTo: 3 },
	'combined-pyramid': { discipline: 'combined-pyramid', players: ['A', 'B'], raceTo: 2, pointsTo: 3 },
	'dynamic-pyramid': { discipline: 'dynamic-pyramid', players: ['A', 'B'], raceTo: 2, pointsTo: 3 },
	snooker: { discipline: 'snooker', players: ['A', 'B'], bestOf: 3, reds: 6 },
	'english-billiards': { discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 30, bestOf: 3 }
};

describe.each(disciplineIds())('%s: every discipline', (id) => {
	const sampler = samplers[id];

	it('has a sampler and a long set-up for the benchmark', () => {
		expect(sampler).toBeTypeOf('function');
		expect(longSetups[id]).toBeDefined();
	});

	it('says "finished" exactly when the summary does, at every step', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const rng = seededRandom(seed);
				const created = createMatch(shortSetups[id]);
				if (!created.ok) throw new Error(created.reason);
				let match = created.match;
				const rules = entryOf(match).rules;
				for (let i = 0; i < 200; i++) {
					const result = applyAction(match, sampler!(rng, summarize(match)));
					if (!result.ok) continue;
					match = result.match;
					expect(rules.finished(match.state)).toBe(summarize(match).status === 'finished');
					if (rules.finished(match.state)) break;
				}
			}),
			{ numRuns: 25 }
		);
	});

	it('replaying a script gives the state reached step by step; undo then redo is the identity', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const played = randomMatch(shortSetups[id], sampler!, seededRandom(seed), 150);
				const replayed = runScript({ match: played.setup, actions: played.actions });
				expect(replayed.ok).toBe(true);
				if (!replayed.ok) return;
				expect(summarize(replayed.match)).toEqual(summarize(played.match));
				const undone = applyAction(played.match, { t: 'undo' });
				if (!undone.ok) return; // an empty match has nothing to undo
				const redone = applyAction(undone.match, { t: 'redo' });
				expect(redone.ok && summarize(redone.match)).toEqual(summarize(played.match));
			}),
			{ numRuns: 25 }
		);
	});
});
