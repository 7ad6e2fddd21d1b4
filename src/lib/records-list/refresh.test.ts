import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tablesSignature, throttle } from './refresh';

describe('list refresh', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	it('fetches at once after a quiet spell, then at most once per gap, the last change included', () => {
		let runs = 0;
		const t = throttle(() => runs++, 1000);
		t.poke();
		expect(runs).toBe(1);
		for (let i = 0; i < 20; i++) {
			vi.advanceTimersByTime(40);
			t.poke();
		}
		expect(runs).toBe(1);
		vi.advanceTimersByTime(1000);
		expect(runs).toBe(2);
		vi.advanceTimersByTime(5000);
		expect(runs).toBe(2);
		t.poke();
		expect(runs).toBe(3);
		t.poke();
		t.stop();
		vi.advanceTimersByTime(5000);
		expect(runs).toBe(3);
	});

	it('changes when a table scores or starts a match, not when the same state comes again', () => {
		const a = tablesSignature({ t1: { match: { id: 3, revision: 4 } }, t2: { match: null } });
		expect(tablesSignature({ t2: { match: null }, t1: { match: { id: 3, revision: 4 } } })).toBe(a);
		expect(tablesSignature({ t1: { match: { id: 3, revision: 5 } }, t2: { match: null } })).not.toBe(a);
		expect(tablesSignature({ t1: { match: { id: 3, revision: 4 } }, t2: { match: { id: 9, revision: 0 } } })).not.toBe(a);
	});
});
