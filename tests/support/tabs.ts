/**
 * Tabs a browser suite opens again and again, kept for the next page instead of closed.
 *
 * Opening a page costs Chromium far more than showing one: a wall display's page in a new
 * context and tab costs about 2.6 CPU-s on this machine kind (a context, a tab and a renderer
 * process started and torn down), the same page in a tab already open about 0.5
 * (`npx tsx tests/support/tabs-cost.ts` measures it). So a page the test closes is parked here
 * and the next page asked for with the same context options takes that tab and navigates it.
 *
 * Parking puts the tab back as a new context would start. What the test set on the page goes
 * (listeners, routes, init scripts, emulated media, its size); the context's cookies and the
 * storage of the origin the page showed go back to the options' `storageState`; permissions
 * granted are taken back; and the tab leaves for about:blank, so a parked tab holds no socket,
 * runs no timer and redraws nothing while the next tests score. It keeps its history and the
 * HTTP cache, as a visitor's browser would; a suite that needs more (IndexedDB of its own, a
 * context-wide script) asks for a context of its own (`fresh`). Service workers are blocked
 * unless the options say otherwise: the console's worker would otherwise answer the next page's
 * requests from its cache.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Page } from 'playwright-core';

type StartingState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export class Tabs {
	private readonly parked = new Map<string, Page[]>();
	private readonly taken = new Set<Page>();
	private readonly contexts = new Set<BrowserContext>();

	constructor(private readonly browser: () => Browser) {}

	/**
	 * A tab in a context made with `options`: a parked one when there is one, else a new context
	 * and tab. Its `close()` parks it; `parkAll` parks every tab in use, `closeAll` closes them.
	 * `fresh`: a new context whatever is parked, and its page's `close()` closes it for good.
	 */
	async open(options: BrowserContextOptions, fresh = false): Promise<Page> {
		options = { serviceWorkers: 'block', ...options };
		const key = JSON.stringify(options);
		const spare = fresh ? undefined : this.parked.get(key)?.pop();
		if (spare && !spare.isClosed()) return this.inUse(spare);
		const context = await this.browser().newContext(options);
		this.contexts.add(context);
		const page = await context.newPage();
		if (fresh) return page;
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
			await page.unrouteAll({ behavior: 'ignoreErrors' });
			for (const script of scripts.splice(0)) await script.dispose();
			await startOver(page, typeof options.storageState === 'object' ? options.storageState : { cookies: [], origins: [] });
			await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
			if (options.viewport) await page.setViewportSize(options.viewport);
			this.parked.set(key, [...(this.parked.get(key) ?? []), page]);
		};
		return this.inUse(page);
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

/** The page's origin's storage and the context's cookies as `state` has them, then about:blank. */
async function startOver(page: Page, state: StartingState): Promise<void> {
	const origin = /^https?:/.test(page.url()) ? new URL(page.url()).origin : null;
	if (origin) {
		const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
		await page
			.evaluate((items) => {
				localStorage.clear();
				sessionStorage.clear();
				for (const { name, value } of items) localStorage.setItem(name, value);
			}, items)
			.catch(() => {});
	}
	await page.context().clearCookies();
	await page.context().clearPermissions();
	if (state.cookies.length) await page.context().addCookies(state.cookies);
	await page.goto('about:blank').catch(() => {});
}

/**
 * A context's starting state with an operator's session cookie for the server at `url`: what
 * logging in leaves, as a context option, so operator and viewer tabs are told apart.
 */
export function sessionState(url: string, token: string): StartingState {
	const cookie = { name: 'cuecast_session', value: token, domain: new URL(url).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
	return { cookies: [cookie], origins: [] };
}
