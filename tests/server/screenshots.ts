/**
 * Takes a Chromium screenshot of every live page (run: npx tsx tests/server/screenshots.ts [outDir]).
 * Needs /usr/bin/chromium (tests/support/install-browser.sh) and a build (npm run build).
 */
import { launchBrowser } from '../support/browser';
import { call, connect, connected, login, startServer, tempDir } from './helpers';

const out = process.argv[2] ?? '/tmp/cuecast-shots';
const server = await startServer({ dataDir: tempDir() });
const { token } = await login(server.url, server.pin!);
const op = connect(server.url, { token: token! });
await connected(op.socket);
await call(op.socket, 'table:create', { id: '1', name: 'Table 1 – TV' });
await call(op.socket, 'table:create', { id: '2', name: '<b>bold</b> table' });
await call(op.socket, 'table:create', { id: '3', name: 'Table 3' });
const s1 = await call(op.socket, 'match:start', {
	table: '1',
	setup: { discipline: 'nine-ball', players: ['Anna Nowak', '<img src=x onerror=alert(1)>'], raceTo: 5 },
	replaces: null
});
let rev = 0;
for (const action of [{ t: 'shot', potted: [1, 4], rails: 5 }, { t: 'shot', potted: [2] }, { t: 'shot' }]) {
	const r = await call(op.socket, 'act', { table: '1', match: s1.state.match.id, revision: rev, action });
	if (!r.ok) throw new Error(r.reason);
	rev = r.revision;
}
await call(op.socket, 'match:start', { table: '2', setup: { discipline: 'straight-pool', players: ['Jan', 'Ewa'], pointsTo: 100 }, replaces: null });
op.socket.close();

const browser = await launchBrowser();
const dialogs: string[] = [];
async function shot(path: string, file: string, opts: { operator?: boolean; width?: number; height?: number } = {}) {
	const context = await browser.newContext({ viewport: { width: opts.width ?? 1100, height: opts.height ?? 760 } });
	if (opts.operator) await context.addCookies([{ name: 'cuecast_session', value: token!, url: server.url }]);
	const page = await context.newPage();
	page.on('dialog', (d) => {
		dialogs.push(d.message());
		void d.dismiss();
	});
	await page.goto(server.url + path);
	await page.waitForTimeout(1200);
	await page.screenshot({ path: `${out}/${file}.png`, omitBackground: path.startsWith('/overlay') });
	await context.close();
}
await shot('/', 'tables-viewer');
await shot('/', 'tables-operator', { operator: true });
await shot('/login?next=/console/1', 'login');
await shot('/console/1', 'console-operator', { operator: true, height: 900 });
await shot('/console/3', 'console-operator-new-match', { operator: true, height: 900 });
await shot('/console/1', 'console-viewer');
await shot('/kiosk', 'kiosk-venue');
await shot('/kiosk/1', 'kiosk-table', { width: 1280, height: 720 });
await shot('/overlay/1/scorebug', 'overlay-scorebug', { width: 1280, height: 720 });
await browser.close();
await server.stop();
console.log(`screenshots in ${out}; alert dialogs seen: ${dialogs.length}`);
