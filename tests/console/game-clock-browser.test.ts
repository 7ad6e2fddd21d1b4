/**
 * Issue 25, EB-23 in Chromium against a real server: a timed English billiards game's clock. The
 * first stroke starts it; the marker pauses it (Shift+G) and sets the time left; at zero the
 * console asks for the stroke under way (it counts) and then time, and the clock never ends the
 * game itself. The wall display, the phone, the scorebug and the break overlay count it down
 * (a restart keeps its deadline: tests/server/clock-restart.test.ts). Every screen in English, Polish and Russian, saved
 * to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anna, createTable, keys, notReady, operatorPage, piotr, scores, startMatch, text, useRig } from './support';
import { skipWithout } from '../support/prerequisites';
import { lookAt, painted } from '../support/browser';
import { call, connect, connected } from '../server/helpers';

const why = notReady();
if (why) console.warn(`game clock browser tests skipped: ${why}`);

const SHOTS = process.env.CUECAST_SHOTS ?? '/tmp/shots/console';
const LANGS = ['en', 'pl', 'ru'] as const;
const TIMED = { discipline: 'english-billiards', players: [anna, piotr], timeLimit: 45 };
const OPENING = [
	{ t: 'shot', firstHit: 'red' },
	{ t: 'shot', firstHit: 'red', potted: ['red'] }
];

async function shot(page: Page, name: string) {
	mkdirSync(SHOTS, { recursive: true });
	await painted(page);
	await lookAt(page, { path: join(SHOTS, `${name}.png`) });
}

const clockState = (page: Page, selector = '[data-game-clock]') => page.getAttribute(selector, 'data-game-clock');

describe.skipIf(skipWithout(why))('the game clock of a timed English billiards game, in Chromium', () => {
	const r = useRig(async (rig) => {
		for (const l of LANGS) {
			await createTable(rig, `run-${l}`, 'Table 1');
			await startMatch(rig, `run-${l}`, TIMED, OPENING);
			await createTable(rig, `up-${l}`, 'Table 2');
			await startMatch(rig, `up-${l}`, TIMED, OPENING);
		}
		// table 2 of each language: time is up
		const c = connect(rig.server.url, { token: rig.token });
		await connected(c.socket);
		for (const l of LANGS) expect((await call(c.socket, 'clock:game-set', { table: `up-${l}`, seconds: 0 })).ok).toBe(true);
		c.socket.close();
	}, 60_000);

	it('starts with the first stroke, pauses, is set by the referee; at zero the marker enters the stroke under way, then time', async () => {
		await createTable(r, 'timed');
		await startMatch(r, 'timed', TIMED);
		const page = await operatorPage(r, 'timed');
		await page.waitForSelector('[data-game-clock=idle]');
		expect(await text(page, '.game-clock')).toContain('45:00');
		expect(await text(page, '.game-clock')).toContain('starts with the first stroke');

		await keys(page, 'Enter'); // the break-off scores nothing: the clock starts
		await page.waitForSelector('[data-game-clock=running]');
		await keys(page, 'Shift+G');
		await page.waitForSelector('[data-game-clock=paused]');
		const paused = await text(page, '[data-testid=game-clock-time]');
		expect(paused).toMatch(/^4[45]:\d\d$/);
		await keys(page, 'Shift+G');
		await page.waitForSelector('[data-game-clock=running]');

		// the referee's correction: a time that is no time is refused on the page, then 0:02 is set
		await page.click('.game-clock button:has-text("Set time")');
		await page.fill('input[name=game-left]', '3:75');
		await page.click('.adjust button[type=submit]');
		expect(await text(page, '.adjust .problem')).toContain('Not a time');
		await page.fill('input[name=game-left]', '0:02');
		await page.click('.adjust button[type=submit]');
		await page.waitForSelector('.adjust', { state: 'detached' });

		// time is up: the console says so and what to do; nothing ended the game
		await page.waitForSelector('[data-game-clock=time-up]');
		const prompt = await text(page, '.game-clock');
		expect(prompt).toContain('Time is up');
		expect(prompt).toContain('Enter the stroke under way (it counts), then call time');
		expect(prompt).toContain('Referee calls time');
		expect(await text(page, '.console')).not.toContain('wins');
		// the stroke under way counts (EB-23)
		await keys(page, 'r', 'Enter');
		expect(await scores(page)).toEqual([0, 3]);
		// the prompt's button asks to confirm, as Shift+E does
		await page.click('.game-clock button.call');
		await page.waitForSelector('[role=alertdialog]');
		await keys(page, 'y');
		expect(await text(page, '.console')).toContain('Piotr Kowalski wins');
		expect(await page.$('[data-game-clock=time-up]')).toBeNull();
		await page.close();
	}, 60_000);

	const words = {
		en: { left: 'Time left', up: 'Time' },
		pl: { left: 'Do końca', up: 'Koniec czasu' },
		ru: { left: 'Осталось', up: 'Время вышло' }
	};
	for (const lang of LANGS) {
		it(`every screen of a timed game in ${lang}: running, and time up`, async () => {
			const page = await operatorPage(r, `run-${lang}`, lang);
			await page.waitForSelector('[data-game-clock=running]');
			await shot(page, `${lang}-game-clock-console`);
			await page.goto(`${r.server.url}/console/up-${lang}`);
			await page.waitForSelector('[data-game-clock=time-up]');
			await shot(page, `${lang}-game-clock-console-time-up`);

			for (const [table, state] of [
				[`run-${lang}`, 'running'],
				[`up-${lang}`, 'time-up']
			] as const) {
				for (const [path, name, size] of [
					[`/kiosk/${table}?lang=${lang}`, 'wall', { width: 1920, height: 1080 }],
					[`/view/${table}?lang=${lang}`, 'phone', { width: 390, height: 844 }]
				] as const) {
					await page.setViewportSize(size);
					await page.goto(`${r.server.url}${path}`);
					await page.waitForSelector('section.board .game-clock');
					const chip = await text(page, 'section.board .game-clock');
					expect(chip, `${name} ${state}`).toContain(state === 'running' ? words[lang].left : words[lang].up);
					if (state === 'time-up') expect(await clockState(page)).toBe('time-up');
					const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
					expect(overflow, `${name} ${lang}`).toBeLessThanOrEqual(0);
					await shot(page, `${lang}-game-clock-${name}-${state}`);
				}
				await page.setViewportSize({ width: 1920, height: 1080 });
				await page.goto(`${r.server.url}/overlay/${table}/billiards-break?lang=${lang}`);
				await page.waitForSelector('.eb .game-clock:not(.hidden)');
				expect(await text(page, '.eb .game-clock')).toContain(state === 'running' ? words[lang].left : words[lang].up);
				await shot(page, `${lang}-game-clock-break-${state}`);
				// the scorebug: a timed match's clock on air is its game clock
				await page.goto(`${r.server.url}/overlay/${table}/scorebug?lang=${lang}`);
				await page.waitForSelector('.bug .clock:not(.hidden)');
				const shown = (await text(page, '.bug .clock')).trim();
				expect(shown, state).toMatch(state === 'running' ? /^4[45]:\d\d$/ : /^0$/);
				await shot(page, `${lang}-game-clock-scorebug-${state}`);
			}
			await page.close();
		}, 90_000);
	}
});
