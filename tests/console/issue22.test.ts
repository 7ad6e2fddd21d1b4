/**
 * Issue 22, the console's part, in Chromium against the real server: a new match does not keep
 * the last players' ratings; every point of the stroke list has its line (snooker's foul
 * points, pyramid's penalty ball); racks read top-down in the newest-first list; the words
 * (the clock summary of disciplines without a break, the choice hint, snooker's empty-stroke
 * hint, Polish push-out and pyramid's cue ball, Russian "potted" for one ball); the match
 * result said once; the read-only banner; the too-many-connections refusal worded.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { connect, connected, startServer, tempDir, type Running } from '../server/helpers';
import { launchBrowser } from '../support/browser';
import { createTable, keys, notReady, operatorPage, settle, shot, startMatch, text, useRig, assertFreshBuild } from './support';

const why = notReady();
const LANGS = ['en', 'pl', 'ru'] as const;
/** Fails under CI instead of skipping (a missing browser is a red run there). */
const skip = (): boolean => {
	if (!why) return false;
	if (/^(1|true|yes)$/i.test(process.env.CI ?? '')) throw new Error(`missing prerequisite under CI: ${why}`);
	return true;
};

const ding = { name: 'Ding Junhui', country: 'CN', rating: 600 };
const selby = { name: 'Mark Selby', country: 'GB', rating: 680 };
const strokes = (page: Page) => page.locator('[data-testid=strokes] li').allTextContents();

describe.skipIf(skip())('issue 22 at the console', () => {
	const r = useRig(async (rig) => {
		await createTable(rig, 'ratings');
		await startMatch(rig, 'ratings', { discipline: 'nine-ball', players: [ding, selby], raceTo: 1 }, [{ t: 'shot', potted: [9] }]);
		for (const l of LANGS) {
			await createTable(rig, `sn-${l}`);
			await startMatch(rig, `sn-${l}`, { discipline: 'snooker', players: [ding, selby], bestOf: 7, reds: 15 }, [
				{ t: 'shot', potted: ['red'] },
				{ t: 'shot', foul: 'in-off' },
				{ t: 'choose', option: 'accept' }
			]);
			await createTable(rig, `fp-${l}`);
			await startMatch(rig, `fp-${l}`, { discipline: 'free-pyramid', players: ['Иван Петров', 'Сергей Иванов'], raceTo: 3 }, [
				{ t: 'shot', potted: 2, cushions: 2 },
				{ t: 'shot', cueOff: true }
			]);
			await createTable(rig, `nine-${l}`);
			await startMatch(rig, `nine-${l}`, { discipline: 'nine-ball', players: [ding, selby], raceTo: 3 }, [
				{ t: 'shot', potted: [1] },
				{ t: 'shot', potted: [9] },
				{ t: 'shot', potted: [2] },
				{ t: 'shot', push: true }
			]);
			await createTable(rig, `carom-${l}`);
			await startMatch(rig, `carom-${l}`, { discipline: 'three-cushion', players: ['Dick Jaspers', 'Marco Zanetti'], pointsTo: 40 }, [{ t: 'inning', points: 3 }]);
			await createTable(rig, `done-${l}`);
			await startMatch(rig, `done-${l}`, { discipline: 'nine-ball', players: [ding, selby], raceTo: 1 }, [{ t: 'shot', potted: [9] }]);
		}
	}, 90_000);

	it('a new match keeps no rating of the last players; a remembered player fills in his own', async () => {
		const page = await operatorPage(r, 'ratings');
		await page.click('.finished button.primary');
		await page.waitForSelector('form.setup');
		// the rematch form starts with the last players, ratings and all
		expect(await page.inputValue('input[name=rating0]')).toBe('600');
		await page.fill('input[name=player0]', 'Neil Robertson');
		await page.fill('input[name=country0]', 'AU');
		await page.fill('input[name=player1]', 'Judd Trump');
		await page.fill('input[name=country1]', 'GB');
		expect(await page.inputValue('input[name=rating0]')).toBe('');
		expect(await page.inputValue('input[name=rating1]')).toBe('');
		// a remembered name brings its own rating and country
		await page.fill('input[name=player1]', 'Mark Selby');
		await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name=rating1]')?.value === '680', undefined, { timeout: 5_000 }).catch(() => {});
		expect(await page.inputValue('input[name=rating1]')).toBe('680');
		expect(await page.inputValue('input[name=country1]')).toBe('GB');
		// and takes them away again when the name changes
		await page.fill('input[name=player1]', 'Judd Trump');
		expect(await page.inputValue('input[name=rating1]')).toBe('');
		// a rating typed for a new name stays
		await page.fill('input[name=rating0]', '710');
		await page.fill('input[name=player0]', 'Neil Robertson Jr');
		expect(await page.inputValue('input[name=rating0]')).toBe('710');
		await shot(page, 'issue22-en-setup-ratings');
		await page.click('button.primary');
		await page.waitForSelector('.pad');
		// the board and the venue's list have the new players with their own ratings only
		await page.waitForFunction(() => document.body.textContent?.includes('Judd Trump'));
		const board = await text(page, '.col.state');
		expect(board).not.toContain('600');
		expect(board).not.toContain('680');
		const players = (await (await fetch(`${r.server.url}/api/players`, { headers: { cookie: `cuecast_session=${r.token}` } })).json()) as { players: { name: string; rating?: number }[] };
		const rated = (name: string) => players.players.find((p) => p.name === name);
		expect(rated('Judd Trump')).toBeDefined();
		expect(rated('Judd Trump')?.rating).toBeUndefined();
		expect(rated('Neil Robertson Jr')?.rating).toBe(710);
		await page.close();
	}, 120_000);

	const WORDS = {
		en: { potted: 'Potted: Red', push: 'Push-out', penalty: 'Penalty ball', clock: 's after the break', noPot: 'Enter = no pot' },
		pl: { potted: 'Wbita: Czerwona', push: 'Wypchnięcie', penalty: 'Bila karna', clock: 'po rozbiciu', noPot: 'Enter = nic nie wbite' },
		ru: { potted: 'Забит: Красный', push: 'Пуш-аут', penalty: 'Штрафной шар', clock: 'после разбоя', noPot: 'Enter = ничего не забито' }
	} as const;

	for (const lang of LANGS) {
		it(`every point has its line and the words fit (${lang})`, async () => {
			const w = WORDS[lang];
			const page = await operatorPage(r, `sn-${lang}`, lang);
			const open = async (table: string) => {
				await page.goto(`${r.server.url}/console/${table}-${lang}`);
				await page.waitForSelector('.pad .always');
				await settle(page);
			};
			await open('sn');
			// Ding's in-off gave Selby 7: the foul's line says so, and the board has them
			await page.waitForFunction(() => document.querySelectorAll('[data-testid=strokes] li').length >= 3);
			const sn = await strokes(page);
			expect(sn[1]).toMatch(/^2\s*Ding Junhui.*\+7 → Mark Selby$/);
			expect(sn.join('\n')).toContain(w.potted);
			// snooker's empty stroke is "no pot", as its button says
			expect(await text(page, '.pad')).toContain(w.noPot);
			// the clock has no break time where there is no break
			expect(await text(page, '[data-testid=clock-summary]').catch(() => '')).not.toContain(w.clock);
			await shot(page, `issue22-${lang}-snooker-foul`);

			await open('fp');
			const fp = await strokes(page);
			expect(fp[0]).toContain(`${w.penalty} +1 → Сергей Иванов`);
			if (lang === 'pl') expect(fp.join('\n')).not.toContain('biała');
			await shot(page, `issue22-${lang}-free-pyramid-foul`);

			await open('nine');
			// newest first: rack 2's heading is above rack 2's strokes, rack 1 below its winner
			const nine = await strokes(page);
			const rack2 = nine.findIndex((l) => /2/.test(l) && !/Ding|Selby/.test(l));
			const won1 = nine.findIndex((l) => l.includes('Ding Junhui') && !/^\d/.test(l.trim()));
			expect(rack2).toBe(0);
			expect(won1).toBeGreaterThan(rack2);
			expect(nine.join('\n')).toContain(w.push);
			// the choice after the push-out: no promise of letters that are not shown
			const letters = await page.locator('.prompt .option small kbd').count();
			if (letters === 0) expect(await text(page, '.prompt .hint')).not.toMatch(/letter|liter|букв/i);
			await shot(page, `issue22-${lang}-nine-racks-prompt`);

			await open('carom');
			expect(await text(page, '[data-testid=clock-summary]').catch(() => '')).not.toContain(w.clock);
			await shot(page, `issue22-${lang}-carom-clock`);

			await page.goto(`${r.server.url}/console/done-${lang}`);
			await page.waitForSelector('.finished');
			await settle(page);
			// the result is said on the pad, once (the board and the list say who won, not the whole result again)
			await shot(page, `issue22-${lang}-finished`);
			const result = (await text(page, '.finished p')).trim();
			expect(result.length).toBeGreaterThan(0);
			const count = (inside: string) => inside.split(result).length - 1;
			// the list keeps its "wins the match" line; the board and the pad do not repeat the result
			expect(count(await text(page, '.console')) - count(await text(page, '[data-testid=strokes]'))).toBe(1);
			expect(count(await text(page, '.col.state'))).toBe(0);
			await page.close();
		}, 180_000);

		it(`the read-only console says what to do (${lang})`, async () => {
			const context = await r.browser.newContext({ viewport: { width: 1366, height: 900 } });
			const page = await context.newPage();
			await page.goto(`${r.server.url}/console/nine-${lang}?lang=${lang}`);
			await page.waitForSelector('.console[data-role="viewer"] .login');
			const banner = (await text(page, '.login')).trim();
			expect(banner).toMatch(/—\s*\S/);
			const link = page.locator('.login a');
			expect((await link.textContent())?.trim().length).toBeGreaterThan(0);
			expect(await link.isVisible()).toBe(true);
			// the link follows the dash on the same line (it was spread to the far edge, the dash left alone)
			const box = (await page.locator('.login').boundingBox())!;
			const at = (await link.boundingBox())!;
			expect(at.x - box.x).toBeLessThan(box.width / 3);
			expect(Math.abs(at.y - box.y)).toBeLessThan(box.height);
			await shot(page, `issue22-${lang}-read-only`);
			await context.close();
		}, 60_000);
	}
});

describe.skipIf(skip())('issue 22: the too-many-connections refusal at the console', () => {
	const SAYS = { en: 'too many connections', pl: 'za dużo połączeń', ru: 'слишком много подключений' } as const;
	for (const lang of LANGS) {
		it(`is worded (${lang})`, async () => {
			assertFreshBuild();
			const server: Running = await startServer({ dataDir: tempDir('cuecast-console-'), env: { CUECAST_LIMIT_LOOPBACK: '1', CUECAST_MAX_SOCKETS_PER_ADDRESS: '1' } });
			const browser = await launchBrowser();
			try {
				// a viewer's socket takes the one place; the next viewer page is refused
				const holder = connect(server.url, {});
				await connected(holder.socket);
				const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
				await page.goto(`${server.url}/console/t1?lang=${lang}`);
				await page.waitForSelector('[data-testid=conn-refused]', { timeout: 20_000 });
				expect((await text(page, '[data-testid=conn-refused]')).toLowerCase()).toContain(SAYS[lang]);
				await shot(page, `issue22-${lang}-too-many-sockets`);
				holder.socket.close();
			} finally {
				await browser.close();
				await server.stop();
			}
		}, 60_000);
	}
});
