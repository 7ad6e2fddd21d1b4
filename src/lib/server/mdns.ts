/**
 * The server announces itself on the venue's network over multicast DNS (DNS-SD, RFC 6762/6763)
 * as a `_cuecast._tcp` service on its HTTP port, so Companion's settings form offers it (the
 * module's manifest browses for that service) and nobody types an address.
 *
 * The wire is multicast-dns (the packet and socket layer bonjour-service is built on); the
 * records are ours, because bonjour-service's publisher announces every interface's address
 * whatever the server listens on (and never 127.0.0.1), and a server on one address must not
 * send Companion to another. So: HOST 0.0.0.0 or `::` announces this machine's IPv4 addresses on
 * every interface; HOST an IPv4 address announces that address, on that interface only (HOST
 * 127.0.0.1: only this machine hears it — tests, Companion on the same PC); a name or an IPv6
 * address announces nothing (Companion browses for IPv4).
 *
 * It must never stop a server from starting or serving: no multicast (a container, a machine
 * without a network) or the port taken is one line in the log and a status the banner shows.
 * `CUECAST_MDNS=0` turns it off.
 */
import { isIPv4 } from 'node:net';
import { hostname as osHostname, networkInterfaces as osInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { Answer, Question, TxtData } from 'dns-packet';
import makeMdns from 'multicast-dns';
import { DISCOVERY_SERVICE_NAME, type DiscoveryTxt } from '../protocol/discovery';

/** The little of multicast-dns the announcer uses: a seam for the unit tests' fake. */
export interface MdnsTransport {
	onQuery(listener: (questions: Question[]) => void): void;
	/** `fatal`: the socket cannot be used (the port taken, no permission); else a warning (one interface). */
	onError(listener: (err: Error, fatal: boolean) => void): void;
	respond(packet: { answers: Answer[]; additionals: Answer[] }, done: (err: Error | null) => void): void;
	destroy(done: () => void): void;
}

export interface TransportOptions {
	/** The interface address to join the group on and send from; none: every interface. */
	interface?: string;
}

/** multicast-dns behind MdnsTransport. */
export function multicastTransport(opts: TransportOptions): MdnsTransport {
	// Bound to the wildcard address even for one interface: a socket bound to a unicast address
	// never sees packets sent to the multicast group. The interface option limits the group
	// membership and the sending interface, so nothing leaves by another one.
	const mdns = makeMdns({ interface: opts.interface, bind: '0.0.0.0' });
	return {
		onQuery: (listener) => void mdns.on('query', (query) => listener(query.questions)),
		onError: (listener) => {
			mdns.on('error', (err: Error) => listener(err, true));
			mdns.on('warning', (err: Error) => listener(err, false));
		},
		respond: (packet, done) => mdns.respond(packet, (err) => done(err ?? null)),
		destroy: (done) => mdns.destroy(done)
	};
}

export type MdnsStatus =
	| { state: 'off'; reason: string }
	| { state: 'announcing'; name: string; addresses: string[]; port: number }
	| { state: 'failed'; reason: string }
	| { state: 'stopped' };

export interface AnnouncerOptions {
	enabled: boolean;
	/** The address the HTTP server listens on (HOST). */
	host: string;
	port: number;
	/** cuecast's version, in the TXT record. */
	version: string;
	hostname?: () => string;
	interfaces?: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
	transport?: (opts: TransportOptions) => MdnsTransport;
	/** Where the one line about a failure goes. */
	log?: (line: string) => void;
}

const SERVICES_ENUMERATION = '_services._dns-sd._udp.local';
/** RFC 6762 §10: host records 120 s, the others 75 minutes. */
const HOST_TTL = 120;
const OTHER_TTL = 4500;

/** A DNS label of `text`: lower case, letters, digits and dashes, at most `max` long. */
const label = (text: string, max: number): string =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9-]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, max) || 'server';

/**
 * The service's instance name, `cuecast on <machine>:<port>`: a DNS label, at most 63 bytes of
 * UTF-8 (a longer one makes every packet malformed), so the machine's name is cut by bytes, whole
 * characters only, and the port always stays (two servers on one machine must differ).
 */
export function instanceName(machine: string, port: number): string {
	const head = 'cuecast on ';
	const tail = `:${port}`;
	let middle = machine.replaceAll('.', '-');
	const room = 63 - Buffer.byteLength(head + tail);
	while (Buffer.byteLength(middle) > room) middle = [...middle].slice(0, -1).join('');
	return head + middle + tail;
}

/** What to announce for HOST, or why nothing: the addresses, and the interface to keep to. */
export function addressesFor(host: string, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): { addresses: string[]; iface?: string } | { reason: string } {
	if (host === '0.0.0.0' || host === '::') {
		const addresses = Object.values(interfaces)
			.flatMap((list) => list ?? [])
			.filter((i) => i.family === 'IPv4' && !i.internal)
			.map((i) => i.address);
		return addresses.length > 0 ? { addresses: [...new Set(addresses)] } : { reason: 'this machine has no network address besides loopback' };
	}
	if (isIPv4(host)) return { addresses: [host], iface: host };
	return { reason: `HOST ${host} is ${host.includes(':') ? 'an IPv6 address' : 'a name'}; Companion looks for IPv4 addresses` };
}

export class MdnsAnnouncer {
	readonly #opts: AnnouncerOptions;
	#status: MdnsStatus = { state: 'stopped' };
	/** The status while all is well (restored when sending works again after a failure). */
	#announcing: Extract<MdnsStatus, { state: 'announcing' }> | null = null;
	#transport: MdnsTransport | null = null;
	#records: { ptr: Answer; srv: Answer; txt: Answer; a: Answer[]; enumeration: Answer } | null = null;
	#timer: ReturnType<typeof setTimeout> | null = null;
	/** The last failure logged, so a failure that repeats is one line, not one a query. */
	#logged = '';

	constructor(opts: AnnouncerOptions) {
		this.#opts = opts;
	}

	status(): MdnsStatus {
		return this.#status;
	}

	/** Starts announcing; never throws (what went wrong is the status, and one log line). */
	start(): MdnsStatus {
		const o = this.#opts;
		if (!o.enabled) return (this.#status = { state: 'off', reason: 'CUECAST_MDNS=0' });
		try {
			const found = addressesFor(o.host, (o.interfaces ?? osInterfaces)());
			if ('reason' in found) return (this.#status = { state: 'off', reason: found.reason });
			const machine = (o.hostname ?? osHostname)();
			// The instance name is the first label of the service's name: no dots in it.
			const name = instanceName(machine, o.port);
			const fqdn = `${name}.${DISCOVERY_SERVICE_NAME}`;
			// A name of our own for the addresses, not the machine's `<host>.local`, whose records
			// the operating system's responder (Avahi, Bonjour) may already keep.
			const target = `cuecast-${label(machine, 40)}-${o.port}.local`;
			const txt: DiscoveryTxt = { version: o.version, name, api: '/api/v1' };
			const txtData: TxtData = Object.entries(txt).map(([k, v]) => `${k}=${v}`);
			this.#records = {
				ptr: { name: DISCOVERY_SERVICE_NAME, type: 'PTR', ttl: OTHER_TTL, data: fqdn },
				srv: { name: fqdn, type: 'SRV', ttl: HOST_TTL, flush: true, data: { port: o.port, target } },
				txt: { name: fqdn, type: 'TXT', ttl: OTHER_TTL, flush: true, data: txtData },
				a: found.addresses.map((ip): Answer => ({ name: target, type: 'A', ttl: HOST_TTL, flush: true, data: ip })),
				enumeration: { name: SERVICES_ENUMERATION, type: 'PTR', ttl: OTHER_TTL, data: DISCOVERY_SERVICE_NAME }
			};
			const transport = (o.transport ?? multicastTransport)({ interface: found.iface });
			this.#transport = transport;
			this.#announcing = { state: 'announcing', name, addresses: found.addresses, port: o.port };
			this.#status = this.#announcing;
			transport.onError((err, fatal) => this.#failed(err, fatal ? 'fatal' : 'warning'));
			transport.onQuery((questions) => this.#answer(questions));
			// RFC 6762 §8.3: announce twice, a second apart; from then on, answer queries.
			this.#announce();
			this.#timer = setTimeout(() => this.#announce(), 1000);
			this.#timer.unref?.();
		} catch (err) {
			this.#failed(err as Error, 'fatal');
		}
		return this.#status;
	}

	/** Says goodbye (the records with TTL 0, so browsers drop the server at once) and closes. */
	stop(): Promise<void> {
		if (this.#timer) clearTimeout(this.#timer);
		const transport = this.#transport;
		const records = this.#records;
		this.#transport = null;
		this.#announcing = null;
		if (this.#status.state !== 'off') this.#status = { state: 'stopped' };
		if (!transport) return Promise.resolve();
		return new Promise((resolve) => {
			const close = () => transport.destroy(resolve);
			if (!records) return close();
			const bye = [records.ptr, records.srv, records.txt, ...records.a].map((r) => ({ ...r, ttl: 0 }));
			try {
				transport.respond({ answers: bye, additionals: [] }, close);
			} catch {
				close();
			}
		});
	}

	#announce(): void {
		const r = this.#records;
		if (!r || !this.#transport) return;
		this.#send({ answers: [r.ptr, r.srv, r.txt, ...r.a], additionals: [] });
	}

	/** One response to one query: whatever of ours it asks for, with what a browser needs next. */
	#answer(questions: Question[]): void {
		const r = this.#records;
		if (!r || !this.#transport) return;
		const answers = new Set<Answer>();
		const additionals = new Set<Answer>();
		const fqdn = String(r.srv.name).toLowerCase();
		const target = String(r.a[0]?.name ?? '').toLowerCase();
		for (const q of questions) {
			const name = q.name.toLowerCase();
			// dns-packet's types leave the query-only type ANY (255) out; it decodes to 'ANY'
			const any = (q.type as string) === 'ANY';
			if (name === DISCOVERY_SERVICE_NAME && (any || q.type === 'PTR')) {
				answers.add(r.ptr);
				for (const x of [r.srv, r.txt, ...r.a]) additionals.add(x);
			} else if (name === SERVICES_ENUMERATION && (any || q.type === 'PTR')) {
				answers.add(r.enumeration);
			} else if (name === fqdn && (any || q.type === 'SRV' || q.type === 'TXT')) {
				if (any || q.type === 'SRV') answers.add(r.srv);
				if (any || q.type === 'TXT') answers.add(r.txt);
				for (const x of r.a) additionals.add(x);
			} else if (name === target && (any || q.type === 'A')) {
				for (const x of r.a) answers.add(x);
			}
		}
		if (answers.size === 0) return;
		for (const x of answers) additionals.delete(x);
		this.#send({ answers: [...answers], additionals: [...additionals] });
	}

	#send(packet: { answers: Answer[]; additionals: Answer[] }): void {
		const transport = this.#transport;
		if (!transport) return;
		try {
			transport.respond(packet, (err) => {
				if (err) this.#failed(err, 'send');
				else if (this.#status.state === 'failed' && this.#transport === transport && this.#announcing) {
					this.#status = this.#announcing;
					this.#logged = '';
					this.#opts.log?.('mDNS: announcing again');
				}
			});
		} catch (err) {
			this.#failed(err as Error, 'send');
		}
	}

	/**
	 * What went wrong, by kind. `fatal`: the socket is unusable (the port taken, no permission):
	 * closed, not announcing. `send`: a packet could not go out (no route for multicast right
	 * now): not announcing until one goes out again, the socket kept. `warning`: one interface
	 * could not join the group: logged, still announcing on the others; a warning without an
	 * error code (a malformed packet someone else sent) is not worth a line. Each distinct
	 * failure is logged once.
	 */
	#failed(err: Error, kind: 'fatal' | 'send' | 'warning'): void {
		const code = (err as NodeJS.ErrnoException).code;
		if (kind === 'warning' && !code) return;
		const reason = code && !err.message.includes(code) ? `${code}: ${err.message}` : err.message;
		if (kind !== 'warning') this.#status = { state: 'failed', reason };
		if (this.#logged !== reason) {
			this.#logged = reason;
			this.#opts.log?.(
				kind === 'warning'
					? `mDNS: ${reason} (one network interface; announcing on the others)`
					: `mDNS: cannot announce this server (${reason}); Companion will not list it, so type its address in the module's settings`
			);
		}
		if (kind === 'fatal' && this.#transport) {
			const t = this.#transport;
			this.#transport = null;
			if (this.#timer) clearTimeout(this.#timer);
			try {
				t.destroy(() => undefined);
			} catch {
				// a socket that never opened: nothing to close
			}
		}
	}
}

/** The banner's line: what the network hears of this server. */
export function mdnsLine(s: MdnsStatus): string {
	switch (s.state) {
		case 'announcing':
			return `  mDNS: announcing "${s.name}" (_cuecast._tcp) at ${s.addresses.map((a) => `${a}:${s.port}`).join(', ')}: Companion's cuecast module lists it`;
		case 'off':
			return `  mDNS: off (${s.reason})`;
		case 'failed':
			return `  mDNS: not announcing (${s.reason})`;
		case 'stopped':
			return '  mDNS: stopped';
	}
}
