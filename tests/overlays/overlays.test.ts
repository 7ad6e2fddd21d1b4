/**
 * Overlays in a real browser (Debian's Chromium via playwright-core) against a real Socket.IO
 * 4.8 server speaking the cuecast protocol, with states from real engine runs of the fixtures.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { OVERLAYS } from '../../overlays/manifest';
import { asFamily } from '../../src/lib/engine/summary';
import type { Family } from '../../src/lib/engine/catalog';
import { overlayFolders } from '../../overlays/vite.config';
import type { TableState } from '../../src/lib/protocol';
import { browserMissing, hasBrowser, lookAt, PAGE_WAIT_MS } from '../support/browser';
import { overlayPage } from './support/page';
import { buildOverlays } from './support/build';
import { FAMILY_STATES, loadScript, runningClock, stateFrom, type ScriptDoc } from './support/fixtures';
import { decodePng } from './support/png';
import { startTestServer, type TestServer } from './support/server';
import { skipWithout } from '../support/prerequisites';
import { painted } from '../support/browser';

const SHOTS = '/tmp/overlay-shots';
const FAMILIES = ['pool', 'carom', 'pins', 'artistic'] as const;
type Fam = (typeof FAMILIES)[number];
/**
 * Which overlays show something for which family's live match (the others stay fully
 * transparent): the manifest's families, but a result card shows only once a rack or the match
 * is decided.
 */
// One table's overlays (the ticker follows the whole venue: its own tests, ticker.test.ts and
// sponsors-ticker.test.ts; the competition overlays follow a competition: tests/competitions/
// kiosk-overlays.test.ts); the result card waits for a result.
const SHOWS: Record<string, readonly string[]> = Object.fromEntries(
	OVERLAYS.filter((o) => !o.venue && !o.competition).map((o) => [o.name, o.name === 'result' ? [] : o.families])
);

const LONG = ['Grzegorz Brzęczyszczykiewicz-Szczebrzeszyński', 'Александр Константинопольский-Преображенский'];
const withNames = (names: string[]) => (doc: ScriptDoc) => {
	doc.match.players = (doc.match.players as unknown[]).map((p, i) => {
		const name = names[i % names.length];
		return typeof p === 'string' ? name : { ...(p as object), name };
	});
};

/** States at the action where `pred` first holds on the events. */
function firstWith(rel: string, pred: (types: string[]) => boolean, opts: Parameters<typeof stateFrom>[1] = {}): TableState {
	const n = loadScript(rel).actions.length;
	for (let i = 1; i <= n; i++) {
		const s = stateFrom(rel, { ...opts, actions: i });
		if (pred(s.events.map((e) => e.type))) return s;
	}
	throw new Error(`no such moment in ${rel}`);
}

const familyState = (fam: Fam, table = fam) => ({ ...FAMILY_STATES[fam](), table: { id: table, name: `Table ${fam}` } });

describe.skipIf(skipWithout(browserMissing()))('overlays in Chromium', () => {
	let dir: string;
	let srv: TestServer;
	let browser: Browser;
	let page: Page;

	beforeAll(async () => {
		mkdirSync(SHOTS, { recursive: true });
		dir = buildOverlays();
		srv = await startTestServer({ dir, states: FAMILIES.map((f) => familyState(f)) });
		({ browser, page } = await overlayPage());
	}, 60_000);
	afterAll(async () => {
		await browser?.close();
		await srv?.close();
	});

	/** The words files the page came with (the server's inline ones), by language and discipline. */
	const inlineWords = () =>
		page.evaluate(() => Object.keys((window as { __CUECAST_WORDS_IN__?: object }).__CUECAST_WORDS_IN__ ?? {}).map((u) => /-(?:en|pl|ru)(-[a-z0-9-]+)?\.json$/.exec(u)?.[0]));
	/** The words files the page fetched since it was opened. */
	let words: string[] = [];
	/** English unless the query asks otherwise (a ?lang= is remembered for every later page). */
	async function open(table: string, overlay: string, query = '') {
		const q = query.includes('lang=') ? query : `${query ? `${query}&` : '?'}lang=en`;
		words = [];
		page.removeAllListeners('request');
		page.on('request', (r) => void (r.url().includes('/words-') && words.push(r.url())));
		await page.goto(`${srv.url}/overlay/${table}/${overlay}${q}`);
		await page.waitForSelector('html[data-ready="1"]', { timeout: PAGE_WAIT_MS });
		// the entrance animation (380 ms) has finished before pixels are read
		await painted(page);
	}
	const text = () => page.evaluate(() => document.getElementById('gfx')!.innerText);
	const gfxBox = () =>
		page.evaluate(() => {
			const r = document.getElementById('gfx')!.getBoundingClientRect();
			return { x: r.x, y: r.y, w: r.width, h: r.height };
		});

	it('builds one page per overlay of the manifest', () => {
		expect(overlayFolders()).toEqual(['ball-tracker', 'billiards-break', 'bracket', 'carom-stats', 'intro', 'pins-board', 'pyramid-shelf', 'result', 'scorebug', 'snooker-break', 'standings', 'ticker']);
		expect(overlayFolders()).toEqual(OVERLAYS.map((o) => o.name).sort());
	});

	for (const overlay of Object.keys(SHOWS)) {
		for (const fam of FAMILIES) {
			it(`${overlay} renders a ${fam} match (and is transparent outside its graphic)`, async () => {
				await open(fam, overlay);
				const state = srv.states.get(fam)!;
				const box = await gfxBox();
				const shows = SHOWS[overlay].includes(fam);
				const png = await page.screenshot({ omitBackground: true });
				writeFileSync(`${SHOTS}/test-${overlay}-${fam}.png`, png);
				const img = decodePng(png);
				expect([img.width, img.height]).toEqual([1920, 1080]);
				for (const [x, y] of [[0, 0], [1919, 0], [0, 1079], [1919, 1079], [960, 540]]) {
					const inside = shows && x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
					if (!inside) expect(img.alpha(x, y), `alpha at ${x},${y}`).toBe(0);
				}
				if (!shows) {
					expect(box.w * box.h).toBe(0);
					let opaque = 0;
					for (let i = 3; i < img.data.length; i += 4 * 97) opaque += img.data[i] ? 1 : 0;
					expect(opaque).toBe(0);
					return;
				}
				// Inside the graphic: opaque panel; outside it (beyond its shadow): alpha 0.
				expect(img.alpha(Math.round(box.x + box.w / 2), Math.round(box.y + box.h / 2))).toBeGreaterThan(200);
				const pad = 60;
				for (const [x, y] of [
					[box.x - pad, box.y + box.h / 2],
					[box.x + box.w + pad, box.y + box.h / 2],
					[box.x + box.w / 2, box.y - pad],
					[box.x + box.w / 2, box.y + box.h + pad]
				]) {
					if (x >= 0 && x < 1920 && y >= 0 && y < 1080) expect(img.alpha(Math.round(x), Math.round(y))).toBe(0);
				}
				expect(box.x).toBeGreaterThanOrEqual(0);
				expect(box.y).toBeGreaterThanOrEqual(0);
				expect(box.x + box.w).toBeLessThanOrEqual(1920);
				expect(box.y + box.h).toBeLessThanOrEqual(1080);
				const shown = (await text()).toUpperCase();
				// Every word came from the dictionaries: no key shows, and the discipline's own words
				// had them all (the page never fell back to its whole words file). They came in the
				// page (the server puts them there): no request for words before the first paint.
				expect(shown).not.toMatch(/\b(BOARD|OPT|FAM)\.[A-Z]/);
				expect(words, overlay).toEqual([]);
				expect(await inlineWords(), overlay).toEqual([`-en-${state.match!.summary.discipline}.json`]);
				const summary = state.match!.summary;
				if (overlay === 'scorebug' || overlay === 'intro' || overlay === 'carom-stats' || overlay === 'pins-board') {
					for (const p of summary.players) expect(shown).toContain(p.name.toUpperCase());
				}
				if (overlay === 'scorebug' || overlay === 'carom-stats' || overlay === 'pins-board') {
					for (const p of summary.players) expect(shown).toContain(String(p.score));
				}
				if (overlay === 'ball-tracker') {
					const rack = summary.rack as { onTable: number[] };
					const on = await page.$$eval('.ball:not(.off)', (els) => els.map((e) => Number(e.textContent)));
					expect(on).toEqual(rack.onTable);
					expect(await page.$$eval('.ball', (els) => els.length)).toBe(9);
				}
				if (overlay === 'carom-stats') {
					expect(shown).toContain('8.333'.length ? (summary.players[0].average as number).toFixed(3) : '');
					const bars = await page.$$eval('.p0 .bar', (els) => els.length);
					expect(bars).toBe(asFamily(summary, 'carom').players[0].protocol.length);
				}
				if (overlay === 'pins-board') expect(shown).toContain('LAST STROKE');
				if (overlay === 'scorebug' && fam === 'carom') expect(shown).toContain((summary.players[1].average as number).toFixed(3));
			});
		}
	}

	it('scorebug: updates arrive without a reload', async () => {
		const table = 'live';
		const rel = 'pool/nine-ball/race-to-3-push-outs';
		srv.push(stateFrom(rel, { table, actions: 3 }));
		await open(table, 'scorebug');
		await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
		expect(await page.getAttribute('html', 'data-revision')).toBe('3');
		const later = stateFrom(rel, { table, actions: 20 });
		srv.push(later);
		await page.waitForSelector('html[data-revision="20"]', { timeout: PAGE_WAIT_MS });
		expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
		const scores = await page.$$eval('.score', (els) => els.map((e) => Number(e.textContent)));
		expect(scores).toEqual(later.match!.summary.players.map((p) => p.score));
	});

	it('reconnects after a server restart and pulls the state again', async () => {
		const table = 'restart';
		const rel = 'carom/merckx-50-in-6';
		srv.push(stateFrom(rel, { table, actions: 2 }));
		await open(table, 'scorebug');
		const port = srv.port;
		await srv.close();
		await page.waitForSelector('html[data-status="disconnected"]', { timeout: PAGE_WAIT_MS });
		// The new server has a newer state already: the page must pull it after reconnecting.
		srv = await startTestServer({ dir, port, states: [...FAMILIES.map((f) => familyState(f)), stateFrom(rel, { table, actions: 6 })] });
		await page.waitForSelector('html[data-revision="6"]', { timeout: 10_000 });
		// And pushes reach it after the reconnect.
		const eight = stateFrom(rel, { table, actions: 8 });
		srv.push(eight);
		await page.waitForSelector('html[data-revision="8"]', { timeout: PAGE_WAIT_MS });
		expect(await page.$$eval('.score', (els) => els.map((e) => e.textContent))).toEqual(eight.match!.summary.players.map((p) => String(p.score)));
	}, 30_000);

	it('answers the server pings (stays connected across several ping intervals)', async () => {
		// Pings every 250 ms; a client that did not answer would be dropped 2 s after one. Counted on
		// the server's side of the page's own connection, so the test waits on pongs, not on time.
		const quick = await startTestServer({ dir, pingInterval: 250, pingTimeout: 2000, states: [familyState('pool')], inlineState: false });
		try {
			await page.goto(`${quick.url}/overlay/pool/scorebug`);
			await page.waitForSelector('html[data-ready="1"]');
			// No state in the page: this one was painted from the socket's join ack alone.
			expect(await page.evaluate(() => '__CUECAST_STATE__' in window)).toBe(false);
			expect(await page.$$eval('.score', (els) => els.length)).toBe(2);
			let connections = 0;
			quick.io.on('connection', () => connections++);
			const [socket] = [...quick.io.sockets.sockets.values()];
			let pongs = 0;
			socket!.conn.on('packet', (packet: { type: string }) => {
				if (packet.type === 'pong') pongs++;
			});
			await vi.waitFor(() => expect(pongs).toBeGreaterThanOrEqual(6), { timeout: 20_000, interval: 50 });
			expect(socket!.connected).toBe(true);
			expect(await page.getAttribute('html', 'data-status')).toBe('connected');
			expect(connections).toBe(0);
			expect(quick.io.engine.clientsCount).toBe(1);
		} finally {
			await quick.close();
		}
	}, 30_000);

	it('speaks Polish and Russian', async () => {
		await open('pool', 'scorebug', '?lang=pl');
		expect(await text()).toContain('DZIEWIĄTKA');
		expect(await text()).toContain('Gra do 3');
		await open('carom', 'scorebug', '?lang=ru');
		expect(await text()).toContain('ТРЁХБОРТНЫЙ');
		expect(await text()).toContain('ПОДХ');
		await open('carom', 'carom-stats', '?lang=pl');
		expect(await text()).toContain('STATYSTYKI MECZU');
		await open('pins', 'pins-board', '?lang=ru');
		expect(await text()).toContain('ПОСЛЕДНИЙ УДАР');
		srv.push(stateFrom('pool/eight-ball/race-to-3', { table: 'eight', actions: 2 }));
		await open('eight', 'scorebug', '?lang=pl');
		expect(await text()).toContain('ÓSEMKA');
		srv.push(stateFrom('pool/straight-pool/to-40-long-runs', { table: 'straight', actions: 4 }));
		await open('straight', 'intro', '?lang=ru');
		expect(await text()).toContain('ПРЯМОЙ ПУЛ 14.1');
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/test-intro-ru.png` });
	});

	it('long Polish and Cyrillic names fit (shrunk or ellipsis, same width as short names)', async () => {
		const cases: [string, string][] = [
			['pool/nine-ball/race-to-3-push-outs', 'pool'],
			['carom/merckx-50-in-6', 'carom'],
			['pins/kegel-final-safety', 'pins']
		];
		for (const [rel, fam] of cases) {
			const table = `long-${fam}`;
			srv.push(stateFrom(rel, { table, actions: 5, patch: withNames(LONG) }));
			for (const overlay of ['scorebug', 'intro', 'carom-stats', 'pins-board', 'intro?player=2']) {
				const [name, query] = overlay.split('?');
				if (!['scorebug', 'intro'].includes(name) && !SHOWS[name].includes(fam as Fam)) continue;
				await open(fam, name, query ? `?${query}` : '');
				const normal = await gfxBox();
				await open(table, name, query ? `?${query}` : '');
				const long = await gfxBox();
				expect(long.w, `${overlay} width`).toBe(normal.w);
				expect(long.h, `${overlay} height`).toBe(normal.h);
				const bad = await page.$$eval('#gfx *', (els) =>
					els
						.filter((e) => e.children.length === 0 && e.textContent && e.scrollWidth > e.clientWidth + 1)
						.filter((e) => getComputedStyle(e).textOverflow !== 'ellipsis' || getComputedStyle(e).overflow === 'visible')
						.map((e) => `${e.className}: ${e.textContent}`)
				);
				expect(bad, overlay).toEqual([]);
				const names = await page.$$eval('.name, .vs-name, .big-name', (els) => els.map((e) => e.textContent));
				expect(names.join(' ')).toMatch(/Brzęczyszczykiewicz|Константинопольский/);
				await lookAt(page.locator('#gfx'), { path: `${SHOTS}/test-long-${name}-${fam}${query ? '-p2' : ''}.png` });
			}
		}
	}, 60_000);

	it('result card: shows a rack win from the events, then the match winner', async () => {
		const table = 'result';
		const rel = 'pool/nine-ball/race-to-3-push-outs';
		srv.push(stateFrom(rel, { table, actions: 1 }));
		await open(table, 'result', '?hold=1');
		expect(await page.$$eval('.result', (els) => els.length)).toBe(0);
		const rack = firstWith(rel, (types) => types.includes('rack-won'), { table });
		srv.push(rack);
		await page.waitForSelector('.result.rack', { timeout: PAGE_WAIT_MS });
		const ev = rack.events.find((e) => e.type === 'rack-won')!;
		expect((await text()).toUpperCase()).toContain(rack.match!.summary.players[ev.player as number].name.toUpperCase());
		// ?hold=1: a rack card leaves after a second (this limit stays under the default hold, 7 s).
		await page.waitForFunction(() => !document.querySelector('.result'), undefined, { timeout: 5000 });
		const end = stateFrom(rel, { table });
		expect(end.events.map((e) => e.type)).toContain('match-won');
		srv.push(end);
		await page.waitForSelector('.result.match', { timeout: PAGE_WAIT_MS });
		await painted(page);
		const shown = (await text()).toUpperCase();
		expect(shown).toContain('WINNER');
		expect(shown).toContain(end.match!.summary.players[end.match!.summary.winner!].name.toUpperCase());
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/test-result-match.png` });
		// A reload of a finished match shows the result from the summary alone.
		await open(table, 'result', '?lang=pl');
		expect((await text()).toUpperCase()).toContain('ZWYCIĘZCA');
	});

	it('result card: a drawn match (artistic)', async () => {
		const table = 'draw';
		srv.push(stateFrom('artistic/artistic-draw', { table }));
		await open(table, 'result', '?lang=ru');
		expect(await text()).toContain('Матч закончился вничью');
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/test-result-draw-ru.png` });
	});

	it('URL options: light theme, accent, scale and anchor', async () => {
		await open('pool', 'scorebug', '?theme=light&accent=%23ff3366&scale=0.5&anchor=top-right&x=10&y=20');
		const box = await gfxBox();
		expect(box.x + box.w).toBeCloseTo(1910, 0);
		expect(box.y).toBeCloseTo(20, 0);
		// Half the graphic's own width: the scale applies to the whole of it.
		expect(box.w).toBeCloseTo((await page.$eval('.bug', (e) => (e as HTMLElement).offsetWidth)) * 0.5, 0);
		const active = await page.$eval('.row.active .score', (e) => getComputedStyle(e).backgroundColor);
		expect(active).toBe('rgb(255, 51, 102)');
		const panel = await page.$eval('.bug', (e) => getComputedStyle(e).backgroundColor);
		expect(panel).toMatch(/^rgba\(246, 247, 250/);
		await open('pool', 'scorebug', '?anchor=bottom&scale=1.5');
		const centred = await gfxBox();
		expect(centred.x + centred.w / 2).toBeCloseTo(960, 0);
		expect(centred.y + centred.h).toBeCloseTo(1080 - 48, 0);
	});

	it('an optional shot clock counts down', async () => {
		const table = 'clock';
		const base = stateFrom('pool/nine-ball/race-to-3-push-outs', { table, actions: 4 });
		base.clock = runningClock(30_000, 30_000);
		srv.push(base);
		await open(table, 'scorebug');
		const first = Number(await page.textContent('.clock-t'));
		expect(first).toBeGreaterThan(25);
		// it counts down by itself (the server sent one state): it shows less within the wait
		await page.waitForFunction((f) => Number(document.querySelector('.clock-t')?.textContent) < f, first, { timeout: PAGE_WAIT_MS });
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/test-clock.png` });
	});

	it('an unknown table stays transparent (and keeps asking)', async () => {
		await page.goto(`${srv.url}/overlay/nope/scorebug`);
		await page.waitForSelector('html[data-status="connected"]');
		await page.waitForTimeout(200);
		expect(await page.evaluate(() => document.getElementById('gfx')!.childElementCount)).toBe(0);
	});
});
