/**
 * Issue 22 items 6–8 and issue 23 on the wall displays, in Chromium against the real built
 * server. (6) Nothing a viewer must read is cut while there is room — the one-table wall in an
 * equalizing inning (table name, discipline, situation, "Sameh Sidhom") and the venue wall of 16
 * tables (every family, the longest names) at 1920×1080 and 1280×720, in en, pl and ru. (7) Both
 * big scores at one height when one name wraps and the other card carries a chip; the 8-ball has
 * a light rim like no other dark ball lacks. (8) The one-table wall gives the sponsor slot no
 * column. Issue 23: on a 16-table wall a stroke re-fits no name and lays the page out about once
 * (counted: the fitting's own counter and Chromium's LayoutCount), not once per shrink step.
 * And the phone viewer at 390×844: the names are the cards' headings, whole, a long one on up to
 * three lines.
 * Screenshots go to /tmp/shots/walls/.
 *   npm run build && npx vitest run tests/kiosk/walls-fit.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertBuiltAfter, browserMissing } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { login } from '../server/helpers';
import { png } from '../support/png';
import { cutNames, Harness, screenProblems } from './harness';
import { WALL_TABLES } from './wall-tables';

const h = new Harness('/tmp/shots/walls');
const LANGS = ['en', 'pl', 'ru'] as const;
const missing = browserMissing();

beforeAll(async () => {
	if (missing) return;
	assertBuiltAfter('the wall displays', ['src/lib/kiosk', 'src/routes/kiosk', 'src/lib/theme']);
	await h.start();
	for (const [id, name, setup, actions] of WALL_TABLES) {
		await h.table(id, name);
		await h.play(id, setup, actions);
	}
}, 240_000);
afterAll(() => h.stop());

/** Every name on a wall has been through the fitting at least once (it carries its whole name as a label). */
const fitted = (page: Page) =>
	page.waitForFunction(() => {
		const names = [...document.querySelectorAll('.pname, .tname, .board .name')];
		return names.length > 0 && names.every((el) => el.hasAttribute('aria-label'));
	});

/** Waits for the fitting's pass of this frame to have run (two frames later, nothing is waiting). */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))));

/** The parts of a one-table wall whose words are cut (wider or taller than shown). */
const cutOnBoard = (page: Page) =>
	page.evaluate(() =>
		[...document.querySelectorAll<HTMLElement>('.board header .table, .board header .disc, .board header .situation, .board .name, .board footer > span')]
			.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2 || el.getBoundingClientRect().right > window.innerWidth + 1)
			.map((el) => `${el.className}: "${el.textContent}"`)
	);

describe.skipIf(skipWithout(missing))('issue 22 on the wall displays', () => {
	it('(6) the one-table wall in an equalizing inning: table, discipline, situation and names whole, in en/pl/ru', { timeout: 90_000 }, async () => {
		for (const lang of LANGS) {
			for (const size of [
				{ width: 1920, height: 1080 },
				{ width: 1280, height: 720 }
			]) {
				const page = await h.open(`/kiosk/eq?lang=${lang}`, size);
				await page.waitForSelector('section.board [data-situation]');
				await fitted(page);
				await settled(page);
				expect(await cutOnBoard(page), `${lang} ${size.width}`).toEqual([]);
				expect(await page.locator('.board header .situation').innerText()).toMatch(/Equalizing|wyrównując|Уравнивающ/i);
				expect(await page.locator('.board .name').allInnerTexts()).toContain('Sameh Sidhom');
				expect(await screenProblems(page)).toEqual([]);
				await h.shot(page, `table-equalizing-${lang}-${size.width}`);
				expect(page.errors).toEqual([]);
				await page.close();
			}
		}
	});

	it('(6) the venue wall of 16 tables, every family, the longest names: nothing cut at 1920 and 1280, en/pl/ru', { timeout: 120_000 }, async () => {
		for (const lang of LANGS) {
			for (const size of [
				{ width: 1920, height: 1080 },
				{ width: 1280, height: 720 }
			]) {
				const page = await h.open(`/kiosk?lang=${lang}`, size);
				await page.waitForFunction((n) => document.querySelectorAll('.tile[data-state="live"], .tile[data-state="finished"]').length === n, WALL_TABLES.length);
				await fitted(page);
				await settled(page);
				// the screenshot first: a failure leaves the wall it failed on to look at
				await h.shot(page, `venue-16-${lang}-${size.width}`);
				expect(await cutNames(page, '.tile .tname, .tile .pname, .tile .disc, .tile footer'), `${lang} ${size.width}`).toEqual([]);
				expect(await screenProblems(page)).toEqual([]);
				expect(page.errors).toEqual([]);
				await page.close();
			}
		}
	});

	it('(6) the phone viewer: each name is its card\'s heading, whole, as large as the chips under it at least, a long one on up to three lines', { timeout: 90_000 }, async () => {
		for (const lang of LANGS) {
			for (const id of ['eight', 'rail']) {
				const page = await h.open(`/view/${id}?lang=${lang}`, { width: 390, height: 844 }, { mobile: true });
				await page.waitForSelector('section.board .name');
				await fitted(page);
				await settled(page);
				await h.shot(page, `phone-${id}-${lang}`);
				expect(await cutOnBoard(page), `${lang} ${id}`).toEqual([]);
				const names = await page.evaluate(() =>
					[...document.querySelectorAll<HTMLElement>('section.board .player')].map((card) => {
						const name = card.querySelector<HTMLElement>('.name')!;
						const px = (el: Element | null) => (el ? parseFloat(getComputedStyle(el).fontSize) : 0);
						return { text: name.textContent, short: name.hasAttribute('data-short'), lines: name.dataset.lines, name: px(name), chips: px(card.querySelector('.chips')) };
					})
				);
				const setup = WALL_TABLES.find(([t]) => t === id)![2] as { players: { name: string }[] };
				expect(names.map((n) => n.text)).toEqual(setup.players.map((p) => p.name));
				for (const n of names) {
					expect(n.short, `${lang} ${n.text}`).toBe(false);
					expect(n.name, `${lang} ${n.text}: ${n.name} px against the chips' ${n.chips} px`).toBeGreaterThanOrEqual(n.chips);
				}
				// "Claude-Alexandre de la Roche-Saint-Hilaire" takes the third line rather than a smaller size
				if (id === 'rail') expect(names[0]!.lines).toBe('3');
				expect(page.errors).toEqual([]);
				await page.close();
			}
		}
	});

	it('(7) both big scores at one height when one name wraps and the other carries a chip; the 8 rimmed like the others', { timeout: 60_000 }, async () => {
		const page = await h.open('/kiosk/eight?lang=ru');
		await page.waitForSelector('section.board [data-ball="8"]');
		await fitted(page);
		await settled(page);
		const layout = await page.evaluate(() => ({
			wrapped: [...document.querySelectorAll<HTMLElement>('.board .name')].map((el) => el.dataset.lines),
			chips: [...document.querySelectorAll<HTMLElement>('.board .player')].map((el) => el.querySelectorAll('.chips .tag').length),
			tops: [...document.querySelectorAll<HTMLElement>('.board [data-score]')].map((el) => Math.round(el.getBoundingClientRect().top))
		}));
		// the case the issue saw: the two cards differ above the score
		expect(layout.wrapped.includes('2') || layout.chips[0] !== layout.chips[1]).toBe(true);
		expect(Math.abs(layout.tops[0]! - layout.tops[1]!), JSON.stringify(layout)).toBeLessThanOrEqual(2);
		const balls = await page.evaluate(() =>
			[...document.querySelectorAll<HTMLElement>('[data-ball]')].map((el) => ({ n: el.dataset.ball, w: Math.round(el.getBoundingClientRect().width), shadow: getComputedStyle(el).boxShadow }))
		);
		const eight = balls.find((b) => b.n === '8')!;
		expect(new Set(balls.map((b) => b.w)).size, 'every ball one size').toBe(1);
		// a light ring outside the ball (not inset): rgb channels of the outer shadow all bright
		const rings = eight.shadow.split(/,(?![^(]*\))/).filter((s) => !s.includes('inset'));
		expect(rings.some((s) => (s.match(/rgba?\((\d+), (\d+), (\d+)/)?.slice(1, 4) ?? []).every((c) => Number(c) > 180)), eight.shadow).toBe(true);
		await h.shot(page, 'table-eight-ru-1920');
		await page.close();
	});

	it('(8) the one-table wall gives the sponsor slot no column: the board keeps the screen’s width', { timeout: 60_000 }, async () => {
		const token = (await login(h.server.url, h.server.pin!)).token!;
		const r = await fetch(`${h.server.url}/api/sponsors?name=Club`, { method: 'POST', headers: { cookie: `cuecast_session=${token}` }, body: new Uint8Array(png(160, 80, 0x2266cc)) });
		expect(r.status).toBeLessThan(300);
		for (const lang of LANGS) {
			const page = await h.open(`/kiosk/eq?lang=${lang}`);
			await page.waitForSelector('aside.sponsors img.on');
			await fitted(page);
			await settled(page);
			const widths = await page.evaluate(() => ({ board: document.querySelector('.board')!.getBoundingClientRect().width, screen: window.innerWidth }));
			expect(widths.board / widths.screen).toBeGreaterThan(0.97);
			// and it covers nothing of the board
			const covered = await page.evaluate(() => {
				const s = document.querySelector('aside.sponsors')!.getBoundingClientRect();
				return [...document.querySelectorAll<HTMLElement>('.board *')]
					.filter((e) => {
						const b = e.getBoundingClientRect();
						// what a viewer could see: a leaf with text or a drawn thing (a ball, a flag);
						// the footer line the slot now sits in is empty where the slot is
						const shows = (e.textContent ?? '').trim() !== '' || getComputedStyle(e).backgroundImage !== 'none' || getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)';
						return e.childElementCount === 0 && shows && b.width > 0 && b.left < s.right && b.right > s.left && b.top < s.bottom && b.bottom > s.top;
					})
					.map((e) => e.className);
			});
			expect(covered).toEqual([]);
			expect(await cutOnBoard(page)).toEqual([]);
			await h.shot(page, `table-sponsor-${lang}-1920`);
			await page.close();
		}
		await fetch(`${h.server.url}/api/sponsors`, { headers: { cookie: `cuecast_session=${token}` } });
	});
});

describe.skipIf(skipWithout(missing))('issue 23: a stroke on a 16-table wall re-fits no name', () => {
	it('counts the fitting and the layouts per stroke while every table scores', { timeout: 120_000 }, async () => {
		const page = await h.open('/kiosk?lang=en');
		await page.waitForFunction((n) => document.querySelectorAll('.tile[data-state="live"], .tile[data-state="finished"]').length === n, WALL_TABLES.length);
		await fitted(page);
		await settled(page);
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Performance.enable');
		const layouts = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount')?.value ?? 0);
		const fits = () => page.evaluate(() => ({ ...(window as unknown as { cuecastFit: { batches: number; names: number; lines: number } }).cuecastFit }));
		const before = await fits();
		const layoutsBefore = await layouts();
		// Chromium's own trace of every layout while scoring: how many layout objects each touched
		const traced: { totalObjects?: number; partialLayout?: boolean }[] = [];
		cdp.on('Tracing.dataCollected', (d) => {
			for (const e of d.value as { name?: string; args?: { beginData?: { totalObjects?: number; partialLayout?: boolean } } }[]) if (e.name === 'Layout' && e.args?.beginData) traced.push(e.args.beginData);
		});
		const traceDone = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
		await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline'] }, transferMode: 'ReportEvents' });
		// a rack won or an inning on each pool and carom table, in turn, each waited for on the screen
		let strokes = 0;
		for (const [id, stroke] of SCORING) {
			const cur = (await h.current(id))!;
			const score = (await page.locator(`.tile[data-table="${id}"] .pscore`).allInnerTexts()).join('|');
			await h.act(id, cur.id, cur.revision, stroke);
			await page.waitForFunction(([t, s]) => [...document.querySelectorAll<HTMLElement>(`.tile[data-table="${t}"] .pscore`)].map((e) => e.innerText).join('|') !== s, [id, score] as const);
			strokes++;
		}
		// the bar's clock turning a minute (what the page's own timer does) lays out the bar alone too
		await page.evaluate(() => (document.querySelector('.bar .clock')!.textContent = '23:59'));
		await settled(page);
		await cdp.send('Tracing.end');
		await traceDone;
		const after = await fits();
		const layoutsAfter = await layouts();
		// a stroke lays out its own tile, not the wall: each tile (and the bar) is a relayout boundary (a whole
		// 16-table wall is about 400 layout objects and took 250-400 ms a stroke at 6x CPU)
		const elements = await page.evaluate(() => document.querySelectorAll('.grid *').length);
		expect(traced.length, 'layouts traced').toBeGreaterThan(0);
		expect(Math.max(...traced.map((l) => l.totalObjects ?? Infinity)), `objects laid out per layout (${elements} elements on the wall)`).toBeLessThan(elements / 4);
		// names never; a state line ("Rack 3 · Race to 9") at most once per stroke, when its words changed
		expect(after.names - before.names, 'names re-fitted by strokes').toBe(0);
		expect(after.lines - before.lines, 'state lines re-fitted').toBeLessThanOrEqual(strokes);
		// one layout for the new numbers, give or take the frame it lands in (the old fitting: one per shrink step)
		expect((layoutsAfter - layoutsBefore) / strokes, `${layoutsAfter - layoutsBefore} layouts for ${strokes} strokes`).toBeLessThanOrEqual(2);
		expect(page.errors).toEqual([]);
		await page.close();
	});
});

/** One scoring action per table that keeps a score of one or two digits and does not end the match (LIVE → FINAL changes the table name's room). */
const SCORING: [string, Record<string, unknown>][] = WALL_TABLES.filter(([, , setup]) => ['nine-ball', 'ten-ball', 'eight-ball', 'three-cushion'].includes(String(setup.discipline)) && !setup.equalize && setup.raceTo !== 1 && !setup.inningsLimit).map(
	([id, , setup]) => [id, String(setup.discipline) === 'three-cushion' ? { t: 'inning', points: 1 } : { t: 'rack', player: 0 }]
);
