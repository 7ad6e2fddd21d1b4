/**
 * Instant replay on air with real peers: a real OBS 29 under Xvfb (its replay buffer on the
 * software x264 encoder, STARTED), a real cuecast server, a 9-ball match played through the
 * console's Socket.IO protocol. A break and run saves the replay, cuecast loads the saved file into
 * the media source of the replay scene, puts that scene on program, and puts the game scene back
 * once OBS says the media ended. The "back now" key takes a replay off before its end; with the
 * buffer stopped the key says why and nothing moves. One OBS for the whole file; every wait is on
 * a condition (OBS's events and answers), never on a fixed time.
 */
import OBSWebSocket from 'obs-websocket-js';
import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableState } from '../../src/lib/protocol';
import { REPLAY_NOT_RUNNING } from '../../src/lib/server/obs/replay';
import { RULE_REFUSALS } from '../../src/lib/server/obs/rules';
import { call, connect, connected, login, startServer, tempDir, type Running } from '../server/helpers';
import { ObsInstance, obsSuiteGate, waitFor } from './support/obs';

const gate = obsSuiteGate();
const skip = gate.skip && process.env.CUECAST_SKIP_OBS === '1';

const PLAY = { scene: 'Replay', input: 'Replay Media' };
const RULES = [
	{ on: 'break-and-run', playReplay: PLAY },
	{ on: 'manual', key: 'p', label: 'Replay', playReplay: PLAY },
	{ on: 'manual', key: 'b', label: 'Back', replayBack: true }
];

describe.skipIf(skip)('instant replay on air: cuecast server + real OBS 29 with its replay buffer', () => {
	let obs: ObsInstance;
	let server: Running;
	let token = '';
	const ws = new OBSWebSocket();
	let op: ReturnType<typeof connect>;
	let match = 0;
	let revision = 0;
	/** What OBS said happened, in order: `program:<scene>`, `ended:<input>`, `saved:<path>`. */
	const seen: string[] = [];

	beforeAll(async () => {
		if (gate.reason) throw new Error(`OBS tests cannot run: ${gate.reason} (CUECAST_SKIP_OBS=1 skips them)`);
		obs = await ObsInstance.start({ replayBuffer: { seconds: 3 } });
		await ws.connect(`ws://127.0.0.1:${obs.port}`, obs.password);
		ws.on('CurrentProgramSceneChanged', (e) => seen.push(`program:${e.sceneName}`));
		ws.on('MediaInputPlaybackEnded', (e) => seen.push(`ended:${e.inputName}`));
		ws.on('ReplayBufferSaved', (e) => seen.push(`saved:${e.savedReplayPath}`));
		for (const scene of ['Game', 'Replay']) await ws.call('CreateScene', { sceneName: scene });
		// The game: a colour source (and something on program, or OBS asks about an empty scene).
		await ws.call('CreateInput', { sceneName: 'Game', inputName: 'Felt', inputKind: 'color_source_v3', inputSettings: { color: 0xff2e7d32, width: 640, height: 360 } });
		// The replay scene as docs/obs.md sets it up: a media source, no file yet.
		await ws.call('CreateInput', { sceneName: 'Replay', inputName: 'Replay Media', inputKind: 'ffmpeg_source', inputSettings: { is_local_file: true, local_file: '' } });
		await ws.call('SetCurrentProgramScene', { sceneName: 'Game' });
		await ws.call('StartReplayBuffer');
		await waitFor(async () => (await ws.call('GetReplayBufferStatus')).outputActive, 10_000, 'the replay buffer to start');
		server = await startServer({ dataDir: tempDir() });
		token = (await login(server.url, server.pin!)).token!;
	}, 90_000);

	afterAll(async () => {
		op?.socket.close();
		await ws.disconnect().catch(() => {});
		await server?.stop();
		await obs?.stop();
	}, 30_000);

	const api = (path: string, init: RequestInit = {}) =>
		fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', cookie: `cuecast_session=${token}`, origin: server.url } });
	const replayStatus = async () => (await (await api('/api/obs')).json()).status.connections[0]?.replay;
	const program = async () => (await ws.call('GetCurrentProgramScene')).currentProgramSceneName;
	const mediaFile = async () => (await ws.call('GetInputSettings', { inputName: 'Replay Media' })).inputSettings.local_file;

	async function act(action: Record<string, unknown>): Promise<TableState> {
		const reply = await call(op.socket, 'act', { table: 't1', match, revision, action });
		expect(reply.ok, JSON.stringify(reply)).toBe(true);
		revision = reply.state.match.revision;
		return reply.state;
	}

	it('a rule without its media source is refused on save, by its code', async () => {
		const body = { enabled: true, host: '127.0.0.1', port: obs.port, password: obs.password, rules: [{ on: 'break-and-run', playReplay: { scene: 'Replay' } }] };
		const res = await api('/api/obs', { method: 'PUT', body: JSON.stringify(body) });
		expect(res.status).toBe(400);
		expect(await res.json()).toEqual({ ok: false, reason: `rules.0.playReplay: ${RULE_REFUSALS['replay-no-input']}`, code: 'replay-no-input' });
	});

	it('a break and run on the console plays its replay on air, then the game scene comes back when it ends', async () => {
		const body = { enabled: true, host: '127.0.0.1', port: obs.port, password: obs.password, rules: RULES };
		expect((await api('/api/obs', { method: 'PUT', body: JSON.stringify(body) })).status).toBe(200);
		await waitFor(async () => (await (await api('/api/obs')).json()).status.connections[0]?.state === 'connected', 15_000, 'cuecast connected to OBS');
		op = connect(server.url, { token, table: 't1' });
		await connected(op.socket);
		expect((await call(op.socket, 'table:create', { id: 't1', name: 'Table 1' })).ok).toBe(true);
		await call(op.socket, 'join', { table: 't1' });
		const started = await call(op.socket, 'match:start', { table: 't1', setup: { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 3 }, replaces: null });
		expect(started.ok).toBe(true);
		match = started.state.match.id;
		revision = started.state.match.revision;
		seen.length = 0;

		let state = await act({ t: 'shot', potted: [1], rails: 4 });
		for (let ball = 2; ball <= 9; ball++) state = await act({ t: 'shot', potted: [ball] });
		expect(state.events.map((e) => e.type)).toContain('break-and-run');

		await waitFor(async () => (await replayStatus())?.playback === 'on-air', 15_000, 'the replay on air');
		const status = await replayStatus();
		expect(status).toMatchObject({ saved: true, because: 'break-and-run', scene: 'Replay', returnTo: 'Game', reason: null });
		const file: string = status.file;
		// the file OBS wrote, and the one it names as its last replay
		expect(existsSync(file) && statSync(file).size > 0).toBe(true);
		expect(file.startsWith(obs.replayDir)).toBe(true);
		expect((await ws.call('GetLastReplayBufferReplay')).savedReplayPath).toBe(file);
		expect(seen).toContain(`saved:${file}`);
		expect(await mediaFile()).toBe(file);
		expect(await program()).toBe('Replay');

		await waitFor(async () => (await replayStatus())?.playback === 'back', 60_000, 'the game scene back after the replay');
		expect(await program()).toBe('Game');
		// on air, then OBS said the media ended, then the way back (OBS's events come a moment after its answers)
		const order = () => seen.filter((s) => s.startsWith('program:') || s === 'ended:Replay Media');
		await waitFor(() => order().length >= 3, 10_000, 'OBS’s event for the way back');
		expect(order()).toEqual(['program:Replay', 'ended:Replay Media', 'program:Game']);
	}, 120_000);

	it('the "back now" key takes a replay off before it ends', async () => {
		seen.length = 0;
		expect(await (await api('/api/obs/key', { method: 'POST', body: JSON.stringify({ key: 'p' }) })).json()).toEqual({ ok: true });
		expect(await program()).toBe('Replay');
		const file = (await replayStatus()).file as string;
		expect(await mediaFile()).toBe(file);
		expect(existsSync(file)).toBe(true);
		// on air as OBS says it (a switch made during the fade in would leave OBS no scene change to report)
		await waitFor(() => seen.includes('program:Replay'), 10_000, 'OBS’s event for the replay on air');
		expect(await (await api('/api/obs/key', { method: 'POST', body: JSON.stringify({ key: 'b' }) })).json()).toEqual({ ok: true });
		await waitFor(async () => (await replayStatus())?.playback === 'back', 10_000, 'back after the key');
		expect(await program()).toBe('Game');
		const programs = () => seen.filter((s) => s.startsWith('program:'));
		await waitFor(() => programs().length >= 2, 10_000, 'OBS’s events for both switches');
		expect(programs()).toEqual(['program:Replay', 'program:Game']);
	}, 60_000);

	it('replay buffer stopped: the key says why, nothing is saved and the program stays', async () => {
		await ws.call('StopReplayBuffer');
		await waitFor(async () => !(await ws.call('GetReplayBufferStatus')).outputActive, 10_000, 'the replay buffer to stop');
		seen.length = 0;
		const pressed = await (await api('/api/obs/key', { method: 'POST', body: JSON.stringify({ key: 'p' }) })).json();
		expect(pressed).toEqual({ ok: false, reason: REPLAY_NOT_RUNNING });
		expect(await replayStatus()).toMatchObject({ saved: false, playback: 'failed', code: 'not-running' });
		expect(await program()).toBe('Game');
		expect(seen).toEqual([]);
	}, 30_000);
});
