/**
 * Issue 27, "Broadcast reach": an overlay in an OBS browser source enters again when its source
 * goes on program. OBS tells the page on `window` (obs-browser's `obsSourceActiveChanged`,
 * `detail.active`); here Chromium is sent the same event, against the overlay test server (see
 * overlays.test.ts). What the overlay keeps hidden (nothing to show, a sponsor slot without
 * images, a CasparCG graphic taken out) stays hidden. Screenshots of the scorebug mid-entrance
 * and after it: /tmp/shots-obsactive/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TableState } from '../../src/lib/protocol';
import { browserMissing, lookAt, PAGE_WAIT_MS, painted } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { buildOverlays } from './support/build';
import { stateFrom } from './support/fixtures';
import { overlayPage } from './support/page';
import { startTestServer, type TestServer } from './support/server';

const SHOTS = '/tmp/shots-obsactive';

/** A 9-ball match under way, no rack decided by its last stroke: the result card has nothing to show. */
const live = (table: string): TableState => stateFrom('pool/nine-ball/race-to-3-push-outs', { table, actions: 4 });

/** What the entrance animations of the page are doing: each `enter` animation, on which element, in which state. */
interface Entrance {
	on: string;
	state: AnimationPlayState;
	opacity: number;
}

describe.skipIf(skipWithout(browserMissing()))('OBS: an overlay enters again when its source goes on program', () => {
	let srv: TestServer;
	let browser: Browser;
	let page: Page;

	beforeAll(async () => {
		mkdirSync(SHOTS, { recursive: true });
		srv = await startTestServer({ dir: buildOverlays() });
		({ browser, page } = await overlayPage());
	}, 60_000);
	afterAll(() => Promise.all([browser?.close(), srv?.close()]));

	/** Opens an overlay and waits until it has drawn its state and its entrance has ended. */
	async function open(state: TableState, overlay: string, query = '') {
		srv.push(state);
		await page.goto(`${srv.url}/overlay/${state.table.id}/${overlay}?lang=en${query}`);
		await page.waitForSelector('html[data-ready="1"]', { timeout: PAGE_WAIT_MS });
		await painted(page);
	}

	/**
	 * OBS's event, as obs-browser dispatches it on the page's window; returns the entrance
	 * animations as they are right after it (read in the same task: no time passes in between).
	 */
	const onAir = (active: boolean) =>
		page.evaluate((a) => {
			dispatchEvent(new CustomEvent('obsSourceActiveChanged', { detail: { active: a } }));
			return document
				.getAnimations()
				.filter((x): x is CSSAnimation => x instanceof CSSAnimation && x.animationName === 'enter')
				.map((x) => {
					const el = x.effect instanceof KeyframeEffect ? (x.effect.target as HTMLElement) : null;
					return { on: el?.className ?? '', state: x.playState, opacity: el ? Number(getComputedStyle(el).opacity) : NaN };
				});
		}, active);
	const running = (list: Entrance[]) => list.filter((e) => e.state === 'running');

	for (const [overlay, graphic] of [
		['scorebug', 'bug'],
		['intro', 'third']
	] as const) {
		it(`${overlay}: on program its entrance plays again, from transparent; off program nothing moves; on again, again`, async () => {
			await open(live(`air-${overlay}`), overlay);
			// on load it entered, and that has ended
			const before = await onAir(false);
			expect(running(before)).toEqual([]);
			expect(before.map((e) => e.on)).toEqual([expect.stringContaining(graphic)]);
			expect(before[0]!.opacity).toBe(1);

			const first = await onAir(true);
			expect(running(first).map((e) => e.on)).toEqual([expect.stringContaining(graphic)]);
			// the entrance's first frame: transparent (then it fades and rises in as on load)
			expect(first[0]!.opacity).toBe(0);
			await painted(page);
			expect(await page.$eval(`.${graphic}`, (e) => getComputedStyle(e).opacity)).toBe('1');

			// off program: nothing runs, the graphic stays as it is
			const off = await onAir(false);
			expect(running(off)).toEqual([]);
			expect(off.map((e) => e.opacity)).toEqual([1]);

			const again = await onAir(true);
			expect(running(again).map((e) => e.on)).toEqual([expect.stringContaining(graphic)]);
			expect(again[0]!.opacity).toBe(0);
			await painted(page);
			expect(await page.$eval(`.${graphic}`, (e) => getComputedStyle(e).opacity)).toBe('1');
		});
	}

	it('scorebug mid-entrance and after (screenshots)', async () => {
		await open(live('air-shots'), 'scorebug');
		expect(running(await onAir(true))).toHaveLength(1);
		// held at 60 of its 380 ms: the same frame on any machine
		await page.evaluate(() => {
			for (const a of document.getAnimations()) if (a instanceof CSSAnimation && a.animationName === 'enter') {
				a.pause();
				a.currentTime = 60;
			}
		});
		const mid = Number(await page.$eval('.bug', (e) => getComputedStyle(e).opacity));
		expect(mid).toBeGreaterThan(0);
		expect(mid).toBeLessThan(1);
		await lookAt(page, { path: `${SHOTS}/scorebug-entrance-mid.png`, omitBackground: true, clip: { x: 0, y: 780, width: 960, height: 300 } });
		await page.evaluate(() => document.getAnimations().forEach((a) => a.play()));
		await painted(page);
		await lookAt(page, { path: `${SHOTS}/scorebug-entrance-after.png`, omitBackground: true, clip: { x: 0, y: 780, width: 960, height: 300 } });
	});

	it('what the overlay keeps hidden stays hidden: no result card, an empty intro, a sponsor slot without images', async () => {
		// the result card with no rack or match decided: nothing in the graphic
		await open(live('air-result'), 'result');
		expect(await page.$eval('#gfx', (e) => e.childElementCount)).toBe(0);
		expect(await onAir(true)).toEqual([]);
		expect(await page.$eval('#gfx', (e) => e.childElementCount)).toBe(0);

		// the intro of a table with no match: empty, and stays so
		await open({ table: { id: 'air-empty', name: 'Table 9' }, match: null, events: [] }, 'intro');
		expect(await page.$eval('#gfx', (e) => e.childElementCount)).toBe(0);
		expect(await onAir(true)).toEqual([]);
		expect(await page.$eval('#gfx', (e) => e.childElementCount)).toBe(0);

		// the scorebug's sponsor slot, in the graphic but without images (display: none): it enters with it, still not shown
		await open(live('air-spons'), 'scorebug');
		expect(await page.$eval('.spons', (e) => getComputedStyle(e).display)).toBe('none');
		await onAir(true);
		expect(await page.$eval('.spons', (e) => getComputedStyle(e).display)).toBe('none');
		await painted(page);
		expect(await page.$eval('.spons', (e) => getComputedStyle(e).display)).toBe('none');
	});

	it('a CasparCG graphic taken out (?mode=caspar, not played) stays out when its source goes on program', async () => {
		await open(live('air-caspar'), 'scorebug', '&mode=caspar');
		const gfxOpacity = () => page.$eval('#gfx', (e) => getComputedStyle(e).opacity);
		expect(await gfxOpacity()).toBe('0');
		expect(running(await onAir(true)).length).toBe(1);
		await painted(page);
		expect(await gfxOpacity()).toBe('0');
	});
});
