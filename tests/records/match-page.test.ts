/**
 * One match's page (issue 14) against the real server: a carom match, a 9-ball race with an undo
 * and a 14.1 match played through the console protocol (real Socket.IO), the record API's figures
 * checked against values worked out by hand, its 400/404/429; then the page in real Chromium in
 * en, pl and ru (screenshots in CUECAST_SHOTS or a temp dir), the corrections toggle, and a live
 * match that moves on the open page while a console scores.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { call, clientPool, connected, login, readWindowsSince, startServer, tempDir, until, type Running } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, PAGE_WAIT_MS, pagesNotReady, recordTexts, textsSeen } from '../support/browser';
import { Tabs } from '../support/tabs';
import type { RecordReply } from '../../src/lib/protocol/records';
import { PYRAMID_SCRIPT, SNOOKER_SCRIPT } from '../../src/lib/records/testing';
import { skipWithout } from '../support/prerequisites';

const notReady = pagesNotReady();
if (notReady) console.warn(`match page browser tests skipped: ${notReady}`);
const shots = process.env.CUECAST_SHOTS ?? tempDir('cuecast-match-page-');
mkdirSync(shots, { recursive: true });

let server: Running;
const { client, closeAll } = clientPool(() => server.url);
let op: ReturnType<typeof client>;
const ids = { carom: 0, pool: 0, straight: 0, live: 0, snooker: 0, pyramid: 0, artistic: 0 };

/** Plays `actions` on `table` through the console's `act`, each at the revision the last one made. */
async function play(table: string, setup: Record<string, unknown>, actions: Record<string, unknown>[], replaces: number | null = null): Promise<number> {
	const started = await call(op.socket, 'match:start', { table, setup, replaces });
	expect(started.ok, started.reason).toBe(true);
	const match = started.state.match.id as number;
	let revision = 0;
	for (const action of actions) {
		const r = await call(op.socket, 'act', { table, match, revision, action });
		expect(r.ok, `${JSON.stringify(action)}: ${r.reason}`).toBe(true);
		revision = r.revision;
	}
	return match;
}

/** GET the record; a 429 (the per-address read budget) waits its retry-after and asks again. */
async function record(id: number | string): Promise<{ status: number; body: any }> {
	for (;;) {
		const res = await fetch(`${server.url}/api/matches/${id}/record`);
		if (res.status !== 429) return { status: res.status, body: await res.json() };
		await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
	}
}

const artistic = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'artistic', 'artistic-programme.json'), 'utf8')) as {
	match: Record<string, unknown>;
	actions: Record<string, unknown>[];
};
const nineBall = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'pool', 'nine-ball', 'break-and-run.json'), 'utf8')) as {
	match: Record<string, unknown>;
	actions: Record<string, unknown>[];
};

beforeAll(async () => {
	server = await startServer({ dataDir: tempDir() });
	const { token } = await login(server.url, server.pin!);
	op = client({ token: token! });
	await connected(op.socket);
	for (const [id, name] of [['c', 'Carom table'], ['p', 'Pool table'], ['s', 'Straight pool'], ['l', 'Live table'], ['sn', 'Snooker table'], ['py', 'Pyramid table'], ['ar', 'Artistic table']]) {
		expect((await call(op.socket, 'table:create', { id, name })).ok).toBe(true);
	}
	// Anna 3, 0, 5, 2 (reaches 10 in her 4th inning); Ivan 1, 4, 2 and his equalizing 1
	ids.carom = await play(
		'c',
		{ discipline: 'three-cushion', players: [{ name: 'Anna Nowak', country: 'PL' }, { name: 'Ivan Petrov', country: 'RU' }], pointsTo: 10 },
		[3, 1, 0, 4, 5, 2, 2, 1].map((points) => ({ t: 'inning', points }))
	);
	// the fixture's race to 2, with a wrong stroke entered after the break and undone at once
	const actions = [...nineBall.actions];
	actions.splice(1, 0, { t: 'shot', firstHit: 1, foul: 'scratch' }, { t: 'undo' });
	ids.pool = await play('p', nineBall.match, actions);
	// Ala breaks (0), Ola runs 3 and misses, Ala 2 + 1 then a safety, Ola 1 and misses
	ids.straight = await play('s', { discipline: 'straight-pool', players: ['Ala Kot', 'Ola Pies'], pointsTo: 10 }, [
		{ t: 'shot', rails: 2, cueRail: true },
		{ t: 'shot', potted: [1, 2, 3] },
		{ t: 'shot' },
		{ t: 'shot', potted: [4, 5] },
		{ t: 'shot', potted: [6] },
		{ t: 'shot', safety: true },
		{ t: 'shot', potted: [7] },
		{ t: 'shot' }
	]);
	const frames = { players: [{ name: 'Łukasz Żółw', country: 'PL' }, { name: 'Дмитрий Ёлкин', country: 'RU' }] };
	ids.snooker = await play('sn', { discipline: 'snooker', bestOf: 3, ...frames }, SNOOKER_SCRIPT);
	ids.pyramid = await play('py', { discipline: 'combined-pyramid', raceTo: 2, ...frames }, PYRAMID_SCRIPT);
	ids.artistic = await play('ar', artistic.match, artistic.actions);
}, 60_000);

afterAll(async () => {
	closeAll();
	await server?.stop();
});

describe('GET /api/matches/<id>/record', () => {
	it('carom: each inning, running totals, and totals with the average cut to 3 decimals', async () => {
		const { status, body } = await record(ids.carom);
		expect(status).toBe(200);
		const r = body as RecordReply;
		expect(r).toMatchObject({ ok: true, tableName: 'Carom table', live: true });
		expect(r.record.innings!.map((l) => l.map((i) => [i.points, i.total]))).toEqual([
			[[3, 3], [0, 3], [5, 8], [2, 10]],
			[[1, 1], [4, 5], [2, 7], [1, 8]]
		]);
		expect(r.result).toMatchObject({ status: 'finished', winner: 0, innings: 4 });
		expect(r.result.players.map((p) => [p.score, p.innings, p.average, p.highRun])).toEqual([
			[10, 4, 2.5, 5],
			[8, 4, 2, 4]
		]);
	});

	it('9-ball race: rack by rack; the undone stroke is gone from the strokes and kept as a correction', async () => {
		const r = (await record(ids.pool)).body as RecordReply;
		expect(r.record.racks!.map((k) => [k.number, k.breaker, k.winner, k.strokes, k.fouls, k.breakAndRun, k.resultOnly])).toEqual([
			[1, 0, 0, 7, [0, 0], true, false],
			[2, 1, 0, 5, [0, 1], false, false]
		]);
		expect(r.record.corrections).toEqual([{ revision: 3, t: 'undo' }]);
		// 13 strokes and the choice the fixture has; the scratch entered by mistake is not among them
		expect(r.record.strokes).toHaveLength(13);
		expect(r.record.strokes.some((s) => s.action.foul === 'scratch' && s.rack === 1)).toBe(false);
		expect(r.result.players.map((p) => [p.racksWon, p.breakAndRuns])).toEqual([
			[2, 1],
			[0, 0]
		]);
	});

	it('14.1: visits to the table as innings, still live', async () => {
		const r = (await record(ids.straight)).body as RecordReply;
		expect(r.live).toBe(true);
		expect(r.result.status).toBe('live');
		expect(r.record.innings!.map((l) => l.map((i) => [i.points, i.total]))).toEqual([
			[[0, 0], [3, 3]],
			[[3, 3], [1, 4]]
		]);
		expect(r.result.players.map((p) => [p.score, p.highRun])).toEqual([
			[3, 3],
			[4, 3]
		]);
	});

	it('snooker and pyramid: frame by frame, each frame visit by visit, the result row in frames (SNOOKER_SCRIPT, PYRAMID_SCRIPT)', async () => {
		const sn = (await record(ids.snooker)).body as RecordReply;
		expect(sn.record.frames!.map((f) => [f.number, f.breaker, f.winner, f.points, f.best, f.centuries, f.conceded, f.resultOnly])).toEqual([
			[1, 0, 0, [119, 29], [110, 22], [[110], []], null, false],
			[2, 1, 1, [0, 31], [0, 31], [[], []], 0, false],
			[3, 0, 0, [0, 0], [0, 0], [[], []], null, true]
		]);
		expect(sn.record.frames![0]!.visits.map((l) => l.map((v) => [v.points, v.total]))).toEqual([
			[[0, 0], [110, 110], [5, 119]],
			[[7, 7], [0, 7], [22, 29]]
		]);
		expect(sn.result.players.map((p) => [p.score, p.racksWon, p.highRun, p.centuries])).toEqual([
			[2, 2, 110, 1],
			[1, 1, 31, 0]
		]);
		const py = (await record(ids.pyramid)).body as RecordReply;
		expect(py.record.frames!.map((f) => [f.winner, f.points])).toEqual([
			[0, [8, 1]],
			[0, [8, 0]]
		]);
		expect(py.result).toMatchObject({ status: 'finished', winner: 0 });
	});

	it('a match replaced on its table is no longer live; 404 for an unknown id, 400 for a malformed one', async () => {
		expect((await record(ids.straight)).body.live).toBe(true);
		const next = await play('s', { discipline: 'straight-pool', players: ['X', 'Y'], pointsTo: 5 }, [], ids.straight);
		expect((await record(ids.straight)).body.live).toBe(false);
		expect((await record(next)).body.live).toBe(true);
		expect(await record(999_999)).toEqual({ status: 404, body: { ok: false, reason: 'no match 999999', code: 'no-such-match', params: { id: 999_999 } } });
		for (const bad of ['abc', '0', '-1', '1.5', '%zz', '1234567890123']) {
			const { status, body } = await record(bad);
			expect([bad, status, body.ok, body.code]).toEqual([bad, 400, false, bad === '%zz' ? 'bad-path' : 'match-id']);
		}
	});

	it('is counted per address: past 3 a second the rest are refused with read-rate, then served again', async () => {
		await new Promise((r) => setTimeout(r, 1100));
		const started = performance.now();
		const all = await Promise.all(Array.from({ length: 8 }, () => fetch(`${server.url}/api/matches/${ids.carom}/record`)));
		const codes = all.map((r) => r.status);
		// 3 in each one-second window the burst touched (one on a quiet machine, more on a loaded one)
		const windows = readWindowsSince(started);
		expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(3 * windows);
		expect(codes).toContain(429);
		const refused = all.find((r) => r.status === 429)!;
		expect(refused.headers.get('retry-after')).toBe('1');
		expect((await refused.json()).code).toBe('read-rate');
		await new Promise((r) => setTimeout(r, 1100));
		expect((await fetch(`${server.url}/api/matches/${ids.carom}/record`)).status).toBe(200);
	});
});

describe.skipIf(skipWithout(notReady))('the match page in Chromium', () => {
	let browser: Browser;
	const tabs = new Tabs(() => browser);
	beforeAll(async () => {
		assertBuiltAfter('the match page', ['src/routes/matches', 'src/lib/records-page', 'src/lib/records', 'src/lib/i18n']);
		browser = await launchBrowser();
	}, 30_000);
	afterAll(async () => {
		await tabs.closeAll();
		await browser?.close();
	});
	// no pause for the address's read budget (3 a second) between pages: a page refused waits it out itself
	const open = async (id: number | string, lang: string) => {
		const page = await tabs.open({ viewport: { width: 1100, height: 900 } });
		await page.goto(`${server.url}/matches/${id}?lang=${lang}`);
		return page;
	};

	const words = {
		en: { discipline: 'Three-Cushion', average: '2.500', totals: 'Totals', racks: 'Racks', show: 'Show corrections', undo: 'Undo (action 3)' },
		pl: { discipline: 'Trzy bandy', average: '2,500', totals: 'Podsumowanie', racks: 'Partie', show: 'Pokaż poprawki', undo: 'Cofnięcie (akcja 3)' },
		ru: { discipline: 'Трёхбортный', average: '2,500', totals: 'Итоги', racks: 'Партии', show: 'Показать исправления', undo: 'Отмена (действие 3)' }
	};

	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`${lang}: carom with its charts and totals, the pool race rack by rack with its corrections`, async () => {
			const w = words[lang];
			const carom = await open(ids.carom, lang);
			await carom.waitForSelector('[data-testid=match-record]');
			expect(await carom.textContent('h1')).toContain(w.discipline);
			const totals = await carom.textContent('[data-testid=totals]');
			expect(totals).toContain(w.average);
			expect(await carom.locator('[data-testid=innings] tbody tr').count()).toBe(4);
			// the cumulative chart: one line per player, both ending at their totals
			expect(await carom.locator('[data-testid=chart-cumulative] svg.plot path.line').count()).toBe(2);
			expect(await carom.locator('[data-testid=chart-bars] svg.plot rect.bar').count()).toBe(8);
			expect(await carom.locator('[data-testid=chart-cumulative] svg title').textContent()).toBeTruthy();
			expect(await carom.getAttribute('[data-testid=sheet-pdf]', 'href')).toBe(`/api/matches/${ids.carom}/sheet.pdf?lang=${lang}`);
			expect(await carom.getAttribute('[data-testid=export-csv]', 'href')).toBe(`/api/matches/${ids.carom}/export.csv`);
			await lookAt(carom, { path: join(shots, `match-carom-${lang}.png`), fullPage: true });
			await carom.emulateMedia({ media: 'print' });
			await lookAt(carom, { path: join(shots, `match-carom-print-${lang}.png`), fullPage: true });
			expect(await carom.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
			await carom.close();

			const pool = await open(ids.pool, lang);
			await pool.waitForSelector('[data-testid=racks]');
			expect(await pool.locator('[data-testid=racks] tbody tr').count()).toBe(2);
			expect(await pool.locator('[data-testid=chart-racks] svg.plot path.line').count()).toBe(2);
			expect(await pool.locator('[data-testid=corrections]').count()).toBe(0);
			const toggle = pool.locator('[data-testid=corrections-toggle]');
			expect(await toggle.textContent()).toContain(w.show);
			await toggle.click();
			expect(await pool.textContent('[data-testid=corrections]')).toContain(w.undo);
			await lookAt(pool, { path: join(shots, `match-pool-${lang}.png`), fullPage: true });
			await pool.close();
		}, 60_000);
	}

	const frameWords = {
		en: { snooker: 'Snooker', frames: 'Frames', visits: 'Frame 1, visit by visit', century: 'century 110 (Łukasz Żółw)', hb: 'Highest break', pyramid: 'Combined Pyramid', shelf: 'Shelf', received: 'Foul pts', penalty: 'Penalty balls' },
		pl: { snooker: 'Snooker', frames: 'Frejmy', visits: 'Frejm 1, podejście po podejściu', century: 'setka 110 (Łukasz Żółw)', hb: 'Najwyższy brejk', pyramid: 'Piramida kombinowana', shelf: 'Półka', received: 'Pkt za faule', penalty: 'Bile karne' },
		ru: { snooker: 'Снукер', frames: 'Фреймы', visits: 'Фрейм 1 по подходам', century: 'сотня 110 (Łukasz Żółw)', hb: 'Высший брейк', pyramid: 'Комбинированная пирамида', shelf: 'Полка', received: 'Очки за фолы', penalty: 'Штрафные шары' }
	};
	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`${lang}: snooker frame by frame with its visits, charts and totals; pyramid with its shelves`, async () => {
			const w = frameWords[lang];
			const sn = await open(ids.snooker, lang);
			await sn.waitForSelector('[data-testid=frames]');
			expect(await sn.textContent('h1')).toContain(w.snooker);
			expect(await sn.textContent('#frames-h')).toBe(w.frames);
			const rows = await sn.$$eval('[data-testid=frames] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
			// frame, breaker, winner, score, then per player points, highest break, fouls; the notes
			expect(rows[0]).toEqual(['1', 'Łukasz Żółw', 'Łukasz Żółw', '1:0', '119', '110', '0', '29', '22', '1', w.century]);
			expect(rows).toHaveLength(3);
			expect(await sn.locator('[data-testid=chart-frames] svg.plot path.line').count()).toBe(2);
			expect(await sn.locator('[data-testid=chart-frame-points] svg.plot rect.bar').count()).toBe(6);
			// the frames' visits are folded: open the first
			await sn.click('[data-testid=visits-1] summary');
			expect(await sn.textContent('[data-testid=visits-1] summary')).toBe(w.visits);
			const visits = await sn.$$eval('[data-testid=visits-1] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
			// per player: what fouls gave him before the visit, the visit, his total
			expect(visits[1]).toEqual(['2', '', '110', '110', '', lang === 'ru' ? '0Ф' : '0F', '7']);
			// Ёлкин's in-off gave Łukasz 4 before his third visit: 110 + 4 + 5 = 119, on the line
			expect(visits[2]).toEqual(['3', '+4', '5', '119', '', '22', '29']);
			expect(await sn.textContent('[data-testid=visits-1] thead')).toContain(w.received);
			expect(await sn.textContent('[data-testid=totals]')).toContain(w.hb);
			await lookAt(sn, { path: join(shots, `match-snooker-${lang}.png`), fullPage: true });
			await sn.close();

			const py = await open(ids.pyramid, lang);
			await py.waitForSelector('[data-testid=frames]');
			expect(await py.textContent('h1')).toContain(w.pyramid);
			expect(await py.textContent('[data-testid=frames] thead')).toContain(w.shelf);
			await py.click('[data-testid=visits-1] summary');
			const pyVisits = await py.$$eval('[data-testid=visits-1] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
			// the penalty ball of Ёлкин's foul is on Łukasz's shelf before his second visit: 3 + 1 + 4 = 8
			expect(pyVisits[1]).toEqual(['2', '+1', '4', '8', '', '', '']);
			expect(await py.textContent('[data-testid=visits-1] thead')).toContain(w.penalty);
			await lookAt(py, { path: join(shots, `match-pyramid-${lang}.png`), fullPage: true });
			await py.close();
		}, 60_000);
	}

	// the fixture's programme, figure by figure (Raymond, then Jean): its summary's attempts and points
	const programme = {
		en: { title: 'Figures', figure: 'Figure', row2: ['2. Rétro en deux bandes (6)', '0 (missed) 3 att.', '6 1 att.'] },
		pl: { title: 'Figury', figure: 'Figura', row2: ['2. Rétro en deux bandes (6)', '0 (nieudana) prób: 3', '6 prób: 1'] },
		ru: { title: 'Фигуры', figure: 'Фигура', row2: ['2. Rétro en deux bandes (6)', '0 (не выполнена) попыток: 3', '6 попыток: 1'] }
	};
	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`${lang}: artistic with its programme, each figure's attempts and points per player`, async () => {
			const w = programme[lang];
			const page = await open(ids.artistic, lang);
			await page.waitForSelector('[data-testid=figures]');
			expect(await page.textContent('#figures-h')).toBe(w.title);
			expect(await page.$$eval('[data-testid=figures] thead th', (ths) => ths.map((th) => th.textContent?.trim()))).toEqual([w.figure, 'Raymond', 'Jean']);
			const rows = await page.$$eval('[data-testid=figures] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim())));
			expect(rows).toHaveLength(4);
			expect(rows[1]).toEqual(w.row2);
			await lookAt(page, { path: join(shots, `match-artistic-${lang}.png`), fullPage: true });
			await page.close();
		}, 60_000);
	}

	it('fits a phone (390 px) in each language: the wide tables scroll in their box, each stroke under its player', async () => {
		const page = await tabs.open({ viewport: { width: 390, height: 844 } });
		for (const lang of ['en', 'pl', 'ru'] as const) {
			for (const id of [ids.pool, ids.carom, ids.snooker]) {
				await page.goto(`${server.url}/matches/${id}?lang=${lang}`);
				await page.waitForSelector('[data-testid=match-record] [data-testid=strokes], [data-testid=match-record] table.sheet', { timeout: PAGE_WAIT_MS });
				expect(await page.evaluate(() => document.documentElement.scrollWidth), `match ${id} in ${lang}`).toBeLessThanOrEqual(390);
				// the stroke's words have the line's width, not a word a line beside a long name
				const narrowest = await page.evaluate(() => Math.min(...[...document.querySelectorAll('[data-testid=strokes] .what')].map((e) => e.getBoundingClientRect().width)));
				if (Number.isFinite(narrowest)) expect(narrowest, `match ${id} in ${lang}`).toBeGreaterThan(250);
			}
			await lookAt(page, { path: join(shots, `phone-${lang}.png`), fullPage: true });
		}
		await page.close();
	});

	it('says so for an unknown match and a malformed id', async () => {
		const page = await open(999_999, 'en');
		expect(await (await page.waitForSelector('[data-testid=not-found]')).textContent()).toContain('999999');
		await page.goto(`${server.url}/matches/abc?lang=pl`);
		expect(await (await page.waitForSelector('[data-testid=bad-id]')).textContent()).toContain('nie jest numerem meczu');
		await page.close();
	}, 30_000);

	it('opened while its address has used up its reads: says it is loading, then shows the record, never a failure', async () => {
		// Other devices behind the same address (a club's one public address) read records all the
		// while: 3 a second are served to the address, the rest refused with read-rate.
		const record = `${server.url}/api/matches/${ids.carom}/record`;
		let othersReading = true;
		const others = (async () => {
			while (othersReading) await Promise.all(Array.from({ length: 4 }, () => fetch(record).then((r) => r.arrayBuffer())));
		})();
		const page = await tabs.open({ viewport: { width: 1100, height: 900 } });
		await page.addInitScript(recordTexts('main .msg'));
		try {
			// until the page's own first ask is the one refused (one landing first in a second is served)
			for (let attempt = 1; ; attempt++) {
				const answered = page.waitForResponse((r) => r.url() === record, { timeout: PAGE_WAIT_MS });
				await page.goto(`${server.url}/matches/${ids.carom}?lang=en`);
				if ((await answered).status() === 429) break;
				expect(attempt, 'the page refused once in 10 loads').toBeLessThan(10);
			}
		} finally {
			othersReading = false;
			await others;
		}
		await page.waitForFunction(() => document.querySelector('[data-testid=match-record]') || /could not be loaded/.test(document.body.textContent ?? ''), undefined, { timeout: PAGE_WAIT_MS });
		expect(await textsSeen(page)).toEqual(['Loading the match…']);
		expect(await page.textContent('h1')).toContain('Three-Cushion');
		await page.close();
	});

	it('a download link opened while the address is busy: a page in the reader\'s language that asks again by itself, then the file', async () => {
		// As above, other devices behind the address read records all the while. The link opened is
		// the record's own address (JSON, which a tab shows; a PDF or a CSV would be a download).
		const record = `${server.url}/api/matches/${ids.carom}/record`;
		const link = `${record}?lang=pl`;
		let othersReading = true;
		const others = (async () => {
			while (othersReading) await Promise.all(Array.from({ length: 4 }, () => fetch(record).then((r) => r.arrayBuffer())));
		})();
		const page = await tabs.open({ viewport: { width: 900, height: 600 } });
		// every answer the tab gets for the link, in order (its own refresh comes whenever it comes)
		const statuses: number[] = [];
		page.on('response', (r) => void (r.url() === link && statuses.push(r.status())));
		let refused = '';
		let refusedAt = -1;
		try {
			for (let attempt = 1; ; attempt++) {
				const answer = await page.goto(link, { referer: `${server.url}/matches/${ids.carom}` });
				if (answer?.status() === 429) {
					refused = await answer.text();
					refusedAt = statuses.lastIndexOf(429);
					break;
				}
				expect(attempt, 'the link refused once in 10 opens').toBeLessThan(10);
			}
		} finally {
			othersReading = false;
			await others;
		}
		// the page as it came, read in a tab of its own (the first one may have refreshed by now),
		// without its refresh (which would leave that tab blank)
		expect(refused).toContain('<meta http-equiv="refresh" content="1">');
		const shown = await tabs.open({ viewport: { width: 900, height: 600 } });
		await shown.setContent(refused.replace('<meta http-equiv="refresh" content="1">', ''));
		expect(await shown.textContent('h1')).toBe('Serwer jest zajęty');
		expect(await shown.textContent('.why')).toBe('Za częste zapytania (najwyżej 3 na sekundę)');
		expect(await shown.textContent('.retry')).toContain('Strona sama zapyta ponownie za 1 s');
		expect(await shown.getAttribute('a', 'href')).toBe(`/matches/${ids.carom}`);
		expect(await shown.textContent('a')).toBe('Wstecz');
		await lookAt(shown, { path: join(shots, 'refused-busy-pl.png') });
		await shown.close();
		// it asked again by itself, and was served once the others stopped
		await expect.poll(() => statuses.slice(refusedAt + 1).includes(200), { timeout: PAGE_WAIT_MS }).toBe(true);
		await page.waitForFunction(() => document.body?.textContent?.includes('"record"'), null, { timeout: PAGE_WAIT_MS });
		expect(JSON.parse((await page.textContent('body')) ?? '').record.id).toBe(ids.carom);
		await page.close();
	});

	it('a download link to a match that is not there: "not found" in the reader\'s language; a script still gets JSON', async () => {
		const link = `${server.url}/api/matches/999999/sheet.pdf`;
		for (const [locale, heading, why, home] of [
			['en-GB', 'Not found', 'No match 999999', 'Tables'],
			['ru-RU', 'Не найдено', '999999', 'Столы']
		] as const) {
			const page = await tabs.open({ viewport: { width: 900, height: 600 }, locale });
			const answer = await page.goto(link);
			expect(answer?.status()).toBe(404);
			expect(await page.textContent('h1')).toBe(heading);
			expect(await page.textContent('.why')).toContain(why);
			expect(await page.getAttribute('a', 'href')).toBe('/');
			expect(await page.textContent('a')).toBe(home);
			await lookAt(page, { path: join(shots, `refused-not-found-${locale}.png`) });
			await page.close();
		}
		const scripted = await fetch(link);
		expect(scripted.headers.get('content-type')).toContain('application/json');
		expect(await scripted.json()).toMatchObject({ ok: false, code: 'no-such-match' });
	});

	it('follows a live match: an inning scored at the console shows on the open page', async () => {
		ids.live = await play('l', { discipline: 'three-cushion', players: ['Kim', 'Lee'], pointsTo: 30 }, [{ t: 'inning', points: 2 }]);
		const page = await open(ids.live, 'en');
		await page.waitForSelector('[data-testid=live]');
		// said once ("Live — Being played: …" said it twice)
		expect(await page.textContent('[data-testid=live]')).toBe('Live — this page follows the table as it is played');
		expect(await page.locator('[data-testid=innings] tbody tr').count()).toBe(1);
		const r1 = await call(op.socket, 'act', { table: 'l', match: ids.live, revision: 1, action: { t: 'inning', points: 6 } });
		expect(r1.ok).toBe(true);
		const r2 = await call(op.socket, 'act', { table: 'l', match: ids.live, revision: 2, action: { t: 'inning', points: 4 } });
		expect(r2.ok).toBe(true);
		// Kim 2 then 4: her running total 6 in the second row; Lee's 6 in the first
		await page.waitForFunction(() => document.querySelectorAll('[data-testid=innings] tbody tr').length === 2, undefined, { timeout: 10_000 });
		const rows = await page.$$eval('[data-testid=innings] tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
		expect(rows).toEqual([
			['1', '2', '2', '6', '6'],
			['2', '4', '6', '', '']
		]);
		await lookAt(page, { path: join(shots, 'match-live-en.png'), fullPage: true });
		await page.close();
	}, 30_000);
});
