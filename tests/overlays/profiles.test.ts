/**
 * Player profiles (issue 27) in Chromium against the real built server: the operator sets a
 * photo, nickname, club and country on the player's page; the intro card, the result card, the
 * wall display and the phone viewer show the photo (loaded, not a broken image) and the
 * nickname and club; a change reaches a page that is open; a viewer gets no form; a refused
 * upload says why in the page's language. Screenshots of every view in en, pl and ru go to
 * /tmp/shots-profiles/.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir, type Running } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, pagesNotReady, painted } from '../support/browser';
import { skipWithout } from '../support/prerequisites';
import { sessionState, Tabs } from '../support/tabs';

const notReady = pagesNotReady();
const SHOTS = '/tmp/shots-profiles';
const LANGS = ['en', 'pl', 'ru'] as const;
let server: Running;
let token: string;
let op: ReturnType<typeof connect>;
let browser: Browser;
const tabs = new Tabs(() => browser);

const ANNA = 'Anna Nowak';
const IVAN = 'Иван Петров';

/** A portrait to upload: a drawn head and shoulders (no real face needed), with a phone's EXIF and GPS. */
const portrait = (hue: string) =>
	sharp(
		Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
			<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b4a63"/><stop offset="1" stop-color="#141a24"/></linearGradient></defs>
			<rect width="900" height="1200" fill="url(#g)"/>
			<ellipse cx="450" cy="1160" rx="360" ry="330" fill="${hue}"/>
			<rect x="395" y="700" width="110" height="140" fill="#d9a88a"/>
			<ellipse cx="450" cy="540" rx="190" ry="235" fill="#e8b996"/>
			<path d="M262 470 Q450 200 640 470 Q620 330 450 300 Q280 330 262 470Z" fill="#3a2a1e"/>
			<circle cx="385" cy="540" r="17" fill="#2b2b2b"/><circle cx="515" cy="540" r="17" fill="#2b2b2b"/>
			<path d="M390 650 Q450 690 510 650" stroke="#8a4b3a" stroke-width="12" fill="none" stroke-linecap="round"/>
		</svg>`)
	)
		.jpeg()
		.withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 56/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 30/1' } })
		.toBuffer();

/** A page in a tab of its size, an operator's (logged in) or a viewer's; its `close()` keeps the tab for the next (tests/support/tabs.ts). */
async function open(path: string, opts: { operator?: boolean; size?: { width: number; height: number }; transparent?: boolean } = {}): Promise<Page & { errors: string[] }> {
	const page = await tabs.open({ viewport: opts.size ?? { width: 1920, height: 1080 }, storageState: opts.operator ? sessionState(server.url, token) : undefined });
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(String(e)));
	await page.goto(server.url + path);
	return Object.assign(page, { errors });
}
/** A screenshot once the page shows what it holds (an overlay's entrance has ended). */
async function shot(page: Page, name: string, omitBackground = false) {
	await painted(page);
	await lookAt(page, { path: `${SHOTS}/${name}.png`, omitBackground });
}

/** Waits until `selector` is an image that has loaded (a broken image has no natural width). */
const photoLoaded = (page: Page, selector: string) =>
	page.waitForFunction((sel) => {
		const img = document.querySelector(sel) as HTMLImageElement | null;
		return !!img && img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0;
	}, selector);

const put = (path: string, body: BodyInit, type: string) =>
	fetch(`${server.url}${path}`, { method: 'PUT', headers: { 'content-type': type, cookie: `cuecast_session=${token}` }, body });

beforeAll(async () => {
	if (notReady) return;
	assertBuiltAfter('the player profile sources', ['src', 'overlays']);
	mkdirSync(SHOTS, { recursive: true });
	server = await startServer({ dataDir: tempDir('cuecast-profiles-') });
	token = (await login(server.url, server.pin!)).token!;
	op = connect(server.url, { token });
	await connected(op.socket);
	browser = await launchBrowser(['--font-render-hinting=none']);
	const tables = [
		['t1', 'Table 1', { discipline: 'nine-ball', players: [ANNA, { name: IVAN, country: 'UA' }], raceTo: 7 }],
		['t2', 'Table 2', { discipline: 'nine-ball', players: [ANNA, 'Piotr Kowalski'], raceTo: 1 }]
	] as const;
	for (const [id, name, setup] of tables) {
		await call(op.socket, 'table:create', { id, name });
		const started = await call(op.socket, 'match:start', { table: id, setup, replaces: null });
		if (!started.ok) throw new Error(started.reason);
		// Anna pots the 9 on the break at table 2: the match is hers, the result card is up
		if (id === 't2') expect((await call(op.socket, 'act', { table: id, match: started.state.match.id, revision: 0, action: { t: 'shot', potted: [9], rails: 4 } })).ok).toBe(true);
	}
	// the players reach the list as their matches start (off the scoring path)
	for (const name of [ANNA, IVAN]) {
		for (let i = 0; (await fetch(`${server.url}/api/players/profile?name=${encodeURIComponent(name)}`)).status !== 200; i++) {
			if (i > 200) throw new Error(`${name} never reached the player list`);
			await new Promise((r) => setTimeout(r, 25));
		}
	}
	// Ivan's profile by the API; Anna's is set on her page below
	expect((await put(`/api/players/profile?name=${encodeURIComponent(IVAN)}`, JSON.stringify({ nickname: 'Бурый', club: 'КБ «Пирамида»' }), 'application/json')).status).toBe(200);
	expect((await put(`/api/players/photo?name=${encodeURIComponent(IVAN)}`, new Uint8Array(await portrait('#8a2f2f')), 'application/octet-stream')).status).toBe(200);
}, 90_000);

afterAll(async () => {
	op?.socket.close();
	await tabs.closeAll();
	await browser?.close();
	await server?.stop();
});

describe.skipIf(skipWithout(notReady))('player profiles in Chromium', () => {
	it('the operator sets photo, nickname, club and country on the player page; a bad file is refused in the page’s language', async () => {
		const page = await open(`/players/${encodeURIComponent(ANNA)}?lang=pl`, { operator: true, size: { width: 1280, height: 900 } });
		await page.waitForSelector('[data-testid=profile-form]');
		await page.fill('input[name=nickname]', 'Rakieta');
		await page.fill('input[name=club]', 'KS Bila Warszawa');
		await page.selectOption('select[name=country]', 'PL');
		await page.click('[data-testid=profile-form] button.primary');
		await page.waitForFunction(() => document.querySelector('[data-testid=profile-message]')?.textContent === 'Profil zapisany.');

		const file = page.locator('input[type=file]');
		await file.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a not a photo at all') });
		await page.click('[data-testid=photo-form] button.primary');
		await page.waitForFunction(() => document.querySelector('[data-testid=profile-message]')?.textContent?.includes('tego zdjęcia serwer nie przyjmie'));
		expect(await page.locator('[data-testid=photo]').count()).toBe(0);

		await file.setInputFiles({ name: 'anna.jpg', mimeType: 'image/jpeg', buffer: await portrait('#2f5d8a') });
		await page.click('[data-testid=photo-form] button.primary');
		await page.waitForFunction(() => document.querySelector('[data-testid=profile-message]')?.textContent === 'Zdjęcie zapisane.');
		await photoLoaded(page, '[data-testid=photo]');
		const profile = (await (await fetch(`${server.url}/api/players/profile?name=${encodeURIComponent(ANNA)}`)).json()).profile;
		expect(profile).toMatchObject({ nickname: 'Rakieta', club: 'KS Bila Warszawa', country: 'PL', photo: expect.stringMatching(/^\/media\/players\/[0-9a-f]{12}\.jpg$/) });
		expect(page.errors).toEqual([]);
		for (const lang of LANGS) {
			await page.goto(`${server.url}/players/${encodeURIComponent(ANNA)}?lang=${lang}`);
			await photoLoaded(page, '[data-testid=photo]');
			await page.waitForSelector('[data-testid=profile-form]');
			await shot(page, `player-page-operator-${lang}`);
		}
		await page.close();
	});

	it('a viewer sees the profile, not the form', async () => {
		for (const lang of LANGS) {
			const page = await open(`/players/${encodeURIComponent(IVAN)}?lang=${lang}`, { size: { width: 1280, height: 800 } });
			await page.waitForSelector('[data-testid=profile-view]');
			await photoLoaded(page, '[data-testid=photo]');
			expect(await page.locator('[data-testid=profile-form]').count()).toBe(0);
			expect(await page.locator('[data-testid=profile-view]').innerText()).toContain('Бурый');
			await page.waitForSelector('[data-testid=login-hint]');
			await shot(page, `player-page-viewer-${lang}`);
			await page.close();
		}
	});

	it('the intro card shows the player’s photo, nickname and club; both photos in the match card', async () => {
		for (const lang of LANGS) {
			const page = await open(`/overlay/t1/intro?player=1&lang=${lang}`);
			await photoLoaded(page, '.single > img.photo');
			expect(await page.locator('.meta').innerText()).toContain('KS Bila Warszawa');
			expect(await page.locator('.meta').innerText()).toContain(lang === 'pl' ? '„Rakieta”' : lang === 'ru' ? '«Rakieta»' : '“Rakieta”');
			await shot(page, `intro-player-${lang}`, true);
			await page.goto(`${server.url}/overlay/t1/intro?player=2&lang=${lang}`);
			await photoLoaded(page, '.single > img.photo');
			await shot(page, `intro-player2-${lang}`, true);
			await page.goto(`${server.url}/overlay/t1/intro?lang=${lang}`);
			await photoLoaded(page, '.side:nth-child(1) > img.photo');
			await photoLoaded(page, '.side:nth-child(3) > img.photo');
			await shot(page, `intro-match-${lang}`, true);
			expect(page.errors).toEqual([]);
			await page.close();
		}
	});

	it('the result card shows the winner’s photo', async () => {
		for (const lang of LANGS) {
			const page = await open(`/overlay/t2/result?lang=${lang}`);
			await photoLoaded(page, '.result .who > img.photo');
			expect(await page.locator('.result .prof').innerText()).toContain('KS Bila Warszawa');
			await shot(page, `result-${lang}`, true);
			await page.close();
		}
	});

	it('the wall shows the photos, and a profile changed while it is open', async () => {
		const page = await open('/kiosk/t1?lang=en', { size: { width: 1920, height: 1080 } });
		await photoLoaded(page, '[data-player="0"] img[data-photo]');
		await photoLoaded(page, '[data-player="1"] img[data-photo]');
		expect(await page.locator('[data-player="0"] [data-profile]').innerText()).toBe('“Rakieta” · KS Bila Warszawa');
		// a change on the player page reaches the open wall: no reload
		expect((await put(`/api/players/profile?name=${encodeURIComponent(ANNA)}`, JSON.stringify({ nickname: 'The Rocket' }), 'application/json')).status).toBe(200);
		await page.waitForFunction(() => document.querySelector('[data-player="0"] [data-profile]')?.textContent === '“The Rocket” · KS Bila Warszawa');
		expect((await put(`/api/players/profile?name=${encodeURIComponent(ANNA)}`, JSON.stringify({ nickname: 'Rakieta' }), 'application/json')).status).toBe(200);
		for (const lang of LANGS) {
			await page.goto(`${server.url}/kiosk/t1?lang=${lang}`);
			await photoLoaded(page, '[data-player="0"] img[data-photo]');
			await photoLoaded(page, '[data-player="1"] img[data-photo]');
			await shot(page, `wall-${lang}`);
		}
		expect(page.errors).toEqual([]);
		await page.close();
	});

	it('the phone viewer shows the photos', async () => {
		for (const lang of LANGS) {
			const page = await open(`/view/t1?lang=${lang}`, { size: { width: 390, height: 844 } });
			await photoLoaded(page, '[data-player="0"] img[data-photo]');
			await photoLoaded(page, '[data-player="1"] img[data-photo]');
			expect(await page.locator('[data-player="1"] [data-profile]').innerText()).toContain('Бурый');
			await shot(page, `phone-${lang}`);
			expect(page.errors).toEqual([]);
			await page.close();
		}
	});
});
