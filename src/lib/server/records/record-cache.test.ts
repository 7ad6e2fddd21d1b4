import { describe, expect, it } from 'vitest';
import { RecordCache } from './record-cache';

describe('the record cache', () => {
	it('keys by match and revision, and forgets the least recently used past its size', () => {
		const c = new RecordCache<string>(2);
		c.set(1, 5, 'a');
		c.set(2, 3, 'b');
		expect(c.get(1, 5)).toBe('a');
		expect(c.get(1, 6)).toBeUndefined();
		c.set(3, 0, 'c'); // 2:3 was used least recently
		expect(c.get(2, 3)).toBeUndefined();
		expect(c.get(1, 5)).toBe('a');
		expect(c.get(3, 0)).toBe('c');
		expect(c.size).toBe(2);
	});
});
