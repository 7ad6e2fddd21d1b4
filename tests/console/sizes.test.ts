/**
 * The console at the three screen sizes it is used on (a 1920×1080 desk monitor, a 1024×768
 * tablet, a 390×844 phone), every family, in English, Polish and Russian: screenshots to look
 * at (CUECAST_SHOTS, default /tmp/console-shots/sizes-*), and nothing wider than the screen.
 */
import { describe, expect, it } from 'vitest';
import { createTable, keys, matchShown, notReady, operatorPage, settle, useRig, shot, startMatch, type Rig } from './support';
import { skipWithout } from '../support/prerequisites';
import { lookAt, painted } from '../support/browser';

const why = notReady();
const LANGS = ['en', 'pl', 'ru'] as const;
const SIZES = [
	[1920, 1080],
	[1024, 768],
	[390, 844]
] as const;

/** The pad's buttons whose label, ⏎ or key badges reach out of the button (runs in the page). */
function outsideTheirButton(): string[] {
	return [...document.querySelectorAll('.pad button')].flatMap((button) => {
		const box = button.getBoundingClientRect();
		return [...button.querySelectorAll('span, small, kbd')]
			.filter((part) => {
				const r = part.getBoundingClientRect();
				return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1);
			})
			.map((part) => `${button.textContent?.trim().replace(/\s+/g, ' ')}: ${part.textContent?.trim()}`);
	});
}

describe.skipIf(skipWithout(why))('console at three sizes', () => {
	let r: Rig;
	useRig(async (x) => {
		r = x;
		const anna = { name: 'Anna Nowak', country: 'PL', rating: 650 };
		const svb = { name: 'Shane Van Boening', country: 'US', rating: 800 };
		await createTable(r, 'setup', 'Stół 1');
		await createTable(r, 'nine', 'Stół 2');
		await startMatch(r, 'nine', { discipline: 'nine-ball', players: [anna, svb], raceTo: 7 }, [{ t: 'shot', potted: [1, 4] }, { t: 'shot', push: true }]);
		await createTable(r, 'eight', 'Table 3');
		await startMatch(r, 'eight', { discipline: 'eight-ball', players: [anna, svb], raceTo: 5 }, [{ t: 'shot', potted: [1] }]);
		await createTable(r, 'straight', 'Table 4');
		await startMatch(r, 'straight', { discipline: 'straight-pool', players: [anna, svb], pointsTo: 100 }, [{ t: 'shot', rails: 2, cueRail: true }, { t: 'shot', potted: [3, 5, 7] }, { t: 'shot', foul: 'other' }]);
		await createTable(r, 'carom', 'Table 5');
		await startMatch(r, 'carom', { discipline: 'three-cushion', players: [{ name: 'Dick Jaspers', country: 'NL' }, { name: 'Marco Zanetti', country: 'IT' }], pointsTo: 40, inningsLimit: 50 }, [
			{ t: 'inning', points: 4 },
			{ t: 'inning', points: 2 },
			{ t: 'shot', points: 1 }
		]);
		await createTable(r, 'kegel', 'Table 6');
		await startMatch(r, 'kegel', { discipline: 'kegel', players: ['Иван Петров', 'Сергей Иванов'], startScore: 120 }, [{ t: 'shot', pins: ['s1', 's2'] }, { t: 'shot', pins: ['king'] }]);
		await createTable(r, 'artistic', 'Table 7');
		await startMatch(r, 'artistic', { discipline: 'artistic', players: ['Jean Reverchon', 'Eddy Leppens'], figures: [{ name: 'Coulé', points: 4 }, { name: 'Massé', points: 6 }] }, [{ t: 'attempt', success: true }]);
	}, 60_000);

	for (const lang of LANGS) {
		it(`every family in ${lang} at 1920×1080, 1024×768 and 390×844`, async () => {
			const page = await operatorPage(r, 'setup', lang);
			for (const [w, h] of SIZES) {
				await page.setViewportSize({ width: w, height: h });
				const tag = `sizes-${lang}-${w}`;
				await page.goto(`${r.server.url}/console/setup`);
				await page.waitForSelector('form.setup');
				await shot(page, `${tag}-setup`);
				for (const table of ['nine', 'eight', 'straight', 'carom', 'kegel', 'artistic']) {
					await page.goto(`${r.server.url}/console/${table}`);
					await page.waitForSelector('.pad .always');
					await settle(page);
					await painted(page);
					expect(await page.evaluate(() => document.documentElement.scrollWidth), `${table} at ${w}`).toBeLessThanOrEqual(w);
					// each button's words and key badges inside it (a long label once pushed them over the next one)
					expect(await page.evaluate(outsideTheirButton), `${table} at ${w}`).toEqual([]);
					await lookAt(page, { path: `${process.env.CUECAST_SHOTS ?? '/tmp/console-shots'}/${tag}-${table}.png`, fullPage: w < 1000 });
				}
				await page.goto(`${r.server.url}/console/eight`);
				await page.waitForSelector('.pad .always');
				await matchShown(page);
				await keys(page, 'Shift+Digit3', '6', 'Enter');
				await page.waitForSelector('[data-testid=called-prompt]');
				await shot(page, `${tag}-eight-called`);
				await keys(page, 'Escape', 'Backspace', '?');
				await page.waitForSelector('[role=dialog]');
				await shot(page, `${tag}-keymap`);
			}
			await page.close();
		}, 120_000);
	}
});
