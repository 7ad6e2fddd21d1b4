#!/usr/bin/env node
// The `cuecast` command. The engine is TypeScript: the first run bundles it with esbuild
// into node_modules/.cache (rebuilt whenever a source is newer), so a checkout works right
// after `npm install` and each later run starts in a fraction of a second. Without esbuild,
// tsx loads the sources in place.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeFamilyLists } from './family-lists.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const cache = join(root, 'node_modules', '.cache', 'cuecast');
// `migrate` reaches into the server's stores (SQLite, PostgreSQL), so it is a bundle of its own
// built from more sources; every other command needs only the engine.
const isMigrate = process.argv[2] === 'migrate';
const entryFile = isMigrate ? 'migrate.ts' : 'main.ts';
const sources = isMigrate ? [here, join(root, 'src', 'lib')] : [here, join(root, 'src', 'lib', 'engine')];
const bundle = join(cache, isMigrate ? 'migrate.mjs' : 'cli.mjs');

/** @param {string} dir @returns {number} */
function newestSource(dir) {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
		else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
			newest = Math.max(newest, statSync(path).mtimeMs);
		}
	}
	return newest;
}

/** @returns {Promise<string | null>} the bundle's path, or null when it cannot be built */
async function freshBundle() {
	const newest = Math.max(...sources.map(newestSource));
	try {
		if (statSync(bundle).mtimeMs >= newest) return bundle;
	} catch {
		// no bundle yet
	}
	try {
		const esbuild = await import('esbuild');
		mkdirSync(dirname(bundle), { recursive: true });
		// Build beside the target and rename: concurrent first runs never read half a file.
		const temporary = `${bundle}.${process.pid}.tmp`;
		await esbuild.build({
			entryPoints: [join(here, entryFile)],
			bundle: true,
			platform: 'node',
			format: 'esm',
			target: 'node20',
			// better-sqlite3 (backup, migrate) is a native module, pg a driver: loaded from node_modules, not bundled
			packages: 'external',
			outfile: temporary,
			logLevel: 'silent'
		});
		renameSync(temporary, bundle);
		return bundle;
	} catch {
		return null;
	}
}

// The engine's family lists (family-lists.mjs) before the bundle: a checkout works even where
// `npm install` ran without its scripts.
writeFamilyLists();
const built = await freshBundle();
/** @returns {Promise<unknown>} the entry module, bundled or (without esbuild) through tsx */
async function load() {
	if (built) return import(pathToFileURL(built).href);
	const { register } = await import('tsx/esm/api');
	register();
	return import(`./${entryFile}`);
}
if (isMigrate) {
	const cli = /** @type {typeof import('./migrate')} */ (await load());
	process.exitCode = await cli.migrate(process.argv.slice(3));
} else {
	const cli = /** @type {typeof import('./main')} */ (await load());
	process.exitCode = await cli.main(process.argv.slice(2));
}
