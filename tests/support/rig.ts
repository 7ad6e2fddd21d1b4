/** What the browser suites run against: a real server process and Chromium, closed together. */
import type { Browser } from 'playwright-core';
import type { Running } from '../server/helpers';

/** A server, a browser and an operator's session token. */
export interface ServerAndBrowser {
	server: Running;
	browser: Browser;
	token: string;
	/** Closes the browser, then stops the server. */
	close(): Promise<void>;
}

export function serverAndBrowser(server: Running, browser: Browser, token: string): ServerAndBrowser {
	return {
		server,
		browser,
		token,
		async close() {
			await browser.close();
			await server.stop();
		}
	};
}
