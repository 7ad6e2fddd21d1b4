/**
 * Issue 27, "broadcast reach": each overlay as an EBU OGraf graphic (docs/overlays.md, "OGraf"),
 * in Chromium against the real built server. The renderer is a page of another origin written
 * here, doing what an OGraf renderer does: it fetches the manifest, imports its `main`, defines
 * the default export under a tag of its own, load()s it, then calls the actions. What is
 * asserted is what a viewer of the renderer's output sees. Screenshot: /tmp/shots-ograf/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page, WebSocket as PageSocket } from 'playwright-core';
import type {} from '../../overlays/_shared/host-modes';
import { OVERLAYS } from '../../overlays/manifest';
import { OGRAF_SCHEMA, ografId } from '../../overlays/ograf';
import { call, connect, connected, login, startServer, tempDir, type Running } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, PAGE_WAIT_MS, pagesNotReady, painted as settle } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { decodePng } from './support/png';

const notReady = pagesNotReady();
const SHOTS = '/tmp/shots-ograf';
let server: Running;
let op: ReturnType<typeof connect>;
let browser: Browser;
/** The renderer's own origin (another port: cross-origin to cuecast, as a real renderer is). */
let renderer: Server;
let rendererUrl: string;
let match: { match: number; revision: number };

/** The renderer page: the OGraf calls, as a renderer makes them, on `window.og`. */
const RENDERER = `<!doctype html><html><head><meta charset="utf-8"><title>OGraf renderer</title>
<style>html,body{margin:0;background:transparent;overflow:hidden}#stage{position:relative;width:1920px;height:1080px}</style></head>
<body><div id="stage"></div><script type="module">
let n = 0;
// One tag per class: a module imported again is the same module (and class), defined once.
const tags = new Map();
window.og = {
	async mount(manifestUrl, data, renderType = 'realtime') {
		const manifest = await (await fetch(manifestUrl)).json();
		const mod = await import(new URL(manifest.main, manifestUrl).href);
		let tag = tags.get(mod.default);
		if (!tag) customElements.define((tag = 'og-graphic-' + ++n), mod.default);
		tags.set(mod.default, tag);
		const el = document.createElement(tag);
		document.getElementById('stage').append(el);
		window.graphic = el;
		return el.load({ data, renderType, renderCharacteristics: { resolution: { width: 1920, height: 1080 } } });
	},
	call: (method, params) => window.graphic[method](params),
	// dispose() then out of the DOM, or (as the spec's typings have it) out of the DOM first.
	async unmount(removeFirst = false) {
		const el = window.graphic;
		if (removeFirst) el.remove();
		const r = await el.dispose({});
		el.remove();
		return r;
	}
};
</script></body></html>`;

async function act(action: Record<string, unknown>) {
	const r = await call(op.socket, 'act', { table: 't1', match: match.match, revision: match.revision, action });
	if (!r.ok) throw new Error(String(r.reason));
	match.revision = r.revision as number;
}

type Tab = Page & { sockets: PageSocket[]; errors: string[] };
async function openRenderer(): Promise<Tab> {
	const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
	const sockets: PageSocket[] = [];
	const errors: string[] = [];
	page.on('websocket', (ws) => sockets.push(ws));
	page.on('pageerror', (e) => errors.push(String(e)));
	await page.goto(rendererUrl);
	await page.waitForFunction(() => 'og' in window);
	return Object.assign(page, { sockets, errors });
}
const og = (p: Page, method: string, params: unknown = {}) => p.evaluate(([m, a]) => (window as any).og.call(m, a), [method, params] as const);
const mount = (p: Page, name: string, data: Record<string, unknown>, renderType = 'realtime') =>
	p.evaluate(([u, d, r]) => (window as any).og.mount(u, d, r), [`${server.url}/ograf/t1/${name}/${name}.ograf.json`, data, renderType] as const);
/** The overlay's page in the graphic's frame. */
async function overlayFrame(p: Page, name: string): Promise<Frame> {
	await expect.poll(() => p.frames().some((f) => f.url().includes(`/overlay/t1/${name}?`))).toBe(true);
	return p.frames().find((f) => f.url().includes(`/overlay/t1/${name}?`))!;
}
/** Pixels that are not fully transparent, on a transparent page background (every 4th pixel). */
async function painted(page: Page): Promise<number> {
	const img = decodePng(await page.screenshot({ omitBackground: true }));
	let n = 0;
	for (let y = 0; y < img.height; y += 4) for (let x = 0; x < img.width; x += 4) if (img.alpha(x, y) > 0) n++;
	return n;
}
const texts = (f: Frame, sel: string) => f.evaluate((s) => [...document.querySelectorAll(s)].map((e) => e.textContent ?? ''), sel);

beforeAll(async () => {
	if (notReady) return;
	assertBuiltAfter('the OGraf graphics', ['src', 'overlays']);
	mkdirSync(SHOTS, { recursive: true });
	server = await startServer({ dataDir: tempDir('cuecast-ograf-') });
	op = connect(server.url, { token: (await login(server.url, server.pin!)).token! });
	await connected(op.socket);
	await call(op.socket, 'table:create', { id: 't1', name: 'Table 1' });
	const started = await call(op.socket, 'match:start', {
		table: 't1',
		setup: { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 7, event: 'Club Cup' },
		replaces: null
	});
	if (!started.ok) throw new Error(started.reason);
	match = { match: started.state.match.id, revision: 0 };
	renderer = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RENDERER));
	await new Promise<void>((r) => renderer.listen(0, '127.0.0.1', r));
	rendererUrl = `http://localhost:${(renderer.address() as AddressInfo).port}/`;
	browser = await launchBrowser(['--font-render-hinting=none']);
}, 60_000);

afterAll(async () => {
	op?.socket.close();
	await browser?.close();
	await new Promise<void>((r) => (renderer ? renderer.close(() => r()) : r()));
	await server?.stop();
});

describe.skipIf(skipWithout(notReady))('OGraf graphics', () => {
	it("gives the intro a step for each player of the table's match, as it is when the graphic is fetched", async () => {
		const intro = OVERLAYS.find((o) => o.host.next === 'player')!.name;
		const steps = async (table: string) => ((await (await fetch(`${server.url}/ograf/${table}/${intro}/${intro}.ograf.json`)).json()) as { stepCount: number }).stepCount;
		const module = async (table: string) => (await (await fetch(`${server.url}/ograf/${table}/${intro}/graphic.mjs`)).text()).split('\n')[0];
		await call(op.socket, 'table:create', { id: 't4', name: 'Table 4' });
		expect(await steps('t4')).toBe(3); // no match yet: a head-to-head's three cards
		const four = await call(op.socket, 'match:start', {
			table: 't4',
			setup: { discipline: 'artistic', players: ['Jean Reverchon', 'Eddy Leppens', 'Raymond Steylaerts', 'Walter Bax'], figures: [{ name: 'Coulé', points: 4 }] },
			replaces: null
		});
		if (!four.ok) throw new Error(four.reason);
		// all four, then each one: five cards, in the manifest and in the module's own config
		expect(await steps('t4')).toBe(5);
		expect(await module('t4')).toContain('"stepCount":5');
		expect(await steps('t1')).toBe(3);
	});

	it('serves a manifest and a module per overlay, readable from any origin', async () => {
		const list = await fetch(`${server.url}/ograf/t1/`);
		expect(list.status).toBe(200);
		expect(list.headers.get('access-control-allow-origin')).toBe('*');
		const { graphics, zip } = (await list.json()) as { zip: string; graphics: { id: string; name: string; manifest: string; main: string }[] };
		expect(zip).toBe(`${server.url}/ograf/t1/graphics.zip`);
		expect(graphics.map((g) => g.name)).toEqual(OVERLAYS.map((o) => o.name));
		for (const g of graphics) {
			expect(g.manifest).toBe(`${server.url}/ograf/t1/${g.name}/${g.name}.ograf.json`);
			const res = await fetch(g.manifest);
			expect(res.status, g.name).toBe(200);
			expect(res.headers.get('content-type')).toMatch(/^application\/json/);
			expect(res.headers.get('access-control-allow-origin')).toBe('*');
			const m = (await res.json()) as Record<string, any>;
			expect(m).toMatchObject({ $schema: OGRAF_SCHEMA, id: ografId(g.name), main: 'graphic.mjs', supportsRealTime: true, supportsNonRealTime: false });
			// the defaults baked in: this server (as the request named it) and the table of the address
			expect(m.schema.properties.server.default).toBe(server.url);
			expect(m.schema.properties.table.default).toBe('t1');
			// `main` resolves beside the manifest, to a module
			const main = await fetch(new URL(m.main, g.manifest));
			expect(main.status, g.name).toBe(200);
			expect(main.headers.get('content-type')).toMatch(/^text\/javascript/);
			expect(main.headers.get('access-control-allow-origin')).toBe('*');
			const js = await main.text();
			expect(js).toContain(`"overlay":"${g.name}"`);
			expect(js).toMatch(/export\s*\{\s*\w+ as default\s*\}/);
		}
		// All of them in one zip, a folder each, the same files; unzip checks every CRC.
		const z = await fetch(`${server.url}/ograf/t1/graphics.zip`);
		expect(z.status).toBe(200);
		expect(z.headers.get('content-type')).toBe('application/zip');
		expect(z.headers.get('content-disposition')).toBe('attachment; filename="cuecast-ograf-t1.zip"');
		const dir = tempDir('cuecast-ograf-zip-');
		writeFileSync(join(dir, 'g.zip'), Buffer.from(await z.arrayBuffer()));
		const test = spawnSync('unzip', ['-t', 'g.zip'], { cwd: dir, encoding: 'utf8' });
		expect(test.status, test.stdout + test.stderr).toBe(0);
		expect(spawnSync('unzip', ['-q', 'g.zip'], { cwd: dir }).status).toBe(0);
		const listed = spawnSync('zipinfo', ['-1', 'g.zip'], { cwd: dir, encoding: 'utf8' }).stdout.trim().split('\n');
		expect(listed).toEqual(graphics.flatMap((g) => [`cuecast-ograf/${g.name}/${g.name}.ograf.json`, `cuecast-ograf/${g.name}/graphic.mjs`]));
		for (const g of graphics) {
			expect(readFileSync(join(dir, 'cuecast-ograf', g.name, `${g.name}.ograf.json`), 'utf8'), g.name).toBe(await (await fetch(g.manifest)).text());
			expect(readFileSync(join(dir, 'cuecast-ograf', g.name, 'graphic.mjs'), 'utf8'), g.name).toBe(await (await fetch(g.main)).text());
		}
		expect((await fetch(`${server.url}/ograf/t1/nope/nope.ograf.json`)).status).toBe(404);
		expect((await fetch(`${server.url}/ograf/t1/scorebug/other.js`)).status).toBe(404);
	});

	it('scorebug: nothing before playAction, live names and score after, update, stop, dispose', async () => {
		const page = await openRenderer();
		expect(await mount(page, 'scorebug', { server: server.url, table: 't1', lang: 'en' })).toEqual({ statusCode: 200 });
		const frame = await overlayFrame(page, 'scorebug');
		// Loaded and live (the names are in the page), yet nothing on screen.
		expect(await texts(frame, '.name')).toEqual(['Anna Nowak', 'Piotr Kowalski']);
		// The renderer's page settled with the frame in it (a frame hidden until play gets no
		// animation frames of its own to wait for), then checked.
		await settle(page);
		expect(await painted(page)).toBe(0);

		expect(await og(page, 'playAction', {})).toEqual({ statusCode: 200, currentStep: 0 });
		await settle(page);
		await expect.poll(() => painted(page), { timeout: PAGE_WAIT_MS }).toBeGreaterThan(500);
		await act({ t: 'shot', potted: [9], rails: 4 });
		await frame.waitForFunction(() => JSON.stringify([...document.querySelectorAll('.score-v')].map((e) => e.textContent)) === '["1","0"]', null, { timeout: PAGE_WAIT_MS });
		await settle(frame);
		await lookAt(page, { path: `${SHOTS}/scorebug-played.png`, omitBackground: true });

		expect(await og(page, 'updateAction', { data: { player1: 'Efren Reyes' } })).toEqual({ statusCode: 200 });
		await frame.waitForFunction(() => document.querySelector('.name')?.textContent === 'Efren Reyes', null, { timeout: PAGE_WAIT_MS });
		expect(await texts(frame, '.name')).toEqual(['Efren Reyes', 'Piotr Kowalski']);
		expect(await texts(frame, '.score-v')).toEqual(['1', '0']);
		await lookAt(page, { path: `${SHOTS}/scorebug-updated.png`, omitBackground: true });
		// Another server after load() is refused; nothing changes.
		expect(await og(page, 'updateAction', { data: { server: 'http://elsewhere.invalid' } })).toMatchObject({ statusCode: 400 });

		expect(await og(page, 'stopAction', {})).toEqual({ statusCode: 200 });
		await expect.poll(() => painted(page), { timeout: PAGE_WAIT_MS }).toBe(0);
		// Played again: back, the name kept.
		expect(await og(page, 'playAction', {})).toEqual({ statusCode: 200, currentStep: 0 });
		await expect.poll(() => painted(page), { timeout: PAGE_WAIT_MS }).toBeGreaterThan(500);
		// stepCount 1: the next step is the end.
		expect(await og(page, 'playAction', {})).toEqual({ statusCode: 200 });
		await expect.poll(() => painted(page), { timeout: PAGE_WAIT_MS }).toBe(0);
		expect(await og(page, 'customAction', { id: 'x', payload: null })).toMatchObject({ statusCode: 404 });

		expect(page.sockets.length).toBeGreaterThan(0);
		expect(await page.evaluate(() => (window as any).og.unmount())).toEqual({ statusCode: 200 });
		await expect.poll(() => page.sockets.every((ws) => ws.isClosed()), { timeout: PAGE_WAIT_MS, message: 'the overlay socket closed' }).toBe(true);
		await expect.poll(() => page.frames().some((f) => f.url().includes('/overlay/'))).toBe(false);
		expect(page.errors).toEqual([]);
		await page.close();
	});

	it('intro: its steps are its cards; past the last it goes; renders in real time only', async () => {
		const page = await openRenderer();
		// Only the table: the server is the manifest's default (the module's own).
		expect(await mount(page, 'intro', { table: 't1' })).toEqual({ statusCode: 200 });
		const frame = await overlayFrame(page, 'intro');
		const host = () => frame.evaluate(() => ({ shown: window.__host!.shown, step: window.__host!.step }));
		expect(await painted(page)).toBe(0);
		expect(await og(page, 'playAction', {})).toEqual({ statusCode: 200, currentStep: 0 });
		await expect.poll(host).toEqual({ shown: true, step: 0 });
		expect(await og(page, 'playAction', {})).toEqual({ statusCode: 200, currentStep: 1 });
		await expect.poll(host).toEqual({ shown: true, step: 1 });
		expect(await og(page, 'playAction', { goto: 0 })).toEqual({ statusCode: 200, currentStep: 0 });
		await expect.poll(host).toEqual({ shown: true, step: 0 });
		expect(await og(page, 'playAction', { delta: 2 })).toEqual({ statusCode: 200, currentStep: 2 });
		await expect.poll(host).toEqual({ shown: true, step: 2 });
		expect(await og(page, 'playAction', { goto: -1 })).toMatchObject({ statusCode: 400, currentStep: 2 });
		// skipAnimation: out and in at once, no transition, no entrance (the first frame after is the end state).
		expect(await og(page, 'stopAction', { skipAnimation: true })).toEqual({ statusCode: 200 });
		expect(await painted(page)).toBe(0);
		// (in the overlay's page, right after it has taken the play: a listener after its own)
		await frame.evaluate(() => {
			const w = window as unknown as { __played?: { opacity: string; running: number; shown: boolean } };
			addEventListener('message', (e) => {
				if ((e.data as { cuecast?: string } | null)?.cuecast !== 'play') return;
				const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length;
				w.__played = { opacity: getComputedStyle(document.getElementById('gfx')!).opacity, running, shown: window.__host!.shown };
			});
		});
		expect(await og(page, 'playAction', { goto: 2, skipAnimation: true })).toEqual({ statusCode: 200, currentStep: 2 });
		await expect.poll(() => frame.evaluate(() => (window as unknown as { __played?: unknown }).__played)).toEqual({ opacity: '1', running: 0, shown: true });
		expect(await painted(page)).toBeGreaterThan(500);
		// stepCount 3: step 3 is the end.
		expect(await og(page, 'playAction', {})).toEqual({ statusCode: 200 });
		await expect.poll(host).toMatchObject({ shown: false });
		await expect.poll(() => painted(page), { timeout: PAGE_WAIT_MS }).toBe(0);
		// Out of the DOM first: the frame (and the page in it) goes with it; dispose() still answers.
		expect(await page.evaluate(() => (window as any).og.unmount(true))).toEqual({ statusCode: 200 });
		await expect.poll(() => page.frames().some((f) => f.url().includes('/overlay/'))).toBe(false);

		expect(await mount(page, 'intro', { table: 't1' }, 'non-realtime')).toMatchObject({ statusCode: 400 });
		expect(page.errors).toEqual([]);
		await page.close();
	});
});
