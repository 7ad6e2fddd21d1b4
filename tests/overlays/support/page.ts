/** One Chromium page at the overlays' 1920×1080, for the overlay tests and tools. */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser';

export async function overlayPage(): Promise<{ browser: Browser; page: Page }> {
	const browser = await launchBrowser();
	return { browser, page: await browser.newPage({ viewport: { width: 1920, height: 1080 } }) };
}
