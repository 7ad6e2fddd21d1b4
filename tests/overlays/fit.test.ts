/**
 * Issue 22 item 6: nothing a viewer must read is cut on the scorebug while there is room. For
 * every discipline, the state of its fixtures with the longest situation line (the equalizing
 * inning, a figure, snooker's frame line …) and the longest names, beside a badge, at 1920×1080
 * in English, Polish and Russian (the real overlay in Chromium, against the overlay test server):
 * every text is whole, a name is shrunk (the scorebug) or, on the other overlays where shrinking
 * cannot make it fit, shortened by the rule (first initial + surname), never cut.
 *   npx vitest run tests/overlays/fit.test.ts
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CATALOG } from '../../src/lib/engine/catalog';
import { boardT } from '../../src/lib/i18n/board';
import { LANGS } from '../../src/lib/i18n/lang';
import { shortName } from '../../src/lib/kiosk/short-name';
import type { TableState } from '../../src/lib/protocol';
import { matchView } from '../../src/lib/view/table-view';
import { frameText, situationText, targetText } from '../../src/lib/view/words';
import { browserMissing, lookAt } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { buildOverlays } from './support/build';
import { loadScript, stateFrom, type ScriptDoc } from './support/fixtures';
import { overlayPage } from './support/page';
import { startTestServer, type TestServer } from './support/server';

const SHOTS = '/tmp/shots/overlays';
const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
/** The longest names the issue met, a Russian one as long, and a name too long to shrink into the row. */
const NAMES = ['Aleksandra Wojciechowska', 'Константин Константинопольский', 'Konstantin Alexandrovich Wojciechowski'];

const fixtures = (dir = FIXTURES): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? fixtures(join(dir, e.name)) : e.name.endsWith('.json') && !e.name.includes('.expected') ? [relative(FIXTURES, join(dir, e.name)).replace(/\.json$/, '')] : []
	);

/** What the scorebug says besides the names, in every language: the longest of it counts. */
const lineLength = (state: TableState): number => {
	const m = matchView(state);
	if (!m) return -1;
	return Math.max(...LANGS.map((lang) => ((m.frame ? frameText(m, m.frame, boardT(lang)) : situationText(m, boardT(lang))) ?? '').length + (targetText(m, boardT(lang)) ?? '').length));
};

/** Per discipline: of all its fixtures' states (after each action), the one with the longest lines, players renamed. */
function longestStates(): { discipline: string; state: TableState }[] {
	const byDiscipline = new Map<string, { state: TableState; length: number }>();
	const docs = fixtures().map((rel) => loadScript(rel));
	// A discipline without a fixture of its own plays one of a sibling's (balkline 47/2 a 47/1 script).
	for (const { id } of CATALOG)
		if (!docs.some((doc) => doc.match.discipline === id)) {
			const sibling = docs.find((doc) => String(doc.match.discipline).replace(/\d+$/, '') === id.replace(/\d+$/, ''));
			if (sibling) docs.push({ ...sibling, match: { ...sibling.match, discipline: id } });
		}
	for (const doc of docs) {
		const d = String(doc.match.discipline);
		const rename = (x: ScriptDoc) => {
			x.match.players = (x.match.players as unknown[]).map((p, i) => ({ ...(typeof p === 'string' ? {} : (p as object)), name: NAMES[i % 2]!, country: i % 2 ? 'RUS' : 'POL' }));
		};
		for (let n = 1; n <= doc.actions.length; n++) {
			let state: TableState;
			try {
				state = stateFrom(doc, { actions: n, table: `fit-${d}`, patch: rename });
			} catch {
				break;
			}
			const length = lineLength(state);
			if (length > (byDiscipline.get(d)?.length ?? -1)) byDiscipline.set(d, { state, length });
		}
	}
	return [...byDiscipline].map(([discipline, { state }]) => ({ discipline, state }));
}

describe.skipIf(skipWithout(browserMissing()))('scorebug: nothing is cut while there is room (issue 22 item 6)', () => {
	let srv: TestServer;
	let browser: Browser;
	let page: Page;
	const states = longestStates();

	beforeAll(async () => {
		mkdirSync(SHOTS, { recursive: true });
		srv = await startTestServer({ dir: buildOverlays(), states: states.map((s) => s.state) });
		({ browser, page } = await overlayPage());
	}, 180_000);
	afterAll(() => Promise.all([browser?.close(), srv?.close()]));

	/** Every text of the bug that is cut (its text wider than its box, or a line taller than its box), with its text. */
	const cut = () =>
		page.evaluate(() =>
			[...document.querySelectorAll<HTMLElement>('.bug .disc, .bug .target, .bug .name, .bug .tag:not(.hidden), .bug .foot:not(.hidden)')].flatMap((el) => {
				const range = document.createRange();
				range.selectNodeContents(el);
				const text = range.getBoundingClientRect();
				const box = el.getBoundingClientRect();
				return text.width > box.width + 0.5 || el.scrollHeight > el.clientHeight + 1 ? [`${el.className}: "${el.textContent}" (${text.width.toFixed(1)} of ${box.width.toFixed(1)} px)`] : [];
			})
		);

	it('covers every discipline of the catalog', () => {
		expect(states.map((s) => s.discipline).sort()).toEqual(CATALOG.map((d) => d.id).sort());
	});

	for (const lang of LANGS)
		it(`every discipline's longest state line and names, whole, in ${lang}`, async () => {
			const problems: string[] = [];
			const shortened: string[] = [];
			for (const { discipline, state } of states) {
				await page.goto(`${srv.url}/overlay/${state.table.id}/scorebug?lang=${lang}`);
				await page.waitForSelector('html[data-ready="1"]', { state: 'attached', timeout: 30_000 });
				problems.push(...(await cut()).map((p) => `${discipline}: ${p}`));
				// the names as they are, shrunk; a name 60 % cannot fit beside its badges (pyramid's
				// frame points and HOUSE) gives its first name up to the initial, the rest whole
				const shown = await page.$$eval('.bug .name', (els) => els.map((e) => e.textContent ?? ''));
				state.match!.summary.players.forEach((_, i) => expect([NAMES[i % 2], NAMES[i % 2]!.replace(/(\S)\S*\s+/u, '$1. ')], discipline).toContain(shown[i]));
				shortened.push(...shown.filter((n) => !NAMES.includes(n)).map((n) => `${discipline}: ${n}`));
				if (['three-cushion', 'snooker', 'artistic', 'combined-pyramid', 'nine-ball', 'kegel'].includes(discipline))
					await lookAt(page.locator('#gfx'), { path: `${SHOTS}/fit-${discipline}-${lang}.png` });
			}
			expect(problems).toEqual([]);
			// shrinking is the rule, shortening the exception: of 19 disciplines, a few names at most
			expect(shortened.length, shortened.join('; ')).toBeLessThanOrEqual(2);
			if (shortened.length) console.log(`${lang}: shortened on the scorebug: ${shortened.join('; ')}`);
		}, 240_000);

	it('the intro: a name too long to shrink into its box is shortened by the rule (first initial + surname), whole', async () => {
		const state = stateFrom('pool/nine-ball/race-to-3-push-outs', {
			table: 'fit-longest',
			actions: 9,
			patch: (doc) => void (doc.match.players = [{ name: NAMES[2], country: 'DEU' }, { name: NAMES[0], country: 'POL' }])
		});
		srv.push(state);
		await page.goto(`${srv.url}/overlay/fit-longest/intro?lang=en`);
		await page.waitForSelector('html[data-ready="1"]', { state: 'attached', timeout: 30_000 });
		const names = await page.$$eval('.vs-name', (els) =>
			els.map((e) => {
				const range = document.createRange();
				range.selectNodeContents(e);
				return { text: e.textContent, whole: range.getBoundingClientRect().width <= e.getBoundingClientRect().width + 0.5 };
			})
		);
		// shortened where it must be (the first), whole either way
		expect(names[0]).toEqual({ text: shortName(NAMES[2]!), whole: true });
		expect([NAMES[0], shortName(NAMES[0]!)]).toContain(names[1]!.text);
		expect(names[1]!.whole).toBe(true);
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/fit-intro-longest-en.png` });
	});
});
