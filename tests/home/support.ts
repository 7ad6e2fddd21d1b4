/**
 * The tables page (/) and the login page in a real browser: a real server process with a few
 * tables and matches of different disciplines (started over the operator's socket), and Debian's
 * Chromium through playwright-core. Used by home.test.ts and screenshots.ts.
 */
import type { BrowserContextOptions } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir } from '../server/helpers';
import { assertBuiltAfter, chooseLang, launchBrowser, pagesNotReady } from '../support/browser';
import { serverAndBrowser, type ServerAndBrowser } from '../support/rig';
import { sessionState, type Tabs } from '../support/tabs';
import type { Lang } from '../../src/lib/i18n/lang';

/** Why the browser tests cannot run here, or null. */
export const notReady = pagesNotReady;

/** The pages under test must be this checkout's, not an older build. */
export const assertFreshBuild = () => assertBuiltAfter('the tables, login and OBS pages', ['src/routes/+page.svelte', 'src/routes/login', 'src/routes/obs', 'src/lib/home', 'src/lib/obs-page', 'src/lib/i18n', 'src/lib/theme']);

export type Seeded = ServerAndBrowser;

type Setup = Record<string, unknown>;
type Action = Record<string, unknown>;

/** Tables with matches in three families, a finished one, a three-player one and a free one. */
export const TABLES: { id: string; name: string; setup?: Setup; actions?: Action[] }[] = [
	{
		id: 'pool-1',
		name: 'Table 1 – TV',
		setup: { discipline: 'eight-ball', players: ['Anna Nowak', 'Piotr Kowalski'], raceTo: 7 },
		actions: [{ t: 'shot', potted: [1, 4], rails: 5 }, { t: 'shot', potted: [2] }, { t: 'shot' }]
	},
	{
		id: 'carom',
		name: 'Karambol 2',
		setup: { discipline: 'three-cushion', players: ['Frédéric Caudron', 'Dick Jaspers'], pointsTo: 40 },
		actions: [{ t: 'inning', points: 3 }, { t: 'inning', points: 5 }, { t: 'inning', points: 1 }]
	},
	{
		id: 'pins',
		name: 'Стол 3',
		setup: { discipline: 'kegel', players: ['Иван Петров', 'Ольга Смирнова'] },
		actions: [{ t: 'shot', pins: ['king'] }, { t: 'shot' }]
	},
	{
		id: 'final',
		name: 'Table 4',
		setup: { discipline: 'nine-ball', players: ['Ewa Laurance', 'Γιώργος Παπαδόπουλος'], raceTo: 1 },
		actions: [{ t: 'shot', potted: [9] }]
	},
	{
		id: 'rail3',
		name: 'Table 5 (three players)',
		setup: { discipline: 'straight-rail', players: ['Anne', 'Bertrand', 'Claire'], pointsTo: 50 },
		actions: [{ t: 'inning', points: 12 }]
	},
	{ id: 'free', name: 'Table 6' }
];

export async function seed(tables = TABLES): Promise<Seeded> {
	const server = await startServer({ dataDir: tempDir('cuecast-home-') });
	const { token } = await login(server.url, server.pin!);
	const c = connect(server.url, { token: token! });
	await connected(c.socket);
	try {
		for (const tb of tables) {
			const made = await call(c.socket, 'table:create', { id: tb.id, name: tb.name });
			if (!made.ok) throw new Error(`${tb.id}: ${made.reason}`);
			if (!tb.setup) continue;
			const started = await call(c.socket, 'match:start', { table: tb.id, setup: tb.setup, replaces: null });
			if (!started.ok) throw new Error(`${tb.id}: ${started.reason}`);
			let revision = 0;
			for (const action of tb.actions ?? []) {
				const reply = await call(c.socket, 'act', { table: tb.id, match: started.state.match.id, revision, action });
				if (!reply.ok) throw new Error(`${tb.id} ${JSON.stringify(action)}: ${reply.reason}`);
				revision = reply.revision;
			}
		}
	} finally {
		c.socket.close();
	}
	const browser = await launchBrowser();
	return serverAndBrowser(server, browser, token!);
}

/** `init`: a script run in the page before its own (page.addInitScript). */
export type DeviceOptions = { lang?: Lang; operator?: boolean; width?: number; height?: number; mobile?: boolean; init?: string };

/** A device's context options: its screen, optionally logged in. */
export function device(s: Seeded, opts: DeviceOptions = {}): BrowserContextOptions {
	return {
		viewport: { width: opts.width ?? 1920, height: opts.height ?? 1080 },
		locale: 'en-GB',
		isMobile: opts.mobile,
		hasTouch: opts.mobile,
		deviceScaleFactor: opts.mobile ? 2 : 1,
		storageState: opts.operator ? sessionState(s.server.url, s.token) : undefined
	};
}

/**
 * Opens `path` on a device in one of `tabs` (a tab a test before parked, set back as a new
 * device would start: tests/support/tabs.ts); any page error is noted in `errors` (a test ends
 * by expecting none). The suite parks its tabs after each test and closes them after the last.
 */
export async function openPage(on: Seeded, path: string, opts: DeviceOptions, tabs: Tabs, errors: string[]) {
	const page = await tabs.open(device(on, opts));
	await chooseLang(page, opts.lang);
	page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
	if (opts.init) await page.addInitScript(opts.init);
	await page.goto(on.server.url + path);
	return page;
}
