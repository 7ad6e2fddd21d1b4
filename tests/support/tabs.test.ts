/**
 * Tabs (tabs.ts) in Debian's Chromium against a plain local page: a parked tab is handed out
 * again, and the page in it starts as on a new device — nothing the last page stored (local and
 * session storage, IndexedDB, cookies, a permission), none of its init scripts or listeners, its
 * size as asked. The browser suites rely on it: the console keeps its outbox in IndexedDB and a
 * language chosen in a menu is remembered in storage and a cookie.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserMissing, launchBrowser } from './browser';
import { skipWithout } from './prerequisites';
import { sessionState, Tabs } from './tabs';

describe.skipIf(skipWithout(browserMissing()))('Tabs in Chromium', () => {
	let browser: Browser;
	let server: Server;
	let url = '';
	const tabs = new Tabs(() => browser);

	beforeAll(async () => {
		server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>t</title><p>page</p>'));
		await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
		url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
		browser = await launchBrowser();
	}, 60_000);
	afterAll(async () => {
		await tabs.closeAll();
		await browser?.close();
		server?.close();
	});

	/** What the page at `url` finds stored in this tab. */
	const stored = (page: Page) =>
		page.evaluate(async () => ({
			local: localStorage.length,
			session: sessionStorage.length,
			databases: (await indexedDB.databases()).map((d) => d.name),
			cookies: document.cookie,
			clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state
		}));

	it('hands a parked tab out again, with nothing the last page stored and only the starting cookie', async () => {
		const options = { viewport: { width: 800, height: 600 }, storageState: sessionState(url, 'tok') };
		const first = await tabs.open(options);
		await first.goto(url);
		await first.context().grantPermissions(['clipboard-read'], { origin: url });
		await first.evaluate(async () => {
			localStorage.setItem('cuecast:lang', 'pl');
			sessionStorage.setItem('draft', '1');
			document.cookie = 'cuecast_lang=pl; path=/';
			await new Promise((done, fail) => {
				const open = indexedDB.open('cuecast-console');
				open.onupgradeneeded = () => open.result.createObjectStore('tables');
				open.onsuccess = () => {
					open.result.close();
					done(null);
				};
				open.onerror = () => fail(open.error);
			});
		});
		expect(await stored(first)).toEqual({ local: 1, session: 1, databases: ['cuecast-console'], cookies: 'cuecast_session=tok; cuecast_lang=pl', clipboard: 'granted' });
		await first.setViewportSize({ width: 390, height: 844 });
		await first.close();
		expect(first.isClosed()).toBe(false);
		expect(first.url()).toBe('about:blank');

		const again = await tabs.open(options);
		expect(again).toBe(first);
		await again.goto(url);
		expect(await stored(again)).toEqual({ local: 0, session: 0, databases: [], cookies: 'cuecast_session=tok', clipboard: 'prompt' });
		expect(again.viewportSize()).toEqual({ width: 800, height: 600 });
		await again.close();
	});

	it('drops the last page’s init scripts and listeners; other options get a tab of their own', async () => {
		const options = { viewport: { width: 640, height: 480 } };
		const page = await tabs.open(options);
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.addInitScript(() => ((window as { planted?: number }).planted = 1));
		await page.goto(url);
		expect(await page.evaluate(() => (window as { planted?: number }).planted)).toBe(1);
		await page.close();

		const other = await tabs.open({ viewport: { width: 1024, height: 768 } });
		expect(other).not.toBe(page);
		const again = await tabs.open(options);
		expect(again).toBe(page);
		await again.goto(url);
		expect(await again.evaluate(() => (window as { planted?: number }).planted)).toBeUndefined();
		// an error on the new page reaches the new listener, not the last page's
		const seen = new Promise<string>((done) => again.once('pageerror', (e) => done(e.message)));
		await again.evaluate(() => setTimeout(() => {
			throw new Error('boom');
		}));
		expect(await seen).toBe('boom');
		expect(errors).toEqual([]);
		await Promise.all([again.close(), other.close()]);
	});
});
