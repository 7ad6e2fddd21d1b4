/**
 * /matches and /players/<name> in Chromium, in English, Polish and Russian, against a real
 * server whose matches were played through the console's protocol (match:start, act): the rows
 * and their results, the filters (player, discipline, table, date) in the address, pages of
 * `limit` rows, a live row following a stroke, a bad filter refused in the page's language, a
 * player's figures (worked out by hand below), and the links from the tables page, the console
 * and the phone viewer. Screenshots go to /tmp/shots-records-list (en/pl/ru, and 390 px wide).
 * Needs Debian's Chromium and a build (npm run build); skipped, saying why, without.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir, type Client } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, pagesNotReady } from '../support/browser';
import { serverAndBrowser, type ServerAndBrowser } from '../support/rig';
import { openPage, type DeviceOptions } from '../home/support';
import { disciplineName } from '../../src/lib/i18n/disciplines';
import { skipWithout } from '../support/prerequisites';
import { Tabs } from '../support/tabs';

const why = pagesNotReady();
if (why) console.warn(`match list pages browser test skipped: ${why}`);

type Lang = 'en' | 'pl' | 'ru';
const LANGS: Lang[] = ['en', 'pl', 'ru'];
const SHOTS = '/tmp/shots-records-list';

const LUKASZ = 'Łukasz Żak';
const IVAN = 'Иван Петров';
const ANNA = 'Anna Nowak';

/**
 * The matches, oldest first. Three-cushion to 5 with the equalizing inning: Łukasz 2, 0, 3 = 5
 * in 3 innings (average 5 / 3 = 1.666, cut, high run 3), Ivan 1, 0 and the equalizing 1 = 2 in 3
 * (0.666). Nine-ball race to 2: Łukasz breaks and runs rack 1 (1 on the break, then 2 … 9), Anna
 * takes rack 2, Łukasz rack 3: 2 racks won, 1 lost, 1 break and run. The last is left live.
 */
const MATCHES = [
	{
		table: 'carom-1',
		setup: { discipline: 'three-cushion', players: [LUKASZ, IVAN], pointsTo: 5 },
		actions: [2, 1, 0, 0, 3, 1].map((points) => ({ t: 'inning', points }))
	},
	{
		table: 'pool-2',
		setup: { discipline: 'nine-ball', players: [LUKASZ, ANNA], raceTo: 2 },
		actions: [
			{ t: 'shot', potted: [1], rails: 4 },
			...[2, 3, 4, 5, 6, 7, 8, 9].map((b) => ({ t: 'shot', potted: [b] })),
			{ t: 'rack', player: 1 },
			{ t: 'rack', player: 0 }
		]
	},
	{
		table: 'carom-1',
		setup: { discipline: 'three-cushion', players: [ANNA, IVAN], pointsTo: 30 },
		actions: [4, 2].map((points) => ({ t: 'inning', points }))
	}
];

const TEXT: Record<Lang, { title: string; live: string; refusedPrefix: string; racksWon: string; avg: string }> = {
	en: { title: 'Matches', live: 'Live', refusedPrefix: 'Refused:', racksWon: 'Racks won', avg: '1.666' },
	pl: { title: 'Mecze', live: 'Na żywo', refusedPrefix: 'Odrzucono', racksWon: 'Partie wygrane', avg: '1,666' },
	ru: { title: 'Матчи', live: 'Идёт игра', refusedPrefix: 'Отклонено', racksWon: 'Выиграно партий', avg: '1,666' }
};

describe.skipIf(skipWithout(why))('the match list and player pages', () => {
	let s: ServerAndBrowser;
	let op: Client;
	const ids: number[] = [];
	let liveRevision = 0;
	const tabs = new Tabs(() => s.browser);
	const errors: string[] = [];
	const open = (path: string, opts: DeviceOptions = {}): Promise<Page> => openPage(s, path, opts, tabs, errors);
	const today = new Date().toISOString().slice(0, 10);
	const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

	beforeAll(async () => {
		assertBuiltAfter('the match list and player pages', ['src/routes/matches', 'src/routes/players', 'src/lib/records-list', 'src/lib/i18n', 'src/routes/+page.svelte', 'src/lib/home', 'src/lib/console', 'src/routes/view']);
		mkdirSync(SHOTS, { recursive: true });
		const server = await startServer({ dataDir: tempDir('cuecast-records-list-') });
		const { token } = await login(server.url, server.pin!);
		s = serverAndBrowser(server, await launchBrowser(), token!);
		op = connect(server.url, { token: token! }).socket;
		await connected(op);
		for (const [id, name] of [['carom-1', 'Karambol 1'], ['pool-2', 'Stół 2']]) expect((await call(op, 'table:create', { id, name })).ok).toBe(true);
		const current: Record<string, number | null> = { 'carom-1': null, 'pool-2': null };
		for (const m of MATCHES) {
			const started = await call(op, 'match:start', { table: m.table, setup: m.setup, replaces: current[m.table] });
			if (!started.ok) throw new Error(`${m.table}: ${started.reason}`);
			const id: number = started.state.match.id;
			current[m.table] = id;
			ids.push(id);
			let revision = 0;
			for (const action of m.actions) {
				const reply = await call(op, 'act', { table: m.table, match: id, revision, action });
				if (!reply.ok) throw new Error(`${m.table} ${JSON.stringify(action)}: ${reply.reason}`);
				revision = reply.revision;
			}
			liveRevision = revision;
		}
	}, 90_000);

	// pages left open keep asking for the list on every stroke (one address, one read budget)
	afterEach(async () => {
		await tabs.parkAll();
	});
	afterAll(async () => {
		await tabs.closeAll();
		op?.close();
		await s?.close();
	});

	const rowIds = (page: Page) => page.$$eval('.match-list > ol > li[data-match]', (lis) => lis.map((li) => Number(li.getAttribute('data-match'))));
	const loaded = (page: Page) => page.waitForSelector('.match-list[data-loaded="true"]');
	/** Waits for the page at this address to show the list the API gave for it. */
	async function list(page: Page, path: string) {
		await page.waitForURL((u) => u.pathname + u.search === path, { timeout: 10_000 }).catch((e: Error) => {
			throw new Error(`${e.message}\nwanted ${path}, at ${new URL(page.url()).pathname}${new URL(page.url()).search}`);
		});
		await page.waitForSelector(`.match-list[data-loaded="true"][data-shown="${'/api' + path}"]`);
		return rowIds(page);
	}

	it('lists every match newest first with its result, in each language', { timeout: 60_000 }, async () => {
		const [carom, pool, liveId] = ids as [number, number, number];
		for (const lang of LANGS) {
			const page = await open('/matches', { lang, width: 1280, height: 900 });
			await loaded(page);
			expect(await page.textContent('h1')).toBe(TEXT[lang].title);
			expect(await rowIds(page)).toEqual([liveId, pool, carom]);
			const row = (id: number) => page.locator(`li[data-match="${id}"]`);
			// the finished carom match: the winner marked, scores, the average cut to 3 decimals
			expect(await row(carom).locator('.discipline').textContent()).toBe(disciplineName(lang, 'three-cushion'));
			expect(await row(carom).locator('[data-winner="true"] .name').textContent()).toBe(LUKASZ);
			expect(await row(carom).locator('.score').allTextContents()).toEqual(['5', '2']);
			expect(await row(carom).textContent()).toContain(TEXT[lang].avg);
			expect(await row(pool).locator('.score').allTextContents()).toEqual(['2', '1']);
			expect(await row(pool).locator('[data-winner="true"] .name').textContent()).toBe(LUKASZ);
			// the live one is badged, nobody marked as winner
			expect((await row(liveId).locator('[data-live-badge]').textContent())?.trim()).toBe(`● ${TEXT[lang].live}`);
			expect(await row(carom).locator('[data-live-badge]').count()).toBe(0);
			expect(await row(liveId).locator('[data-winner="true"]').count()).toBe(0);
			// links: the record, each player's page, the table's list
			expect(await row(carom).locator('[data-link="record"]').getAttribute('href')).toBe(`/matches/${carom}`);
			expect(await row(carom).locator('.name').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([`/players/${encodeURIComponent(LUKASZ)}`, `/players/${encodeURIComponent(IVAN)}`]);
			expect(await row(pool).locator('a.table').getAttribute('href')).toBe('/matches?table=pool-2');
			expect(await page.getAttribute('[data-link="csv"]', 'href')).toBe('/api/matches/export.csv');
			await lookAt(page, { path: `${SHOTS}/matches-${lang}.png`, fullPage: true });
			await page.close();
		}
		expect(errors).toEqual([]);
	});

	it('filters by player, discipline, table and date, each kept in the address', { timeout: 60_000 }, async () => {
		const [carom, pool, liveId] = ids as [number, number, number];
		const page = await open('/matches', { lang: 'pl', width: 1280, height: 900 });
		await loaded(page);
		await page.fill('input[name=player]', LUKASZ);
		await page.press('input[name=player]', 'Enter');
		expect(await list(page, `/matches?player=${encodeURIComponent(LUKASZ).replace(/%20/g, '+')}`)).toEqual([pool, carom]);
		await page.selectOption('select[name=discipline]', 'nine-ball');
		expect(await list(page, `/matches?player=${encodeURIComponent(LUKASZ).replace(/%20/g, '+')}&discipline=nine-ball`)).toEqual([pool]);
		await page.click('[data-clear]');
		expect(await list(page, '/matches')).toEqual([liveId, pool, carom]);
		await page.selectOption('select[name=table]', 'carom-1');
		expect(await list(page, '/matches?table=carom-1')).toEqual([liveId, carom]);
		// the table list is the venue's, by name
		expect(await page.locator('select[name=table] option').allTextContents()).toEqual(['wszystkie', 'Karambol 1', 'Stół 2']);
		await page.fill('input[name=from]', tomorrow);
		await page.dispatchEvent('input[name=from]', 'change');
		expect(await list(page, `/matches?table=carom-1&from=${tomorrow}`)).toEqual([]);
		expect(await page.textContent('.none')).toBe('Żaden mecz nie pasuje do tych filtrów.');
		expect(await page.getAttribute('[data-link="csv"]', 'href')).toBe(`/api/matches/export.csv?from=${tomorrow}`);
		await page.fill('input[name=from]', today);
		await page.fill('input[name=to]', today);
		await page.dispatchEvent('input[name=to]', 'change');
		expect(await list(page, `/matches?table=carom-1&from=${today}&to=${today}`)).toEqual([liveId, carom]);
		// the address alone gives the same list (a link), the form showing its filters
		const linked = await open(`/matches?table=carom-1&from=${today}&to=${today}`, { lang: 'en' });
		await loaded(linked);
		expect(await rowIds(linked)).toEqual([liveId, carom]);
		expect(await linked.inputValue('select[name=table]')).toBe('carom-1');
		expect(await linked.inputValue('input[name=from]')).toBe(today);
		expect(errors).toEqual([]);
	});

	it('pages by before=<next> when there are more matches than the limit', { timeout: 60_000 }, async () => {
		const [carom, pool, liveId] = ids as [number, number, number];
		const page = await open('/matches?limit=2', { lang: 'ru' });
		await loaded(page);
		expect(await rowIds(page)).toEqual([liveId, pool]);
		expect(await page.textContent('[data-link="older"]')).toBe('Более ранние матчи →');
		await page.click('[data-link="older"]');
		expect(await list(page, `/matches?before=${pool}&limit=2`)).toEqual([carom]);
		expect(await page.locator('[data-link="older"]').count()).toBe(0);
		await page.click('[data-link="newest"]');
		expect(await list(page, '/matches?limit=2')).toEqual([liveId, pool]);
		expect(errors).toEqual([]);
	});

	it('shows a malformed filter refused by the server, in the page language', { timeout: 60_000 }, async () => {
		await new Promise((r) => setTimeout(r, 1100)); // the read budget of this address (3 a second)
		const api = await fetch(`${s.server.url}/api/matches?from=yesterday`);
		expect(api.status).toBe(400);
		const seen: string[] = [];
		for (const lang of LANGS) {
			const page = await open('/matches?from=yesterday', { lang });
			await page.waitForSelector('[role=alert]');
			const text = (await page.textContent('[role=alert]'))!;
			expect(text.startsWith(TEXT[lang].refusedPrefix)).toBe(true);
			seen.push(text);
			expect(await rowIds(page)).toEqual([]);
			await page.close();
		}
		expect(new Set(seen).size).toBe(3);
		expect(errors).toEqual([]);
	});

	it('updates a live row as the console scores', { timeout: 60_000 }, async () => {
		const liveId = ids[2]!;
		const page = await open('/matches', { lang: 'en' });
		await loaded(page);
		const scores = page.locator(`li[data-match="${liveId}"] .score`);
		expect(await scores.allTextContents()).toEqual(['4', '2']);
		// Anna's second inning: 6 points
		const reply = await call(op, 'act', { table: 'carom-1', match: liveId, revision: liveRevision, action: { t: 'inning', points: 6 } });
		expect(reply.ok).toBe(true);
		liveRevision = reply.revision;
		await page.waitForFunction((id) => document.querySelector(`li[data-match="${id}"] .score`)?.textContent === '10', liveId, { timeout: 10_000 });
		expect(await scores.allTextContents()).toEqual(['10', '2']);
		expect(await page.locator(`li[data-match="${liveId}"] [data-live-badge]`).count()).toBe(1);
		expect(errors).toEqual([]);
	});

	it("shows a player's figures per discipline, worked out by hand, and their recent matches", { timeout: 60_000 }, async () => {
		const [carom, pool] = ids as [number, number, number];
		for (const lang of LANGS) {
			const page = await open(`/players/${encodeURIComponent(LUKASZ)}`, { lang, width: 1280, height: 900 });
			await page.waitForSelector('[data-testid=totals]');
			expect(await page.textContent('h1')).toBe(LUKASZ);
			const fig = (scope: string, key: string) => page.textContent(`${scope} [data-figure="${key}"] dd, ${scope} [data-figure="${key}"] strong`);
			expect(await fig('[data-testid=totals]', 'matches')).toBe('2');
			expect(await fig('[data-testid=totals]', 'wins')).toBe('2');
			expect(await fig('[data-testid=totals]', 'draws')).toBe('0');
			const c = 'section[data-discipline="three-cushion"]';
			expect(await page.textContent(`${c} h2`)).toBe(disciplineName(lang, 'three-cushion'));
			expect(await fig(c, 'generalAverage')).toBe(TEXT[lang].avg);
			expect(await fig(c, 'bestAverage')).toBe(TEXT[lang].avg);
			expect(await fig(c, 'highRun')).toBe('3');
			expect(await fig(c, 'points')).toBe('5');
			expect(await fig(c, 'innings')).toBe('3');
			const p = 'section[data-discipline="nine-ball"]';
			expect(await page.textContent(`${p} [data-figure="racksWon"] dt`)).toBe(TEXT[lang].racksWon);
			expect(await fig(p, 'racksWon')).toBe('2');
			expect(await fig(p, 'racksLost')).toBe('1');
			expect(await fig(p, 'breakAndRuns')).toBe('1');
			expect(await page.locator(`${p} [data-figure="generalAverage"]`).count()).toBe(0);
			await loaded(page);
			expect(await rowIds(page)).toEqual([pool, carom]);
			expect(await page.getAttribute('[data-link="all"]', 'href')).toBe(`/matches?player=${encodeURIComponent(LUKASZ).replace(/%20/g, '+')}`);
			await lookAt(page, { path: `${SHOTS}/player-${lang}.png`, fullPage: true });
			await page.close();
		}
		// Ivan: one finished match lost (the live one is not counted), 2 points in 3 innings
		const ivan = await open(`/players/${encodeURIComponent(IVAN)}`, { lang: 'ru' });
		await ivan.waitForSelector('[data-testid=totals]');
		expect(await ivan.textContent('[data-testid=totals] [data-figure="matches"] strong')).toBe('1');
		expect(await ivan.textContent('[data-testid=totals] [data-figure="wins"] strong')).toBe('0');
		expect(await ivan.textContent('section[data-discipline="three-cushion"] [data-figure="generalAverage"] dd')).toBe('0,666');
		expect(errors).toEqual([]);
	});

	it('links to the lists from the tables page, each table card, the console and the phone viewer', { timeout: 60_000 }, async () => {
		const home = await open('/', { lang: 'en' });
		await home.waitForSelector('[data-table="carom-1"]');
		expect(await home.getAttribute('nav.venue [data-link="matches"]', 'href')).toBe('/matches');
		expect(await home.getAttribute('[data-table="carom-1"] [data-link="matches"]', 'href')).toBe('/matches?table=carom-1');
		expect(await home.getAttribute('[data-table="pool-2"] [data-link="matches"]', 'href')).toBe('/matches?table=pool-2');
		await home.click('[data-table="pool-2"] [data-link="matches"]');
		expect(await list(home, '/matches?table=pool-2')).toEqual([ids[1]]);
		const console_ = await open('/console/carom-1', { lang: 'pl', operator: true });
		await console_.waitForSelector('.console [data-link="matches"]');
		expect(await console_.getAttribute('.console [data-link="matches"]', 'href')).toBe('/matches?table=carom-1');
		expect(await console_.textContent('.console [data-link="matches"]')).toBe('Mecze');
		const viewer = await open('/view/carom-1', { lang: 'ru', width: 390, height: 844, mobile: true });
		await viewer.waitForSelector('[data-link="matches"]');
		expect(await viewer.getAttribute('[data-link="matches"]', 'href')).toBe('/matches?table=carom-1');
		await lookAt(viewer, { path: `${SHOTS}/viewer-ru-phone.png`, fullPage: true });
		await lookAt(console_, { path: `${SHOTS}/console-pl.png` });
		await home.goto(s.server.url + '/');
		await home.waitForSelector('[data-table="carom-1"]');
		await lookAt(home, { path: `${SHOTS}/home-en.png` });
		expect(errors).toEqual([]);
	});

	it('fits a phone (390 px): no sideways scrolling on the list or the player page', { timeout: 60_000 }, async () => {
		for (const lang of LANGS) {
			for (const path of ['/matches', `/players/${encodeURIComponent(LUKASZ)}`]) {
				const page = await open(path, { lang, width: 390, height: 844, mobile: true });
				await loaded(page);
				expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
				await lookAt(page, { path: `${SHOTS}/${path === '/matches' ? 'matches' : 'player'}-${lang}-phone.png`, fullPage: true });
				await page.close();
			}
		}
		expect(errors).toEqual([]);
	});
});
