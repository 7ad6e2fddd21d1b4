import { describe, expect, it } from 'vitest';
import type { GameClockView } from '../protocol/clock';
import { clockTime, formatGameTime, gameTime } from './clock';

const game = (over: Partial<GameClockView> = {}): GameClockView => ({ limitMs: 30 * 60_000, running: true, deadline: 100_000 + 10 * 60_000, remainingMs: 10 * 60_000, serverNow: 100_000, at: 100_000, ...over });

describe('the game clock as a screen counts it', () => {
	it('counts down from the deadline, corrected by the skew, and says time is up at zero', () => {
		// a screen whose clock is 5 s behind the server's (skew +5 s)
		expect(gameTime(game(), 95_000, 5_000)).toMatchObject({ running: true, seconds: 600, timeUp: false, idle: false });
		expect(gameTime(game(), 95_000 + 599_500, 5_000)).toMatchObject({ running: true, seconds: 1, timeUp: false });
		expect(gameTime(game(), 95_000 + 600_000, 5_000)).toMatchObject({ running: false, seconds: 0, timeUp: true });
	});
	it('a stopped clock shows its time left; the full time, stopped, is not started yet', () => {
		expect(gameTime(game({ running: false, deadline: null, remainingMs: 61_000 }), 0)).toMatchObject({ running: false, seconds: 61, idle: false });
		expect(gameTime(game({ running: false, deadline: null, remainingMs: 30 * 60_000 }), 0)).toMatchObject({ idle: true, timeUp: false });
	});
	it('reads in minutes, and in hours once there are any', () => {
		expect(formatGameTime(0)).toBe('0:00');
		expect(formatGameTime(59)).toBe('0:59');
		expect(formatGameTime(45 * 60 + 7)).toBe('45:07');
		expect(formatGameTime(3600)).toBe('1:00:00');
		expect(formatGameTime(75 * 60 + 5)).toBe('1:15:05');
	});
	it('a scorebug counts a game clock down where the table has no shot clock (it never says expired itself)', () => {
		expect(clockTime(game(), 100_000 + 600_000)).toMatchObject({ expired: true, running: false, seconds: 0 });
		expect(clockTime(game(), 100_000 + 595_000)).toMatchObject({ expired: false, warning: true, seconds: 5 });
	});
});
