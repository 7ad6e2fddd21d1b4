/**
 * Tabs a browser suite opens again and again, kept for the next page instead of closed.
 *
 * Opening a page costs Chromium far more than showing one: a wall display's page in a new
 * context and tab costs about 2.6 CPU-s on this machine kind (a context, a tab and a renderer
 * process started and torn down), the same page in a tab already open about 0.5
 * (`npx tsx tests/support/tabs-cost.ts` measures it). So a page the test closes is parked here, its
 * listeners and routes removed, and the next page asked for with the same context options takes
 * that tab and navigates it. What the tab keeps from the page before (the context's cookies and
 * storage, its history) is what a visitor's browser would keep too; a suite that needs a clean
 * context asks for one with an option of its own (`fresh`). Service workers are blocked unless
 * the options say otherwise: the console's worker would otherwise answer the next page's requests
 * from its cache. A parked tab still shows its page, socket and all, until it is taken again: a
 * test that counts the server's viewers closes the tabs first (`closeAll`).
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export class Tabs {
	private readonly parked = new Map<string, Page[]>();
	private readonly contexts = new Set<BrowserContext>();

	constructor(private readonly browser: () => Browser) {}

	/**
	 * A tab in a context made with `options`: a parked one when there is one, else a new context
	 * and tab. Its `close()` parks it (what the test set on the page goes); `closeAll` closes.
	 * `fresh`: a new context whatever is parked (storage and cookies of its own), and its page's
	 * `close()` closes it for good.
	 */
	async open(options: BrowserContextOptions, fresh = false): Promise<Page> {
		options = { serviceWorkers: 'block', ...options };
		const key = JSON.stringify(options);
		const spare = fresh ? undefined : this.parked.get(key)?.pop();
		if (spare && !spare.isClosed()) return spare;
		const context = await this.browser().newContext(options);
		this.contexts.add(context);
		const page = await context.newPage();
		if (fresh) return page;
		page.close = async () => {
			if (page.isClosed()) return;
			// what the test set on the page goes with it: listeners, routes, emulated media, its size
			page.removeAllListeners();
			await page.unrouteAll({ behavior: 'ignoreErrors' });
			await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
			if (options.viewport) await page.setViewportSize(options.viewport);
			const list = this.parked.get(key) ?? [];
			if (!list.includes(page)) list.push(page);
			this.parked.set(key, list);
		};
		return page;
	}

	/** Closes every context this opened, parked tabs and tabs still in use alike. */
	async closeAll(): Promise<void> {
		this.parked.clear();
		for (const context of [...this.contexts]) {
			this.contexts.delete(context);
			await context.close().catch(() => {});
		}
	}
}

/**
 * A context's starting state with an operator's session cookie for the server at `url`: what
 * logging in leaves, as a context option, so operator and viewer tabs are told apart.
 */
export function sessionState(url: string, token: string): BrowserContextOptions['storageState'] {
	const cookie = { name: 'cuecast_session', value: token, domain: new URL(url).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const };
	return { cookies: [cookie], origins: [] };
}
