/**
 * Access and safe names in a real browser: login (wrong PIN, then right), create a table whose
 * name and players are HTML, and open every page that shows them: no script may run. Scoring in
 * the console has its own browser tests (tests/console). Needs Debian's Chromium
 * (tests/support/install-browser.sh) and a build (npm run build); skipped, saying so, without.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, connect, connected, startServer, tempDir } from './helpers';
import { hasBrowser, launchBrowser } from '../support/browser';
import { skipWithout } from '../support/prerequisites';

const built = existsSync(join(import.meta.dirname, '..', '..', 'build', 'handler.js'));
const ready = hasBrowser() && built;
if (!ready) console.warn(`browser test skipped: ${hasBrowser() ? '' : 'no /usr/bin/chromium; '}${built ? '' : 'no build/ (npm run build)'}`);

describe.skipIf(skipWithout(ready ? null : "no Chromium or no build/ (npm run build)"))('pages in Chromium', () => {
	it('logs in, creates a table, and shows hostile names as text on every page', async () => {
		const server = await startServer({ dataDir: tempDir() });
		const browser = await launchBrowser();
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
			await page.waitForURL(/\/console\/[^/]+$/);
			const table = new URL(page.url()).pathname.split('/').pop()!;
			// Start the match over the operator's socket with the browser's own session.
			const token = (await page.context().cookies()).find((c) => c.name === 'cuecast_session')!.value;
			const operator = connect(server.url, { token });
			await connected(operator.socket);
			const hostile = '<script>alert(2)</script>';
			const started = await call(operator.socket, 'match:start', {
				table,
				setup: { discipline: 'nine-ball', players: ['Ola', hostile], raceTo: 3 },
				replaces: null
			});
			expect(started.ok).toBe(true);
			operator.socket.close();
			for (const path of [`/console/${table}`, `/kiosk/${table}`, '/kiosk', `/view/${table}`, `/overlay/${table}/scorebug`]) {
				await page.goto(server.url + path);
				// textContent, not innerText: overlays upper-case names with CSS.
				await page
					.waitForFunction((name) => document.body.textContent?.includes(name), hostile, { timeout: 15_000 })
					.catch((err) => {
						throw new Error(`${path}: the name never showed as text (${err.message})`);
					});
			}
			expect(alerts).toBe(0);
		} finally {
			await browser.close();
			await server.stop();
		}
	}, 60_000);
});
