/**
 * How a cuecast server is found on the venue's network: it announces itself over multicast DNS
 * (DNS-SD) as a `_cuecast._tcp` service on its HTTP port (src/lib/server/mdns.ts), and the
 * Companion module's manifest asks Companion to browse for that service (src/companion/manifest.ts).
 * One name, here, for both sides.
 */
export const DISCOVERY_SERVICE = { type: 'cuecast', protocol: 'tcp' } as const;

/** The service's DNS name: `_cuecast._tcp.local`. */
export const DISCOVERY_SERVICE_NAME = `_${DISCOVERY_SERVICE.type}._${DISCOVERY_SERVICE.protocol}.local`;

/** The TXT record's keys: what a browser can tell before it connects. */
export interface DiscoveryTxt {
	/** cuecast's version (package.json). */
	version: string;
	/** The server's name as it announces it (also the DNS-SD instance name). */
	name: string;
	/** The HTTP API's version path: `/api/v1`. */
	api: string;
}
