/**
 * The OBS adapter against a real OBS Studio 29 (obs-websocket 5.1) under Xvfb.
 * One file on purpose: the OBS instances run one after another, never side by side.
 */
import OBSWebSocket from 'obs-websocket-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ObsAdapter, type ObsAdapterStatus } from '../../src/lib/server/obs/adapter';
import { sceneCollection, collectionFileName, browserSourceName } from '../../src/lib/server/obs/collection';
import { AUTH_FAILED } from '../../src/lib/server/obs/connection';
import { parseObsSettings, type ObsSettingsInput } from '../../src/lib/server/obs/rules';
import { tableAt } from '../../src/lib/server/obs/testing';
import { ObsInstance, obsSuiteGate, waitFor } from './support/obs';
import { underCI } from '../support/prerequisites';

const gate = obsSuiteGate();
const skipAllowed = process.env.CUECAST_SKIP_OBS === '1' && !underCI;
/** Set when OBS is installed but would not start and CUECAST_SKIP_OBS=1 allows skipping. */
let startSkip: string | null = null;

/** Starts OBS; a start failure fails the suite unless CUECAST_SKIP_OBS=1 (then it skips, loudly). */
async function startOrSkip(opts?: Parameters<typeof ObsInstance.start>[0]): Promise<ObsInstance | null> {
	if (gate.reason) throw new Error(`OBS integration tests cannot run: ${gate.reason}. Set CUECAST_SKIP_OBS=1 to skip them.`);
	try {
		return await ObsInstance.start(opts);
	} catch (err) {
		if (!skipAllowed) throw err;
		startSkip = `OBS would not start: ${err instanceof Error ? err.message : String(err)}`;
		console.warn(`\n*** OBS INTEGRATION TESTS SKIPPED (CUECAST_SKIP_OBS=1): ${startSkip} ***\n`);
		return null;
	}
}

const summary = tableAt;

const SCENES = ['Game', 'Rack Won', 'Match Won', 'Timeout'];
const TEXTS = ['P1 Name', 'P2 Name', 'P1 Score', 'P2 Score'];

async function observer(obs: ObsInstance): Promise<OBSWebSocket> {
	const ws = new OBSWebSocket();
	await ws.connect(`ws://127.0.0.1:${obs.port}`, obs.password, { rpcVersion: 1 });
	return ws;
}

/** Makes the scenes and text inputs the tests use (again after a restart, if OBS lost them). */
async function ensureSetup(ws: OBSWebSocket): Promise<void> {
	const { scenes } = await ws.call('GetSceneList');
	const have = new Set(scenes.map((s) => String(s.sceneName)));
	for (const name of SCENES) if (!have.has(name)) await ws.call('CreateScene', { sceneName: name });
	const { inputs } = await ws.call('GetInputList');
	const inputsHave = new Set(inputs.map((i) => String(i.inputName)));
	for (const name of TEXTS) {
		if (!inputsHave.has(name)) {
			await ws.call('CreateInput', { sceneName: 'Game', inputName: name, inputKind: 'text_ft2_source_v2', inputSettings: { text: '-' } });
		}
	}
	await ws.call('SetCurrentProgramScene', { sceneName: 'Game' });
	await transitionsDone(ws);
}

/** Waits out a running scene transition: OBS switched into studio mode mid-fade leaves its next transition unfinished. */
async function transitionsDone(ws: OBSWebSocket): Promise<void> {
	await waitFor(async () => (await ws.call('GetCurrentSceneTransitionCursor')).transitionCursor >= 1, 3000, 'the scene transition to end');
}

const program = async (ws: OBSWebSocket) => (await ws.call('GetCurrentProgramScene')).currentProgramSceneName;
const textOf = async (ws: OBSWebSocket, input: string) => (await ws.call('GetInputSettings', { inputName: input })).inputSettings.text;

const settingsFor = (obs: ObsInstance, extra: Partial<ObsSettingsInput> = {}) =>
	parseObsSettings({
		enabled: true,
		host: '127.0.0.1',
		port: obs.port,
		password: obs.password,
		rules: [
			{ on: 'rack-won', scene: 'Rack Won', returnAfterSeconds: 1 },
			{ on: 'match-won', scene: 'Match Won' },
			{ on: 'timeout', scene: 'Timeout' },
			{ on: 'manual', scene: 'Timeout', key: 'F2' }
		],
		textSources: { player1Name: 'P1 Name', player2Name: 'P2 Name', player1Score: 'P1 Score', player2Score: 'P2 Score' },
		...extra
	});

const connectedOf = (s: ObsAdapterStatus) => s.connections[0]?.state === 'connected';

async function connectedAdapter(obs: ObsInstance, extra: Partial<ObsSettingsInput> = {}): Promise<ObsAdapter> {
	const adapter = new ObsAdapter(settingsFor(obs, extra));
	await waitFor(() => connectedOf(adapter.status()), 10_000, 'adapter to connect');
	return adapter;
}

describe.skipIf(gate.skip)('OBS adapter against real OBS 29', () => {
	let obs: ObsInstance;
	let ws: OBSWebSocket;
	const adapters: ObsAdapter[] = [];
	const track = (a: ObsAdapter) => (adapters.push(a), a);

	beforeAll(async () => {
		const started = await startOrSkip();
		if (!started) return;
		obs = started;
		ws = await observer(obs);
		await ensureSetup(ws);
	}, 60_000);
	beforeEach(async (ctx) => {
		if (startSkip) ctx.skip();
		// OBS 29 under Xvfb (software GL) has crashed in CI in the middle of a studio-mode
		// transition; every later test then failed on a closed port. A crash is said loudly, with
		// OBS's log, and the next test gets a fresh OBS instead of inheriting the dead one.
		if (obs && !obs.running) {
			console.warn(`\n*** OBS ended by itself (${obs.lastExit}); restarting it. Log tail:\n${obs.logTail()}\n***\n`);
			await ws?.disconnect().catch(() => {});
			await obs.startObs();
			ws = await observer(obs);
			await ensureSetup(ws);
		}
	}, 60_000);

	afterAll(async () => {
		for (const a of adapters) await a.close();
		await ws?.disconnect().catch(() => {});
		await obs?.stop();
	}, 30_000);

	it('a rack win switches the program scene, and it returns after N seconds', async () => {
		const adapter = track(await connectedAdapter(obs));
		expect(await program(ws)).toBe('Game');
		adapter.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: 1 }], summary(1, 0));
		await waitFor(async () => (await program(ws)) === 'Rack Won', 3000, 'program = Rack Won');
		const switchedAt = Date.now();
		await waitFor(async () => (await program(ws)) === 'Game', 4000, 'program back to Game');
		expect(Date.now() - switchedAt).toBeGreaterThanOrEqual(700);

		// Match won beats rack won in the same action, and has no return.
		adapter.onMatchEvents('t1', [{ type: 'rack-won', player: 1, rack: 5 }, { type: 'match-won', player: 1 }], summary(4, 5));
		await waitFor(async () => (await program(ws)) === 'Match Won', 3000, 'program = Match Won');

		// Manual key from the console.
		expect(await adapter.pressKey('F2', 't1')).toEqual({ ok: true });
		expect(await program(ws)).toBe('Timeout');
		const missing = await adapter.switchScene('No Such Scene');
		expect(missing.ok).toBe(false);
		expect(missing.ok === false && missing.reason).toMatch(/No Such Scene|600/);
		await adapter.switchScene('Game');
		await adapter.close();
	});

	it('the stream status as OBS 29 gives it: not streaming, its duration a number; the adapter says so', async () => {
		const adapter = track(await connectedAdapter(obs));
		// what a match's chapters read (ObsAdapter.streamStatus): outputActive and outputDuration (ms)
		const raw = await ws.call('GetStreamStatus');
		expect(raw.outputActive).toBe(false);
		expect(typeof raw.outputDuration).toBe('number');
		expect(await adapter.streamStatus('t1')).toEqual({ ok: false, reason: 'OBS is not streaming' });
		await adapter.close();
	});

	it('keeps the named text sources updated with names and score', async () => {
		const adapter = track(await connectedAdapter(obs));
		adapter.onMatchEvents('t1', [], summary(7, 3, ['Efren Reyes', 'Earl Strickland']));
		await adapter.idle();
		expect(await textOf(ws, 'P1 Name')).toBe('Efren Reyes');
		expect(await textOf(ws, 'P2 Name')).toBe('Earl Strickland');
		expect(await textOf(ws, 'P1 Score')).toBe('7');
		expect(await textOf(ws, 'P2 Score')).toBe('3');
		adapter.onMatchEvents('t1', [{ type: 'inning-ended', player: 0 }], summary(8, 3, ['Efren Reyes', 'Earl Strickland']));
		await adapter.idle();
		expect(await textOf(ws, 'P1 Score')).toBe('8');
		await adapter.close();
	});

	// One retry: OBS itself has crashed mid-transition under Xvfb (see beforeEach); a second
	// failure is ours.
	it('studio mode: sets the preview, then transitions', { retry: 1 }, async () => {
		await transitionsDone(ws);
		await ws.call('SetStudioModeEnabled', { studioModeEnabled: true });
		await waitFor(async () => (await ws.call('GetStudioModeEnabled')).studioModeEnabled, 3000, 'studio mode on');
		await ws.call('SetCurrentPreviewScene', { sceneName: 'Timeout' });
		const seen: string[] = [];
		const onPreview = (e: { sceneName: string }) => seen.push(`preview:${e.sceneName}`);
		const onProgram = (e: { sceneName: string }) => seen.push(`program:${e.sceneName}`);
		ws.on('CurrentPreviewSceneChanged', onPreview);
		ws.on('CurrentProgramSceneChanged', onProgram);
		try {
			const adapter = track(await connectedAdapter(obs, { studioMode: true }));
			adapter.onMatchEvents('t1', [{ type: 'match-won', player: 0 }], summary(5, 2));
			await waitFor(async () => (await program(ws)) === 'Match Won', 5000, 'program = Match Won via transition');
			await waitFor(() => seen.includes('program:Match Won'), 5000, `program change event (seen: ${seen.join(', ')})`);
			expect(seen.indexOf('preview:Match Won')).toBeGreaterThanOrEqual(0);
			expect(seen.indexOf('preview:Match Won')).toBeLessThan(seen.indexOf('program:Match Won'));
			await adapter.close();
		} finally {
			ws.off('CurrentPreviewSceneChanged', onPreview);
			ws.off('CurrentProgramSceneChanged', onProgram);
			await ws.call('SetStudioModeEnabled', { studioModeEnabled: false });
			await ws.call('SetCurrentProgramScene', { sceneName: 'Game' });
		}
	});

	it('wrong password: status failed with a clear reason, no crash, no retries', async () => {
		const adapter = track(new ObsAdapter(settingsFor(obs, { password: 'wrong-password' })));
		const seen: string[] = [];
		adapter.onStatus((s) => seen.push(`${s.connections[0]?.state}`));
		await waitFor(() => adapter.status().connections[0]?.state === 'failed', 5000, 'status failed');
		const st = adapter.status().connections[0]!;
		expect(st.reason).toBe(AUTH_FAILED);
		expect(st.nextRetryAt).toBeNull();
		expect(() => adapter.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: 1 }], summary(1, 0))).not.toThrow();
		const result = await adapter.switchScene('Rack Won');
		expect(result.ok).toBe(false);
		// No retry storm: still one attempt after 2.5 s (the backoff would have tried 3 times).
		await new Promise((r) => setTimeout(r, 2500));
		expect(adapter.status().connections[0]).toMatchObject({ state: 'failed', reason: AUTH_FAILED, failures: 1 });
		expect(seen).not.toContain('connecting'); // the listener came after the one attempt began
		expect(await program(ws)).toBe('Game');
		await adapter.close();
	});

	it('OBS killed and restarted: scoring is not slowed, the adapter reconnects and the next event switches', async () => {
		const adapter = track(
			new ObsAdapter(settingsFor(obs), {
				connection: { backoff: (n) => Math.min(250 * 2 ** (n - 1), 2000) }
			})
		);
		await waitFor(() => connectedOf(adapter.status()), 10_000, 'adapter to connect');
		await ws.disconnect();
		await obs.killObs();
		await waitFor(() => !connectedOf(adapter.status()), 3000, 'adapter to notice OBS is gone');
		expect(adapter.status().connections[0]!.reason).toMatch(/lost|refused/);

		// OBS down: onMatchEvents returns at once and never throws. The states are made first:
		// the time is the adapter's, not the test fixture's (which builds a match each).
		const durations: number[] = [];
		const states = Array.from({ length: 200 }, (_, i) => summary(i, 0));
		for (let i = 0; i < 200; i++) {
			const t0 = performance.now();
			adapter.onMatchEvents('t1', [{ type: 'rack-won', player: 0, rack: i }], states[i]!);
			durations.push(performance.now() - t0);
		}
		// Not a speed test (figures: npm run bench): a call that waited on the dead OBS would take
		// its connect timeout (seconds); these bounds only tell "returned at once" from that, even
		// on a machine busy with other tests.
		durations.sort((a, b) => a - b);
		expect(durations.at(-1)!).toBeLessThan(250);
		expect(durations.reduce((a, b) => a + b, 0)).toBeLessThan(2000);

		await obs.startObs();
		await waitFor(() => connectedOf(adapter.status()), 15_000, 'adapter to reconnect by itself');
		ws = await observer(obs);
		await ensureSetup(ws);
		// Texts are re-sent on reconnect; after ensureSetup a new score shows.
		adapter.onMatchEvents('t1', [{ type: 'rack-won', player: 1, rack: 9 }], summary(3, 4));
		await waitFor(async () => (await program(ws)) === 'Rack Won', 3000, 'program = Rack Won after restart');
		await adapter.idle();
		expect(await textOf(ws, 'P2 Score')).toBe('4');
		await adapter.close();
	}, 60_000);
});

describe.skipIf(gate.skip)('exported scene collection in real OBS 29', () => {
	let obs: ObsInstance | undefined;
	afterAll(async () => {
		await obs?.stop();
	}, 30_000);

	it('imports with the overlay scenes and browser sources pointed at the server', async (ctx) => {
		const collection = sceneCollection({
			baseUrl: 'http://127.0.0.1:5173',
			table: 'table-1',
			overlays: ['scorebug', 'result', 'intro'],
			name: 'Cuecast Table 1',
			scenes: [
				{ name: 'Game', overlays: ['scorebug'] },
				{ name: 'Rack Won', overlays: ['scorebug', 'result'] },
				{ name: 'Match Won', overlays: ['intro'] }
			]
		});
		obs = (await startOrSkip({ collections: { [collectionFileName(collection.name)]: collection }, collection: collection.name })) ?? undefined;
		if (!obs) return ctx.skip();
		const ws = await observer(obs);
		try {
			const { currentSceneCollectionName } = await ws.call('GetSceneCollectionList');
			expect(currentSceneCollectionName).toBe('Cuecast Table 1');
			const { scenes, currentProgramSceneName } = await ws.call('GetSceneList');
			expect(scenes.map((s) => s.sceneName).sort()).toEqual(['Game', 'Match Won', 'Rack Won']);
			expect(currentProgramSceneName).toBe('Game');
			const { sceneItems } = await ws.call('GetSceneItemList', { sceneName: 'Rack Won' });
			expect(sceneItems.map((i) => i.sourceName)).toEqual([browserSourceName('table-1', 'scorebug'), browserSourceName('table-1', 'result')]);
			// Debian's OBS has no browser source plugin (no CEF): OBS keeps the source with its
			// settings, so the same file works where the plugin exists.
			const { inputSettings } = await ws.call('GetInputSettings', { inputName: browserSourceName('table-1', 'scorebug') });
			expect(inputSettings).toMatchObject({ url: 'http://127.0.0.1:5173/overlay/table-1/scorebug', width: 1920, height: 1080 });
		} finally {
			await ws.disconnect().catch(() => {});
		}
	}, 60_000);
});
