/**
 * Discovery as Companion does it: the real server (npm start's entry) on a free port, found by a
 * DNS-SD browser of bonjour-service — the library Companion's own browser is a fork of — asking
 * for `_cuecast._tcp`, then reached at the address and port it announced.
 *
 * On loopback only: the server listens on 127.0.0.1, so it announces there alone (joins the
 * group on 127.0.0.1 and sends from it), and the browser is kept to 127.0.0.1 too; no packet of
 * this test leaves the machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Bonjour, type Service } from 'bonjour-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../src/companion/config';
import { startServer, tempDir, type Running } from './helpers';

const version = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

let server: Running;
let bonjour: Bonjour;
const errors: Error[] = [];

beforeAll(async () => {
	server = await startServer({ dataDir: tempDir('cuecast-mdns-'), env: { CUECAST_MDNS: '1' } });
	// multicast-dns options, passed through: the group joined on loopback only, sent from it,
	// bound to the wildcard address (a socket bound to 127.0.0.1 would not see group packets)
	bonjour = new Bonjour({ interface: '127.0.0.1', bind: '0.0.0.0' } as ConstructorParameters<typeof Bonjour>[0], (err: Error) => void errors.push(err));
}, 90_000);

afterAll(async () => {
	await new Promise<void>((r) => bonjour?.destroy(() => r()));
	await server?.stop();
});

/** The first service of `_cuecast._tcp` on `port` a browser hears of (others may be on the machine). */
function discover(port: number, ms: number): Promise<Service> {
	return new Promise((resolve, reject) => {
		const browser = bonjour.find({ type: 'cuecast', protocol: 'tcp' });
		const timer = setTimeout(() => {
			browser.stop();
			reject(new Error(`no _cuecast._tcp service on port ${port} within ${ms} ms; heard: ${JSON.stringify(browser.services.map((s) => [s.name, s.port]))}; errors: ${errors.join('; ')}`));
		}, ms);
		const seen = (s: Service) => {
			if (s.port !== port) return;
			clearTimeout(timer);
			browser.stop();
			resolve(s);
		};
		browser.on('up', seen);
		// the server announced before the browser started: the browser's own query brings it
		for (const s of browser.services) seen(s);
	});
}

describe('mDNS discovery', () => {
	it('the banner says it announces, where', () => {
		expect(server.stdout()).toContain(`mDNS: announcing "cuecast on `);
		expect(server.stdout()).toContain(`at 127.0.0.1:${server.port}`);
	});

	it('a browser finds the server as _cuecast._tcp, with its port, address and TXT record, and reaches it there', async () => {
		const found = await discover(server.port, 10_000);
		expect(found.type).toBe('cuecast');
		expect(found.protocol).toBe('tcp');
		expect(found.addresses).toEqual(['127.0.0.1']);
		expect(found.txt).toMatchObject({ version, api: '/api/v1', name: found.name });
		expect(found.name).toMatch(new RegExp(`^cuecast on .+:${server.port}$`));
		// Companion's form offers `address:port` (its bonjour-device field's value); the module
		// reads that as its base URL
		const settings = readSettings({ url: '', server: `${found.addresses![0]}:${found.port}`, table: '1', lang: 'en' }, {});
		expect(settings).toMatchObject({ ok: true, baseUrl: `http://127.0.0.1:${server.port}` });
		const res = await fetch(`${settings.ok ? settings.baseUrl : ''}${found.txt.api}/tables`);
		expect(res.status).toBe(200);
		expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
	}, 15_000);

	it('says goodbye when the server stops: the browser drops it', async () => {
		const browser = bonjour.find({ type: 'cuecast', protocol: 'tcp' });
		try {
			const gone = new Promise<Service>((resolve) => browser.on('down', (s: Service) => s.port === server.port && resolve(s)));
			await new Promise<void>((resolve) => {
				const check = () => (browser.services.some((s) => s.port === server.port) ? resolve() : setTimeout(check, 20));
				check();
			});
			await server.stop();
			const down = await Promise.race([gone, new Promise<null>((r) => setTimeout(() => r(null), 5000))]);
			expect(down?.port).toBe(server.port);
		} finally {
			browser.stop();
		}
	}, 20_000);
});
