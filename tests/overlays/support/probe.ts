/** Debug helper: opens an overlay and evaluates an expression. npx tsx probe.ts <fam> <overlay> '<js>' */
import { launchBrowser } from '../../support/browser';
import { FAMILY_STATES } from './fixtures';
import { startTestServer } from './server';
const [fam, ov, js] = process.argv.slice(2);
const states = Object.entries(FAMILY_STATES).map(([f, make]) => ({ ...make(), table: { id: f, name: `Table ${f}` } }));
const srv = await startTestServer({ states });
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
page.on('console', (m) => console.log('console:', m.text()));
await page.goto(`${srv.url}/overlay/${fam}/${ov}${process.env.Q ?? ''}`);
await page.waitForSelector('html[data-ready="1"]', { timeout: 5000 });
console.log(JSON.stringify(await page.evaluate(js), null, 1));
await browser.close();
await srv.close();
