/**
 * Wall displays on TV sticks, phones on poor networks: `npm run bench:screens` (issue 23).
 * A real live server (build/ must be fresh: `npm run build`) with 16 tables of three-cushion
 * matches and the longest names, and Debian's Chromium with the CPU slowed as on the devices
 * venues use (a TV stick: 6×; a phone: 4×). Prints per board
 *   - stroke → screen: a stroke sent by the operator's socket once a second, to the animation
 *     frame that shows the new score (median, p95, worst), while scoring for DURATION seconds;
 *   - long tasks (count, worst, share of the time the page was blocked) and frames dropped
 *     (animation frames drawn against 60 a second);
 * boards: the 16-table venue wall /kiosk, the single-table wall /kiosk/<t>, the phone viewer
 * /view/<t> and the scorebug overlay (the baseline: a board known to keep up).
 * Then the phone's first score, cold (new context, empty cache), median of RUNS loads:
 *   - bytes and requests before the first frame that showed a score (CDP network events),
 *   - time to it on a fast network, and through a slow proxy (400 ms round trip, 400 kbit/s
 *     each way, one link for every connection: slow-proxy.ts; Chromium's own emulation would not
 *     slow the socket). Baseline in the same run: the single-table wall /kiosk/<t>, the same
 *     board drawn the old way (script, then socket, then the score).
 * Options: `--quick` (20 s of scoring, 3 loads), `--phone` (the phone's first score only),
 * DURATION=<s>, RUNS=<n>.
 * Targets: phone first score ≤ 40 KB, ≤ 6 requests, ≤ 2.5 s through the slow proxy; 16-table
 * wall stroke→screen p95 ≤ 100 ms and no long task over 100 ms while scoring.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/support/browser';
import { kill9, login, open, pct, quick, sleep, startCuecast, type AnySocket } from './support';
import { probeScript, type PageFigures, type ScoreProbe } from './screens-page';
import { slowProxy } from './slow-proxy';

const DURATION_S = Number(process.env.DURATION ?? (quick ? 20 : 60));
const RUNS = Number(process.env.RUNS ?? (quick ? 3 : 7));
const TABLES = 16;
const SLOW = { rttMs: 400, kbitPerSecond: 400 };

// The longest names the boards must fit (60 characters is a table name's limit).
const TABLE_NAME = (i: number) => `Стол ${i + 1} · Центральный клуб бильярда «Пирамида» Санкт-Петербург`.slice(0, 60);
const PLAYERS = ['Дмитрий Александрович Константинопольский', 'Wolfgang Amadeus Szczęsny-Brzęczyszczykiewicz'];

const dataDir = mkdtempSync(join(tmpdir(), 'cuecast-bench-screens-'));
const server = await startCuecast(dataDir, 'normal');
const base = `http://127.0.0.1:${server.port}`;
const op: AnySocket = await open(server.port, await login(server.port, server.pin!));
const ack = (event: string, payload: unknown) => op.timeout(10_000).emitWithAck(event, payload) as Promise<any>;

/** Each table's match and revision, as the operator's acknowledgements leave them. */
const matches = new Map<string, { id: number; revision: number }>();
const ids = Array.from({ length: TABLES }, (_, i) => `t${i + 1}`);
for (const [i, id] of ids.entries()) {
	const made = await ack('table:create', { id, name: TABLE_NAME(i) });
	if (!made.ok) throw new Error(`table ${id}: ${made.reason}`);
	const started = await ack('match:start', { table: id, setup: { discipline: 'three-cushion', players: PLAYERS, pointsTo: 500 }, replaces: null });
	if (!started.ok) throw new Error(`match ${id}: ${started.reason}`);
	matches.set(id, { id: started.state.match.id, revision: 0 });
}

/** One point for the player at the table; returns when it was sent and the scores it makes. */
async function stroke(table: string): Promise<{ sent: number; scores: string }> {
	const m = matches.get(table)!;
	const sent = Date.now();
	const r = await ack('act', { table, match: m.id, revision: m.revision, action: { t: 'shot', points: 1 } });
	if (!r.ok) throw new Error(`stroke on ${table}: ${r.reason}`);
	m.revision = r.revision;
	return { sent, scores: r.state.match.summary.players.map((p: { score: number }) => p.score).join('|') };
}

const browser: Browser = await launchBrowser(['--font-render-hinting=none']);
const median = (xs: number[]) => pct([...xs].sort((a, b) => a - b), 50);
const fmt = (ms: number) => (Number.isFinite(ms) ? (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`) : '—');

/** A page with the probe; `throttle(rate)` slows its CPU (the boards: once loaded, so only scoring is measured). */
async function probedPage(probe: ScoreProbe, mobile: boolean) {
	const context: BrowserContext = await browser.newContext(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : { viewport: { width: 1920, height: 1080 } });
	await context.addInitScript(probeScript(probe));
	const page: Page = await context.newPage();
	const cdp: CDPSession = await context.newCDPSession(page);
	const throttle = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
	return { context, page, cdp, throttle };
}

interface Board {
	name: string;
	path: string;
	rate: number;
	mobile: boolean;
	probe: ScoreProbe;
	/** The tables the strokes go to, in turn. */
	scored: string[];
}

const BOARDS: Board[] = [
	{ name: 'scorebug (baseline)', path: '/overlay/t1/scorebug', rate: 6, mobile: false, probe: { tables: null, table: 't1', scores: '.score-v' }, scored: ['t1'] },
	{ name: 'venue wall /kiosk (16)', path: '/kiosk', rate: 6, mobile: false, probe: { tables: '.tile[data-table]', idAttribute: 'data-table', scores: '.pscore' }, scored: ids },
	{ name: 'table wall /kiosk/t1', path: '/kiosk/t1', rate: 6, mobile: false, probe: { tables: null, table: 't1', scores: '[data-score]' }, scored: ['t1'] },
	{ name: 'phone /view/t1', path: '/view/t1', rate: 4, mobile: true, probe: { tables: null, table: 't1', scores: '[data-score]' }, scored: ['t1'] }
];

console.log(`screens bench: Chromium ${browser.version()}, ${DURATION_S} s of scoring per board at one stroke a second, ${new Date().toISOString()}`);
console.log('board                      CPU   stroke→screen: median     p95   worst  missed | long tasks  worst  blocked | frames dropped');
const wallRows: { p95: number; worstTask: number }[] = [];
for (const board of process.argv.includes('--phone') ? [] : BOARDS) {
	const { context, page, throttle } = await probedPage(board.probe, board.mobile);
	await page.goto(`${base}${board.path}?lang=ru`);
	// ready: every scored table shows its score (the socket is connected and the state drawn)
	await page
		.waitForFunction((n) => new Set(((window as any).__screens as PageFigures).seen.map((s) => s[1])).size >= n, board.probe.tables ? TABLES : 1, { timeout: 120_000 })
		.catch((err) => {
			throw new Error(`${board.name}: its tables never all showed a score (${board.probe.scores}): ${(err as Error).message}`);
		});
	await throttle(board.rate);
	await page.evaluate(() => {
		const f = (window as any).__screens;
		f.counting = true;
		f.frames = [];
	});
	const start = Date.now();
	const strokes: { table: string; sent: number; scores: string }[] = [];
	for (let i = 0; i < DURATION_S; i++) {
		const table = board.scored[i % board.scored.length];
		strokes.push({ table, ...(await stroke(table)) });
		const next = start + (i + 1) * 1000;
		await sleep(Math.max(0, next - Date.now()));
	}
	// the last stroke has a few seconds to arrive (a page that falls behind shows it late: counted)
	const lastStroke = strokes[strokes.length - 1];
	await page
		.waitForFunction(([t, s]) => ((window as any).__screens as PageFigures).seen.some((x) => x[1] === t && x[2] === s), [lastStroke.table, lastStroke.scores] as const, { timeout: 15_000 })
		.catch(() => {});
	const end = start + DURATION_S * 1000;
	const figures = (await page.evaluate(() => (window as any).__screens)) as PageFigures;
	const latencies: number[] = [];
	let missed = 0;
	for (const s of strokes) {
		const shown = figures.seen.find((x) => x[1] === s.table && x[2] === s.scores && x[0] >= s.sent - 5);
		if (shown) latencies.push(shown[0] - s.sent);
		else missed++;
	}
	const tasks = figures.longTasks.filter(([t]) => t >= start && t <= end);
	const blocked = tasks.reduce((sum, [, d]) => sum + d, 0) / (end - start);
	const frames = figures.frames.filter((t) => t >= start && t <= end).length;
	const dropped = 1 - frames / ((end - start) / (1000 / 60));
	const sorted = [...latencies].sort((a, b) => a - b);
	const worstTask = Math.max(0, ...tasks.map(([, d]) => d));
	if (board.path === '/kiosk') wallRows.push({ p95: pct(sorted, 95), worstTask });
	console.log(
		`${board.name.padEnd(26)} ${String(board.rate).padStart(2)}×   ${fmt(median(latencies)).padStart(20)} ${fmt(pct(sorted, 95)).padStart(7)} ${fmt(sorted[sorted.length - 1]).padStart(7)} ${String(missed).padStart(6)} | ${String(tasks.length).padStart(10)} ${fmt(worstTask).padStart(6)} ${(blocked * 100).toFixed(0).padStart(7)} % | ${(Math.max(0, dropped) * 100).toFixed(0).padStart(4)} %`
	);
	await context.close();
}

/**
 * A cold load of `path` to its first score: bytes and requests before that frame (CDP network
 * events; the socket's frames are not requests), and the time from navigation start.
 */
async function firstScore(origin: string, path: string): Promise<{ ms: number; bytes: number; requests: number; screenBytes: number; screenRequests: number }> {
	const { context, page, cdp, throttle } = await probedPage({ tables: null, table: 't1', scores: '[data-score]' }, true);
	await throttle(4);
	await cdp.send('Network.enable');
	// one clock for the network events (monotonic seconds) and the page's (epoch ms): the document request has both
	let clock: { mono: number; epoch: number } | null = null;
	const sent: { id: string; at: number; type: string }[] = [];
	const finished = new Map<string, { at: number; bytes: number }>();
	const received: { id: string; at: number; bytes: number }[] = [];
	cdp.on('Network.requestWillBeSent', (e) => {
		clock ??= { mono: e.timestamp, epoch: e.wallTime * 1000 };
		sent.push({ id: e.requestId, at: e.timestamp, type: e.type ?? 'Other' });
	});
	cdp.on('Network.dataReceived', (e) => received.push({ id: e.requestId, at: e.timestamp, bytes: e.encodedDataLength }));
	cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, { at: e.timestamp, bytes: e.encodedDataLength }));
	await page.goto(`${origin}${path}?lang=ru`, { waitUntil: 'commit' });
	await page.waitForFunction(() => ((window as any).__screens as PageFigures).firstScore !== null, undefined, { timeout: 60_000 });
	const { at, origin: timeOrigin } = (await page.evaluate(() => ({ at: (window as any).__screens.firstScore, origin: performance.timeOrigin }))) as { at: number; origin: number };
	await context.close();
	const c = clock as { mono: number; epoch: number } | null;
	if (!c) throw new Error(`${path}: no request seen`);
	const mono = (epoch: number) => c.mono + (epoch - c.epoch) / 1000;
	const cut = mono(at);
	const before = sent.filter((s) => s.at <= cut);
	// a whole response that had arrived; else the part of it that had
	const bytesOf = (id: string) => {
		const done = finished.get(id);
		return done && done.at <= cut ? done.bytes : received.filter((r) => r.id === id && r.at <= cut).reduce((s, r) => s + r.bytes, 0);
	};
	// the first screen: what a page cannot paint without (its document, styles and fonts; module scripts never block it)
	const screen = before.filter((s) => SCREEN_TYPES.has(s.type));
	const sum = (list: typeof sent) => list.reduce((n, s) => n + bytesOf(s.id), 0);
	return { ms: at - timeOrigin, bytes: sum(before), requests: before.length, screenBytes: sum(screen), screenRequests: screen.length };
}

const SCREEN_TYPES = new Set(['Document', 'Stylesheet', 'Font']);
const proxy = await slowProxy(server.port, SLOW);
console.log('');
console.log(`phone first score (4× CPU, cold, median of ${RUNS}): first screen: KB requests | all before it: KB requests | fast network | slow proxy (${SLOW.rttMs} ms RTT, ${SLOW.kbitPerSecond} kbit/s)`);
const phoneRows: Record<string, { kb: number; requests: number; slow: number }> = {};
for (const [name, path] of [
	['phone /view/t1 (first response)', '/view/t1'],
	['baseline: /kiosk/t1 (script → socket)', '/kiosk/t1']
] as const) {
	const fast: Awaited<ReturnType<typeof firstScore>>[] = [];
	const slow: number[] = [];
	for (let i = 0; i < RUNS; i++) {
		fast.push(await firstScore(base, path));
		slow.push((await firstScore(proxy.url, path)).ms);
	}
	const kb = median(fast.map((f) => f.screenBytes)) / 1024;
	const requests = median(fast.map((f) => f.screenRequests));
	const allKb = median(fast.map((f) => f.bytes)) / 1024;
	const all = median(fast.map((f) => f.requests));
	phoneRows[path] = { kb, requests, slow: median(slow) };
	console.log(`${name.padEnd(40)} ${kb.toFixed(1).padStart(18)} ${String(requests).padStart(8)} | ${allKb.toFixed(1).padStart(17)} ${String(all).padStart(8)} | ${fmt(median(fast.map((f) => f.ms))).padStart(12)} | ${fmt(median(slow))} (worst ${fmt(Math.max(...slow))})`);
}

const phone = phoneRows['/view/t1'];
const wall = wallRows[0] ?? { p95: NaN, worstTask: NaN };
console.log('');
console.log(`targets: phone ≤ 40 KB ${phone.kb <= 40 ? 'met' : 'MISSED'}, ≤ 6 requests ${phone.requests <= 6 ? 'met' : 'MISSED'}, ≤ 2.5 s slow ${phone.slow <= 2500 ? 'met' : 'MISSED'}; ${wallRows.length ? `venue wall p95 ≤ 100 ms ${wall.p95 <= 100 ? 'met' : 'MISSED'}, no long task over 100 ms ${wall.worstTask <= 100 ? 'met' : 'MISSED'}` : 'venue wall not measured (--phone)'}`);

op.close();
await proxy.close();
await browser.close();
await kill9(server);
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
