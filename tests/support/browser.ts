/** Debian's Chromium through playwright-core, as every browser test launches it (tests/support/install-browser.sh installs it). */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type ElementHandle, type Frame, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { underCI } from './prerequisites';
import type { Lang } from '../../src/lib/i18n/lang';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = () => existsSync(CHROMIUM);

/** Every Chromium the tests start has these (real-peers.md: without the background flags it dials out, and is refused). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * How long a page condition may take before a test calls it hung: a limit, not a pause (each wait
 * ends as soon as its condition holds). Generous, because the peers' tier runs two lines on two
 * busy cores: at stop 46 a fresh-clone run failed an overlay's opacity that had not settled
 * within 3 s, every step before it passing. A test's own time limit still bounds the whole.
 */
export const PAGE_WAIT_MS = 15_000;

/**
 * An init script (page.addInitScript) that keeps every text `selector`'s element showed, from the
 * page's first paint: what a user saw for a moment, which a read after a wait cannot tell.
 * Read them with `textsSeen`.
 */
export const recordTexts = (selector: string) => `
	window.cuecastTextsSeen = [];
	new MutationObserver(() => {
		const text = document.querySelector(${JSON.stringify(selector)})?.textContent;
		if (text && window.cuecastTextsSeen.at(-1) !== text) window.cuecastTextsSeen.push(text);
	}).observe(document, { subtree: true, childList: true, characterData: true });`;

/**
 * Until no table on the page waits for its state: a venue wall's tile or a tables-page card
 * (`[data-table][data-state="waiting"]`; the venue's list comes before each table's state).
 * A page with none waiting goes on at once.
 */
export const noTableWaiting = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-table][data-state="waiting"]'));

/** The texts `recordTexts` kept, in the order shown. */
export const textsSeen = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { cuecastTextsSeen: string[] }).cuecastTextsSeen);

/** The extra flags the shared Chromiums of a run are started with (browser-server.ts): none, and text laid out unhinted. */
export const SHARED_FLAG_SETS: string[][] = [[], ['--font-render-hinting=none']];

declare module 'vitest' {
	export interface ProvidedContext {
		/** The shared Chromiums' WebSocket endpoints, by their extra flags joined with spaces ('' for none). */
		chromiumEndpoints: Record<string, string>;
	}
}

/** The run's shared Chromium for these flags (browser-server.ts), when there is one: in a vitest run of the peers' tier. */
function sharedEndpoint(extraArgs: string[]): string | undefined {
	try {
		return inject('chromiumEndpoints')?.[extraArgs.join(' ')];
	} catch {
		return undefined; // not in a vitest worker (a tool run with tsx)
	}
}

/** A Chromium of this file's own to the eye (its contexts and pages): the run's shared one when it has one for these flags, else launched. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
	const launch = () => chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
	const shared = sharedEndpoint(extraArgs);
	// a shared one that has gone (crashed under an earlier file) costs this file nothing but a launch
	return shared ? chromium.connect(shared).catch(launch) : launch();
}

const root = join(import.meta.dirname, '..', '..');
const handler = join(root, 'build', 'handler.js');

function newest(path: string): number {
	if (!existsSync(path)) return 0;
	const st = statSync(path);
	if (!st.isDirectory()) return st.mtimeMs;
	return Math.max(st.mtimeMs, ...readdirSync(path).map((e) => newest(join(path, e))));
}

/** Why the tests of the built pages cannot run here (no Chromium, no build), or null. */
export function pagesNotReady(): string | null {
	if (!hasBrowser()) return `no ${CHROMIUM} (bash tests/support/install-browser.sh)`;
	if (!existsSync(handler)) return 'no build/ (npm run build)';
	return null;
}

/** The pages under test must be this checkout's: throws when build/ is older than `sources` (paths from the checkout's root). */
export function assertBuiltAfter(what: string, sources: string[]): void {
	const changed = Math.max(...sources.map((p) => newest(join(root, p))));
	if (changed > statSync(handler).mtimeMs) throw new Error(`build/ is older than ${what}: run \`npm run build\` first`);
}

/** Why the browser tests cannot run here (no Chromium), or null. */
export function browserMissing(): string | null {
	return hasBrowser() ? null : `no ${CHROMIUM} (bash tests/support/install-browser.sh)`;
}

/**
 * The page shows what it holds: every animation running now that ends soon has ended (an overlay's
 * entrance, a panel sliding in), then two frames have passed, so what a resize or a new state
 * scheduled (the fit-the-name pass runs in a frame) has run. A loop (the ticker), a long one (a
 * shot clock's bar) and one that starts later (the clock's next tick) are not waited for. A
 * condition, not a pause: it holds on a loaded machine too.
 */
export async function painted(page: Page | Frame): Promise<void> {
	await page.evaluate(async () => {
		const ending = document.getAnimations().filter((a) => {
			const t = a.effect?.getComputedTiming();
			return a.playState === 'running' && !!t && t.iterations !== Infinity && Number(t.endTime) - Number(a.currentTime ?? 0) <= 2000;
		});
		await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
		await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
	});
}

/** The language chosen on this device before (what the language menu leaves), set before the page's own scripts run. */
export async function chooseLang(page: Page, lang: Lang | undefined): Promise<void> {
	if (!lang) return;
	await page.addInitScript((l) => {
		if (!localStorage.getItem('cuecast:lang')) localStorage.setItem('cuecast:lang', l);
	}, lang);
}

/**
 * Whether the screenshots the tests take for a person to look at are written: always, but under
 * CI only when CUECAST_SHOTS is set (to any folder). Nobody looks at them there, and they were
 * about a sixth of a page file's CPU (tests/kiosk/kiosk.test.ts: 140 and 156 CPU-s with them, 116
 * and 134 without). Screenshots a test measures (its pixels) are taken whatever this says.
 */
export const SHOTS_WRITTEN = !underCI || !!process.env.CUECAST_SHOTS;

type Shot<T> = T extends Page ? Parameters<Page['screenshot']>[0] : T extends Locator ? Parameters<Locator['screenshot']>[0] : Parameters<ElementHandle['screenshot']>[0];

/**
 * A screenshot for a person to look at, written to `options.path` (SHOTS_WRITTEN). When it is not
 * taken, a locator is still waited for as its screenshot would (shown), so the test goes on from
 * the same point.
 */
export async function lookAt<T extends Page | Locator | ElementHandle>(target: T, options: NonNullable<Shot<T>> & { path: string }): Promise<void> {
	if (SHOTS_WRITTEN) await (target as Page).screenshot(options as Parameters<Page['screenshot']>[0]);
	else if ('waitFor' in target && typeof target.waitFor === 'function') await (target as Locator).waitFor({ state: 'visible' });
}
