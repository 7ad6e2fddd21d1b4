/**
 * The tables page (/) and the login page in Chromium, in English, Polish and Russian: table
 * names, discipline names (the shared table, src/lib/i18n/disciplines.ts), scores and states;
 * links that open what they say; an operator creating, renaming and removing a table; a refused
 * create with its reason translated; the login page's "wrong PIN" and lock-out wait. Needs
 * Debian's Chromium and a build (npm run build); skipped, saying why, without.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { disciplineName } from '../../src/lib/i18n/disciplines';
import { OVERLAY_NAMES } from '../../overlays/manifest';
import { CATALOG } from '../../src/lib/engine/catalog';
import { assertFreshBuild, notReady, openPage, seed, type DeviceOptions, TABLES, type Seeded } from './support';
import { skipWithout } from '../support/prerequisites';
import { Tabs } from '../support/tabs';
import { noTableWaiting, recordTexts, textsSeen } from '../support/browser';

const why = notReady();
if (why) console.warn(`tables page browser test skipped: ${why}`);

type Lang = 'en' | 'pl' | 'ru';

/** What each language must show: names as players know them, state labels, the finished match. */
const EXPECT: Record<Lang, { names: Record<string, string>; states: Record<string, string>; wins: string; title: string }> = {
	en: {
		names: { 'pool-1': '8-Ball', carom: 'Three-Cushion', pins: 'Kegel', final: '9-Ball', rail3: 'Straight Rail' },
		states: { live: 'Live', finished: 'Finished', free: 'Free' },
		wins: 'Ewa Laurance wins',
		title: 'Tables'
	},
	pl: {
		names: { 'pool-1': 'Ósemka', carom: 'Trzy bandy', pins: 'Kręgle', final: 'Dziewiątka', rail3: 'Karambol wolny' },
		states: { live: 'Na żywo', finished: 'Zakończony', free: 'Wolny' },
		wins: 'Wygrywa Ewa Laurance',
		title: 'Stoły'
	},
	ru: {
		names: { 'pool-1': 'Восьмёрка', carom: 'Трёхбортный', pins: 'Кегли', final: 'Девятка', rail3: 'Прямой карамболь' },
		states: { live: 'Идёт игра', finished: 'Окончен', free: 'Свободен' },
		wins: 'Побеждает Ewa Laurance',
		title: 'Столы'
	}
};
const SCORES: Record<string, number[]> = { 'pool-1': [0, 0], carom: [4, 5], pins: [250, 300], final: [1, 0], rail3: [12, 0, 0] };
const STATES: Record<string, string> = { 'pool-1': 'live', carom: 'live', pins: 'live', final: 'finished', rail3: 'live', free: 'free' };

const card = (id: string) => `[data-table="${id}"]`;
const text = async (page: Page, selector: string) => ((await page.textContent(selector)) ?? '').trim();

describe.skipIf(skipWithout(why))('tables page and login in Chromium', () => {
	let s: Seeded;
	const tabs = new Tabs(() => s.browser);
	const errors: string[] = [];

	const open = (path: string, opts: DeviceOptions = {}): Promise<Page> => openPage(s, path, opts, tabs, errors);

	beforeAll(async () => {
		assertFreshBuild();
		s = await seed();
	}, 60_000);

	// a page of one test is gone before the next: its tab goes back to Tabs for the next page
	afterEach(() => tabs.parkAll());
	afterAll(async () => {
		await tabs.closeAll();
		await s?.close();
	});

	it('shows every table with its name, discipline, score and state in English, Polish and Russian', { timeout: 60_000 }, async () => {
		for (const lang of ['en', 'pl', 'ru'] as const) {
			// every state label a table with a match showed, from the first paint
			const page = await open('/', { lang, init: recordTexts(`${card('pool-1')} [data-state-label]`) });
			await page.waitForSelector(`${card('free')}`);
			await page.waitForSelector(`${card('pins')} [data-score]`);
			// the venue's list comes before each table's state: until it has, a card is loading
			await noTableWaiting(page);
			// before its state came the card was loading: it never said the table was free
			const labels = await textsSeen(page);
			expect(labels.length, lang).toBeGreaterThan(0);
			expect(labels.filter((l) => l === EXPECT[lang].states.free), lang).toEqual([]);
			expect(await page.getAttribute('.page', 'data-lang')).toBe(lang);
			expect(await text(page, 'h1')).toBe(EXPECT[lang].title);
			for (const tb of TABLES) {
				expect(await text(page, `${card(tb.id)} .name`), `${lang} ${tb.id}`).toBe(tb.name);
				expect(await page.getAttribute(card(tb.id), 'data-state'), `${lang} ${tb.id}`).toBe(STATES[tb.id]);
				// textContent: the badge is upper-cased by CSS only
				expect(await text(page, `${card(tb.id)} [data-state-label]`)).toBe(EXPECT[lang].states[STATES[tb.id]]);
			}
			for (const [id, name] of Object.entries(EXPECT[lang].names)) {
				expect(await text(page, `${card(id)} [data-discipline]`), `${lang} ${id}`).toBe(name);
				expect(name).toBe(disciplineName(lang, (await page.getAttribute(`${card(id)} [data-discipline]`, 'data-discipline'))!));
				const scores = (await page.locator(`${card(id)} [data-score]`).allTextContents()).map(Number);
				expect(scores, `${lang} ${id}`).toEqual(SCORES[id]);
			}
			expect(await text(page, `${card('final')} .result`)).toBe(EXPECT[lang].wins);
			// the footer names disciplines, never shows their ids
			const listed = await page.locator('footer .disciplines li').allTextContents();
			expect(listed.length).toBe(CATALOG.length);
			expect(listed).toContain(EXPECT[lang].names.carom);
			for (const name of listed) expect(name).not.toMatch(/^[a-z0-9-]+$/);
			// the links of one table, the venue wall and OBS settings
			const href = (sel: string) => page.getAttribute(sel, 'href');
			expect(await href(`${card('pool-1')} [data-link="console"]`)).toBe('/console/pool-1');
			expect(await href(`${card('pool-1')} [data-link="kiosk"]`)).toBe(`/kiosk/pool-1?lang=${lang}`);
			expect(await href(`${card('pool-1')} [data-link="view"]`)).toBe(`/view/pool-1?lang=${lang}`);
			expect(await href('a[href^="/kiosk?"]')).toBe(`/kiosk?lang=${lang}`);
			expect(await href('a[href="/obs"]')).toBe('/obs');
			const overlays = await page.locator(`${card('carom')} [data-overlay] .url`).allTextContents();
			// every overlay of the one list, in its order
			expect(overlays).toEqual(OVERLAY_NAMES.map((o) => `${s.server.url}/overlay/carom/${o}?lang=${lang}`));
			// a viewer gets no operator controls, and the way to log in
			expect(await page.locator('form.create, [data-rename], [data-remove]').count()).toBe(0);
			expect(await page.getAttribute('a[href="/login?next=/"]', 'href')).toBe('/login?next=/');
			await page.close();
		}
		expect(errors).toEqual([]);
	});

	it('links open what they say; an overlay address is copied for OBS', { timeout: 60_000 }, async () => {
		const page = await open('/', { lang: 'pl' });
		await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.server.url });
		await page.waitForSelector(`${card('pool-1')} [data-score]`);

		await page.click(`${card('pool-1')} [data-link="console"]`);
		await page.waitForURL(`${s.server.url}/console/pool-1`);
		await page.waitForSelector('.console[data-lang="pl"] .board');
		expect(await text(page, '.board')).toContain('Ósemka');
		await page.goBack();

		await page.click(`${card('carom')} [data-link="kiosk"]`);
		await page.waitForURL(`${s.server.url}/kiosk/carom?lang=pl`);
		await page.waitForSelector('section.board');
		expect(await page.textContent('body')).toContain('Trzy bandy');
		await page.goBack();

		await page.click(`${card('pins')} [data-link="view"]`);
		await page.waitForURL(`${s.server.url}/view/pins?lang=pl`);
		await page.waitForFunction(() => document.body.textContent?.includes('Иван Петров'));
		expect(await page.textContent('body')).toContain('Kręgle');
		await page.goBack();

		for (const path of ['/kiosk?lang=pl', '/obs']) expect((await page.request.get(s.server.url + path)).status(), path).toBe(200);

		await page.waitForSelector(`${card('pool-1')} details.overlays`);
		await page.click(`${card('pool-1')} details.overlays summary`);
		await page.click(`${card('pool-1')} [data-copy="scorebug"]`);
		await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('Skopiowano'), `${card('pool-1')} [data-copy="scorebug"]`);
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		expect(copied).toBe(`${s.server.url}/overlay/pool-1/scorebug?lang=pl`);
		// the address is a working overlay page
		const res = await page.request.get(copied);
		expect(res.status()).toBe(200);
		expect(await res.text()).toContain('<html');
		expect(errors).toEqual([]);
	});

	it('lets an operator create, rename and remove a table; a refused create shows its reason in the chosen language', { timeout: 60_000 }, async () => {
		const page = await open('/', { lang: 'en', operator: true });
		const watcher = await open('/', { lang: 'ru' });
		await page.waitForSelector('form.create');
		expect(await text(page, '.role')).toBe('Operator');

		// create
		await page.fill('input[aria-label="Table name"]', 'Table 9');
		await page.fill('input[name=id]', 'nine');
		await page.click('text=Create table');
		await page.waitForSelector(`${card('nine')}:not([data-state="waiting"]) .name`);
		expect(await text(page, `${card('nine')} .name`)).toBe('Table 9');
		expect(await text(page, 'form.create .note')).toBe('Table “Table 9” created.');
		expect(await text(page, `${card('nine')} [data-state-label]`)).toBe('Free');
		// every page watching the venue sees it at once
		await watcher.waitForSelector(`${card('nine')}:not([data-state="waiting"]) .name`);
		expect(await text(watcher, `${card('nine')} [data-state-label]`)).toBe('Свободен');

		// refused: the id exists; the reason follows the language switch
		await page.fill('input[aria-label="Table name"]', 'Another');
		await page.fill('input[name=id]', 'nine');
		await page.click('text=Create table');
		const note = 'form.create .note.error';
		await page.waitForSelector(note);
		expect(await page.getAttribute(note, 'data-reason')).toBe('table "nine" exists');
		expect(await text(page, note)).toBe('table "nine" exists');
		await page.click('.langs button:has-text("PL")');
		expect(await text(page, note)).toBe('stół „nine” już istnieje');
		expect(await page.locator('form.create button.primary').textContent()).toBe('Dodaj stół');
		await page.click('.langs button:has-text("RU")');
		expect(await text(page, note)).toBe('стол «nine» уже есть');
		await page.click('.langs button:has-text("PL")');

		// rename
		await page.click(`${card('nine')} [data-rename]`);
		await page.fill(`${card('nine')} input[aria-label="Nowa nazwa"]`, 'Stół dziewiąty');
		await page.press(`${card('nine')} input[aria-label="Nowa nazwa"]`, 'Enter');
		await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Stół dziewiąty', `${card('nine')} .name`);
		await watcher.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Stół dziewiąty', `${card('nine')} .name`);

		// remove, after a confirmation that names the table
		await page.click(`${card('nine')} [data-remove]`);
		expect(await text(page, `${card('nine')} .confirm`)).toContain('„Stół dziewiąty”');
		await page.click(`${card('nine')} [data-confirm-remove]`);
		await page.waitForSelector(card('nine'), { state: 'detached' });
		expect(await text(page, '.note.ok')).toBe('Stół „Stół dziewiąty” usunięty.');
		await watcher.waitForSelector(card('nine'), { state: 'detached' });
		expect(errors).toEqual([]);
	});

	it('login page says what the PIN is and answers "wrong PIN" in Polish, the lock-out wait in Russian', { timeout: 60_000 }, async () => {
		const page = await open('/login?next=/', { lang: 'pl' });
		await page.waitForSelector('input[name=pin]');
		const body = async () => (await page.textContent('main')) ?? '';
		expect(await text(page, 'h1')).toBe('Logowanie operatora');
		expect(await body()).toContain('PIN operatora');
		expect(await body()).toContain('8 cyfr');
		expect(await body()).toContain('CUECAST_RESET_PIN=1');

		const wrong = async () => {
			const answered = page.waitForResponse((r) => r.url().endsWith('/api/login'));
			await page.fill('input[name=pin]', '0000-0001');
			await page.press('input[name=pin]', 'Enter');
			await answered;
		};
		await wrong();
		await page.waitForSelector('.error');
		expect(await page.getAttribute('.error', 'data-reason')).toBe('wrong PIN');
		expect(await text(page, '.error')).toBe('błędny PIN');
		await page.click('.langs button:has-text("RU")');
		expect(await text(page, '.error')).toBe('неверный PIN-код');
		expect(await text(page, 'h1')).toBe('Вход оператора');

		// the third wrong PIN locks this address out for a moment: the wait counts down, in Russian
		await wrong();
		await page.waitForSelector('.error[data-reason="wrong PIN"]');
		await wrong();
		await page.waitForFunction(() => /^wrong PIN; too many tries: wait \d+ s$/.test(document.querySelector('.error')?.getAttribute('data-reason') ?? ''));
		// read in one go: the first lock-out lasts a second
		const locked = await page.evaluate(async () => {
			const error = () => document.querySelector('.error')?.textContent?.trim() ?? '';
			const ru = error();
			const disabled = document.querySelector<HTMLButtonElement>('form button')!.disabled;
			[...document.querySelectorAll<HTMLButtonElement>('.langs button')].find((b) => b.textContent === 'PL')!.click();
			await new Promise((r) => requestAnimationFrame(r));
			return { ru, disabled, pl: error() };
		});
		expect(locked.ru).toMatch(/^неверный PIN-код; слишком много попыток: подождите \d+\sс$/);
		expect(locked.pl).toMatch(/^błędny PIN; za dużo prób: odczekaj \d+\ss$/);
		expect(locked.disabled).toBe(true);
		await page.waitForSelector('.again', { timeout: 10_000 });
		expect(await text(page, '.again')).toBe('Możesz spróbować ponownie.');

		// the right PIN leads back to the tables, as an operator, still in Polish
		await page.fill('input[name=pin]', s.server.pin!);
		await page.press('input[name=pin]', 'Enter');
		await page.waitForURL(s.server.url + '/');
		await page.waitForSelector('form.create');
		expect(await text(page, '.role')).toBe('Operator');
		expect(await text(page, 'h1')).toBe('Stoły');
		expect(errors).toEqual([]);
	});
});
