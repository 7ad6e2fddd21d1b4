import { describe, expect, it } from 'vitest';
import { Buckets } from './rate';

describe('API rate buckets', () => {
	it('lets a burst through, then one request per refill, each caller on its own', () => {
		let now = 0;
		const b = new Buckets({ perSecond: 10, burst: 3 }, () => now);
		expect([1, 2, 3, 4].map(() => b.take('a').ok)).toEqual([true, true, true, false]);
		expect(b.take('b').ok).toBe(true); // another key is not slowed by a
		const refused = b.take('a');
		expect(refused.ok).toBe(false);
		expect(refused.ok ? 0 : refused.retryAfterMs).toBe(100);
		now = 100;
		expect(b.take('a').ok).toBe(true);
		expect(b.take('a').ok).toBe(false);
		now = 10_000;
		expect([1, 2, 3, 4].map(() => b.take('a').ok)).toEqual([true, true, true, false]);
	});

	it('peeks without taking', () => {
		let now = 0;
		const b = new Buckets({ perSecond: 1, burst: 1 }, () => now);
		expect(b.peek('a')).toBe(true);
		expect(b.peek('a')).toBe(true);
		expect(b.take('a').ok).toBe(true);
		expect(b.peek('a')).toBe(false);
		now = 1000;
		expect(b.peek('a')).toBe(true);
	});
});
