/**
 * What a page load costs Chromium here, the reason for tabs.ts: `npx tsx tests/support/tabs-cost.ts
 * [path] [selector] [--operator]` starts a server with one table, then loads the page five times
 * each way — a new context and tab each time (what the suites did), a new tab in one context, one
 * tab navigated again, and a tab taken from tabs.ts and parked after each load (storage set back,
 * about:blank between) — and prints the machine's CPU-seconds (all processes, from /proc/stat, so
 * Chromium's renderers that have exited count too) and the wall time of each. `--operator`: every
 * tab logged in (`/console/t1 '.pad .always' --operator` for the console).
 * Needs a build (`npm run build`) and Chromium (tests/support/install-browser.sh).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir } from '../server/helpers';
import { launchBrowser } from './browser';
import { sessionState, Tabs } from './tabs';

const busySeconds = () => {
	const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
	return (f[0]! + f[1]! + f[2]! + f[5]! + f[6]!) / 100;
};

const [path = '/kiosk/t1', selector = 'section.board'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const server = await startServer({ dataDir: tempDir('cuecast-tabs-cost-') });
const token = (await login(server.url, server.pin!)).token!;
const op = connect(server.url, { token });
await connected(op.socket);
await call(op.socket, 'table:create', { id: 't1', name: 'Table 1' });
await call(op.socket, 'match:start', { table: 't1', setup: { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 7 }, replaces: null });
const browser = await launchBrowser();
const viewport = { width: 1920, height: 1080 };
// --operator: logged in (the console), as the console suites' tabs are
const storageState = process.argv.includes('--operator') ? sessionState(server.url, token) : undefined;
const shared = await browser.newContext({ viewport, storageState });
const kept = await shared.newPage();
const tabs = new Tabs(() => browser);

const ways: [string, () => Promise<{ page: Page; done: () => Promise<void> }>][] = [
	['new context and tab', async () => {
		const context = await browser.newContext({ viewport, storageState });
		return { page: await context.newPage(), done: () => context.close() };
	}],
	['new tab, one context', async () => {
		const page = await shared.newPage();
		return { page, done: () => page.close() };
	}],
	['one tab navigated again', async () => ({ page: kept, done: async () => {} })],
	['a tab from Tabs, parked', async () => {
		const page = await tabs.open({ viewport, storageState });
		return { page, done: () => page.close() };
	}]
];
console.log(`${path}: five loads each way, twice (the second round is the one to read)`);
for (let round = 1; round <= 2; round++) {
	for (const [name, take] of ways) {
		const cpu = busySeconds();
		const started = Date.now();
		for (let i = 0; i < 5; i++) {
			const { page, done } = await take();
			await page.goto(server.url + path);
			await page.waitForSelector(selector);
			await done();
		}
		console.log(`round ${round}  ${name.padEnd(24)} ${(busySeconds() - cpu).toFixed(2)} CPU-s  ${Date.now() - started} ms`);
	}
}
await tabs.closeAll();
await browser.close();
op.socket.close();
await server.stop();
