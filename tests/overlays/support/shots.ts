/**
 * Screenshots of every overlay for every discipline family, cropped to the graphic, over a
 * stand-in "video" background, into /tmp/overlay-shots/ (for looking at them, not asserting).
 *   npx tsx tests/overlays/support/shots.ts [overlay…]    (env Q='?lang=pl' adds URL options)
 */
import { mkdirSync } from 'node:fs';
import { launchBrowser } from '../../support/browser';
import { FAMILY_STATES } from './fixtures';
import { startTestServer } from './server';
import { overlayFolders } from '../../../overlays/vite.config';

const OUT = process.env.SHOTS ?? '/tmp/overlay-shots';
mkdirSync(OUT, { recursive: true });
const states = Object.entries(FAMILY_STATES).map(([fam, make]) => ({ ...make(), table: { id: fam, name: `Table ${fam}` } }));
const srv = await startTestServer({ states });
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
page.on('pageerror', (e) => console.log('page error', e));
const names = process.argv.slice(2);
const q = process.env.Q ?? '';
const tag = process.env.TAG ?? '';
for (const ov of names.length ? names : overlayFolders()) {
	for (const fam of Object.keys(FAMILY_STATES)) {
		await page.goto(`${srv.url}/overlay/${fam}/${ov}${q}`);
		await page.waitForSelector('html[data-ready="1"]', { timeout: 5000 });
		await page.waitForTimeout(600);
		const box = await page.evaluate(() => {
			const r = document.getElementById('gfx')!.getBoundingClientRect();
			return r.width && r.height ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
		});
		if (!box) {
			console.log(`${ov}/${fam}: nothing shown`);
			continue;
		}
		await page.addStyleTag({ content: 'html{background:linear-gradient(120deg,#1f4d2e,#7a8f5d 50%,#d9d4c3)!important}' });
		const m = 30;
		const clip = { x: Math.max(0, box.x - m), y: Math.max(0, box.y - m), width: Math.min(1920, box.width + 2 * m), height: Math.min(1080, box.height + 2 * m) };
		await page.screenshot({ path: `${OUT}/${ov}-${fam}${tag}.png`, clip });
		console.log(`${ov}/${fam}: ${OUT}/${ov}-${fam}${tag}.png`);
	}
}
await browser.close();
await srv.close();
