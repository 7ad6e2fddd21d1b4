/**
 * Issue 26, scoring offline, in Chromium against a real server: the network is cut
 * (`context.setOffline`) while 30 strokes are scored with the keyboard, the page is reloaded in
 * the middle (the service worker's shell opens it, the outbox in IndexedDB is still there), and
 * on reconnect all 30 are stored once, in order: the server's log, a viewer on another socket and
 * the match record agree with what the console showed. Screenshots in en, pl and ru of the
 * console offline with strokes waiting (SHOTS/<lang>-offline-*.png).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { connect, login, startServer, tempDir, until } from '../server/helpers';
import { launchBrowser, PAGE_WAIT_MS } from '../support/browser';
import { notReady, shot, startMatch, createTable, useRig } from './support';
import { skipWithout } from '../support/prerequisites';
import { assertBuiltAfter } from '../support/browser';

const why = notReady();
/**
 * Failed connection attempts an outage lasts here: the console's reconnection backs off (about 1,
 * 2, then 3 s: reconnectionDelayMax, protocol/live.svelte.ts) to its longest wait and tries again
 * at it. Chromium's offline mode closes the page's socket at once, so the server sees it go.
 */
const OUTAGE_ATTEMPTS = 4;
const NINE = { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 9 };

const revisionIs = (page: Page, n: number) =>
	page.waitForFunction((rev) => Number(document.querySelector('.console')?.getAttribute('data-revision')) === rev, n, { timeout: 15_000 });
const waitingIs = (page: Page, n: number) =>
	page.waitForFunction((w) => Number(document.querySelector('.chip.conn[role=status]')?.getAttribute('data-waiting')) === w, n, { timeout: 15_000 });

/** One stroke with the keyboard: an empty stroke is a miss (the turn passes). */
async function miss(page: Page, revisionAfter: number) {
	await page.keyboard.press('Enter');
	await revisionIs(page, revisionAfter);
}

/** Each console page's `script` requests and replies (Socket.IO frames), and its connection attempts that failed. */
const sockets = new WeakMap<Page, { sent: string[]; got: string[]; failed: number }>();

async function consolePage(r: Pick<ReturnType<typeof useRig>, 'browser' | 'server' | 'token'>, table: string, lang: 'en' | 'pl' | 'ru') {
	const context = await r.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
	await context.addInitScript((l) => localStorage.setItem('cuecast:lang', l), lang);
	await context.addCookies([{ name: 'cuecast_session', value: r.token, url: r.server.url }]);
	const page = await context.newPage();
	page.on('pageerror', (e) => console.error('page error:', e.message));
	// the page's `script` reads and their answers, as they went over its sockets, and the sockets that never opened
	const seen = { sent: [] as string[], got: [] as string[], failed: 0 };
	sockets.set(page, seen);
	page.on('websocket', (ws) => {
		ws.on('framesent', ({ payload }) => /^42\d*\["script"/.test(String(payload)) && seen.sent.push(String(payload)));
		ws.on('framereceived', ({ payload }) => /^43\d*\[\{"ok":true,"script"/.test(String(payload)) && seen.got.push(String(payload)));
		ws.on('socketerror', () => seen.failed++);
	});
	await page.goto(`${r.server.url}/console/${table}`);
	await page.waitForSelector('.console[data-role="operator"] .pad');
	// the service worker takes the page over; a reload then goes through it and keeps the shell
	await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
	await page.reload();
	await page.waitForSelector('.console[data-role="operator"] .pad');
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
	return page;
}

describe.skipIf(skipWithout(why))('scoring offline in Chromium', () => {
	const r = useRig(async (rig) => {
		assertBuiltAfter('the console offline', ['src/lib/console', 'src/service-worker.ts', 'static/manifest.webmanifest']);
		for (const id of ['off-en', 'off-pl', 'off-ru', 'off-c']) {
			await createTable(rig, id, `Table ${id.slice(4).toUpperCase()}`);
		}
	}, 60_000);

	it('30 strokes scored with the network cut and a reload in the middle are stored once, in order, on reconnect', async () => {
		const table = 'off-en';
		const matchId = await startMatch(r, table, NINE);
		const page = await consolePage(r, table, 'en');
		const context = page.context();
		const viewer = connect(r.server.url, { table });
		await until(() => viewer.latest?.match?.id === matchId, 10_000, 'the viewer');

		await context.setOffline(true);
		await page.waitForSelector('.chip.conn[data-status="disconnected"]', { timeout: 30_000 });
		for (let i = 1; i <= 15; i++) await miss(page, i);
		await waitingIs(page, 15);
		expect(await page.locator('.chip.conn[role=status]').innerText()).toContain('15 strokes waiting');
		await shot(page, 'en-offline-waiting');
		expect(viewer.latest!.match!.revision).toBe(0); // nothing reached the server

		// a reload with the network still cut: the shell from the service worker, the outbox from IndexedDB
		await page.reload();
		const failedBefore = sockets.get(page)!.failed;
		await page.waitForSelector('.console .pad');
		await revisionIs(page, 15);
		await waitingIs(page, 15);
		for (let i = 16; i <= 30; i++) await miss(page, i);
		await waitingIs(page, 30);
		// The scenario is a long outage: the network stays cut until the reloaded console's
		// reconnection has backed off to its longest wait and failed there, then comes back.
		await expect.poll(() => sockets.get(page)!.failed - failedBefore, { timeout: 30_000 }).toBeGreaterThanOrEqual(OUTAGE_ATTEMPTS);
		expect(viewer.latest!.match!.revision).toBe(0);

		await context.setOffline(false);
		await waitingIs(page, 0);
		await page.waitForSelector('.chip.conn[data-status="connected"]');
		await until(() => viewer.latest?.match?.revision === 30, 15_000, 'the viewer at revision 30');
		const script = (await (await fetch(`${r.server.url}/api/tables/${table}/script`)).json()) as { actions: { t: string }[] };
		expect(script.actions).toHaveLength(30);
		const record = await fetch(`${r.server.url}/api/matches/${matchId}/record`);
		expect(record.status).toBe(200);
		const shown = await page.locator('.player .score').allTextContents();
		expect(shown.map((s) => Number(s.trim()))).toEqual(viewer.latest!.match!.summary.players.map((p: { score: number }) => p.score));
		// the console's kept copy followed: 30 strokes, none waiting (a reload offline resumes there)
		const kept = () =>
			page.evaluate(
				(id) =>
					new Promise<string>((resolve) => {
						const open = indexedDB.open('cuecast-console');
						open.onerror = () => resolve('no database');
						open.onsuccess = () => {
							const db = open.result;
							const got = db.transaction('tables').objectStore('tables').get(id);
							got.onsuccess = () => {
								db.close();
								const k = got.result as { replica?: { actions: unknown[] } | null; pending?: unknown[] } | undefined;
								resolve(`${k?.replica?.actions.length ?? 'no copy'} kept, ${k?.pending?.length ?? '?'} waiting`);
							};
							got.onerror = () => (db.close(), resolve('unreadable'));
						};
					}),
				table
			);
		await expect.poll(kept, { timeout: PAGE_WAIT_MS }).toBe('30 kept, 0 waiting');
		viewer.socket.close();
		await context.close();
	}, 180_000);

	for (const lang of ['pl', 'ru'] as const) {
		it(`says so in ${lang}: offline, strokes waiting`, async () => {
			const table = `off-${lang}`;
			await startMatch(r, table, NINE);
			const page = await consolePage(r, table, lang);
			await page.context().setOffline(true);
			await page.waitForSelector('.chip.conn[data-status="disconnected"]', { timeout: 30_000 });
			for (let i = 1; i <= 3; i++) await miss(page, i);
			await waitingIs(page, 3);
			expect(await page.locator('.chip.conn[role=status]').innerText()).toMatch(lang === 'pl' ? /3 uderzenia czekają/ : /3 удара ждут/);
			await shot(page, `${lang}-offline-waiting`);
			await page.context().setOffline(false);
			await waitingIs(page, 0);
			await page.context().close();
		}, 120_000);
	}

	it('two consoles on one table, one offline, both scoring: the conflict is shown and the marker adds theirs after', async () => {
		const table = 'off-c';
		await startMatch(r, table, NINE);
		const online = await consolePage(r, table, 'en');
		const offline = await consolePage(r, table, 'en');
		// while both are online, the other console's strokes reach this one's copy as tails: each read
		// says what it holds (`since`), each answer brings the strokes after it (`from`)
		await miss(online, 1);
		await miss(online, 2);
		await revisionIs(offline, 2);
		const frames = sockets.get(offline)!;
		await expect.poll(() => frames.got.filter((f) => /"from":[12],/.test(f)).length, { timeout: PAGE_WAIT_MS }).toBeGreaterThan(0);
		expect(frames.sent.some((f) => /"since":\{"match":\d+,"revision":[12],"digest":"[0-9a-f]{16}"\}/.test(f))).toBe(true);
		// then the outage: this console scores two strokes on its copy, the other one its third
		await offline.context().setOffline(true);
		await offline.waitForSelector('.chip.conn[data-status="disconnected"]', { timeout: 30_000 });
		await miss(offline, 3);
		await miss(offline, 4);
		await miss(online, 3); // the other console scores meanwhile
		await offline.context().setOffline(false);
		await offline.getByTestId('conflict').waitFor({ timeout: 30_000 });
		expect(await offline.getByTestId('conflict').innerText()).toContain('2 waiting');
		await waitingIs(offline, 2); // nothing dropped while the marker decides
		await shot(offline, 'en-offline-conflict');
		await offline.click('[data-choice="mine"]');
		await waitingIs(offline, 0);
		await revisionIs(online, 5);
		const script = (await (await fetch(`${r.server.url}/api/tables/${table}/script`)).json()) as { actions: unknown[] };
		expect(script.actions).toHaveLength(5);
		await online.context().close();
		await offline.context().close();
	}, 120_000);

	it('the server killed (kill -9) and restarted while strokes wait: all delivered once, in order', async () => {
		const dataDir = tempDir('cuecast-offline-kill-');
		let server = await startServer({ dataDir });
		const token = (await login(server.url, server.pin!)).token!;
		const browser = await launchBrowser();
		try {
			const rig = { browser, server, token };
			await createTable({ ...r, server, token } as typeof r, 'k', 'Table K');
			const matchId = await startMatch({ ...r, server, token } as typeof r, 'k', NINE);
			const page = await consolePage(rig, 'k', 'en');
			await miss(page, 1); // online: stored at once
			await server.kill9();
			await page.waitForSelector('.chip.conn[data-status="disconnected"]', { timeout: 30_000 });
			for (let i = 2; i <= 6; i++) await miss(page, i);
			await waitingIs(page, 5);
			await page.reload(); // the server is gone: the shell and the outbox come from this browser
			await revisionIs(page, 6);
			for (let i = 7; i <= 10; i++) await miss(page, i);
			await waitingIs(page, 9);
			server = await startServer({ dataDir, port: server.port });
			await waitingIs(page, 0);
			const script = (await (await fetch(`${server.url}/api/tables/k/script`)).json()) as { actions: unknown[] };
			expect(script.actions).toHaveLength(10);
			const viewer = connect(server.url, { table: 'k' });
			await until(() => viewer.latest?.match?.id === matchId && viewer.latest.match.revision === 10, 10_000, 'a viewer at revision 10');
			viewer.socket.close();
			await page.context().close();
		} finally {
			await browser.close();
			await server.stop();
		}
	}, 180_000);
});
