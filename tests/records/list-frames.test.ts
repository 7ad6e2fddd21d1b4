/**
 * The match list and a player's page for games counted in frames (snooker, Russian pyramid), in
 * Chromium in English, Polish and Russian, against a real server whose matches were played
 * through the console's protocol: a row's score is frames won (snooker also its highest break),
 * and a player's figures are frames won and lost and the best visit. The matches are the records'
 * hand-worked ones (src/lib/records/testing.ts). Screenshots go to /tmp/shots/records.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir, type Client } from '../server/helpers';
import { assertBuiltAfter, launchBrowser, lookAt, pagesNotReady } from '../support/browser';
import { serverAndBrowser, type ServerAndBrowser } from '../support/rig';
import { openPage } from '../home/support';
import { PYRAMID_SCRIPT, SNOOKER_SCRIPT } from '../../src/lib/records/testing';
import { skipWithout } from '../support/prerequisites';
import { Tabs } from '../support/tabs';

const why = pagesNotReady();
if (why) console.warn(`frames match list browser test skipped: ${why}`);
const SHOTS = process.env.CUECAST_SHOTS ?? '/tmp/shots/records';
const ZOLW = 'Łukasz Żółw';
const ELKIN = 'Дмитрий Ёлкин';

const TEXT = {
	en: { snookerWon: 'Frames won', snookerLost: 'Frames lost', hb: 'Highest break', pyramidWon: 'Frames won', best: 'High run' },
	pl: { snookerWon: 'Wygrane frejmy', snookerLost: 'Przegrane frejmy', hb: 'Najwyższy brejk', pyramidWon: 'Wygrane partie', best: 'Najwyższa seria' },
	ru: { snookerWon: 'Выиграно фреймов', snookerLost: 'Проиграно фреймов', hb: 'Высший брейк', pyramidWon: 'Выиграно партий', best: 'Лучшая серия' }
} as const;

describe.skipIf(skipWithout(why))('the match list and player pages, frames games', () => {
	let s: ServerAndBrowser;
	let op: Client;
	const ids = { snooker: 0, pyramid: 0 };
	const tabs = new Tabs(() => s.browser);
	const errors: string[] = [];
	const open = (path: string, lang: 'en' | 'pl' | 'ru'): Promise<Page> => openPage(s, path, { lang, width: 1280, height: 900 }, tabs, errors);

	beforeAll(async () => {
		assertBuiltAfter('the frames match list', ['src/routes/matches', 'src/routes/players', 'src/lib/records-list', 'src/lib/records', 'src/lib/i18n']);
		mkdirSync(SHOTS, { recursive: true });
		const server = await startServer({ dataDir: tempDir('cuecast-records-frames-') });
		const { token } = await login(server.url, server.pin!);
		s = serverAndBrowser(server, await launchBrowser(), token!);
		op = connect(server.url, { token: token! }).socket;
		await connected(op);
		const players = [ZOLW, ELKIN];
		for (const [table, setup, actions] of [
			['sn', { discipline: 'snooker', players, bestOf: 3 }, SNOOKER_SCRIPT],
			['py', { discipline: 'combined-pyramid', players, raceTo: 2 }, PYRAMID_SCRIPT]
		] as const) {
			expect((await call(op, 'table:create', { id: table, name: table === 'sn' ? 'Snooker' : 'Piramida' })).ok).toBe(true);
			const started = await call(op, 'match:start', { table, setup, replaces: null });
			if (!started.ok) throw new Error(started.reason);
			let revision = 0;
			for (const action of actions) {
				const reply = await call(op, 'act', { table, match: started.state.match.id, revision, action });
				if (!reply.ok) throw new Error(`${table} ${JSON.stringify(action)}: ${reply.reason}`);
				revision = reply.revision;
			}
			ids[table === 'sn' ? 'snooker' : 'pyramid'] = started.state.match.id;
		}
		// the results are written off the scoring path: wait until both are saved
		for (let i = 0; i < 50; i++) {
			const list = (await (await fetch(`${server.url}/api/matches`)).json()) as { matches: { result: { status: string } | null }[] };
			if (list.matches.every((m) => m.result?.status === 'finished')) break;
			await new Promise((r) => setTimeout(r, 200));
		}
	}, 90_000);

	afterEach(async () => {
		await tabs.parkAll();
	});
	afterAll(async () => {
		await tabs.closeAll();
		op?.close();
		await s?.close();
	});

	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`${lang}: a row's score is frames won, snooker's with its highest break; a player's figures are frames won and lost`, { timeout: 60_000 }, async () => {
			const list = await open('/matches', lang);
			await list.waitForSelector('.match-list[data-loaded="true"]');
			const row = (id: number) => list.locator(`li[data-match="${id}"]`);
			expect(await row(ids.snooker).locator('.score').allTextContents()).toEqual(['2', '1']);
			expect(await row(ids.snooker).locator('[data-winner="true"] .name').textContent()).toBe(ZOLW);
			expect(await row(ids.snooker).locator('.fig').allTextContents()).toEqual([expect.stringContaining('110'), expect.stringContaining('31')]);
			expect(await row(ids.pyramid).locator('.score').allTextContents()).toEqual(['2', '0']);
			await lookAt(list, { path: `${SHOTS}/list-frames-${lang}.png`, fullPage: true });
			await list.close();

			await new Promise((r) => setTimeout(r, 1100)); // the read budget of this address
			const player = await open(`/players/${encodeURIComponent(ZOLW)}`, lang);
			await player.waitForSelector('section[data-discipline="snooker"]');
			const fig = (d: string, key: string) => player.textContent(`section[data-discipline="${d}"] [data-figure="${key}"] dd`);
			const label = (d: string, key: string) => player.textContent(`section[data-discipline="${d}"] [data-figure="${key}"] dt`);
			expect([await label('snooker', 'framesWon'), await fig('snooker', 'framesWon')]).toEqual([TEXT[lang].snookerWon, '2']);
			expect([await label('snooker', 'framesLost'), await fig('snooker', 'framesLost')]).toEqual([TEXT[lang].snookerLost, '1']);
			expect([await label('snooker', 'highRun'), await fig('snooker', 'highRun')]).toEqual([TEXT[lang].hb, '110']);
			expect([await label('combined-pyramid', 'framesWon'), await fig('combined-pyramid', 'framesWon')]).toEqual([TEXT[lang].pyramidWon, '2']);
			expect([await label('combined-pyramid', 'highRun'), await fig('combined-pyramid', 'highRun')]).toEqual([TEXT[lang].best, '8']);
			expect(await player.locator('section[data-discipline="snooker"] [data-figure="breakAndRuns"]').count()).toBe(0);
			await lookAt(player, { path: `${SHOTS}/player-frames-${lang}.png`, fullPage: true });
			expect(errors).toEqual([]);
		});
	}
});
