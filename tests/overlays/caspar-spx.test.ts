/**
 * Issue 13, "other graphics systems": the overlays as CasparCG HTML templates (?mode=caspar) and
 * SPX templates (?mode=spx), in Chromium against the real built server, scores sent over the
 * real console protocol. Screenshots go to /tmp/shots-caspar/ (en, pl, ru).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page, WebSocket as PageSocket } from 'playwright-core';
import { hostConfig, type SpxDefinition } from '../../overlays/host';
// The page globals the host script declares (window.play, window.__host …).
import type {} from '../../overlays/_shared/host-modes';
import { HOST_FIELDS, OVERLAYS, type OverlayEntry } from '../../overlays/manifest';
import { call, connect, connected, login, startServer, tempDir, type Running } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, PAGE_WAIT_MS, pagesNotReady } from '../support/browser';
import { decodePng } from './support/png';
import { overlayWeight } from '../../overlays/weight';
import { skipWithout } from '../support/prerequisites';
import { painted as settledPaint } from '../support/browser';
import { Tabs } from '../support/tabs';

const notReady = pagesNotReady();
const SHOTS = '/tmp/shots-caspar';
const BUILT = join(import.meta.dirname, '..', '..', 'build', 'overlays');
let server: Running;
let op: ReturnType<typeof connect>;
let browser: Browser;
const tabs = new Tabs(() => browser);
const matches: Record<string, { match: number; revision: number }> = {};

/** A stroke over the console's protocol (`act`), as the operator's console sends it. */
async function act(table: string, action: Record<string, unknown>) {
	const m = matches[table]!;
	const r = await call(op.socket, 'act', { table, match: m.match, revision: m.revision, action });
	if (!r.ok) throw new Error(`${table}: ${r.reason}`);
	m.revision = r.revision as number;
}
/** The 9 on the break: the breaker wins the rack. */
const nineOnTheBreak = { t: 'shot', potted: [9], rails: 4 };

type Tab = Page & { errors: string[]; sockets: PageSocket[] };
/** A page at 1080p; its `close()` keeps the tab for the next (tests/support/tabs.ts). */
async function open(path: string): Promise<Tab> {
	const page = await tabs.open({ viewport: { width: 1920, height: 1080 } });
	const errors: string[] = [];
	const sockets: PageSocket[] = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	// Every WebSocket the page (or a frame in it) opens, as the server sees it connect and go.
	page.on('websocket', (ws) => sockets.push(ws));
	await page.goto(server.url + path);
	return Object.assign(page, { errors, sockets });
}

/** CasparCG's UPDATE and INVOKE take their argument trimmed of spaces and quotes (boost trim_copy_if(" \"")). */
const trimmed = (s: string) => s.replace(/^[ "]+|[ "]+$/g, '');
/**
 * The JavaScript CasparCG's HTML producer runs in the page for each CG command (2.3, 2.4:
 * modules/html/producer/html_cg_proxy.cpp), one script each. ADD loads the page and, once it has
 * loaded, runs UPDATE's script and, with play-on-load, PLAY's; INVOKE runs the function it names.
 */
const CG = {
	update: (data: string) => `update("${trimmed(data).replaceAll('"', '\\"')}")`,
	add: (data: string, playOnLoad: boolean) => (playOnLoad ? [CG.update(data), 'play()'] : [CG.update(data)]),
	play: 'play()',
	stop: 'stop()',
	next: 'next()',
	remove: 'remove()',
	invoke: (label: string) => (trimmed(label).endsWith(')') ? trimmed(label) : `${trimmed(label)}()`)
};
/**
 * Runs CasparCG's scripts in the page as its producer does (CEF's ExecuteJavaScript): each a
 * script of its own, back to back, what one throws the page's error (CasparCG logs it), not ours.
 */
const caspar = (p: Target, ...scripts: string[]) =>
	p.evaluate((list) => {
		for (const js of list) {
			const el = document.createElement('script');
			el.textContent = js;
			document.head.append(el);
			el.remove();
		}
	}, scripts);
const xml = (id: string, value: string) => `<templateData><componentData id="${id}"><data id="text" value="${value}"/></componentData></templateData>`;
const takes = (entry: OverlayEntry, field: keyof typeof HOST_FIELDS) => entry.host.fields.includes(field);
/** The contract's functions the page defines. */
const contract = (p: Target) => p.evaluate(() => [typeof window.play, typeof window.stop, typeof window.next, typeof window.update, typeof window.remove]);
const FIVE = Array(5).fill('function');
/** A page's own interval and frame loop, counting (remove()'s test). */
type Probe = { __probe?: { ticks: number; frames: number } };
type Target = Page | Frame;
const ready = (p: Target) => p.waitForSelector('html[data-ready="1"]', { timeout: PAGE_WAIT_MS });
const opacity = (p: Target) => p.evaluate(() => getComputedStyle(document.getElementById('gfx')!).opacity);
const settled = (p: Target, want: '0' | '1') => p.waitForFunction((w) => getComputedStyle(document.getElementById('gfx')!).opacity === w, want, { timeout: PAGE_WAIT_MS });
const texts = (p: Target, sel: string) => p.evaluate((s) => [...document.querySelectorAll(s)].map((e) => e.textContent ?? ''), sel);
const hostState = (p: Target) => p.evaluate(() => window.__host!);
/** Pixels that are not fully transparent, on a transparent page background (every 4th pixel). */
async function painted(page: Page): Promise<number> {
	const img = decodePng(await page.screenshot({ omitBackground: true }));
	let n = 0;
	for (let y = 0; y < img.height; y += 4) for (let x = 0; x < img.width; x += 4) if (img.alpha(x, y) > 0) n++;
	return n;
}
const waitText = (p: Target, sel: string, want: string[]) =>
	p.waitForFunction(([s, w]) => JSON.stringify([...document.querySelectorAll(s as string)].map((e) => e.textContent)) === w, [sel, JSON.stringify(want)] as const, { timeout: PAGE_WAIT_MS });

/** Waits until the graphic's scores add up to `total` (the racks won at the table so far). */
const waitRacks = (p: Target, total: number) =>
	p.waitForFunction((t) => [...document.querySelectorAll('.score-v')].reduce((a, e) => a + Number(e.textContent), 0) === t, total, { timeout: PAGE_WAIT_MS });

/** What SPX does when it imports a template: it runs the file's plain (not module) scripts and reads the definition. */
function definitionOf(html: string): SpxDefinition | undefined {
	const scripts = [...html.matchAll(/<script(?![^>]*type="module")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
	const code = scripts.find((s) => s.includes('SPXGCTemplateDefinition'));
	if (!code) return undefined;
	const sandbox = { window: {} as { SPXGCTemplateDefinition?: SpxDefinition } };
	runInNewContext(code, sandbox);
	return sandbox.window.SPXGCTemplateDefinition;
}
/** SPX-GC's template definition: its keys, all strings; out "manual", "none" or milliseconds; the data fields. */
function problems(d: SpxDefinition | undefined): string[] {
	if (!d) return ['no definition'];
	const out: string[] = [];
	for (const k of ['description', 'playserver', 'playchannel', 'playlayer', 'webplayout', 'steps', 'out', 'uicolor', 'dataformat'] as const)
		if (typeof d[k] !== 'string' || d[k] === '') out.push(`${k} is not a string`);
	if (!/^(manual|none|\d+)$/.test(d.out)) out.push(`out "${d.out}"`);
	if (!/^[1-5]$/.test(d.webplayout)) out.push(`webplayout "${d.webplayout}" (SPX's renderer has layers 1–5)`);
	if (!/^\d+$/.test(d.steps)) out.push(`steps "${d.steps}"`);
	if (!Array.isArray(d.DataFields) || !d.DataFields.length) out.push('no DataFields');
	for (const f of d.DataFields ?? []) {
		if (!/^f\d+$/.test(f.field) || !['textfield', 'dropdown'].includes(f.ftype) || !f.title || typeof f.value !== 'string') out.push(`field ${JSON.stringify(f)}`);
		if (f.ftype === 'dropdown' && !f.items?.some((i) => i.value === f.value)) out.push(`dropdown ${f.field}: value not among its items`);
	}
	return out;
}

beforeAll(async () => {
	if (notReady) return;
	assertBuiltAfter('the CasparCG and SPX modes', ['src', 'overlays']);
	mkdirSync(SHOTS, { recursive: true });
	server = await startServer({ dataDir: tempDir('cuecast-caspar-') });
	op = connect(server.url, { token: (await login(server.url, server.pin!)).token! });
	await connected(op.socket);
	browser = await launchBrowser(['--font-render-hinting=none']);
	const tables = [
		['t1', 'Table 1', { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 7, event: 'Club Cup' }],
		['t2', 'Table 2', { discipline: 'three-cushion', players: ['Иван Петров', 'Frédéric Caudron'], pointsTo: 40 }]
	] as const;
	for (const [id, name, setup] of tables) {
		await call(op.socket, 'table:create', { id, name });
		const started = await call(op.socket, 'match:start', { table: id, setup, replaces: null });
		if (!started.ok) throw new Error(started.reason);
		matches[id] = { match: started.state.match.id, revision: 0 };
	}
}, 60_000);

afterAll(async () => {
	op?.socket.close();
	await tabs.closeAll();
	await browser?.close();
	await server?.stop();
});

describe.skipIf(skipWithout(notReady))('?mode=caspar: a CasparCG HTML template', () => {
	it('has play/stop/next/update/remove, starts out, shows live scores once played, takes XML and JSON data, stop() takes it out', async () => {
		const page = await open('/overlay/t1/scorebug?mode=caspar&lang=en');
		await ready(page);
		expect(await contract(page)).toEqual(FIVE);
		// Out until a controller plays it: the rendered graphic is there, nothing is on screen.
		expect(await texts(page, '.name')).toEqual(['Anna Nowak', 'Piotr Kowalski']);
		expect(await opacity(page)).toBe('0');
		expect(await painted(page)).toBe(0);

		await page.evaluate(() => window.play!());
		await settled(page, '1');
		expect(await painted(page)).toBeGreaterThan(500);
		// A stroke from the console: the score changes on the graphic, no reload.
		await act('t1', nineOnTheBreak);
		await waitText(page, '.score-v', ['1', '0']);

		// CasparCG's XML templateData: player 1's name; the scores stay the table's, live.
		await page.evaluate(() => window.update!('<templateData><componentData id="f2"><data id="text" value="Efren &quot;Bata&quot; Reyes"/></componentData></templateData>'));
		await waitText(page, '.name', ['Efren "Bata" Reyes', 'Piotr Kowalski']);
		await act('t1', nineOnTheBreak);
		await waitRacks(page, 2);
		expect(await texts(page, '.name')).toEqual(['Efren "Bata" Reyes', 'Piotr Kowalski']);
		// JSON (CasparCG with "send as JSON", SPX): player 2; other keys are ignored.
		await page.evaluate(() => window.update!('{"f3":"Earl Strickland","comment":"rundown note"}'));
		await waitText(page, '.name', ['Efren "Bata" Reyes', 'Earl Strickland']);
		expect((await hostState(page)).ignored).toEqual(['comment']);
		for (const lang of ['en', 'pl', 'ru']) {
			if (lang !== 'en') {
				await page.evaluate((l) => window.update!(JSON.stringify({ f1: l })), lang);
				await page.waitForURL(new RegExp(`lang=${lang}`));
				await ready(page);
				await settled(page, '1');
			}
			await page.waitForTimeout(500);
			await lookAt(page, { path: `${SHOTS}/scorebug-played-${lang}.png`, clip: { x: 0, y: 780, width: 960, height: 300 } });
		}
		// Kept across that reload: shown, the names, the language asked.
		expect(await hostState(page)).toMatchObject({ shown: true, data: { player1: 'Efren "Bata" Reyes', player2: 'Earl Strickland', lang: 'ru' } });
		expect(await texts(page, '.name')).toEqual(['Efren "Bata" Reyes', 'Earl Strickland']);
		expect(await texts(page, '.disc')).toEqual(['Девятка']);

		// Bad data: a clear reason, nothing changes.
		for (const bad of ['<templateData><componentData', '{"f1":"de"}', '{"f0":"Table 1!"}', '[1,2]', 'hello']) {
			await page.evaluate((b) => window.update!(b), bad);
			expect((await hostState(page)).error, bad).toMatch(/./);
		}
		expect((await hostState(page)).data).toEqual({ player1: 'Efren "Bata" Reyes', player2: 'Earl Strickland', lang: 'ru' });
		expect(page.url()).toMatch(/lang=ru$/);
		// An empty value gives the table's name back.
		await page.evaluate(() => window.update!('{"f2":""}'));
		await waitText(page, '.name', ['Anna Nowak', 'Earl Strickland']);

		await page.evaluate(() => window.stop());
		await settled(page, '0');
		expect(await painted(page)).toBe(0);
		// Still live while out: played again, it shows the newest score.
		await act('t1', nineOnTheBreak);
		await waitRacks(page, 3);
		await page.evaluate(() => window.play!());
		await settled(page, '1');
		expect(page.errors).toEqual([]);
		await page.close();
	}, 60_000);

	it('every overlay takes CasparCG’s commands one by one: ADD with play-on-load, UPDATE as XML and JSON, NEXT, INVOKE, STOP, PLAY, REMOVE', async () => {
		// Four overlays at a time, each in its own tab (their channels are apart in CasparCG too):
		// most of each overlay's time is its fades (0.45 s in, 0.3 s out, five of them), which overlap.
		const BATCH = 4;
		for (let i = 0; i < OVERLAYS.length; i += BATCH) await Promise.all(OVERLAYS.slice(i, i + BATCH).map(takesCommands));
		async function takesCommands(entry: OverlayEntry) {
			const name = entry.name;
			// CG ADD 1-20 0 "<address>" 1 "<data>": the page loads; at its load event CasparCG runs
			// the update and play() it held (the overlay's own code may still be starting then).
			const page = await open(`/overlay/t1/${name}?mode=caspar&lang=en`);
			expect(await contract(page), name).toEqual(FIVE);
			expect(await opacity(page), name).toBe('0');
			const names = takes(entry, 'player1');
			await caspar(page, ...CG.add(names ? xml('f2', 'Efren Reyes') : xml('f1', 'en'), true));
			await settled(page, '1');
			expect(await hostState(page), name).toMatchObject({ shown: true, error: null, updates: 1, data: names ? { player1: 'Efren Reyes' } : { lang: 'en' } });
			await ready(page);
			if (name === 'scorebug') await waitText(page, '.name', ['Efren Reyes', 'Piotr Kowalski']);
			// CG UPDATE 1-20 0 "{\"f3\":…}": JSON text (CasparCG 2.2 and newer pass it on as it is).
			await caspar(page, CG.update(names ? '{"f3":"Earl Strickland"}' : '{"f1":""}'));
			expect((await hostState(page)).data, name).toEqual(names ? { player1: 'Efren Reyes', player2: 'Earl Strickland' } : {});
			if (name === 'intro') await waitText(page, '.vs-name', ['Efren Reyes', 'Earl Strickland']);
			// CG NEXT: the intro's next card; nothing on the others.
			await caspar(page, CG.next);
			expect((await hostState(page)).step, name).toBe(entry.host.next ? 1 : 0);
			// CG INVOKE 1-20 0 "stop": the function of that name, the same as CG STOP; PLAY brings it back.
			await caspar(page, CG.invoke('"stop"'));
			await settled(page, '0');
			await caspar(page, CG.play);
			await settled(page, '1');
			// A name the page does not define: CasparCG's script throws (its log says so), the graphic goes on.
			await caspar(page, CG.invoke('leftTab'));
			await expect.poll(() => page.errors, { timeout: PAGE_WAIT_MS }).toEqual([expect.stringMatching(/ReferenceError: leftTab is not defined/)]);
			expect(await hostState(page), name).toMatchObject({ shown: true, removed: false, updates: 2 });
			expect(await opacity(page), name).toBe('1');
			await caspar(page, CG.stop);
			await settled(page, '0');
			await caspar(page, CG.play);
			await settled(page, '1');
			// CG REMOVE: gone at once, the socket to cuecast closed; later calls change nothing.
			expect(page.sockets.length, name).toBeGreaterThan(0);
			await caspar(page, CG.remove);
			expect(await hostState(page), name).toMatchObject({ shown: false, removed: true });
			expect(await page.evaluate(() => getComputedStyle(document.getElementById('gfx')!).display), name).toBe('none');
			await expect.poll(() => page.sockets.every((ws) => ws.isClosed()), { timeout: PAGE_WAIT_MS, message: `${name}: its socket closed` }).toBe(true);
			await caspar(page, CG.play, CG.update(xml('f1', 'pl')), CG.remove);
			expect(await hostState(page), name).toMatchObject({ shown: false, removed: true, updates: 2 });
			expect(page.url(), name).not.toMatch(/lang=pl/);
			expect(page.errors.length, name).toBe(1);
			await page.close();
		}
	}, 180_000);

	it('remove() leaves nothing running: no timer, no animation frame, no new socket; it hands over to CasparCG’s own remove()', async () => {
		// CasparCG's HTML producer puts its own remove() on every page before the page's scripts
		// (modules/html/html.cpp): it unloads the page. The host script must call it last.
		const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
		const errors: string[] = [];
		const sockets: PageSocket[] = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		page.on('websocket', (ws) => sockets.push(ws));
		await page.addInitScript(() => {
			const w = window as { remove?: () => void; __casparRemoved?: number };
			w.__casparRemoved = 0;
			w.remove = () => void w.__casparRemoved!++;
		});
		await page.goto(`${server.url}/overlay/t1/scorebug?mode=caspar&lang=en`);
		await ready(page);
		await caspar(page, CG.play);
		await settled(page, '1');
		await expect.poll(() => sockets.length).toBe(1);
		// What an overlay's code keeps going, as the clocks and the ticker do: an interval and a frame loop.
		const counts = () => page.evaluate(() => ({ ...(window as Probe).__probe! }));
		await page.evaluate(() => {
			const probe = ((window as Probe).__probe = { ticks: 0, frames: 0 });
			setInterval(() => probe.ticks++, 10);
			const loop = () => {
				probe.frames++;
				requestAnimationFrame(loop);
			};
			requestAnimationFrame(loop);
		});
		await page.waitForFunction(() => (window as Probe).__probe!.ticks > 2 && (window as Probe).__probe!.frames > 2);
		await settledPaint(page);
		await lookAt(page, { path: `${SHOTS}/scorebug-before-remove.png`, clip: { x: 0, y: 780, width: 960, height: 300 } });
		await caspar(page, CG.remove);
		expect(await painted(page)).toBe(0);
		await lookAt(page, { path: `${SHOTS}/scorebug-after-remove.png`, clip: { x: 0, y: 780, width: 960, height: 300 } });
		const at = await counts();
		await expect.poll(() => sockets[0]!.isClosed(), { timeout: PAGE_WAIT_MS }).toBe(true);
		// Timers fire in the order they fall due: a timeout set now for 400 ms fires after a 10 ms
		// interval set before, and after the socket's first reconnection (at most 312 ms after a
		// loss, wire.ts) had remove() left one pending; two frames later, after the frame loop's next.
		await page.evaluate(() => new Promise<void>((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => r())), 400)));
		expect(await counts()).toEqual(at);
		expect(sockets.length).toBe(1);
		expect(await page.evaluate(() => (window as { __casparRemoved?: number }).__casparRemoved)).toBe(1);
		// A second REMOVE: handed over again, nothing else happens.
		await caspar(page, CG.remove);
		expect(await page.evaluate(() => (window as { __casparRemoved?: number }).__casparRemoved)).toBe(2);
		// A socket the overlay's code opens after REMOVE (its start still waiting on a fetch) is
		// closed once its opener has set its handlers, which are dropped: it never reopens.
		const late = await page.evaluate(async () => {
			const ws = new WebSocket(location.origin.replace('http', 'ws') + '/socket.io/?EIO=4&transport=websocket');
			let reopened = false;
			ws.onclose = () => (reopened = true);
			await new Promise<void>((r) => queueMicrotask(r));
			return { closing: ws.readyState >= WebSocket.CLOSING, handlerDropped: ws.onclose === null, reopened };
		});
		expect(late).toEqual({ closing: true, handlerDropped: true, reopened: false });
		expect(errors).toEqual([]);
		await page.close();
	}, 30_000);

	it('f0 follows another table: the page loads again for it and stays shown', async () => {
		const page = await open('/overlay/t1/scorebug?mode=caspar&lang=pl');
		await ready(page);
		await page.evaluate(() => {
			window.update!('<templateData><componentData id="f0"><data id="text" value="t2"/></componentData></templateData>');
			window.play!();
		});
		await page.waitForURL(/table=t2/);
		await ready(page);
		await waitText(page, '.name', ['Иван Петров', 'Frédéric Caudron']);
		await settled(page, '1');
		await act('t2', { t: 'inning', points: 3 });
		await waitText(page, '.score-v', ['3', '0']);
		await lookAt(page, { path: `${SHOTS}/scorebug-t2-pl.png`, clip: { x: 0, y: 780, width: 960, height: 300 } });
		// Back to the table of the address.
		await page.evaluate(() => window.update!('{"f0":""}'));
		await page.waitForURL((u) => !u.search.includes('table='));
		await ready(page);
		await waitText(page, '.name', ['Anna Nowak', 'Piotr Kowalski']);
		expect(page.errors).toEqual([]);
		await page.close();
	}, 30_000);

	it('next() steps the intro: both players, player 1, player 2, both again, its card kept when the page loads again; the table name can be another', async () => {
		const page = await open('/overlay/t1/intro?mode=caspar&lang=en');
		await ready(page);
		await page.evaluate(() => {
			window.update!('{"f4":"Main arena","f3":"Earl Strickland"}');
			window.play!();
		});
		await waitText(page, '.vs-name', ['Anna Nowak', 'Earl Strickland']);
		expect((await texts(page, '.foot'))[0]).toContain('Main arena');
		await lookAt(page, { path: `${SHOTS}/intro-0.png`, clip: { x: 0, y: 700, width: 1400, height: 380 } });
		const steps: string[][] = [];
		for (let i = 1; i <= 3; i++) {
			await page.evaluate(() => window.next!());
			steps.push(await texts(page, '.big-name, .vs-name'));
			await settledPaint(page);
			await lookAt(page, { path: `${SHOTS}/intro-${i}.png`, clip: { x: 0, y: 700, width: 1400, height: 380 } });
		}
		expect(steps).toEqual([['Anna Nowak'], ['Earl Strickland'], ['Anna Nowak', 'Earl Strickland']]);
		// The card shown stays across the page's own reload (another language): player 1's, in Polish.
		await page.evaluate(() => window.next!());
		await waitText(page, '.big-name', ['Anna Nowak']);
		await page.evaluate(() => window.update!('{"f1":"pl"}'));
		await page.waitForURL(/lang=pl/);
		await ready(page);
		await settled(page, '1');
		expect(await hostState(page)).toMatchObject({ step: 1, shown: true });
		expect(await texts(page, '.big-name, .vs-name')).toEqual(['Anna Nowak']);
		expect(page.url()).not.toMatch(/player=/);
		await settledPaint(page);
		await lookAt(page, { path: `${SHOTS}/intro-card-kept-pl.png`, clip: { x: 0, y: 700, width: 1400, height: 380 } });
		// The scorebug has no steps: next() changes nothing.
		const bug = await open('/overlay/t1/scorebug?mode=caspar');
		await ready(bug);
		await bug.evaluate(() => window.next!());
		expect((await hostState(bug)).step).toBe(0);
		expect(page.errors.concat(bug.errors)).toEqual([]);
		await bug.close();
		await page.close();
	}, 30_000);
});

describe.skipIf(skipWithout(notReady))('?mode=spx: an SPX template', () => {
	it('every overlay: a valid SPXGCTemplateDefinition in a plain script, its fields the ones the overlay takes', async () => {
		for (const entry of OVERLAYS) {
			const table = 't1';
			const spx = await (await fetch(`${server.url}/overlay/${table}/${entry.name}?mode=spx&lang=pl`)).text();
			const d = definitionOf(spx);
			expect(problems(d), entry.name).toEqual([]);
			expect(d!.description).toMatch(/^cuecast · /);
			const takes = Object.keys(hostConfig(entry).fields);
			expect(d!.DataFields.map((f) => f.field), entry.name).toEqual(takes);
			expect(d!.DataFields.map((f) => f.field)).toEqual(entry.host.fields.map((f) => HOST_FIELDS[f].id));
			expect(d!.steps).toBe(entry.host.next ? '3' : '1');
			// Polish titles; the fields start at the address's table and language.
			if (takes.includes('f0')) expect(d!.DataFields[0]).toMatchObject({ field: 'f0', title: 'Stół', value: 't1' });
			expect(d!.DataFields.find((f) => f.field === 'f1')).toMatchObject({ title: 'Język', value: 'pl' });
			// The live overlay in its frame, by full address: SPX serves this file from its own server.
			expect(/<iframe id="cuecast" src="([^"]+)"/.exec(spx)?.[1]?.replaceAll('&#38;', '&')).toBe(`${server.url}/overlay/${table}/${entry.name}?mode=caspar&lang=pl`);
			// …and that page takes exactly the listed fields.
			const caspar = await (await fetch(`${server.url}/overlay/${table}/${entry.name}?mode=caspar`)).text();
			const cfg = JSON.parse(/window\.__CUECAST_HOST__=(\{.*?\})<\/script>/.exec(caspar)![1]!) as { fields: Record<string, string> };
			expect(Object.keys(cfg.fields)).toEqual(takes);
		}
	});

	it('SPX’s calls on load reach the live overlay in its frame: out until play(), update(json) with every listed field, live scores, stop()', async () => {
		const page = await open('/overlay/t1/scorebug?mode=spx');
		// As SPX's renderer does on the template's load: update(json), then play() — the frame is not there yet.
		await page.evaluate(() => {
			window.update!(JSON.stringify({ f0: 't1', f1: 'en', f2: 'Efren Reyes', f3: 'Earl Strickland' }));
		});
		const frame = () => page.frames().find((f) => f.url().includes('mode=caspar'))!;
		await page.waitForFunction(() => (window as { __bridge?: { ready: boolean } }).__bridge?.ready === true);
		await ready(frame());
		await waitText(frame(), '.name', ['Efren Reyes', 'Earl Strickland']);
		expect(await hostState(frame())).toMatchObject({ shown: false, error: null, ignored: [] });
		expect(await painted(page)).toBe(0);
		await page.evaluate(() => window.play!());
		await settled(frame(), '1');
		expect(await painted(page)).toBeGreaterThan(500);
		const racks = (await texts(frame(), '.score-v')).reduce((a, t) => a + Number(t), 0);
		await act('t1', nineOnTheBreak);
		await waitRacks(frame(), racks + 1);
		// A field this overlay does not list is not taken.
		await page.evaluate(() => window.update!('{"f4":"Main arena"}'));
		await frame().waitForFunction(() => window.__host!.ignored.includes('f4'));
		// Another language: the overlay loads itself again in its frame, and stays shown.
		await page.evaluate(() => window.update!(JSON.stringify({ f1: 'ru' })));
		await page.waitForFunction(() => [...document.querySelectorAll('iframe')].length === 1);
		await expect.poll(() => frame().url(), { timeout: PAGE_WAIT_MS }).toMatch(/lang=ru/);
		await ready(frame());
		await settled(frame(), '1');
		await page.waitForTimeout(500);
		await lookAt(page, { path: `${SHOTS}/spx-scorebug-ru.png`, clip: { x: 0, y: 780, width: 960, height: 300 } });
		await page.evaluate(() => window.stop());
		await settled(frame(), '0');
		expect(await painted(page)).toBe(0);
		// CG REMOVE to the template SPX put into CasparCG: the overlay in its frame lets go too.
		expect(await page.evaluate(() => typeof window.remove)).toBe('function');
		const live = page.sockets.filter((ws) => !ws.isClosed());
		expect(live.length).toBe(1);
		await page.evaluate(() => window.remove!());
		await frame().waitForFunction(() => window.__host!.removed);
		await expect.poll(() => live[0]!.isClosed(), { timeout: PAGE_WAIT_MS }).toBe(true);
		expect(page.errors).toEqual([]);
		await page.close();
	}, 40_000);
});

describe.skipIf(skipWithout(notReady))('without a mode', () => {
	it('the page is the built page: no play(), no definition, shown at once', async () => {
		const page = await open('/overlay/t1/scorebug?lang=en');
		await ready(page);
		expect(await page.evaluate(() => [typeof window.play, typeof window.update, typeof window.remove, typeof window.__host, typeof (window as { SPXGCTemplateDefinition?: unknown }).SPXGCTemplateDefinition])).toEqual(
			Array(5).fill('undefined')
		);
		expect(await opacity(page)).toBe('1');
		expect(await painted(page)).toBeGreaterThan(500);
		// Byte for byte the built file, but for the state and the words the server puts in (as
		// before, so the first paint needs no request); an unknown mode too.
		for (const q of ['', '?mode=vmix']) {
			const served = await (await fetch(`${server.url}/overlay/t1/scorebug${q}`)).text();
			expect(served).toContain('window.__CUECAST_WORDS_IN__=');
			const inlined = /<script>window\.__CUECAST_(STATE|WORDS_IN)__=.*?<\/script>/g;
			expect(served.replace(inlined, '')).toBe(readFileSync(join(BUILT, 'scorebug', 'index.html'), 'utf8'));
		}
		await page.close();
	});

	it('every overlay stays within its 12 KB (gzipped page and the heaviest words file it fetches)', () => {
		for (const entry of OVERLAYS) expect(overlayWeight(BUILT, entry.name).total, entry.name).toBeLessThanOrEqual(12 * 1024);
	});
});
