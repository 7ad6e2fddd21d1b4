import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, summarize } from '../match';
import type { MatchEvent, Summary } from '../types';
import { randomMatch, seededRandom, longSetups } from '../testing/random-match';
import { samplePoolAction } from './samples';
import { expectReplayEquals, start as mustCreate } from '../testing/properties';

const pools = ['eight-ball', 'nine-ball', 'straight-pool'] as const;
const short = {
	'eight-ball': { discipline: 'eight-ball', players: ['A', 'B'], raceTo: 3 },
	'nine-ball': { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 3, breakRule: 'winner' },
	'straight-pool': { discipline: 'straight-pool', players: ['A', 'B'], pointsTo: 40 }
};

describe.each(pools)('%s properties', (discipline) => {
	it('never throws, whatever arrives, and a refusal changes nothing', () => {
		fc.assert(
			fc.property(fc.integer(), fc.array(fc.oneof(fc.anything(), fc.constant(null)), { maxLength: 20 }), (seed, junk) => {
				const rng = seededRandom(seed);
				let match = mustCreate(short[discipline]);
				for (let i = 0; i < 120; i++) {
					const candidate = i % 6 === 5 && junk.length ? junk[i % junk.length] : samplePoolAction(rng, summarize(match));
					const before = summarize(match);
					const result = applyAction(match, candidate);
					if (result.ok) match = result.match;
					else {
						expect(typeof result.reason).toBe('string');
						expect(summarize(match)).toEqual(before);
					}
				}
			}),
			{ numRuns: 40 }
		);
	});

	it('every ball listed on the table is a real ball, once, in order', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const { match } = randomMatch(longSetups[discipline], samplePoolAction, seededRandom(seed), 300);
				const onTable = summarize(match).rack!.onTable;
				const highest = discipline === 'nine-ball' ? 9 : 15;
				expect(onTable.every((b, i) => b >= 1 && b <= highest && (i === 0 || onTable[i - 1] < b))).toBe(true);
			}),
			{ numRuns: 40 }
		);
	});

	it('a ball pocketed on a stroke is off the table afterwards, unless the rules spot it or a new rack begins', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const rng = seededRandom(seed);
				let match = mustCreate(longSetups[discipline]);
				for (let i = 0; i < 300; i++) {
					const before = summarize(match);
					const candidate = samplePoolAction(rng, before) as { t: string; potted?: number[] };
					const result = applyAction(match, candidate);
					if (!result.ok) continue;
					match = result.match;
					const after = summarize(match);
					if (candidate.t !== 'shot' || after.rack!.number !== before.rack!.number) continue;
					if (after.rack!.breakDue) continue; // a full re-rack (8B-6, 14-12 …) puts every ball back
					const spotted = spottedBy(discipline, result.events, after);
					for (const b of candidate.potted ?? []) {
						if (!spotted.has(b)) expect(after.rack!.onTable).not.toContain(b);
					}
				}
			}),
			{ numRuns: 30 }
		);
	});

	it('replaying the accepted actions gives the same state as applying them one by one', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const played = randomMatch(longSetups[discipline], samplePoolAction, seededRandom(seed), 200);
				expectReplayEquals(played.setup, played.actions, played.match);
			}),
			{ numRuns: 30 }
		);
	});

	it('undo then redo is the identity, at any point of a match', () => {
		fc.assert(
			fc.property(fc.integer(), fc.integer({ min: 1, max: 250 }), (seed, length) => {
				const { match } = randomMatch(longSetups[discipline], samplePoolAction, seededRandom(seed), length);
				if (!match.applied) return;
				const undone = applyAction(match, { t: 'undo' });
				expect(undone.ok).toBe(true);
				if (!undone.ok) return;
				const redone = applyAction(undone.match, { t: 'redo' });
				expect(redone.ok).toBe(true);
				if (redone.ok) expect(summarize(redone.match)).toEqual(summarize(match));
			}),
			{ numRuns: 40 }
		);
	});
});

/** Balls the rules put back on the table after a stroke (9 in 9-ball; 14.1 spots every improper ball). */
function spottedBy(discipline: string, events: MatchEvent[], after: Summary): Set<number> {
	if (discipline === 'nine-ball') return new Set([9]);
	if (discipline === 'straight-pool') {
		// 14-8, 14-9, 14-13: improperly pocketed balls are spotted; a 14-ball re-rack racks them all.
		const legal = !events.some((e) => e.type === 'foul') && after.turn !== null;
		return legal && !events.some((e) => e.type === 'inning-ended') ? new Set() : new Set(after.rack!.onTable);
	}
	return new Set(after.pending?.options.includes('spot8') ? [] : []);
}

describe('14.1 score bookkeeping', () => {
	it('14-5, 14-11, 14-13: score = balls legally pocketed − foul points', () => {
		fc.assert(
			fc.property(fc.integer(), (seed) => {
				const rng = seededRandom(seed);
				let match = mustCreate(longSetups['straight-pool']);
				const expected = [0, 0];
				for (let i = 0; i < 400; i++) {
					const before = summarize(match);
					const candidate = samplePoolAction(rng, before);
					const result = applyAction(match, candidate);
					if (!result.ok) continue;
					match = result.match;
					const after = summarize(match);
					const shot = candidate as { t: string; potted?: number[]; foul?: string; offTable?: number[]; safety?: boolean; called?: boolean; cueRail?: boolean; rails?: number };
					if (shot.t === 'shot' && before.pending === null) {
						// 14-6, 14-7.1: a clean, called, non-safety pocket scores every ball pocketed on it.
						const clean = !shot.foul && !shot.offTable?.length;
						const called = shot.called !== false && (shot.potted?.length ?? 0) > 0;
						const breakOk = !before.rack!.breakDue || called || (shot.cueRail === true && (shot.rails ?? 0) >= 2);
						// 14-7.4: a declared safety scores nothing, on the opening break too (its ball is spotted)
						const safety = shot.safety === true;
						if (clean && called && breakOk && !safety) expected[before.turn!] += shot.potted!.length;
					}
					for (const e of result.events) if (e.type === 'foul' && e.points) expected[e.player] += e.points;
					if ((candidate as { t: string }).t === 'forfeit') return;
				}
				const summary = summarize(match);
				expect(summary.players.map((p) => p.score)).toEqual(expected);
			}),
			{ numRuns: 60 }
		);
	});
});
