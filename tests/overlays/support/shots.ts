/**
 * Screenshots of every overlay for every discipline family, live and finished, in English, Polish
 * and Russian, cropped to the graphic, over a stand-in "video" background, into
 * /tmp/overlay-shots/ (for looking at them, not asserting).
 * Issue 16's disciplines come as the tables snooker, snookers (six-red, snookers required),
 * pyramid and ten-ball, each with its -final.
 *   npx tsx tests/overlays/support/shots.ts [overlay…]    (env LANGS='pl ru', Q='&theme=light', SHOTS=dir,
 *   TABLES='snooker pyramid-final', DIR=a build folder)
 */
import { mkdirSync } from 'node:fs';
import { OVERLAYS } from '../../../overlays/manifest';
import { disciplineStates, PYRAMID, SNOOKER } from './disciplines';
import { FAMILY_STATES, stateFrom } from './fixtures';
import { overlayPage } from './page';
import { startTestServer } from './server';
import { PAGE_WAIT_MS } from '../../support/browser';

const OUT = process.env.SHOTS ?? '/tmp/overlay-shots';
mkdirSync(OUT, { recursive: true });
/** A whole match of each family (its result), beside FAMILY_STATES' live ones. */
const FINISHED: Record<string, string> = {
	pool: 'pool/nine-ball/race-to-3-push-outs',
	carom: 'carom/merckx-50-in-6',
	pins: 'pins/kegel-final-safety',
	artistic: 'artistic/artistic-three-players'
};
const states = [
	...Object.entries(FAMILY_STATES).flatMap(([fam, make]) => [
		{ ...make(), table: { id: fam, name: `Table ${fam}` } },
		stateFrom(FINISHED[fam], { table: `${fam}-final`, name: `Table ${fam}` })
	]),
	...disciplineStates()
];
/**
 * Tables whose last actions are pushed once the page is open (the page sees them happen): a
 * snooker break ball by ball (snooker-seq), a frame won (snooker-frame, pyramid-frame: the result card).
 */
const SEQ: Record<string, { doc: typeof SNOOKER; from: number; to: number }> = {
	'snooker-seq': { doc: SNOOKER, from: SNOOKER.actions.length - 11, to: SNOOKER.actions.length },
	'snooker-frame': { doc: SNOOKER, from: 2, to: 3 },
	'pyramid-frame': { doc: PYRAMID, from: 1, to: 2 }
};
for (const [table, q] of Object.entries(SEQ)) states.push(stateFrom(q.doc, { table, name: `Table ${table}`, actions: q.from }));
const only = (process.env.TABLES ?? '').split(/\s+/).filter(Boolean);
const tables = states.map((s) => s.table.id).filter((id) => !only.length || only.includes(id));
const srv = await startTestServer({ states, dir: process.env.DIR });
const { browser, page } = await overlayPage();
page.on('pageerror', (e) => console.log('page error', e));
const names = process.argv.slice(2);
const langs = (process.env.LANGS ?? 'en pl ru').split(/\s+/).filter(Boolean);
for (const ov of names.length ? names : OVERLAYS.map((o) => o.name)) {
	for (const lang of langs) {
		for (const table of tables) {
			const seq = SEQ[table];
			if (seq) srv.push(stateFrom(seq.doc, { table, name: `Table ${table}`, actions: seq.from }));
			await page.goto(`${srv.url}/overlay/${table}/${ov}?lang=${lang}${process.env.Q ?? ''}`);
			await page.waitForSelector('html[data-ready="1"]', { timeout: PAGE_WAIT_MS });
			for (let k = (seq?.from ?? 0) + 1; seq && k <= seq.to; k++) srv.push(stateFrom(seq.doc, { table, name: `Table ${table}`, actions: k }));
			await page.waitForTimeout(600);
			const box = await page.evaluate(() => {
				const r = document.getElementById('gfx')!.getBoundingClientRect();
				return r.width && r.height ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
			});
			if (!box) {
				console.log(`${ov}/${table}/${lang}: nothing shown`);
				continue;
			}
			await page.addStyleTag({ content: 'html{background:linear-gradient(120deg,#1f4d2e,#7a8f5d 50%,#d9d4c3)!important}' });
			const m = 30;
			const clip = { x: Math.max(0, box.x - m), y: Math.max(0, box.y - m), width: Math.min(1920, box.width + 2 * m), height: Math.min(1080, box.height + 2 * m) };
			const file = `${OUT}/${ov}-${table}-${lang}.png`;
			await page.screenshot({ path: file, clip });
			console.log(`${ov}/${table}/${lang}: ${file}`);
		}
	}
}
await browser.close();
await srv.close();
