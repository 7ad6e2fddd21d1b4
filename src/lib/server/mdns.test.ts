import type { NetworkInterfaceInfo } from 'node:os';
import type { Answer, Question } from 'dns-packet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressesFor, instanceName, mdnsLine, MdnsAnnouncer, type MdnsTransport, type TransportOptions } from './mdns';
import { loadConfig } from './config';

const nic = (address: string, internal = false, family: 'IPv4' | 'IPv6' = 'IPv4'): NetworkInterfaceInfo =>
	({ address, family, internal, netmask: '', mac: internal ? '00:00:00:00:00:00' : '02:00:00:00:00:01', cidr: null }) as NetworkInterfaceInfo;
const INTERFACES = { lo: [nic('127.0.0.1', true), nic('::1', true, 'IPv6')], eth0: [nic('192.168.1.20'), nic('fe80::1', false, 'IPv6')], wlan0: [nic('10.0.0.5')] };

/** A transport that keeps what was sent and lets the test play the network. */
function fakeTransport() {
	const sent: { answers: Answer[]; additionals: Answer[] }[] = [];
	const made: TransportOptions[] = [];
	let query: (q: Question[]) => void = () => undefined;
	let error: (e: Error, fatal: boolean) => void = () => undefined;
	let sendError: Error | null = null;
	let destroyed = 0;
	const factory = (opts: TransportOptions): MdnsTransport => {
		made.push(opts);
		return {
			onQuery: (l) => void (query = l),
			onError: (l) => void (error = l),
			respond: (packet, done) => {
				sent.push(packet);
				done(sendError);
			},
			destroy: (done) => {
				destroyed++;
				done();
			}
		};
	};
	return {
		factory,
		sent,
		made,
		ask: (...q: Question[]) => query(q),
		fail: (e: Error, fatal: boolean) => error(e, fatal),
		failSends: (e: Error | null) => void (sendError = e),
		destroyed: () => destroyed
	};
}

const errno = (code: string, message: string) => Object.assign(new Error(message), { code });

function announcer(over: Partial<ConstructorParameters<typeof MdnsAnnouncer>[0]> = {}) {
	const t = fakeTransport();
	const logs: string[] = [];
	const a = new MdnsAnnouncer({
		enabled: true,
		host: '0.0.0.0',
		port: 3000,
		version: '0.1.0',
		hostname: () => 'club.pc',
		interfaces: () => INTERFACES,
		transport: t.factory,
		log: (l) => void logs.push(l),
		...over
	});
	return { a, t, logs };
}

afterEach(() => void vi.useRealTimers());

describe('the instance name (a DNS label: 63 bytes at most)', () => {
	it('cuts a long or non-ASCII machine name by UTF-8 bytes, keeps whole characters and always the port', () => {
		const cyrillic = instanceName('Компьютер-судейской-бригады-зал-номер-два', 3000);
		expect(Buffer.byteLength(cyrillic)).toBeLessThanOrEqual(63);
		expect(cyrillic).toMatch(/^cuecast on Компьютер.*:3000$/);
		expect(cyrillic).not.toContain('\ufffd');
		const long = 'a'.repeat(80);
		expect([instanceName(long, 3000), instanceName(long, 3001)].map((n) => [Buffer.byteLength(n), n.slice(-5)])).toEqual([
			[63, ':3000'],
			[63, ':3001']
		]);
		expect(instanceName('club.local', 80)).toBe('cuecast on club-local:80');
	});
});

describe('mDNS announcer', () => {
	it('announces _cuecast._tcp on start, again a second later, and says goodbye on stop', async () => {
		vi.useFakeTimers();
		const { a, t } = announcer();
		expect(a.start()).toEqual({ state: 'announcing', name: 'cuecast on club-pc:3000', addresses: ['192.168.1.20', '10.0.0.5'], port: 3000 });
		// HOST 0.0.0.0: every interface
		expect(t.made).toEqual([{ interface: undefined }]);
		expect(t.sent).toHaveLength(1);
		const [ptr, srv, txt, ...a4] = t.sent[0].answers;
		expect(ptr).toMatchObject({ name: '_cuecast._tcp.local', type: 'PTR', data: 'cuecast on club-pc:3000._cuecast._tcp.local' });
		expect(srv).toMatchObject({ name: 'cuecast on club-pc:3000._cuecast._tcp.local', type: 'SRV', data: { port: 3000, target: 'cuecast-club-pc-3000.local' } });
		expect(txt).toMatchObject({ type: 'TXT', data: ['version=0.1.0', 'name=cuecast on club-pc:3000', 'api=/api/v1'] });
		expect(a4).toEqual([
			{ name: 'cuecast-club-pc-3000.local', type: 'A', ttl: 120, flush: true, data: '192.168.1.20' },
			{ name: 'cuecast-club-pc-3000.local', type: 'A', ttl: 120, flush: true, data: '10.0.0.5' }
		]);
		vi.advanceTimersByTime(1000);
		expect(t.sent).toHaveLength(2);
		vi.advanceTimersByTime(60_000);
		expect(t.sent).toHaveLength(2);
		await a.stop();
		expect(t.sent[2].answers.map((r) => [r.type, (r as { ttl?: number }).ttl])).toEqual([['PTR', 0], ['SRV', 0], ['TXT', 0], ['A', 0], ['A', 0]]);
		expect(t.destroyed()).toBe(1);
		expect(a.status()).toEqual({ state: 'stopped' });
		await a.stop(); // twice is harmless
		expect(t.destroyed()).toBe(1);
	});

	it('answers a browser’s query with the records it needs, and nothing else', () => {
		const { a, t } = announcer();
		a.start();
		const before = t.sent.length;
		t.ask({ name: '_cuecast._tcp.local', type: 'PTR' });
		const reply = t.sent[before];
		expect(reply.answers.map((r) => r.type)).toEqual(['PTR']);
		expect(reply.additionals.map((r) => r.type)).toEqual(['SRV', 'TXT', 'A', 'A']);
		// names are case-insensitive
		t.ask({ name: 'CUECAST-club-pc-3000.local', type: 'A' });
		expect(t.sent.at(-1)!.answers.map((r) => (r as { data?: unknown }).data)).toEqual(['192.168.1.20', '10.0.0.5']);
		t.ask({ name: 'cuecast on club-pc:3000._cuecast._tcp.local', type: 'TXT' });
		expect(t.sent.at(-1)!).toMatchObject({ answers: [{ type: 'TXT' }] });
		// ANY: what the name has (dns-packet's types leave ANY out of questions)
		t.ask({ name: 'cuecast on club-pc:3000._cuecast._tcp.local', type: 'ANY' as Question['type'] });
		expect(t.sent.at(-1)!.answers.map((r) => r.type)).toEqual(['SRV', 'TXT']);
		expect(t.sent.at(-1)!.additionals.map((r) => r.type)).toEqual(['A', 'A']);
		t.ask({ name: '_services._dns-sd._udp.local', type: 'PTR' });
		expect(t.sent.at(-1)!.answers).toEqual([expect.objectContaining({ data: '_cuecast._tcp.local' })]);
		const n = t.sent.length;
		t.ask({ name: '_http._tcp.local', type: 'PTR' }, { name: 'club-pc.local', type: 'A' });
		expect(t.sent).toHaveLength(n);
		void a.stop();
	});

	it('keeps to the one address HOST names, and to nothing when HOST is a name or IPv6', () => {
		const loop = announcer({ host: '127.0.0.1', port: 4100 });
		expect(loop.a.start()).toMatchObject({ state: 'announcing', addresses: ['127.0.0.1'] });
		expect(loop.t.made).toEqual([{ interface: '127.0.0.1' }]);
		void loop.a.stop();
		for (const host of ['::1', 'cuecast.lan']) {
			const x = announcer({ host });
			expect(x.a.start()).toMatchObject({ state: 'off', reason: expect.stringMatching(/Companion looks for IPv4/) });
			expect(x.t.made).toEqual([]);
		}
		expect(addressesFor('0.0.0.0', { lo: INTERFACES.lo })).toEqual({ reason: 'this machine has no network address besides loopback' });
		expect(addressesFor('::', INTERFACES)).toEqual({ addresses: ['192.168.1.20', '10.0.0.5'] });
	});

	it('is off with CUECAST_MDNS=0, on by default, and refuses a value that is neither', () => {
		const { a, t } = announcer({ enabled: false });
		expect(a.start()).toEqual({ state: 'off', reason: 'CUECAST_MDNS=0' });
		expect(t.made).toEqual([]);
		expect(loadConfig({}).mdns).toBe(true);
		expect(loadConfig({ CUECAST_MDNS: '0' }).mdns).toBe(false);
		expect(loadConfig({ CUECAST_MDNS: 'false' }).mdns).toBe(false);
		expect(loadConfig({ CUECAST_MDNS: '1' }).mdns).toBe(true);
		expect(() => loadConfig({ CUECAST_MDNS: 'no' })).toThrow(/CUECAST_MDNS/);
	});

	it('never throws: the port taken or no multicast is a status and one log line', () => {
		const { a, t, logs } = announcer();
		a.start();
		t.fail(errno('EADDRINUSE', 'bind EADDRINUSE 0.0.0.0:5353'), true);
		expect(a.status()).toEqual({ state: 'failed', reason: 'bind EADDRINUSE 0.0.0.0:5353' });
		expect(t.destroyed()).toBe(1);
		t.fail(errno('EADDRINUSE', 'bind EADDRINUSE 0.0.0.0:5353'), true);
		expect(logs).toEqual([expect.stringMatching(/^mDNS: cannot announce this server \(bind EADDRINUSE 0\.0\.0\.0:5353\); Companion will not list it/)]);
		// a transport that cannot even be made
		const broken = announcer({
			transport: () => {
				throw errno('EPERM', 'socket: operation not permitted');
			}
		});
		expect(broken.a.start()).toEqual({ state: 'failed', reason: 'EPERM: socket: operation not permitted' });
		expect(broken.logs).toHaveLength(1);
	});

	it('stops announcing while nothing can be sent, and says so once; goes on when sending works again', () => {
		const { a, t, logs } = announcer();
		t.failSends(errno('ENETUNREACH', 'send ENETUNREACH 224.0.0.251:5353'));
		a.start();
		t.ask({ name: '_cuecast._tcp.local', type: 'PTR' });
		expect(a.status()).toMatchObject({ state: 'failed' });
		expect(logs).toHaveLength(1);
		t.failSends(null);
		t.ask({ name: '_cuecast._tcp.local', type: 'PTR' });
		expect(a.status()).toMatchObject({ state: 'announcing' });
		expect(logs.at(-1)).toBe('mDNS: announcing again');
		// one interface that cannot join the group: logged once, still announcing
		t.fail(errno('EADDRNOTAVAIL', 'addMembership EADDRNOTAVAIL'), false);
		t.fail(errno('EADDRNOTAVAIL', 'addMembership EADDRNOTAVAIL'), false);
		t.fail(new Error('malformed packet'), false);
		expect(a.status()).toMatchObject({ state: 'announcing' });
		expect(logs.filter((l) => l.includes('EADDRNOTAVAIL'))).toHaveLength(1);
		void a.stop();
	});

	it('is a line in the banner', () => {
		expect(mdnsLine({ state: 'announcing', name: 'cuecast on x:3000', addresses: ['192.168.1.20'], port: 3000 })).toBe(
			'  mDNS: announcing "cuecast on x:3000" (_cuecast._tcp) at 192.168.1.20:3000: Companion\'s cuecast module lists it'
		);
		expect(mdnsLine({ state: 'off', reason: 'CUECAST_MDNS=0' })).toBe('  mDNS: off (CUECAST_MDNS=0)');
		expect(mdnsLine({ state: 'failed', reason: 'EADDRINUSE' })).toBe('  mDNS: not announcing (EADDRINUSE)');
	});
});
