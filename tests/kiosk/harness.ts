/**
 * What the wall-display tests share: a real server process, an operator socket that makes
 * tables and plays matches, and Chromium pages with screenshots and a "does it fit" check.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { call, connect, connected, login, startServer, tempDir, type Running } from '../server/helpers';
import { launchBrowser, lookAt, noTableWaiting, painted } from '../support/browser';
import { Tabs } from '../support/tabs';

export type Size = { width: number; height: number };
export type OpenPage = Page & { errors: string[] };

export class Harness {
	server!: Running;
	dataDir!: string;
	browser!: Browser;
	private token!: string;
	private op: ReturnType<typeof connect> | undefined;
	private tabs = new Tabs(() => this.browser);

	constructor(readonly shots: string) {}

	async start() {
		mkdirSync(this.shots, { recursive: true });
		this.dataDir = tempDir('cuecast-kiosk-');
		this.server = await startServer({ dataDir: this.dataDir });
		this.token = (await login(this.server.url, this.server.pin!)).token!;
		await this.ensureOperator();
		this.browser = await launchBrowser(['--font-render-hinting=none']);
	}

	async stop() {
		const s = this.server;
		if (s && s.proc.exitCode !== null) console.error(`server exited ${s.proc.exitCode}:\n${s.stdout().slice(-2000)}\n${s.stderr().slice(-3000)}`);
		await this.closePages();
		await this.browser?.close();
		this.op?.socket.close();
		await s?.stop();
	}

	/** The operator's socket, reconnected after the server was restarted. */
	async ensureOperator() {
		if (this.op?.socket.connected) return this.op.socket;
		this.op?.socket.close();
		this.op = connect(this.server.url, { token: this.token });
		await connected(this.op.socket);
		return this.op.socket;
	}

	get socket() {
		return this.op!.socket;
	}

	async restart(port: number) {
		this.server = await startServer({ dataDir: this.dataDir, port });
		await this.ensureOperator();
	}

	async table(id: string, name: string) {
		const r = await call(this.socket, 'table:create', { id, name });
		if (!r.ok) throw new Error(r.reason);
	}

	/** Starts a match and plays `actions`; returns the match id and revision. */
	async play(id: string, setup: Record<string, unknown>, actions: Record<string, unknown>[] = []) {
		const cur = await this.current(id);
		const started = await call(this.socket, 'match:start', { table: id, setup, replaces: cur?.id ?? null });
		if (!started.ok) throw new Error(`${id}: ${started.reason}`);
		let revision = 0;
		for (const action of actions) revision = await this.act(id, started.state.match.id, revision, action);
		return { match: started.state.match.id as number, revision };
	}

	/** The table's match as the HTTP API gives it (id, revision, summary), or null. */
	async current(id: string) {
		const cur = await fetch(`${this.server.url}/api/tables/${id}`).then((r) => r.json());
		return (cur.match ?? cur.state?.match ?? null) as { id: number; revision: number; summary: Record<string, any> } | null;
	}

	async act(id: string, match: number, revision: number, action: Record<string, unknown>): Promise<number> {
		const r = await call(this.socket, 'act', { table: id, match, revision, action });
		if (!r.ok) throw new Error(`${id} ${JSON.stringify(action)}: ${r.reason}`);
		return r.revision;
	}

	async open(path: string, size: Size = { width: 1920, height: 1080 }, opts: { mobile?: boolean; init?: string } = {}): Promise<OpenPage> {
		// an init script goes with the page when the tab is parked (tests/support/tabs.ts)
		const page = await this.tabs.open({ viewport: size, isMobile: opts.mobile, hasTouch: opts.mobile, deviceScaleFactor: opts.mobile ? 2 : 1 });
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(String(e)));
		if (opts.init) await page.addInitScript(opts.init);
		await page.goto(this.server.url + path);
		return Object.assign(page, { errors });
	}

	/** Pages left open re-render on every change the tests make: close them before a heavy test. */
	async closePages() {
		await this.tabs.closeAll();
	}

	async shot(page: Page, name: string) {
		await painted(page); // the fit-the-name pass has run
		await lookAt(page, { path: `${this.shots}/${name}.png` });
	}
}

export const text = (page: Page, sel = 'body') => page.locator(sel).first().innerText();

/** Until the venue wall has its tiles and each its table's state (the venue's list comes first: those still waiting show nothing). */
export async function wallLoaded(page: Page) {
	await page.waitForSelector('.tile');
	await noTableWaiting(page);
}

/** Nothing sticks out of the screen and no name or number overflows its box (beyond an ellipsis). */
export async function fitsScreen(page: Page) {
	// imported here so that a plain script (screenshots by hand) can use the rest of this file
	const { expect } = await import('vitest');
	expect(await screenProblems(page)).toEqual([]);
}

/** What sticks out of the screen or overflows its box, in words. */
export function screenProblems(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out: string[] = [];
		const { innerWidth: w, innerHeight: h } = window;
		if (document.scrollingElement!.scrollHeight > h + 1 || document.scrollingElement!.scrollWidth > w + 1) out.push('page scrolls');
		for (const el of document.querySelectorAll<HTMLElement>('[data-score], .pscore, .score, .name, .pname, .tname')) {
			const r = el.getBoundingClientRect();
			if (r.width === 0) continue;
			if (r.right > w + 1 || r.bottom > h + 1 || r.left < -1 || r.top < -1) out.push(`${el.className} "${el.textContent}" off screen`);
		}
		for (const el of document.querySelectorAll<HTMLElement>('.player, .tile')) {
			if (el.scrollHeight > el.clientHeight + 2) out.push(`${el.className} overflows vertically (${el.scrollHeight} > ${el.clientHeight})`);
		}
		return out;
	});
}

/** Names (players', tables') whose text is cut: wider or taller than their box shows. */
export function cutNames(page: Page, selector: string): Promise<string[]> {
	return page.evaluate(
		(sel) =>
			[...document.querySelectorAll<HTMLElement>(sel)]
				.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
				.map((el) => `${el.textContent} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`),
		selector
	);
}
