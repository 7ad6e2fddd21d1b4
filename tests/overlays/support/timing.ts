/** Debug: where the time goes on a cold overlay load. npx tsx timing.ts [overlay] [table] */
import { launchBrowser } from '../../support/browser';
import { buildOverlays } from './build';
import { FAMILY_STATES } from './fixtures';
import { startTestServer } from './server';
const [ov = 'scorebug', table = 'pool'] = process.argv.slice(2);
const dir = buildOverlays();
const states = Object.entries(FAMILY_STATES).map(([f, make]) => ({ ...make(), table: { id: f, name: `Table ${f}` } }));
const srv = await startTestServer({ dir, states });
const browser = await launchBrowser();
for (let i = 0; i < 5; i++) {
	const ctx = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
	const p = await ctx.newPage();
	await p.goto(`${srv.url}/overlay/${table}/${ov}`);
	await p.waitForSelector('html[data-ready="1"]');
	console.log(
		await p.evaluate(`(() => {
			const nav = performance.getEntriesByType('navigation')[0];
			const r = Math.round;
			const marks = Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name.replace('cuecast:', ''), r(m.startTime)]));
			const res = performance.getEntriesByType('resource').map((e) => e.name.split('/').pop() + ':' + r(e.startTime) + '-' + r(e.responseEnd));
			return JSON.stringify({ html: r(nav.responseEnd), dcl: r(nav.domContentLoadedEventEnd), ...marks, res });
		})()`)
	);
	await ctx.close();
}
await browser.close();
await srv.close();
