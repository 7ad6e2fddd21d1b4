/**
 * Issue 22 item 7: flags as a viewer reads them, on the real scorebug in Chromium (the one flag
 * table, src/lib/view/flags.ts, also draws the walls' and the console's). China's flag has its
 * large star at the hoist, not a disc in the middle; snooker's home nations (ENG, SCO, WAL, NIR)
 * have flags of their own; and a player's country accepts those codes wherever it is checked.
 *   npx vitest run tests/overlays/flags.test.ts
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { competitionPlayerSchema } from '../../src/lib/competition/schema';
import { runScript } from '../../src/lib/engine/match';
import { countrySchema, playersOfSetup } from '../../src/lib/protocol/players';
import { browserMissing, lookAt } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { buildOverlays } from './support/build';
import { SNOOKER } from './support/disciplines';
import { stateFrom } from './support/fixtures';
import { overlayPage } from './support/page';
import { decodePng, type Image } from './support/png';
import { startTestServer, type TestServer } from './support/server';

const SHOTS = '/tmp/shots/overlays';
const HOME_NATIONS = ['ENG', 'SCO', 'WAL', 'NIR'];

type Rgb = [number, number, number];
/** The colour at (fx, fy), fractions of the image's width and height. */
const at = (img: Image, fx: number, fy: number): Rgb => {
	const i = (Math.floor(fy * (img.height - 1)) * img.width + Math.floor(fx * (img.width - 1))) * 4;
	return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
};
const near = (c: Rgb, hex: string, tolerance = 60) => {
	const want = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
	return c.every((v, k) => Math.abs(v - want[k]!) <= tolerance);
};

describe('country codes: the home nations are accepted wherever a country is checked', () => {
	it.each(HOME_NATIONS)('%s', (code) => {
		expect(countrySchema.parse(code)).toBe(code);
		expect(competitionPlayerSchema.parse({ name: 'A', country: code }).country).toBe(code);
		expect(playersOfSetup({ players: [{ name: 'A', country: code.toLowerCase() }] })[0]!.country).toBe(code);
		expect(runScript({ match: { discipline: 'snooker', players: [{ name: 'A', country: code }, 'B'], bestOf: 7 }, actions: [] }).ok).toBe(true);
	});
});

describe.skipIf(skipWithout(browserMissing()))('flags on the scorebug (issue 22 item 7)', () => {
	let srv: TestServer;
	let browser: Browser;
	let page: Page;

	beforeAll(async () => {
		mkdirSync(SHOTS, { recursive: true });
		srv = await startTestServer({ dir: buildOverlays() });
		({ browser, page } = await overlayPage());
	}, 120_000);
	afterAll(() => Promise.all([browser?.close(), srv?.close()]));

	/** The two players' flags of a snooker scorebug with these countries, as images (drawn at 4×). */
	async function flags(a: string, b: string): Promise<Image[]> {
		const table = `flags-${a}-${b}`.toLowerCase();
		srv.push(
			stateFrom(SNOOKER, {
				table,
				patch: (doc) => void (doc.match.players = [{ name: 'Ding Junhui', country: a }, { name: 'Judd Trump', country: b }])
			})
		);
		await page.goto(`${srv.url}/overlay/${table}/scorebug?scale=4&anchor=top-left&x=0&y=0`);
		await page.waitForSelector('html[data-ready="1"]', { state: 'attached', timeout: 30_000 });
		await lookAt(page.locator('#gfx'), { path: `${SHOTS}/flags-${a}-${b}.png` });
		// both have a flag (a country without one shows its code only)
		expect(await page.$$eval('.row .flag', (els) => els.map((e) => getComputedStyle(e).display !== 'none' && !e.classList.contains('blank'))), `${a}, ${b}`).toEqual([true, true]);
		const shots: Image[] = [];
		for (const el of await page.$$('.row .flag')) shots.push(decodePng(await el.screenshot()));
		return shots;
	}

	it('China: a red field with the large yellow star at the hoist, not a disc in the middle', async () => {
		const [china] = await flags('CHN', 'POL');
		expect(near(at(china!, 0.17, 0.25), '#ffde00'), 'the star, upper hoist').toBe(true);
		expect(near(at(china!, 0.5, 0.5), '#de2910'), 'the middle is red').toBe(true);
		expect(near(at(china!, 0.85, 0.8), '#de2910'), 'the fly is red').toBe(true);
	}, 60_000);

	it("England: St George's cross; Scotland: the white saltire on blue", async () => {
		const [england, scotland] = await flags('ENG', 'SCO');
		expect(near(at(england!, 0.5, 0.5), '#ce1124'), 'the cross').toBe(true);
		expect(near(at(england!, 0.5, 0.1), '#ce1124'), 'the cross reaches the edge').toBe(true);
		expect(near(at(england!, 0.15, 0.15), '#ffffff'), 'a white field').toBe(true);
		expect(near(at(scotland!, 0.5, 0.5), '#ffffff'), 'the saltire crosses in the middle').toBe(true);
		expect(near(at(scotland!, 0.5, 0.15), '#005eb8'), 'blue above the crossing').toBe(true);
	}, 60_000);

	it("Wales: white over green with the dragon's red mark; Northern Ireland: the Ulster Banner's cross with its white star", async () => {
		const [wales, ulster] = await flags('WAL', 'NIR');
		expect(near(at(wales!, 0.1, 0.2), '#ffffff'), 'white above').toBe(true);
		expect(near(at(wales!, 0.1, 0.8), '#00b140'), 'green below').toBe(true);
		expect(near(at(wales!, 0.5, 0.5), '#c8102e'), 'the red mark').toBe(true);
		expect(near(at(ulster!, 0.5, 0.1), '#ce1124'), 'the cross').toBe(true);
		expect(near(at(ulster!, 0.5, 0.5), '#ffffff'), "the star (England's cross is red there)").toBe(true);
		expect(await page.$$eval('.row .code', (els) => els.map((e) => e.textContent))).toEqual(['WAL', 'NIR']);
	}, 60_000);
});
