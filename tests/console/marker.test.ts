/**
 * Issue 11, "Confusing for a marker", driven in Chromium against a real server: keys that send
 * at once are marked as such, a prompt never takes the key that opened it, and 14.1 strokes can
 * be typed as a count of balls.
 */
import { describe, expect, it } from 'vitest';
import { anna, createTable, keys, notReady, operatorPage, piotr, revision, scores, shot, startMatch, text, useRig } from './support';
import { skipWithout } from '../support/prerequisites';

const why = notReady();

describe.skipIf(skipWithout(why))('issue 11: one rule for the marker', () => {
	const r = useRig();

	it('9-ball: P pushes out, P again does not answer "pass back"; the key map shows which keys send at once', async () => {
		await createTable(r, 'push');
		await startMatch(r, 'push', { discipline: 'nine-ball', players: [anna, piotr], raceTo: 3 }, [{ t: 'shot', potted: [1] }]);
		const page = await operatorPage(r, 'push');
		await page.waitForSelector('.pad .always');
		// the buttons say which keys send: Enter, safety and push-out do; fouls only mark
		expect(await page.getAttribute('.pad .stroke button:has-text("Push-out") [data-sends]', 'title')).toBe('sends now');
		expect(await text(page, '.pad .stroke button:has-text("Push-out") [data-sends]')).toBe('⏎');
		expect(await page.locator('.pad .fouls [data-sends]').count()).toBe(0);

		await keys(page, 'p');
		await page.waitForSelector('.prompt');
		expect(await revision(page)).toBe(2);
		expect(await text(page, '.prompt')).toContain('Piotr Kowalski chooses');
		await keys(page, 'p'); // the same key again: not an answer
		expect(await revision(page)).toBe(2);
		expect(await page.locator('.prompt').count()).toBe(1);
		await keys(page, 's'); // nor is any other key of the pad
		expect(await revision(page)).toBe(2);
		expect(await page.locator('.prompt kbd:has-text("P")').count()).toBe(0);
		await keys(page, '2'); // the number answers: Piotr passes back
		expect(await revision(page)).toBe(3);
		expect(await page.locator('.prompt').count()).toBe(0);

		await keys(page, '?');
		await page.waitForSelector('[data-testid=keys-rule]');
		expect(await text(page, '[data-testid=keys-rule]')).toContain('send the stroke at once');
		const sending = await page.locator('tr[data-sends]').allTextContents();
		expect(sending.some((s) => s.includes('Safety'))).toBe(true);
		expect(sending.every((s) => s.includes('sends now'))).toBe(true);
		const marking = await page.locator('tr:not([data-sends])').allTextContents();
		expect(marking.some((s) => s.includes('scratch'))).toBe(true);
		expect(marking.some((s) => s.includes('sends now'))).toBe(false);
		await page.close();
	}, 60_000);

	for (const [lang, words] of [
		['en', { breakHint: 'The break: mark the balls potted, L for each ball to a rail', breakButton: 'Record the break', after: 'Nothing marked: Enter = miss', button: 'Commit the stroke (empty = miss)' }],
		['pl', { breakHint: 'Rozbicie: zaznacz wbite bile', breakButton: 'Zapisz rozbicie', after: 'Nic nie zaznaczono: Enter = pudło', button: 'Zatwierdź uderzenie (puste = pudło)' }],
		['ru', { breakHint: 'Разбой: отметьте забитые шары', breakButton: 'Записать разбой', after: 'Ничего не отмечено: Enter = промах', button: 'Записать удар (пусто = промах)' }]
	] as const) {
		it(`9-ball in ${lang}: on the break the pad does not promise "empty = miss" (an empty break is a foul there)`, async () => {
			const table = `brk-${lang}`;
			await createTable(r, table);
			await startMatch(r, table, { discipline: 'nine-ball', players: [anna, piotr], raceTo: 3 }, []);
			const page = await operatorPage(r, table, lang);
			await page.waitForSelector('.pad .always');
			expect(await text(page, '[data-testid=draft-empty]')).toContain(words.breakHint);
			expect(await page.locator(`.pad .stroke button:has-text("${words.breakButton}")`).count()).toBe(1);
			expect(await page.locator(`.pad .stroke button:has-text("${words.button}")`).count()).toBe(0);
			await shot(page, `marker-break-${lang}`);
			await keys(page, 'Enter');
			await page.waitForFunction(() => document.querySelector('.console')?.getAttribute('data-revision') === '1');
			// the empty break was judged by the rules (WPA: a foul), and the next stroke is an ordinary one
			expect(await text(page, '[data-testid=draft-empty]')).toContain(words.after);
			expect(await page.locator(`.pad .stroke button:has-text("${words.button}")`).count()).toBe(1);
			await page.close();
		});
	}

	it('14.1: A, then a count, then Enter pockets that many balls, the lowest on the table', async () => {
		await createTable(r, 'count');
		await startMatch(r, 'count', { discipline: 'straight-pool', players: [anna, piotr], pointsTo: 50 }, [{ t: 'shot', potted: [1] }]);
		const page = await operatorPage(r, 'count');
		await page.waitForSelector('.pad .always');
		expect(await text(page, '.pad .stroke')).toContain('Count the balls');
		await keys(page, 'a', '3');
		expect(await text(page, '[data-testid=count-mode]')).toContain('3');
		await keys(page, 'Enter');
		const script = await fetch(`${r.server.url}/api/tables/count/script`).then((x) => x.json());
		expect(script.actions.at(-1)).toEqual({ t: 'shot', potted: [2, 3, 4] });
		expect((await scores(page))[0]).toBe(4);
		await page.close();
	}, 60_000);
});
