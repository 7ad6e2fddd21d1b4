/**
 * One Chromium for a whole vitest run of the peers' tier, not one per file: vitest's global
 * setup (vite.config.ts) starts it once per project, and `launchBrowser` (browser.ts) connects to
 * it. A launch costs about 0.9 CPU-s and half a second here, and some 30 files each launched
 * their own. Each file still gets a browser of its own to the test's eye: its contexts and pages
 * are its own, and its `browser.close()` closes them and disconnects, leaving the Chromium up
 * for the next file (the files of a project run one at a time).
 *
 * Two are started, one per set of flags the files ask for: the default, and
 * `--font-render-hinting=none` (the overlay and wall files that compare text widths). A file
 * that asks for other flags launches its own, as before. With no Chromium on the machine none is
 * started, and each file says what is missing itself (browser.ts `pagesNotReady`).
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_FLAG_SETS, hasBrowser } from './browser';

export default async function startSharedChromium(project: TestProject): Promise<(() => Promise<void>) | void> {
	if (!hasBrowser()) return;
	const servers: BrowserServer[] = [];
	const endpoints: Record<string, string> = {};
	try {
		for (const flags of SHARED_FLAG_SETS) {
			const server = await chromium.launchServer({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...flags] });
			servers.push(server);
			endpoints[flags.join(' ')] = server.wsEndpoint();
		}
	} catch (e) {
		// The files launch their own then, and fail there with Chromium's own words if it cannot start.
		await Promise.all(servers.map((s) => s.close()));
		console.warn(`shared Chromium not started (${(e as Error).message.split('\n')[0]}); each file launches its own`);
		return;
	}
	project.provide('chromiumEndpoints', endpoints);
	return async () => {
		await Promise.all(servers.map((s) => s.close()));
	};
}
