/**
 * Host header validation against DNS rebinding (issue 17): a page on a foreign name that
 * resolves to the venue server would otherwise be same-origin with it. Allowed: IP literals,
 * `localhost` (and `*.localhost`), this machine's name (and `<name>.local`), HOST when it is a
 * name, the hosts of CUECAST_ALLOWED_ORIGINS, and CUECAST_ALLOWED_HOSTS (`*`: any).
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { hostname } from 'node:os';

export function hostPolicy(opts: { host: string; allowedOrigins: readonly string[]; allowedHosts: readonly string[] }): (req: IncomingMessage) => boolean {
	if (opts.allowedHosts.includes('*')) return () => true;
	const names = new Set<string>(['localhost']);
	const me = hostname().toLowerCase();
	if (me) names.add(me).add(`${me}.local`);
	if (!isIP(opts.host) && opts.host !== '0.0.0.0' && opts.host !== '::') names.add(opts.host.toLowerCase());
	for (const o of opts.allowedOrigins) {
		try {
			names.add(new URL(o).hostname.toLowerCase());
		} catch {
			// not a URL: ignored
		}
	}
	for (const h of opts.allowedHosts) names.add(h.toLowerCase());
	return (req) => {
		const header = req.headers.host;
		if (!header) return true; // HTTP/1.0 clients, not browsers
		const name = header.replace(/:\d+$/, '').toLowerCase();
		const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name.replace(/\.$/, '');
		return isIP(bare) !== 0 || names.has(bare) || bare.endsWith('.localhost');
	};
}
