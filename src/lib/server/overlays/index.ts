/**
 * Serves the built overlays (npm run build:overlays → build/overlays/):
 *   GET /overlay/<table>/<name>      → build/overlays/<name>/index.html (the page reads <table> from its URL)
 *   GET /overlay-assets/<file>       → build/overlays/<file> (hashed, cached for a year)
 * Mount it in front of SvelteKit like the API: `if (overlays.handle(req, res)) return;`.
 * A name that is not a built overlay is left to the next handler (handle returns false).
 * With `stateOf`, the page carries the table's current state, so it paints before its socket
 * has even connected (it still joins and pulls the state over the socket, as on every reconnect);
 * with `venueOf`, a page that follows the whole venue (the ticker) carries every table's.
 * The page also carries the words it would fetch first (its language's, of the table's discipline
 * on a page that shows one table), so the first paint waits for no request at all.
 * `?mode=caspar` and `?mode=spx` answer the page for CasparCG and the template for SPX
 * (overlays/host.ts; docs/overlays.md, "CasparCG and SPX"); any other mode, or none: the page as built.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { casparPage, HOST_SCRIPT, hostModeOf, scriptJson, SPX_BRIDGE_SCRIPT, spxLang, spxTemplate } from '../../../../overlays/host';
import { overlayEntry, type OverlayEntry } from '../../../../overlays/manifest';
import { pageWordsBase } from '../../../../overlays/words';
import { requestLang, type Lang } from '../../i18n/lang';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.webp': 'image/webp',
	'.woff2': 'font/woff2',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8'
};

const NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;
const TABLE = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

export interface OverlayServer {
	/** Folder the overlays were built into. */
	dir: string;
	/** Names of the built overlays (folders of `dir` with an index.html), sorted. */
	listOverlays(): string[];
	/** The page and the asset URLs it loads, or null when there is no such built overlay. */
	serveOverlay(name: string): { html: string; assets: string[] } | null;
	/** Answers /overlay/<table>/<name> and /overlay-assets/*; false for anything else. */
	handle(req: IncomingMessage, res: ServerResponse): boolean;
	/** The same as Connect/Express middleware. */
	middleware(req: IncomingMessage, res: ServerResponse, next: () => void): void;
}

export function defaultOverlayDir(): string {
	return resolve(process.env.CUECAST_OVERLAYS_DIR ?? join(process.cwd(), 'build', 'overlays'));
}

interface Cached {
	mtime: number;
	body: Buffer;
	gz: Buffer | null;
}

export interface OverlayServerOptions {
	/** Folder the overlays were built into (default: $CUECAST_OVERLAYS_DIR or ./build/overlays). */
	dir?: string;
	/** The table's current state (the `TableState` a join returns), or null/undefined for none. */
	stateOf?: (table: string) => unknown;
	/**
	 * For a page that follows the whole venue (the ticker): the venue's tables (the `venue` event's
	 * `VenueState`) and each table's current state, so it too paints before its socket connects.
	 */
	venueOf?: () => { venue: unknown; states: unknown[] };
}

/** A Host header fit to go into an address (name or IP, port); anything else is not used. */
const HOST_HEADER = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

export function createOverlayServer(options: OverlayServerOptions = {}): OverlayServer {
	const dir = resolve(options.dir ?? defaultOverlayDir());
	const cache = new Map<string, Cached>();

	/** Reads a file below `dir` (cached until its mtime changes); null if missing or outside. */
	function read(rel: string): Buffer | null {
		return entry(rel)?.body ?? null;
	}
	function entry(rel: string): Cached | null {
		const file = resolve(dir, rel);
		if (file !== dir && !file.startsWith(dir + sep)) return null;
		let st;
		try {
			st = statSync(file);
		} catch {
			return null;
		}
		if (!st.isFile()) return null;
		const hit = cache.get(file);
		if (hit && hit.mtime === st.mtimeMs) return hit;
		const fresh: Cached = { mtime: st.mtimeMs, body: readFileSync(file), gz: null };
		cache.set(file, fresh);
		return fresh;
	}

	function listOverlays(): string[] {
		if (!existsSync(dir)) return [];
		return readdirSync(dir, { withFileTypes: true })
			.filter((d) => d.isDirectory() && NAME.test(d.name) && existsSync(join(dir, d.name, 'index.html')))
			.map((d) => d.name)
			.sort();
	}

	function serveOverlay(name: string) {
		if (!NAME.test(name)) return null;
		const page = read(join(name, 'index.html'));
		if (!page) return null;
		const html = page.toString('utf8');
		const assets = [...html.matchAll(/(?:src|href)="(\/overlay-assets\/[^"]+)"/g)].map((m) => m[1]);
		return { html, assets };
	}

	/**
	 * The words file the page fetches first (overlays/_shared/dictionary.ts): its language's, and
	 * on a page that shows one table the one of the discipline on it. The language is the one the
	 * page will pick (?lang=, the remembered choice's cookie, Accept-Language); should the page
	 * pick another (a choice kept only in its storage), it fetches its own as before.
	 */
	function firstWords(html: string, entry: OverlayEntry, lang: Lang, state: unknown): string {
		const base = pageWordsBase(html);
		// (the discipline as the page reads it: the summary's, as matchView does)
		const match = (state as { match?: { summary?: { discipline?: unknown } } } | null)?.match;
		const d = entry.venue || entry.competition ? '' : match?.summary?.discipline;
		if (!base || typeof d !== 'string' || !/^[a-z0-9-]{0,40}$/.test(d) || (d === '' && !entry.venue && !entry.competition)) return '';
		const rel = `${base}-${lang}${d && `-${d}`}.json`;
		const file = read(rel);
		if (!file) return '';
		let words: unknown;
		try {
			words = JSON.parse(file.toString('utf8'));
		} catch {
			return '';
		}
		// keyed by the address the page would fetch them from
		return `<script>window.__CUECAST_WORDS_IN__=${scriptJson({ [`/overlay-assets/${rel}`]: words })}</script>`;
	}

	/** An answer: its status, content type, body, cache policy and any other headers (gzip, vary). */
	interface Answer {
		status: number;
		type: string;
		body: Buffer | string;
		cache: string;
		headers?: Record<string, string>;
	}

	function send(req: IncomingMessage, res: ServerResponse, { status, type, body, cache, headers = {} }: Answer) {
		res.writeHead(status, {
			...headers,
			'content-type': type,
			'content-length': Buffer.byteLength(body),
			'cache-control': cache,
			'x-content-type-options': 'nosniff'
		});
		res.end(req.method === 'HEAD' ? undefined : body);
	}

	function handle(req: IncomingMessage, res: ServerResponse): boolean {
		if (req.method !== 'GET' && req.method !== 'HEAD') return false;
		const path = (req.url ?? '/').split('?')[0];
		if (path.startsWith('/overlay-assets/')) {
			let rel: string;
			try {
				rel = decodeURIComponent(path.slice('/overlay-assets/'.length));
			} catch {
				rel = '';
			}
			const hit = rel && !rel.includes('\0') && !rel.split('/').includes('..') ? entry(rel) : null;
			if (!hit || rel.endsWith('index.html')) {
				send(req, res, { status: 404, type: 'text/plain; charset=utf-8', body: 'not found', cache: 'no-store' });
				return true;
			}
			const type = TYPES[extname(rel)] ?? 'application/octet-stream';
			const cacheControl = rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
			const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /^(text|application\/json|image\/svg)/.test(type);
			if (gzip) {
				hit.gz ??= gzipSync(hit.body, { level: 9 });
				send(req, res, { status: 200, type, body: hit.gz, cache: cacheControl, headers: { 'content-encoding': 'gzip', vary: 'accept-encoding' } });
			} else send(req, res, { status: 200, type, body: hit.body, cache: cacheControl, headers: { vary: 'accept-encoding' } });
			return true;
		}
		const m = /^\/overlay\/([^/]+)\/([^/]+)\/?$/.exec(path);
		if (!m) return false;
		let table: string, name: string;
		try {
			[table, name] = [decodeURIComponent(m[1]), decodeURIComponent(m[2])];
		} catch {
			return false;
		}
		if (!TABLE.test(table)) return false;
		const page = serveOverlay(name);
		if (!page) return false;
		let html = page.html;
		const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
		const overlay = overlayEntry(name);
		const mode = overlay ? hostModeOf(query.get('mode')) : null;
		const file = mode === 'spx' ? SPX_BRIDGE_SCRIPT : HOST_SCRIPT;
		const script = mode ? read(file)?.toString('utf8') : undefined;
		if (mode && script === undefined) console.error(`cuecast: ${dir} has no ${file} (npm run build): ?mode=${mode} answered with the plain page`);
		const template = mode === 'spx' && script !== undefined;
		if (overlay && template) {
			// SPX serves the template from its own server: the overlay in its frame is this server's, by full address.
			const lang = spxLang(query.get('lang'));
			const inner = new URLSearchParams(query);
			inner.set('mode', 'caspar');
			inner.set('lang', lang);
			const host = String(req.headers.host ?? '');
			const https = (req.socket as { encrypted?: boolean }).encrypted || req.headers['x-forwarded-proto'] === 'https';
			const path = `/overlay/${encodeURIComponent(table)}/${encodeURIComponent(name)}?${inner}`;
			html = spxTemplate(overlay, { table, lang, src: HOST_HEADER.test(host) ? `${https ? 'https' : 'http'}://${host}${path}` : path }, script);
		} else if (overlay && mode === 'caspar' && script !== undefined) html = casparPage(html, overlay, script);
		// Not into the SPX template: it is saved to a file, and a state in it would be stale.
		if (!template) {
			let state: unknown = null;
			let venue: unknown = null;
			try {
				if (overlay?.venue) venue = options.venueOf?.() ?? null;
				else state = options.stateOf?.(table) ?? null;
			} catch (err) {
				console.error('cuecast: overlay stateOf/venueOf failed', err);
			}
			const url = new URL(req.url ?? '/', 'http://overlay');
			const words = overlay ? firstWords(html, overlay, requestLang(url, req.headers.cookie ?? null, req.headers['accept-language'] ?? null), state) : '';
			const inline =
				(state ? `<script>window.__CUECAST_STATE__=${scriptJson(state)}</script>` : '') +
				(venue ? `<script>window.__CUECAST_VENUE__=${scriptJson(venue)}</script>` : '') +
				words;
			if (inline) html = html.replace('<head>', () => `<head>${inline}`);
		}
		// Never cached: a rebuilt overlay must reach OBS on its next reload, and the state is live.
		const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
		if (gzip) send(req, res, { status: 200, type: TYPES['.html'], body: gzipSync(html, { level: 6 }), cache: 'no-store', headers: { 'content-encoding': 'gzip', vary: 'accept-encoding' } });
		else send(req, res, { status: 200, type: TYPES['.html'], body: html, cache: 'no-store', headers: { vary: 'accept-encoding' } });
		return true;
	}

	return {
		dir,
		listOverlays,
		serveOverlay,
		handle,
		middleware(req, res, next) {
			if (!handle(req, res)) next();
		}
	};
}
