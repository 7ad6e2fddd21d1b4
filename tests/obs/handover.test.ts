/**
 * A node that takes OBS over finishes what the node before it left on program (handover.ts), as
 * a new leader does when the old one is killed (relay.ts): two adapters, one after the other, on
 * one fake obs-websocket server. The old one is closed (its timers and socket gone, as with
 * kill -9); the new one gets the old one's last status, as the bus brought it. Real OBS and two
 * real nodes: cluster-obs.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ObsAdapter, type ObsAdapterOptions, type ObsAdapterStatus } from '../../src/lib/server/obs/adapter';
import { realTimers } from '../../src/lib/server/obs/connection';
import { parseObsSettings } from '../../src/lib/server/obs/rules';
import type { FakeObs } from './support/fake-obs';
import { useFakeObs } from './support/fixtures';
import { waitFor } from './support/obs';

const { cleanup, fake } = useFakeObs();
const PLAY = { scene: 'Replay', input: 'Replay Media' };
const rules = [
	{ on: 'manual', key: 'w', scene: 'Rack Won', returnAfterSeconds: 0.8 },
	{ on: 'manual', key: 'p', playReplay: PLAY }
];

const obs = async (): Promise<FakeObs> => (await fake()).withReplay();

/** A node's adapter, connected to `f`; `before` runs before it connects (the bus's last word comes first). */
async function node(f: FakeObs, before: (a: ObsAdapter) => void = () => {}, opts: ObsAdapterOptions = {}) {
	const log: string[] = [];
	const a = new ObsAdapter(null, { connection: { backoff: () => 50 }, log: (l) => log.push(l), ...opts });
	cleanup.push(() => a.close());
	before(a);
	a.configure(parseObsSettings({ enabled: true, port: f.port, password: 'pw', rules }));
	await waitFor(() => a.status().connections[0]?.state === 'connected', 3000, 'connected');
	return { a, log };
}
const conn = (a: ObsAdapter) => a.status().connections[0]!;
/** The scenes put on program since `from` (an index into the fake's requests). */
const programsSince = (f: FakeObs, from: number) =>
	f.requests
		.slice(from)
		.filter((r) => r.requestType === 'SetCurrentProgramScene')
		.map((r) => r.requestData?.sceneName);

/** The old node stops where its status says (kill -9: nothing more is sent); what the bus last carried is returned. */
async function killed(a: ObsAdapter): Promise<ObsAdapterStatus> {
	const last = structuredClone(a.status());
	await a.close();
	return last;
}

/** A fake OBS whose media play until the test ends them (`endMedia`). */
async function obsHeldMedia(): Promise<FakeObs> {
	const f = await obs();
	f.mediaEnds = false;
	f.mediaMs = 60_000;
	return f;
}

/** A node that pressed `key` (w: the timed scene, p: the replay) and was killed: its last status. */
async function leftAfter(f: FakeObs, key: 'w' | 'p'): Promise<ObsAdapterStatus> {
	const { a } = await node(f);
	expect(await a.pressKey(key)).toEqual({ ok: true });
	expect(f.program).toBe(key === 'w' ? 'Rack Won' : 'Replay');
	return killed(a);
}

/** The next leader, which inherited `last` but cannot reach OBS (a wrong password here). */
async function stuckWith(f: FakeObs, last: ObsAdapterStatus): Promise<ObsAdapter> {
	const stuck = new ObsAdapter(null, { connection: { backoff: () => 50 } });
	cleanup.push(() => stuck.close());
	stuck.inherit(last);
	stuck.configure(parseObsSettings({ enabled: true, port: f.port, password: 'wrong', rules }));
	await waitFor(() => conn(stuck).state === 'failed', 3000, 'the next leader refused by OBS');
	return stuck;
}

describe('one node: a timed scene and a replay', () => {
	it('a replay that fails while a timed scene is on program: the timed scene still comes off', async () => {
		const f = await obs();
		f.replayFileMs = null;
		const { a } = await node(f, () => {}, { replay: { fileWaitMs: 200 } });
		expect(await a.pressKey('w')).toEqual({ ok: true });
		expect(await a.pressKey('p')).toEqual({ ok: false, reason: expect.stringContaining('did not say where') });
		expect(f.program).toBe('Rack Won');
		await waitFor(() => f.program === 'Game', 5000, 'back on "Game"');
	});

	it('a replay that goes on air takes the timed scene\'s way back', async () => {
		const f = await obsHeldMedia();
		const { a } = await node(f);
		expect(await a.pressKey('w')).toEqual({ ok: true });
		expect(await a.pressKey('p')).toEqual({ ok: true });
		expect(conn(a).returning).toBeNull();
		expect(conn(a).replay).toMatchObject({ playback: 'on-air', returnTo: 'Game' });
		f.endMedia('Replay Media');
		await waitFor(() => f.program === 'Game', 3000, 'back on "Game"');
	});
});

describe('a node taking OBS over', () => {
	it('a timed scene the old node put on program goes back when it was due, by the new node', async () => {
		const f = await obs();
		const last = await leftAfter(f, 'w');
		const owed = last.connections[0]!.returning;
		expect(owed).toMatchObject({ scene: 'Rack Won', returnTo: 'Game' });
		const from = f.requests.length;

		const { a, log } = await node(f, (n) => n.inherit(last));
		await waitFor(() => f.program === 'Game', 5000, 'back on "Game"');
		expect(Date.now()).toBeGreaterThanOrEqual(owed!.at - 50); // not before it was due (the clocks are one)
		expect(programsSince(f, from)).toEqual(['Game']);
		expect(log.some((l) => l.includes('taking over the return from "Rack Won" to "Game"'))).toBe(true);
		await waitFor(() => conn(a).returning === null, 2000, 'the return done');
	});

	it('the operator moved on meanwhile: the program is left alone', async () => {
		const f = await obs();
		const last = await leftAfter(f, 'w');
		f.program = 'Match Won'; // switched in OBS by hand while no node drove it
		const from = f.requests.length;

		const { a, log } = await node(f, (n) => n.inherit(last));
		await waitFor(() => log.some((l) => l.includes('taking over the return')), 3000, 'the return taken over');
		await waitFor(() => conn(a).returning === null, 5000, 'the return due');
		await a.idle();
		expect(f.program).toBe('Match Won');
		expect(programsSince(f, from)).toEqual([]);
	});

	it('a replay on air: taken off when its media ends, as the old node would have', async () => {
		const f = await obsHeldMedia();
		const last = await leftAfter(f, 'p');
		expect(last.connections[0]!.replay).toMatchObject({ playback: 'on-air', scene: 'Replay', input: 'Replay Media', returnTo: 'Game' });

		const { a } = await node(f, (n) => n.inherit(last));
		await waitFor(() => conn(a).replay?.playback === 'on-air', 3000, 'the replay taken over');
		expect(f.program).toBe('Replay'); // it plays on
		f.endMedia('Replay Media');
		await waitFor(() => f.program === 'Game', 3000, 'back on "Game"');
		await waitFor(() => conn(a).replay?.playback === 'back', 3000, 'replay back');
		expect(conn(a).replay).toMatchObject({ because: 'manual', returnTo: 'Game', file: '/replays/Replay 1.mkv' });
	});

	it('a replay whose media ended while no node drove OBS: taken off at once', async () => {
		const f = await obsHeldMedia();
		const last = await leftAfter(f, 'p');
		f.endMedia('Replay Media'); // heard by nobody
		const { a } = await node(f, (n) => n.inherit(last));
		await waitFor(() => f.program === 'Game', 3000, 'back on "Game"');
		expect(conn(a).replay?.playback).toBe('back');
	});

	it('a leader that stops before its OBS connects passes on what it inherited', async () => {
		const f = await obs();
		const last = await leftAfter(f, 'w');
		const stuck = await stuckWith(f, last); // it owes the return meanwhile
		expect(conn(stuck).returning).toEqual(last.connections[0]!.returning);
		const from = f.requests.length;

		const { a } = await node(f, (n) => n.inherit(structuredClone(stuck.status())));
		await waitFor(() => f.program === 'Game', 5000, 'back on "Game"');
		expect(programsSince(f, from)).toEqual(['Game']);
		await waitFor(() => conn(a).returning === null, 2000, 'the return done');
	});

	it('a replay on air is passed on the same way, and a node that lets go owes nothing', async () => {
		const f = await obsHeldMedia();
		const stuck = await stuckWith(f, await leftAfter(f, 'p'));
		expect(conn(stuck).replay).toMatchObject({ playback: 'on-air', scene: 'Replay', input: 'Replay Media', returnTo: 'Game' });
		const passed = structuredClone(stuck.status());
		stuck.inherit(null); // it stops leading
		expect(conn(stuck).replay).toBeNull();

		const { a } = await node(f, (n) => n.inherit(passed));
		await waitFor(() => conn(a).replay?.playback === 'on-air', 3000, 'the replay taken over');
		f.endMedia('Replay Media');
		await waitFor(() => f.program === 'Game', 3000, 'back on "Game"');
	});

	it('a node that inherited, then let go before its OBS connected, does nothing when it does', async () => {
		const f = await obs();
		const last = await leftAfter(f, 'w');
		const from = f.requests.length;
		const { a, log } = await node(f, (n) => {
			n.inherit(last);
			n.inherit(null); // it lost the lead again before reading its settings
		});
		await a.idle();
		expect(log.some((l) => l.includes('taking over'))).toBe(false);
		expect(programsSince(f, from)).toEqual([]);
		expect(f.program).toBe('Rack Won');
	});

	it('a timed scene stays owed while a replay is saved, and comes off if the node stops then', async () => {
		const f = await obs();
		f.replayFileMs = null; // OBS takes its time to name the file
		const { a: old } = await node(f);
		expect(await old.pressKey('w')).toEqual({ ok: true });
		void old.pressKey('p');
		await waitFor(() => conn(old).replay?.playback === 'loading', 3000, 'the replay being saved');
		expect(conn(old).returning).toMatchObject({ scene: 'Rack Won', returnTo: 'Game' });
		const last = await killed(old);
		const { a } = await node(f, (n) => n.inherit(last));
		await waitFor(() => f.program === 'Game', 5000, 'back on "Game"');
		await waitFor(() => conn(a).returning === null, 2000, 'the return done');
	});

	it('an OBS this node reaches only after a minute: what was left is the operator\'s by then', async () => {
		const f = await obs();
		const last = await leftAfter(f, 'w');
		const from = f.requests.length;
		let skew = 0;
		const { a, log } = await node(
			f,
			(n) => {
				n.inherit(last); // before it has the settings: waits for the connection
				skew = 61_000; // …which comes a minute later
			},
			{ timers: { ...realTimers, now: () => Date.now() + skew } }
		);
		await a.idle();
		expect(log.some((l) => l.includes('taking over'))).toBe(false);
		expect(conn(a).returning).toBeNull();
		expect(programsSince(f, from)).toEqual([]);
		expect(f.program).toBe('Rack Won');
	});

	it('a status with nothing owed, or malformed, changes nothing', async () => {
		const f = await obs();
		const from = f.requests.length;
		const { a } = await node(f, (n) => {
			for (const junk of [null, 'x', { connections: 'x' }, { connections: [{ scope: { kind: 'venue' }, returning: { scene: 'Rack Won' } }] }, { connections: [{ scope: { kind: 'venue' }, replay: { playback: 'back', scene: 'Replay', input: 'Replay Media', returnTo: 'Game', because: 'manual' } }] }]) {
				expect(() => n.inherit(junk)).not.toThrow();
			}
		});
		f.program = 'Rack Won';
		await a.idle();
		expect(conn(a).returning).toBeNull();
		expect(programsSince(f, from)).toEqual([]);
		expect(f.program).toBe('Rack Won');
	});
});
