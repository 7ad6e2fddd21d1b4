/**
 * Issue 11, the console's part: each defect a new user met, driven in Chromium against a real
 * server. Every test here failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login, startServer, tempDir } from '../server/helpers';
import { anna, createTable, keys, notReady, operatorPage, piotr, revision, settle, shot, startMatch, text, useRig, type Rig } from './support';
import { skipWithout } from '../support/prerequisites';
import { PAGE_WAIT_MS, painted } from '../support/browser';

const why = notReady();

/** The page at another size (the same session: each operatorPage is a device of its own). */
async function sized(page: Page, width: number, height: number) {
	await page.setViewportSize({ width, height });
	await painted(page);
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
	a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(skipWithout(why))('issue 11: console defects', () => {
	const r = useRig();

	it('(1) 8-ball, open table, 12 and 5 on one stroke: asks which group was called and sends calledBall', async () => {
		await createTable(r, 'eight');
		await startMatch(r, 'eight', { discipline: 'eight-ball', players: [anna, piotr], raceTo: 3 }, [{ t: 'shot', potted: [1] }]);
		const page = await operatorPage(r, 'eight');
		await page.waitForSelector('.pad .always');
		await keys(page, 'Shift+Digit2', '5', 'Enter');
		await page.waitForSelector('[data-testid=called-prompt]');
		expect(await text(page, '[data-testid=called-prompt]')).toMatch(/Solids[\s\S]*Stripes/);
		expect(Number(await page.getAttribute('.console', 'data-revision'))).toBe(1); // nothing sent yet
		await shot(page, 'en-8ball-called');
		await keys(page, '2'); // the 12 was called: stripes
		expect(Number(await page.getAttribute('.console', 'data-revision'))).toBe(2);
		expect(await text(page, '.player[data-player="0"] .group')).toBe('Stripes');
		const script = await fetch(`${r.server.url}/api/tables/eight/script`).then((x) => x.json());
		expect(script.actions.at(-1)).toEqual({ t: 'shot', potted: [5, 12], calledBall: 12 });
		await page.close();
	}, 60_000);

	it('(3) the stroke list follows the language switch, names the players, marks racks and who won them', async () => {
		await createTable(r, 'list');
		await startMatch(r, 'list', { discipline: 'nine-ball', players: [anna, piotr], raceTo: 3 }, [{ t: 'shot', potted: [1, 2] }, { t: 'shot', potted: [9] }, { t: 'shot' }]);
		const page = await operatorPage(r, 'list', 'pl');
		await page.waitForSelector('[data-testid=strokes] li');
		const pl = await text(page, '[data-testid=strokes]');
		expect(pl).toContain('Wbite 1 2');
		expect(pl).toContain('Anna Nowak');
		expect(pl).not.toContain('Potted');
		await page.click('.langs button:has-text("EN")');
		await page.waitForFunction(() => document.querySelector('[data-testid=strokes]')?.textContent?.includes('Potted'));
		const en = await text(page, '[data-testid=strokes]');
		expect(en).toContain('Potted 1 2');
		expect(en).toContain('Anna Nowak wins rack 1');
		// each rack under its heading, newest first: rack 1's strokes do not run on under "Rack 2"
		expect(await page.locator('[data-testid=strokes] li.rack').allTextContents()).toEqual(['Rack 2', 'Rack 1']);
		await shot(page, 'en-strokes-after-switch');
		await page.close();
	}, 60_000);

	it('(3) kegel pins in the list are words of the language, not "king"', async () => {
		await createTable(r, 'kegel-list');
		await startMatch(r, 'kegel-list', { discipline: 'kegel', players: ['Иван Петров', 'Сергей Иванов'], startScore: 120 }, [{ t: 'shot', pins: ['king'] }]);
		const page = await operatorPage(r, 'kegel-list', 'ru');
		await page.waitForSelector('[data-testid=strokes] li');
		const ru = await text(page, '[data-testid=strokes]');
		expect(ru).toContain('Король');
		expect(ru).not.toMatch(/\bking\b/);
		// (marker) pins carry their values; the King is not drawn as if marked
		expect(await text(page, '[data-pin=king] .value')).toBe('50');
		expect(await text(page, '[data-pin=p1] .value')).toBe('30');
		expect(await text(page, '[data-pin=s1] .value')).toBe('5');
		const bg = (pin: string) => page.$eval(`[data-pin=${pin}]`, (el) => getComputedStyle(el).backgroundColor);
		expect(await bg('king')).toBe(await bg('s1'));
		await keys(page, 'k');
		expect(await bg('king')).not.toBe(await bg('s1'));
		await page.close();
	}, 60_000);

	for (const [width, height] of [
		[390, 844],
		[1024, 600]
	] as const) {
		it(`(4) fits ${width}×${height}: names shown, scores clear of ratings, undo and redo on screen`, async () => {
			const id = `fit-${width}`;
			await createTable(r, id);
			await startMatch(r, id, { discipline: 'nine-ball', players: [anna, piotr], raceTo: 7 }, [{ t: 'shot', potted: [1] }]);
			const page = await operatorPage(r, id);
			await sized(page, width, height);
			await page.waitForSelector('.pad .always');
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
			for (const i of [0, 1]) {
				const name = await box(page, `.player[data-player="${i}"] .name`);
				const score = await box(page, `.player[data-player="${i}"] .score`);
				expect(name.width).toBeGreaterThan(80);
				expect(name.x + name.width).toBeLessThanOrEqual(width);
				expect(overlaps(name, score)).toBe(false);
				const stats = await box(page, `.player[data-player="${i}"] dl`);
				expect(overlaps(stats, score)).toBe(false);
			}
			for (const label of ['Undo', 'Redo']) {
				const b = await box(page, `.pad .always button:has-text("${label}")`);
				expect(b.x).toBeGreaterThanOrEqual(0);
				expect(b.x + b.width).toBeLessThanOrEqual(width);
				expect(b.y + b.height).toBeLessThanOrEqual(height);
			}
			await shot(page, `en-fit-${width}x${height}`);
			await page.close();
		}, 60_000);
	}

	it('(5) a long name fits at 1440 px before any ellipsis; carom players show their country', async () => {
		await createTable(r, 'names');
		await startMatch(r, 'names', { discipline: 'nine-ball', players: [{ name: 'Shane Van Boening', country: 'US', rating: 800 }, { name: 'Joshua Filler', country: 'DE' }], raceTo: 9 });
		const page = await operatorPage(r, 'names');
		await sized(page, 1440, 900);
		await page.waitForSelector('.pad .always');
		// to the fraction of a pixel: half a pixel over already shows the ellipsis
		const cut = await page.$$eval('.player .name', (els) =>
			els.map((e) => {
				const range = document.createRange();
				range.selectNodeContents(e);
				return range.getBoundingClientRect().width > e.getBoundingClientRect().width + 0.01;
			})
		);
		expect(cut).toEqual([false, false]);
		await createTable(r, 'carom-cc');
		await startMatch(r, 'carom-cc', { discipline: 'three-cushion', players: [{ name: 'Dick Jaspers', country: 'NL' }, { name: 'Marco Zanetti', country: 'IT' }], pointsTo: 40 });
		await page.goto(`${r.server.url}/console/carom-cc`);
		await page.waitForSelector('.pad .always');
		expect(await page.locator('.player .country').allTextContents()).toEqual(['NLD', 'ITA']);
		await page.close();
	}, 60_000);

	it('(7) the key map opened by its button over a focused name field: typing stays out of the field, Esc closes it', async () => {
		await createTable(r, 'setup-help');
		const page = await operatorPage(r, 'setup-help');
		await page.waitForSelector('form.setup');
		await page.click('input[name=player0]');
		await page.click('.top button.help');
		await page.waitForSelector('[role=dialog]');
		await page.keyboard.type('ab');
		expect(await page.inputValue('input[name=player0]')).toBe('');
		await page.keyboard.press('Escape');
		await page.waitForSelector('[role=dialog]', { state: 'detached' });
		await page.keyboard.type('Jan');
		expect(await page.inputValue('input[name=player0]')).toBe('Jan');
		await page.close();
	}, 60_000);

	it('(marker) the key map lists only keys that apply: 9-ball has no 10–15, three-cushion no balk or penalty shots', async () => {
		await createTable(r, 'km9');
		await startMatch(r, 'km9', { discipline: 'nine-ball', players: [anna, piotr], raceTo: 7 }, [{ t: 'shot', potted: [1] }]);
		const page = await operatorPage(r, 'km9');
		await page.waitForSelector('.pad .always');
		await keys(page, '?');
		const nine = await text(page, '[role=dialog]');
		expect(nine).not.toContain('11–15');
		expect(nine).not.toContain('0 = 10');
		await keys(page, 'Escape');
		await createTable(r, 'km3');
		await startMatch(r, 'km3', { discipline: 'three-cushion', players: ['A', 'B'], pointsTo: 40 });
		await page.goto(`${r.server.url}/console/km3`);
		await page.waitForSelector('.pad .always');
		await keys(page, '?');
		const carom = await text(page, '[role=dialog]');
		expect(carom).not.toMatch(/balk/i);
		expect(carom).not.toMatch(/penalty shot/i);
		await page.close();
	}, 60_000);

	it('(8) the scorebug preview follows the live clock and the language', async () => {
		await createTable(r, 'preview');
		await startMatch(r, 'preview', { discipline: 'nine-ball', players: [anna, piotr], raceTo: 7 }, [{ t: 'shot', potted: [1] }]);
		const page = await operatorPage(r, 'preview', 'pl');
		await page.waitForSelector('.pad .always');
		expect(await page.getAttribute('.frame iframe', 'src')).toContain('lang=pl');
		const frame = page.frameLocator('.frame iframe');
		await keys(page, 't');
		// both read in one go (two reads could straddle a tick), once both have counted down from 60 ("1:00" on the console)
		const read = await page.waitForFunction(
			() => {
				const shown = Number(document.querySelector<HTMLIFrameElement>('.frame iframe')?.contentDocument?.querySelector('.clock-t')?.textContent ?? NaN);
				const console_ = Number(document.querySelector('[data-testid=clock-time]')?.textContent ?? NaN);
				return shown < 60 && console_ < 60 ? { shown, console_ } : null;
			},
			undefined,
			{ timeout: PAGE_WAIT_MS }
		);
		const { shown, console_ } = (await read.jsonValue())!;
		console.log('preview', shown, 'console', console_);
		expect(Math.abs(shown - console_), `preview ${shown}, console ${console_}`).toBeLessThanOrEqual(1);
		expect(shown).toBeLessThan(60);
		expect(await frame.locator('html').getAttribute('lang')).toBe('pl');
		await page.close();
	}, 60_000);

	it('(10) 14.1: no "breaks" while a run goes on after a re-rack; a break foul shows its −2', async () => {
		await createTable(r, 'straight');
		const balls = Array.from({ length: 14 }, (_, i) => i + 1);
		await startMatch(r, 'straight', { discipline: 'straight-pool', players: [anna, piotr], pointsTo: 100 }, [{ t: 'shot', rails: 1 }, { t: 'choose', option: 'accept' }, { t: 'shot', potted: balls }]);
		const page = await operatorPage(r, 'straight');
		await page.waitForSelector('.pad .always');
		const board = await text(page, '.board');
		expect(board).toContain('Rack 2');
		expect(board).not.toMatch(/Breaks/);
		const list = await text(page, '[data-testid=strokes]');
		expect(list).toMatch(/Break · Rails on the break: 1 · Foul · −2/);
		await page.close();
	}, 60_000);

	it('(10) an empty 9-ball break is a foul with ball in hand in the list, not a "miss"', async () => {
		await createTable(r, 'empty-break');
		await startMatch(r, 'empty-break', { discipline: 'nine-ball', players: [anna, piotr], raceTo: 7 }, [{ t: 'shot' }]);
		const page = await operatorPage(r, 'empty-break');
		await page.waitForSelector('[data-testid=strokes] li');
		const line = await text(page, '[data-testid=strokes] li.stroke');
		expect(line).toContain('Anna Nowak');
		expect(line).toContain('Break · Foul · Ball in hand');
		expect(line).not.toContain('miss');
		await page.close();
	}, 60_000);

	it('(11) a stroke while the server is down is kept, not refused, and stored when it is back (issue 26; it was "Refused: not connected")', async () => {
		const dataDir = tempDir('cuecast-console-reconnect-');
		let server = await startServer({ dataDir });
		const own: Rig = { ...r, server, token: (await login(server.url, server.pin!)).token! };
		await createTable(own, 'back');
		await startMatch(own, 'back', { discipline: 'nine-ball', players: [anna, piotr], raceTo: 7 });
		const page = await operatorPage(own, 'back');
		await page.waitForSelector('.pad .always');
		// The console scores offline on its copy of the match, which it reads once it has joined
		// (offline.svelte.ts): the server goes only once the copy is kept. Killed sooner, the stroke
		// is refused with offline-no-copy, and nothing waits: the likely cause of this test timing
		// out on `data-waiting="1"` in a fresh-clone run on a loaded machine (stop 50).
		const copyKept = () =>
			page.evaluate(async () => {
				if (!(await indexedDB.databases()).some((d) => d.name === 'cuecast-console')) return false;
				return new Promise<boolean>((resolve) => {
					const open = indexedDB.open('cuecast-console');
					open.onerror = () => resolve(false);
					open.onsuccess = () => {
						const db = open.result;
						if (!db.objectStoreNames.contains('tables')) return void (db.close(), resolve(false));
						const kept = db.transaction('tables').objectStore('tables').get('back');
						kept.onsuccess = () => (db.close(), resolve(Boolean((kept.result as { replica?: unknown } | undefined)?.replica)));
						kept.onerror = () => (db.close(), resolve(false));
					};
				});
			});
		// (page.evaluate awaits the read; waitForFunction would take its promise as a true value)
		await expect.poll(copyKept, { timeout: PAGE_WAIT_MS, message: "the console's copy of the match" }).toBe(true);
		const port = server.port;
		await server.kill9();
		await page.waitForSelector('.conn[data-status="disconnected"]', { timeout: PAGE_WAIT_MS });
		await page.keyboard.press('Enter');
		await page.waitForSelector('.conn[data-waiting="1"]');
		expect(await page.locator('[data-testid=notice]').count()).toBe(0);
		server = await startServer({ dataDir, port });
		// The console tries again every 3 s at most (±50 %), then sends what it kept: of this test's
		// waits, the one a loaded machine stretches most. (A fresh-clone run at stop 46 failed this
		// test after 36 s, at a wait its cut-short log did not name; it passed again under load.)
		await page.waitForSelector('.conn[data-status="connected"][data-waiting="0"]', { timeout: 30_000 });
		expect(await page.locator('[data-testid=notice]').count()).toBe(0);
		await settle(page);
		expect(await revision(page)).toBe(1);
		await page.close();
		await server.stop();
	}, 90_000);
});
