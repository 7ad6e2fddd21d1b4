import { describe, expect, it } from 'vitest';
import type { Pin } from './schemas';
import { isAllSeven, pinValue } from './scoring';

describe('P7-5 pin values of one stroke', () => {
	const cases: [Pin[], number, string][] = [
		[['s1'], 5, 'a small pin is worth 5'],
		[['s1', 's3'], 10, 'small pins are 5 each'],
		[['p1'], 30, 'the pin on spot 1 is worth 30'],
		[['p3'], 30, 'the pin on spot 3 is worth 30'],
		[['p1', 'p3'], 60, 'both spot pins are 30 each'],
		[['king'], 50, 'the King alone while all four small pins stand is worth 50'],
		[['king', 's2'], 30, 'the King with a neighbour is 25, plus the small pin'],
		[['king', 's1', 's2', 's3'], 40, 'the King with three neighbours is 25 + 3 × 5'],
		[['king', 's1', 's2', 's3', 's4'], 100, 'all five central pins are worth 100'],
		[['king', 'p1'], 80, 'the spot pins are not neighbours: the King stays "alone" (50) + 30'],
		[['king', 's1', 's2', 's3', 's4', 'p3'], 130, 'all five central and a spot pin'],
		[[], 0, 'no pin, no points']
	];
	for (const [pins, value, why] of cases) {
		it(`P7-5: ${why} (${pins.join('+') || 'none'} = ${value})`, () => {
			expect(pinValue(pins)).toBe(value);
			expect(pinValue([...pins].reverse())).toBe(value);
		});
	}

	it('P7-5: all seven are recognised in any order, six are not', () => {
		expect(isAllSeven(['p3', 's4', 's3', 's2', 's1', 'king', 'p1'])).toBe(true);
		expect(isAllSeven(['s4', 's3', 's2', 's1', 'king', 'p1'])).toBe(false);
	});
});
