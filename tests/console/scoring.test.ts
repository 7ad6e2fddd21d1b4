/**
 * Scoring with the keyboard only, in Chromium against a real server: a whole 9-ball rack, a
 * 14.1 three-foul sequence, a three-cushion match to the equalizing inning, a kegel countdown,
 * and an overlay page following the console.
 */
import { describe, expect, it } from 'vitest';
import { atTable, createTable, keys, notReady, operatorPage, revision, useRig, scores, settle, shot, text, fillSetup, startFromSetup } from './support';
import { skipWithout } from '../support/prerequisites';

const why = notReady();
if (why) console.warn(`console browser tests skipped: ${why}`);

describe.skipIf(skipWithout(why))('console scoring in Chromium', () => {
	const r = useRig();

	it('sets up and scores a whole 9-ball rack: push-out prompt, foul, refusal, undo/redo', async () => {
		await createTable(r, 'nine');
		const page = await operatorPage(r, 'nine');
		// set-up form (no match yet): discipline, players with country and rating
		await page.selectOption('select[name=discipline]', 'nine-ball');
		await fillSetup(page, { player0: 'Anna Nowak', country0: 'pl', rating0: '650', player1: 'Piotr Kowalski', raceTo: '2' });
		await page.press('input[name=raceTo]', 'Enter');
		await page.waitForSelector('.pad');
		expect(await revision(page)).toBe(0);
		expect(await text(page, '.board')).toContain('Race to 2');
		expect(await text(page, '.board')).toContain('POL');

		// a push-out before the break is refused locally with a reason, never silently
		await keys(page, 'p');
		expect(await text(page, '[data-testid=notice]')).toMatch(/push-out/i);

		await keys(page, '1', 'Enter'); // break, the 1 down: Anna stays
		expect(await revision(page)).toBe(1);
		expect(await atTable(page)).toBe(0);
		expect(await text(page, '.board')).toContain('Push-out available');
		await keys(page, 'p'); // push-out with nothing marked
		await page.waitForSelector('.prompt');
		expect(await text(page, '.prompt')).toContain('Piotr Kowalski chooses');
		await shot(page, 'en-9ball-prompt');
		await keys(page, '2'); // Piotr passes: Anna shoots again
		expect(await atTable(page)).toBe(0);
		await keys(page, '2', 'Enter', '3', '4', 'Enter', 'Enter'); // 2, then 3+4, then a miss
		expect(await atTable(page)).toBe(1);
		expect(await revision(page)).toBe(6);

		// the engine's refusal shows its reason and gives the stroke back to the pad
		await keys(page, '3', 'Enter');
		expect(await text(page, '[data-testid=notice]')).toContain('ball 3 is not on the table');
		expect(await revision(page)).toBe(6);
		expect(await text(page, '[data-testid=draft]')).toContain('Potted');
		await keys(page, 'Backspace');

		await keys(page, 'x', 'Enter'); // Piotr scratches: foul mark, ball in hand for Anna
		expect(await text(page, '.board')).toContain('Ball in hand');
		expect(await text(page, '.player[data-player="1"]')).toContain('●○○');
		await keys(page, '5', '6', 'Enter', '7', 'Enter', '8', 'Enter');
		await shot(page, 'en-9ball-running');
		await keys(page, '9', 'Enter'); // the 9: rack to Anna
		expect(await scores(page)).toEqual([1, 0]);
		expect(await text(page, '.board')).toContain('Rack 2');
		expect(await text(page, '.board')).toMatch(/Breaks: Piotr Kowalski/);

		await keys(page, 'z'); // undo the 9
		expect(await scores(page)).toEqual([0, 0]);
		await keys(page, 'Control+y'); // redo it
		expect(await scores(page)).toEqual([1, 0]);
		const rev = await revision(page);
		expect(rev).toBe(13);
		await page.close();
	}, 60_000);

	it('14.1: three fouls in a row cost −1, −1, −16 and re-rack for the offender', async () => {
		await createTable(r, 'straight');
		const page = await operatorPage(r, 'straight');
		await startFromSetup(page, 'straight-pool', { player0: 'Anna', player1: 'Piotr', pointsTo: '50' });
		await keys(page, 'l', 'l', 'k', 'Enter'); // legal opening break: two balls and the cue ball to a rail
		expect(await atTable(page)).toBe(1);
		await keys(page, 'f', 'Enter', 'Enter'); // Piotr foul 1, Anna misses
		expect(await scores(page)).toEqual([0, -1]);
		await keys(page, 'f', 'Enter'); // foul 2: the warning is on
		expect(await text(page, '.player[data-player="1"]')).toContain('2 fouls');
		await shot(page, 'en-14-1-two-fouls');
		await keys(page, 'Enter'); // Anna misses
		await keys(page, 'f', 'Enter'); // foul 3: −1 −15
		expect(await scores(page)).toEqual([0, -18]);
		const board = await text(page, '.board');
		// re-racked: Piotr breaks again
		expect(board).toMatch(/Breaks: Piotr/);
		expect(await page.locator('.balls .ball').count()).toBe(15);
		expect(await text(page, '.player[data-player="1"]')).toContain('○○○');
		await page.close();
	}, 60_000);

	it('three-cushion to the equalizing inning: inning entry, points, foul, safety, draw', async () => {
		await createTable(r, 'carom');
		const page = await operatorPage(r, 'carom');
		await startFromSetup(page, 'three-cushion', { player0: 'Ana', player1: 'Boris', pointsTo: '5', inningsLimit: '' });
		await keys(page, '3', 'Enter'); // Ana: an inning of 3
		expect(await scores(page)).toEqual([3, 0]);
		expect(await atTable(page)).toBe(1);
		await keys(page, 'Space', 'f'); // Boris: a point, then a foul
		expect(await scores(page)).toEqual([3, 1]);
		await keys(page, 'Space', 's'); // Ana: a point, then a safety
		await keys(page, '0'); // Boris misses
		expect(await text(page, '.player[data-player="0"]')).toContain('2.000'); // 4 points in 2 innings
		await keys(page, 'Space'); // Ana reaches 5: Boris has his equalizing inning
		expect(await scores(page)).toEqual([5, 1]);
		expect(await text(page, '.board')).toContain('Equalizing inning');
		expect(await atTable(page)).toBe(1);
		await shot(page, 'en-3c-equalizing');
		await keys(page, '4', 'Enter'); // Boris equalizes: draw
		expect(await scores(page)).toEqual([5, 5]);
		expect(await text(page, '.pad')).toContain('Draw');
		expect(await text(page, '.protocol')).toMatch(/4/);
		await page.close();
	}, 60_000);

	it('kegel counts down: pins, carom, bust, penalty prompt, exact zero and the final safety', async () => {
		await createTable(r, 'kegel');
		const page = await operatorPage(r, 'kegel');
		await startFromSetup(page, 'kegel', { player0: 'Ania', player1: 'Borys', startScore: '40' });
		await keys(page, '1', '2', 'Enter'); // two small pins: 10
		expect(await scores(page)).toEqual([30, 40]);
		await keys(page, 'a', 'Enter'); // carom: 5
		expect(await scores(page)).toEqual([25, 40]);
		await keys(page, 'q', 'Enter'); // pin on spot 1 (30) passes zero: bust, turn passes
		expect(await scores(page)).toEqual([25, 40]);
		expect(await atTable(page)).toBe(1);
		await keys(page, 'n', 'Enter'); // Borys: no contact, +5, Ania chooses
		await page.waitForSelector('.prompt');
		expect(await scores(page)).toEqual([25, 45]);
		await keys(page, '1'); // "shoot" (S is the safety key, so the prompt takes the number)
		await keys(page, '1', '2', '3', 'Enter'); // 15
		await keys(page, '1', 'a', 'Enter'); // 10: exactly zero
		expect(await scores(page)).toEqual([0, 45]);
		expect(await text(page, '.board')).toContain('final safety');
		await keys(page, 's'); // the final safety (KG-9)
		expect(await text(page, '.pad')).toContain('Ania wins');
		await page.close();
	}, 60_000);

	it('an overlay page follows the console', async () => {
		await createTable(r, 'live');
		const page = await operatorPage(r, 'live');
		await startFromSetup(page, 'eight-ball', { player0: 'Ola', player1: 'Ewa', raceTo: '3' });
		const overlay = await page.context().newPage();
		await overlay.goto(`${r.server.url}/overlay/live/scorebug`);
		await overlay.waitForFunction(() => (document.body.textContent ?? '').includes('Ola'));
		const before = await overlay.locator('.score-v').allTextContents();
		expect(before.map((s) => s.trim())).toEqual(['0', '0']);
		await keys(page, '1', 'Enter', '8', 'Enter'); // a legal break, then the 8 pocketed early: Ewa wins the rack
		await overlay.waitForFunction(() => [...document.querySelectorAll('.score-v')].some((e) => e.textContent?.trim() === '1'));
		expect(await revision(page)).toBeGreaterThan(0);
		await settle(page);
		await overlay.close();
		await page.close();
	}, 60_000);
});
