/**
 * The match page's "Chapters and highlights" (issue 27) in real Chromium against the built
 * server. The data folder is seeded before the server starts, each stroke stored at a time the
 * test sets (the store's clock is `Date.now`): a 9-ball race to 3 (five racks, a break and run,
 * hill-hill) and the fixture's race to 2 (two chapters: too few for YouTube). The block opens
 * closed; opened it shows the chapters with the match's first stroke as 00:00, follows a start
 * typed in local time (Europe/Warsaw here), copies the lines, links the CSV and the EDL for that
 * start; with the venue's OBS streaming (a fake obs-websocket) the start is filled in from it.
 * Screenshots in en, pl and ru go to CUECAST_SHOTS (else a temp folder).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login, startServer, tempDir, type Running } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, pagesNotReady } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { SqliteStore } from '../../src/lib/server/store/sqlite';
import { FakeObs } from '../obs/support/fake-obs';
import { waitFor } from '../obs/support/obs';
import { parseCsv } from '../../src/lib/records/csv';

const notReady = pagesNotReady();
const shots = process.env.CUECAST_SHOTS ?? tempDir('cuecast-chapters-page-');
mkdirSync(shots, { recursive: true });

const ZONE = 'Europe/Warsaw';
/** The race's first stroke: three hours ago, 7 s past a minute (a `datetime-local` value keeps its seconds then). */
const T0 = Math.floor(Date.now() / 60_000) * 60_000 - 3 * 3600_000 + 7000;
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'pool', 'nine-ball', 'break-and-run.json'), 'utf8')) as { match: Record<string, unknown>; actions: unknown[] };
const RACE: [number, unknown][] = [
	...fixture.actions.map((a, i): [number, unknown] => [[0, 20, 40, 60, 80, 100, 120, 200, 230, 240, 260, 290, 330][i]!, a]),
	[900, { t: 'rack', player: 1 }],
	[1500, { t: 'rack', player: 1 }],
	[2100, { t: 'rack', player: 0 }]
];
const RACE_EN = ['00:00 Anna Nowak – Piotr Kowalski', '05:00 Rack 1 · 0–0', '07:00 Rack 2 · 1–0', '10:30 Rack 3 · 2–0', '20:00 Rack 4 · 2–1', '30:00 Rack 5 · 2–2'];
const ids = { race: 0, short: 0 };
/** How long before five minutes ahead of the first stroke the fake OBS started streaming: T0 − this is hh:mm:06.1. */
const STREAMING_EARLY = 300_900;

/** A time as a Warsaw `datetime-local` input holds it: "2026-12-03T19:55:00". */
function warsaw(ms: number): string {
	const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
	return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** Stores the matches with their strokes at the times given, before any server opens the folder. */
async function seed(dir: string) {
	const realNow = Date.now.bind(Date);
	let held: number | null = null;
	const spy = vi.spyOn(Date, 'now').mockImplementation(() => held ?? realNow());
	const store = new SqliteStore(dir);
	try {
		const play = async (table: string, setup: unknown, script: [number, unknown][]) => {
			await store.tables.createTable(table, `Table ${table}`);
			held = T0 - 60_000;
			const m = await store.tables.startMatch(table, setup, null);
			for (const [i, [second, action]] of script.entries()) {
				held = T0 + second * 1000;
				await store.tables.append(table, m.id, i + 1, action);
			}
			held = null;
			return m.id;
		};
		ids.race = await play('1', { ...fixture.match, raceTo: 3 }, RACE);
		ids.short = await play('2', fixture.match, fixture.actions.map((a, i) => [i * 20, a]));
	} finally {
		await store.close();
		spy.mockRestore();
	}
}

let server: Running;
let token: string;
let obs: FakeObs;
let browser: Browser;

describe.skipIf(skipWithout(notReady))('the match page’s chapters and highlights in Chromium', () => {
	beforeAll(async () => {
		assertBuiltAfter('the match page', ['src/routes/matches', 'src/lib/records-page', 'src/lib/records', 'src/lib/i18n']);
		const dir = tempDir('cuecast-chapters-page-data-');
		await seed(dir);
		server = await startServer({ dataDir: dir });
		token = (await login(server.url, server.pin!)).token!;
		obs = await FakeObs.start('pw');
		browser = await launchBrowser();
	}, 120_000);
	afterAll(async () => {
		await browser?.close();
		await server?.stop();
		await obs?.stop();
	});

	/** The page in `lang`, its chapters block opened, once its chapters are shown. */
	const open = async (id: number, lang: 'en' | 'pl' | 'ru', watch?: (context: BrowserContext) => void): Promise<Page> => {
		// the browser's own locale too: a date input is drawn in it, whatever the page's language
		const locale = { en: 'en-GB', pl: 'pl-PL', ru: 'ru-RU' }[lang];
		const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, timezoneId: ZONE, locale, permissions: ['clipboard-read', 'clipboard-write'] });
		watch?.(context);
		const page = await context.newPage();
		await page.goto(`${server.url}/matches/${id}?lang=${lang}`);
		await page.click('[data-testid=chapters-open]');
		await page.waitForSelector('[data-testid=chapters-text]');
		return page;
	};
	const text = (page: Page) => page.inputValue('[data-testid=chapters-text]');
	const linesOf = async (page: Page) => (await text(page)).trimEnd().split('\n');
	/** A link's file, waiting out the address's read budget (429) as the page does. */
	const download = async (page: Page, testid: string): Promise<string> => {
		const href = await page.getAttribute(`[data-testid=${testid}]`, 'href');
		for (;;) {
			const res = await fetch(`${server.url}${href}`);
			if (res.status !== 429) return res.text();
			await new Promise((r) => setTimeout(r, 1000));
		}
	};

	it('en: closed at first; opened, 00:00 is the first stroke; a start typed in local time moves every line, the CSV and the EDL', async () => {
		const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, timezoneId: ZONE });
		const closed = await context.newPage();
		await closed.goto(`${server.url}/matches/${ids.race}?lang=en`);
		await closed.waitForSelector('[data-testid=match-record]');
		expect(await closed.locator('[data-testid=chapters-text]').count()).toBe(0);
		await context.close();

		const page = await open(ids.race, 'en');
		expect(await linesOf(page)).toEqual(['00:00 Rack 1 · 0–0', '02:00 Rack 2 · 1–0', '05:30 Rack 3 · 2–0', '15:00 Rack 4 · 2–1', '25:00 Rack 5 · 2–2']);
		expect(await page.textContent('[data-testid=stream-start-source]')).toContain('00:00 is the match’s first stroke');
		await lookAt(page, { path: join(shots, 'chapters-no-start-en.png'), fullPage: true });

		// the stream started five minutes before the first stroke, typed as the clock in Warsaw read
		await page.fill('[data-testid=stream-start]', warsaw(T0 - 300_000));
		await page.waitForFunction((want) => (document.querySelector('[data-testid=chapters-text]') as HTMLTextAreaElement).value === want, RACE_EN.join('\n') + '\n');
		expect(await page.locator('[data-testid=chapters-youtube-no]').count()).toBe(0);
		const start = encodeURIComponent(new Date(T0 - 300_000).toISOString());
		expect(await page.getAttribute('[data-testid=highlights-csv]', 'href')).toBe(`/api/matches/${ids.race}/highlights.csv?start=${start}&lang=en`);
		const [head, ...rows] = parseCsv(await download(page, 'highlights-csv'));
		expect(head![1]).toBe('time');
		expect(rows.map((r) => `${r[1]} ${r[4]}`)).toEqual(['07:00 rack-won', '07:00 break-and-run', '10:30 rack-won', '20:00 rack-won', '30:00 rack-won', '30:00 hill-hill', '40:00 rack-won', '40:00 match-won']);

		await page.selectOption('[data-testid=edl-fps]', '25');
		await page.fill('[data-testid=edl-clip]', 'final.mkv');
		expect(await page.getAttribute('[data-testid=highlights-edl]', 'href')).toBe(`/api/matches/${ids.race}/highlights.edl?start=${start}&lang=en&fps=25&clip=final.mkv`);
		const edl = await download(page, 'highlights-edl');
		expect(edl).toContain('001  AX       AA/V  C        00:06:50:00 00:07:05:00 01:00:00:00 01:00:15:00\r\n* FROM CLIP NAME: final.mkv\r\n');

		await page.click('[data-testid=chapters-copy]');
		await page.waitForFunction(() => document.querySelector('.copied')?.textContent === 'Copied');
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(RACE_EN.join('\n') + '\n');
		await lookAt(page, { path: join(shots, 'chapters-en.png'), fullPage: true });
		await lookAt(page.locator('[data-testid=chapters]'), { path: join(shots, 'chapters-block-en.png') });
		await page.context().close();
	});

	it('two racks: the lines come, with the note that YouTube makes no chapters of them', async () => {
		const page = await open(ids.short, 'en');
		expect(await linesOf(page)).toEqual(['00:00 Rack 1 · 0–0', '02:00 Rack 2 · 1–0']);
		expect(await page.textContent('[data-testid=chapters-youtube-no]')).toContain('at least 3 lines');
		await lookAt(page.locator('[data-testid=chapters]'), { path: join(shots, 'chapters-too-few-en.png') });
		await page.context().close();
	});

	describe('with the venue’s OBS streaming', () => {
		const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', cookie: `cuecast_session=${token}`, origin: server.url } });
		const obsStatus = () => api('/api/obs');
		beforeAll(async () => {
			// streaming since five minutes before the first stroke, and 0.9 s more: the server takes the start at
			// the middle of its question's round trip, and half a round trip on a busy host never moves a line back a second
			obs.streamingSince = T0 - STREAMING_EARLY;
			expect((await api('/api/obs', { method: 'PUT', body: JSON.stringify({ enabled: true, host: '127.0.0.1', port: obs.port, password: 'pw', rules: [] }) })).status).toBe(200);
			await waitFor(async () => ((await (await api('/api/obs')).json()) as { status: { connections: { state: string }[] } }).status.connections[0]?.state === 'connected', 15_000, 'OBS connected');
		}, 30_000);

		const words = {
			pl: { obs: 'według OBS', lines: ['00:00 Anna Nowak – Piotr Kowalski', '05:00 Partia 1 · 0–0', '07:00 Partia 2 · 1–0', '10:30 Partia 3 · 2–0', '20:00 Partia 4 · 2–1', '30:00 Partia 5 · 2–2'] },
			ru: { obs: 'по данным OBS', lines: ['00:00 Anna Nowak – Piotr Kowalski', '05:00 Партия 1 · 0–0', '07:00 Партия 2 · 1–0', '10:30 Партия 3 · 2–0', '20:00 Партия 4 · 2–1', '30:00 Партия 5 · 2–2'] },
			en: { obs: 'from OBS', lines: RACE_EN }
		};
		for (const lang of ['pl', 'ru', 'en'] as const) {
			it(`${lang}: the start is filled in from OBS, said so, and every download uses it`, async () => {
				// The page's first question goes without a start: the server's answer says whether OBS gave it
				// (else why not, from the venue's OBS status), where waiting on the page alone would only time out.
				let answered!: (from: string) => void;
				const firstFrom = new Promise<string>((done) => (answered = done));
				const page = await open(ids.race, lang, (context) =>
					context.on('response', (res) => {
						if (res.url().includes(`/api/matches/${ids.race}/chapters.txt`) && !res.url().includes('start=') && res.status() === 200) answered(res.headers()['x-stream-start-from'] ?? 'none');
					})
				);
				const from = await firstFrom;
				if (from !== 'obs') expect(from, JSON.stringify(await (await obsStatus()).json())).toBe('obs');
				// filled in: the input shows OBS's start to the second, the downloads take it to the millisecond
				await page.waitForFunction(() => document.querySelector('[data-testid=highlights-csv]')?.getAttribute('href')?.includes('start='));
				expect(await page.inputValue('[data-testid=stream-start]')).toBe(warsaw(T0 - STREAMING_EARLY));
				expect(await page.textContent('[data-testid=stream-start-source]')).toContain(words[lang].obs);
				const href = new URL(`${server.url}${await page.getAttribute('[data-testid=highlights-csv]', 'href')}`);
				expect(Math.abs(Date.parse(href.searchParams.get('start')!) - (T0 - STREAMING_EARLY))).toBeLessThan(900);
				await page.waitForFunction((want) => (document.querySelector('[data-testid=chapters-text]') as HTMLTextAreaElement).value === want, words[lang].lines.join('\n') + '\n');
				await lookAt(page, { path: join(shots, `chapters-obs-${lang}.png`), fullPage: true });
				await lookAt(page.locator('[data-testid=chapters]'), { path: join(shots, `chapters-block-obs-${lang}.png`) });
				await page.context().close();
			});
		}
	});
});
