/**
 * Screenshots of the OBS page (/obs) with the instant replay on air, in English, Polish and
 * Russian (run: npx tsx tests/obs/replay-screenshots.ts [outDir]; needs a build and
 * /usr/bin/chromium). A fake obs-websocket server stands in for OBS: one replay played on air
 * and back, its rules in the form, then a rule without its media source refused on save.
 */
import { launchBrowser } from '../support/browser';
import { login, startServer, tempDir } from '../server/helpers';
import { FakeObs } from './support/fake-obs';
import { waitFor } from './support/obs';

const out = process.argv[2] ?? '/tmp/shots-replay';
const fake = await FakeObs.start('pw');
fake.scenes.add('Replay');
fake.inputKinds.set('Replay Media', 'ffmpeg_source');
fake.replayActive = true;
const server = await startServer({ dataDir: tempDir() });
const { token } = await login(server.url, server.pin!);
const api = (path: string, init: RequestInit = {}) =>
	fetch(`${server.url}${path}`, { ...init, headers: { 'content-type': 'application/json', cookie: `cuecast_session=${token}`, origin: server.url } });
const PLAY = { scene: 'Replay', input: 'Replay Media' };
const rules = [
	{ on: 'break-and-run', playReplay: PLAY },
	{ on: 'run-reached', atLeast: 100, playReplay: PLAY },
	{ on: 'manual', key: 'p', label: 'Replay', playReplay: PLAY },
	{ on: 'manual', key: 'b', label: 'Back', replayBack: true }
];
const saved = await api('/api/obs', { method: 'PUT', body: JSON.stringify({ enabled: true, host: '127.0.0.1', port: fake.port, password: 'pw', rules }) });
if (!saved.ok) throw new Error(await saved.text());
const replay = async () => (await (await api('/api/obs')).json()).status.connections[0]?.replay;
await waitFor(async () => (await (await api('/api/obs')).json()).status.connections[0]?.state === 'connected', 10_000, 'connected');
await api('/api/obs/key', { method: 'POST', body: JSON.stringify({ key: 'p' }) });
await waitFor(async () => (await replay())?.playback === 'back', 10_000, 'the replay back');

const browser = await launchBrowser();
for (const lang of ['en', 'pl', 'ru']) {
	const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
	await context.addCookies([{ name: 'cuecast_session', value: token!, url: server.url }]);
	const page = await context.newPage();
	await page.goto(`${server.url}/obs?lang=${lang}`);
	await page.waitForSelector('.conn.connected');
	await page.waitForSelector('[data-playback="back"]');
	await page.screenshot({ path: `${out}/obs-${lang}.png`, fullPage: true });
	// close-ups: the connection with its last replay, and the key that plays and the one that takes off
	await page.locator('section.card').first().screenshot({ path: `${out}/obs-${lang}-status.png` });
	await page.locator('[data-rule="3"]').screenshot({ path: `${out}/obs-${lang}-rule.png` });
	// a rule that plays the replay without its media source: refused on save, in the page's words
	const n = await page.locator('[data-rule]').count();
	await page.getByRole('button', { name: /^(Add a rule|Dodaj regułę|Добавить правило)$/ }).click();
	const rule = page.locator(`[data-rule="${n + 1}"]`);
	await rule.locator('input[name=playReplay]').check();
	await rule.locator('input[name=playScene]').fill('Replay');
	await page.click('button[type=submit]');
	await page.waitForSelector('.save .reply:not(.ok)');
	await page.screenshot({ path: `${out}/obs-${lang}-refused.png`, fullPage: true });
	await page.locator('.save').screenshot({ path: `${out}/obs-${lang}-refused-reply.png` });
	await context.close();
}
// a replay that cannot go on air: the replay scene is gone from OBS
fake.scenes.delete('Replay');
await api('/api/obs/key', { method: 'POST', body: JSON.stringify({ key: 'p' }) });
await waitFor(async () => (await replay())?.code === 'no-scene', 10_000, 'the replay refused');
for (const lang of ['en', 'pl', 'ru']) {
	const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
	await context.addCookies([{ name: 'cuecast_session', value: token!, url: server.url }]);
	const page = await context.newPage();
	await page.goto(`${server.url}/obs?lang=${lang}`);
	await page.waitForSelector('[data-playback="failed"]');
	await page.locator('section.card').first().screenshot({ path: `${out}/obs-${lang}-status-failed.png` });
	await context.close();
}
await browser.close();
await server.stop();
await fake.stop();
console.log(`screenshots in ${out}`);
