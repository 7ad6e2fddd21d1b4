/**
 * The API keys page (/keys) in real Chromium against a real server: an operator makes a key
 * (shown once), the key drives the API, the list shows its use, revoking it refuses it at once;
 * a viewer is sent to log in. Screenshots in en, pl, ru (CUECAST_SHOTS=dir keeps them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir, type Running } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, pagesNotReady } from '../support/browser';

const shots = process.env.CUECAST_SHOTS ?? tempDir('cuecast-keys-shots-');
let server: Running;
let browser: Browser;
let token: string;

beforeAll(async () => {
	const missing = pagesNotReady();
	if (missing) throw new Error(missing);
	assertBuiltAfter('the API keys page', ['src/routes/keys', 'src/lib/i18n', 'src/lib/theme']);
	server = await startServer({ dataDir: tempDir('cuecast-keys-') });
	token = (await login(server.url, server.pin!)).token!;
	const op = connect(server.url, { token });
	await connected(op.socket);
	await call(op.socket, 'table:create', { id: '1', name: 'Table 1' });
	await call(op.socket, 'match:start', { table: '1', setup: { discipline: 'three-cushion', players: ['Ada', 'Bea'], pointsTo: 30 }, replaces: null });
	op.socket.close();
	browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
	await browser?.close();
	await server?.stop();
});

async function open(lang: string, operator: boolean): Promise<Page> {
	const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
	if (operator) await context.addCookies([{ name: 'cuecast_session', value: token, url: server.url }]);
	const page = await context.newPage();
	page.on('dialog', (d) => void d.accept());
	await page.goto(`${server.url}/keys?lang=${lang}`);
	return page;
}

const press = (key: string) =>
	fetch(`${server.url}/api/v1/tables/1/press/point`, { method: 'POST', headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);

describe('the API keys page', () => {
	it('makes a key shown once, lists its last use, and revokes it so the API refuses it at once', async () => {
		const page = await open('en', true);
		await page.getByLabel('Name').fill('Stream Deck');
		await page.getByRole('button', { name: 'Make a key' }).click();
		const key = await page.getByTestId('fresh-key').inputValue();
		expect(key).toMatch(/^cck_/);
		// the list is fetched again after the key is made: wait for its row (a busy machine lags)
		await page.locator('[data-key]').first().waitFor();
		expect(await page.locator('[data-key]').count()).toBe(1);
		expect(await page.locator('[data-key]').innerText()).toContain('never used');
		expect(await press(key)).toBe(200);

		await page.reload();
		expect(await page.getByTestId('fresh-key').count()).toBe(0); // never shown again
		expect(await page.locator('[data-key]').innerText()).toContain('last used');
		await page.getByRole('button', { name: 'Revoke' }).click();
		await page.getByTestId('message').waitFor();
		expect(await page.getByTestId('message').innerText()).toContain('Stream Deck');
		expect(await press(key)).toBe(401);
		// the API refuses at once; the list is fetched again after the revoke (a busy machine lags)
		await expect.poll(() => page.locator('[data-key]').count(), { timeout: 10_000 }).toBe(0);
		await page.context().close();
	});

	it('makes a key for one table: listed as such, it drives that table and no other (issue 26)', async () => {
		const page = await open('en', true);
		await page.getByLabel('Name').fill('Table 1 deck');
		await page.locator('select[name="table"]').selectOption('1');
		await page.getByRole('button', { name: 'Make a key' }).click();
		const key = await page.getByTestId('fresh-key').inputValue();
		const row = page.locator('[data-key]', { hasText: 'Table 1 deck' });
		await row.waitFor();
		expect(await row.innerText()).toContain('Table 1 only');
		expect(await press(key)).toBe(200);
		const other = await fetch(`${server.url}/api/v1/tables/2/press/point`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
		expect(other.status).toBe(403);
		await row.getByRole('button', { name: 'Revoke' }).click();
		await row.waitFor({ state: 'detached' });
		await page.context().close();
	});

	it('asks a viewer to log in and shows no key', async () => {
		const page = await open('en', false);
		await page.getByTestId('login-hint').waitFor();
		expect(await page.getByTestId('make').count()).toBe(0);
		await page.context().close();
	});

	it('leads back to the tables page', async () => {
		const page = await open('pl', true);
		await page.locator('a.back').click();
		await page.waitForURL(`${server.url}/`);
		await page.locator('[data-table]').first().waitFor();
		await page.context().close();
	});

	for (const [lang, title, button] of [
		['en', 'API keys', 'Make a key'],
		['pl', 'Klucze API', 'Utwórz klucz'],
		['ru', 'Ключи API', 'Создать ключ']
	] as const) {
		it(`speaks ${lang} (screenshot with a fresh key and a listed one)`, async () => {
			const page = await open(lang, true);
			await page.locator('input[name="name"]').fill(lang === 'ru' ? 'Стрим-дек, стол 1' : 'vMix – stół 1');
			await page.locator('input[value="read"]').check();
			await page.getByRole('button', { name: button }).click();
			await page.getByTestId('fresh').waitFor();
			expect(await page.locator('h1').innerText()).toBe(title);
			expect(await page.locator('a.back').innerText()).toMatch(/^← \S/);
			expect(await page.locator('html').innerText()).not.toContain('keys.');
			await lookAt(page, { path: `${shots}/keys-${lang}.png`, fullPage: true });
			await page.context().close();
		});
	}
});
