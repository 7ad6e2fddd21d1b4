import { describe, expect, it } from 'vitest';
import { ROTATE_SECONDS, slideAt, sponsorOptions, untilNextSlide } from './sponsors';

describe('the sponsor slot', () => {
	it('reads ?sponsors=0 and ?rotate=N (clamped), else shows every 8 s', () => {
		expect(sponsorOptions(new URLSearchParams(''))).toEqual({ show: true, rotateMs: ROTATE_SECONDS * 1000 });
		expect(sponsorOptions(new URLSearchParams('sponsors=0&rotate=3'))).toEqual({ show: false, rotateMs: 3000 });
		expect(sponsorOptions(new URLSearchParams('rotate=0.5')).rotateMs).toBe(2000);
		expect(sponsorOptions(new URLSearchParams('rotate=x')).rotateMs).toBe(8000);
	});
	it('follows the wall clock, so every screen shows the same image', () => {
		expect(slideAt(0, 5000, 8000)).toBe(-1);
		expect([0, 7999, 8000, 16_000, 24_000].map((t) => slideAt(3, t, 8000))).toEqual([0, 0, 1, 2, 0]);
		expect(untilNextSlide(8500, 8000)).toBe(7500);
	});
});
