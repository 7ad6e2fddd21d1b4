/**
 * Bundles the live server (src/lib/server/main.ts and the engine) into build/live-server.mjs,
 * so `npm start` runs plain JavaScript: no TypeScript compiler in the start-up path, which
 * roughly halves the time from spawn to serving (see `npm run bench:server`). Packages stay
 * external (better-sqlite3 is native). The engine's fingerprint is baked in: the bundle no
 * longer sits beside the engine's sources, and snapshots are only trusted for the same engine.
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintEngineSources } from '../lib/server/snapshot';
import { writeFamilyLists } from './family-lists.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_BUNDLE = join(root, 'build', 'live-server.mjs');

/** What only a PostgreSQL or Redis node loads (the store, leadership, the bus), split off the bundle. */
const CHUNKS = join(root, 'build', 'live-server-chunks');

writeFamilyLists();
const started = performance.now();
mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
rmSync(CHUNKS, { recursive: true, force: true });
await build({
	entryPoints: { 'live-server': join(root, 'src', 'lib', 'server', 'main.ts') },
	outdir: dirname(SERVER_BUNDLE),
	outExtension: { '.js': '.mjs' },
	// The server's dynamic imports stay dynamic (a club on SQLite never loads pg or redis).
	splitting: true,
	chunkNames: 'live-server-chunks/[name]-[hash]',
	bundle: true,
	platform: 'node',
	format: 'esm',
	target: 'node20',
	packages: 'external',
	sourcemap: 'linked',
	// The map turns a stack trace's bundle lines into source lines; the sources themselves are in
	// the checkout. Without their text the map is 0.6 MB, not 2 MB, and a server start reads and
	// parses it (process.setSourceMapsEnabled, start.js) on every start.
	sourcesContent: false,
	logLevel: 'warning',
	define: {
		__CUECAST_ENGINE_FINGERPRINT__: JSON.stringify(fingerprintEngineSources(join(root, 'src', 'lib', 'engine'))),
		// the design tokens, for the server's own pages (src/lib/theme/tokens.ts)
		__CUECAST_TOKENS_CSS__: JSON.stringify(readFileSync(join(root, 'src', 'lib', 'theme', 'tokens.css'), 'utf8'))
	}
});
console.log(`server: bundled into build/live-server.mjs in ${(performance.now() - started).toFixed(0)} ms`);
