/**
 * Issue 25 in Chromium against a real server: an English billiards game scored with the keyboard
 * only — lone pots of the red (the second from the Spot sends it to the Centre Spot, EB-10), a
 * stroke that scores nothing, a miss and the incoming player's choice (EB-16), a cannon, an
 * in-off priced by the ball struck first (EB-7), the maximum 10, the game won (EB-22) — then
 * every billiards screen of the console, the wall display, the phone viewer, the scorebug and the
 * break overlay, the match page and the score sheet in English, Polish and Russian, saved to be
 * looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anna, atTable, createTable, fillSetup, keys, notReady, operatorPage, piotr, scores, settle, startMatch, text, useRig } from './support';
import { skipWithout } from '../support/prerequisites';
import { lookAt, painted } from '../support/browser';

const why = notReady();
if (why) console.warn(`console browser tests skipped: ${why}`);

const SHOTS = process.env.CUECAST_SHOTS ?? '/tmp/shots/console';
const LANGS = ['en', 'pl', 'ru'] as const;

async function shot(page: Page, name: string) {
	mkdirSync(SHOTS, { recursive: true });
	await painted(page);
	await lookAt(page, { path: join(SHOTS, `${name}.png`) });
}

/** A break of 17 under way for Anna (best of 3 games of 100 up), the yellow off the table. */
const MID_BREAK = [
	{ t: 'shot', firstHit: 'red' },
	{ t: 'shot', firstHit: 'red', potted: ['red'] },
	{ t: 'shot', firstHit: 'red' },
	{ t: 'shot', firstHit: 'red', cannon: true },
	{ t: 'shot', firstHit: 'red', cannon: true, potted: ['red', 'white'], inOff: true },
	{ t: 'shot', firstHit: 'red', potted: ['red'] },
	{ t: 'shot', firstHit: 'red', inOff: true }
];

describe.skipIf(skipWithout(why))('English billiards at the console, in Chromium', () => {
	/** The finished match of each language (its record page and score sheet). */
	const finished: Record<string, number> = {};
	const r = useRig(async (rig) => {
		for (const l of LANGS) {
			await createTable(rig, `eb-${l}`, 'Table 1');
			await startMatch(rig, `eb-${l}`, { discipline: 'english-billiards', players: [anna, piotr], pointsTo: 100, bestOf: 3 }, MID_BREAK);
			await createTable(rig, `done-${l}`, 'Table 2');
			finished[l] = await startMatch(rig, `done-${l}`, { discipline: 'english-billiards', players: [anna, piotr], pointsTo: 12 }, [
				...Array(3).fill({ t: 'shot', firstHit: 'red', potted: ['red'] }),
				{ t: 'shot', firstHit: 'red' },
				{ t: 'shot', firstHit: 'none' },
				{ t: 'choose', option: 'play' },
				{ t: 'shot', firstHit: 'red', cannon: true }
			]);
			await createTable(rig, `setup-${l}`, 'Table 3');
		}
	}, 60_000);

	it('scores a game by keyboard: the red from the Spot, a miss and the spot choice, a cannon, an in-off, the maximum, the game', async () => {
		await createTable(r, 'eb');
		const page = await operatorPage(r, 'eb');
		await page.selectOption('select[name=discipline]', 'english-billiards');
		expect(await page.inputValue('input[name=pointsTo]')).toBe('150');
		await fillSetup(page, { player0: 'Anna', player1: 'Piotr', pointsTo: '30' });
		await page.click('button.primary');
		await page.waitForSelector('.pad');
		expect(await text(page, '[data-testid=game-line]')).toContain('Game 1');
		expect(await text(page, '[data-testid=game]')).toContain('Cue ball in hand in the D');

		// break-off: Piotr's ball is not on the table, so there is no cannon to mark (EB-3)
		await keys(page, 'c');
		expect(await text(page, '[data-testid=draft]')).not.toContain('Cannon');
		await keys(page, 'r', 'Enter');
		expect(await scores(page)).toEqual([3, 0]);
		expect(await text(page, '[data-testid=red]')).toBe('Red on the Spot');
		await keys(page, 'r', 'Enter'); // the second lone pot from the Spot: to the Centre Spot
		expect(await text(page, '[data-testid=red]')).toBe('Red on the Centre Spot');
		expect(await text(page, '[data-testid=break]')).toContain('Break 6');
		await keys(page, 'Enter'); // nothing scored: Piotr comes to the table
		expect(await atTable(page)).toBe(1);
		await keys(page, 'm', 'Enter'); // Piotr hits nothing: 2 to Anna, who chooses
		await page.waitForSelector('.prompt');
		expect(await text(page, '.prompt')).toContain('Anna chooses');
		expect(await text(page, '.prompt')).toContain('Have the balls spotted');
		expect(await scores(page)).toEqual([8, 0]);
		await keys(page, '2'); // spot: red on the Spot, Piotr's ball on the Centre Spot, Anna from the D
		expect(await atTable(page)).toBe(0);
		expect(await text(page, '[data-testid=red]')).toBe('Red on the Spot');

		await keys(page, 'c', 'Enter'); // a cannon: 2
		await keys(page, '2', 'c', 'Enter'); // in-off the white and a cannon: 2 + 2
		expect(await scores(page)).toEqual([14, 0]);
		await keys(page, 'c', 'r', 'w', '1', 'Enter'); // red first: cannon, both pots, in-off: the maximum 10
		expect(await scores(page)).toEqual([24, 0]);
		expect(await text(page, '.protocol')).toContain('Cannon');
		await keys(page, 'r', 'Enter'); // 27
		await keys(page, 'r', 'Enter'); // 30: the game, and the match
		expect(await scores(page)).toEqual([30, 0]);
		expect(await text(page, '.console')).toContain('Anna wins');

		await keys(page, 'z'); // undo the last stroke
		expect(await scores(page)).toEqual([27, 0]);
		await page.close();
	}, 60_000);

	const gamesWord = { en: 'Games', pl: 'Gry', ru: 'Партии' };
	for (const lang of LANGS) {
		it(`every English billiards screen in ${lang}`, async () => {
			const page = await operatorPage(r, `setup-${lang}`, lang);
			// the scorebug and the break overlay over a break of 18
			await page.setViewportSize({ width: 1920, height: 1080 });
			await page.goto(`${r.server.url}/overlay/eb-${lang}/scorebug?lang=${lang}`);
			await page.waitForSelector('.bug .score-v');
			expect(await page.textContent('.bug')).toContain('18');
			await shot(page, `${lang}-english-billiards-scorebug`);
			// the break overlay: 18 in strokes of 2, 10, 3 and 3 (the first 0 seen as points before them)
			await page.goto(`${r.server.url}/overlay/eb-${lang}/billiards-break?lang=${lang}`);
			await page.waitForSelector('.eb .brk b');
			expect(await page.textContent('.eb .brk b')).toBe('18');
			expect(await page.textContent('.eb .line')).toContain({ en: 'Game 1 of 3', pl: 'Gra 1 z 3', ru: 'Партия 1 из 3' }[lang]);
			await shot(page, `${lang}-english-billiards-break`);
			await page.setViewportSize({ width: 1366, height: 900 });
			await page.goto(`${r.server.url}/console/setup-${lang}`);
			await page.waitForSelector('form.setup');
			await page.selectOption('select[name=discipline]', 'english-billiards');
			await shot(page, `${lang}-setup-english-billiards`);

			await page.goto(`${r.server.url}/console/eb-${lang}`);
			await page.waitForSelector('.pad .always');
			await settle(page);
			await shot(page, `${lang}-english-billiards`);
			await keys(page, 'c', 'r', '1'); // a cannon, the red potted, in-off the red: marked, not sent
			await shot(page, `${lang}-english-billiards-draft`);
			await keys(page, 'Escape', 'Backspace', '?');
			await page.waitForSelector('[role=dialog]');
			await shot(page, `${lang}-english-billiards-keys`);
			await keys(page, 'Escape', 'Shift+C');
			await page.waitForSelector('[role=alertdialog]');
			await shot(page, `${lang}-english-billiards-concede`);
			await keys(page, 'n', 'k', 'Enter'); // not conceded; a coup: the prompt after the foul
			await page.waitForSelector('.prompt');
			await shot(page, `${lang}-english-billiards-prompt`);

			for (const [path, name, size] of [
				[`/kiosk/eb-${lang}?lang=${lang}`, 'wall', { width: 1920, height: 1080 }],
				[`/view/eb-${lang}?lang=${lang}`, 'phone', { width: 390, height: 844 }],
				[`/kiosk/done-${lang}?lang=${lang}`, 'wall-finished', { width: 1920, height: 1080 }]
			] as const) {
				await page.setViewportSize(size);
				await page.goto(`${r.server.url}${path}`);
				await page.waitForSelector('section.board');
				expect(await page.textContent('section.board')).toContain('Anna Nowak');
				const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
				expect(overflow, `${name} ${lang}`).toBeLessThanOrEqual(0);
				// the big number says what it counts in a match of several games (games won), not in one game (its points)
				const labels = await page.locator('.score-label').allTextContents();
				expect(labels, `${name} ${lang}`).toEqual(name === 'wall-finished' ? [] : [gamesWord[lang], gamesWord[lang]]);
				await shot(page, `${lang}-english-billiards-${name}`);
			}

			// the match page and the score sheet of a finished game
			await page.setViewportSize({ width: 1366, height: 900 });
			await page.goto(`${r.server.url}/matches/${finished[lang]}?lang=${lang}`);
			await page.waitForSelector('[data-testid=chart-frames], table');
			expect(await page.textContent('main')).toContain('Anna Nowak');
			await shot(page, `${lang}-english-billiards-record`);
			const pdf = await page.request.get(`${r.server.url}/api/matches/${finished[lang]}/sheet.pdf?lang=${lang}`);
			expect(pdf.status()).toBe(200);
			const file = join(SHOTS, `${lang}-english-billiards-sheet.pdf`);
			writeFileSync(file, await pdf.body());
			const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
			expect(text).toContain('Piotr Kowalski');
			expect(text).toContain({ en: 'Games won', pl: 'Wygrane gry', ru: 'Выиграно партий' }[lang]);
			execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SHOTS, `${lang}-english-billiards-sheet`)]);
			await page.close();
		}, 90_000);
	}
});
