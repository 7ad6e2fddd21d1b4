/**
 * The console in a real browser: a real server process (tests/server/helpers.ts), Debian's
 * Chromium through playwright-core, an operator logged in with the PIN, and helpers that
 * score with the keyboard and wait for the server's state.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { call, connect, connected, login, startServer, tempDir } from '../server/helpers';
import { assertBuiltAfter, chooseLang, launchBrowser, lookAt, pagesNotReady, painted } from '../support/browser';
import { serverAndBrowser, type ServerAndBrowser } from '../support/rig';
import { Tabs } from '../support/tabs';
import type { Lang } from '../../src/lib/i18n/lang';

/** Where `shot()` saves screenshots (CUECAST_SHOTS to look at one run's on their own). */
export const SHOTS = process.env.CUECAST_SHOTS ?? '/tmp/console-shots';
/** Why the browser tests cannot run here, or null. */
export const notReady = pagesNotReady;

/** The pages under test must be the console in this checkout, not an older build. */
export const assertFreshBuild = () => assertBuiltAfter('the console sources', ['src/lib/console', 'src/lib/i18n', 'src/lib/protocol', 'src/routes/console']);

/** A server, Chromium, the operator's token, and the tabs the operator's pages are opened in (closed with the browser). */
export type Rig = ServerAndBrowser & { tabs: Tabs };

export async function rig(): Promise<Rig> {
	assertFreshBuild();
	const server = await startServer({ dataDir: tempDir('cuecast-console-') });
	const browser = await launchBrowser();
	const { token } = await login(server.url, server.pin!);
	mkdirSync(SHOTS, { recursive: true });
	return { ...serverAndBrowser(server, browser, token!), tabs: new Tabs(() => browser) };
}

/**
 * The rig of one describe block: started (and handed to `ready`, which may add tables and
 * matches) before its tests, closed after them. The rig returned is filled in before the tests
 * run (read it inside them, not at the describe block's top level).
 */
export function useRig(ready: (r: Rig) => void | Promise<void> = () => {}, timeout = 30_000): Rig {
	const r = {} as Rig;
	let started = false;
	beforeAll(async () => {
		Object.assign(r, await rig());
		started = true;
		await ready(r);
	}, timeout);
	afterAll(async () => {
		if (started) await r.close();
	});
	return r;
}

/** Creates a table through the protocol (the tables page is not under test here). */
export async function createTable(r: Rig, id: string, name = id): Promise<void> {
	const c = connect(r.server.url, { token: r.token });
	await connected(c.socket);
	const reply = await call(c.socket, 'table:create', { id, name });
	c.socket.close();
	if (!reply.ok) throw new Error(reply.reason);
}

/** Starts a match through the protocol (for screenshots of states the tests reach otherwise). */
export async function startMatch(r: Rig, table: string, setup: Record<string, unknown>, actions: Record<string, unknown>[] = []) {
	const c = connect(r.server.url, { token: r.token, table });
	await connected(c.socket);
	const started = await call(c.socket, 'match:start', { table, setup, replaces: null });
	if (!started.ok) throw new Error(started.reason);
	let revision = 0;
	for (const action of actions) {
		const reply = await call(c.socket, 'act', { table, match: started.state.match.id, revision, action });
		if (!reply.ok) throw new Error(`${JSON.stringify(action)}: ${reply.reason}`);
		revision = reply.revision;
	}
	c.socket.close();
	return started.state.match.id as number;
}

/**
 * A page as on a device that has not logged in yet, logged in through /login (typing the PIN),
 * landing on the table's console. `beforeLogin` runs on the login page (same origin), e.g. to
 * leave what an older console kept in localStorage. The tab is one a test before closed, set
 * back to a new device's (nothing stored, no cookie: tests/support/tabs.ts), with the console's
 * service worker blocked; the worker's own tests (offline-browser.test.ts) make their contexts.
 * A test ends with `page.close()`.
 */
export async function operatorPage(r: Rig, table: string, lang: Lang = 'en', beforeLogin?: (page: Page) => Promise<void>): Promise<Page> {
	const page = await r.tabs.open({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
	await chooseLang(page, lang);
	page.on('pageerror', (e) => console.error('page error:', e.message));
	await page.goto(`${r.server.url}/login?next=${encodeURIComponent('/console/' + table)}`);
	await beforeLogin?.(page);
	await page.click('input[name=pin]');
	await page.keyboard.type(r.server.pin!);
	await page.keyboard.press('Enter');
	await page.waitForURL(`${r.server.url}/console/${table}`);
	await page.waitForSelector('.console[data-role="operator"]');
	return page;
}

/** Fills the set-up form's inputs by name, in the order given. */
export async function fillSetup(page: Page, fields: Record<string, string>): Promise<void> {
	for (const [name, value] of Object.entries(fields)) await page.fill(`input[name=${name}]`, value);
}

/** Starts a match from the set-up form with the mouse: the discipline, the fields, Start, then the pad. */
export async function startFromSetup(page: Page, discipline: string, fields: Record<string, string>): Promise<void> {
	await page.selectOption('select[name=discipline]', discipline);
	await fillSetup(page, fields);
	await page.click('button.primary');
	await page.waitForSelector('.pad');
}

/** Presses keys one after another (each "a" or "Shift+1" style), then waits for the server. */
export async function keys(page: Page, ...list: string[]): Promise<void> {
	for (const k of list) await page.keyboard.press(k);
	await settle(page);
}

/**
 * Waits until nothing is in flight: every sent action acknowledged and its state shown (the
 * console's revision has reached the last one acknowledged: an ack can come before the broadcast
 * that shows it). A frame first, so what the keys just did is on the page.
 */
export async function settle(page: Page): Promise<void> {
	await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
	await page.waitForFunction(() => {
		const c = document.querySelector<HTMLElement>('.console');
		return c?.dataset.busy === 'false' && Number(c.dataset.revision) >= Number(c.dataset.acked);
	});
}

/**
 * Waits until the console shows its table's match (the state came over the socket), then
 * settles: keys pressed before the state arrives have no match to act on and are lost.
 */
export async function matchShown(page: Page): Promise<void> {
	await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('.console')?.dataset.match) > 0);
	await settle(page);
}

export const revision = async (page: Page) => Number(await page.getAttribute('.console', 'data-revision'));
export const scores = async (page: Page) => (await page.locator('.player .score').allTextContents()).map((s) => Number(s.trim()));
export const atTable = async (page: Page) => Number(await page.getAttribute('.player.at', 'data-player'));
export const text = async (page: Page, selector = '.console') => (await page.textContent(selector)) ?? '';

export async function shot(page: Page, name: string) {
	await painted(page);
	await lookAt(page, { path: join(SHOTS, `${name}.png`) });
}

/** The two players the console's browser tests seat (a Polish flag by alpha-2, one by alpha-3). */
export const anna = { name: 'Anna Nowak', country: 'PL', rating: 650 };
export const piotr = { name: 'Piotr Kowalski', country: 'POL', rating: 590 };
