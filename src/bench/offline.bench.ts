/**
 * Scoring offline (`npm run bench:offline`, issue 26): a console in Chromium (the built pages,
 * the service worker) on a real server, with viewers on their own Socket.IO connections. Each
 * round cuts the console's network (`setOffline`), scores K strokes with the keyboard, brings the
 * network back and times reconnect → every viewer at the last revision. The baseline, in the same
 * run on the same table: one stroke scored live → every viewer at its revision. A last round has
 * another console score during the outage: the conflict is shown, the marker adds theirs after.
 *
 * Prints strokes scored offline and stored (the server's log, counted), conflicts shown, and
 * p50 / p90 / max of both timings with their ratio. `--quick`: fewer rounds and viewers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { kill9, login, open, openMany, pct, quick, startCuecast, type AnySocket } from './support';

const ROUNDS = quick ? 3 : 8;
const STROKES = quick ? 10 : 20;
const VIEWERS = quick ? 50 : 200;
const LIVE_SAMPLES = quick ? 10 : 30;
const SETUP = { discipline: 'nine-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 99 };

const dir = mkdtempSync(join(tmpdir(), 'cuecast-bench-offline-'));
const server = await startCuecast(dir);
const base = `http://127.0.0.1:${server.port}`;
const token = await login(server.port, server.pin!);
const op: AnySocket = await open(server.port, token);
const ack = (event: string, payload: unknown) => op.timeout(10_000).emitWithAck(event, payload) as Promise<{ ok: boolean; reason?: string; state?: { match: { id: number } } }>;
if (!(await ack('table:create', { id: 'b', name: 'Bench' })).ok) throw new Error('table:create');
const started = await ack('match:start', { table: 'b', setup: SETUP, replaces: null });
if (!started.ok) throw new Error(`match:start: ${started.reason}`);
const matchId = started.state!.match.id;

// Viewers: each keeps the last revision it saw.
const viewers = await openMany(server.port, VIEWERS, { table: 'b' });
const seen = viewers.map(() => 0);
viewers.forEach((v, i) => v.on('state', (s: { match: { revision: number } | null }) => (seen[i] = Math.max(seen[i]!, s.match?.revision ?? 0))));
/** Resolves when every viewer has seen `revision`. */
const everyViewerAt = (revision: number) =>
	new Promise<void>((resolve, reject) => {
		const deadline = Date.now() + 60_000;
		const check = () => {
			if (seen.every((r) => r >= revision)) return resolve();
			if (Date.now() > deadline) return reject(new Error(`viewers not at ${revision}: lowest ${Math.min(...seen)}`));
			setTimeout(check, 2);
		};
		check();
	});

const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addCookies([{ name: 'cuecast_session', value: token, url: base }]);
const page: Page = await context.newPage();
await page.goto(`${base}/console/b`);
await page.waitForSelector('.console[data-role="operator"] .pad');
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
await page.reload();
await page.waitForSelector('.console[data-role="operator"] .pad');

const revisionOf = async () => Number(await page.getAttribute('.console', 'data-revision'));
const revisionIs = (n: number) => page.waitForFunction((rev) => Number(document.querySelector('.console')?.getAttribute('data-revision')) === rev, n, { timeout: 30_000 });
const waitingIs = (n: number) =>
	page.waitForFunction((w) => Number(document.querySelector('.chip.conn[role=status]')?.getAttribute('data-waiting')) === w, n, { timeout: 60_000 });
const status = (s: string) => page.waitForSelector(`.chip.conn[data-status="${s}"]`, { timeout: 60_000 });
const storedCount = async () => ((await (await fetch(`${base}/api/tables/b/script`)).json()) as { actions: unknown[] }).actions.length;

// Baseline: one stroke scored live, key press → every viewer at its revision.
const live: number[] = [];
for (let i = 0; i < LIVE_SAMPLES; i++) {
	const next = (await revisionOf()) + 1;
	const t0 = performance.now();
	await page.keyboard.press('Enter');
	await everyViewerAt(next);
	live.push(performance.now() - t0);
	await revisionIs(next);
}

// Offline rounds.
const reconnect: number[] = [];
let scoredOffline = 0;
const storedBefore = await storedCount();
for (let round = 0; round < ROUNDS; round++) {
	await context.setOffline(true);
	await status('disconnected');
	const from = await revisionOf();
	for (let i = 1; i <= STROKES; i++) {
		await page.keyboard.press('Enter');
		await revisionIs(from + i);
	}
	await waitingIs(STROKES);
	scoredOffline += STROKES;
	const t0 = performance.now();
	await context.setOffline(false);
	await everyViewerAt(from + STROKES);
	reconnect.push(performance.now() - t0);
	await waitingIs(0);
}
const storedOffline = (await storedCount()) - storedBefore;

// A conflict: another console scores while this one is offline; the marker adds theirs after.
await context.setOffline(true);
await status('disconnected');
const at = await revisionOf();
await page.keyboard.press('Enter');
await revisionIs(at + 1);
const other = await ack('act', { table: 'b', match: matchId, revision: at, action: { t: 'shot' } });
if (!other.ok) throw new Error(`the other console: ${other.reason}`);
await context.setOffline(false);
await page.getByTestId('conflict').waitFor({ timeout: 60_000 });
const conflicts = 1;
await page.click('[data-choice="mine"]');
await waitingIs(0);
const afterConflict = await storedCount();

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const row = (name: string, xs: number[]) => {
	const s = sorted(xs);
	return `${name.padEnd(44)} ${pct(s, 50).toFixed(0).padStart(6)} ${pct(s, 90).toFixed(0).padStart(6)} ${Math.max(...s).toFixed(0).padStart(6)}`;
};
console.log(`\nbench:offline — ${VIEWERS} viewers, ${ROUNDS} outages of ${STROKES} strokes each, load average ${loadavg()[0]!.toFixed(1)}`);
console.log(`${''.padEnd(44)} ${'p50'.padStart(6)} ${'p90'.padStart(6)} ${'max'.padStart(6)}  (ms)`);
console.log(row('baseline: 1 live stroke → every viewer', live));
console.log(row(`reconnect → every viewer current (${STROKES} waiting)`, reconnect));
const ratio = pct(sorted(reconnect), 50) / pct(sorted(live), 50);
console.log(`ratio p50 reconnect / live stroke: ${ratio.toFixed(1)}× (${(pct(sorted(reconnect), 50) / STROKES).toFixed(1)} ms a stroke)`);
console.log(`strokes scored offline: ${scoredOffline}; stored by the server: ${storedOffline} (each once: ${storedOffline === scoredOffline ? 'yes' : 'NO'})`);
console.log(`conflicts shown: ${conflicts}; after "add mine after theirs" the log holds ${afterConflict - (at)} more (theirs and mine: ${afterConflict === at + 2 ? 'yes' : 'NO'})`);

await browser.close();
for (const v of viewers) v.close();
op.close();
await kill9(server);
rmSync(dir, { recursive: true, force: true });
process.exit(storedOffline === scoredOffline && afterConflict === at + 2 ? 0 : 1);
