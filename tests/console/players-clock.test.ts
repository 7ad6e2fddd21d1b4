/**
 * In Chromium against a real server: the shot-clock settings panel (key G or its button) sets
 * the table's clock, which the server keeps; the venue's player list lives on the server, so a
 * second device (a fresh browser context) picks a name the first one typed; an older console's
 * localStorage list is imported once. Screenshots of the panels in en/pl/ru go to SHOTS.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TableState } from '../../src/lib/protocol';
import { call, connect, connected, until } from '../server/helpers';
import { createTable, keys, notReady, operatorPage, useRig, settle, shot, startMatch, text, fillSetup } from './support';
import { skipWithout } from '../support/prerequisites';
import { dictionaries } from '../../src/lib/i18n/index.svelte';

const why = notReady();

describe.skipIf(skipWithout(why))('shot-clock settings and the venue player list in Chromium', () => {
	const r = useRig();

	/** The table's state as a fresh screen gets it. */
	async function serverState(table: string): Promise<TableState> {
		const c = connect(r.server.url, { table });
		await until(() => c.latest !== null, 5000, 'state');
		c.socket.close();
		return c.latest!;
	}
	async function serverPlayers(): Promise<{ name: string; country?: string; rating?: number }[]> {
		const res = await fetch(`${r.server.url}/api/players`, { headers: { cookie: `cuecast_session=${r.token}` } });
		return ((await res.json()) as { players: { name: string }[] }).players;
	}
	const field = (page: Page, name: string) => page.locator(`[data-testid=clock-settings] input[name=${name}]`);

	it('sets the shot clock in the panel: checked, kept by the server, shown at once and after a reload', async () => {
		await createTable(r, 'clk');
		await startMatch(r, 'clk', { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 5 }, [{ t: 'shot', potted: [1] }, { t: 'shot' }]);
		const page = await operatorPage(r, 'clk');
		await page.waitForSelector('.pad .always');
		expect(await text(page, '[data-testid=clock-time]')).toBe('30');

		await keys(page, 'g');
		await page.waitForSelector('[data-testid=clock-settings]');
		// the panel has the focus: typing goes into its fields, nothing is scored
		expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('shotSeconds');
		await page.keyboard.press('Control+a');
		await page.keyboard.type('4');
		await page.keyboard.press('Enter');
		expect(await text(page, '[data-testid=clock-settings] [role=alert]')).toContain('Seconds per stroke: a whole number from 5 to 600');
		expect((await serverState('clk')).clockConfig?.shotSeconds).toBe(30);

		await field(page, 'shotSeconds').fill('45');
		await field(page, 'firstShotSeconds').fill('75');
		await field(page, 'extensionsPerPlayer').fill('2');
		await field(page, 'extensionSeconds').fill('20');
		expect(await field(page, 'lateSeconds').isDisabled()).toBe(true);
		await page.check('[data-testid=clock-settings] input[name=late]');
		await field(page, 'lateSeconds').fill('15');
		await field(page, 'lateSeconds').press('Enter');
		await page.waitForSelector('[data-testid=clock-settings]', { state: 'detached' });
		expect(await text(page, '[data-testid=notice]')).toContain('Shot clock settings saved');
		// the notice follows the ack; the clock follows the table's state, which can come a moment after it
		await expect.poll(() => text(page, '[data-testid=clock-time]')).toBe('45');
		expect(await text(page, '[data-testid=clock-summary]')).toBe('45 s per stroke, 75 s after the break · 2 × 20 s extension per player · 15 s at hill-hill');
		expect(await text(page, '.clock')).toContain('Anna Nowak 2, Piotr Kowalski 2');
		const state = await serverState('clk');
		expect(state.clockConfig).toEqual({ enabled: true, shotSeconds: 45, firstShotSeconds: 75, extensionsPerPlayer: 2, extensionSeconds: 20, late: { seconds: 15, when: 'hill-hill' }, sound: false });
		expect(state.match?.revision).toBe(2); // nothing was scored by the keys typed into the panel

		// a reload shows the saved values; Escape closes without saving
		await page.reload();
		await page.waitForSelector('.pad .always');
		await page.click('.clock button.settings');
		expect(await field(page, 'shotSeconds').inputValue()).toBe('45');
		expect(await field(page, 'lateSeconds').inputValue()).toBe('15');
		await field(page, 'shotSeconds').fill('50');
		await page.keyboard.press('Escape');
		await page.waitForSelector('[data-testid=clock-settings]', { state: 'detached' });
		expect((await serverState('clk')).clockConfig?.shotSeconds).toBe(45);

		// off: the clock leaves the console (and every other screen: no `clock` in the state)
		await keys(page, 'g');
		await page.uncheck('[data-testid=clock-settings] input[name=enabled]');
		await page.click('[data-testid=clock-settings] button.primary');
		await page.waitForSelector('[data-testid=clock-off]');
		expect(await page.locator('[data-testid=clock-time]').count()).toBe(0);
		expect((await serverState('clk')).clock).toBeUndefined();
		await keys(page, 't');
		expect(await text(page, '[data-testid=notice]')).toContain('The shot clock is off');
		await page.close();
	}, 60_000);

	it('a second device picks a player the first one typed; forgetting one is seen everywhere', async () => {
		await createTable(r, 'dev1');
		await createTable(r, 'dev2');
		await createTable(r, 'dev3');
		await startMatch(r, 'dev3', { discipline: 'nine-ball', players: ['Ewa Lis', 'Ola Maj'], raceTo: 3 });
		const first = await operatorPage(r, 'dev1');
		await first.waitForSelector('form.setup');
		await fillSetup(first, { player0: 'Zofia Nowak', country0: 'pl', rating0: '700', player1: 'Jan Kowalski', country1: 'cz' });
		await first.press('input[name=player1]', 'Enter');
		await first.waitForSelector('.pad');

		// another tablet: its own browser context, so nothing shared but the server
		const second = await operatorPage(r, 'dev2');
		await second.waitForSelector('[data-testid=known-players] button:has-text("Zofia Nowak")');
		expect(await second.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cuecast:players')))).toEqual([]);
		await second.click('[data-testid=known-players] button:has-text("Zofia Nowak")');
		expect(await second.inputValue('input[name=player0]')).toBe('Zofia Nowak');
		expect(await second.inputValue('input[name=country0]')).toBe('PL');
		expect(await second.inputValue('input[name=rating0]')).toBe('700');
		// typing a remembered name (any case) fills in the rest too
		await second.fill('input[name=player1]', 'JAN kowalski');
		await second.press('input[name=player1]', 'Tab');
		expect(await second.inputValue('input[name=country1]')).toBe('CZ');
		// forgetting: gone here and on the server
		await second.click('[data-testid=known-players] button[aria-label="Forget Ewa Lis"]');
		await second.waitForSelector('[data-testid=known-players] button:has-text("Ewa Lis")', { state: 'detached' });
		expect((await serverPlayers()).map((p) => p.name)).not.toContain('Ewa Lis');
		await second.press('input[name=player1]', 'Enter');
		await second.waitForSelector('.pad');
		expect(await text(second, '.board')).toContain('Zofia Nowak');
		expect(await text(second, '.board')).toContain('POL');
		await first.close();
		await second.close();
	}, 60_000);

	it('shows a hostile name as text, and imports what an older console left in localStorage once', async () => {
		const hostile = '<img src=x onerror="window.__pwned=1">';
		const op = connect(r.server.url, { token: r.token });
		await connected(op.socket);
		await call(op.socket, 'table:create', { id: 'xss', name: 'XSS' });
		expect((await call(op.socket, 'match:start', { table: 'xss', setup: { discipline: 'nine-ball', players: [hostile, 'Ola'], raceTo: 1 }, replaces: null })).ok).toBe(true);
		op.socket.close();
		await createTable(r, 'legacy');
		const old = [{ name: 'Old  Timer', country: 'de', rating: 512, lastSeen: Date.now() - 86_400_000 }];
		const page = await operatorPage(r, 'legacy', 'en', async (p) => {
			await p.evaluate((list) => localStorage.setItem(`cuecast:players:${location.host}`, JSON.stringify(list)), old);
		});
		await page.waitForSelector('[data-testid=known-players] button:has-text("Old Timer")');
		expect(await page.evaluate(() => localStorage.getItem(`cuecast:players:${location.host}`))).toBeNull();
		expect((await serverPlayers()).find((p) => p.name === 'Old Timer')).toMatchObject({ country: 'DE', rating: 512 });

		const chip = page.locator('[data-testid=known-players] button', { hasText: hostile });
		expect(await chip.count()).toBe(1);
		expect(await page.locator('[data-testid=known-players] img').count()).toBe(0);
		expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
		await page.close();
	}, 60_000);

	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`panels in ${lang} (screenshots)`, async () => {
			const table = `shots-${lang}`;
			await createTable(r, table, 'Stół 1');
			await startMatch(r, table, { discipline: 'nine-ball', players: [{ name: 'Anna Nowak', country: 'PL', rating: 650 }, { name: 'Piotr Kowalski', country: 'POL' }], raceTo: 7 }, [{ t: 'shot', potted: [2] }]);
			const page = await operatorPage(r, table, lang);
			await page.waitForSelector('.pad .always');
			await shot(page, `${lang}-clock-panel`);
			await keys(page, 'g');
			await page.waitForSelector('[data-testid=clock-settings]');
			await page.check('[data-testid=clock-settings] input[name=late]');
			await shot(page, `${lang}-clock-settings`);
			await field(page, 'shotSeconds').fill('700');
			await page.keyboard.press('Enter');
			const alert = page.locator('[data-testid=clock-settings] [role=alert]');
			await alert.waitFor();
			// The refusal names the field in the page's language and gives the range.
			expect(await alert.innerText()).toContain(dictionaries[lang]['clockset.shotSeconds']);
			expect(await alert.innerText()).toMatch(/\d+\D+\d+/);
			await shot(page, `${lang}-clock-settings-error`);
			await page.keyboard.press('Escape');
			await page.setViewportSize({ width: 600, height: 900 });
			await keys(page, 'g');
			await shot(page, `${lang}-clock-settings-narrow`);
			await page.keyboard.press('Escape');
			await page.setViewportSize({ width: 1366, height: 900 });
			await page.click('header button.new');
			await keys(page, 'y');
			await page.waitForSelector('[data-testid=known-players]');
			await settle(page);
			// The venue's remembered players are offered in the new-match form.
			const known = await page.locator('[data-testid=known-players]').innerText();
			expect(known).toContain('Anna Nowak');
			expect(known).toContain('Piotr Kowalski');
			await shot(page, `${lang}-setup-remembered`);
			await page.close();
		}, 60_000);
	}
});
