/** src/lib/server/overlays: what the live server mounts to serve the built overlays. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { createOverlayServer } from '../../src/lib/server/overlays';
import { buildOverlays } from './support/build';
import { OVERLAY_NAMES } from '../../overlays/manifest';
import { tempDir } from '../support/temp-dirs';

describe('overlay server module', () => {
	let dir: string;
	let http: Server;
	let base: string;
	beforeAll(async () => {
		dir = buildOverlays(tempDir('cuecast-overlays-'));
		const overlays = createOverlayServer({ dir });
		http = createServer((req, res) => overlays.middleware(req, res, () => res.writeHead(418).end('next')));
		await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
		base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
	}, 60_000);
	afterAll(() => new Promise<void>((r) => http.close(() => r())));

	it('lists the built overlays and gives each page with its assets', () => {
		const s = createOverlayServer({ dir });
		// Every overlay in the manifest is built and served, and nothing else.
		expect(s.listOverlays()).toEqual([...OVERLAY_NAMES].sort());
		expect(s.listOverlays()).toContain('bracket');
		const page = s.serveOverlay('scorebug')!;
		expect(page.html).toContain('<div id="gfx">');
		// Standalone pages: JS and CSS are inlined.
		expect(page.html).toContain('<script type="module">');
		expect(page.html).toContain('<style>');
		expect(page.assets).toEqual([]);
		expect(s.serveOverlay('nope')).toBeNull();
		expect(s.serveOverlay('../scorebug')).toBeNull();
		expect(createOverlayServer({ dir: '/nonexistent' }).listOverlays()).toEqual([]);
	});

	it('serves /overlay/<table>/<name>, with the current state when given stateOf', async () => {
		const res = await fetch(`${base}/overlay/table-1/scorebug?lang=pl`);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toMatch(/text\/html/);
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(await res.text()).not.toContain('__CUECAST_STATE__=');
		const withState = createOverlayServer({ dir, stateOf: (t) => (t === 'table-1' ? { table: { id: t, name: '</script><b>x' } } : null) });
		const srv = createServer((req, r) => withState.middleware(req, r, () => r.writeHead(418).end()));
		await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
		const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
		const html = await (await fetch(`${url}/overlay/table-1/intro`)).text();
		expect(html).toContain('window.__CUECAST_STATE__={"table":{"id":"table-1","name":"\\u003c/script>\\u003cb>x"}}');
		expect(await (await fetch(`${url}/overlay/table-2/intro`)).text()).not.toContain('__CUECAST_STATE__=');
		await new Promise<void>((r) => srv.close(() => r()));
	});

	it('serves files under /overlay-assets/ (gzip, immutable when hashed)', async () => {
		const { writeFileSync, mkdirSync } = await import('node:fs');
		mkdirSync(`${dir}/assets`, { recursive: true });
		writeFileSync(`${dir}/assets/flag-abc123.js`, 'export const x = 1;'.repeat(50));
		const js = '/overlay-assets/assets/flag-abc123.js';
		const a = await fetch(`${base}${js}`);
		expect(a.status).toBe(200);
		expect(a.headers.get('content-type')).toMatch(/javascript/);
		expect(a.headers.get('cache-control')).toContain('immutable');
		const raw = await new Promise<{ enc: string | undefined; body: Buffer }>((resolve) => {
			import('node:http').then(({ get }) =>
				get(`${base}${js}`, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
					const chunks: Buffer[] = [];
					r.on('data', (c: Buffer) => chunks.push(c));
					r.on('end', () => resolve({ enc: r.headers['content-encoding'], body: Buffer.concat(chunks) }));
				})
			);
		});
		expect(raw.enc).toBe('gzip');
		expect(gunzipSync(raw.body).toString()).toBe(await a.text());
	});

	it('leaves other URLs to the next handler and refuses traversal', async () => {
		expect((await fetch(`${base}/overlay/table-1/unknown-overlay`)).status).toBe(418);
		expect((await fetch(`${base}/overlay/Bad_Table/scorebug`)).status).toBe(418);
		expect((await fetch(`${base}/console/x`)).status).toBe(418);
		const raw = (path: string) =>
			new Promise<number>((resolve) => import('node:http').then(({ get }) => get(`${base}${path}`, (r) => (r.resume(), resolve(r.statusCode!)))));
		// Whatever the client normalises, nothing outside the build folder is ever served.
		for (const p of ['/overlay-assets/../../package.json', '/overlay-assets/%2e%2e/%2e%2e/package.json', '/overlay-assets/assets/..%2f..%2f..%2fpackage.json'])
			expect(await raw(p), p).not.toBe(200);
		expect(await raw('/overlay-assets/assets/..%2f..%2f..%2fpackage.json')).toBe(404);
		expect((await fetch(`${base}/overlay-assets/scorebug/index.html`)).status).toBe(404);
		expect((await fetch(`${base}/overlay-assets/assets/missing.js`)).status).toBe(404);
		const head = await fetch(`${base}/overlay/t/scorebug`, { method: 'HEAD' });
		expect(head.status).toBe(200);
	});
});
