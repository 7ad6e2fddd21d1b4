/**
 * Issue 11's first asks, in Chromium against the real built server: sponsor images uploaded on
 * /sponsors (a PNG taken; SVG, garbage and an oversized file refused with a reason in the
 * page's language; a viewer gets no form), shown and rotating beside the scorebug and on both
 * wall displays; the ticker overlay with the venue's other matches, live; the clock settings'
 * sound switch. Screenshots go to /tmp/shots-features/ (en, pl, ru).
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir, type Running } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, PAGE_WAIT_MS, pagesNotReady } from '../support/browser';
import { sessionState, Tabs } from '../support/tabs';
import { png } from '../support/png';
import { skipWithout } from '../support/prerequisites';

const notReady = pagesNotReady();
const SHOTS = '/tmp/shots-features';
let server: Running;
let token: string;
let op: ReturnType<typeof connect>;
let browser: Browser;
const tabs = new Tabs(() => browser);

async function act(table: string, match: number, revision: number, action: Record<string, unknown>) {
	const r = await call(op.socket, 'act', { table, match, revision, action });
	if (!r.ok) throw new Error(`${table}: ${r.reason}`);
	return r.revision as number;
}

/** A page in a tab of its size, an operator's (logged in) or a viewer's; its `close()` keeps the tab for the next (tests/support/tabs.ts). */
async function open(path: string, opts: { operator?: boolean; size?: { width: number; height: number } } = {}): Promise<Page & { errors: string[] }> {
	const page = await tabs.open({ viewport: opts.size ?? { width: 1920, height: 1080 }, storageState: opts.operator ? sessionState(server.url, token) : undefined });
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	await page.goto(server.url + path);
	return Object.assign(page, { errors });
}
const shot = (page: Page, name: string) => lookAt(page, { path: `${SHOTS}/${name}.png` });
async function eventually(fn: () => Promise<boolean>, what: string, ms = 5000) {
	const end = Date.now() + ms;
	while (!(await fn())) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 50));
	}
}
const sponsorIds = async () => ((await (await fetch(`${server.url}/api/sponsors`)).json()).sponsors as { id: string }[]).map((s) => s.id);

let t2: { match: number; revision: number };

beforeAll(async () => {
	if (notReady) return;
	assertBuiltAfter('the sponsor and ticker sources', ['src', 'overlays']);
	mkdirSync(SHOTS, { recursive: true });
	server = await startServer({ dataDir: tempDir('cuecast-features-') });
	token = (await login(server.url, server.pin!)).token!;
	op = connect(server.url, { token });
	await connected(op.socket);
	browser = await launchBrowser(['--font-render-hinting=none']);
	const tables = [
		['t1', 'Table 1', { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 7 }],
		['t2', 'Table 2', { discipline: 'nine-ball', players: ['Kowalski', 'Nowak'], raceTo: 7 }],
		['t3', 'Table 3', { discipline: 'three-cushion', players: ['Иван Петров', 'Frédéric Caudron'], pointsTo: 40 }],
		['t4', 'Table 4', { discipline: 'nine-ball', players: ['Shane Van Boening', 'Joshua Filler'], raceTo: 1 }]
	] as const;
	for (const [id, name, setup] of tables) {
		await call(op.socket, 'table:create', { id, name });
		const started = await call(op.socket, 'match:start', { table: id, setup, replaces: null });
		if (!started.ok) throw new Error(started.reason);
		if (id === 't2') t2 = { match: started.state.match.id, revision: 0 };
		// Shane pots the 9 on the break: 1–0, a finished match shows its result in the ticker
		if (id === 't4') await act(id, started.state.match.id, 0, { t: 'shot', potted: [9], rails: 4 });
	}
	t2.revision = await act('t2', t2.match, 0, { t: 'shot', potted: [1], rails: 4 });
}, 90_000);

afterAll(async () => {
	op?.socket.close();
	await tabs.closeAll();
	await browser?.close();
	await server?.stop();
});

describe.skipIf(skipWithout(notReady))('sponsor images on /sponsors', () => {
	it('a viewer sees the list and a login hint, no upload form', async () => {
		const page = await open('/sponsors?lang=en');
		await page.waitForSelector('[data-testid=login-hint]');
		expect(await page.locator('[data-testid=upload]').count()).toBe(0);
		// the way back to the tables
		expect(await page.locator('a.back').getAttribute('href')).toBe('/');
		expect(await page.locator('a.back').innerText()).toBe('← Tables');
		await page.close();
	});

	it('an operator uploads PNGs; SVG, garbage and an oversized file are refused with a reason in the page’s language', async () => {
		const page = await open('/sponsors?lang=pl', { operator: true });
		await page.waitForSelector('[data-testid=upload]');
		const file = page.locator('input[type=file]');
		await file.setInputFiles({ name: 'Klub Bila.png', mimeType: 'image/png', buffer: png(360, 120, 0x2a7fd4) });
		expect(await page.inputValue('input[name=name]')).toBe('Klub Bila');
		await page.click('button.primary');
		await page.waitForSelector('[data-sponsor]');
		expect(await page.locator('[data-testid=message]').innerText()).toBe('Dodano „Klub Bila”.');

		await file.setInputFiles({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
		await page.click('button.primary');
		await eventually(async () => (await page.locator('[data-testid=message]').innerText()).includes('SVG'), 'the SVG refusal');
		expect(await page.locator('[data-testid=message]').innerText()).toBe('Odrzucono: obrazy SVG nie są przyjmowane (mogą zawierać skrypty): wyślij PNG, JPEG lub WebP');

		await file.setInputFiles({ name: 'noise.png', mimeType: 'image/png', buffer: Buffer.from('definitely not an image') });
		await page.click('button.primary');
		await page.waitForFunction(() => document.querySelector('[data-testid=message]')?.textContent?.includes('tego obrazu'));

		await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png(8, 8, 0), Buffer.alloc(2.5 * 1024 * 1024)]) });
		await page.click('button.primary');
		await page.waitForFunction(() => document.querySelector('[data-testid=message]')?.textContent?.includes('większy niż 2'));
		expect(await page.locator('[data-sponsor]').count()).toBe(1);

		for (const [name, colour, w, count] of [['Cue Maker', 0xd43a2a, 200, 2], ['Cloth Co', 0x2ad45a, 300, 3]] as const) {
			await file.setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png(w, 100, colour) });
			await page.click('button.primary');
			await page.waitForFunction((n) => document.querySelectorAll('[data-sponsor]').length === n, count);
		}
		expect(await page.locator('[data-sponsor] .name').allInnerTexts()).toEqual(['1. Klub Bila', '2. Cue Maker', '3. Cloth Co']);
		// Cloth Co up one: the order is the server's, pushed back to the page
		const before = await sponsorIds();
		await page.locator('[data-sponsor]').nth(2).getByRole('button', { name: 'W górę' }).click();
		await eventually(async () => (await sponsorIds())[1] === before[2], 'the new order');
		await page.waitForFunction((id) => document.querySelectorAll('[data-sponsor]')[1]?.getAttribute('data-sponsor') === id, before[2]);
		expect(page.errors).toEqual([]);
		for (const lang of ['en', 'pl', 'ru']) {
			await page.goto(`${server.url}/sponsors?lang=${lang}`);
			await page.waitForSelector('[data-sponsor]');
			await shot(page, `sponsors-page-${lang}`);
		}
		await page.setViewportSize({ width: 390, height: 844 });
		await shot(page, 'sponsors-page-ru-390');
		await page.close();
	}, 60_000);
});

describe.skipIf(skipWithout(notReady))('sponsor slots on the scorebug and the walls', () => {
	it('the scorebug shows the images beside the graphic, rotating; ?sponsors=0 hides them', async () => {
		const page = await open('/overlay/t1/scorebug?rotate=2&lang=pl');
		await page.waitForSelector('.spons:not(.off) img.on');
		const first = await page.getAttribute('.spons', 'data-current');
		expect(await page.getAttribute('.spons', 'data-sponsors')).toBe('3');
		// beside the card, not over it (measured once the card's entry animation has ended: it slides up 14 px)
		await page.waitForFunction(() => document.querySelector('.bug')?.getAnimations().every((a) => a.playState === 'finished'));
		const [bug, slot] = await Promise.all([page.locator('.bug').boundingBox(), page.locator('.spons').boundingBox()]);
		expect(slot!.x).toBeGreaterThanOrEqual(bug!.x + bug!.width);
		expect(Math.abs(slot!.y + slot!.height - (bug!.y + bug!.height))).toBeLessThan(2);
		await page.waitForFunction((id) => document.querySelector('.spons')?.getAttribute('data-current') !== id, first, { timeout: PAGE_WAIT_MS });
		await page.waitForTimeout(1000);
		await shot(page, 'scorebug-sponsor-pl');
		// a new image arrives without a reload
		await fetch(`${server.url}/api/sponsors?name=Late`, { method: 'POST', headers: { cookie: `cuecast_session=${token}` }, body: new Uint8Array(png(100, 100, 0xffaa00)) });
		await page.waitForFunction(() => document.querySelector('.spons')?.getAttribute('data-sponsors') === '4');
		const hidden = await open('/overlay/t1/scorebug?sponsors=0');
		await hidden.waitForSelector('html[data-ready="1"]');
		expect(await hidden.locator('.spons').count()).toBe(0);
		expect([...page.errors, ...hidden.errors]).toEqual([]);
		await page.close();
		await hidden.close();
	}, 30_000);

	it('both wall displays show the images and rotate them', async () => {
		for (const [path, name] of [['/kiosk/t1?rotate=2&lang=en', 'wall-table-sponsors-en'], ['/kiosk?rotate=2&lang=ru', 'wall-venue-sponsors-ru']] as const) {
			const page = await open(path);
			await page.waitForSelector('aside.sponsors img.on');
			const first = await page.getAttribute('aside.sponsors', 'data-current');
			await page.waitForFunction((id) => document.querySelector('aside.sponsors')?.getAttribute('data-current') !== id, first, { timeout: PAGE_WAIT_MS });
			expect(await page.locator('aside.sponsors img.on').count()).toBe(1);
			await page.waitForTimeout(1000);
			await shot(page, name);
			expect(page.errors).toEqual([]);
			await page.close();
		}
		// the slot covers nothing of the board: a carom table, and beside the QR code
		for (const [path, name] of [['/kiosk/t3?lang=pl', 'wall-carom-sponsors-pl'], ['/kiosk/t1?qr=1&lang=ru', 'wall-table-qr-sponsors-ru']] as const) {
			const page = await open(path);
			await page.waitForSelector('aside.sponsors img.on');
			await page.waitForTimeout(1200);
			const slot = (await page.locator('aside.sponsors').boundingBox())!;
			const covered = await page.evaluate(
				([x, y, w, h]) =>
					[...document.querySelectorAll<HTMLElement>('.board *')].filter((e) => {
						const r = e.getBoundingClientRect();
						// What a viewer could see: a leaf with text, or a drawn thing (a ball, a flag, an
						// image). An empty footer line the slot sits in shows nothing to cover.
						const shows = (e.textContent ?? '').trim() !== '' || /^(IMG|SVG|CANVAS|I|svg)$/.test(e.tagName) || getComputedStyle(e).backgroundImage !== 'none';
						return e.childElementCount === 0 && shows && r.width > 0 && r.left < x + w && r.right > x && r.top < y + h && r.bottom > y;
					}).length,
				[slot.x, slot.y, slot.width, slot.height]
			);
			expect(covered, name).toBe(0);
			await shot(page, name);
			await page.close();
		}
		const hidden = await open('/kiosk/t1?sponsors=0');
		await hidden.waitForSelector('[data-status=connected]');
		await hidden.waitForTimeout(500);
		expect(await hidden.locator('aside.sponsors').count()).toBe(0);
		await hidden.close();
	}, 30_000);
});

describe.skipIf(skipWithout(notReady))('the ticker overlay', () => {
	it('shows the other tables’ live scores and results, and follows them live', async () => {
		const page = await open('/overlay/t1/ticker?exclude=t1&lang=en');
		await page.waitForFunction(() => Number(document.documentElement.dataset.items) === 3);
		const items = () => page.evaluate(() => (window as unknown as { __ticker: { items: string[] } }).__ticker.items);
		expect(await items()).toEqual([
			'Table 2 · Kowalski 0–0 Nowak · Race to 7',
			'Table 3 · Иван Петров 0–0 Frédéric Caudron · To 40 points',
			'Table 4 · Shane Van Boening 1–0 Joshua Filler · Shane Van Boening wins'
		]);
		// Kowalski (still at the table after the break) pots the 9: the ticker says so without a reload
		t2.revision = await act('t2', t2.match, t2.revision, { t: 'shot', potted: [9] });
		await page.waitForFunction(() => (window as unknown as { __ticker: { items: string[] } }).__ticker.items[0]?.includes('1–0'));
		expect((await items())[0]).toBe('Table 2 · Kowalski 1–0 Nowak · Race to 7');
		// a strip along the whole bottom edge
		const box = (await page.locator('.ticker').boundingBox())!;
		expect([box.x, box.width, Math.round(box.y + box.height)]).toEqual([0, 1920, 1080]);
		// a new table joins the strip; wider than the screen now, it scrolls, by transform only
		await call(op.socket, 'table:create', { id: 't5', name: 'Stół 5' });
		await call(op.socket, 'match:start', { table: 't5', setup: { discipline: 'straight-pool', players: ['Dmitrij Aleksandrowicz Konstantinopolski', 'Wiktoria Szczepańska-Wróblewska'], pointsTo: 100 }, replaces: null });
		await page.waitForFunction(() => Number(document.documentElement.dataset.items) === 4);
		expect(await page.locator('.track .copy').count()).toBe(2);
		const a = await page.locator('.track').evaluate((e) => getComputedStyle(e).transform);
		await page.waitForFunction((was) => getComputedStyle(document.querySelector('.track')!).transform !== was, a, { timeout: PAGE_WAIT_MS });
		await shot(page, 'ticker-en');
		for (const lang of ['pl', 'ru']) {
			const p = await open(`/overlay/t1/ticker?exclude=t1&lang=${lang}`);
			await p.waitForFunction(() => Number(document.documentElement.dataset.items) === 4);
			await shot(p, `ticker-${lang}`);
			if (lang === 'pl') expect((await p.evaluate(() => (window as unknown as { __ticker: { items: string[] } }).__ticker.items))[0]).toContain('Gra do 7');
			expect(p.errors).toEqual([]);
			await p.close();
		}
		expect(page.errors).toEqual([]);
		await page.close();
	}, 30_000);

	it('paints the venue from its page, before its socket connects (issue 22 item 19)', async () => {
		// The socket is held back (never connected to the server): what shows came with the page.
		const html = await (await fetch(`${server.url}/overlay/t1/ticker?lang=en`)).text();
		expect(html).toContain('window.__CUECAST_VENUE__=');
		const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
		await context.routeWebSocket(/\/socket\.io\//, () => {});
		const page = await context.newPage();
		await page.goto(`${server.url}/overlay/t1/ticker?exclude=t1&lang=en`);
		await page.waitForFunction(() => document.documentElement.dataset.ready === '1');
		const items = await page.evaluate(() => (window as unknown as { __ticker: { items: string[] } }).__ticker.items);
		expect(items[0]).toBe('Table 2 · Kowalski 1–0 Nowak · Race to 7');
		expect(items.some((i) => i.startsWith('Stół 5 · '))).toBe(true);
		expect(await page.evaluate(() => document.documentElement.dataset.status)).not.toBe('connected');
		await context.close();
	}, 30_000);
});

describe.skipIf(skipWithout(notReady))('the shot clock’s sound switch in the console', () => {
	it('is a checkbox in the clock settings; saved, every screen’s clock has the sound on', async () => {
		const page = await open('/console/t1?lang=en', { operator: true });
		await page.waitForSelector('[data-clock]');
		await page.locator('section.clock button.settings').click();
		await page.waitForSelector('[data-testid=clock-settings]');
		expect(await page.isChecked('input[name=sound]')).toBe(false);
		await page.check('input[name=sound]');
		await shot(page, 'console-clock-settings-en');
		await page.click('[data-testid=clock-settings] button.primary');
		await page.waitForSelector('[data-testid=clock-settings]', { state: 'detached' });
		const state = await (await fetch(`${server.url}/api/tables/t1`)).json();
		expect(state.state.clockConfig.sound).toBe(true);
		expect(page.errors).toEqual([]);
		await page.close();
		for (const lang of ['pl', 'ru']) {
			const p = await open(`/console/t1?lang=${lang}`, { operator: true });
			await p.locator('section.clock button.settings').click();
			await p.waitForSelector('[data-testid=clock-settings]');
			expect(await p.isChecked('input[name=sound]')).toBe(true);
			await shot(p, `console-clock-settings-${lang}`);
			await p.close();
		}

		// a wall nobody has touched: the ticks are due, the browser holds the audio back, the hint says to click
		await call(op.socket, 'clock:config', { table: 't1', config: { shotSeconds: 12, sound: true } });
		// The autoplay policy of a browser on a TV (headless Chromium lets audio start at once):
		// the audio stays suspended until the first click.
		const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
		await context.addInitScript(() => {
			const Real = window.AudioContext;
			let gesture = false;
			addEventListener('pointerdown', () => (gesture = true), true);
			window.AudioContext = class extends Real {
				override get state() {
					return gesture ? super.state : 'suspended';
				}
				override resume() {
					return gesture ? super.resume() : Promise.reject(new Error('autoplay policy'));
				}
			} as typeof AudioContext;
		});
		const wall = Object.assign(await context.newPage(), { errors: [] as string[] });
		wall.on('pageerror', (e) => wall.errors.push(String(e)));
		await wall.goto(`${server.url}/kiosk/t1?lang=pl`);
		await wall.waitForSelector('.board');
		// A viewer's phone at the same table follows the same clock and stays silent: the sound
		// is for the venue's speakers, not for a phone in a pocket.
		const phone = Object.assign(await context.newPage(), { errors: [] as string[] });
		phone.on('pageerror', (e) => phone.errors.push(String(e)));
		await phone.setViewportSize({ width: 390, height: 844 });
		await phone.goto(`${server.url}/view/t1?lang=pl`);
		await phone.waitForSelector('.board');
		expect((await call(op.socket, 'clock:start', { table: 't1' })).ok).toBe(true);
		type Log = { cue: string; audible: boolean }[];
		const logOf = (p: Page) => p.evaluate(() => (window as unknown as { __clockSound?: { log: Log } }).__clockSound?.log ?? []) as Promise<Log>;
		const log = () => logOf(wall);
		await eventually(async () => (await log()).some((l) => l.cue === 'tick'), 'a tick in the last 10 s', 8000);
		expect((await log()).every((l) => !l.audible)).toBe(true);
		await phone.waitForSelector('[data-shot-clock]');
		expect(await logOf(phone)).toEqual([]);
		expect(await phone.locator('[data-testid=sound-hint]').count()).toBe(0);
		expect(phone.errors).toEqual([]);
		{
			await wall.waitForSelector('[data-testid=sound-hint]');
			expect(await wall.locator('[data-testid=sound-hint]').innerText()).toContain('Kliknij, aby włączyć dźwięk');
			await shot(wall, 'wall-sound-hint-pl');
			await wall.mouse.click(900, 500);
			await wall.waitForSelector('[data-testid=sound-hint]', { state: 'detached' });
			await eventually(async () => (await log()).some((l) => l.audible), 'an audible tick after the click');
		}
		expect(await logOf(phone)).toEqual([]);
		await call(op.socket, 'clock:stop', { table: 't1' });
		expect(wall.errors).toEqual([]);
		await context.close();
	}, 40_000);
});
