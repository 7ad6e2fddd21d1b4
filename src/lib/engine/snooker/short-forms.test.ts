/** Snooker's short forms: six-red (SN-13) and ten-red (SN-14), RULES-more.md. */
import { describe, expect, it } from 'vitest';
import { choose, scenario } from '../testing/scenario';
import { S, base, clearance, missAll, points, pot, red, redsAndBlacks, safety } from './test-helpers';

const six = scenario({ ...base, reds: 6 });
const ten = scenario({ ...base, reds: 10 });
const missClear = missAll({ miss: true, clearPath: true });

/** Ben misses from the replaced position `n` times (Ann replaces each time but the last). */
const misses = (n: number) => [safety, ...Array.from({ length: n }, (_, i) => (i < n - 1 ? [missClear, choose('replace')] : [missClear])).flat()];

describe('snooker: SN-13 six-red', () => {
	it('SN-13: six reds; 75 on the table and a 75 maximum', () => {
		expect(six.play([]).frame).toMatchObject({ reds: 6, remaining: 75 });
		expect(six.play([]).reds).toBe(6);
		expect(six.play(clearance(6)).players[0]!.highRun).toBe(75);
		expect(six.error([S({ potted: Array(7).fill('red') })])).toBe('action 0 (shot): 7 reds named, but only 6 are on the table');
	});

	it('SN-13 (i): no frame is lost on three misses; replace is offered up to the fourth', () => {
		const three = six.play(misses(3));
		expect(three.players.map((p) => p.score)).toEqual([0, 0]);
		expect(three.frame.misses).toBe(3);
		expect(six.play(misses(4)).pending?.options).toEqual(['accept', 'play-again', 'replace']);
	});

	it('SN-13 (i): on the fifth miss the choice is accept | play-again | ball-in-hand (anywhere)', () => {
		const fifth = six.play(misses(5));
		expect(fifth.pending).toEqual({ player: 0, options: ['accept', 'play-again', 'ball-in-hand'] });
		expect(fifth.frame.misses).toBe(5);
		expect(points(fifth)).toEqual([20, 0]);
		const inHand = six.play([...misses(5), choose('ball-in-hand')]);
		expect(inHand.turn).toBe(0);
		expect(inHand.frame).toMatchObject({ inHand: 'anywhere', misses: 0 });
	});

	it('SN-13 (i): no ball in hand once snookers are required', () => {
		// Ann 40 ahead with one red left (35 on the table): Ben needs snookers before he misses.
		const lead = [...redsAndBlacks(5), safety];
		const s = six.play([...lead, ...misses(5).slice(1)]);
		expect(s.frame.snookersRequired).toBeGreaterThan(0);
		expect(s.pending?.options).toEqual(['accept', 'play-again']);
	});

	it('SN-13 (ii): leaving the opponent snookered behind the nominated colour is marked `other`: the colour\'s value', () => {
		const s = six.play([red, S({ nominated: 'pink', firstHit: 'pink', foul: 'other' })]);
		expect(points(s)).toEqual([1, 6]);
	});

	it('SN-13 option sixRedRules: off with six reds gives the full rules; on with fifteen gives the cap', () => {
		const full = six.play(misses(3), { sixRedRules: false });
		expect(full.players.map((p) => p.score)).toEqual([1, 0]);
		const capped = scenario(base).play(misses(5), { sixRedRules: true });
		expect(capped.pending?.options).toEqual(['accept', 'play-again', 'ball-in-hand']);
	});
});

describe('snooker: SN-14 ten-red', () => {
	it('SN-14: ten reds; 107 on the table and a 107 maximum', () => {
		expect(ten.play([]).frame).toMatchObject({ reds: 10, remaining: 107 });
		expect(ten.play(clearance(10)).players[0]).toMatchObject({ highRun: 107, centuries: 1 });
	});

	it('SN-14: otherwise the full rules — three misses lose the frame', () => {
		expect(ten.play(misses(3)).players.map((p) => p.score)).toEqual([1, 0]);
		expect(ten.play([...redsAndBlacks(10), pot('yellow')]).frame.ballOn).toBe('green');
	});
});
