/** Debian's Chromium through playwright-core, as every browser test launches it (tests/support/install-browser.sh installs it). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = () => existsSync(CHROMIUM);

export function launchBrowser(): Promise<Browser> {
	return chromium.launch({
		executablePath: CHROMIUM,
		args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
	});
}
