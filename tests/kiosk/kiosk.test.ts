/**
 * The wall displays in a real Chromium against a real server process: every discipline family
 * on /kiosk/<table> at 1080p and 4K, the venue wall for 1…40 tables, live updates without a
 * reload, recovery after `kill -9` + restart, the QR code (decoded) and the phone viewer.
 * Screenshots go to /tmp/kiosk-shots/. Needs /usr/bin/chromium and a build (npm run build).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../server/helpers';
import { decodeQr } from './qr-decode';
import { gridFor } from '../../src/lib/kiosk/grid';
import { hasBrowser, browserMissing, PAGE_WAIT_MS } from '../support/browser';
import { fitsScreen, Harness, text, wallLoaded } from './harness';
import { skipWithout } from '../support/prerequisites';

const built = existsSync(join(import.meta.dirname, '..', '..', 'build', 'handler.js'));
if (!hasBrowser()) console.warn('\n\n*** KIOSK BROWSER TESTS SKIPPED: no /usr/bin/chromium (bash tests/support/install-browser.sh) ***\n\n');
if (!built) throw new Error('kiosk tests need a build: run `npm run build` first');

const h = new Harness('/tmp/kiosk-shots');
const table = (id: string, name: string) => h.table(id, name);
const play = (id: string, setup: Record<string, unknown>, actions: Record<string, unknown>[] = []) => h.play(id, setup, actions);
const act = (id: string, match: number, revision: number, action: Record<string, unknown>) => h.act(id, match, revision, action);
const open = (...args: Parameters<Harness['open']>) => h.open(...args);
const shot = (...args: Parameters<Harness['shot']>) => h.shot(...args);

beforeAll(async () => {
	if (!hasBrowser()) return;
	await h.start();

	await table('nine', 'Table 1');
	await play('nine', { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 7 }, [
		{ t: 'shot', potted: [1, 2], rails: 4 },
		{ t: 'shot', potted: [3] },
		{ t: 'shot', foul: 'scratch' },
		{ t: 'shot', potted: [4] },
		{ t: 'shot', potted: [5, 6, 7, 8, 9] }, // B wins rack 1; rack 2, A breaks
		{ t: 'shot', potted: [2], rails: 4 },
		{ t: 'shot', foul: 'no-rail' }, // A 1 foul
		{ t: 'shot' },
		{ t: 'shot', foul: 'scratch' } // A 2 fouls, B ball in hand
	]);
	await table('eight', 'Table 2');
	await play('eight', { discipline: 'eight-ball', players: ['Shane Van Boening', 'Joshua Filler'], raceTo: 9, breakRule: 'winner' }, [
		{ t: 'shot', potted: [1, 12], rails: 4 },
		{ t: 'shot', potted: [2] },
		{ t: 'shot' }
	]);
	await table('straight', 'Table 3');
	await play('straight', { discipline: 'straight-pool', players: ['Jan', 'Ewa'], pointsTo: 100 }, [
		{ t: 'shot', rails: 2, cueRail: true },
		{ t: 'shot', potted: [3] },
		{ t: 'shot', potted: [5] },
		{ t: 'shot', potted: [6] },
		{ t: 'shot', foul: 'scratch' },
		{ t: 'shot', foul: 'no-rail' }
	]);
	await table('carom', 'Стол 4 · карамболь');
	await play('carom', { discipline: 'three-cushion', players: ['Дмитрий Александрович Константинопольский', 'Frédéric Caudron'], pointsTo: 40 }, [
		...[3, 1, 0, 2, 5, 0, 1, 4, 2, 0, 0, 1, 3, 2, 1, 0].map((points) => ({ t: 'inning', points })),
		{ t: 'shot', points: 1 },
		{ t: 'shot', points: 1 }
	]);
	await table('pins', 'Table 5');
	await play('pins', { discipline: 'seven-pins', players: ['Marco', 'Luca'] }, [
		{ t: 'shot', pins: ['king', 's1'] },
		{ t: 'shot', pins: ['s2'], carom: true },
		{ t: 'shot' }
	]);
	await table('art', 'Table 6');
	await play('art', { discipline: 'artistic', players: ['Raymond Steylaerts', 'Jean Reverchon'], figures: [{ name: 'Coulé', points: 4 }, { name: 'Rétro en deux bandes', points: 6 }, { name: 'Massé', points: 9 }, { name: 'Piqué grand', points: 11 }] }, [
		{ t: 'attempt', success: true },
		{ t: 'attempt', success: false },
		{ t: 'attempt', success: true },
		{ t: 'attempt', success: false }
	]);
	await table('final', 'Table 7');
	await play('final', { discipline: 'nine-ball', players: ['Γιώργος Παπαδόπουλος', 'Ewa Laurance'], raceTo: 1 }, [{ t: 'shot', potted: [9], rails: 4 }]);
	await table('rail3', 'Table 8 with a very long name that goes on and on');
	await play('rail3', { discipline: 'straight-rail', players: ['Anne', 'Bertrand', 'Claude-Alexandre de la Roche-Saint-Hilaire'], pointsTo: 200 }, [
		{ t: 'inning', points: 12 },
		{ t: 'inning', points: 7 }
	]);
	await table('idle', 'Table 9');
}, 90_000);

afterAll(() => h.stop());

describe.skipIf(skipWithout(browserMissing()))('kiosk in Chromium', () => {
	it('shows every discipline family on /kiosk/<table> at 1080p and 4K', async () => {
		const expectations: Record<string, (string | RegExp)[]> = {
			nine: ['9-Ball', 'Race to 7', 'Rack 2', 'Anna Nowak', 'Piotr Kowalski', 'Ball in hand', '2 fouls', 'Break'],
			eight: ['8-Ball', 'Race to 9', 'Solids', 'Stripes', 'On the table'],
			straight: ['14.1 Straight Pool', 'To 100 points', 'High run', 'Fouls', 'Innings'],
			carom: ['Three-Cushion', 'To 40 points', 'Average', 'High run', 'Run', 'Frédéric Caudron'],
			pins: ['Seven Pins', 'From 300', 'Last stroke', 'To go'],
			art: ['Artistic Billiards', 'Figure 2/4', 'Rétro en deux bandes', /attempt 2\/3/],
			final: ['Γιώργος Παπαδόπουλος', 'Ewa Laurance', 'Winner', 'wins'],
			rail3: ['Straight Rail', 'Anne', 'Bertrand'],
			idle: ['Table free']
		};
		for (const [id, wanted] of Object.entries(expectations)) {
			const sizes = [{ width: 1920, height: 1080 }];
			if (['nine', 'carom', 'rail3'].includes(id)) sizes.push({ width: 3840, height: 2160 });
			for (const size of sizes) {
				const page = await open(`/kiosk/${id}?lang=en`, size);
				await page.waitForSelector('section.board');
				const body = await text(page);
				for (const w of wanted) expect(body, `${id} @${size.width}`).toMatch(typeof w === 'string' ? new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') : w);
				await fitsScreen(page);
				await shot(page, `table-${id}-${size.width}`);
				expect(page.errors).toEqual([]);
				await page.close();
			}
		}
		// per-discipline details on the page
		const nine = await open('/kiosk/nine?lang=en');
		await nine.waitForSelector('section.board');
		expect(await nine.locator('[data-on-table]').getAttribute('data-on-table')).toBe('1,3,4,5,6,7,8,9');
		expect(await nine.locator('[data-player="1"] [data-foul-warning]').count()).toBe(1);
		expect(await nine.locator('[data-player="0"].turn').count()).toBe(1);
		expect(await nine.locator('[data-player="1"] [data-score]').innerText()).toBe('1');
		// 4K looks like 1080p, twice as large
		const big = await open('/kiosk/nine?lang=en', { width: 3840, height: 2160 });
		await big.waitForSelector('section.board');
		const h1 = await nine.locator('[data-player="0"] [data-score]').evaluate((e) => e.getBoundingClientRect().height);
		const h4 = await big.locator('[data-player="0"] [data-score]').evaluate((e) => e.getBoundingClientRect().height);
		expect(h4 / h1).toBeCloseTo(2, 1);
		// no cursor; the screen asks to stay awake
		expect(await nine.locator('.kiosk-screen').evaluate((e) => getComputedStyle(e).cursor)).toBe('none');
		const carom = await open('/kiosk/carom?lang=en');
		await carom.waitForSelector('section.board');
		expect(await carom.locator('.protocol .inn.now').innerText()).toMatch(/2$/);
	}, 90_000);

	it('speaks Polish and Russian via ?lang= and remembers it', { timeout: 40_000 }, async () => {
		const page = await open('/kiosk/eight?lang=pl');
		await page.waitForSelector('section.board');
		expect(await text(page)).toMatch(/Ósemka[\s\S]*Gra do 9/);
		await page.goto(h.server.url + '/kiosk/nine');
		await page.waitForSelector('section.board');
		expect(await text(page)).toMatch(/Dziewiątka/);
		expect(await text(page)).toMatch(/Bila w ręku/);
		await page.goto(h.server.url + '/kiosk/carom?lang=ru');
		await page.waitForSelector('section.board');
		expect(await text(page)).toMatch(/Трёхбортный[\s\S]*До 40 очков/);
		expect(await text(page)).toMatch(/Средний/i);
		await shot(page, 'table-carom-ru-1920');
		await page.goto(h.server.url + '/kiosk?lang=ru');
		await wallLoaded(page);
		expect(await text(page)).toMatch(/Девятка/);
		await page.goto(h.server.url + '/kiosk/pins?lang=pl');
		await page.waitForSelector('section.board');
		await shot(page, 'table-pins-pl-1920');
	});

	it('updates without a reload', async () => {
		const page = await open('/kiosk/straight?lang=en');
		await page.waitForSelector('section.board');
		await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
		const cur = await fetch(`${h.server.url}/api/tables/straight`).then((r) => r.json());
		const m = cur.match ?? cur.state.match;
		const shooter = m.summary.turn as number;
		const sel = `[data-player="${shooter}"] [data-score]`;
		const before = await page.locator(sel).innerText();
		let rev = await act('straight', m.id, m.revision, { t: 'shot', potted: [7] });
		rev = await act('straight', m.id, rev, { t: 'shot', potted: [8] });
		await page.waitForFunction(([s, b]) => document.querySelector(s)?.textContent === b, [sel, String(Number(before) + 2)] as const, { timeout: 10_000 });
		expect(await page.locator(`[data-player="${shooter}"].turn`).count()).toBe(1);
		expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);
	}, 30_000);

	it('shows the shot clock counting down from the server deadline, and it survives a reload', async () => {
		await h.ensureOperator();
		expect((await call(h.socket, 'clock:start', { table: 'straight' })).ok).toBe(true);
		const page = await open('/kiosk/straight?lang=en');
		const first = Number(await (await page.waitForSelector('[data-shot-clock]')).getAttribute('data-shot-clock'));
		expect(first).toBeGreaterThan(20);
		await page.waitForFunction((f) => Number(document.querySelector('[data-shot-clock]')?.getAttribute('data-shot-clock')) < f, first, { timeout: PAGE_WAIT_MS });
		await page.reload();
		const again = Number(await (await page.waitForSelector('[data-shot-clock]')).getAttribute('data-shot-clock'));
		expect(again).toBeLessThan(first);
		await shot(page, 'table-straight-clock-1920');
		expect((await call(h.socket, 'clock:reset', { table: 'straight' })).ok).toBe(true);
		await page.waitForSelector('[data-shot-clock]', { state: 'detached', timeout: PAGE_WAIT_MS });
	}, 30_000);

	it('the venue wall: every table, idle and finished look different', { timeout: 40_000 }, async () => {
		for (const size of [
			{ width: 1920, height: 1080 },
			{ width: 3840, height: 2160 }
		]) {
			const page = await open('/kiosk?lang=en', size);
			await page.waitForFunction(() => document.querySelectorAll('.tile').length === 9);
			// each tile shows its table's state once that table's state has come: wait for all of
			// them (on a loaded machine the tiles come before some of the states), then look
			await page.waitForFunction(() => document.querySelectorAll('.tile[data-state="live"]').length === 7);
			await wallLoaded(page);
			const wall = page.locator('.kiosk-screen');
			expect(await wall.getAttribute('data-cols')).toBe('3');
			expect(await wall.getAttribute('data-rows')).toBe('3');
			expect(await page.locator('.tile[data-state="idle"]').count()).toBe(1);
			expect(await page.locator('.tile[data-state="finished"]').count()).toBe(1);
			expect(await page.locator('.tile[data-state="live"]').count()).toBe(7);
			expect(await page.locator('.tile[data-table="final"] .winner').innerText()).toMatch(/Γιώργος Παπαδόπουλος/);
			expect(await page.locator('.tile[data-table="idle"]').innerText()).toMatch(/Table free/);
			const [idleBg, liveBg] = await Promise.all(['idle', 'nine'].map((id) => page.locator(`.tile[data-table="${id}"]`).evaluate((e) => getComputedStyle(e).borderStyle + getComputedStyle(e).backgroundColor)));
			expect(idleBg).not.toBe(liveBg);
			await fitsScreen(page);
			await shot(page, `wall-9-${size.width}`);
		}
	});

	it('goes offline on kill -9, keeps the last state, and recovers by itself after a restart', async () => {
		const board = await open('/kiosk/carom?lang=en');
		const wall = await open('/kiosk?lang=en');
		await board.waitForSelector('.kiosk-screen[data-status="connected"] section.board');
		await wall.waitForSelector('.kiosk-screen[data-status="connected"] .tile');
		await wallLoaded(wall);
		expect(await board.locator('.conn').count()).toBe(0);
		const port = h.server.port;
		await h.server.kill9();
		h.socket.close();
		for (const page of [board, wall]) {
			await page.waitForSelector('.conn[data-status="disconnected"]', { timeout: 10_000 });
			expect(await page.locator('.conn').innerText()).toMatch(/Offline/);
		}
		expect(await text(board)).toMatch(/Frédéric Caudron/); // last state kept
		expect(await wall.locator('.tile').count()).toBe(9);
		await shot(board, 'offline-table-carom-1920');
		await shot(wall, 'offline-wall-1920');
		await h.restart(port);
		// a change made right after the restart reaches the screens without a reload
		const cur = await fetch(`${h.server.url}/api/tables/carom`).then((r) => r.json());
		const m = cur.match ?? cur.state.match;
		await act('carom', m.id, m.revision, { t: 'shot', points: 1 });
		const turn = m.summary.turn as number;
		const score = String(m.summary.players[turn].score + 1);
		for (const page of [board, wall]) await page.waitForSelector('.kiosk-screen[data-status="connected"]', { timeout: 15_000 });
		await board.waitForFunction(([s, i]) => document.querySelector(`[data-player="${i}"] [data-score]`)?.textContent === s, [score, turn] as const, { timeout: 10_000 });
		await wall.waitForFunction(([s, i]) => document.querySelectorAll('.tile[data-table="carom"] .pscore')[i]?.textContent === s, [score, turn] as const, { timeout: 10_000 });
		expect(await board.locator('.conn').count()).toBe(0);
		await shot(board, 'recovered-table-carom-1920');
	}, 60_000);

	it('shows a QR code (?qr=1, toggled with q) that decodes to the phone viewer, which works', { timeout: 120_000 }, async () => {
		const init = `(() => {
			window.__wake = 0;
			const sentinels = [];
			Object.defineProperty(navigator, 'wakeLock', { value: { request: async () => {
				window.__wake++;
				const s = new EventTarget(); s.released = false;
				s.release = async () => { s.released = true; s.dispatchEvent(new Event('release')); };
				sentinels.push(s); window.__sentinels = sentinels; return s;
			} } });
		})()`;
		const page = await open('/kiosk/nine?qr=1&lang=en', { width: 1920, height: 1080 }, { init });
		await page.waitForSelector('[data-qr] svg');
		const qr = page.locator('[data-qr] svg');
		const n = Number(await qr.getAttribute('data-modules'));
		const d = (await page.locator('[data-qr] path').getAttribute('d'))!;
		const m = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
		for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) m[Number(y) - 4][Number(x) - 4] = true;
		const decoded = decodeQr(m);
		expect(decoded.text).toBe(`${h.server.url}/view/nine`);
		const box = (await qr.boundingBox())!;
		expect(box.width).toBeGreaterThan(200); // large enough to scan from a few metres
		expect(Math.abs(box.width - box.height)).toBeLessThan(1);
		await fitsScreen(page);
		await shot(page, 'table-nine-qr-1920');
		await page.keyboard.press('q');
		await page.locator('[data-qr]').waitFor({ state: 'detached' });
		await page.keyboard.press('q');
		await page.locator('[data-qr]').waitFor({ state: 'attached' });
		// wake lock: requested on load, again after the browser released it and the page came back
		expect(await page.evaluate(() => (window as unknown as { __wake: number }).__wake)).toBe(1);
		expect(await page.evaluate(() => document.documentElement.dataset.wakeLock)).toBe('active');
		await page.evaluate(async () => {
			await (window as unknown as { __sentinels: { release(): Promise<void> }[] }).__sentinels[0].release();
			document.dispatchEvent(new Event('visibilitychange'));
		});
		await page.waitForFunction(() => (window as unknown as { __wake: number }).__wake === 2);
		// ?qrbase= points phones at the venue's address when the TV opened localhost
		const other = await open('/kiosk/nine?qr=1&qrbase=' + encodeURIComponent('http://192.168.1.50:3000'));
		expect(await other.locator('[data-qr] figure').getAttribute('data-url')).toBe('http://192.168.1.50:3000/view/nine');
		const none = await open('/kiosk/nine');
		await none.waitForSelector('section.board');
		expect(await none.locator('[data-qr]').count()).toBe(0);

		// the phone viewer
		const phone = await open(new URL(decoded.text).pathname + '?lang=en', { width: 390, height: 844 }, { mobile: true });
		await phone.waitForSelector('section.board.phone');
		expect(await text(phone)).toMatch(/Anna Nowak[\s\S]*Piotr Kowalski/);
		expect(await phone.locator('button, input, select, textarea').count()).toBe(0);
		expect(await phone.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
		await shot(phone, 'view-nine-phone');
		for (const id of ['carom', 'art', 'pins']) {
			await phone.goto(`${h.server.url}/view/${id}?lang=en`);
			await phone.waitForSelector('section.board.phone');
			expect(await phone.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
			await shot(phone, `view-${id}-phone`);
		}
	});

	it('lays out a wall of 1, 2, 4 and 40 tables', async () => {
		// Pages left open by earlier tests would all re-render on every one of the 40 changes
		// below and starve the machine: a wall screen is tested on its own.
		await h.closePages();
		// a fresh venue for counting: remove all, then add back
		for (const id of ['nine', 'eight', 'straight', 'carom', 'pins', 'art', 'final', 'rail3', 'idle']) {
			const r = await call(h.socket, 'table:remove', { table: id });
			expect(r.ok).toBe(true);
		}
		const page = await open('/kiosk?lang=en');
		const disciplines = [
			{ discipline: 'nine-ball', raceTo: 9 },
			{ discipline: 'eight-ball', raceTo: 7 },
			{ discipline: 'straight-pool', pointsTo: 125 },
			{ discipline: 'three-cushion', pointsTo: 40 },
			{ discipline: 'kegel' },
			{ discipline: 'one-cushion', pointsTo: 100 }
		];
		let made = 0;
		for (const target of [1, 2, 4, 40]) {
			while (made < target) {
				made++;
				const id = `t${made}`;
				await table(id, `Table ${made}`);
				if (made % 7 !== 3) {
					const setup = { ...disciplines[made % disciplines.length], players: [`Player ${made}A`, made % 5 === 0 ? 'Aleksandra Wiśniewska-Grzybowska' : `Player ${made}B`] };
					await play(id, setup, made % 4 === 0 ? [{ t: 'forfeit', player: 1 }] : []);
				}
			}
			await page.waitForFunction((n) => document.querySelectorAll('.tile').length === n, target, { timeout: 60_000, polling: 250 }).catch(async (e) => {
				await shot(page, `wall-${target}-timeout`);
				throw new Error(`${target} tables: ${await page.locator('.tile').count()} tiles, ${await text(page, '.bar')}: ${e}`);
			});
			const g = gridFor(target, 1920 / (1080 * 0.955));
			const wall = page.locator('.kiosk-screen');
			expect(`${await wall.getAttribute('data-cols')}x${await wall.getAttribute('data-rows')}`).toBe(`${g.cols}x${g.rows}`);
			await fitsScreen(page);
			await shot(page, `wall-${target}-1920`);
		}
		// The same 40 tables on a 4K TV: the grid stays 8×5 and the text grows with the screen.
		const nameHeight1080 = await page.locator('.tile .pname').first().evaluate((el) => el.getBoundingClientRect().height);
		await page.setViewportSize({ width: 3840, height: 2160 });
		await page.waitForFunction(() => window.innerWidth === 3840);
		const wall = page.locator('.kiosk-screen');
		expect(`${await wall.getAttribute('data-cols')}x${await wall.getAttribute('data-rows')}`).toBe('8x5');
		await fitsScreen(page);
		const nameHeight4k = await page.locator('.tile .pname').first().evaluate((el) => el.getBoundingClientRect().height);
		expect(nameHeight4k).toBeGreaterThan(nameHeight1080 * 1.8);
		await shot(page, 'wall-40-4k');
		expect(await page.locator('.conn').count()).toBe(0);
	}, 180_000);
});
