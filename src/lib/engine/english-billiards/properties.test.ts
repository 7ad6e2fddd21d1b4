/**
 * English billiards properties in random play (fast-check seeds, samples.ts candidates): the points
 * add up (starts + the players' own strokes + penalties received), a foul never scores for the
 * striker and gives the opponent 2 (EB-16), no stroke is worth more than 10 (EB-6), and the limits
 * are never passed (EB-12, EB-13).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, summarize, type Match } from '../match';
import { asFamily } from '../summary';
import type { BilliardsSummary } from './summary';
import type { MatchEvent } from '../types';
import { start } from '../testing/properties';
import { seededRandom } from '../testing/random-match';
import { sampleBilliardsAction } from './samples';

const setups = [
	{ discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 100_000 },
	{ discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 100_000, start: [0, 75], hazardCount: 'hazard', redSpotRun: 'any-lone-pot', cannonLimit: 10 },
	{ discipline: 'english-billiards', players: ['A', 'B'], pointsTo: 100_000, penaltyScale: 'pre1983', baulkLineRule: 'on' }
] as const;

const billiards = (m: Match): BilliardsSummary => asFamily(summarize(m), 'english-billiards');

/** Plays `steps` candidates, calling `check` after each accepted one with the summaries around it. */
function walk(setup: unknown, seed: number, steps: number, check: (before: BilliardsSummary, after: BilliardsSummary, action: { t: string }, events: MatchEvent[]) => void): BilliardsSummary {
	const rng = seededRandom(seed);
	let match = start(setup);
	for (let i = 0; i < steps; i++) {
		const before = billiards(match);
		if (before.status === 'finished') break;
		const action = sampleBilliardsAction(rng, before) as { t: string };
		const result = applyAction(match, action);
		if (!result.ok) continue;
		match = result.match;
		check(before, billiards(match), action, result.events);
	}
	return billiards(match);
}

describe.each(setups)('English billiards in random play (%o)', (setup) => {
	it('EB-5, EB-16, EB-25: every point is a start, a point of a player\'s own strokes or a penalty received', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const penalties = [0, 0];
				const own = [0, 0];
				const end = walk(setup, seed, 400, (before, after, action, events) => {
					for (const e of events) if (e.type === 'foul') penalties[1 - e.player]! += e.points ?? 0;
					if (action.t !== 'shot' || before.turn === null || events.some((e) => e.type === 'foul')) return;
					own[before.turn]! += after.players[before.turn]!.points - before.players[before.turn]!.points;
				});
				// One game to 100,000: its scores are the whole story, the average the own points per visit.
				const starts = 'start' in setup ? setup.start : [0, 0];
				end.players.forEach((p, i) => {
					expect(p.points).toBe(starts[i]! + own[i]! + penalties[i]!);
					if (p.innings > 0) expect(p.average).toBe(Math.trunc((own[i]! * 1000) / p.innings) / 1000);
				});
				return true;
			}),
			{ numRuns: 20 }
		);
	});

	it('EB-16: a foul never scores for the striker; the opponent gets 2 (modern) or 1 to 3 (before 1983)', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(setup, seed, 400, (before, after, action, events) => {
					const foul = events.find((e) => e.type === 'foul');
					if (!foul || before.turn === null) return;
					expect(foul.player).toBe(before.turn);
					expect(after.players[before.turn]!.points).toBe(before.players[before.turn]!.points);
					const gain = after.players[1 - before.turn]!.points - before.players[1 - before.turn]!.points;
					expect(gain).toBe(foul.points);
					if ('penaltyScale' in setup && setup.penaltyScale === 'pre1983') expect([1, 2, 3]).toContain(gain);
					else expect(gain).toBe(2);
				});
				return true;
			}),
			{ numRuns: 20 }
		);
	});

	it('EB-6, EB-12, EB-13, EB-18: a stroke scores 0 to 10, the break is the sum of its strokes, the limits hold', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(setup, seed, 600, (before, after, action, events) => {
					expect(after.game.hazards).toBeLessThanOrEqual(15);
					expect(after.game.cannons).toBeLessThanOrEqual('cannonLimit' in setup ? setup.cannonLimit : 75);
					if (action.t !== 'shot' || before.turn === null || events.some((e) => e.type === 'foul' || e.type === 'rack-won')) return;
					const scored = after.players[before.turn]!.points - before.players[before.turn]!.points;
					expect(scored).toBeGreaterThanOrEqual(0);
					expect(scored).toBeLessThanOrEqual(10);
					if (scored > 0) expect(after.game.break).toBe(before.game.break + scored);
					expect(after.players[before.turn]!.highRun).toBeGreaterThanOrEqual(after.game.break);
				});
				return true;
			}),
			{ numRuns: 20 }
		);
	});
});
