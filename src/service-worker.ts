/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * The app shell, cached (issue 26): a console reloaded while the club's network is down still
 * opens, and scores on from its outbox (src/lib/console/offline.svelte.ts). The app's files are
 * cached when the worker installs (they are content-hashed: a new version is a new cache); a page
 * is fetched from the network first and kept, so the page last opened is there offline. The API,
 * the socket, overlays and media always go to the network: their answers must be live.
 *
 * Browsers run service workers only in a secure context: https, or http://localhost. On plain
 * http across the LAN the console still scores offline while the page stays open (docs/devices.md).
 */
import { build, files, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `cuecast-${version}`;
const SHELL = new Set([...build, ...files]);
/** Always the network: live answers, never a cached one. */
const LIVE = /^\/(api|socket\.io|overlay|overlays|media)(\/|$)/;
/** Pages kept for offline use: the console above all, and what leads to it. */
const PAGES = /^\/(console\/[^/]+|pair|login)?$/;
/**
 * A console page kept at install, of this version: the shell any table's console opens from
 * offline (the page is drawn in the browser; the address says which table), also right after an
 * upgrade, before the new version has kept a page of its own.
 */
const CONSOLE_SHELL = '/console/offline-shell';

sw.addEventListener('install', (event) => {
	event.waitUntil(
		caches
			.open(CACHE)
			.then((cache) => cache.addAll([...SHELL, CONSOLE_SHELL]))
			.then(() => sw.skipWaiting())
	);
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
			.then(() => sw.clients.claim())
	);
});

sw.addEventListener('fetch', (event) => {
	const request = event.request;
	if (request.method !== 'GET') return;
	const url = new URL(request.url);
	if (url.origin !== sw.location.origin || LIVE.test(url.pathname)) return;
	if (SHELL.has(url.pathname)) {
		event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
		return;
	}
	if (request.mode === 'navigate' && PAGES.test(url.pathname)) event.respondWith(page(request, url));
});

/** A page: the network's, kept; offline, the kept one (any table's console shell serves another's). */
async function page(request: Request, url: URL): Promise<Response> {
	const cache = await caches.open(CACHE);
	try {
		const response = await fetch(request);
		if (response.ok) await cache.put(url.pathname, response.clone());
		return response;
	} catch (err) {
		const kept = (await cache.match(url.pathname)) ?? (url.pathname.startsWith('/console/') ? await anyConsole(cache) : undefined);
		if (kept) return kept;
		throw err;
	}
}

async function anyConsole(cache: Cache): Promise<Response | undefined> {
	for (const key of await cache.keys()) {
		if (new URL(key.url).pathname.startsWith('/console/')) return cache.match(key);
	}
	return undefined;
}
