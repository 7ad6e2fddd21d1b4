import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, createMatch, summarize, type Match } from '../match';
import { seededRandom } from '../testing/random-match';
import type { DisciplineId } from '../types';
import { caromSamplers } from './samples';
import type { CaromSummary } from './testing';
import { asFamily } from '../summary';
import { expectReplayEquals } from '../testing/properties';

const ids = ['straight-rail', 'one-cushion', 'three-cushion', 'balkline-47-1', 'balkline-47-2', 'balkline-71-2'] as const;
const threePlayerIds: readonly DisciplineId[] = ['straight-rail', 'one-cushion'];

const setupArb = fc
	.record({
		discipline: fc.constantFrom(...ids),
		three: fc.boolean(),
		pointsTo: fc.integer({ min: 1, max: 25 }),
		inningsLimit: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
		equalize: fc.boolean(),
		firstBreaker: fc.integer({ min: 0, max: 2 }),
		tiebreak: fc.constantFrom('none', 'penalty-shots')
	})
	.map(({ discipline, three, firstBreaker, inningsLimit, ...rest }) => {
		const players = three && threePlayerIds.includes(discipline) ? ['A', 'B', 'C'] : ['A', 'B'];
		return {
			discipline,
			players,
			firstBreaker: firstBreaker % players.length,
			...(inningsLimit === undefined ? {} : { inningsLimit }),
			...rest
		};
	});

interface Run {
	setup: { discipline: (typeof ids)[number] };
	/** Accepted actions (undo/redo included) and the summary after each. */
	actions: unknown[];
	summaries: CaromSummary[];
	match: Match;
}

/** Random play through the public match layer, keeping what the engine accepts. */
function play(setup: { discipline: (typeof ids)[number] }, seed: number, length: number, history: boolean): Run {
	const created = createMatch(setup);
	if (!created.ok) throw new Error(created.reason);
	const rng = seededRandom(seed);
	const sampler = caromSamplers[setup.discipline]!;
	let match = created.match;
	const actions: unknown[] = [];
	const summaries: CaromSummary[] = [];
	for (let tries = 0; tries < length * 10 && actions.length < length; tries++) {
		const candidate = history && rng() < 0.1 ? { t: rng() < 0.6 ? 'undo' : 'redo' } : sampler(rng, summarize(match));
		const step = applyAction(match, candidate);
		if (!step.ok) continue;
		match = step.match;
		actions.push(candidate);
		summaries.push(asFamily(summarize(match), 'carom'));
	}
	return { setup, actions, summaries, match };
}

const runArb = (history: boolean) =>
	fc.tuple(setupArb, fc.integer(), fc.integer({ min: 1, max: 120 })).map(([setup, seed, length]) => play(setup, seed, length, history));

describe('carom properties', () => {
	it('innings never decrease (without undo)', () => {
		fc.assert(
			fc.property(runArb(false), (run) => {
				let before = run.summaries[0]?.players.map(() => 0) ?? [];
				for (const s of run.summaries) {
					s.players.forEach((p, i) => expect(p.innings).toBeGreaterThanOrEqual(before[i]));
					before = s.players.map((p) => p.innings);
				}
			}),
			{ numRuns: 100 }
		);
	});

	it('average = points ÷ innings cut to 3 decimals; protocol sums to the score, one entry per inning', () => {
		fc.assert(
			fc.property(runArb(true), (run) => {
				for (const s of run.summaries) {
					for (const p of s.players) {
						const expected = p.innings === 0 ? null : Math.trunc((p.score * 1000) / p.innings) / 1000;
						expect(p.average).toBe(expected);
						expect(p.protocol.length).toBe(p.innings);
						expect(p.protocol.reduce((a, b) => a + b, 0)).toBe(p.score);
						expect(p.highRun).toBeGreaterThanOrEqual(Math.max(0, ...p.protocol));
						expect(p.score).toBeLessThanOrEqual(s.pointsTo);
					}
					if (s.status === 'finished') expect(s.turn).toBeNull();
					else expect(s.turn).not.toBeNull();
				}
			}),
			{ numRuns: 100 }
		);
	});

	it('replaying the script equals playing it step by step', () => {
		fc.assert(
			fc.property(runArb(true), (run) => {
				expectReplayEquals(run.setup, run.actions, run.match);
			}),
			{ numRuns: 100 }
		);
	});

	it('undo then redo is the identity', () => {
		fc.assert(
			fc.property(runArb(false), (run) => {
				if (run.actions.length === 0) return;
				const undone = applyAction(run.match, { t: 'undo' });
				expect(undone.ok).toBe(true);
				if (!undone.ok) return;
				const redone = applyAction(undone.match, { t: 'redo' });
				expect(redone.ok).toBe(true);
				if (!redone.ok) return;
				expect(redone.match.state).toEqual(run.match.state);
				expect(summarize(redone.match)).toEqual(summarize(run.match));
			}),
			{ numRuns: 100 }
		);
	});

	it('never throws on random legal and illegal sequences', () => {
		const junk = fc.oneof(
			fc.record({
				t: fc.constantFrom('shot', 'inning', 'penalty', 'choose', 'forfeit', 'rerack', 'undo', 'redo', 'attempt'),
				points: fc.oneof(fc.integer({ min: -3, max: 60 }), fc.double(), fc.string(), fc.constant(null)),
				foul: fc.oneof(fc.string(), fc.boolean(), fc.constant('wrong-ball'), fc.constant('deliberate'), fc.integer()),
				safety: fc.oneof(fc.boolean(), fc.integer()),
				balk: fc.oneof(fc.boolean(), fc.string()),
				player: fc.integer({ min: -1, max: 4 }),
				option: fc.string()
			}, { requiredKeys: ['t'] }),
			fc.anything()
		);
		fc.assert(
			fc.property(setupArb, fc.array(junk, { maxLength: 60 }), (setup, actions) => {
				const created = createMatch(setup);
				expect(created.ok).toBe(true);
				if (!created.ok) return;
				let match = created.match;
				for (const action of actions) {
					const step = applyAction(match, action);
					if (step.ok) match = step.match;
					else expect(step.reason.length).toBeGreaterThan(0);
				}
				expect(() => summarize(match)).not.toThrow();
			}),
			{ numRuns: 200 }
		);
	});
});
