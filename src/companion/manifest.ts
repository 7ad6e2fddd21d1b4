/**
 * The package's companion/manifest.json: what Companion reads before it runs anything — the
 * module's id and names, its licence, how to run it (Node 22, the nodejs-ipc host API of the
 * bundled @companion-module/base, the entry point beside the companion/ folder) and the mDNS
 * query that lets its settings form offer the cuecast servers on the network.
 */
import type { ModuleManifest } from '@companion-module/base/manifest';
import { DISCOVERY_SERVICE } from '../lib/protocol/discovery';

export const MODULE_ID = 'cuecast-scoreboard';
/** Companion names a new connection after the shortname, so buttons read `$(cuecast:…)`. */
export const SHORTNAME = 'cuecast';

/**
 * The config field that lists the servers Companion discovered. Companion pairs a manifest's
 * bonjour query with the `bonjour-device` field of the same id, so both use this one.
 */
export const DISCOVERY_FIELD = 'server';

/** What package.json says about the licence (the project's own, carried into the package). */
export interface PackageInfo {
	version: string;
	license?: unknown;
	private?: unknown;
}

/**
 * The licence the package is distributed under: package.json's `license`. cuecast's package.json
 * names none and is `private`, which npm reads as not licensed for use by others — `UNLICENSED`,
 * npm's word for that (SPDX has no identifier for "all rights reserved"). A public package with
 * no licence is a mistake the build refuses rather than guesses.
 */
export function licenseOf(pkg: PackageInfo): string {
	if (typeof pkg.license === 'string' && pkg.license.trim() !== '') return pkg.license.trim();
	if (pkg.private === true) return 'UNLICENSED';
	throw new Error('package.json names no license and is not private: say under which licence the module is distributed');
}

export function manifestFor(pkg: PackageInfo, apiVersion: string): ModuleManifest {
	return {
		type: 'connection',
		id: MODULE_ID,
		name: 'cuecast: Billiards scoreboard',
		shortname: SHORTNAME,
		description: 'Score a cuecast table from a Stream Deck: points, misses, fouls, the shot clock; the table’s fields as variables',
		version: pkg.version,
		license: licenseOf(pkg),
		// The project has no public home yet; the package says where its source lives.
		repository: 'https://example.invalid/cuecast (src/companion in the cuecast repository)',
		bugs: 'https://example.invalid/cuecast/issues',
		maintainers: [{ name: 'cuecast' }],
		legacyIds: [],
		runtime: { type: 'node22', api: 'nodejs-ipc', apiVersion, entrypoint: '../main.js' },
		manufacturer: 'cuecast',
		products: ['Billiards scoreboard'],
		keywords: ['Scoreboard', 'Billiards', 'Pool', 'Carom', 'Sport', 'Broadcast'],
		// cuecast announces `_cuecast._tcp` (src/lib/server/mdns.ts). IPv4 (Companion's default,
		// said here so it stays so): the form offers `address:port`, which the module reads back.
		bonjourQueries: { [DISCOVERY_FIELD]: { type: DISCOVERY_SERVICE.type, protocol: DISCOVERY_SERVICE.protocol, addressFamily: 'ipv4' } }
	};
}
