/** ObsAdapter against fake obs-websocket servers (unit level; real OBS is in obs.integration.test.ts). */
import { describe, expect, it } from 'vitest';
import { ObsAdapter } from '../../src/lib/server/obs/adapter';
import { parseObsSettings, type ObsSettingsInput } from '../../src/lib/server/obs/rules';
import { tableAt } from '../../src/lib/server/obs/testing';
import { FakeObs } from './support/fake-obs';
import { useFakeObs } from './support/fixtures';
import { freePort, waitFor } from './support/obs';
import { realTimers } from '../../src/lib/server/obs/connection';

const { cleanup, fake } = useFakeObs();
const summary = tableAt;
const settings = (port: number, extra: Partial<ObsSettingsInput> = {}) =>
	parseObsSettings({
		enabled: true,
		port,
		password: 'pw',
		rules: [
			{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 0.2 },
			{ on: 'match-won', scene: 'Match Won' },
			{ on: 'manual', scene: 'Match Won', key: 'm' }
		],
		textSources: { player1Score: 'S1', player2Score: 'S2' },
		...extra
	});
const adapterFor = async (s: ReturnType<typeof settings>, opts: ConstructorParameters<typeof ObsAdapter>[1] = {}) => {
	const a = new ObsAdapter(s, { connection: { backoff: () => 50 }, ...opts });
	cleanup.push(() => a.close());
	return a;
};
const connected = (a: ObsAdapter, i = 0) => a.status().connections[i]?.state === 'connected';

describe('ObsAdapter', () => {
	it('switches the program scene on a rack win and returns to the previous scene', async () => {
		const f = await fake();
		const a = await adapterFor(settings(f.port));
		await waitFor(() => connected(a), 3000, 'connected');
		a.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: 1 }], summary(1, 0));
		await a.idle();
		expect(f.program).toBe('Rack Won');
		await waitFor(() => f.program === 'Game', 2000, 'return to Game');
		expect(f.requests.map((r) => r.requestType)).toContain('GetCurrentProgramScene');
	});

	it('a second timed scene keeps the original scene to return to; an operator change cancels the return', async () => {
		const f = await fake();
		f.scenes.add('Other');
		const a = await adapterFor(settings(f.port));
		await waitFor(() => connected(a), 3000, 'connected');
		a.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: 1 }], null);
		a.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: 2 }], null);
		await a.idle();
		await waitFor(() => f.program === 'Game', 2000, 'return to Game, not to Rack Won');

		a.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: 3 }], null);
		await a.idle();
		f.program = 'Other'; // the operator moved on in OBS
		await new Promise((r) => setTimeout(r, 400));
		expect(f.program).toBe('Other');
	});

	it('says which scenes and text sources the rules name that OBS lacks, and stops once OBS has them', async () => {
		const f = await fake();
		f.inputs.set('S1', {});
		const s = settings(f.port, {
			rules: [
				{ on: 'rack-won', scene: 'Rack Won' },
				{ on: 'golden-break', scene: 'Golden Break', text: { input: 'Feat', template: 'Golden break' } },
				{ on: 'break-and-run', playReplay: { scene: 'Replay', input: 'Replay Media' } },
				// for a table with its own OBS: not this one's to have
				{ on: 'match-won', scene: 'Table 9 only', table: 't9' }
			],
			tables: { t9: { host: '127.0.0.1', port: f.port, enabled: false } }
		});
		const a = await adapterFor(s);
		const only = () => a.status().connections[0]!;
		await waitFor(() => only().names !== null, 3000, 'names read');
		expect(only().names!.scenes.sort()).toEqual(['Game', 'Match Won', 'Rack Won']);
		// the replay's media source is made when missing: not listed
		expect(only().missing).toEqual({ scenes: ['Golden Break', 'Replay'], inputs: ['Feat', 'S2'] });

		// made or renamed in OBS: OBS says so (SceneCreated, InputNameChanged), and the lists follow
		f.scenes.add('Golden Break');
		f.event('SceneCreated', { sceneName: 'Golden Break', isGroup: false });
		f.event('InputNameChanged', { oldInputName: 'S1', inputName: 'Feat' });
		await waitFor(() => only().missing.scenes.length === 1, 3000, 'the scene made');
		expect(only().missing).toEqual({ scenes: ['Replay'], inputs: ['S1', 'S2'] });
		expect(only().names!.inputs).toEqual(['Feat']);
		f.event('SceneRemoved', { sceneName: 'Rack Won' });
		f.event('InputCreated', { inputName: 'S2' });
		await waitFor(() => only().missing.scenes.length === 2, 3000, 'the scene removed');
		expect(only().missing).toEqual({ scenes: ['Rack Won', 'Replay'], inputs: ['S1'] });

		// the settings change: what is missing is said again at once
		a.configure(parseObsSettings({ enabled: true, port: f.port, password: 'pw', rules: [{ on: 'golden-break', scene: 'Golden Break' }], textSources: { player1Score: 'S2' } }));
		expect(only().missing).toEqual({ scenes: [], inputs: [] });
	});

	it('studio mode: preview then transition once OBS shows the preview; falls back to program when OBS is not in studio mode', async () => {
		const f = await fake();
		f.studio = true;
		f.preview = 'Timeout';
		const a = await adapterFor(settings(f.port, { studioMode: true }));
		await waitFor(() => connected(a), 3000, 'connected');
		a.onMatchEvents('t1', [{ type: 'match-won', player: 0 }], null);
		await a.idle();
		const types = f.requests.map((r) => r.requestType).filter((t) => !['GetVersion', 'GetSceneList', 'GetInputList', 'GetCurrentPreviewScene', 'GetCurrentSceneTransitionCursor'].includes(t));
		expect(types).toEqual(['GetCurrentProgramScene', 'GetStudioModeEnabled', 'SetCurrentPreviewScene', 'TriggerStudioModeTransition']);
		expect(f.program).toBe('Match Won');
		expect(f.preview).toBe('Game');

		f.studio = false;
		f.requests = [];
		expect(await a.switchScene('Game')).toEqual({ ok: true });
		expect(f.requests.map((r) => r.requestType)).toEqual(['GetCurrentProgramScene', 'GetStudioModeEnabled', 'SetCurrentProgramScene']);
	});

	it('sends text only when it changes, and everything again after a reconnect', async () => {
		const port = await freePort();
		let f = await FakeObs.start('pw', port);
		const a = await adapterFor(settings(port));
		await waitFor(() => connected(a), 3000, 'connected');
		a.onMatchEvents('t1', [], summary(1, 0));
		a.onMatchEvents('t1', [], summary(1, 0));
		a.onMatchEvents('t1', [], summary(2, 0));
		await a.idle();
		expect(f.inputs.get('S1')).toEqual({ text: '2' });
		expect(f.inputs.get('S2')).toEqual({ text: '0' });
		expect(f.count('SetInputSettings')).toBeLessThanOrEqual(3);

		await f.stop();
		await waitFor(() => !connected(a), 2000, 'disconnected');
		a.onMatchEvents('t1', [{ type: 'match-won', player: 0 }], summary(3, 0)); // while down
		f = await FakeObs.start('pw', port);
		cleanup.push(() => f.stop());
		await waitFor(() => f.inputs.get('S1')?.text === '3' && f.inputs.has('S2'), 3000, 'texts re-sent after reconnect');
		await a.idle();
		expect(f.program).toBe('Game'); // a scene switch from while OBS was down is not replayed
	});

	it('never slows the caller: OBS down or hung, onMatchEvents returns at once and never throws', async () => {
		const down = await adapterFor(settings(await freePort()));
		const f = await fake();
		const hung = await adapterFor(settings(f.port), { maxQueue: 4 });
		await waitFor(() => connected(hung), 3000, 'connected');
		f.hang = true;
		for (const a of [down, hung]) {
			// Synchronous, and it hands back nothing to wait on: 500 calls return with OBS down or
			// hung (an awaited request to a hung OBS would never return). No clock is read: on a
			// loaded machine a time per call proves nothing.
			for (let i = 0; i < 500; i++) expect(a.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: i }], summary(i, 0))).toBeUndefined();
			expect(() => a.onMatchEvents('t1', [{ type: 'bogus' } as never], { players: null } as never)).not.toThrow();
			expect(() => a.onMatchEvents('t1', null as never, null)).not.toThrow();
		}
		expect(await hung.pressKey('m')).toMatchObject({ ok: false });
		expect(await down.switchScene('Game')).toMatchObject({ ok: false, reason: expect.stringMatching(/not connected/) });
	});

	it('routes a table with its own OBS there, and a disabled table nowhere', async () => {
		const venue = await fake();
		const t2 = await fake('other');
		const a = await adapterFor(
			settings(venue.port, { tables: { t2: { host: '127.0.0.1', port: t2.port, password: 'other' }, t3: { enabled: false, host: '127.0.0.1' } } })
		);
		await waitFor(() => connected(a, 0) && connected(a, 1), 3000, 'both connected');
		expect(a.status().connections.map((c) => c.scope)).toEqual([{ kind: 'venue' }, { kind: 'table', table: 't2' }]);
		a.onMatchEvents('t2', [{ type: 'match-won', player: 1 }], null);
		a.onMatchEvents('t3', [{ type: 'rack-won', player: 1, rack: 1 }], null);
		await a.idle();
		expect(t2.program).toBe('Match Won');
		expect(venue.program).toBe('Game');
	});

	it('reports a refused request and applies new settings (a fixed password) without a restart', async () => {
		const f = await fake('new-pw');
		const a = await adapterFor(settings(f.port));
		const states: string[] = [];
		a.onStatus((s) => states.push(s.connections[0]?.state ?? 'none'));
		await waitFor(() => a.status().connections[0]?.state === 'failed', 3000, 'auth failure');
		a.configure(settings(f.port, { password: 'new-pw', rules: [{ on: 'rack-won', scene: 'Missing' }] }));
		await waitFor(() => connected(a), 3000, 'connected with the new password');
		a.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: 1 }], null);
		await a.idle();
		expect(a.status().connections[0]?.lastError).toMatch(/Missing/);
		a.configure(null);
		expect(a.status()).toEqual({ enabled: false, connections: [] });
		expect(states).toContain('failed');
	});

	it('reads when the stream started: the adapter’s clock less OBS’s output duration; a table with its own OBS asks that one', async () => {
		const venue = await fake();
		const own = await fake();
		const now = 1_800_000_000_000;
		const a = await adapterFor(settings(venue.port, { tables: { t2: { enabled: true, host: '127.0.0.1', port: own.port, password: 'pw' } } }), { timers: { ...realTimers, now: () => now } });
		await waitFor(() => a.status().connections.every((c) => c.state === 'connected') && a.status().connections.length === 2, 3000, 'both connected');
		expect(await a.streamStatus('t1')).toEqual({ ok: false, reason: 'OBS is not streaming' });
		venue.streamingForMs = 5 * 60_000 + 12_345;
		own.streamingForMs = 1000;
		expect(await a.streamStatus('t1')).toEqual({ ok: true, startedAt: now - 312_345 });
		expect(await a.streamStatus('t2')).toEqual({ ok: true, startedAt: now - 1000 });
		expect(venue.count('GetStreamStatus')).toBe(2);
	});

	it('the stream’s start is taken at the middle of the question’s round trip: a slow answer is off by half of it, not all', async () => {
		const f = await fake();
		const asked = 1_800_000_000_000;
		let clock = asked;
		const a = await adapterFor(settings(f.port), { timers: { ...realTimers, now: () => clock } });
		await waitFor(() => connected(a), 3000, 'connected');
		// OBS counts its duration as it answers; the server hears back 800 ms after it asked
		Object.defineProperty(f, 'streamingForMs', { get: () => ((clock = asked + 800), 60_000) });
		expect(await a.streamStatus('t1')).toEqual({ ok: true, startedAt: asked + 400 - 60_000 });
	});

	it('the stream is not known when OBS is off, not connected or hung: the reason, never a throw', async () => {
		const f = await fake();
		const a = await adapterFor(settings(f.port, { tables: { t3: { enabled: false, host: '127.0.0.1', port: f.port, password: 'pw' } } }), { connection: { backoff: () => 50, callTimeoutMs: 200 } });
		expect((await a.streamStatus('t1')).ok).toBe(false);
		await waitFor(() => connected(a), 3000, 'connected');
		expect(await a.streamStatus('t3')).toEqual({ ok: false, reason: 'OBS is not configured for this table' });
		f.streamingForMs = 60_000;
		f.hang = true;
		const hung = await a.streamStatus('t1');
		expect(hung.ok).toBe(false);
		a.configure(null);
		expect(await a.streamStatus('t1')).toEqual({ ok: false, reason: 'OBS is not configured for this table' });
	});
});
