/**
 * Properties of the Russian pyramid engines in random play (fast-check seeds the random
 * candidates of samples.ts, with every set-up option drawn too): the balls are always all
 * accounted for, a frame ends exactly when a shelf reaches `pointsTo`, scores only grow (but
 * under MP-3's offender-returns), and the match layer's replay and undo hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, summarize, type Match } from '../match';
import { asFamily } from '../summary';
import type { PyramidSummary } from './summary';
import type { MatchEvent } from '../types';
import { randomMatch, seededRandom } from '../testing/random-match';
import { expectReplayEquals, start } from '../testing/properties';
import { pyramidSamplers } from './samples';

const games = ['free-pyramid', 'combined-pyramid', 'dynamic-pyramid'] as const;
type Game = (typeof games)[number];
const BALLS: Record<Game, number> = { 'free-pyramid': 16, 'combined-pyramid': 15, 'dynamic-pyramid': 15 };

/** A set-up of the game with every rule option drawn from the seed. */
const setupArb = (game: Game, raceTo: fc.Arbitrary<number>) =>
	fc
		.record({
			raceTo,
			pointsTo: fc.integer({ min: 1, max: 8 }),
			breakRule: fc.constantFrom('alternate', 'winner'),
			firstBreaker: fc.constantFrom(0, 1),
			objectOffTable: fc.constantFrom('foul', 'spot-only'),
			penalty: fc.constantFrom('opponent-takes', 'offender-returns'),
			svoyakBall: fc.constantFrom('striker', 'opponent'),
			breakCushions: fc.integer({ min: 0, max: 4 }),
			failedBreak: fc.constantFrom('choice', 'penalty'),
			premiumSvoyak: fc.constantFrom('no-count', 'foul'),
			foulInHand: fc.constantFrom('position', 'house', 'anywhere')
		})
		.map((o) => {
			const { raceTo, pointsTo, breakRule, firstBreaker, objectOffTable } = o;
			const common = { discipline: game, players: ['A', 'B'], raceTo, pointsTo, breakRule, firstBreaker, objectOffTable };
			if (game === 'free-pyramid') return { ...common, breakCushions: o.breakCushions, foulInHand: o.foulInHand === 'anywhere' ? 'house' : o.foulInHand };
			if (game === 'combined-pyramid') return { ...common, penalty: o.penalty, svoyakBall: o.svoyakBall, breakCushions: o.breakCushions };
			return { ...common, failedBreak: o.failedBreak, premiumSvoyak: o.premiumSvoyak, foulInHand: o.foulInHand === 'position' ? 'house' : o.foulInHand };
		});

const pyramid = (m: Match): PyramidSummary => asFamily(summarize(m), 'pyramid');
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Plays `steps` random candidates (no undo), calling `check` after each accepted one. */
function walk(
	setup: unknown,
	game: Game,
	seed: number,
	steps: number,
	check: (before: PyramidSummary, after: PyramidSummary, action: { t: string }, events: MatchEvent[]) => void
): void {
	const rng = seededRandom(seed);
	let match = start(setup);
	for (let i = 0; i < steps; i++) {
		const before = pyramid(match);
		if (before.status === 'finished') return;
		const action = pyramidSamplers[game]!(rng, before) as { t: string };
		const result = applyAction(match, action);
		if (!result.ok) {
			expect(result.reason.length).toBeGreaterThan(0);
			expect(pyramid(match)).toEqual(before);
			continue;
		}
		match = result.match;
		check(before, pyramid(match), action, result.events);
	}
}

describe.each(games)('%s properties', (game) => {
	it('never throws, whatever arrives, and a refusal changes nothing', () => {
		fc.assert(
			fc.property(setupArb(game, fc.constant(3)), fc.integer(), fc.array(fc.anything(), { maxLength: 10 }), (setup, seed, junk) => {
				const rng = seededRandom(seed);
				let match = start(setup);
				for (let i = 0; i < 150; i++) {
					const candidate = i % 7 === 6 && junk.length ? junk[i % junk.length] : pyramidSamplers[game]!(rng, summarize(match));
					const before = summarize(match);
					const result = applyAction(match, candidate);
					if (result.ok) match = result.match;
					else expect(summarize(match)).toEqual(before);
				}
			}),
			{ numRuns: 40 }
		);
	});

	it('PY-1: the balls are all accounted for — on the table plus on the shelves is the full set, always', () => {
		fc.assert(
			fc.property(setupArb(game, fc.constant(5)), fc.integer(), (setup, seed) => {
				walk(setup, game, seed, 300, (_, after) => {
					const { frame, players } = after;
					expect(frame.onTable + sum(frame.shelves)).toBe(BALLS[game]);
					expect(frame.shelves).toEqual(players.map((p) => p.shelf));
					expect(frame.onTable).toBeGreaterThanOrEqual(after.status === 'finished' ? 0 : game === 'free-pyramid' ? 2 : 1);
					expect(players.every((p) => p.shelf >= 0 && p.debt >= 0)).toBe(true);
					if (game !== 'combined-pyramid') expect(players.map((p) => p.debt)).toEqual([0, 0]);
				});
			}),
			{ numRuns: 60 }
		);
	});

	it('PY-10: a frame ends exactly when a shelf reaches pointsTo', () => {
		fc.assert(
			fc.property(setupArb(game, fc.constant(1)), fc.integer(), (setup, seed) => {
				const pointsTo = setup.pointsTo;
				walk(setup, game, seed, 400, (before, after, action) => {
					const reached = after.frame.shelves.map((s) => s >= pointsTo);
					if (after.status === 'in-progress') {
						expect(reached).toEqual([false, false]);
						return;
					}
					// Race to 1: the summary keeps the deciding frame. Decided by a stroke: its shelf got there.
					if (action.t === 'shot') {
						expect(reached[after.winner!]).toBe(true);
						expect(reached[1 - after.winner!]).toBe(false);
					} else {
						expect(after.frame.shelves).toEqual(before.frame.shelves);
					}
				});
			}),
			{ numRuns: 80 }
		);
	});

	it('scores never decrease: frames won, and the shelves within a frame (but MP-3 offender-returns)', () => {
		fc.assert(
			fc.property(setupArb(game, fc.constant(4)), fc.integer(), (setup, seed) => {
				const returns = 'penalty' in setup && setup.penalty === 'offender-returns';
				walk(setup, game, seed, 300, (before, after, action, events) => {
					after.players.forEach((p, i) => expect(p.score).toBeGreaterThanOrEqual(before.players[i]!.score));
					const sameFrame = after.frame.number === before.frame.number && !events.some((e) => e.type === 'rerack');
					if (!sameFrame || after.status === 'finished') return;
					after.frame.shelves.forEach((s, i) => {
						const was = before.frame.shelves[i]!;
						if (!returns) expect(s).toBeGreaterThanOrEqual(was);
						// MP-3: only the offender of a foul stroke loses a ball, one at most.
						else if (s < was) {
							expect(s).toBe(was - 1);
							expect(action.t).toBe('shot');
							expect(events).toContainEqual({ type: 'foul', player: i });
						}
					});
				});
			}),
			{ numRuns: 60 }
		);
	});

	it('the turn is the chooser while a choice is pending; nobody is in hand then, or once the match is over', () => {
		fc.assert(
			fc.property(setupArb(game, fc.constant(2)), fc.integer(), (setup, seed) => {
				walk(setup, game, seed, 300, (_, after) => {
					if (after.pending) {
						expect(after.turn).toBe(after.pending.player);
						expect(after.frame.inHand).toBeNull();
					}
					if (after.status === 'finished') expect([after.turn, after.frame.inHand, after.frame.breakDue, after.frame.premium]).toEqual([null, null, false, false]);
					if (after.frame.premium) expect(after.frame.inHand).toBe('anywhere');
					if (after.frame.breakDue) expect(after.frame.inHand).toBe('house');
				});
			}),
			{ numRuns: 40 }
		);
	});

	it('replaying the accepted actions gives the same state; undo then redo is the identity', () => {
		fc.assert(
			fc.property(setupArb(game, fc.constant(3)), fc.integer(), fc.integer({ min: 1, max: 200 }), (setup, seed, length) => {
				const played = randomMatch(setup, pyramidSamplers[game]!, seededRandom(seed), length);
				expectReplayEquals(played.setup, played.actions, played.match);
				const undone = applyAction(played.match, { t: 'undo' });
				if (!undone.ok) return;
				const redone = applyAction(undone.match, { t: 'redo' });
				expect(redone.ok && summarize(redone.match)).toEqual(summarize(played.match));
			}),
			{ numRuns: 30 }
		);
	});
});
