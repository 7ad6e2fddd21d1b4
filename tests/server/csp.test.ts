/**
 * Every app page carries a Content-Security-Policy (scripts only from this server, with
 * SvelteKit's nonce for its own start-up script); the operator pages may not be framed, the wall
 * displays may (a venue's signage may embed them). The overlays are served by the live server
 * itself and stay embeddable by design (OBS browser sources, other tools' iframes).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir, type Running } from './helpers';
import { assertBuiltAfter } from '../support/browser';
import { skipWithout } from '../support/prerequisites';

const built = existsSync(join(import.meta.dirname, '..', '..', 'build', 'handler.js'));

describe.skipIf(skipWithout(built ? null : "no build/ (npm run build)"))('security headers of the pages', () => {
	let server: Running;
	beforeAll(async () => {
		assertBuiltAfter('the pages', ['src/routes', 'src/hooks.server.ts', 'svelte.config.js']);
		server = await startServer({ dataDir: tempDir() });
	}, 30_000);
	afterAll(async () => server?.stop());

	it('/favicon.ico, which a browser asks for on a page that names no icon (an overlay, a PDF, a refused link): the 9-ball, not a 404', async () => {
		const res = await fetch(`${server.url}/favicon.ico`);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
		const ico = Buffer.from(await res.arrayBuffer());
		// an icon directory (reserved 0, type 1) of 16, 32 and 48 px images
		expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
		expect(Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
	});

	it('the tables, login, console and OBS pages: a CSP without inline scripts, closed to framing', async () => {
		for (const path of ['/', '/login', '/console/t1', '/obs']) {
			const res = await fetch(server.url + path);
			const csp = res.headers.get('content-security-policy') ?? '';
			expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
			expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
			expect(csp, path).toContain("frame-ancestors 'none'");
			expect(res.headers.get('x-frame-options'), path).toBe('DENY');
		}
	});

	it('the wall displays: the same CSP, but they may be framed', async () => {
		for (const path of ['/kiosk', '/kiosk/t1']) {
			const res = await fetch(server.url + path);
			const csp = res.headers.get('content-security-policy') ?? '';
			expect(csp, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
			expect(csp, path).not.toContain('frame-ancestors');
			expect(res.headers.get('x-frame-options'), path).toBeNull();
		}
	});
});
