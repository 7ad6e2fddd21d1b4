/**
 * 10-ball properties in random play (fast-check seeds driving sampleTenBallAction), under every
 * combination of the two rule options.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, summarize, type Match } from '../match';
import type { MatchEvent, Summary } from '../types';
import { randomMatch, seededRandom } from '../testing/random-match';
import { expectReplayEquals, start } from '../testing/properties';
import { sampleTenBallAction } from './samples';

const options = [
	{ safetyCall: false, tenLastToWin: true },
	{ safetyCall: true, tenLastToWin: true },
	{ safetyCall: false, tenLastToWin: false },
	{ safetyCall: true, tenLastToWin: false }
];
const long = (o: (typeof options)[number]) => ({ discipline: 'ten-ball', players: ['A', 'B'], raceTo: 99, ...o });

type Shot = { t: string; potted?: number[]; calledBall?: number; called?: boolean; foul?: string; safety?: boolean; push?: boolean; offTable?: number[] };

/** Plays `steps` sampled candidates, calling `check` after each accepted one. */
function walk(seed: number, setup: unknown, steps: number, check: (before: Summary, action: Shot, after: Summary, events: MatchEvent[]) => void): Match {
	const rng = seededRandom(seed);
	let match = start(setup);
	for (let i = 0; i < steps; i++) {
		const before = summarize(match);
		const candidate = sampleTenBallAction(rng, before) as Shot;
		const result = applyAction(match, candidate);
		if (!result.ok) {
			expect(result.reason.length).toBeGreaterThan(0);
			expect(summarize(match)).toEqual(before);
			continue;
		}
		match = result.match;
		check(before, candidate, summarize(match), result.events);
	}
	return match;
}

describe.each(options)('10-ball properties (%o)', (o) => {
	it('never throws, whatever arrives, and a refusal changes nothing', () => {
		fc.assert(
			fc.property(fc.integer(), fc.array(fc.oneof(fc.anything(), fc.constant(null)), { maxLength: 20 }), (seed, junk) => {
				const rng = seededRandom(seed);
				let match = start({ ...long(o), raceTo: 3 });
				for (let i = 0; i < 120; i++) {
					const candidate = i % 6 === 5 && junk.length ? junk[i % junk.length] : sampleTenBallAction(rng, summarize(match));
					const before = summarize(match);
					const result = applyAction(match, candidate);
					if (result.ok) match = result.match;
					else expect(summarize(match)).toEqual(before);
				}
			}),
			{ numRuns: 25 }
		);
	});

	it('TB-1, TB-6, TB-9: the table holds balls of 1–10 in order, and the 10 is always on it (spotted unless it wins)', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(seed, long(o), 250, (_before, _action, after) => {
					const onTable = after.rack!.onTable;
					expect(onTable.every((b, i) => b >= 1 && b <= 10 && (i === 0 || onTable[i - 1]! < b))).toBe(true);
					expect(onTable).toContain(10);
				});
			}),
			{ numRuns: 25 }
		);
	});

	it('a ball pocketed on a stroke stays down unless it is the 10 or the rack is decided or re-racked', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(seed, long(o), 250, (before, action, after) => {
					if (action.t !== 'shot' || after.rack!.number !== before.rack!.number) return;
					for (const b of [...(action.potted ?? []), ...(action.offTable ?? [])]) {
						if (b !== 10) expect(after.rack!.onTable).not.toContain(b);
					}
				});
			}),
			{ numRuns: 25 }
		);
	});

	it('TB-6, TB-10: a stroke wins a rack only as the called 10 (the last ball by default) or by the third foul', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(seed, long(o), 300, (before, action, after, events) => {
					if (action.t !== 'shot' || after.rack!.number === before.rack!.number) return;
					const shooter = before.turn!;
					const won = events.find((e) => e.type === 'rack-won');
					if (events.some((e) => e.type === 'foul')) {
						expect(before.players[shooter]!.fouls).toBe(2);
						expect(won).toEqual({ type: 'rack-won', player: 1 - shooter, rack: before.rack!.number });
						return;
					}
					expect(won).toEqual({ type: 'rack-won', player: shooter, rack: before.rack!.number });
					expect(action.potted).toContain(10);
					if (before.rack!.breakDue) {
						expect(o.tenLastToWin).toBe(false); // the 2008 reading: a 10 on the break wins
						return;
					}
					expect(action.called).not.toBe(false);
					expect(action.safety).not.toBe(true);
					expect(action.push).not.toBe(true);
					expect(action.calledBall ?? Math.min(...before.rack!.onTable)).toBe(10);
					if (o.tenLastToWin) expect(before.rack!.onTable).toEqual([10]);
				});
			}),
			{ numRuns: 30 }
		);
	});

	it('score = racks won; marks stay below three; a choice is always shoot or pass for the incoming player', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				walk(seed, long(o), 250, (before, _action, after) => {
					expect(after.players[0]!.score + after.players[1]!.score).toBe(after.rack!.number - 1);
					for (const p of after.players) expect(p.fouls).toBeLessThan(3);
					if (after.pending && !before.pending) {
						expect(after.pending.options).toEqual(['shoot', 'pass']);
						expect(after.pending.player).toBe(1 - before.turn!);
					}
				});
			}),
			{ numRuns: 25 }
		);
	});

	it('replaying the accepted actions gives the same state; undo then redo is the identity', () => {
		fc.assert(
			fc.property(fc.integer(), fc.integer({ min: 1, max: 200 }), (seed, length) => {
				const played = randomMatch(long(o), sampleTenBallAction, seededRandom(seed), length);
				expectReplayEquals(played.setup, played.actions, played.match);
				if (!played.match.applied) return;
				const undone = applyAction(played.match, { t: 'undo' });
				expect(undone.ok).toBe(true);
				if (!undone.ok) return;
				const redone = applyAction(undone.match, { t: 'redo' });
				expect(redone.ok).toBe(true);
				if (redone.ok) expect(summarize(redone.match)).toEqual(summarize(played.match));
			}),
			{ numRuns: 20 }
		);
	});
});

describe('10-ball sampler', () => {
	it('random play decides racks both ways: called 10s, three-foul losses, forfeits', () => {
		const won: Record<string, number> = {};
		for (let seed = 1; seed <= 30; seed++) {
			walk(seed, long(options[0]!), 400, (before, action, after, events) => {
				if (after.rack!.number === before.rack!.number) return;
				const how = action.t !== 'shot' ? action.t : events.some((e) => e.type === 'foul') ? 'fouls' : 'ten';
				won[how] = (won[how] ?? 0) + 1;
			});
		}
		expect(won.ten).toBeGreaterThan(10);
		expect(won.fouls).toBeGreaterThan(0);
		expect(won.forfeit).toBeGreaterThan(0);
	});
});
