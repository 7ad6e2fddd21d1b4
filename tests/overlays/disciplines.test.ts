/**
 * Issue 16's boards in Chromium: the scorebug with a snooker and a pyramid match, the snooker
 * break overlay (the balls of a break followed stroke by stroke), the pyramid shelf overlay and
 * the result card's "wins frame", against the overlay test server with real engine runs
 * (tests/overlays/support/disciplines.ts), in English, Polish and Russian. Screenshots go to
 * /tmp/overlay-shots/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserMissing, hasBrowser, lookAt, PAGE_WAIT_MS } from '../support/browser';
import { buildOverlays } from './support/build';
import { PYRAMID, SNOOKER, SNOOKER_SNOOKERS, TEN_BALL, disciplineStates } from './support/disciplines';
import { stateFrom } from './support/fixtures';
import { decodePng } from './support/png';
import { overlayPage } from './support/page';
import { startTestServer, type TestServer } from './support/server';
import { skipWithout } from '../support/prerequisites';
import { painted } from '../support/browser';

const SHOTS = '/tmp/overlay-shots';

describe.skipIf(skipWithout(browserMissing()))('snooker, pyramid and 10-ball on the overlays', () => {
	let srv: TestServer;
	let browser: Browser;
	let page: Page;
	let words: string[] = [];

	beforeAll(async () => {
		mkdirSync(SHOTS, { recursive: true });
		srv = await startTestServer({ dir: buildOverlays(), states: disciplineStates() });
		({ browser, page } = await overlayPage());
		page.on('request', (r) => void (r.url().includes('/words-') && words.push(r.url())));
	}, 120_000);
	afterAll(async () => {
		await browser?.close();
		await srv?.close();
	});

	async function open(table: string, overlay: string, lang = 'en') {
		words = [];
		await page.goto(`${srv.url}/overlay/${table}/${overlay}?lang=${lang}`);
		await page.waitForSelector('html[data-ready="1"]', { timeout: PAGE_WAIT_MS });
		await painted(page);
	}
	const texts = (sel: string) => page.$$eval(sel, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
	const shot = (name: string) => lookAt(page.locator('#gfx'), { path: `${SHOTS}/${name}.png` });
	/** Pixels drawn outside the graphic's box (the page must stay transparent there). */
	async function paintedOutside(): Promise<number> {
		const box = await page.evaluate(() => {
			const r = document.getElementById('gfx')!.getBoundingClientRect();
			return { x: r.x, y: r.y, w: r.width, h: r.height };
		});
		const img = decodePng(await page.screenshot({ omitBackground: true }));
		let n = 0;
		for (let y = 0; y < img.height; y += 8)
			for (let x = 0; x < img.width; x += 8) {
				const near = x >= box.x - 40 && x <= box.x + box.w + 40 && y >= box.y - 40 && y <= box.y + box.h + 40;
				if (!near && img.alpha(x, y) > 0) n++;
			}
		return n;
	}

	it('scorebug, snooker: frames won, the frame points beside them, the break as the run badge, the frame line', async () => {
		await open('snooker', 'scorebug');
		expect(await texts('.score-v')).toEqual(['2', '1']);
		expect(await texts('.pts')).toEqual(['87', '7']);
		expect(await texts('.row.active .run')).toEqual(['BREAK 39']);
		expect((await texts('.head .target'))[0]).toMatch(/^Best of 7\b/);
		const foot = (await texts('.foot'))[0];
		for (const part of ['FRAME 4', 'REDS 2', 'REMAINING 50', 'SNOOKERS REQUIRED: 30 PTS']) expect(foot).toContain(part);
		// its words are snooker's, in the page (no request): one file, no fallback to the whole page's
		expect(words).toEqual([]);
		expect(await page.evaluate(() => Object.keys((window as { __CUECAST_WORDS_IN__?: object }).__CUECAST_WORDS_IN__ ?? {}).map((u) => u.replace(/.*-(en-[\w-]+)\.json$/, '$1')))).toEqual(['en-snooker']);
		expect(await paintedOutside()).toBe(0);
		await shot('disc-scorebug-snooker-en');
	});

	it('scorebug, pyramid: balls on each shelf beside the frames won, the frame line', async () => {
		await open('pyramid', 'scorebug', 'ru');
		expect(await texts('.score-v')).toEqual(['1', '1']);
		expect(await texts('.pts')).toEqual(['3', '5']);
		expect(await texts('.foot')).toEqual(['ПАРТИЯ 3 · ДО 8 ШАРОВ · 7 НА СТОЛЕ']);
		expect(await texts('.disc')).toEqual(['КОМБИНИРОВАННАЯ ПИРАМИДА']);
		await shot('disc-scorebug-pyramid-ru');
	});

	it('scorebug, 10-ball: racks, the breaker, no frame points, the rack under the rows', async () => {
		await open('ten-ball', 'scorebug', 'pl');
		expect(await texts('.score-v')).toEqual(['3', '2']);
		expect(await page.$$eval('.pts', (els) => els.filter((e) => (e as HTMLElement).offsetWidth > 0).length)).toBe(0);
		// the situation line under the rows: the rack
		expect(await texts('.foot')).toEqual(['PARTIA 6']);
		await shot('disc-scorebug-ten-ball-pl');
	});

	it('snooker break: the balls of the break stroke by stroke, the points remaining, reds and ball on', async () => {
		// Frame 4 from its start: the page sees O'Sullivan's second visit ball by ball.
		const n = SNOOKER.actions.length;
		srv.push(stateFrom(SNOOKER, { table: 'sb', actions: n - 11 }));
		await open('sb', 'snooker-break');
		for (let k = n - 10; k <= n; k++) {
			srv.push(stateFrom(SNOOKER, { table: 'sb', actions: k }));
			await page.waitForFunction((rev) => document.documentElement.dataset.revision === String(rev), k);
		}
		expect(await texts('.name')).toEqual(["RONNIE O'SULLIVAN"]);
		expect(await texts('.brk b')).toEqual(['39']);
		// red–black ×4, red–blue, red: the balls in their colours, in order
		expect(await page.$$eval('.balls i', (els) => els.map((e) => e.className))).toEqual(['b1', 'b7', 'b1', 'b7', 'b1', 'b7', 'b1', 'b7', 'b1', 'b5', 'b1']);
		expect(await texts('.pill')).toEqual(['ON: COLOUR', 'REDS 2', 'REMAINING 50', 'SNOOKERS REQUIRED: 30 PTS']);
		expect(await page.$$eval('.pill.warn', (els) => els.length)).toBe(1);
		await shot('disc-snooker-break-en');
		// an undo: the last red goes back (an undo is the match's next action, as the server logs it)
		srv.push(stateFrom(SNOOKER, { table: 'sb', actions: n + 1, patch: (doc) => doc.actions.push({ t: 'undo' }) }));
		await page.waitForFunction(() => document.querySelector('.brk b')?.textContent === '38');
		expect(await page.$$eval('.balls i', (els) => els.length)).toBe(10);
	});

	it('snooker break: joined during a break, the points before show as a number; Russian and Polish words fit', async () => {
		await open('snooker', 'snooker-break', 'ru');
		expect(await texts('.brk')).toEqual(['БРЕЙК\n39']);
		expect(await page.$eval('.balls', (e) => (e as HTMLElement).offsetHeight)).toBe(0);
		await open('snookers', 'snooker-break', 'pl');
		expect(await texts('.pill')).toEqual(['GRA NA: BRĄZOWA', 'NA STOLE 22', 'POTRZEBNE SNOOKERY: 31 PKT']);
		// no pill spills out of the panel
		const spill = await page.evaluate(() => {
			const panel = document.querySelector('.sb')!.getBoundingClientRect();
			return [...document.querySelectorAll('.pill')].filter((p) => p.getBoundingClientRect().right > panel.right + 0.5).length;
		});
		expect(spill).toBe(0);
		await shot('disc-snooker-break-snookers-pl');
	});

	it('pyramid shelf: each shelf as its balls against the eight that win the frame, the frame and the balls on the table', async () => {
		await open('pyramid', 'pyramid-shelf', 'ru');
		const shelves = await page.$$eval('.shelf', (els) => els.map((e) => [e.querySelectorAll('.balls i').length, e.querySelectorAll('.balls i.on').length]));
		expect(shelves).toEqual([
			[8, 3],
			[8, 5]
		]);
		expect(await texts('.frame')).toEqual(['ПАРТИЯ 3 · ДО 8 ШАРОВ']);
		expect(await texts('.tbl')).toEqual(['7 НА СТОЛЕ']);
		expect(await texts('.shelf.active .name')).toEqual(['ИВАН ПЕТРОВ']);
		expect(await paintedOutside()).toBe(0);
		await shot('disc-pyramid-shelf-ru');
	});

	it('the snooker and pyramid overlays stay transparent for another discipline and for a finished match', async () => {
		for (const [table, overlay] of [
			['ten-ball', 'snooker-break'],
			['snooker', 'pyramid-shelf'],
			['pyramid-final', 'pyramid-shelf'],
			['snooker-final', 'snooker-break']
		]) {
			await open(table!, overlay!);
			const box = await page.evaluate(() => document.getElementById('gfx')!.getBoundingClientRect().width);
			expect(box, `${overlay} on ${table}`).toBe(0);
		}
	});

	it('result card: a frame won says "wins frame" (snooker: frame, pyramid: партия), the match card the highest breaks', async () => {
		// (a frame's card follows its event: the page is open when the frame is won)
		srv.push(stateFrom(SNOOKER, { table: 'frame-won', actions: 2 }));
		await open('frame-won', 'result');
		srv.push(stateFrom(SNOOKER, { table: 'frame-won', actions: 3 }));
		await page.waitForSelector('.result.rack');
		expect(await texts('.label')).toEqual(['FRAME 3']);
		expect(await texts('.what')).toEqual(['wins frame 3']);
		srv.push(stateFrom(PYRAMID, { table: 'partia', actions: 1 }));
		await open('partia', 'result', 'ru');
		srv.push(stateFrom(PYRAMID, { table: 'partia', actions: 2 }));
		await page.waitForSelector('.result.rack');
		expect(await texts('.label')).toEqual(['ПАРТИЯ 2']);
		expect(await texts('.what')).toEqual(['выигрывает партию 2']);
		await open('snooker-final', 'result');
		await page.waitForSelector('.result.match');
		expect((await texts('.extra'))[0]).toMatch(/^Highest break: \d+–\d+$/);
		await shot('disc-result-snooker-final-en');
	});

	it('six-red snooker and 10-ball scripts are real engine runs (the fixtures stay valid)', () => {
		for (const doc of [SNOOKER_SNOOKERS, TEN_BALL]) expect(() => stateFrom(doc)).not.toThrow();
	});
});
