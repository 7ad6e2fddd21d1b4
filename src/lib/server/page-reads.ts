/**
 * What a server-rendered page may read from the live server it runs in: a table's current state,
 * for the phone viewer's first response (/view/<table> shows the score before any script runs).
 *
 * SvelteKit's handler (build/handler.js) is bundled apart from the live server, so the two share
 * no module: the live server hangs these reads on each request it passes on, and adapter-node
 * hands that request to the page's `load` as `platform.req`. A `Symbol.for` key is the same in
 * both bundles. Under `npm run dev` there is no `platform`: the page then starts empty and the
 * socket fills it, as before.
 */
import type { TableState } from '../protocol';

const KEY = Symbol.for('cuecast.pageReads');

export interface PageReads {
	/** The table's state as a viewer's socket would get it on joining, or null (no such table). */
	tableState(id: string): TableState | null;
}

/** Called by the live server for each request it hands to the pages (runtime.ts). */
export function providePageReads(req: object, reads: PageReads): void {
	Object.defineProperty(req, KEY, { value: reads, enumerable: false, configurable: true });
}

/** The reads the live server hung on this request (`event.platform`), or null (dev, tests of the page alone). */
export function pageReadsOf(platform: unknown): PageReads | null {
	const req = (platform as { req?: unknown } | undefined)?.req;
	if (typeof req !== 'object' || req === null) return null;
	const reads = (req as Record<symbol, unknown>)[KEY];
	return typeof reads === 'object' && reads !== null && typeof (reads as PageReads).tableState === 'function' ? (reads as PageReads) : null;
}
