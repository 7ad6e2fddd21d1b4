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
		expect(clock.extend(0)).toBe('clock-no-extension');
		clock.afterAction(match({ rack: 1 }));
		expect(clock.extend(0)).toBe('clock-no-extension');
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
		expect(clock.start()).toBe('clock-time-up');
	});

	it('off: refuses to start or extend', () => {
		const { clock } = clockAt();
		clock.configure(clockConfigSchema.parse({ enabled: false }), match());
		expect(clock.start()).toBe('clock-off');
		expect(clock.extend(0)).toBe('clock-off');
		expect(clock.settings.enabled).toBe(false);
	});
});

describe('shot clock across a restart (save → restore)', () => {
	const restarted = (now: number) => new ShotClock(() => now);

	it('a running clock keeps its deadline when no stroke came after it was saved', () => {
		const { clock, tick } = clockAt();
		clock.afterAction(match({ afterBreak: true }));
		clock.start();
		tick(10_000);
		const saved = JSON.parse(JSON.stringify(clock.save(7)));
		const later = restarted(1_000_000 + 10_000 + 3_000);
		expect(later.restore(saved, match(), 7)).toBe(true);
		expect(later.view()).toMatchObject({ running: true, deadline: 1_000_000 + 60_000, remainingMs: 47_000, limitMs: 60_000 });
		expect(later.settings).toMatchObject({ firstShotSeconds: 60, shotSeconds: 30, extensionSeconds: 25 });
	});

	it('a deadline that passed while the server was down shows as run out', () => {
		const { clock } = clockAt();
		clock.start();
		const saved = clock.save(3);
		const later = restarted(1_000_000 + 31_000);
		later.restore(saved, match(), 3);
		expect(later.view()).toMatchObject({ running: false, remainingMs: 0, expired: true });
		expect(later.start()).toBe('clock-time-up');
	});

	it('a stopped clock keeps the time left; a later stroke gives a fresh clock but keeps the rack’s extensions', () => {
		const { clock, tick } = clockAt();
		clock.start();
		tick(8_000);
		clock.stop();
		expect(clock.extend(0)).toBeNull();
		const saved = clock.save(4);
		const same = restarted(5_000_000);
		same.restore(saved, match(), 4);
		expect(same.view()).toMatchObject({ running: false, remainingMs: 22_000 + 25_000, extensionsLeft: [0, 1] });
		const moved = restarted(5_000_000);
		moved.restore(saved, match(), 5);
		expect(moved.view()).toMatchObject({ running: false, remainingMs: 30_000, extensionsLeft: [0, 1] });
		const nextRack = restarted(5_000_000);
		nextRack.restore(saved, match({ rack: 2 }), 9);
		expect(nextRack.view().extensionsLeft).toEqual([1, 1]);
	});

	it('ignores what it did not write (a default clock instead)', () => {
		const clock = restarted(1);
		expect(clock.restore({ v: 99, config: {} }, match(), 0)).toBe(false);
		expect(clock.settings).toEqual(clockConfigSchema.parse({}));
	});
});
