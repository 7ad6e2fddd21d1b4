/**
 * Issue 11's overlay defects, each as a new user met it, in Chromium against the overlay test
 * server (see overlays.test.ts). Each test failed on the overlays before their fix:
 *   CUECAST_TEST_OVERLAYS=<a build of the older overlays> npx vitest run tests/overlays/defects.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TableState } from '../../src/lib/protocol';
import { browserMissing, hasBrowser, lookAt, PAGE_WAIT_MS } from '../support/browser';
import { overlayPage } from './support/page';
import { buildOverlays } from './support/build';
import { runningClock, stateFrom, type ScriptDoc } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';
import { skipWithout } from '../support/prerequisites';
import { painted } from '../support/browser';

const SHOTS = '/tmp/overlay-shots';

/** Sets player names and countries in a fixture's set-up. */
const players = (list: { name?: string; country?: string }[]) => (doc: ScriptDoc) => {
	doc.match.players = (doc.match.players as unknown[]).map((p, i) => ({ ...(typeof p === 'string' ? { name: p } : (p as object)), ...list[i] }));
};

describe.skipIf(skipWithout(browserMissing()))('issue 11 overlay defects', () => {
	let srv: TestServer;
	let browser: Browser;
	let page: Page;

	beforeAll(async () => {
		srv = await startTestServer({ dir: buildOverlays() });
		({ browser, page } = await overlayPage());
	}, 60_000);
	afterAll(() => Promise.all([browser?.close(), srv?.close()]));

	async function show(state: TableState, overlay: string, lang = 'en') {
		srv.push(state);
		await page.goto(`${srv.url}/overlay/${state.table.id}/${overlay}?lang=${lang}`);
		await page.waitForSelector('html[data-ready="1"]', { timeout: PAGE_WAIT_MS });
		await painted(page);
	}
	const text = async () => (await page.evaluate(() => document.getElementById('gfx')!.innerText)).toUpperCase();
	const visible = (sel: string) =>
		page.$$eval(sel, (els) => els.filter((e) => (e as HTMLElement).offsetParent !== null && getComputedStyle(e).visibility !== 'hidden').length);

	it('(2) carom scorebug: each heading stands over its column, with and without a shot clock', async () => {
		for (const clock of [false, true]) {
			const state = stateFrom('carom/merckx-50-in-6', { table: `carom-head-${clock}`, actions: 5 });
			if (clock) state.clock = runningClock(25_000, 40_000);
			await show(state, 'scorebug');
			const centres = await page.evaluate(() => {
				const mid = (e: Element | null) => {
					const r = e!.getBoundingClientRect();
					return r.width ? r.x + r.width / 2 : NaN;
				};
				const row = document.querySelector('.row')!;
				const cells = [...row.querySelectorAll('.stats > *')].map(mid);
				const heads = [...document.querySelectorAll('.labels > *')].map(mid);
				return { cells, heads, texts: [...document.querySelectorAll('.labels > *')].map((e) => e.textContent) };
			});
			expect(centres.cells).toHaveLength(3);
			centres.heads.forEach((x, i) => expect(Math.abs(x - centres.cells[i]), `${centres.texts[i]} (clock ${clock})`).toBeLessThan(2));
			expect(centres.texts).toEqual(['Inn.', 'Avg', 'HR']);
			if (clock) await lookAt(page.locator('#gfx'), { path: `${SHOTS}/defect-carom-headings-clock.png` });
		}
	});

	it('(5) scorebug: a name is shrunk to fit beside the group and ball-in-hand badges, not cut', async () => {
		// 8-ball, seventh action: groups are set and the player at the table has ball in hand.
		const state = stateFrom('pool/eight-ball/race-to-3', {
			table: 'badges',
			actions: 7,
			patch: players([{ name: 'Shane Van Boening' }, { name: 'Francisco Bustamante Dela Cruz' }])
		});
		await show(state, 'scorebug');
		expect(await visible('.row.active .tag.bih')).toBe(1);
		expect(await visible('.row.active .tag.group')).toBe(1);
		const name = await page.$eval('.row.active .name', (e) => ({
			text: e.textContent,
			cut: e.scrollWidth > e.clientWidth + 1,
			size: parseFloat(getComputedStyle(e).fontSize)
		}));
		expect(name.text).toBe('Francisco Bustamante Dela Cruz');
		expect(name.cut, 'ellipsis although shrinking would fit').toBe(false);
		expect(name.size).toBeLessThan(27);
		expect(name.size).toBeGreaterThanOrEqual(27 * 0.6 - 0.1);
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/defect-name-badges.png` });
	});

	it('(9) a finished match: the scorebug and the ball tracker show the result, not a next rack', async () => {
		const state = stateFrom('pool/nine-ball/race-to-3-push-outs', { table: 'ended' });
		expect(state.match!.summary.status).toBe('finished');
		const winner = state.match!.summary.players[state.match!.summary.winner!].name.toUpperCase();
		await show(state, 'scorebug');
		let shown = await text();
		expect(shown).not.toMatch(/RACK \d/);
		expect(shown).toContain(`${winner} WINS`);
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/defect-final-scorebug.png` });
		await show(state, 'ball-tracker');
		expect(await visible('.ball')).toBe(0);
		shown = await text();
		expect(shown).toContain(`${winner} WINS`);
		expect(shown).toContain('FINAL');
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/defect-final-tracker.png` });
	});

	it("scorebug: the breaker's mark sits apart from the foul dots (left of the name), not as a fourth dot", async () => {
		const state = stateFrom('pool/nine-ball/race-to-3-push-outs', { table: 'breaker', actions: 9 });
		await show(state, 'scorebug');
		const where = await page.evaluate(() => {
			const brk = [...document.querySelectorAll('.brk')].find((e) => getComputedStyle(e).visibility !== 'hidden' && (e as HTMLElement).offsetParent)!;
			const row = brk.closest('.row')!;
			const r = (e: Element) => e.getBoundingClientRect();
			return {
				inTags: !!brk.closest('.tags'),
				brkRight: r(brk).right,
				nameLeft: r(row.querySelector('.name')!).left,
				round: getComputedStyle(brk).borderRadius
			};
		});
		expect(where.inTags).toBe(false);
		expect(where.brkRight).toBeLessThanOrEqual(where.nameLeft);
		// (no "Breaks" tooltip: a broadcast graphic is never hovered, and its page weighs every byte)
	});

	it('a shot clock shows only once it has started for this stroke (pool and carom)', async () => {
		for (const rel of ['pool/nine-ball/race-to-3-push-outs', 'carom/merckx-50-in-6']) {
			const state = stateFrom(rel, { table: `idle-${rel.split('/')[0]}`, actions: 4 });
			state.clock = { ...runningClock(30_000, 30_000), running: false, deadline: null };
			await show(state, 'scorebug');
			expect(await visible('.clock'), `${rel}: an idle clock`).toBe(0);
			expect(await text()).not.toContain('30');
			const started = { ...state, clock: runningClock(29_000, 30_000) };
			srv.push(started);
			await page.waitForFunction(() => !document.querySelector('.clock')!.classList.contains('hidden'), undefined, { timeout: PAGE_WAIT_MS });
			expect(Number(await page.textContent('.clock-t'))).toBeLessThanOrEqual(29);
		}
	});

	it("the shot clock counts to the server's deadline, whatever this screen's clock says (skew)", async () => {
		const state = stateFrom('pool/nine-ball/race-to-3-push-outs', { table: 'skew', actions: 4 });
		// The server's clock is a minute ahead of this screen's: 20 s are left all the same.
		state.clock = runningClock(20_000, 30_000, Date.now() + 60_000);
		await show(state, 'scorebug');
		const left = Number(await page.textContent('.clock-t'));
		expect(left).toBeLessThanOrEqual(20);
		expect(left).toBeGreaterThan(15);
	});

	it('carom: the last inning of an innings limit is marked (scorebug and statistics)', async () => {
		// One-cushion to 30 in 4 innings: the tenth action starts the fourth inning.
		const state = stateFrom('carom/one-cushion-innings-limit', { table: 'last-inning', actions: 10 });
		await show(state, 'scorebug');
		expect(await text()).toContain('LAST INNING');
		expect(await page.$eval('.foot', (e) => e.classList.contains('last'))).toBe(true);
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/defect-last-inning.png` });
		await show(state, 'carom-stats', 'pl');
		expect(await text()).toContain('OSTATNIE PODEJŚCIE');
		const before = stateFrom('carom/one-cushion-innings-limit', { table: 'not-last', actions: 9 });
		await show(before, 'scorebug');
		expect(await text()).not.toContain('LAST INNING');
	});

	it('flags for US, GB, PH, CA, AU and TW (alpha-2 or alpha-3)', async () => {
		for (const [a, b] of [['US', 'GBR'], ['PHL', 'CA'], ['AUS', 'TW']]) {
			const state = stateFrom('pool/nine-ball/race-to-3-push-outs', { table: `flags-${a}`.toLowerCase(), actions: 3, patch: players([{ country: a }, { country: b }]) });
			await show(state, 'scorebug');
			const flags = await page.$$eval('.row .flag', (els) => els.map((e) => ({ bg: (e as HTMLElement).style.background, blank: e.classList.contains('blank') })));
			expect(flags.map((f) => f.blank), `${a} ${b}`).toEqual([false, false]);
			for (const f of flags) expect(f.bg).toMatch(/gradient/);
		}
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/defect-flags.png` });
	});
});
