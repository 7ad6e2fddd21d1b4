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
 * Each overlay as an EBU OGraf graphic (overlays/ograf.ts; docs/overlays.md, "OGraf"), for any
 * origin (a renderer fetches and imports them from its own):
 *   GET /ograf/<table>/                           → the graphics' list (JSON)
 *   GET /ograf/<table>/<name>/<name>.ograf.json   → the manifest
 *   GET /ograf/<table>/<name>/graphic.mjs         → its module (build/overlays/ograf-graphic.js)
 *   GET /ograf/<table>/graphics.zip               → all of them, a folder each (cuecast-ograf/<name>/…)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { casparPage, HOST_SCRIPT, hostModeOf, scriptJson, SPX_BRIDGE_SCRIPT, spxLang, spxTemplate } from '../../../../overlays/host';
import { OVERLAYS, overlayEntry, type OverlayEntry } from '../../../../overlays/manifest';
import { OGRAF_MAIN, OGRAF_SCRIPT, ografId, ografManifest, ografManifestFile, ografModule, type OgrafAt } from '../../../../overlays/ograf';
import { pageWordsBase } from '../../../../overlays/words';
import { requestLang, type Lang } from '../../i18n/lang';
import { zip } from './zip';
import { originOf } from '../http-util';

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

export function createOverlayServer(options: OverlayServerOptions = {}): OverlayServer {
	const files = new OverlayFiles(resolve(options.dir ?? defaultOverlayDir()));
	function handle(req: IncomingMessage, res: ServerResponse): boolean {
		if (req.method !== 'GET' && req.method !== 'HEAD') return false;
		const path = (req.url ?? '/').split('?')[0];
		if (path.startsWith('/overlay-assets/')) return serveAsset(files, req, res, path.slice('/overlay-assets/'.length));
		if (path.startsWith('/ograf/')) return serveOgraf(files, options, req, res, path);
		return servePage(files, options, req, res, path);
	}
	return {
		dir: files.dir,
		listOverlays: () => files.listOverlays(),
		serveOverlay: (name) => files.serveOverlay(name),
		handle,
		middleware(req, res, next) {
			if (!handle(req, res)) next();
		}
	};
}

/** The built overlays' folder: its files, each read once until its mtime changes. */
class OverlayFiles {
	private readonly cache = new Map<string, Cached>();

	constructor(readonly dir: string) {}

	/** Reads a file below `dir` (cached until its mtime changes); null if missing or outside. */
	read(rel: string): Buffer | null {
		return this.entry(rel)?.body ?? null;
	}

	entry(rel: string): Cached | null {
		const file = resolve(this.dir, rel);
		if (file !== this.dir && !file.startsWith(this.dir + sep)) return null;
		let st;
		try {
			st = statSync(file);
		} catch {
			return null;
		}
		if (!st.isFile()) return null;
		const hit = this.cache.get(file);
		if (hit && hit.mtime === st.mtimeMs) return hit;
		const fresh: Cached = { mtime: st.mtimeMs, body: readFileSync(file), gz: null };
		this.cache.set(file, fresh);
		return fresh;
	}

	listOverlays(): string[] {
		if (!existsSync(this.dir)) return [];
		return readdirSync(this.dir, { withFileTypes: true })
			.filter((d) => d.isDirectory() && NAME.test(d.name) && existsSync(join(this.dir, d.name, 'index.html')))
			.map((d) => d.name)
			.sort();
	}

	serveOverlay(name: string) {
		if (!NAME.test(name)) return null;
		const page = this.read(join(name, 'index.html'));
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
	firstWords(html: string, entry: OverlayEntry, lang: Lang, state: unknown): string {
		const base = pageWordsBase(html);
		// (the discipline as the page reads it: the summary's, as matchView does)
		const match = (state as { match?: { summary?: { discipline?: unknown } } } | null)?.match;
		const d = entry.venue || entry.competition ? '' : match?.summary?.discipline;
		if (!base || typeof d !== 'string' || !/^[a-z0-9-]{0,40}$/.test(d) || (d === '' && !entry.venue && !entry.competition)) return '';
		const rel = `${base}-${lang}${d && `-${d}`}.json`;
		const file = this.read(rel);
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
}

/** An answer: its status, content type, body, cache policy and any other headers (gzip, vary). */
interface Answer {
	status: number;
	type: string;
	body: Buffer | string;
	cache: string;
	headers?: Record<string, string>;
}

function send(req: IncomingMessage, res: ServerResponse, { status, type, body, cache, headers = {} }: Answer): true {
	res.writeHead(status, {
		...headers,
		'content-type': type,
		'content-length': Buffer.byteLength(body),
		'cache-control': cache,
		'x-content-type-options': 'nosniff'
	});
	res.end(req.method === 'HEAD' ? undefined : body);
	return true;
}

/** GET /overlay-assets/<rel>: a built file, hashed assets cached for a year, gzipped when text. */
function serveAsset(files: OverlayFiles, req: IncomingMessage, res: ServerResponse, encoded: string): true {
	let rel: string;
	try {
		rel = decodeURIComponent(encoded);
	} catch {
		rel = '';
	}
	const hit = rel && !rel.includes('\0') && !rel.split('/').includes('..') ? files.entry(rel) : null;
	if (!hit || rel.endsWith('index.html')) return send(req, res, { status: 404, type: 'text/plain; charset=utf-8', body: 'not found', cache: 'no-store' });
	const type = TYPES[extname(rel)] ?? 'application/octet-stream';
	const cacheControl = rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
	const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /^(text|application\/json|image\/svg)/.test(type);
	if (!gzip) return send(req, res, { status: 200, type, body: hit.body, cache: cacheControl, headers: { vary: 'accept-encoding' } });
	hit.gz ??= gzipSync(hit.body, { level: 9 });
	return send(req, res, { status: 200, type, body: hit.gz, cache: cacheControl, headers: { 'content-encoding': 'gzip', vary: 'accept-encoding' } });
}

/** GET /overlay/<table>/<name>: the page, as a host (?mode=caspar|spx) wants it, with its first state and words inside. */
function servePage(files: OverlayFiles, options: OverlayServerOptions, req: IncomingMessage, res: ServerResponse, path: string): boolean {
	const m = /^\/overlay\/([^/]+)\/([^/]+)\/?$/.exec(path);
	if (!m) return false;
	let table: string, name: string;
	try {
		[table, name] = [decodeURIComponent(m[1]), decodeURIComponent(m[2])];
	} catch {
		return false;
	}
	if (!TABLE.test(table)) return false;
	const page = files.serveOverlay(name);
	if (!page) return false;
	let html = page.html;
	const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
	const overlay = overlayEntry(name);
	const mode = overlay ? hostModeOf(query.get('mode')) : null;
	const file = mode === 'spx' ? SPX_BRIDGE_SCRIPT : HOST_SCRIPT;
	const script = mode ? files.read(file)?.toString('utf8') : undefined;
	if (mode && script === undefined) console.error(`cuecast: ${files.dir} has no ${file} (npm run build): ?mode=${mode} answered with the plain page`);
	const template = mode === 'spx' && script !== undefined;
	if (overlay && template) html = spxPage(req, query, overlay, table, name, script);
	else if (overlay && mode === 'caspar' && script !== undefined) html = casparPage(html, overlay, script);
	// Not into the SPX template: it is saved to a file, and a state in it would be stale.
	if (!template) html = withFirstState(files, options, req, html, overlay, table);
	// Never cached: a rebuilt overlay must reach OBS on its next reload, and the state is live.
	const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
	if (gzip) return send(req, res, { status: 200, type: TYPES['.html'], body: gzipSync(html, { level: 6 }), cache: 'no-store', headers: { 'content-encoding': 'gzip', vary: 'accept-encoding' } });
	return send(req, res, { status: 200, type: TYPES['.html'], body: html, cache: 'no-store', headers: { vary: 'accept-encoding' } });
}

/** SPX serves the template from its own server: the overlay in its frame is this server's, by full address. */
function spxPage(req: IncomingMessage, query: URLSearchParams, overlay: OverlayEntry, table: string, name: string, script: string): string {
	const lang = spxLang(query.get('lang'));
	const inner = new URLSearchParams(query);
	inner.set('mode', 'caspar');
	inner.set('lang', lang);
	const path = `/overlay/${encodeURIComponent(table)}/${encodeURIComponent(name)}?${inner}`;
	return spxTemplate(overlay, { table, lang, src: originOf(req) + path }, script);
}

/** How many players the table's match has now (the intro graphic's steps), if it has one. */
function playersAt(options: OverlayServerOptions, table: string): number | undefined {
	try {
		const players = (options.stateOf?.(table) as { match?: { summary?: { players?: unknown } } } | null | undefined)?.match?.summary?.players;
		return Array.isArray(players) ? players.length : undefined;
	} catch {
		return undefined;
	}
}

/**
 * GET /ograf/<table>/, /ograf/<table>/<name>/<name>.ograf.json and …/graphic.mjs: the graphic
 * made for this table, this server (the origin the request names) and ?lang= (else English).
 * Readable from any origin (an OGraf renderer fetches the manifest and imports the module from
 * its own); never cached, as the pages: they name this server and this build.
 */
function serveOgraf(files: OverlayFiles, options: OverlayServerOptions, req: IncomingMessage, res: ServerResponse, path: string): boolean {
	const m = /^\/ograf\/([^/]+)\/(?:([^/]+)\/([^/]+)|(graphics\.zip))?$/.exec(path);
	if (!m) return false;
	let table: string, name: string | undefined, file: string | undefined;
	try {
		[table, name, file] = [decodeURIComponent(m[1]), m[2] && decodeURIComponent(m[2]), m[3] && decodeURIComponent(m[3])];
	} catch {
		return false;
	}
	if (!TABLE.test(table)) return false;
	const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
	const server = originOf(req);
	const built = files.entry(OGRAF_SCRIPT);
	const cors = { 'access-control-allow-origin': '*' };
	const fail = (status: number, body: string) => send(req, res, { status, type: 'text/plain; charset=utf-8', body, cache: 'no-store', headers: cors });
	if (!server) return fail(400, 'the request names no host this server can be reached at');
	if (!built) {
		console.error(`cuecast: ${files.dir} has no ${OGRAF_SCRIPT} (npm run build): /ograf/ answered 503`);
		return fail(503, `${OGRAF_SCRIPT} is not built (npm run build)`);
	}
	const at: OgrafAt = { server, table, lang: spxLang(query.get('lang')), players: playersAt(options, table) };
	// Sortable, and new with each build (OGraf: the version SHOULD be alphabetically sortable).
	const version = new Date(built.mtime).toISOString();
	const json = (v: unknown) => send(req, res, { status: 200, type: TYPES['.json'], body: JSON.stringify(v, null, '\t') + '\n', cache: 'no-store', headers: cors });
	const base = `${server}/ograf/${encodeURIComponent(table)}`;
	const graphics = () => {
		const names = new Set(files.listOverlays());
		return OVERLAYS.filter((o) => names.has(o.name));
	};
	if (m[4]) {
		// The folder layout a renderer imports (SPX's ASSETS/templates, an OGraf server's upload).
		const entries = graphics().flatMap((o) => [
			{ name: `cuecast-ograf/${o.name}/${ografManifestFile(o.name)}`, data: Buffer.from(JSON.stringify(ografManifest(o, at, version), null, '\t') + '\n') },
			{ name: `cuecast-ograf/${o.name}/${OGRAF_MAIN}`, data: Buffer.from(ografModule(o, at, built.body.toString('utf8'))) }
		]);
		return send(req, res, {
			status: 200,
			type: 'application/zip',
			body: zip(entries, new Date(built.mtime)),
			cache: 'no-store',
			headers: { ...cors, 'content-disposition': `attachment; filename="cuecast-ograf-${table}.zip"` }
		});
	}
	if (name === undefined) {
		return json({
			zip: `${base}/graphics.zip`,
			graphics: graphics().map((o) => ({ id: ografId(o.name), name: o.name, manifest: `${base}/${o.name}/${ografManifestFile(o.name)}`, main: `${base}/${o.name}/${OGRAF_MAIN}` }))
		});
	}
	const overlay = overlayEntry(name);
	if (!overlay || !files.listOverlays().includes(name)) return false;
	if (file === ografManifestFile(name)) return json(ografManifest(overlay, at, version));
	if (file === OGRAF_MAIN)
		return send(req, res, { status: 200, type: TYPES['.js'], body: ografModule(overlay, at, built.body.toString('utf8')), cache: 'no-store', headers: cors });
	return false;
}

/** The table's (or the venue's) state and the first words, inside the page: it paints before its socket connects. */
function withFirstState(files: OverlayFiles, options: OverlayServerOptions, req: IncomingMessage, html: string, overlay: OverlayEntry | undefined, table: string): string {
	let state: unknown = null;
	let venue: unknown = null;
	try {
		if (overlay?.venue) venue = options.venueOf?.() ?? null;
		else state = options.stateOf?.(table) ?? null;
	} catch (err) {
		console.error('cuecast: overlay stateOf/venueOf failed', err);
	}
	const url = new URL(req.url ?? '/', 'http://overlay');
	const words = overlay ? files.firstWords(html, overlay, requestLang(url, req.headers.cookie ?? null, req.headers['accept-language'] ?? null), state) : '';
	const inline =
		(state ? `<script>window.__CUECAST_STATE__=${scriptJson(state)}</script>` : '') + (venue ? `<script>window.__CUECAST_VENUE__=${scriptJson(venue)}</script>` : '') + words;
	return inline ? html.replace('<head>', () => `<head>${inline}`) : html;
}
