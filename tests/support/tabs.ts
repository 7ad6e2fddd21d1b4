/**
 * Tabs a browser suite opens again and again, kept for the next page instead of closed.
 *
 * Opening a page costs Chromium far more than showing one: a wall display's page in a new
 * context and tab costs about 2.6 CPU-s on this machine kind (a context, a tab and a renderer
 * process started and torn down), the same page in a tab already open about 0.5; a console in a
 * new context, where its service worker installs and caches the app, about 6, in a parked tab 0.9
 * (`npx tsx tests/support/tabs-cost.ts [path] [selector] [--operator]` measures it). So a page
 * the test closes is parked here and the next page asked for with the same context options takes
 * that tab and navigates it.
 *
 * Parking puts the tab back as a new context would start. What the test set on the page goes
 * (listeners, routes, init scripts, emulated media, its size); the tab leaves for about:blank, so
 * a parked tab holds no socket, runs no timer and redraws nothing while the next tests score;
 * what every origin it showed stored goes (local and session storage, IndexedDB: the console's
 * replica and outbox live there), the cookies go back to the options' `storageState` and granted
 * permissions are taken back. It keeps its history and the HTTP cache, as a visitor's browser
 * would; a suite that needs a context-wide script or a service worker makes a context of its own.
 * Service workers are blocked unless the options say otherwise: the console's worker would
 * otherwise answer the next page's requests from its cache.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Frame, Page } from 'playwright-core';

type StartingState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export class Tabs {
	private readonly parked = new Map<string, Page[]>();
	private readonly taken = new Set<Page>();
	private readonly contexts = new Set<BrowserContext>();

	constructor(private readonly browser: () => Browser) {}

	/**
	 * A tab in a context made with `options`: a parked one when there is one, else a new context
	 * and tab. Its `close()` parks it; `parkAll` parks every tab in use, `closeAll` closes them.
	 */
	async open(options: BrowserContextOptions): Promise<Page> {
		options = { serviceWorkers: 'block', ...options };
		const key = JSON.stringify(options);
		const spare = this.parked.get(key)?.pop();
		if (spare && !spare.isClosed()) return this.inUse(spare);
		const context = await this.browser().newContext(options);
		this.contexts.add(context);
		const page = await context.newPage();
		this.parkOnClose(page, key, options);
		return this.inUse(page);
	}

	/** Makes `page.close()` park the tab under `key`, set back to what `options` start with. */
	private parkOnClose(page: Page, key: string, options: BrowserContextOptions): void {
		const start = options.storageState;
		if (typeof start === 'object' && start.origins.length) throw new Error('Tabs: a starting state of cookies only (what a tab stored is cleared when it is parked)');
		const cookies = typeof start === 'object' ? start.cookies : [];
		// every origin the tab showed, whose storage goes when it is parked
		const origins = new Set<string>();
		const shown = (frame: Frame) => {
			if (frame === page.mainFrame() && /^https?:/.test(frame.url())) origins.add(new URL(frame.url()).origin);
		};
		page.on('framenavigated', shown);
		// init scripts are the page's until it is parked
		const scripts: Disposable[] = [];
		const addInitScript = page.addInitScript.bind(page);
		page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
			const script = await addInitScript(...args);
			scripts.push(script);
			return script;
		}) as Page['addInitScript'];
		page.close = async () => {
			if (page.isClosed() || !this.taken.has(page)) return;
			this.taken.delete(page);
			page.removeAllListeners();
			page.on('framenavigated', shown);
			try {
				await page.unrouteAll({ behavior: 'ignoreErrors' });
				for (const script of scripts.splice(0)) await script.dispose();
				await startOver(page, [...origins], cookies);
				origins.clear();
				await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
				if (options.viewport) await page.setViewportSize(options.viewport);
			} catch (error) {
				// a tab that cannot be set back (its page hung or crashed) is closed, never handed out
				// again; said, so a suite that stops reusing its tabs does not just get slower unseen
				console.warn(`Tabs: a tab could not be set back, so it is closed: ${error instanceof Error ? error.message : String(error)}`);
				await page.context().close().catch(() => {});
				return;
			}
			this.parked.set(key, [...(this.parked.get(key) ?? []), page]);
		};
	}

	/** Parks every tab still in use (a suite's `afterEach`: the next test finds no page of this one). */
	async parkAll(): Promise<void> {
		for (const page of [...this.taken]) await page.close();
	}

	/** Closes every context this opened, parked tabs and tabs still in use alike. */
	async closeAll(): Promise<void> {
		this.parked.clear();
		this.taken.clear();
		for (const context of [...this.contexts]) {
			this.contexts.delete(context);
			await context.close().catch(() => {});
		}
	}

	private inUse(page: Page): Page {
		this.taken.add(page);
		return page;
	}
}

/** about:blank, then nothing stored by `origins`, the context's cookies `cookies` and no permission granted. */
async function startOver(page: Page, origins: string[], cookies: StartingState['cookies']): Promise<void> {
	// session storage stays with the tab, not the origin's data: cleared while the tab shows it
	if (/^https?:/.test(page.url())) await page.evaluate(() => sessionStorage.clear()).catch(() => {});
	await page.goto('about:blank');
	if (origins.length) {
		const cdp = await page.context().newCDPSession(page);
		for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql' });
		await cdp.detach();
	}
	await page.context().clearCookies();
	await page.context().clearPermissions();
	if (cookies.length) await page.context().addCookies(cookies);
}

/**
 * A context's starting state with an operator's session cookie for the server at `url`: what
 * logging in leaves, as a context option, so operator and viewer tabs are told apart.
 */
export function sessionState(url: string, token: string): StartingState {
	const cookie = { name: 'cuecast_session', value: token, domain: new URL(url).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
	return { cookies: [cookie], origins: [] };
}
