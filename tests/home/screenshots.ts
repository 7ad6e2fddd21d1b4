/**
 * Screenshots of the tables page (viewer and operator, a venue of several disciplines and an
 * empty one), the login page and the OBS page in English, Polish and Russian, at 1920×1080,
 * 1024×768 and 390×844: `npx tsx tests/home/screenshots.ts [outDir]` (default /tmp/shots-pages).
 * Needs /usr/bin/chromium and a build (npm run build).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { device, seed, type Seeded } from './support';
import { chooseLang, noTableWaiting } from '../support/browser';

const out = process.argv[2] ?? '/tmp/shots-pages';
mkdirSync(`${out}/parts`, { recursive: true });

/** The whole page, and for a long page also screen-sized parts (parts/…-1.png …) to look at one by one. */
async function save(page: Page, file: string, full: boolean) {
	await page.screenshot({ path: `${out}/${file}.png`, fullPage: full });
	if (!full) return;
	const vp = page.viewportSize()!;
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	for (let i = 0, y = 0; y < height && i < 6; i++, y += vp.height) {
		await page.screenshot({ path: `${out}/parts/${file}-${i + 1}.png`, fullPage: true, clip: { x: 0, y, width: vp.width, height: Math.min(vp.height, height - y) } });
	}
}
const [s, empty] = await Promise.all([seed(), seed([])]);
const sizes = [
	{ tag: '1920', width: 1920, height: 1080, mobile: false },
	{ tag: '1024', width: 1024, height: 768, mobile: false },
	{ tag: 'phone', width: 390, height: 844, mobile: true }
];
async function shoot(on: Seeded, lang: 'en' | 'pl' | 'ru', size: (typeof sizes)[number], operator: boolean, path: string, file: string, ready: (page: Page) => Promise<void>) {
	const context = await on.browser.newContext(device(on, { operator, ...size }));
	const page = await context.newPage();
	await chooseLang(page, lang);
	page.on('pageerror', (e) => console.error(`${file}: page error: ${e.message}`));
	await page.goto(on.server.url + path);
	await ready(page);
	await page.waitForTimeout(300);
	await save(page, file, true);
	await context.close();
}
try {
	for (const lang of ['en', 'pl', 'ru'] as const) {
		for (const size of sizes) {
			for (const operator of [false, true]) {
				await shoot(s, lang, size, operator, '/', `home-${operator ? 'operator' : 'viewer'}-${lang}-${size.tag}`, async (page) => {
					await page.waitForSelector('[data-table="free"]');
					await page.waitForSelector('[data-table="pool-1"] [data-score]');
					await noTableWaiting(page);
					if (!operator) return;
					await page.waitForSelector('form.create');
					// one card with its overlay addresses open, as an operator sees it before pasting into OBS
					await page.locator('[data-table="pool-1"] details.overlays summary').click();
					await page.fill('input[name=name]', 'Table 7');
				});
				await shoot(empty, lang, size, operator, '/', `empty-${operator ? 'operator' : 'viewer'}-${lang}-${size.tag}`, (page) => page.waitForSelector('[data-count="0"]').then(() => {}));
			}
			await shoot(s, lang, size, false, '/login?next=/', `login-${lang}-${size.tag}`, async (page) => {
				await page.waitForSelector('input[name=pin]');
				await page.fill('input[name=pin]', '1111-1111');
				await page.press('input[name=pin]', 'Enter');
				await page.waitForSelector('.error');
			});
			await shoot(s, lang, size, true, '/obs', `obs-${lang}-${size.tag}`, async (page) => {
				await page.waitForSelector('[data-obs-state]');
				await page.click('text=' + (await page.locator('form button[type=button]').last().textContent()));
			});
		}
	}
	console.log(`screenshots in ${out}`);
} finally {
	await Promise.all([s.close(), empty.close()]);
}
