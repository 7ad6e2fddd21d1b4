/**
 * The competition's wall display (/kiosk/competition/<id>) and the two competition overlays
 * (bracket, standings) on a real server, driven in Chromium: competitions made over the API with
 * an operator session, matches put on tables and played from a console socket, and each screen
 * seen to show the bracket or the standings and to change when a result arrives (Server-Sent
 * Events, no reload). Screenshots in en, pl and ru go to /tmp/shots/ (looked at by hand).
 *   npm run build && npx vitest run tests/competitions/kiosk-overlays.test.ts
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionView } from '../../src/lib/competition/types';
import { launchBrowser, lookAt, pagesNotReady } from '../support/browser';
import { buildOverlays } from '../overlays/support/build';
import { connect, connected, login, startServer, tempDir } from '../server/helpers';
import { act, assign, caromActions, create, createTables, matchById, playOut, raceActions, view, waitView, type Harness } from './flow-support';
import { skipWithout } from '../support/prerequisites';
import { Tabs } from '../support/tabs';

const SHOTS = '/tmp/shots';
const notReady = pagesNotReady();
const EIGHT = ['Anna Kowalska', 'Jan Nowak', 'Iwan Petrow', 'Maria Wiśniewska', 'Olga Smirnova', 'Piotr Zieliński', 'Dmitri Volkov', 'Ewa Lewandowska'];
const FOUR = ['Grzegorz Brzęczyszczykiewicz', 'Aleksandr Kuznetsov', 'Tomasz Wójcik', 'Natalia Sokolova'];

describe.skipIf(skipWithout(notReady))('competition wall display and overlays in Chromium', () => {
	let h: Harness;
	let browser: Browser;
	const tabs = new Tabs(() => browser);
	let ko: CompetitionView;
	let rr: CompetitionView;
	const errors: string[] = [];

	beforeAll(async () => {
		mkdirSync(SHOTS, { recursive: true });
		const overlays = buildOverlays();
		const server = await startServer({ dataDir: tempDir('cuecast-comp-screens-'), env: { CUECAST_OVERLAYS_DIR: overlays } });
		const token = (await login(server.url, server.pin!)).token!;
		const op = connect(server.url, { token });
		await connected(op.socket);
		h = { server, token, op };
		await createTables(h, ['t1', 't2', 't3']);
		ko = await create(h, {
			name: 'Club Cup 2026',
			format: 'single-elimination',
			options: { thirdPlace: true },
			setup: { discipline: 'nine-ball', raceTo: 2 },
			players: EIGHT.map((name) => ({ name })),
			seeding: 'hand',
			tables: ['t1', 't2']
		});
		rr = await create(h, {
			name: 'Liga trzech band',
			format: 'round-robin',
			setup: { discipline: 'three-cushion', pointsTo: 5 },
			players: FOUR.map((name) => ({ name })),
			seeding: 'hand',
			tables: ['t3']
		});
		browser = await launchBrowser(['--font-render-hinting=none']);
	}, 120_000);

	// a page of one test is gone before the next (its tab parked: tests/support/tabs.ts)
	afterEach(() => tabs.parkAll());
	afterAll(async () => {
		await tabs.closeAll();
		await browser?.close();
		h?.op.socket.close();
		await h?.server.stop();
	});

	/** A page in a tab of its size; its `close()` keeps the tab for the next. */
	async function open(path: string, size = { width: 1920, height: 1080 }): Promise<Page> {
		const page = await tabs.open({ viewport: size });
		page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
		await page.goto(`${h.server.url}${path}`);
		return page;
	}
	const revisionOf = (page: Page) => page.evaluate(() => Number(document.querySelector('[data-revision]')?.getAttribute('data-revision') ?? document.documentElement.dataset.revision ?? -1));
	/** Waits until the screen shows the competition at `revision` or later. */
	const shows = (page: Page, revision: number) =>
		page.waitForFunction(
			(r) => Number(document.querySelector('.comp[data-revision]')?.getAttribute('data-revision') ?? document.documentElement.dataset.revision ?? -1) >= r,
			revision,
			{ timeout: 10_000 }
		);
	const text = (page: Page, sel: string) => page.evaluate((s) => (document.querySelector(s) as HTMLElement | null)?.innerText ?? '', sel);

	it('the wall display shows the bracket, the match on its table with its live score, and the result as it arrives', async () => {
		const kiosk = await open(`/kiosk/competition/${ko.id}?lang=en`);
		await shows(kiosk, ko.revision);
		expect(await kiosk.locator('.mbox').count()).toBe(8); // 4 + 2 + 1 and the match for third place
		const main = await text(kiosk, 'main');
		for (const w of ['QUARTER-FINAL', 'SEMI-FINAL', 'FINAL', 'THIRD-PLACE MATCH', 'Anna Kowalska', 'Winner of match']) expect(main.toUpperCase()).toContain(w.toUpperCase());

		// A quarter-final goes on table 1: marked live, in the side panel with the table's name.
		const first = ko.matches.find((m) => m.status === 'ready' && m.players.includes('Anna Kowalska'))!;
		const live = await assign(h, ko.id, first.id, 't1');
		await kiosk.waitForSelector(`.mbox.live[data-match="${first.id}"]`, { timeout: 10_000 });
		expect(await text(kiosk, 'aside')).toContain('Table t1');
		// a rack won: the live score changes without a reload
		await act(h, 't1', live.tableMatch!, [{ t: 'rack', player: 0 }]);
		await kiosk.waitForFunction((id) => document.querySelector(`aside [data-match="${id}"] .sc`)?.textContent === '1', first.id, { timeout: 10_000 });
		await lookAt(kiosk, { path: `${SHOTS}/kiosk-bracket-live-en.png` });
		// the match decided: the winner goes on to the semi-final
		const winner = live.players[0]!;
		await act(h, 't1', live.tableMatch!, [{ t: 'rack', player: 0 }], 1);
		const done = await waitView(h, ko.id, (v) => matchById(v, first.id).status === 'finished', 'the quarter-final finished');
		await shows(kiosk, done.revision);
		const semi = done.matches.find((m) => m.round === 2 && m.bracket === 'winners' && m.players.includes(winner))!;
		expect(await text(kiosk, `.mbox[data-match="${semi.id}"]`)).toContain(winner);
		expect(await kiosk.locator(`.mbox.finished[data-match="${first.id}"] .win`).innerText()).toContain(winner);
		for (const lang of ['pl', 'ru'] as const) {
			const p = await open(`/kiosk/competition/${ko.id}?lang=${lang}`);
			await shows(p, done.revision);
			const words = await text(p, 'main');
			expect(words.toUpperCase()).toContain(lang === 'pl' ? 'ĆWIERĆFINAŁ' : 'ЧЕТВЕРТЬФИНАЛ');
			expect(words).not.toMatch(/board\.comp\./);
			await lookAt(p, { path: `${SHOTS}/kiosk-bracket-${lang}.png` });
			await p.close();
		}
		await lookAt(kiosk, { path: `${SHOTS}/kiosk-bracket-en.png` });
		// 1280×720 and a portrait TV show the same bracket
		for (const size of [
			{ width: 1280, height: 720 },
			{ width: 1080, height: 1920 }
		]) {
			const p = await open(`/kiosk/competition/${ko.id}?lang=en`, size);
			await shows(p, done.revision);
			expect(await p.locator(`.mbox[data-match="${semi.id}"]`).count()).toBe(1);
			await lookAt(p, { path: `${SHOTS}/kiosk-bracket-${size.width}x${size.height}.png` });
			await p.close();
		}
	}, 90_000);

	it('the bracket overlay follows its table’s competition (and ?competition=), transparent around it, live', async () => {
		// t1's current match is the competition's: no ?competition= needed
		const ov = await open('/overlay/t1/bracket?lang=en');
		await ov.waitForSelector('html[data-ready="1"]', { timeout: 10_000 });
		expect(await ov.locator('.m').count()).toBe(8);
		const before = await revisionOf(ov);
		const v = await view(h, ko.id);
		const next = v.matches.find((m) => m.status === 'ready' && m.round === 1)!;
		const live = await assign(h, ko.id, next.id, 't2');
		await ov.waitForSelector(`.m.live[data-match="${next.id}"]`, { timeout: 10_000 });
		const done = await playOut(h, ko.id, live, raceActions(live, { [live.players[0]!]: 1, [live.players[1]!]: 2 }));
		await ov.waitForFunction((r) => Number(document.documentElement.dataset.revision) >= r, done.revision, { timeout: 10_000 });
		expect(await revisionOf(ov)).toBeGreaterThan(before);
		expect(await ov.locator(`.m[data-match="${next.id}"] .win`).innerText()).toContain(live.players[1]!);
		// transparent outside the panel
		const png = await ov.screenshot({ omitBackground: true, path: `${SHOTS}/overlay-bracket-en.png` });
		expect(png.length).toBeGreaterThan(0);
		const corner = await ov.evaluate(() => getComputedStyle(document.body).backgroundColor);
		expect(corner).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
		for (const lang of ['pl', 'ru'] as const) {
			const p = await open(`/overlay/t3/bracket?competition=${ko.id}&lang=${lang}&theme=${lang === 'ru' ? 'light' : 'dark'}`);
			await p.waitForSelector('html[data-ready="1"]', { timeout: 10_000 });
			expect((await text(p, '#gfx')).toUpperCase()).toContain(lang === 'pl' ? 'PÓŁFINAŁ' : 'ПОЛУФИНАЛ');
			await lookAt(p, { omitBackground: true, path: `${SHOTS}/overlay-bracket-${lang}.png` });
			await p.close();
		}
		// a table outside any competition: nothing shown
		const none = await open('/overlay/t3/bracket?lang=en');
		await none.waitForSelector('html[data-ready="1"]', { timeout: 10_000 });
		expect(await none.locator('#gfx > *').count()).toBe(0);
	}, 90_000);

	it('the standings overlay and the wall display show the round robin’s table and follow its results', async () => {
		const first = rr.matches.find((m) => m.status === 'ready')!;
		const live = await assign(h, rr.id, first.id, 't3');
		const ov = await open('/overlay/t3/standings?lang=pl');
		await ov.waitForSelector('html[data-ready="1"]', { timeout: 10_000 });
		expect(await ov.locator('.r:not(.th)').count()).toBe(4);
		expect((await text(ov, '#gfx')).toUpperCase()).toContain('TABELA');
		const kiosk = await open(`/kiosk/competition/${rr.id}?lang=ru`);
		await shows(kiosk, (await view(h, rr.id)).revision);
		expect(await kiosk.locator('.standings tbody tr').count()).toBe(4);

		const [a, b] = live.players as [string, string];
		const done = await playOut(h, rr.id, live, caromActions(live, { [a]: [5], [b]: [2] }));
		const leader = done.standings[0].rows[0];
		expect(leader.name).toBe(a);
		await ov.waitForFunction((name) => document.querySelector('.r:not(.th) .player')?.textContent === name, a, { timeout: 10_000 });
		await kiosk.waitForFunction((name) => document.querySelector('.standings tbody tr td.player')?.textContent === name, a, { timeout: 10_000 });
		await ov.waitForFunction(() => document.querySelector('.r:not(.th) .won')?.textContent === '1', undefined, { timeout: 10_000 });
		await lookAt(ov, { omitBackground: true, path: `${SHOTS}/overlay-standings-pl.png` });
		// Redrawn for a result, the panel comes without its entrance; put on program in OBS
		// (obs-browser's event on window), it enters again all the same (counted in the same task).
		const entering = (onAir: boolean) =>
			ov.evaluate((a) => {
				if (a) dispatchEvent(new CustomEvent('obsSourceActiveChanged', { detail: { active: true } }));
				return document.getAnimations().filter((x) => x instanceof CSSAnimation && x.animationName === 'enter' && x.playState === 'running').length;
			}, onAir);
		expect(await ov.evaluate(() => document.querySelector('.standings')!.classList.contains('enter'))).toBe(false);
		expect(await entering(false)).toBe(0);
		expect(await entering(true)).toBe(1);
		await lookAt(kiosk, { path: `${SHOTS}/kiosk-standings-ru.png` });
		for (const lang of ['en', 'ru'] as const) {
			const p = await open(`/overlay/t1/standings?competition=${rr.id}&lang=${lang}`);
			await p.waitForSelector('html[data-ready="1"]', { timeout: 10_000 });
			expect((await text(p, '#gfx')).toUpperCase()).toContain(lang === 'en' ? 'STANDINGS' : 'ТУРНИРНАЯ ТАБЛИЦА');
			await lookAt(p, { omitBackground: true, path: `${SHOTS}/overlay-standings-${lang}.png` });
			await p.close();
		}
		for (const lang of ['en', 'pl'] as const) {
			const p = await open(`/kiosk/competition/${rr.id}?lang=${lang}`);
			await shows(p, done.revision);
			await lookAt(p, { path: `${SHOTS}/kiosk-standings-${lang}.png` });
			await p.close();
		}
		expect(errors).toEqual([]);
	}, 90_000);
});
