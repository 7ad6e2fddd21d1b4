/**
 * Every console screen in English, Polish and Russian, saved to /tmp/console-shots/ to be
 * looked at; also checks that each language really is on screen and the choice is remembered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, keys, notReady, operatorPage, rig, settle, shot, startMatch, text, type Rig } from './support';
import { skipWithout } from '../support/prerequisites';

const why = notReady();
const LANGS = ['en', 'pl', 'ru'] as const;
/** A word per language that must be on the pad (the undo button). */
const UNDO = { en: 'Undo', pl: 'Cofnij', ru: 'Отменить' };

describe.skipIf(skipWithout(why))('console screens in three languages', () => {
	let r: Rig;
	beforeAll(async () => {
		r = await rig();
		const anna = { name: 'Anna Nowak', country: 'PL', rating: 650 };
		const piotr = { name: 'Piotr Kowalski', country: 'POL', rating: 590 };
		for (const l of LANGS) {
			await createTable(r, `setup-${l}`, 'Stół 1');
			await createTable(r, `nine-${l}`, 'Stół 2');
			await startMatch(r, `nine-${l}`, { discipline: 'nine-ball', players: [anna, piotr], raceTo: 7 }, [{ t: 'shot', potted: [1, 4] }, { t: 'shot', push: true }]);
			await createTable(r, `eight-${l}`, 'Table 3');
			await startMatch(r, `eight-${l}`, { discipline: 'eight-ball', players: [anna, piotr], raceTo: 5 }, [{ t: 'shot', potted: [1] }, { t: 'shot', potted: [2] }, { t: 'shot' }, { t: 'shot', foul: 'scratch' }]);
			await createTable(r, `straight-${l}`, 'Table 4');
			await startMatch(r, `straight-${l}`, { discipline: 'straight-pool', players: [anna, piotr], pointsTo: 100 }, [
				{ t: 'shot', rails: 2, cueRail: true },
				{ t: 'shot', potted: [3, 5, 7] },
				{ t: 'shot', foul: 'other' },
				{ t: 'shot' },
				{ t: 'shot', foul: 'other' }
			]);
			await createTable(r, `carom-${l}`, 'Table 5');
			await startMatch(r, `carom-${l}`, { discipline: 'three-cushion', players: [{ name: 'Dick Jaspers', country: 'NL' }, { name: 'Marco Zanetti', country: 'IT' }], pointsTo: 40, inningsLimit: 50 }, [
				{ t: 'inning', points: 4 },
				{ t: 'inning', points: 2 },
				{ t: 'inning', points: 0 },
				{ t: 'shot', points: 1 },
				{ t: 'shot', points: 1 }
			]);
			await createTable(r, `kegel-${l}`, 'Table 6');
			await startMatch(r, `kegel-${l}`, { discipline: 'kegel', players: ['Иван Петров', 'Сергей Иванов'], startScore: 120 }, [{ t: 'shot', pins: ['s1', 's2'] }, { t: 'shot' }, { t: 'shot', foul: 'no-contact' }]);
			await createTable(r, `artistic-${l}`, 'Table 7');
			await startMatch(r, `artistic-${l}`, { discipline: 'artistic', players: ['Jean Reverchon', 'Eddy Leppens'], figures: [{ name: 'Coulé', points: 4 }, { name: 'Massé', points: 6 }, { name: 'Rappel', points: 8 }] }, [
				{ t: 'attempt', success: true },
				{ t: 'attempt', success: false },
				{ t: 'attempt', success: true }
			]);
			await createTable(r, `done-${l}`, 'Table 8');
			await startMatch(r, `done-${l}`, { discipline: 'nine-ball', players: [anna, piotr], raceTo: 1 }, [{ t: 'shot', potted: [9] }]);
		}
	}, 60_000);
	afterAll(async () => {
		await r?.close();
	});

	for (const lang of LANGS) {
		it(`every screen in ${lang}`, async () => {
			// one operator session per language; every table is then a navigation away
			let page: Page = await operatorPage(r, `setup-${lang}`, lang);
			const open = async (table: string): Promise<Page> => {
				await page.goto(`${r.server.url}/console/${table}-${lang}`);
				await page.waitForSelector(table === 'setup' ? 'form.setup' : '.pad .always');
				await settle(page);
				return page;
			};
			await open('setup');
			expect(await page.getAttribute('.console', 'data-lang')).toBe(lang);
			await shot(page, `${lang}-01-setup`);
			await page.selectOption('select[name=discipline]', 'artistic');
			await shot(page, `${lang}-02-setup-artistic`);

			page = await open('nine');
			expect(await text(page, '.pad')).toContain(UNDO[lang]);
			await shot(page, `${lang}-03-nine-ball-prompt`);
			await keys(page, '1'); // Piotr shoots
			await keys(page, '2', '3', 'x');
			await shot(page, `${lang}-04-nine-ball-draft`);
			await keys(page, 'Enter'); // 3 is fine, 2 is fine; scratch: a foul
			await keys(page, '2', 'Enter'); // ball 2 is gone: refused with the engine's reason
			await page.waitForSelector('[data-testid=notice]');
			// the engine's reason, in the console's language
			expect(await text(page, '[data-testid=notice]')).toContain({ en: 'ball 2 is not on the table', pl: 'bili 2 nie ma na stole', ru: 'шара 2 нет на столе' }[lang]);
			await shot(page, `${lang}-05-refused`);
			await keys(page, 'Escape', '?');
			await page.waitForSelector('[role=dialog]');
			await shot(page, `${lang}-06-keymap-pool`);
			if (lang === 'en') {
				// a click beside the dialog closes it as Escape does; a click inside does not
				await page.click('[role=dialog] h2');
				expect(await page.locator('[role=dialog]').count()).toBe(1);
				await page.mouse.click(5, 890);
				await page.waitForSelector('[role=dialog]', { state: 'detached' });
			} else await keys(page, 'Escape');
			await page.click('text=' + { en: 'Referee: re-rack', pl: 'Sędzia: ponowne ustawienie', ru: 'Судья: перестановка' }[lang]);
			await shot(page, `${lang}-07-confirm`);
			await keys(page, 'n');

			for (const [table, name] of [
				['eight', '08-eight-ball'],
				['straight', '09-straight-pool'],
				['carom', '10-three-cushion'],
				['kegel', '12-kegel-prompt'],
				['artistic', '14-artistic'],
				['done', '15-finished']
			] as const) {
				await open(table);
				await shot(page, `${lang}-${name}`);
				if (table === 'carom') {
					await keys(page, '1', '2');
					await shot(page, `${lang}-10b-three-cushion-inning-entry`);
					await keys(page, 'Backspace', '?');
					await shot(page, `${lang}-11-keymap-carom`);
				}
				if (table === 'kegel') {
					await keys(page, '2'); // pass
					await shot(page, `${lang}-12b-kegel-after-pass`);
					await keys(page, 'k', '1', 'a', 'n');
					await shot(page, `${lang}-13-kegel-draft`);
					await keys(page, '?');
					await shot(page, `${lang}-13b-keymap-pins`);
				}
			}
			await page.close();

			// a viewer (no login) sees the table read-only with the way to log in
			const ctx = await r.browser.newContext({ viewport: { width: 1366, height: 900 } });
			await ctx.addInitScript((l) => localStorage.setItem('cuecast:lang', l), lang);
			page = await ctx.newPage();
			await page.goto(`${r.server.url}/console/carom-${lang}`);
			await page.waitForSelector('.console[data-role="viewer"] .login');
			await shot(page, `${lang}-16-viewer`);
			await ctx.close();
		}, 90_000);
	}

	it('switching the language is remembered across reloads', async () => {
		const page = await operatorPage(r, 'carom-en', 'en');
		await page.click('.langs button:has-text("RU")');
		expect(await text(page, '.pad')).toContain('Отменить');
		await page.reload();
		await page.waitForSelector('.pad');
		expect(await page.getAttribute('.console', 'data-lang')).toBe('ru');
		expect(await text(page, '.board')).toContain('Трёхбортный');
		const cookies = await page.context().cookies();
		expect(cookies.find((c) => c.name === 'cuecast_lang')?.value).toBe('ru');
		await page.close();
	}, 30_000);
});
