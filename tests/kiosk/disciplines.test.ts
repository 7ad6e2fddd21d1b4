/**
 * Issue 16 on the wall display and the phone viewer, in Chromium against a real server: a
 * snooker table (frames won, the frame's points, the break under way, the highest break, the
 * frame line with reds, points remaining and snookers required, the ball on), live strokes
 * without a reload, a Russian pyramid table (the shelves) and 10-ball, in en/pl/ru, at 1080p,
 * 1024×768 and on a phone. Screenshots go to /tmp/kiosk-shots/. Needs a build (npm run build).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, browserMissing } from '../support/browser';
import { PYRAMID, SNOOKER, TEN_BALL } from '../overlays/support/disciplines';
import { fitsScreen, Harness, text } from './harness';
import { skipWithout } from '../support/prerequisites';

const built = existsSync(join(import.meta.dirname, '..', '..', 'build', 'handler.js'));
if (!built) throw new Error('kiosk tests need a build: run `npm run build` first');

const h = new Harness('/tmp/kiosk-shots');
let snooker: { match: number; revision: number };

beforeAll(async () => {
	if (!hasBrowser()) return;
	await h.start();
	await h.table('snooker', 'Стол 1 · снукер');
	snooker = await h.play('snooker', SNOOKER.match, SNOOKER.actions as Record<string, unknown>[]);
	await h.table('pyramid', 'Table 2');
	await h.play('pyramid', PYRAMID.match, PYRAMID.actions as Record<string, unknown>[]);
	await h.table('ten', 'Table 3');
	await h.play('ten', TEN_BALL.match, TEN_BALL.actions as Record<string, unknown>[]);
}, 120_000);
afterAll(async () => {
	await h?.stop();
});

const numbers = (page: Awaited<ReturnType<typeof h.open>>, sel: string) => page.$$eval(sel, (els) => els.map((e) => e.textContent!.trim()));
/** The stats under each player: label → value. */
const stats = (page: Awaited<ReturnType<typeof h.open>>) =>
	page.$$eval('.player', (players) => players.map((p) => Object.fromEntries([...p.querySelectorAll('.stat')].map((s) => [s.querySelector('dt')!.textContent!.trim(), s.querySelector('dd')!.textContent!.trim()]))));

describe.skipIf(skipWithout(browserMissing()))('snooker, pyramid and 10-ball on the wall display', () => {
	it('snooker: frames won, the frame points, the break under way, the highest break; the frame line and the ball on', async () => {
		const page = await h.open('/kiosk/snooker?lang=en');
		await page.waitForSelector('section.board[data-family="snooker"]');
		expect(await numbers(page, '[data-score]')).toEqual(['2', '1']);
		expect(await page.$$eval('.score-label', (els) => els.map((e) => e.textContent))).toEqual(['Frames', 'Frames']);
		expect(await stats(page)).toEqual([
			{ Points: '87', Brk: '39', 'Highest break': '48' },
			{ Points: '7', 'Highest break': '7' }
		]);
		const frame = await text(page, '[data-frame]');
		for (const part of ['Frame 4', 'Reds 2', 'Remaining 50', 'Snookers required: 30 pts']) expect(frame).toContain(part);
		expect(await text(page, '[data-ball-on]')).toBe('On: Colour');
		// the header keeps the table and the discipline readable (the frame line is not in it)
		expect(await page.$eval('header .title', (e) => e.getBoundingClientRect().width)).toBeGreaterThan(600);
		await fitsScreen(page);
		await h.shot(page, 'disc-kiosk-snooker-en');
		// a stroke on the console: the pink (6) — the points, the break and what is left move at once
		snooker.revision = await h.act('snooker', snooker.match, snooker.revision, { t: 'shot', potted: ['pink'] });
		await page.waitForFunction(() => document.querySelector('[data-frame]')?.textContent?.includes('Remaining 43'));
		expect(await stats(page)).toEqual([
			{ Points: '93', Brk: '45', 'Highest break': '48' },
			{ Points: '7', 'Highest break': '7' }
		]);
	});

	it('snooker in Polish and Russian, on a 1024×768 screen and on a phone: it fits', async () => {
		for (const lang of ['pl', 'ru']) {
			const tv = await h.open(`/kiosk/snooker?lang=${lang}`, { width: 1024, height: 768 });
			await tv.waitForSelector('[data-frame]');
			await fitsScreen(tv);
			await h.shot(tv, `disc-kiosk-snooker-${lang}-1024`);
			const phone = await h.open(`/view/snooker?lang=${lang}`, { width: 390, height: 844 }, { mobile: true });
			await phone.waitForSelector('[data-frame]');
			await fitsScreen(phone);
			await h.shot(phone, `disc-view-snooker-${lang}`);
		}
		const ru = await h.open('/kiosk/snooker?lang=ru');
		await ru.waitForSelector('[data-frame]');
		expect(await text(ru, '[data-frame]')).toContain('Нужны снукеры');
		expect(await ru.$$eval('.score-label', (els) => els.map((e) => e.textContent))).toEqual(['Фреймы', 'Фреймы']);
	});

	it('pyramid: each shelf as balls against the eight that win the frame, and its number', async () => {
		const page = await h.open('/kiosk/pyramid?lang=ru');
		await page.waitForSelector('[data-shelf]');
		expect(await page.$$eval('[data-shelf]', (els) => els.map((e) => [e.getAttribute('data-shelf'), e.querySelectorAll('i').length, e.querySelectorAll('i.on').length]))).toEqual([
			['3', 8, 3],
			['5', 8, 5]
		]);
		expect(await stats(page)).toEqual([{ Полка: '3' }, { Полка: '5' }]);
		expect(await text(page, '[data-frame]')).toBe('Партия 3 · до 8 шаров · 7 на столе');
		expect(await page.$$eval('.score-label', (els) => els.map((e) => e.textContent))).toEqual(['Партии', 'Партии']);
		await fitsScreen(page);
		await h.shot(page, 'disc-kiosk-pyramid-ru');
	});

	it('10-ball: racks and the balls on the table, no frame line', async () => {
		const page = await h.open('/kiosk/ten?lang=pl');
		await page.waitForSelector('section.board[data-family="pool"]');
		expect(await numbers(page, '[data-score]')).toEqual(['3', '2']);
		expect(await page.$$eval('[data-frame]', (els) => els.length)).toBe(0);
		expect(await page.getAttribute('[data-on-table]', 'data-on-table')).toBe('3,4,5,6,7,8,9,10');
		expect(await text(page, '[data-situation]')).toBe('Partia 6');
		await fitsScreen(page);
	});
});
