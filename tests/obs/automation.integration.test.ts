/**
 * Rule-driven automation with real peers: a real OBS 29 under Xvfb with its replay buffer
 * STARTED, a real cuecast server, a 9-ball match played through the console's Socket.IO
 * protocol. A rack won saves a replay (a new file in OBS's folder per save), a break and run
 * switches the scene and sets a text source, the manual key saves a replay, and with the buffer
 * stopped the key says why while scoring goes on. The rules are first made on the /obs page in
 * Chromium, as an operator would. One OBS for the whole file.
 */
import OBSWebSocket from 'obs-websocket-js';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableState } from '../../src/lib/protocol';
import { REPLAY_NOT_RUNNING } from '../../src/lib/server/obs/replay';
import { call, connect, connected, login, startServer, tempDir, until, type Running } from '../server/helpers';
import { launchBrowser, lookAt } from '../support/browser';
import { ObsInstance, obsSuiteGate, waitFor } from './support/obs';

const gate = obsSuiteGate();
const skip = gate.skip && process.env.CUECAST_SKIP_OBS === '1';

const TEMPLATE = '{playerName}: break and run, rack {rack} ({player1Score}–{player2Score})';
/** What the /obs page saves below: the suggested replay rules, then a break-and-run scene with a text. */
const RULES = [
	{ on: 'rack-won', saveReplay: true },
	{ on: 'break-and-run', saveReplay: true },
	{ on: 'manual', key: 'r', label: 'Replay', saveReplay: true },
	{ on: 'break-and-run', scene: 'Break and Run', text: { input: 'Banner', template: TEMPLATE } }
];

describe.skipIf(skip)('rule-driven automation: cuecast server + real OBS 29 with its replay buffer', () => {
	let obs: ObsInstance;
	let server: Running;
	let token = '';
	const ws = new OBSWebSocket();
	let op: ReturnType<typeof connect>;
	let match = 0;
	let revision = 0;
	/** The last replay file and when it was seen: OBS names replays by the second. */
	let lastReplay: string | null = null;
	let lastReplayAt = 0;

	beforeAll(async () => {
		if (gate.reason) throw new Error(`OBS tests cannot run: ${gate.reason} (CUECAST_SKIP_OBS=1 skips them)`);
		obs = await ObsInstance.start({ replayBuffer: { seconds: 3 } });
		await ws.connect(`ws://127.0.0.1:${obs.port}`, obs.password);
		for (const scene of ['Game', 'Break and Run']) await ws.call('CreateScene', { sceneName: scene }).catch(() => {});
		// A source on program, or OBS asks "no sources, start anyway?" in a dialog nobody answers.
		await ws.call('CreateInput', { sceneName: 'Game', inputName: 'Banner', inputKind: 'text_ft2_source_v2', inputSettings: { text: '-' } });
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
	const obsStatus = async () => (await (await api('/api/obs')).json()).status.connections[0];
	const program = async () => (await ws.call('GetCurrentProgramScene')).currentProgramSceneName;
	const replayFiles = () => readdirSync(obs.replayDir).filter((f) => f.endsWith('.mkv'));

	/** The settings the page saved (again, so each test can run on its own), and OBS connected. */
	async function configured() {
		const body = { enabled: true, host: '127.0.0.1', port: obs.port, password: obs.password, rules: RULES };
		expect((await api('/api/obs', { method: 'PUT', body: JSON.stringify(body) })).status).toBe(200);
		await waitFor(async () => (await obsStatus())?.state === 'connected', 15_000, 'cuecast connected to OBS');
	}

	/** Waits for OBS to name a new replay file, and checks it is on disk with something in it. */
	async function nextReplay(what: string): Promise<string> {
		let path: string | null = null;
		await waitFor(
			async () => {
				path = await ws
					.call('GetLastReplayBufferReplay')
					.then((r) => r.savedReplayPath)
					.catch(() => null);
				return !!path && path !== lastReplay && existsSync(path) && statSync(path).size > 0;
			},
			10_000,
			`a new replay file after ${what}`
		);
		lastReplay = path;
		lastReplayAt = Date.now();
		return path!;
	}
	/** Two saves within one second would write the same file name: let a second pass. */
	const aSecondAfterTheLastReplay = () => new Promise((r) => setTimeout(r, Math.max(0, lastReplayAt + 1100 - Date.now())));

	async function act(action: Record<string, unknown>): Promise<TableState> {
		const reply = await call(op.socket, 'act', { table: 't1', match, revision, action });
		expect(reply.ok, JSON.stringify(reply)).toBe(true);
		revision = reply.state.match.revision;
		return reply.state;
	}
	const pot = async (from: number, to: number) => {
		let state: TableState | null = null;
		for (let ball = from; ball <= to; ball++) state = await act({ t: 'shot', potted: [ball] });
		return state!;
	};

	it('the /obs page makes the rules: the suggested replay rules, then a break-and-run scene and text', async () => {
		const browser = await launchBrowser();
		try {
			const context = await browser.newContext({ locale: 'en-US' });
			await context.addCookies([{ name: 'cuecast_session', value: token, url: server.url }]);
			const page = await context.newPage();
			await page.goto(`${server.url}/obs`);
			await page.getByLabel('Switch scenes and update texts in OBS').check();
			await page.fill('input[type=number][max="65535"]', String(obs.port));
			await page.fill('input[type=password]', obs.password);
			await page.getByRole('button', { name: 'Add the suggested replay rules' }).click();
			await page.getByRole('button', { name: 'Add a rule' }).click();
			const rule = page.locator('[data-rule="4"]');
			await rule.locator('select[name=on]').selectOption('break-and-run');
			await rule.locator('input[name=scene]').fill('Break and Run');
			await rule.locator('input[name=textInput]').fill('Banner');
			await rule.locator('input[name=textTemplate]').fill(TEMPLATE);
			await page.click('button[type=submit]');
			await page.waitForSelector('.save .reply.ok');
			await page.waitForSelector('.conn.connected', { timeout: 15_000 });
			// the manual rule has its button, labelled and keyed
			expect(await page.locator('.buttons button').first().innerText()).toMatch(/Replay\s*r/);
		} finally {
			await browser.close();
		}
		const saved = await (await api('/api/obs')).json();
		expect(saved.settings.rules).toEqual(RULES);
		expect(saved.manual).toEqual([{ key: 'r', label: 'Replay', saveReplay: true }]);
	}, 60_000);

	it('a scene or text source the rules name that OBS lacks is said on the /obs page and the console, in en/pl/ru, until OBS has it', async () => {
		const body = {
			enabled: true,
			host: '127.0.0.1',
			port: obs.port,
			password: obs.password,
			rules: [...RULES, { on: 'golden-break', scene: 'Golden Break' }],
			textSources: { player1Name: 'P1 Name', player2Name: 'Banner' }
		};
		expect((await api('/api/obs', { method: 'PUT', body: JSON.stringify(body) })).status).toBe(200);
		await waitFor(async () => (await obsStatus())?.names !== null && (await obsStatus())?.state === 'connected', 15_000, 'OBS connected and its names read');
		expect((await obsStatus()).missing).toEqual({ scenes: ['Golden Break'], inputs: ['P1 Name'] });
		const op2 = connect(server.url, { token });
		await connected(op2.socket);
		expect((await call(op2.socket, 'table:create', { id: 'lacks', name: 'Table lacks' })).ok).toBe(true);
		op2.socket.close();
		const browser = await launchBrowser();
		try {
			const quote = { en: ['“', '”'], pl: ['„', '”'], ru: ['«', '»'] } as const;
			for (const lang of ['en', 'pl', 'ru'] as const) {
				const context = await browser.newContext({ locale: lang, viewport: { width: 1100, height: 900 } });
				await context.addCookies([{ name: 'cuecast_session', value: token, url: server.url }]);
				const page = await context.newPage();
				await page.goto(`${server.url}/obs?lang=${lang}`);
				const scenes = page.locator('[data-obs-missing=scenes]');
				await expect.poll(() => scenes.innerText()).toContain(`${quote[lang][0]}Golden Break${quote[lang][1]}`);
				expect(await page.locator('[data-obs-missing=inputs]').innerText()).toContain(`${quote[lang][0]}P1 Name${quote[lang][1]}`);
				// the rules' scene fields offer what OBS has
				expect(await page.locator('#obs-scenes option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(expect.arrayContaining(['Break and Run', 'Game']));
				expect(await page.locator('input[name=scene]').first().getAttribute('list')).toBe('obs-scenes');
				await lookAt(page.locator('section.card').first(), { path: `/tmp/shots/obs/missing-${lang}.png` });
				// the console of a table on this OBS: its OBS chip carries the warning
				const console_ = await context.newPage();
				await console_.goto(`${server.url}/console/lacks?lang=${lang}`);
				await console_.waitForSelector('.chip.obs[data-obs-lacking="1"]');
				expect(await console_.locator('.chip.obs').innerText()).toContain('⚠');
				await lookAt(console_, { path: `/tmp/shots/obs/console-chip-${lang}.png`, clip: { x: 0, y: 0, width: 1100, height: 90 } });
				await context.close();
			}
			// OBS makes the scene and the source: the page says so by itself (OBS's events, cuecast's push)
			const context = await browser.newContext({ locale: 'en' });
			await context.addCookies([{ name: 'cuecast_session', value: token, url: server.url }]);
			const page = await context.newPage();
			await page.goto(`${server.url}/obs`);
			await page.waitForSelector('[data-obs-missing=scenes]');
			await ws.call('CreateScene', { sceneName: 'Golden Break' });
			await page.waitForSelector('[data-obs-missing=scenes]', { state: 'detached', timeout: 10_000 });
			await ws.call('CreateInput', { sceneName: 'Golden Break', inputName: 'P1 Name', inputKind: 'text_ft2_source_v2', inputSettings: { text: '-' } });
			await page.waitForSelector('[data-obs-missing=inputs]', { state: 'detached', timeout: 10_000 }).catch(async (err) => {
				throw new Error(`${err}; the server says ${JSON.stringify(await obsStatus())}; OBS has ${JSON.stringify((await ws.call('GetInputList')).inputs.map((i) => i.inputName))}`);
			});
			expect((await obsStatus()).missing).toEqual({ scenes: [], inputs: [] });
		} finally {
			await browser.close();
			await ws.call('RemoveScene', { sceneName: 'Golden Break' }).catch(() => {});
		}
	}, 90_000);

	it('a rack won on the console saves a replay: a new file in OBS’s folder', async () => {
		await configured();
		op = connect(server.url, { token, table: 't1' });
		await connected(op.socket);
		expect((await call(op.socket, 'table:create', { id: 't1', name: 'Table 1' })).ok).toBe(true);
		await call(op.socket, 'join', { table: 't1' });
		const started = await call(op.socket, 'match:start', {
			table: 't1',
			setup: { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 3 },
			replaces: null
		});
		expect(started.ok).toBe(true);
		match = started.state.match.id;
		revision = started.state.match.revision;
		expect(replayFiles()).toEqual([]);
		// A dry break, then the other player runs the rack: a rack won, not a break and run.
		await act({ t: 'shot', rails: 4 });
		const won = await pot(1, 9);
		expect(won.events.map((e) => e.type)).toContain('rack-won');
		expect(won.events.map((e) => e.type)).not.toContain('break-and-run');
		const path = await nextReplay('the rack won');
		expect(replayFiles()).toHaveLength(1);
		expect(path.startsWith(obs.replayDir)).toBe(true);
		expect(await obsStatus()).toMatchObject({ replay: { saved: true, because: 'rack-won', reason: null } });
		expect(await program()).toBe('Game'); // no scene rule for a plain rack won
	}, 60_000);

	it('a break and run switches the scene, sets the text source and saves another replay', async () => {
		await configured();
		await aSecondAfterTheLastReplay();
		const before = (await call(op.socket, 'join', { table: 't1' })).state as TableState;
		const breaker = before.match!.summary.turn!;
		const name = before.match!.summary.players[breaker]!.name;
		await act({ t: 'shot', potted: [1], rails: 4 });
		const won = await pot(2, 9);
		expect(won.events.map((e) => e.type)).toEqual(expect.arrayContaining(['rack-won', 'break-and-run']));
		await waitFor(async () => (await program()) === 'Break and Run', 5000, 'program scene "Break and Run"');
		const [p1, p2] = won.match!.summary.players.map((p) => p.score);
		const text = `${name}: break and run, rack 2 (${p1}–${p2})`;
		await waitFor(async () => (await ws.call('GetInputSettings', { inputName: 'Banner' })).inputSettings.text === text, 5000, `Banner = "${text}"`);
		const first = lastReplay;
		const path = await nextReplay('the break and run');
		expect(path).not.toBe(first);
		expect(replayFiles()).toHaveLength(2); // one save for the action, though two rules asked
		await ws.call('SetCurrentProgramScene', { sceneName: 'Game' });
	}, 60_000);

	it('the manual replay key saves a replay, answered when OBS took it', async () => {
		await configured();
		await aSecondAfterTheLastReplay();
		const pressed = await (await api('/api/obs/key', { method: 'POST', body: JSON.stringify({ key: 'r' }) })).json();
		expect(pressed).toEqual({ ok: true });
		await nextReplay('the key');
		expect(replayFiles()).toHaveLength(3);
		expect(await obsStatus()).toMatchObject({ replay: { saved: true, because: 'manual' } });
	}, 30_000);

	it('replay buffer stopped: the key says why, the status shows it, and scoring goes on', async () => {
		await configured();
		await ws.call('StopReplayBuffer');
		await waitFor(async () => !(await ws.call('GetReplayBufferStatus')).outputActive, 10_000, 'the replay buffer to stop');
		const pressed = await (await api('/api/obs/key', { method: 'POST', body: JSON.stringify({ key: 'r' }) })).json();
		expect(pressed).toEqual({ ok: false, reason: REPLAY_NOT_RUNNING });
		// A rack won now: acknowledged as ever; the replay is reported not saved.
		const t0 = Date.now();
		await act({ t: 'shot', rails: 4 });
		const won = await pot(1, 9);
		expect(won.events.map((e) => e.type)).toContain('rack-won');
		console.log(`rack of 10 strokes acknowledged in ${Date.now() - t0} ms with the replay buffer stopped`);
		await waitFor(async () => (await obsStatus())?.replay?.because === 'rack-won', 5000, 'the replay status for the rack');
		expect(await obsStatus()).toMatchObject({ replay: { saved: false, reason: REPLAY_NOT_RUNNING, code: 'not-running' }, lastError: null });
		await until(() => op.latest?.match?.revision === revision, 5000, 'the console state');
		expect(replayFiles()).toHaveLength(3);
	}, 30_000);
});
