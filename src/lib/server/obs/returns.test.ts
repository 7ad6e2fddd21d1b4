import { describe, expect, it } from 'vitest';
import type { Timers } from './connection';
import { SceneReturn, type ReturnHost } from './returns';

/** A clock the test moves, an OBS that only knows its program scene, a queue run by `drain`. */
function rig(program = 'Rack Won') {
	let now = 1_000_000;
	const due: { at: number; fn: () => void; handle: number }[] = [];
	let next = 0;
	const timers: Timers = {
		setTimeout: (fn, ms) => {
			due.push({ at: now + ms, fn, handle: ++next });
			return next;
		},
		clearTimeout: (h) => {
			const i = due.findIndex((d) => d.handle === h);
			if (i >= 0) due.splice(i, 1);
		},
		now: () => now
	};
	const obs = { program, switched: [] as string[] };
	const queue: (() => Promise<void>)[] = [];
	let changes = 0;
	const host: ReturnHost = {
		conn: {
			connected: true,
			call: (async (type: string, data?: Record<string, unknown>) => {
				if (type === 'GetCurrentProgramScene') return { currentProgramSceneName: obs.program };
				if (type === 'SetCurrentProgramScene') obs.switched.push((obs.program = String(data?.sceneName)));
				return {};
			}) as ReturnHost['conn']['call']
		},
		timers,
		studioMode: () => false,
		enqueue: (job) => (queue.push(job), true),
		changed: () => void changes++
	};
	return {
		returns: new SceneReturn(host),
		obs,
		changes: () => changes,
		/** Moves the clock by `ms`, firing what falls due. */
		advance(ms: number) {
			now += ms;
			for (const d of due.filter((x) => x.at <= now)) {
				due.splice(due.indexOf(d), 1);
				d.fn();
			}
		},
		pending: () => due.length,
		async drain() {
			while (queue.length) await queue.shift()!();
		}
	};
}

describe('SceneReturn: a timed scene goes back', () => {
	it('at its time, only then, and says so in `owed` until it is done', async () => {
		const r = rig();
		r.returns.schedule({ scene: 'Rack Won', returnTo: 'Game', at: 1_005_000 });
		expect(r.returns.owed).toEqual({ scene: 'Rack Won', returnTo: 'Game', at: 1_005_000 });
		r.advance(4_999);
		await r.drain();
		expect(r.obs.switched).toEqual([]);
		r.advance(1);
		expect(r.returns.owed).not.toBeNull(); // queued, not done yet: still owed
		await r.drain();
		expect(r.obs.switched).toEqual(['Game']);
		expect(r.returns.owed).toBeNull();
	});

	it('not when the operator moved on from the timed scene', async () => {
		const r = rig();
		r.returns.schedule({ scene: 'Rack Won', returnTo: 'Game', at: 1_001_000 });
		r.obs.program = 'Break';
		r.advance(1_000);
		await r.drain();
		expect(r.obs.switched).toEqual([]);
		expect(r.returns.owed).toBeNull();
	});

	it('a time already past: at once; one more than an hour ahead: after an hour', async () => {
		const r = rig();
		r.returns.schedule({ scene: 'Rack Won', returnTo: 'Game', at: 1 });
		r.advance(0);
		await r.drain();
		expect(r.obs.switched).toEqual(['Game']);

		const far = rig();
		far.returns.schedule({ scene: 'Rack Won', returnTo: 'Game', at: Number.MAX_SAFE_INTEGER });
		far.advance(3_600_000);
		await far.drain();
		expect(far.obs.switched).toEqual(['Game']);
	});

	it('cancel lets it go; letGoOfCurrent lets go of that return only, not of a later one', async () => {
		const r = rig();
		r.returns.schedule({ scene: 'Rack Won', returnTo: 'Game', at: 1_001_000 });
		r.returns.cancel();
		expect(r.returns.owed).toBeNull();
		expect(r.pending()).toBe(0);

		r.returns.schedule({ scene: 'Rack Won', returnTo: 'Game', at: 1_001_000 });
		const letGoOfFirst = r.returns.letGoOfCurrent();
		r.returns.schedule({ scene: 'Match Won', returnTo: 'Game', at: 1_002_000 });
		letGoOfFirst();
		expect(r.returns.owed).toMatchObject({ scene: 'Match Won' });
		r.obs.program = 'Match Won';
		r.advance(2_000);
		await r.drain();
		expect(r.obs.switched).toEqual(['Game']);
	});

	it('a return queued behind a scene switch that took it over does nothing', async () => {
		const r = rig();
		r.returns.schedule({ scene: 'Rack Won', returnTo: 'Game', at: 1_001_000 });
		r.advance(1_000); // queued
		r.returns.cancel(); // a switch ahead of it in the queue took the way back
		await r.drain();
		expect(r.obs.switched).toEqual([]);
	});
});
