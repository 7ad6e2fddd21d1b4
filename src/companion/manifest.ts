/**
 * The package's companion/manifest.json: what Companion reads before it runs anything — the
 * module's id and names, and how to run it (Node 22, the nodejs-ipc host API of the bundled
 * @companion-module/base, the entry point beside the companion/ folder).
 */
import type { ModuleManifest } from '@companion-module/base';

export const MODULE_ID = 'cuecast-scoreboard';
/** Companion names a new connection after the shortname, so buttons read `$(cuecast:…)`. */
export const SHORTNAME = 'cuecast';

export function manifestFor(version: string, apiVersion: string): ModuleManifest {
	return {
		id: MODULE_ID,
		name: 'cuecast: Billiards scoreboard',
		shortname: SHORTNAME,
		description: 'Score a cuecast table from a Stream Deck: points, misses, fouls, the shot clock; the table’s fields as variables',
		version,
		license: 'UNLICENSED',
		// The project has no public home yet; the package says where its source lives.
		repository: 'https://example.invalid/cuecast (src/companion in the cuecast repository)',
		bugs: 'https://example.invalid/cuecast/issues',
		maintainers: [{ name: 'cuecast' }],
		legacyIds: [],
		runtime: { type: 'node22', api: 'nodejs-ipc', apiVersion, entrypoint: '../main.js' },
		manufacturer: 'cuecast',
		products: ['Billiards scoreboard'],
		keywords: ['Scoreboard', 'Billiards', 'Pool', 'Carom', 'Sport', 'Broadcast']
	};
}
