/**
 * Snooker properties in random play (fast-check seeds, samples.ts candidates): SN-1 points
 * remaining and the break limits, frame points that only grow and add up, replay and undo.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, summarize, type Match } from '../match';
import { asFamily } from '../summary';
import type { SnookerSummary } from './summary';
import type { MatchEvent } from '../types';
import { expectReplayEquals, start } from '../testing/properties';
import { randomMatch, seededRandom, type Sampler } from '../testing/random-match';
import { COLOURS, maxBreak, valueOf } from './balls';
import { sampleSnookerAction } from './samples';

const setups = [
	{ discipline: 'snooker', players: ['A', 'B'], bestOf: 35 },
	{ discipline: 'snooker', players: ['A', 'B'], bestOf: 35, reds: 10 },
	{ discipline: 'snooker', players: ['A', 'B'], bestOf: 35, reds: 6 },
	{ discipline: 'snooker', players: ['A', 'B'], bestOf: 35, reds: 6, missRule: false }
] as const;
const short = { discipline: 'snooker', players: ['A', 'B'], bestOf: 3, reds: 6 };

const snooker = (m: Match): SnookerSummary => asFamily(summarize(m), 'snooker');

/** SN-1, computed here from the balls the summary lists. */
function remainingBySn1(f: SnookerSummary['frame']): number {
	const colourDue = f.ballOn === 'colour' ? 7 : 0;
	if (f.reds > 0 || f.ballOn === 'colour') return 8 * f.reds + colourDue + 27;
	return f.colours.reduce((sum, c) => sum + valueOf(c), 0);
}

/** Plays `steps` candidates, calling `check` after each accepted one with the summaries around it. */
function walk(
	setup: unknown,
	seed: number,
	steps: number,
	check: (before: SnookerSummary, after: SnookerSummary, action: { t: string; option?: string }, events: MatchEvent[]) => void,
	sampler: Sampler = sampleSnookerAction
): void {
	const rng = seededRandom(seed);
	let match = start(setup);
	for (let i = 0; i < steps; i++) {
		const before = snooker(match);
		if (before.status === 'finished') return;
		const action = sampler(rng, before) as { t: string; option?: string };
		const result = applyAction(match, action);
		if (!result.ok) continue;
		match = result.match;
		check(before, snooker(match), action, result.events);
	}
}

const sameFrame = (a: SnookerSummary, b: SnookerSummary, action: { t: string }) =>
	a.frame.number === b.frame.number && action.t !== 'rerack' && b.status !== 'finished';

describe.each(setups)('snooker properties ($reds reds, missRule $missRule)', (setup) => {
	it('never throws, whatever arrives, and a refusal changes nothing', () => {
		fc.assert(
			fc.property(fc.integer(), fc.array(fc.anything(), { maxLength: 10 }), (seed, junk) => {
				const rng = seededRandom(seed);
				let match = start(short);
				for (let i = 0; i < 150; i++) {
					const candidate = i % 7 === 6 && junk.length ? junk[i % junk.length] : sampleSnookerAction(rng, summarize(match));
					const before = summarize(match);
					const result = applyAction(match, candidate);
					if (result.ok) match = result.match;
					else {
						expect(result.reason.length).toBeGreaterThan(0);
						expect(summarize(match)).toEqual(before);
					}
				}
			}),
			{ numRuns: 25 }
		);
	});

	it('SN-1: points remaining are never negative and are the formula of the balls left; colours stay in order, all six while reds remain', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(setup, seed, 400, (_, after) => {
					const f = after.frame;
					expect(f.remaining).toBeGreaterThanOrEqual(0);
					expect(f.remaining).toBe(remainingBySn1(f));
					expect(f.reds).toBeGreaterThanOrEqual(0);
					expect(f.reds).toBeLessThanOrEqual(after.reds);
					expect(f.colours).toEqual(COLOURS.filter((c) => f.colours.includes(c)));
					if (f.reds > 0) expect(f.colours).toEqual([...COLOURS]);
					if (f.colours.length < 6) expect(f.colours).toEqual(COLOURS.slice(6 - f.colours.length));
				});
			}),
			{ numRuns: 30 }
		);
	});

	it('SN-1, SN-4, SN-6: within a frame points only grow, and each player has his pots plus the fouls of the opponent', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(setup, seed, 400, (before, after, action, events) => {
					if (!sameFrame(before, after, action)) return;
					const delta = after.players.map((p, i) => p.points - before.players[i]!.points);
					expect(delta.every((d) => d >= 0)).toBe(true);
					const foul = events.find((e) => e.type === 'foul');
					if (foul && foul.type === 'foul') {
						// SN-6: the value (4 to 7) goes to the opponent; the offender gets nothing.
						expect(foul.points).toBeGreaterThanOrEqual(4);
						expect(foul.points).toBeLessThanOrEqual(7);
						expect(delta[foul.player]).toBe(0);
						expect(delta[1 - foul.player]).toBe(foul.points);
					} else if (action.t === 'shot') {
						// SN-4: only the striker scores, and exactly what his break grew by.
						const striker = before.turn!;
						expect(delta[1 - striker]).toBe(0);
						if (after.pending === null && after.turn === striker) expect(delta[striker]).toBe(after.frame.break - before.frame.break);
						if (after.turn !== striker && after.pending === null) {
							expect(delta[striker]).toBe(0);
							expect(after.frame.break).toBe(0);
						}
						// SN-11: the last black potted to level the frame.
						if (after.pending?.options.includes('first')) expect(delta[striker]).toBe(7);
					} else expect(delta).toEqual([0, 0]);
				});
			}),
			{ numRuns: 40 }
		);
	});

	it('SN-1: no break passes 8 × reds + 27, plus at most 8 for a free ball (147 / 107 / 75 without one)', () => {
		const noFreeBall: Sampler = (rng, s) => {
			const a = sampleSnookerAction(rng, s) as { t: string; option?: string };
			return a.t === 'choose' && a.option === 'free-ball' ? { t: 'choose', option: 'accept' } : a;
		};
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const bound = maxBreak('reds' in setup ? setup.reds : 15);
				walk(setup, seed, 500, (_, after) => {
					for (const p of after.players) expect(p.highRun).toBeLessThanOrEqual(bound + 8);
				});
				walk(setup, seed, 500, (_, after) => {
					for (const p of after.players) expect(p.highRun).toBeLessThanOrEqual(bound);
				}, noFreeBall);
			}),
			{ numRuns: 30 }
		);
	});

	it('SN-2: frames won add up to the frames decided; the winner has the frames he needs', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const { match } = randomMatch(short, sampleSnookerAction, seededRandom(seed), 600);
				const s = snooker(match);
				expect(s.players[0]!.score + s.players[1]!.score).toBe(s.frame.number - 1);
				if (s.status === 'finished') expect(s.players[s.winner!]!.score).toBe(2);
				else expect(s.players.every((p) => p.score < 2)).toBe(true);
			}),
			{ numRuns: 40 }
		);
	});

	it('replaying the accepted actions gives the same state; undo then redo is the identity', () => {
		fc.assert(
			fc.property(fc.integer(), fc.integer({ min: 1, max: 250 }), (seed, length) => {
				const played = randomMatch(setup, sampleSnookerAction, seededRandom(seed), length);
				expectReplayEquals(played.setup, played.actions, played.match);
				if (!played.match.applied) return;
				const undone = applyAction(played.match, { t: 'undo' });
				expect(undone.ok).toBe(true);
				if (!undone.ok) return;
				const redone = applyAction(undone.match, { t: 'redo' });
				expect(redone.ok).toBe(true);
				if (redone.ok) expect(summarize(redone.match)).toEqual(summarize(played.match));
			}),
			{ numRuns: 30 }
		);
	});
});
