/**
 * Issue 22 items 7 and 8 on the competition screens, in Chromium against the real built server:
 * the public page on a 390 px phone shows the whole bracket and standings (nothing past the
 * right edge, the average column on screen) and names a match's table by its name, not its
 * address; the competition wall's latest results show long names at the same size as short
 * ones (wrapped, not shrunk). Screenshots in en, pl and ru at 390×844, 1280×720 and 1920×1080
 * go to /tmp/shots/walls/ (looked at by hand).
 *   npm run build && npx vitest run tests/competitions/walls-phone.test.ts
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionView } from '../../src/lib/competition/types';
import { assertBuiltAfter, launchBrowser, lookAt, PAGE_WAIT_MS, pagesNotReady } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { Tabs } from '../support/tabs';
import { call, connect, connected, login, startServer, tempDir } from '../server/helpers';
import { assign, caromActions, create, playOut, view, type Harness } from './flow-support';

const SHOTS = '/tmp/shots/walls';
const notReady = pagesNotReady();
const LANGS = ['en', 'pl', 'ru'] as const;
const PHONE = { width: 390, height: 844 };
const LONG = ['Grzegorz Brzęczyszczykiewicz', 'Константин Константинопольский', 'Aleksandra Wiśniewska-Grzybowska', 'Sameh Sidhom'];

describe.skipIf(skipWithout(notReady))('competition screens: the phone page and the wall (issue 22)', () => {
	let h: Harness;
	let browser: Browser;
	const tabs = new Tabs(() => browser);
	let rr: CompetitionView;
	/** A final of two, played: its wall has nothing live or next, so it shows the latest results. */
	let done: CompetitionView;
	const errors: string[] = [];

	beforeAll(async () => {
		assertBuiltAfter('the competition pages and walls', ['src/routes/competitions', 'src/lib/competition-page', 'src/lib/kiosk', 'src/routes/kiosk']);
		mkdirSync(SHOTS, { recursive: true });
		const server = await startServer({ dataDir: tempDir('cuecast-comp-walls-') });
		const token = (await login(server.url, server.pin!)).token!;
		const op = connect(server.url, { token });
		await connected(op.socket);
		h = { server, token, op };
		for (const [id, name] of [['t1', 'Main arena'], ['t2', 'Window table']]) {
			const r = await call(op.socket, 'table:create', { id, name });
			expect(r.ok, r.reason).toBe(true);
		}
		rr = await create(h, {
			name: 'Liga trzech band',
			format: 'round-robin',
			setup: { discipline: 'three-cushion', pointsTo: 3 },
			players: LONG.map((name) => ({ name })),
			seeding: 'hand',
			tables: ['t1', 't2']
		});
		// one match played (standings with averages), one on a table
		const [first, second] = rr.matches.filter((m) => m.status === 'ready');
		const played = await assign(h, rr.id, first!.id, 't1');
		await playOut(h, rr.id, played, caromActions(played, { [played.players[0]!]: [1, 2], [played.players[1]!]: [0, 1] }));
		await assign(h, rr.id, second!.id, 't2');
		rr = await view(h, rr.id);
		done = await create(h, {
			name: 'Final',
			format: 'single-elimination',
			setup: { discipline: 'three-cushion', pointsTo: 3 },
			players: [{ name: LONG[1] }, { name: LONG[3] }],
			seeding: 'hand',
			tables: ['t1']
		});
		const final = await assign(h, done.id, done.matches[0]!.id, 't1');
		done = await playOut(h, done.id, final, caromActions(final, { [final.players[0]!]: [3], [final.players[1]!]: [1] }));
		browser = await launchBrowser(['--font-render-hinting=none']);
	}, 120_000);

	afterAll(async () => {
		await tabs.closeAll();
		await browser?.close();
		h?.op.socket.close();
		await h?.server.stop();
	});

	/** A page in a tab of its size; its `close()` keeps the tab for the next (tests/support/tabs.ts). */
	async function open(path: string, size: { width: number; height: number }): Promise<Page> {
		const page = await tabs.open({ viewport: size, isMobile: size.width < 500, hasTouch: size.width < 500, deviceScaleFactor: size.width < 500 ? 2 : 1 });
		page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
		await page.goto(`${h.server.url}${path}`);
		return page;
	}

	/** What reaches past the screen's right edge or hides inside a box that scrolls sideways. */
	const cutAtTheRight = (page: Page) =>
		page.evaluate(() => {
			const out: string[] = [];
			const w = window.innerWidth;
			if (document.scrollingElement!.scrollWidth > w + 1) out.push(`the page scrolls sideways (${document.scrollingElement!.scrollWidth} > ${w})`);
			for (const el of document.querySelectorAll<HTMLElement>('main *')) {
				const r = el.getBoundingClientRect();
				if (r.width === 0 || el.childElementCount > 0 || !el.textContent?.trim()) continue;
				if (r.right > w + 1) out.push(`"${el.textContent.trim()}" ends at ${Math.round(r.right)} past ${w}`);
			}
			for (const el of document.querySelectorAll<HTMLElement>('main *')) {
				const style = getComputedStyle(el);
				if ((style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden') && el.scrollWidth > el.clientWidth + 1)
					out.push(`${el.tagName.toLowerCase()}.${el.className} hides ${el.scrollWidth - el.clientWidth}px at its right`);
			}
			return out;
		});

	it('the public page at 390 px: bracket and standings whole, the average column on screen, the table by its name', async () => {
		for (const lang of LANGS) {
			const page = await open(`/competitions/${encodeURIComponent(rr.id)}/public?lang=${lang}`, PHONE);
			await page.waitForSelector(`[data-revision="${rr.revision}"] .match`);
			await page.waitForSelector('[data-table="t2"]');
			// the table's name comes from the public table list once the page knows a match is on it
			await page.waitForFunction(() => document.querySelector('[data-table="t2"]')?.textContent?.includes('Window table'), null, { timeout: 10_000 });
			expect(await page.locator('[data-table="t2"]').innerText()).not.toMatch(/\bt2\b/);
			expect(await cutAtTheRight(page)).toEqual([]);
			// the carom standings keep their average: its header is on the screen
			const average = await page.evaluate(() => {
				const th = [...document.querySelectorAll<HTMLElement>('th')].find((x) => x.dataset.col === 'average' || /avg|average|średnia|средн/i.test(x.textContent ?? ''));
				const r = th?.getBoundingClientRect();
				return r ? r.right <= window.innerWidth + 1 && r.width > 0 : 'no average column';
			});
			expect(average).toBe(true);
			await lookAt(page, { path: `${SHOTS}/public-390-${lang}.png`, fullPage: true });
			await page.close();
		}
		for (const size of [
			{ width: 1280, height: 720 },
			{ width: 1920, height: 1080 }
		]) {
			const page = await open(`/competitions/${encodeURIComponent(rr.id)}/public?lang=en`, size);
			await page.waitForFunction(() => document.querySelector('[data-table="t2"]')?.textContent?.includes('Window table'), null, { timeout: 10_000 });
			expect(await cutAtTheRight(page)).toEqual([]);
			await lookAt(page, { path: `${SHOTS}/public-${size.width}-en.png`, fullPage: true });
			await page.close();
		}
		expect(errors).toEqual([]);
	}, 90_000);

	it('the competition wall: every name in the side panel at one size, long ones wrapped or abbreviated, none cut', async () => {
		for (const lang of LANGS) {
			for (const [comp, size] of [
				[done, { width: 1920, height: 1080 }],
				[done, { width: 1280, height: 720 }],
				[rr, { width: 1920, height: 1080 }]
			] as const) {
				const page = await open(`/kiosk/competition/${encodeURIComponent(comp.id)}?lang=${lang}`, size);
				await page.waitForSelector(comp === done ? 'aside .card.done .nm' : 'aside .card.live .nm');
				// fitted: every name has been through the fitting (its aria-label set)
				await page.waitForFunction(() => [...document.querySelectorAll('aside .nm')].every((el) => el.hasAttribute('aria-label')));
				await page.waitForFunction(() => (window as unknown as { cuecastFit?: { batches: number } }).cuecastFit?.batches, null, { timeout: PAGE_WAIT_MS });
				const names = await page.evaluate(() =>
					[...document.querySelectorAll<HTMLElement>('aside .card .nm')].map((el) => ({
						text: el.textContent,
						card: el.closest('.card')!.className,
						size: parseFloat(getComputedStyle(el).fontSize),
						cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2
					}))
				);
				expect(names.filter((n) => n.cut)).toEqual([]);
				// the results and the live match (same card style): one font size for short and long names
				const kind = comp === done ? 'done' : 'live';
				const sizes = new Set(names.filter((n) => n.card.includes(kind)).map((n) => n.size));
				expect(sizes.size, `${kind} names at ${[...sizes].join(', ')} px`).toBe(1);
				if (comp === rr) {
					// the round robin's standings: the longest name whole or abbreviated, never cut
					await page.waitForFunction(() => [...document.querySelectorAll('main td.player .nm')].every((el) => el.hasAttribute('aria-label')));
					// to the fraction of a pixel: half a pixel over already shows the ellipsis
					const rows = await page.evaluate(() =>
						[...document.querySelectorAll<HTMLElement>('main td.player .nm')].map((el) => {
							const range = document.createRange();
							range.selectNodeContents(el);
							return {
								text: el.textContent,
								full: el.getAttribute('aria-label'),
								size: parseFloat(getComputedStyle(el).fontSize),
								cut: range.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.01
							};
						})
					);
					expect(rows.map((r) => r.full).sort()).toEqual([...LONG].sort());
					expect(rows.filter((r) => r.cut)).toEqual([]);
					expect(new Set(rows.map((r) => r.size)).size, `standings names at ${rows.map((r) => r.size).join(', ')} px`).toBe(1);
				}
				await lookAt(page, { path: `${SHOTS}/comp-wall-${comp === done ? 'results' : 'live'}-${size.width}-${lang}.png` });
				await page.close();
			}
		}
		expect(errors).toEqual([]);
	}, 90_000);
});
