import { describe, expect, it } from 'vitest';
import type { ClockView } from '../protocol/clock';
import { clockConfigSchema } from '../protocol/clock';
import { ClockSound, cueOf, follower, type AudioLike } from './clock-sound';

/** A fake AudioContext: records each tone's frequency; `state` as the autoplay policy leaves it. */
function fakeAudio(state = 'running') {
	const tones: number[] = [];
	const param = () => ({ value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} });
	const ctx = {
		state,
		currentTime: 0,
		destination: {},
		async resume() {
			ctx.state = 'running';
		},
		createOscillator() {
			const osc = {
				type: 'sine',
				frequency: param(),
				connect: (n: unknown) => n,
				start: () => tones.push(osc.frequency.value),
				stop() {}
			};
			return osc;
		},
		createGain() {
			return { gain: param(), connect: (n: unknown) => n };
		}
	};
	return { ctx: ctx as unknown as AudioLike & { state: string }, tones };
}

const config = (sound: boolean) => clockConfigSchema.parse({ sound });
/** A running clock as the server sends it at `serverNow` (same clock as the screen's here: no skew). */
function running(deadline: number, sound = true, serverNow = 0): ClockView {
	return { config: config(sound), running: true, deadline, remainingMs: deadline - serverNow, limitMs: 30_000, extensionsLeft: [1, 1], expired: false, serverNow, at: serverNow };
}
const expired = (sound = true): ClockView => ({ ...running(0, sound), running: false, deadline: null, remainingMs: 0, expired: true });

describe('the shot-clock sound schedule', () => {
	it('ticks once on each of the last ten seconds and sounds the time-out once, however often it is asked', () => {
		let now = 0;
		const { ctx, tones } = fakeAudio();
		const sound = new ClockSound({ audio: () => ctx, now: () => now, hint: () => {} });
		const clock = running(15_000);
		const { step } = follower(sound, () => clock);
		// a re-rendering page asks far more often than once a second
		for (now = 0; now <= 15_500; now += 37) step();
		const cues = sound.log.map((l) => l.cue);
		expect(cues).toEqual([...Array(7).fill('tick'), 'last', 'last', 'last', 'timeout']);
		expect(sound.log.map((l) => l.key).slice(0, 2)).toEqual(['tick:15000:10', 'tick:15000:9']);
		expect(tones).toEqual([...Array(7).fill(880), 1175, 1175, 1175, 523]);
	});

	it('two views of the same clock (a remount, a second component) sound once', () => {
		const now = 12_000;
		const sound = new ClockSound({ audio: () => fakeAudio().ctx, now: () => now, hint: () => {} });
		const clock = running(15_000, true, now);
		const a = follower(sound, () => clock);
		const b = follower(sound, () => clock);
		a.step();
		b.step();
		a.stop();
		const c = follower(sound, () => clock);
		c.step();
		expect(sound.log).toHaveLength(1);
		expect(sound.log[0]).toMatchObject({ cue: 'last', key: 'tick:15000:3' });
	});

	it('the server’s time-out sounds when the screen saw the clock run, not on a page opened afterwards', () => {
		let now = 14_990;
		const sound = new ClockSound({ audio: () => fakeAudio().ctx, now: () => now, hint: () => {} });
		let clock: ClockView = running(15_000, true, now);
		const f = follower(sound, () => clock);
		f.step();
		clock = expired();
		now = 15_001;
		f.step();
		f.step();
		expect(sound.log.map((l) => l.key)).toEqual(['tick:15000:1', 'out:15000']);
		const late = follower(sound, () => expired());
		late.step();
		expect(sound.log).toHaveLength(2);
	});

	it('is silent when the table’s sound is off, or the clock is stopped', () => {
		expect(cueOf(running(5000, false), 3000, null)).toBeNull();
		expect(cueOf({ ...running(5000), running: false, deadline: null, remainingMs: 3000 }, 3000, null)).toBeNull();
		expect(cueOf(running(50_000), 10_001, null)).toBeNull();
		expect(cueOf(running(50_000), 10_000, null)).toEqual({ cue: 'tick', key: 'tick:50000:10' });
	});

	it('while the browser blocks audio, shows the hint; a click unlocks it and the next tick is heard', async () => {
		let now = 5_000;
		const hints: boolean[] = [];
		const { ctx, tones } = fakeAudio('suspended');
		ctx.resume = async () => {}; // no gesture yet: the browser keeps it suspended
		const sound = new ClockSound({ audio: () => ctx, now: () => now, hint: (s) => hints.push(s) });
		const clock = running(10_000, true, now);
		const f = follower(sound, () => clock);
		f.step();
		expect(hints.at(-1)).toBe(true);
		expect(sound.log.at(-1)).toMatchObject({ audible: false });
		expect(tones).toEqual([]);
		ctx.resume = async () => void (ctx.state = 'running');
		sound.unlock();
		await Promise.resolve();
		await Promise.resolve();
		expect(hints.at(-1)).toBe(false);
		now = 6_000;
		f.step();
		expect(tones).toEqual([880]);
		f.stop();
	});
});
