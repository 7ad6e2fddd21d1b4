/**
 * Issue 26, pairing in Chromium against a real server, in en, pl and ru: the operator's
 * "Pair a tablet" shows a code and its QR code; a phone opens the code's address, names itself,
 * pairs, lands on its table's console and scores it with the keyboard; on another table's
 * console it is told which table is its own; the operator revokes it on the devices page and
 * its very next stroke is refused. Screenshots of each page (SHOTS/<lang>-devices-*.png).
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTable, keys, notReady, revision, SHOTS, startMatch, useRig, type Rig } from './support';
import { skipWithout } from '../support/prerequisites';
import { assertBuiltAfter, lookAt } from '../support/browser';

const why = notReady();

type Lang = 'en' | 'pl' | 'ru';

async function context(r: Rig, lang: Lang, viewport: { width: number; height: number }, operator: boolean): Promise<BrowserContext> {
	const ctx = await r.browser.newContext({ viewport, locale: 'en-GB' });
	await ctx.addInitScript((l) => localStorage.setItem('cuecast:lang', l), lang);
	if (operator) await ctx.addCookies([{ name: 'cuecast_session', value: r.token, url: r.server.url }]);
	return ctx;
}

async function page(ctx: BrowserContext, url: string): Promise<Page> {
	const p = await ctx.newPage();
	p.on('pageerror', (e) => console.error('page error:', e.message));
	p.on('dialog', (d) => void d.accept());
	await p.goto(url);
	return p;
}

const snap = (p: Page, name: string) => lookAt(p, { path: join(SHOTS, `${name}.png`), fullPage: true });

describe.skipIf(skipWithout(why))('pairing a table device in Chromium', () => {
	const r = useRig(async (rig) => {
		assertBuiltAfter('the devices and pairing pages', ['src/routes/devices', 'src/routes/pair', 'src/lib/protocol/access.ts']);
		await createTable(rig, '1', 'Table 1');
		await createTable(rig, '2', 'Table 2');
		await startMatch(rig, '1', { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 3 });
	}, 60_000);

	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`${lang}: shows a code, pairs a phone with it, the phone scores its table; revoked, it is refused`, async () => {
			const operatorCtx = await context(r, lang, { width: 1100, height: 900 }, true);
			const console1 = await page(operatorCtx, `${r.server.url}/console/1`);
			await console1.waitForSelector('.console[data-role="operator"]');
			// the console's "Pair a tablet" opens the devices page with this table's code shown
			await console1.click('a[data-link="pair"]');
			await console1.waitForURL(/\/devices\?table=1$/);
			const shown = console1.getByTestId('pair-code');
			await shown.waitFor();
			const code = (await shown.getAttribute('data-code'))!;
			expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
			expect(await shown.innerText()).toContain(code);
			const qr = (await console1.locator('[data-testid="pair-code"] figure.qr').getAttribute('data-url'))!;
			expect(qr).toBe(`${r.server.url}/pair?code=${code}`);
			await snap(console1, `${lang}-devices-code`);

			// the phone scans the QR code: its address, with the code filled in
			const phoneCtx = await context(r, lang, { width: 412, height: 860 }, false);
			const phone = await page(phoneCtx, qr);
			await phone.waitForSelector('[data-testid="pair"]');
			expect(await phone.inputValue('input[name=code]')).toBe(code);
			await phone.fill('input[name=name]', `Phone ${lang}`);
			await snap(phone, `${lang}-devices-pair`);
			await phone.click('[data-testid="pair"] button');
			await phone.getByTestId('paired').waitFor();
			expect(await phone.getByTestId('paired').innerText()).toContain('Table 1');
			await snap(phone, `${lang}-devices-paired`);
			await phone.click('[data-testid="paired"] a');
			await phone.waitForSelector('.console[data-role="device"] .pad');
			const before = await revision(phone);
			await keys(phone, 'x', 'Enter'); // a scratch: scored from the phone
			await phone.waitForFunction((rev) => Number(document.querySelector('.console')?.getAttribute('data-revision')) === rev + 1, before);
			await snap(phone, `${lang}-devices-console`);

			// another table's console: read-only, and it says which table is its own
			await phone.goto(`${r.server.url}/console/2`);
			await phone.getByTestId('other-table').waitFor();
			// its own table's id first, its name once the venue's list has come (under load, later)
			await expect.poll(() => phone.getByTestId('other-table').innerText(), { timeout: 15_000 }).toContain('Table 1');
			await snap(phone, `${lang}-devices-other-table`);

			// back on its own table, the operator revokes it on the list
			await phone.goto(`${r.server.url}/console/1`);
			await phone.waitForSelector('.console[data-role="device"] .pad');
			await console1.reload();
			const row = console1.locator('[data-device]', { hasText: `Phone ${lang}` });
			await row.waitFor();
			await snap(console1, `${lang}-devices-list`);
			await row.locator('button.danger').click();
			await console1.getByTestId('message').waitFor();
			await row.waitFor({ state: 'detached' });

			// its very next stroke, from the page still open, is refused and changes nothing
			await keys(phone, 'x', 'Enter');
			await phone.getByTestId('notice').waitFor();
			expect(await phone.getByTestId('notice').innerText()).toMatch(/no longer paired|nie jest już sparowane|больше не привязано/);
			const state = (await (await fetch(`${r.server.url}/api/tables/1`)).json()) as { state: { match: { revision: number } } };
			expect(state.state.match.revision).toBe(before + 1);
			await snap(phone, `${lang}-devices-revoked`);
			await phone.reload();
			await phone.waitForSelector('.console[data-role="viewer"]');
			await keys(phone, 'x', 'Enter');
			await phone.getByTestId('notice').waitFor();
			expect(await revision(phone)).toBe(before + 1);
			await operatorCtx.close();
			await phoneCtx.close();
		}, 90_000);
	}
});
