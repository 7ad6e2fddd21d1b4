/**
 * The Companion module as Companion runs it, against a real cuecast server: the package is
 * built (`npm run build:companion`'s code), unpacked as Companion unpacks an imported .tgz, and
 * its main.js loaded in a child process the way Companion 4.3+ loads a module of API 2.x
 * (./host.ts and ./connection-host.mjs: the real InstanceBase of @companion-module/base bundled
 * in main.js, the module's real actions, feedbacks and variables; only Companion is replaced). The server is a real one (tests/server/
 * helpers.ts) with a real control key made through POST /api/keys; what a press changes is
 * seen in the module's variables (from the SSE stream) and on the scorebug overlay in Chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateManifest, type ModuleManifest } from '@companion-module/base/manifest';
import { buildCompanionPackage, type BuiltPackage } from '../../src/companion/build';
import { FAMILIES, type Family } from '../../src/lib/engine/catalog';
import { LANGS } from '../../src/lib/i18n/lang';
import { browserMissing, hasBrowser, launchBrowser, lookAt, PAGE_WAIT_MS } from '../support/browser';
import { call, connect, connected, freePort, login, startServer, tempDir, type Running } from '../server/helpers';
import { drawDeck, fillText, keyStyle, type PresetKey } from './deck';
import { ModuleHost } from './host';
import { demo } from '../../src/lib/disciplines/generated/companion-demos';
import { skipWithout } from '../support/prerequisites';

const SHOTS = '/tmp/companion-shots';
const LABEL = 'cuecast';
/** 14.1: `point` is one ball, scored on the scorebug ball by ball (8/9-ball's point is the rack). */
const STRAIGHT = { id: 'straight', setup: { discipline: 'straight-pool', players: [{ name: 'Anna Nowak', country: 'PL' }, { name: 'Piotr Kowalski', country: 'PL' }], pointsTo: 50 } };
/** Each family's table, warm-up presses and worded keys (its src/lib/disciplines/<family>/companion.fixture.ts). */
const DEMOS: Record<
	Family,
	{
		table: { id: string; setup: Record<string, unknown> };
		warm: [string, Record<string, unknown>][];
		worded: readonly ('situation' | 'pending' | 'targetText')[];
		choiceAfterWarmUp: boolean;
	}
> = demo;
const TABLES = Object.fromEntries(FAMILIES.map((f) => [f, DEMOS[f].table])) as Record<Family, { id: string; setup: Record<string, unknown> }>;

let server: Running;
let pkg: BuiltPackage;
let moduleDir: string;
let host: ModuleHost;
let browser: Browser | null = null;
let page: Page | null = null;
const dataDir = tempDir('cuecast-companion-');
const keys = { control: '', read: '' };
let token = '';

const config = (table: string, lang = 'pl', url = () => server.url) => ({ url: url(), table, lang });
async function fields(table: string, lang = 'pl'): Promise<Record<string, unknown>> {
	return (await fetch(`${server.url}/api/v1/tables/${table}/fields?lang=${lang}`)).json();
}
/** What Companion shows for a field: the module's variable (null is empty). */
const shown = (v: unknown) => (v === null ? '' : v);

async function operatorDo(event: string, payload: unknown) {
	const op = connect(server.url, { token });
	try {
		await connected(op.socket);
		const ack = await call(op.socket, event, payload);
		expect(ack.reason ?? 'ok', event).toBe('ok');
		return ack;
	} finally {
		op.socket.close();
	}
}

beforeAll(async () => {
	const out = tempDir('cuecast-companion-pkg-');
	pkg = await buildCompanionPackage(out);
	// Companion unpacks an imported package stripping its root folder (tar-fs `strip: 1`).
	moduleDir = join(out, 'installed');
	mkdirSync(moduleDir);
	execFileSync('tar', ['-xzf', pkg.tgz, '-C', moduleDir, '--strip-components=1']);

	server = await startServer({ dataDir });
	token = (await login(server.url, server.pin!)).token!;
	for (const scope of ['control', 'read'] as const) {
		const res = await fetch(`${server.url}/api/keys`, {
			method: 'POST',
			headers: { cookie: `cuecast_session=${token}`, 'content-type': 'application/json' },
			body: JSON.stringify({ name: `Stream Deck (${scope})`, scope })
		});
		expect(res.status).toBe(200);
		keys[scope] = ((await res.json()) as { key: string }).key;
	}
	for (const t of [STRAIGHT, ...FAMILIES.map((f) => TABLES[f])]) {
		await operatorDo('table:create', { id: t.id, name: `Table ${t.id}` });
		await operatorDo('match:start', { table: t.id, setup: t.setup, replaces: null });
	}
	host = await ModuleHost.start(moduleDir);
	await host.init(LABEL, config('straight'), { apiKey: keys.control });
	if (hasBrowser()) {
		browser = await launchBrowser();
		page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
	}
}, 90_000);

afterAll(async () => {
	await host?.stop();
	await browser?.close();
	await server?.stop();
});

describe('the package', () => {
	it('is Companion’s module layout: pkg/ first, a valid manifest, HELP.md, a minimal package.json, main.js, its notices', () => {
		const list = execFileSync('tar', ['-tzf', pkg.tgz]).toString().trim().split('\n');
		expect(list[0]).toBe('pkg/');
		expect(list.sort()).toEqual(['pkg/', 'pkg/THIRD-PARTY-NOTICES', 'pkg/companion/', 'pkg/companion/HELP.md', 'pkg/companion/manifest.json', 'pkg/main.js', 'pkg/package.json']);
		const notices = readFileSync(join(moduleDir, 'THIRD-PARTY-NOTICES'), 'utf8');
		expect(pkg.packages.length).toBeGreaterThan(0);
		for (const p of pkg.packages) expect(notices).toContain(`  ${p.name}@${p.version} — ${p.license}`);
		expect(pkg.tgz).toMatch(/build\/companion|cuecast-scoreboard-0\.1\.0\.tgz$/);
		const manifest = JSON.parse(readFileSync(join(moduleDir, 'companion', 'manifest.json'), 'utf8')) as ModuleManifest;
		expect(() => validateManifest(manifest, false)).not.toThrow();
		const basePkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'node_modules', '@companion-module', 'base', 'package.json'), 'utf8'));
		expect(manifest.runtime).toEqual({ type: 'node22', api: 'nodejs-ipc', apiVersion: basePkg.version, entrypoint: '../main.js' });
		// Companion 4.3 loads module API 2.0.x and Companion 5.0 up to 2.1.x: a 2.0 base serves both
		expect(manifest.runtime.apiVersion).toMatch(/^2\.0\.\d+$/);
		expect(manifest).toMatchObject({ type: 'connection', id: 'cuecast-scoreboard', shortname: 'cuecast', version: '0.1.0', license: 'UNLICENSED' });
		expect(JSON.parse(readFileSync(join(moduleDir, 'package.json'), 'utf8'))).toEqual({ name: manifest.name, version: '0.1.0', license: manifest.license, type: 'module', dependencies: {} });
		expect(readFileSync(join(moduleDir, 'companion', 'HELP.md'), 'utf8')).toContain('## Actions');
	});

	it('runs: main.js loads under Node’s permission model, its default export the instance class', () => {
		expect(host.registered).toEqual({ connectionId: 'conn-test', verificationToken: 'token-test' });
		expect(host.loaded).toEqual({ upgradeScripts: 0, loadedBy: 'import' });
		expect(host.actionDefinitions.map((a) => a.id).sort()).toEqual(['clock', 'foul', 'miss', 'point', 'rack1', 'rack2', 'redo', 'safety', 'send_action', 'undo']);
		expect(host.feedbackDefinitions.every((f) => f.type === 'boolean')).toBe(true);
		expect(host.presets).toHaveLength(15 * FAMILIES.length);
	});

	it('loads as the packaged Companion 4.3 loads it, too: require() of the ES module (Node 22.12+, 20.19+)', async () => {
		const older = await ModuleHost.start(moduleDir, { load: 'require', connectionId: 'conn-require' });
		try {
			expect(older.loaded).toEqual({ upgradeScripts: 0, loadedBy: 'require' });
			await older.init(LABEL, config('straight'), { apiKey: keys.control });
			await older.waitFor(() => older.status()?.status === 'ok' && older.variables.get('player1Name') === 'Anna Nowak', 10_000, 'the first state');
		} finally {
			await older.stop();
		}
	});
});

describe('a Stream Deck on a live table', () => {
	it('connects: status OK, and every field of the table is a variable, in the chosen language', async () => {
		await host.waitFor(() => host.status()?.status === 'ok' && host.variables.get('player1Name') === 'Anna Nowak', 10_000, 'the first state');
		const pl = await fields('straight', 'pl');
		const en = await fields('straight', 'en');
		const defined = new Set(host.variableDefinitions.map((d) => d.id));
		for (const [k, v] of Object.entries(pl)) {
			expect(defined.has(k), k).toBe(true);
			if (k !== 'clockSeconds') expect(host.variables.get(k), k).toEqual(shown(v));
		}
		expect(pl.disciplineName).not.toBe(en.disciplineName);
		expect(host.variables.get('targetText')).toBe(pl.targetText);
	});

	it('a press scores the table: the variables follow from the event stream, the feedbacks light, the overlay changes', async () => {
		await host.placeFeedbacks([
			{ id: 'p1', feedbackId: 'atTable', options: { player: 1 } },
			{ id: 'p2', feedbackId: 'atTable', options: { player: 2 } },
			{ id: 'done', feedbackId: 'matchFinished', options: {} }
		]);
		await host.waitFor(() => host.feedbackValues.has('p1') && host.feedbackValues.has('p2'), 5000, 'feedback values');
		const before = await fields('straight');
		const turn = before.turn as number;
		expect(host.feedbackValues.get(`p${turn}`)).toBe(true);
		expect(host.feedbackValues.get(`p${3 - turn}`)).toBe(false);

		let overlayBefore = '';
		if (page) {
			await page.goto(`${server.url}/overlay/straight/scorebug?lang=pl`);
			await page.waitForSelector('html[data-ready="1"]', { timeout: 10_000 });
			overlayBefore = await scores(page);
			expect(overlayBefore).toBe('0 0');
		}
		const started = Date.now();
		const res = await host.press('point');
		expect(res).toEqual({ success: true, errorMessage: undefined });
		// 14.1: one ball pocketed by the player at the table
		await host.waitFor(() => host.variables.get(`player${turn}Score`) === 1, 5000, 'the score variable');
		const toVariable = Date.now() - started;
		expect(await fields('straight')).toMatchObject({ [`player${turn}Score`]: 1 });
		const want = (a: number, b: number) => (turn === 1 ? `${a} ${b}` : `${b} ${a}`);
		if (page) {
			await page.waitForFunction((w) => [...document.querySelectorAll('.score-v')].map((e) => e.textContent).join(' ') === w, want(1, 0), { timeout: PAGE_WAIT_MS });
			console.log(`press → variable ${toVariable} ms, → overlay ${Date.now() - started} ms`);
		}
		expect((await host.press('point')).success).toBe(true);
		await host.waitFor(() => host.variables.get(`player${turn}Score`) === 2, 5000, 'the second ball');
		if (page) await page.waitForFunction((w) => [...document.querySelectorAll('.score-v')].map((e) => e.textContent).join(' ') === w, want(2, 0), { timeout: PAGE_WAIT_MS });
		expect(host.feedbackValues.get(`p${turn}`)).toBe(true);
		// a ball scored changed no field a feedback reads: no re-check was asked for since connecting
		expect(host.feedbackChecks).toEqual([{ kind: 'all' }]);
		// a miss ends the inning: the other player is at the table, and the feedbacks follow
		expect((await host.press('miss')).success).toBe(true);
		await host.waitFor(() => host.feedbackValues.get(`p${3 - turn}`) === true && host.feedbackValues.get(`p${turn}`) === false, 5000, 'the turn feedbacks');
		// …re-checked because the turn's fields changed, and only the feedbacks that read them
		expect(host.feedbackChecks.slice(1)).toEqual([{ kind: 'types', types: ['atTable'] }]);
		expect(host.variables.get('turn')).toBe(3 - turn);
		// 14.1 has no rack shortcut: refused by cuecast with its code
		const rack = await host.press('rack2');
		expect(rack).toMatchObject({ success: false, errorMessage: expect.stringMatching(/^press rack-2 refused \(422 macro-not-in-discipline\)/) });
		expect(host.feedbackValues.get('done')).toBe(false);
	});

	it('8/9-ball: Point gives the rack to the player at the table, Rack for player 2 to player 2', async () => {
		await host.reconfigure(LABEL, config('pool'), { apiKey: keys.control });
		await host.waitFor(() => host.variables.get('tableId') === 'pool' && host.status()?.status === 'ok', 5000, 'the nine-ball table');
		const turn = (await fields('pool')).turn as number;
		if (page) {
			await page.goto(`${server.url}/overlay/pool/scorebug?lang=pl`);
			await page.waitForSelector('html[data-ready="1"]', { timeout: 10_000 });
		}
		expect((await host.press('point')).success).toBe(true);
		await host.waitFor(() => host.variables.get(`player${turn}Score`) === 1, 5000, 'the rack for the player at the table');
		expect((await host.press('rack2')).success).toBe(true);
		const p2 = turn === 2 ? 2 : 1;
		await host.waitFor(() => host.variables.get('player2Score') === p2, 5000, 'the rack for player 2');
		expect(await fields('pool')).toMatchObject({ player1Score: turn === 1 ? 1 : 0, player2Score: p2, rack: 3 });
		if (page) await page.waitForFunction((w) => [...document.querySelectorAll('.score-v')].map((e) => e.textContent).join(' ') === w, `${turn === 1 ? 1 : 0} ${p2}`, { timeout: PAGE_WAIT_MS });
		await host.reconfigure(LABEL, config('straight'), { apiKey: keys.control });
		await host.waitFor(() => host.variables.get('tableId') === 'straight', 5000, 'back on 14.1');
	});

	it('a refused press fails the action with cuecast’s reason and changes nothing', async () => {
		const before = await fields('straight');
		const chose = await host.press('send_action', { json: '{"t":"choose","option":"pass"}', atRevision: false });
		expect(chose.success).toBe(false);
		expect(chose.errorMessage).toMatch(/^action choose refused \(422 [a-z-]+\): .+/);
		const bad = await host.press('send_action', { json: '{"t":', atRevision: false });
		expect(bad).toMatchObject({ success: false, errorMessage: expect.stringMatching(/not JSON/) });
		expect((await fields('straight')).revision).toBe(before.revision);
		expect(host.logs.some((l) => l.startsWith('warn: action choose refused'))).toBe(true);
		expect(host.status()?.status).toBe('ok');
	});

	it('a raw action pinned to the revision the deck saw applies once; a stale one is refused (409)', async () => {
		const before = await fields('straight');
		await host.waitFor(() => host.variables.get('revision') === before.revision, 5000, 'the revision variable');
		const ok = await host.press('send_action', { json: '{"t":"shot"}', atRevision: true });
		expect(ok.success).toBe(true);
		await host.waitFor(() => host.variables.get('revision') === (before.revision as number) + 1, 5000, 'the next revision');
		// undo through the console's socket: the deck learns of it from the stream only
		await operatorDo('act', { table: 'straight', match: before.matchId, revision: (before.revision as number) + 1, action: { t: 'undo' } });
		const undone = (before.revision as number) + 2;
		await host.waitFor(() => host.variables.get('revision') === undone, 5000, 'the console’s undo');
		const again = await host.press('send_action', { json: '{"t":"shot","safety":true}', atRevision: true });
		expect(again.success).toBe(true);
		expect((await fields('straight')).revision).toBe(undone + 1);
	});

	it('runs the shot clock: start, the running and warning feedbacks, stop, reset', async () => {
		await operatorDo('clock:config', { table: 'straight', config: { enabled: true, firstShotSeconds: 12, shotSeconds: 12, extensionsPerPlayer: 1, extensionSeconds: 10 } });
		await host.placeFeedbacks([
			{ id: 'run', feedbackId: 'clockRunning', options: {} },
			{ id: 'warn', feedbackId: 'clockWarning', options: {} }
		]);
		expect((await host.press('clock', { command: 'toggle' })).success).toBe(true);
		await host.waitFor(() => host.feedbackValues.get('run') === true, 5000, 'clock running');
		await host.waitFor(() => typeof host.variables.get('clockSeconds') === 'number' && (host.variables.get('clockSeconds') as number) <= 11, 5000, 'the seconds counting');
		await host.waitFor(() => host.feedbackValues.get('warn') === true, 6000, 'the last 10 s');
		expect((await host.press('clock', { command: 'extend' })).success).toBe(true);
		await host.waitFor(() => (host.variables.get('clockSeconds') as number) > 12, 3000, 'the extension');
		const twice = await host.press('clock', { command: 'extend' });
		expect(twice).toMatchObject({ success: false, errorMessage: expect.stringMatching(/clock extend refused \(422/) });
		expect((await host.press('clock', { command: 'toggle' })).success).toBe(true);
		await host.waitFor(() => host.feedbackValues.get('run') === false, 5000, 'clock stopped');
		expect((await host.press('clock', { command: 'reset' })).success).toBe(true);
		await host.waitFor(() => host.feedbackValues.get('warn') === false, 5000, 'reset');
	});
});

describe('the connection’s status', () => {
	it('says bad key, read key and unreachable, and comes back with a good key', async () => {
		const count = () => host.statuses.length;
		let n = count();
		await host.reconfigure(LABEL, config('straight'), { apiKey: 'cck_00000000_nope' });
		await host.waitFor(() => count() > n && host.status()?.status === 'authentication_failure', 5000, 'bad key');
		expect(host.status()?.message).toMatch(/Bad API key/);
		// the table still shows (read without the key), but a press is refused
		await host.waitFor(() => host.variables.get('player1Name') === 'Anna Nowak', 5000, 'reading on');
		expect((await host.press('miss')).errorMessage).toMatch(/401/);

		n = count();
		await host.reconfigure(LABEL, config('straight'), { apiKey: keys.read });
		await host.waitFor(() => count() > n && host.status()?.status === 'authentication_failure', 5000, 'read key');
		expect(host.status()?.message).toBe('A read key: the buttons need a control key');

		n = count();
		const nowhere = await freePort();
		await host.reconfigure(LABEL, config('straight', 'pl', () => `http://127.0.0.1:${nowhere}`), { apiKey: keys.control });
		await host.waitFor(() => count() > n && host.status()?.status === 'connection_failure', 5000, 'unreachable');
		expect(host.status()?.message).toBe(`cuecast unreachable at http://127.0.0.1:${nowhere} (ECONNREFUSED)`);

		n = count();
		await host.reconfigure(LABEL, config('nope'), { apiKey: keys.control });
		await host.waitFor(() => count() > n && host.status()?.status === 'bad_config', 5000, 'no such table');

		await host.reconfigure(LABEL, config('straight'), { apiKey: keys.control });
		await host.waitFor(() => host.status()?.status === 'ok', 5000, 'ok again');
	});

	it('reconnects by itself after cuecast restarts', async () => {
		const port = server.port;
		await server.stop();
		await host.waitFor(() => host.status()?.status === 'connection_failure', 10_000, 'the drop');
		const down = Date.now();
		server = await startServer({ dataDir, port });
		await host.waitFor(() => host.status()?.status === 'ok', 20_000, 'the reconnect');
		console.log(`reconnected ${Date.now() - down} ms after the server was started again`);
		expect((await host.press('miss')).success).toBe(true);
	});

	it('connects to a server picked from the discovered ones (Companion’s `address:port`), the typed address aside', async () => {
		const n = host.statuses.length;
		await host.reconfigure(LABEL, { url: 'http://127.0.0.1:9', server: `127.0.0.1:${server.port}`, table: 'straight', lang: 'pl' }, { apiKey: keys.control });
		await host.waitFor(() => host.statuses.length > n && host.status()?.status === 'ok', 5000, 'the picked server');
		await host.reconfigure(LABEL, config('straight'), { apiKey: keys.control });
	});

	it('offers the venue’s tables in the settings, and the servers on the network', async () => {
		const res = await host.call<{ fields: { id: string; type: string; choices?: { id: string }[] }[] }>('getConfigFields', {});
		expect(res.fields.find((f) => f.type === 'bonjour-device')?.id).toBe('server');
		const table = res.fields.find((f) => f.id === 'table')!;
		expect(table.type).toBe('dropdown');
		expect(table.choices!.map((c) => c.id).sort()).toEqual([STRAIGHT.id, ...FAMILIES.map((f) => TABLES[f].id)].sort());
		expect(res.fields.find((f) => f.id === 'apiKey')?.type).toBe('secret-text');
	});
});

describe.skipIf(skipWithout(browserMissing()))('the preset pages, as a Stream Deck shows them', () => {
	it('every family’s 15 keys show the table in en, pl and ru, and every text fits its key', async () => {
		mkdirSync(SHOTS, { recursive: true });
		// twice the pixels, to look at the keys closely
		const deckPage = await browser!.newPage({ viewport: { width: 460, height: 300 }, deviceScaleFactor: 2 });

		for (const family of FAMILIES) {
			const keysOf = host.presets.filter((p) => p.id.startsWith(`${family}-`)) as PresetKey[];
			expect(keysOf).toHaveLength(15);
			// every feedback of the page placed, as dragging the presets onto a page does
			await host.placeFeedbacks(keysOf.flatMap((k) => k.feedbacks.map((f, i) => ({ id: `${k.id}#${i}`, feedbackId: f.feedbackId, options: f.options }))));
			for (const lang of LANGS) {
				await host.reconfigure(LABEL, config(TABLES[family].id, lang), { apiKey: keys.control });
				const want = await fields(TABLES[family].id, lang);
				await host.waitFor(() => host.variables.get('tableId') === TABLES[family].id && host.variables.get('disciplineName') === want.disciplineName, 5000, `${family} ${lang}`);
				if (lang === 'en') for (const [action, options] of DEMOS[family].warm) expect((await host.press(action, options)).success, `${family} ${action}`).toBe(true);
				const now = await fields(TABLES[family].id, lang);
				await host.waitFor(() => host.variables.get('revision') === now.revision, 5000, 'the warm-up strokes');
				await new Promise((r) => setTimeout(r, 100)); // the feedback values follow the variables
				const drawn = await drawDeck(
					deckPage,
					`${family} · ${lang}`,
					keysOf.map((k) => {
						const st = keyStyle(k, (i) => host.feedbackValues.get(`${k.id}#${i}`) === true);
						return { id: k.id, text: fillText(st.text, host.variables), bg: st.bgcolor, fg: st.color, size: st.size };
					})
				);
				await lookAt(deckPage, { path: join(SHOTS, `deck-${family}-${lang}.png`) });
				for (const k of drawn) {
					expect(k.text, k.id).not.toContain('?)');
					expect(k.fits, `${family} ${lang} ${k.id}: “${k.text}” at ${k.size}px`).toBe(true);
				}
				// the worded keys say what the API says, in the language chosen
				const texts = drawn.map((k) => k.text).join('\n');
				expect(texts).toContain(String(now.player1Name));
				for (const w of DEMOS[family].worded) if (now[w]) expect(texts, w).toContain(String(now[w]));
				if (DEMOS[family].choiceAfterWarmUp) expect(now.pending, 'the warm-up foul offers a choice').toBeTruthy();
			}
		}
	}, 120_000);
});

async function scores(p: Page): Promise<string> {
	return p.evaluate(() => [...document.querySelectorAll('.score-v')].map((e) => e.textContent).join(' '));
}
