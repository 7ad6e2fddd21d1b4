/**
 * Instant replay on air (playback.ts) against a fake obs-websocket server: the sequence (buffer
 * running? save, the file's path, the media source, the scene, restart), the way back when the
 * media ends, the operator's scene kept, the not-running refusal, and each wait's limit. The
 * real OBS 29 is in replay.integration.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ObsAdapter, type ObsAdapterOptions } from '../../src/lib/server/obs/adapter';
import { REPLAY_NOT_RUNNING } from '../../src/lib/server/obs/replay';
import { parseObsSettings } from '../../src/lib/server/obs/rules';
import { tableAt } from '../../src/lib/server/obs/testing';
import type { FakeObs } from './support/fake-obs';
import { useFakeObs } from './support/fixtures';
import { waitFor } from './support/obs';

const { cleanup, fake } = useFakeObs();
const PLAY = { scene: 'Replay', input: 'Replay Media' };
const rules = [
	{ on: 'break-and-run', playReplay: PLAY },
	{ on: 'rack-won', scene: 'Rack Won' },
	{ on: 'match-won', scene: 'Match Won' },
	{ on: 'manual', key: 'p', label: 'Replay', playReplay: PLAY },
	{ on: 'manual', key: 'b', label: 'Back', replayBack: true }
];
const breakAndRun = [{ type: 'rack-won', player: 1, rack: 3 }, { type: 'break-and-run', player: 1, rack: 3 }] as const;

/** A fake OBS with a replay scene, its media source and the buffer running. */
const obs = async (): Promise<FakeObs> => (await fake()).withReplay();
async function adapter(f: FakeObs, opts: ObsAdapterOptions = {}, extra: Record<string, unknown> = {}) {
	const log: string[] = [];
	const a = new ObsAdapter(parseObsSettings({ enabled: true, port: f.port, password: 'pw', rules, ...extra }), {
		connection: { backoff: () => 50 },
		log: (l) => log.push(l),
		...opts
	});
	cleanup.push(() => a.close());
	// connected, its version asked and its scenes and inputs read (both follow the connect): the requests counted after are the test's own
	await waitFor(() => a.status().connections[0]?.state === 'connected' && a.status().connections[0]?.obsVersion !== null && a.status().connections[0]?.names !== null, 3000, 'connected');
	f.requests = [];
	return { a, log };
}
const replayOf = (a: ObsAdapter) => a.status().connections[0]!.replay;
const playback = (a: ObsAdapter, state: string) => waitFor(() => replayOf(a)?.playback === state, 5000, `replay ${state}`);
/** The scenes put on program, in order. */
const programs = (f: FakeObs) => f.requests.filter((r) => r.requestType === 'SetCurrentProgramScene').map((r) => r.requestData?.sceneName);

describe('a replay played on air', () => {
	it('a break and run: buffer checked, saved, the file into the source, the replay scene, then back when it ends', async () => {
		const f = await obs();
		const { a } = await adapter(f);
		// scoring never waits: the call returns at once, with no promise to wait on, whatever OBS does
		expect(a.onMatchEvents('t1', [...breakAndRun], tableAt(3, 3))).toBeUndefined();
		await playback(a, 'back');
		expect(f.requests.map((r) => r.requestType)).toEqual([
			'GetLastReplayBufferReplay',
			'GetReplayBufferStatus',
			'SaveReplayBuffer',
			'GetInputSettings',
			'SetInputSettings',
			'GetCurrentProgramScene',
			'SetCurrentProgramScene',
			'TriggerMediaInputAction',
			'GetMediaInputStatus',
			'GetCurrentProgramScene',
			'SetCurrentProgramScene'
		]);
		expect(f.inputs.get('Replay Media')).toEqual({ is_local_file: true, local_file: '/replays/Replay 1.mkv', looping: false });
		expect(programs(f)).toEqual(['Replay', 'Game']); // the rack-won scene of the same action gave way
		expect(f.mediaActions).toEqual(['Replay Media:RESTART']);
		expect(replayOf(a)).toMatchObject({ saved: true, because: 'break-and-run', file: '/replays/Replay 1.mkv', playback: 'back', scene: 'Replay', returnTo: 'Game', reason: null, code: null });
	});

	it('the operator put another scene on program meanwhile: it stays', async () => {
		const f = await obs();
		f.mediaMs = 400;
		const { a } = await adapter(f);
		expect(await a.pressKey('p')).toEqual({ ok: true });
		expect(f.program).toBe('Replay');
		f.program = 'Match Won'; // switched in OBS by hand
		await playback(a, 'kept');
		expect(f.program).toBe('Match Won');
		expect(programs(f)).toEqual(['Replay']);
	});

	it('a scene rule firing during the replay takes the program; the replay does not come back over it', async () => {
		const f = await obs();
		f.mediaEnds = false;
		f.mediaMs = 60_000;
		const { a } = await adapter(f, {}, { rules: [...rules.filter((r) => r.on !== 'match-won'), { on: 'match-won', scene: 'Match Won', returnAfterSeconds: 0.3 }] });
		expect(await a.pressKey('p')).toEqual({ ok: true });
		a.onMatchEvents('t1', [{ type: 'match-won', player: 0 }], tableAt(9, 3));
		await a.idle();
		expect(replayOf(a)).toMatchObject({ playback: 'kept' });
		// the rule's own way back goes where the replay would have gone
		await waitFor(() => f.program === 'Game', 3000, 'back to Game after the timed scene');
		expect(programs(f)).toEqual(['Replay', 'Match Won', 'Game']);
	});

	it('a replay while one is on air takes its place and its way back', async () => {
		const f = await obs();
		f.mediaEnds = false;
		f.mediaMs = 60_000;
		const { a } = await adapter(f);
		expect(await a.pressKey('p')).toEqual({ ok: true });
		expect(await a.pressKey('p')).toEqual({ ok: true });
		expect(replayOf(a)).toMatchObject({ playback: 'on-air', file: '/replays/Replay 2.mkv', returnTo: 'Game' });
		f.event('MediaInputPlaybackEnded', { inputName: 'Replay Media' });
		await playback(a, 'back');
		expect(programs(f)).toEqual(['Replay', 'Replay', 'Game']);
	});

	it('the replay buffer is not running: refused before saving, said in the status, the program untouched', async () => {
		const f = await obs();
		f.replayActive = false;
		const { a } = await adapter(f);
		expect(await a.pressKey('p')).toEqual({ ok: false, reason: REPLAY_NOT_RUNNING });
		expect(f.count('SaveReplayBuffer')).toBe(0);
		expect(programs(f)).toEqual([]);
		expect(replayOf(a)).toMatchObject({ saved: false, playback: 'failed', code: 'not-running', reason: REPLAY_NOT_RUNNING });
		expect(a.status().connections[0]!.lastError).toBeNull();
	});

	it('OBS never names the file: no-file after the wait, nothing switched', async () => {
		const f = await obs();
		f.replayFileMs = null;
		const { a } = await adapter(f, { replay: { fileWaitMs: 200 } });
		const pressed = await a.pressKey('p');
		expect(pressed).toMatchObject({ ok: false, reason: expect.stringMatching(/did not say where within 0.2 s/) });
		expect(replayOf(a)).toMatchObject({ saved: false, playback: 'failed', code: 'no-file' });
		expect(programs(f)).toEqual([]);
	});

	it('no ReplayBufferSaved event: the file GetLastReplayBufferReplay names is played', async () => {
		const f = await obs();
		f.replaySavedEvent = false;
		const { a } = await adapter(f, { replay: { fileWaitMs: 200 } });
		expect(await a.pressKey('p')).toEqual({ ok: true });
		expect(f.inputs.get('Replay Media')).toMatchObject({ local_file: '/replays/Replay 1.mkv' });
		await playback(a, 'back');
	});

	it('the end is never heard: back after the file’s length and the margin, the media stopped', async () => {
		const f = await obs();
		f.mediaEnds = false;
		f.mediaMs = 200;
		const { a } = await adapter(f, { replay: { endSlackMs: 100 } });
		const t0 = Date.now();
		expect(await a.pressKey('p')).toEqual({ ok: true });
		await playback(a, 'back');
		expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
		expect(f.program).toBe('Game');
		expect(f.mediaActions).toEqual(['Replay Media:RESTART', 'Replay Media:STOP']);
	});

	it('OBS gives no length: back after the fallback', async () => {
		const f = await obs();
		f.mediaMs = null;
		const { a } = await adapter(f, { replay: { fallbackMs: 300 } });
		expect(await a.pressKey('p')).toEqual({ ok: true });
		await playback(a, 'back');
		expect(f.program).toBe('Game');
	});

	it('the "back now" key takes it off at once; pressed with none on air, it says so', async () => {
		const f = await obs();
		f.mediaEnds = false;
		f.mediaMs = 60_000;
		const { a } = await adapter(f);
		expect(await a.pressKey('p')).toEqual({ ok: true });
		expect(replayOf(a)).toMatchObject({ playback: 'on-air' });
		expect(await a.pressKey('b')).toEqual({ ok: true });
		await playback(a, 'back');
		expect(f.program).toBe('Game');
		expect(await a.pressKey('b')).toEqual({ ok: false, reason: 'no replay is on air' });
	});

	it('no media source by that name: made in the replay scene; one of another kind: refused, nothing switched', async () => {
		const f = await obs();
		f.inputKinds.delete('Replay Media');
		const { a } = await adapter(f);
		expect(await a.pressKey('p')).toEqual({ ok: true });
		const made = f.requests.find((r) => r.requestType === 'CreateInput')!.requestData!;
		expect(made).toMatchObject({ sceneName: 'Replay', inputName: 'Replay Media', inputKind: 'ffmpeg_source', inputSettings: { local_file: '/replays/Replay 1.mkv' } });
		await playback(a, 'back');

		f.inputKinds.set('Replay Media', 'text_ft2_source_v2');
		f.requests = [];
		const pressed = await a.pressKey('p');
		expect(pressed).toMatchObject({ ok: false, reason: expect.stringMatching(/"Replay Media" cannot play the replay: it is a text_ft2_source_v2/) });
		expect(replayOf(a)).toMatchObject({ saved: true, playback: 'failed', code: 'no-input' });
		expect(programs(f)).toEqual([]);
	});

	it('the replay scene is missing in OBS: no-scene, the program untouched', async () => {
		const f = await obs();
		f.scenes.delete('Replay');
		const { a } = await adapter(f);
		const pressed = await a.pressKey('p');
		expect(pressed).toMatchObject({ ok: false, reason: expect.stringMatching(/the replay scene "Replay" cannot go on program/) });
		expect(replayOf(a)).toMatchObject({ saved: true, playback: 'failed', code: 'no-scene' });
		expect(f.program).toBe('Game');
	});

	it('studio mode: on program through the preview and a transition, and back the same way', async () => {
		const f = await obs();
		f.studio = true;
		f.preview = 'Game';
		const { a } = await adapter(f, {}, { studioMode: true });
		expect(await a.pressKey('p')).toEqual({ ok: true });
		expect(f.program).toBe('Replay');
		await playback(a, 'back');
		expect(f.program).toBe('Game');
		expect(programs(f)).toEqual([]);
		expect(f.count('TriggerStudioModeTransition')).toBe(2);
	});

	it('OBS not connected: the key says so and the status keeps it', async () => {
		const f = await obs();
		const { a } = await adapter(f);
		await f.stop();
		await waitFor(() => a.status().connections[0]?.state !== 'connected', 3000, 'disconnected');
		expect(await a.pressKey('p')).toMatchObject({ ok: false, reason: expect.stringMatching(/not connected/) });
		expect(replayOf(a)).toMatchObject({ saved: false, playback: 'failed', code: 'not-connected' });
	});
});
