/**
 * Issue 23: the phone viewer shows the score in its first response. A phone on a crowded network
 * gets the table's players and score in the HTML the server sends (no script needed), within a
 * small first screen (its document and styles: ≤ 6 requests, ≤ 40 KB, counted from Chromium's
 * network events), and the page then hydrates and follows the table live as before. Screenshots
 * (with and without scripts, en/pl/ru) go to /tmp/shots/phone/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { assertBuiltAfter, browserMissing, hasBrowser, lookAt, pagesNotReady } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { call } from '../server/helpers';
import { Harness } from './harness';

const h = new Harness('/tmp/shots/phone');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
// The longest names a phone shows: two lines each, beside a two-digit score.
const PLAYERS = ['Дмитрий Александрович Константинопольский', 'Wolfgang Szczęsny-Brzęczyszczykiewicz'];
const TABLE_NAME = 'Стол 12 · Центральный клуб бильярда «Пирамида» Петербург';
const FIRST_SCREEN = { requests: 6, bytes: 40 * 1024 };
/** What a browser cannot paint without; module scripts never hold the first paint. */
const SCREEN_TYPES = new Set(['Document', 'Stylesheet', 'Font']);

beforeAll(async () => {
	if (!hasBrowser()) return;
	assertBuiltAfter('the phone viewer', ['src/routes/view', 'src/hooks.server.ts', 'src/lib/server/page-reads.ts']);
	await h.start();
	await h.table('ph', TABLE_NAME);
	await h.play('ph', { discipline: 'three-cushion', players: PLAYERS, pointsTo: 40 }, [
		{ t: 'inning', points: 7 },
		{ t: 'inning', points: 12 },
		{ t: 'shot', points: 1 }
	]);
}, 90_000);
afterAll(() => h.stop());

/** The scores as the server holds them now, player by player. */
async function scores(): Promise<string[]> {
	const m = await h.current('ph');
	return (m!.summary.players as { score: number }[]).map((p) => String(p.score));
}

/** Every request of a page load as Chromium's network events report it: type and bytes on the wire. */
function recordRequests(cdp: CDPSession) {
	const requests = new Map<string, { url: string; type: string; bytes: number; done: boolean }>();
	cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, done: false }));
	cdp.on('Network.loadingFinished', (e) => {
		const r = requests.get(e.requestId);
		if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
	});
	return requests;
}

describe.skipIf(skipWithout(browserMissing() ?? pagesNotReady()))('the phone viewer’s first response (issue 23)', () => {
	it('carries the table, the players and the score in the HTML, in the asked language', async () => {
		const expected = await scores();
		for (const lang of ['en', 'pl', 'ru'] as const) {
			const res = await fetch(`${h.server.url}/view/ph?lang=${lang}`);
			expect(res.status).toBe(200);
			const html = await res.text();
			expect(html).toContain(`<html lang="${lang}"`);
			expect(html).toContain(TABLE_NAME);
			for (const name of PLAYERS) expect(html).toContain(name);
			// each player's score, in its player's card
			for (const [i, score] of expected.entries()) expect(html).toMatch(new RegExp(`data-player="${i}"[\\s\\S]*?data-score="">${score}<`));
			// no script preloads ahead of the styles on the phone's link
			expect(res.headers.get('link') ?? '').not.toMatch(/modulepreload/);
			expect(html).not.toMatch(/rel="modulepreload"/);
		}
		// the remembered language (its cookie) when the address names none
		const pl = await fetch(`${h.server.url}/view/ph`, { headers: { cookie: 'cuecast_lang=pl' } }).then((r) => r.text());
		expect(pl).toContain('<html lang="pl"');
	});

	it('shows the score with scripts off, from the HTML alone (en, pl, ru)', async () => {
		const expected = await scores();
		for (const lang of ['en', 'pl', 'ru'] as const) {
			const context = await h.browser.newContext({ ...PHONE, javaScriptEnabled: false });
			const page = await context.newPage();
			await page.goto(`${h.server.url}/view/ph?lang=${lang}`);
			for (const [i, score] of expected.entries()) expect(await page.locator(`[data-player="${i}"] [data-score]`).innerText()).toBe(score);
			const body = await page.locator('body').innerText();
			for (const name of PLAYERS) expect(body).toContain(name);
			// styled: the score is the big number, not body text
			const size = await page.locator('[data-player="0"] [data-score]').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
			expect(size).toBeGreaterThan(30);
			await lookAt(page, { path: `/tmp/shots/phone/first-response-noscript-${lang}-390.png`, fullPage: true });
			await context.close();
		}
	});

	it('needs at most 6 requests and 40 KB for its first screen; the scripts come after', async () => {
		const context = await h.browser.newContext(PHONE);
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		await cdp.send('Network.enable');
		const requests = recordRequests(cdp);
		await page.goto(`${h.server.url}/view/ph?lang=ru`);
		// hydrated and live: the socket is connected
		await page.waitForSelector('.viewer[data-status="connected"] section.board', { timeout: 30_000 });
		const all = [...requests.values()];
		const screen = all.filter((r) => SCREEN_TYPES.has(r.type));
		await expect.poll(() => screen.every((r) => r.done), { timeout: 15_000 }).toBe(true);
		const bytes = screen.reduce((n, r) => n + r.bytes, 0);
		console.log(`phone first screen: ${screen.length} requests, ${(bytes / 1024).toFixed(1)} KB (${screen.map((r) => `${r.type} ${r.bytes}`).join(', ')}); the whole page: ${all.length} requests`);
		expect(screen.length).toBeLessThanOrEqual(FIRST_SCREEN.requests);
		expect(bytes).toBeLessThanOrEqual(FIRST_SCREEN.bytes);
		// the score needs none of the scripts: they are not render-blocking, and the page did load them
		expect(all.some((r) => r.type === 'Script')).toBe(true);
		await context.close();
	}, 60_000);

	it('hydrates without a flash or an error and then follows the table live; a removed table says so', async () => {
		const context = await h.browser.newContext(PHONE);
		const page = await context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		page.on('console', (m) => {
			if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text());
		});
		for (const lang of ['en', 'pl', 'ru'] as const) {
			await page.goto(`${h.server.url}/view/ph?lang=${lang}`);
			await page.waitForSelector('.viewer[data-status="connected"] section.board', { timeout: 30_000 });
			await lookAt(page, { path: `/tmp/shots/phone/live-${lang}-390.png`, fullPage: true });
		}
		// a stroke reaches the hydrated page by its socket
		const m = (await h.current('ph'))!;
		const shooter = m.summary.turn as number;
		await h.act('ph', m.id, m.revision, { t: 'shot', points: 1 });
		const next = (await scores())[shooter];
		await page.waitForFunction(([i, s]) => document.querySelector(`[data-player="${i}"] [data-score]`)?.textContent === s, [shooter, next] as const, { timeout: 15_000 });
		// the table is removed while watched: the page says so (the state it was sent is not kept)
		await h.table('gone', 'Стол 13');
		await h.play('gone', { discipline: 'three-cushion', players: PLAYERS, pointsTo: 40 }, [{ t: 'shot', points: 1 }]);
		await page.goto(`${h.server.url}/view/gone?lang=en`);
		await page.waitForSelector('.viewer[data-status="connected"] section.board', { timeout: 30_000 });
		const removed = await call(h.socket, 'table:remove', { table: 'gone' });
		expect(removed.ok).toBe(true);
		await page.waitForSelector('.viewer p.msg', { timeout: 15_000 });
		expect(await page.locator('section.board').count()).toBe(0);
		expect(errors).toEqual([]);
		await context.close();
	}, 90_000);

	it('answers an unknown or impossible table as before: the page waits for it', async () => {
		for (const path of ['/view/nosuch?lang=en', '/view/NOT..VALID?lang=en']) {
			const res = await fetch(`${h.server.url}${path}`);
			expect(res.status).toBe(200);
			const html = await res.text();
			expect(html).not.toContain('data-score');
			expect(html).toContain('class="msg');
		}
	});
});
