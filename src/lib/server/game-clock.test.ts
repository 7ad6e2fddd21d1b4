import { describe, expect, it } from 'vitest';
import { GameClock, type GameClockMatch } from './game-clock';

const HOUR = 60 * 60_000;
const timed = (over: Partial<GameClockMatch> = {}): GameClockMatch => ({ matchId: 7, limitMs: HOUR, begun: false, finished: false, ...over });

function clockAt(start = 5_000_000) {
	let now = start;
	const clock = new GameClock(() => now);
	return { clock, tick: (ms: number) => (now += ms), now: () => now };
}

describe('game clock (EB-23, timed matches)', () => {
	it('a match without a time limit has no game clock, and its commands are refused', () => {
		const { clock } = clockAt();
		expect(clock.follow(timed({ limitMs: null, begun: true }))).toBe(false);
		expect(clock.view()).toBeNull();
		expect(clock.save()).toBeNull();
		expect(clock.start()).toBe('clock-no-game');
		expect(clock.stop()).toBe('clock-no-game');
	});

	it('a timed match shows its full time, stopped, until the first stroke starts it', () => {
		const { clock, tick } = clockAt();
		expect(clock.follow(timed())).toBe(false);
		expect(clock.view()).toMatchObject({ limitMs: HOUR, running: false, deadline: null, remainingMs: HOUR });
		tick(60_000);
		// the first stroke: started (the caller stores it), counting from now
		expect(clock.follow(timed({ begun: true }))).toBe(true);
		tick(90_000);
		expect(clock.view()).toMatchObject({ running: true, remainingMs: HOUR - 90_000 });
		// later strokes do not restart it
		expect(clock.follow(timed({ begun: true }))).toBe(false);
		expect(clock.view()!.remainingMs).toBe(HOUR - 90_000);
	});

	it('a pause keeps the time left; the next stroke does not restart a paused clock', () => {
		const { clock, tick } = clockAt();
		clock.follow(timed({ begun: true }));
		tick(10 * 60_000);
		expect(clock.stop()).toBeNull();
		expect(clock.stop()).toBe('clock-not-running');
		tick(30 * 60_000);
		expect(clock.follow(timed({ begun: true }))).toBe(false);
		expect(clock.view()).toMatchObject({ running: false, remainingMs: 50 * 60_000 });
		expect(clock.start()).toBeNull();
		expect(clock.start()).toBe('clock-running');
		tick(60_000);
		expect(clock.view()!.remainingMs).toBe(49 * 60_000);
	});

	it('at zero it says time is up and never goes below; it cannot be started again', () => {
		const { clock, tick } = clockAt();
		clock.follow(timed({ begun: true }));
		tick(HOUR + 5_000);
		expect(clock.view()).toMatchObject({ running: true, remainingMs: 0 });
		clock.stop();
		expect(clock.start()).toBe('clock-time-up');
	});

	it('the leading node\'s timer stops it at zero (only once the time is really up); the game goes on', () => {
		const { clock, tick } = clockAt();
		clock.follow(timed({ begun: true }));
		tick(HOUR - 1);
		expect(clock.msLeft()).toBe(1);
		expect(clock.expire()).toBe(false);
		tick(1);
		expect(clock.expire()).toBe(true);
		expect(clock.expire()).toBe(false);
		expect(clock.msLeft()).toBeNull();
		expect(clock.view()).toMatchObject({ running: false, remainingMs: 0 });
		// the marker's correction after it: time again
		expect(clock.set(60_000)).toBeNull();
		expect(clock.start()).toBeNull();
	});

	it('the end of the match stops it with the time it had left', () => {
		const { clock, tick } = clockAt();
		clock.follow(timed({ begun: true }));
		tick(20 * 60_000);
		expect(clock.follow(timed({ begun: true, finished: true }))).toBe(true);
		expect(clock.follow(timed({ begun: true, finished: true }))).toBe(false);
		tick(20 * 60_000);
		expect(clock.view()).toMatchObject({ running: false, remainingMs: 40 * 60_000 });
		expect(clock.start()).toBe('clock-match-over');
	});

	it('the referee sets the time left: running on from it, or paused at it; 0 is time up; never beyond the match\'s time', () => {
		const { clock, tick } = clockAt();
		expect(clock.set(1000)).toBe('clock-no-game');
		clock.follow(timed({ begun: true }));
		tick(10 * 60_000);
		expect(clock.set(45 * 60_000)).toBeNull();
		tick(60_000);
		expect(clock.view()).toMatchObject({ running: true, remainingMs: 44 * 60_000 });
		expect(clock.set(HOUR + 1)).toBe('clock-game-range');
		expect(clock.set(-1)).toBe('clock-game-range');
		clock.stop();
		expect(clock.set(5_000)).toBeNull();
		tick(60_000);
		expect(clock.view()).toMatchObject({ running: false, remainingMs: 5_000 });
		expect(clock.set(0)).toBeNull();
		expect(clock.start()).toBe('clock-time-up');
		clock.follow(timed({ begun: true, finished: true }));
		expect(clock.set(1000)).toBe('clock-match-over');
	});

	it('a new match gets a fresh clock', () => {
		const { clock, tick } = clockAt();
		clock.follow(timed({ begun: true }));
		tick(20 * 60_000);
		clock.follow(timed({ matchId: 8, limitMs: 2 * HOUR }));
		expect(clock.view()).toMatchObject({ limitMs: 2 * HOUR, running: false, remainingMs: 2 * HOUR });
	});

	it('a restart puts a running clock back on the same deadline, for the same match only', () => {
		const { clock, tick, now } = clockAt();
		clock.follow(timed({ begun: true }));
		tick(5 * 60_000);
		const saved = JSON.parse(JSON.stringify(clock.save()));
		const again = new GameClock(now);
		again.restore(saved, timed({ begun: true }));
		expect(again.view()).toEqual(clock.view());
		const other = new GameClock(now);
		other.restore(saved, timed({ matchId: 9 }));
		expect(other.view()).toMatchObject({ running: false, remainingMs: HOUR });
	});

	it('a deadline that passed while the server was down shows as time up; a paused clock keeps its time', () => {
		const { clock, tick, now } = clockAt();
		clock.follow(timed({ begun: true }));
		const running = clock.save();
		clock.stop();
		const paused = clock.save();
		tick(2 * HOUR);
		const late = new GameClock(now);
		late.restore(running, timed({ begun: true }));
		expect(late.view()).toMatchObject({ running: false, remainingMs: 0 });
		expect(late.start()).toBe('clock-time-up');
		const kept = new GameClock(now);
		kept.restore(paused, timed({ begun: true }));
		expect(kept.view()).toMatchObject({ running: false, remainingMs: HOUR });
	});

	it('a corrupt saved clock is ignored: the fresh clock stands', () => {
		const { clock, now } = clockAt();
		clock.restore({ matchId: 7, limitMs: 'soon' }, timed());
		expect(clock.view()).toMatchObject({ running: false, remainingMs: HOUR });
		const also = new GameClock(now);
		also.restore(null, timed());
		expect(also.view()).toMatchObject({ running: false, remainingMs: HOUR });
	});
});
