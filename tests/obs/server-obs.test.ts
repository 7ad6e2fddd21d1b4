/**
 * The whole path with real peers: an operator's socket action wins a 9-ball rack on a real
 * cuecast server, and a real OBS 29 switches its program scene; the console's /api/obs shows
 * the connection and never the password.
 */
import OBSWebSocket from 'obs-websocket-js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObsStatusWire } from '../../src/lib/protocol';
import { call, connect, connected, login, startServer, tempDir, until, type Running } from '../server/helpers';
import { ObsInstance, obsSuiteGate, waitFor } from './support/obs';
import { launchBrowser } from '../support/browser';

const gate = obsSuiteGate();
const skip = gate.skip && process.env.CUECAST_SKIP_OBS === '1';

describe.skipIf(skip)('cuecast server + real OBS', () => {
	let obs: ObsInstance;
	let server: Running;
	let token: string;
	const ws = new OBSWebSocket();
	let lastStatus = '';

	beforeAll(async () => {
		if (gate.reason) throw new Error(`OBS tests cannot run: ${gate.reason} (CUECAST_SKIP_OBS=1 skips them)`);
		obs = await ObsInstance.start();
		await ws.connect(`ws://127.0.0.1:${obs.port}`, obs.password);
		for (const scene of ['Game', 'Rack Won']) await ws.call('CreateScene', { sceneName: scene }).catch(() => {});
		await ws.call('SetCurrentProgramScene', { sceneName: 'Game' });
		server = await startServer({ dataDir: tempDir() });
		token = (await login(server.url, server.pin!)).token!;
	}, 60_000);

	afterAll(async () => {
		for (const w of watchers) w.socket.close();
		await ws.disconnect().catch(() => {});
		await server?.stop();
		await obs?.stop();
	});

	const api = (path: string, init: RequestInit = {}) =>
		fetch(`${server.url}${path}`, {
			...init,
			headers: { 'content-type': 'application/json', cookie: `cuecast_session=${token}`, origin: server.url }
		});

	/** A fresh browser with the operator's session cookie, on `path`; closed after `use`, however it ends. */
	const withOperatorPage = async (path: string, use: (page: Page) => Promise<void>) => {
		const browser = await launchBrowser();
		try {
			const context = await browser.newContext();
			await context.addCookies([{ name: 'cuecast_session', value: token, url: server.url }]);
			const page = await context.newPage();
			await page.goto(`${server.url}${path}`);
			await use(page);
		} finally {
			await browser.close();
		}
	};

	// Sockets that watch the `obs` event from the start: an operator's and a viewer's.
	const pushed: { operator: ObsStatusWire[]; viewer: ObsStatusWire[] } = { operator: [], viewer: [] };
	let watchers: ReturnType<typeof connect>[] = [];

	it('pushes the OBS status to an operator socket on connect and on join, never to a viewer', async () => {
		const op = connect(server.url, { token });
		const viewer = connect(server.url);
		watchers = [op, viewer];
		op.socket.on('obs', (s) => pushed.operator.push(s));
		viewer.socket.on('obs', (s) => pushed.viewer.push(s));
		await Promise.all([connected(op.socket), connected(viewer.socket)]);
		await until(() => pushed.operator.length === 1, 5000, 'obs on connect');
		// the same status GET /api/obs answers (without its `ok`)
		const { ok: _ok, ...viaHttp } = await (await api('/api/obs')).json();
		expect(pushed.operator[0]).toEqual(viaHttp);
		expect(pushed.operator[0].status.enabled).toBe(false);
		await call(op.socket, 'join', { venue: true });
		await until(() => pushed.operator.length === 2, 5000, 'obs on join');
		await call(viewer.socket, 'join', { venue: true });
		await new Promise((r) => setTimeout(r, 200));
		expect(pushed.viewer).toEqual([]);
	});

	it('refuses OBS settings to a viewer', async () => {
		const res = await fetch(`${server.url}/api/obs`);
		expect(res.status).toBe(401);
	});

	it('connects with the saved settings and shows it without the password', async () => {
		const settings = {
			enabled: true,
			host: '127.0.0.1',
			port: obs.port,
			password: obs.password,
			rules: [{ on: 'rack-won', scene: 'Rack Won' }]
		};
		const saved = await api('/api/obs', { method: 'PUT', body: JSON.stringify(settings) });
		expect(saved.status).toBe(200);
		await waitFor(
			async () => {
				const body = await (await api('/api/obs')).json();
				lastStatus = JSON.stringify(body.status ?? body);
				return body.status?.connections?.[0]?.state === 'connected';
			},
			15_000,
			'OBS connected'
		).catch((err) => {
			throw new Error(`${err.message}; last status ${lastStatus}`);
		});
		const text = await (await api('/api/obs')).text();
		expect(text).not.toContain(obs.password);
		expect(JSON.parse(text).settings.hasPassword).toBe(true);
		// the operator socket was told of every change on its own, without asking
		await until(() => pushed.operator.some((s) => s.status.connections[0]?.state === 'connected'), 5000, 'pushed "connected"');
		const states = pushed.operator.map((s) => s.status.connections[0]?.state ?? 'off');
		expect(states[0]).toBe('off');
		expect(states.at(-1)).toBe('connected');
		expect(pushed.operator.at(-1)!.settings!.hasPassword).toBe(true);
		expect(JSON.stringify(pushed.operator)).not.toContain(obs.password);
		expect(pushed.viewer).toEqual([]);
	});

	it('a rack won on the console switches the OBS program scene', async () => {
		const operator = connect(server.url, { token, table: 't1' });
		await connected(operator.socket);
		const created = await call(operator.socket, 'table:create', { id: 't1', name: 'Table 1' });
		expect(created.ok).toBe(true);
		await call(operator.socket, 'join', { table: 't1' }); // the table did not exist at connect
		const started = await call(operator.socket, 'match:start', {
			table: 't1',
			setup: { discipline: 'nine-ball', players: ['Anna', 'Piotr'], raceTo: 3 },
			replaces: null
		});
		expect(started.ok).toBe(true);
		const match = started.state.match;
		const reply = await call(operator.socket, 'act', {
			table: 't1',
			match: match.id,
			revision: match.revision,
			action: { t: 'shot', potted: [1, 9], rails: 4 }
		});
		expect(reply.ok).toBe(true);
		await waitFor(
			async () => (await ws.call('GetCurrentProgramScene')).currentProgramSceneName === 'Rack Won',
			5_000,
			'program scene "Rack Won"'
		);
		await until(() => operator.latest?.match?.summary.players[0]?.score === 1);
		operator.socket.close();
	});

	it('the console shows the OBS connection, and says when it fails', async () => {
		await withOperatorPage('/console/t1', async (page) => {
			await page.waitForSelector('[data-obs="connected"]', { timeout: 15_000 });
			// Point OBS settings at a closed port: the console turns to "failed" with the reason.
			await api('/api/obs', { method: 'PUT', body: JSON.stringify({ enabled: true, host: '127.0.0.1', port: 9, rules: [] }) });
			const chip = await page.waitForSelector('[data-obs="failed"]', { timeout: 15_000 });
			expect(await chip.getAttribute('title')).toMatch(/refused/);
		});
	}, 40_000);

	it('the /obs page shows why OBS failed, and saving the right port from its form reconnects', async () => {
		await withOperatorPage('/obs', async (page) => {
			// The previous test left OBS pointed at a closed port.
			await page.waitForSelector('.conn.failed >> text=refused', { timeout: 15_000 });
			await page.fill('input[type=number][max="65535"]', String(obs.port));
			await page.fill('input[type=password]', obs.password);
			await page.click('button[type=submit]');
			await page.waitForSelector('.conn.connected', { timeout: 15_000 });
			expect(await page.content()).not.toContain(obs.password);
		});
	}, 40_000);

	it("a save the server never gets says the server cannot be reached, in the page's language, and changes nothing", async () => {
		const settings = async () => ((await (await api('/api/obs')).json()) as { settings: unknown }).settings;
		const before = await settings();
		for (const [lang, words] of [
			['en', 'The server cannot be reached.'],
			['pl', 'Nie można połączyć się z serwerem.'],
			['ru', 'Сервер недоступен.']
		]) {
			await withOperatorPage(`/obs?lang=${lang}`, async (page) => {
				// the network drops the save (the page's own read of the settings still goes through)
				await page.route('**/api/obs', (r) => (r.request().method() === 'PUT' ? r.abort('internetdisconnected') : r.continue()));
				await page.waitForSelector('.conn.connected', { timeout: 15_000 });
				await page.fill('input[type=number][max="65535"]', '1');
				await page.click('button[type=submit]');
				await expect.poll(() => page.textContent('form.card p.reply.error'), { timeout: 15_000 }).toBe(words);
			});
		}
		expect(await settings()).toEqual(before);
	}, 60_000);
});
