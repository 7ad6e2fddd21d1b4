/**
 * The console in a real browser: login (wrong PIN, then right), create a table, start a match,
 * act, see a refusal, undo. Needs Debian's Chromium (tests/support/install-browser.sh) and a build
 * (npm run build); skipped, saying so, when either is missing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, tempDir } from './helpers';

const CHROMIUM = '/usr/bin/chromium';
const built = existsSync(join(import.meta.dirname, '..', '..', 'build', 'handler.js'));
const ready = existsSync(CHROMIUM) && built;
if (!ready) console.warn(`browser test skipped: ${existsSync(CHROMIUM) ? '' : 'no /usr/bin/chromium; '}${built ? '' : 'no build/ (npm run build)'}`);

describe.skipIf(!ready)('console in Chromium', () => {
	it('logs in, creates a table, starts a match, acts, shows refusals, undoes', async () => {
		const { chromium } = await import('playwright-core');
		const server = await startServer({ dataDir: tempDir() });
		const browser = await chromium.launch({
			executablePath: CHROMIUM,
			args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
		});
		try {
			const page = await browser.newPage();
			let alerts = 0;
			page.on('dialog', (d) => {
				alerts++;
				void d.accept();
			});
			await page.goto(server.url + '/login?next=/');
			await page.fill('input[name=pin]', '1111-1111');
			await page.click('button');
			expect(await (await page.waitForSelector('.error')).textContent()).toMatch(/wrong PIN/);
			await page.fill('input[name=pin]', server.pin!);
			await page.click('button');
			await page.waitForURL(server.url + '/');
			await page.waitForSelector('text=operator');
			await page.fill('input[aria-label="Table name"]', '<img src=x onerror=alert(1)>');
			await page.click('text=Create table');
			await page.waitForSelector('text=<img src=x onerror=alert(1)>');
			await page.click('text=console');
			await page.waitForSelector('text=Start match');
			await page.fill('label:has-text("Player 1") input', 'Ola');
			await page.fill('label:has-text("Player 2") input', '<script>alert(2)</script>');
			await page.click('text=Start match');
			await page.waitForSelector('text=revision 0');
			await page.click('text=Miss / end turn');
			await page.waitForSelector('text=revision 1');
			await page.fill('#action', '{"t":"shot","bogus":1}');
			await page.click('text=Send action against');
			expect(await (await page.waitForSelector('.error')).textContent()).toMatch(/unknown key "bogus"/);
			await page.click('text=Undo');
			await page.waitForSelector('text=revision 2');
			expect(await page.textContent('.board')).toContain('<script>alert(2)</script>');
			expect(alerts).toBe(0);
		} finally {
			await browser.close();
			await server.stop();
		}
	}, 60_000);
});
