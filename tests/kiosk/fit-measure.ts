/**
 * Issue 23's measurement by hand (not a test: timings depend on the machine): the venue wall of
 * 16 live tables (wall-tables.ts) in Chromium under 6× CPU throttling (CDP
 * Emulation.setCPUThrottlingRate), strokes sent one after another from an operator socket. For
 * each stroke: the time from sending it to the frame after the tile shows the new score; while
 * scoring: the long tasks (over 50 ms, the worst) and the names the fitting touched.
 *   npm run build && npx tsx tests/kiosk/fit-measure.ts [strokes=40] [throttle=6]
 */
import { Harness } from './harness';
import { WALL_TABLES } from './wall-tables';

const STROKES = Number(process.argv[2] ?? 40);
const RATE = Number(process.argv[3] ?? 6);
const SCORING = WALL_TABLES.filter(([, , s]) => ['nine-ball', 'eight-ball', 'three-cushion'].includes(String(s.discipline)) && !s.equalize && s.raceTo !== 1).map(([id, , s]) => ({
	id,
	stroke: String(s.discipline) === 'three-cushion' ? { t: 'inning', points: 0 } : { t: 'shot' }
}));

const h = new Harness('/tmp/shots/walls');
await h.start();
try {
	for (const [id, name, setup, actions] of WALL_TABLES) {
		await h.table(id, name);
		await h.play(id, setup, actions);
	}
	const page = await h.open('/kiosk?lang=en');
	await page.waitForFunction((n) => document.querySelectorAll('.tile:not([data-state="waiting"])').length === n, WALL_TABLES.length);
	await page.waitForFunction(() => [...document.querySelectorAll('.pname')].every((el) => el.hasAttribute('aria-label')));
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
	await page.evaluate(() => {
		const w = window as unknown as { longTasks: number[]; shown: Map<string, number> };
		w.longTasks = [];
		new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask' });
		w.shown = new Map();
		// any change inside a tile: note the wall-clock time of the frame after it (painted by then)
		new MutationObserver((records) => {
			const ids = new Set(records.map((r) => (r.target instanceof Element ? r.target : r.target.parentElement)?.closest<HTMLElement>('.tile')?.dataset.table).filter(Boolean) as string[]);
			requestAnimationFrame(() => {
				const at = performance.timeOrigin + performance.now();
				for (const id of ids) w.shown.set(id, at);
			});
		}).observe(document.querySelector('.grid')!, { subtree: true, characterData: true, childList: true });
	});
	const fitsBefore = await page.evaluate(() => (window as unknown as { cuecastFit: { names: number } }).cuecastFit.names);
	const latencies: number[] = [];
	const revisions = new Map<string, { match: number; revision: number }>();
	for (const { id } of SCORING) {
		const cur = (await h.current(id))!;
		revisions.set(id, { match: cur.id, revision: cur.revision });
	}
	for (let i = 0; i < STROKES; i++) {
		const { id, stroke } = SCORING[i % SCORING.length]!;
		const r = revisions.get(id)!;
		await page.evaluate((t) => (window as unknown as { shown: Map<string, number> }).shown.delete(t), id);
		const sent = Date.now();
		r.revision = await h.act(id, r.match, r.revision, stroke);
		const shown = await (await page.waitForFunction((t) => (window as unknown as { shown: Map<string, number> }).shown.get(t), id, { timeout: 30_000 })).jsonValue();
		latencies.push(Number(shown) - sent);
	}
	const out = await page.evaluate(() => ({ long: (window as unknown as { longTasks: number[] }).longTasks, names: (window as unknown as { cuecastFit: { names: number } }).cuecastFit.names }));
	latencies.sort((a, b) => a - b);
	const q = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!);
	console.log(
		JSON.stringify(
			{
				tables: WALL_TABLES.length,
				throttle: RATE,
				strokes: STROKES,
				strokeToScreenMs: { median: q(0.5), p95: q(0.95), worst: Math.round(latencies[latencies.length - 1]!) },
				longTasks: { count: out.long.length, over100ms: out.long.filter((d) => d > 100).length, worstMs: Math.round(Math.max(0, ...out.long)) },
				namesRefitted: out.names - fitsBefore
			},
			null,
			1
		)
	);
	if (page.errors.length) console.log('page errors:', page.errors);
} finally {
	await h.stop();
}
