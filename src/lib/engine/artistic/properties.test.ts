import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, runScript, summarize } from '../match';
import { artisticSamplers } from './samples';
import { asFamily } from '../summary';
import { expectAcceptedOrRefusedWithReason, start } from '../testing/properties';

const figuresArb = fc.array(fc.record({ name: fc.constantFrom('Coulé', 'Rétro', 'Massé', 'Piqué'), points: fc.integer({ min: 4, max: 11 }) }), {
	minLength: 1,
	maxLength: 8
});
const attemptArb = fc.record({ t: fc.constant('attempt'), success: fc.boolean(), offTable: fc.boolean() }, { requiredKeys: ['t'] });
const actionArb = fc.oneof(
	{ weight: 20, arbitrary: attemptArb },
	{ weight: 1, arbitrary: fc.constant({ t: 'undo' }) },
	{ weight: 1, arbitrary: fc.constant({ t: 'redo' }) },
	{ weight: 1, arbitrary: fc.constant({ t: 'choose', option: 'shoot' }) }
);

describe('artistic: properties', () => {
	it('AR-1: totals = the sum of the figure points of the successes', () => {
		fc.assert(
			fc.property(figuresArb, fc.integer({ min: 2, max: 4 }), fc.array(attemptArb, { maxLength: 120 }), (figures, count, attempts) => {
				const players = Array.from({ length: count }, (_, i) => `P${i}`);
				let match = start({ discipline: 'artistic', players, figures });
				const expected = players.map(() => 0);
				let played = 0;
				for (const attempt of attempts) {
					const before = asFamily(summarize(match), 'artistic');
					const result = applyAction(match, attempt);
					if (!result.ok) {
						expect(before.status).toBe('finished');
						continue;
					}
					played++;
					match = result.match;
					const figure = before.figure!;
					if (attempt.success === true && attempt.offTable !== true) expected[before.turn as number] += figure.points;
					expect(summarize(match).players.map((p) => p.score)).toEqual(expected);
				}
				const s = summarize(match);
				const most = attempts.length >= 3 * figures.length * count;
				if (s.status === 'finished') {
					expect(s.players.every((p) => p.innings === figures.length)).toBe(true);
					const top = Math.max(...expected);
					const leaders = expected.filter((v) => v === top).length;
					expect(s.draw).toBe(leaders > 1);
					expect(s.winner).toBe(leaders > 1 ? null : expected.indexOf(top));
				} else {
					expect(most).toBe(false);
				}
				expect(played).toBeLessThanOrEqual(3 * figures.length * count);
				expect(played).toBeGreaterThanOrEqual(Math.min(attempts.length, figures.length * count));
			}),
			{ numRuns: 300 }
		);
	});

	it('replay equals step by step, and undo then redo is the identity', () => {
		fc.assert(
			fc.property(figuresArb, fc.array(actionArb, { maxLength: 60 }), (figures, actions) => {
				const setup = { discipline: 'artistic', players: ['A', 'B'], figures };
				let match = start(setup);
				const accepted: unknown[] = [];
				for (const action of actions) {
					const result = applyAction(match, action);
					if (!result.ok) continue;
					match = result.match;
					accepted.push(action);
					const undone = applyAction(match, { t: 'undo' });
					if (undone.ok) {
						const redone = applyAction(undone.match, { t: 'redo' });
						expect(redone.ok && summarize(redone.match)).toEqual(summarize(match));
					}
				}
				const replay = runScript({ match: setup, actions: accepted });
				expect(replay.ok && summarize(replay.match)).toEqual(summarize(match));
			}),
			{ numRuns: 200 }
		);
	});

	it('the engine never throws on random input', () => {
		fc.assert(
			fc.property(figuresArb, fc.array(fc.oneof(fc.anything(), actionArb), { maxLength: 40 }), (figures, actions) => {
				expectAcceptedOrRefusedWithReason(start({ discipline: 'artistic', players: ['A', 'B'], figures }), actions);
			}),
			{ numRuns: 200 }
		);
	});

	it('the sampler produces mostly accepted actions', () => {
		const sampler = artisticSamplers.artistic;
		expect(sampler).toBeDefined();
		let seed = 3;
		const rng = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
		const fresh = () => start({ discipline: 'artistic', players: ['A', 'B'], figures: [{ name: 'a', points: 5 }, { name: 'b', points: 9 }] });
		let match = fresh();
		let accepted = 0;
		for (let i = 0; i < 2000; i++) {
			if (summarize(match).status === 'finished') match = fresh();
			const result = applyAction(match, sampler!(rng));
			if (result.ok) {
				match = result.match;
				accepted++;
			}
		}
		expect(accepted / 2000).toBeGreaterThan(0.8);
	});
});
