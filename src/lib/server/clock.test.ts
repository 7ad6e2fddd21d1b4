import { describe, expect, it } from 'vitest';
import { clockConfigSchema, ShotClock, type ClockMatchView } from './clock';

const match = (over: Partial<ClockMatchView> = {}): ClockMatchView => ({
	matchId: 1,
	players: 2,
	rack: 1,
	afterBreak: false,
	hillHill: false,
	...over
});

function clockAt(start = 1_000_000) {
	let now = start;
	const clock = new ShotClock(() => now);
	clock.configure(clockConfigSchema.parse({ firstShotSeconds: 60, shotSeconds: 30, extensionsPerPlayer: 1, extensionSeconds: 25 }), match());
	return { clock, tick: (ms: number) => (now += ms) };
}

describe('shot clock', () => {
	it('counts from a deadline, so a view taken later shows the exact time left', () => {
		const { clock, tick } = clockAt();
		expect(clock.start()).toBeNull();
		tick(12_345);
		const view = clock.view();
		expect(view.running).toBe(true);
		expect(view.remainingMs).toBe(30_000 - 12_345);
		expect(view.deadline! - view.serverNow).toBe(30_000 - 12_345);
	});

	it('stop keeps the time left; start goes on from it', () => {
		const { clock, tick } = clockAt();
		clock.start();
		tick(10_000);
		clock.stop();
		tick(60_000);
		expect(clock.view().remainingMs).toBe(20_000);
		clock.start();
		tick(5_000);
		expect(clock.view().remainingMs).toBe(15_000);
	});

	it('gives the first stroke after a break the longer time, and the late-match time on the hill', () => {
		const { clock } = clockAt();
		clock.afterAction(match({ afterBreak: true }));
		expect(clock.view().remainingMs).toBe(60_000);
		clock.afterAction(match());
		expect(clock.view().remainingMs).toBe(30_000);
		clock.configure(clockConfigSchema.parse({ late: { seconds: 20, when: 'hill-hill' } }), match());
		clock.afterAction(match({ hillHill: true }));
		expect(clock.view().remainingMs).toBe(20_000);
	});

	it('an extension per player per rack: refused when used, back on the next rack', () => {
		const { clock, tick } = clockAt();
		clock.start();
		tick(29_000);
		expect(clock.extend(0)).toBeNull();
		expect(clock.view().remainingMs).toBe(26_000);
		expect(clock.extend(0)).toBe('no extension left for this player');
		clock.afterAction(match({ rack: 1 }));
		expect(clock.extend(0)).toBe('no extension left for this player');
		clock.afterAction(match({ rack: 2 }));
		expect(clock.extend(0)).toBeNull();
	});

	it('expires only once the deadline has passed', () => {
		const { clock, tick } = clockAt();
		clock.start();
		tick(29_999);
		expect(clock.expire()).toBe(false);
		tick(1);
		expect(clock.expire()).toBe(true);
		expect(clock.view()).toMatchObject({ running: false, remainingMs: 0, expired: true });
		expect(clock.start()).toBe('the time is up: reset the clock first');
	});
});
