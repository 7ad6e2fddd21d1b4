/**
 * Screenshots of the tables page and the login page in English, Polish and Russian, at 1920×1080,
 * tablet and phone size: `npx tsx tests/home/screenshots.ts [outDir]` (default /tmp/helper-home).
 * Needs /usr/bin/chromium and a build (npm run build).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { device, seed } from './support';

const out = process.argv[2] ?? '/tmp/helper-home';
mkdirSync(`${out}/parts`, { recursive: true });

/** The whole page, and for a long page also screen-sized parts (parts/…-1.png …) to look at one by one. */
async function save(page: Page, file: string, full: boolean) {
	await page.screenshot({ path: `${out}/${file}.png`, fullPage: full });
	if (!full) return;
	const vp = page.viewportSize()!;
	const height = await page.evaluate(() => document.documentElement.scrollHeight);
	for (let i = 0, y = 0; y < height; i++, y += vp.height) {
		await page.screenshot({ path: `${out}/parts/${file}-${i + 1}.png`, fullPage: true, clip: { x: 0, y, width: vp.width, height: Math.min(vp.height, height - y) } });
	}
}
const s = await seed();
const sizes = [
	{ tag: '1920', width: 1920, height: 1080, mobile: false },
	{ tag: 'tablet', width: 820, height: 1180, mobile: true },
	{ tag: 'phone', width: 390, height: 844, mobile: true }
];
try {
	for (const lang of ['en', 'pl', 'ru'] as const) {
		for (const size of sizes) {
			for (const operator of [false, true]) {
				const context = await device(s, { lang, operator, ...size });
				const page = await context.newPage();
				page.on('pageerror', (e) => console.error(`${lang} ${size.tag}: page error: ${e.message}`));
				await page.goto(s.server.url + '/');
				await page.waitForSelector('[data-table="free"]');
				await page.waitForSelector('[data-table="pool-1"] [data-score]');
				if (operator) await page.waitForSelector('form.create');
				if (operator) {
					// one card with its overlay addresses open, as an operator sees it before pasting into OBS
					await page.locator('[data-table="pool-1"] details.overlays summary').click();
				}
				await page.waitForTimeout(300);
				await save(page, `home-${operator ? 'operator' : 'viewer'}-${lang}-${size.tag}`, size.mobile || operator);
				await context.close();
			}
			const context = await device(s, { lang, ...size });
			const page = await context.newPage();
			await page.goto(s.server.url + '/login?next=/');
			await page.waitForSelector('input[name=pin]');
			await page.fill('input[name=pin]', '1111-1111');
			await page.press('input[name=pin]', 'Enter');
			await page.waitForSelector('.error');
			await page.waitForTimeout(200);
			await save(page, `login-${lang}-${size.tag}`, size.mobile);
			await context.close();
		}
	}
	console.log(`screenshots in ${out}`);
} finally {
	await s.close();
}
