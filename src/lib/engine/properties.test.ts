import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, entryOf, runScript, summarize } from './match';
import { longSetups, randomMatch, seededRandom } from './testing/random-match';
import { samplers, shortSetups as SHORT_SETUPS } from './testing/samplers';
import { disciplineIds } from './registry';
import type { DisciplineId } from './types';

/** Short set-ups (each family's samples.ts), so random play also reaches the end of matches. */
const shortSetups = SHORT_SETUPS;

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
