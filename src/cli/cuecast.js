#!/usr/bin/env node
// The `cuecast` command. The engine is TypeScript: the first run bundles it with esbuild
// into node_modules/.cache (rebuilt whenever a source is newer), so a checkout works right
// after `npm install` and each later run starts in a fraction of a second. Without esbuild,
// tsx loads the sources in place.
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const sources = [here, join(root, 'src', 'lib', 'engine')];
const bundle = join(root, 'node_modules', '.cache', 'cuecast', 'cli.mjs');

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
			entryPoints: [join(here, 'main.ts')],
			bundle: true,
			platform: 'node',
			format: 'esm',
			target: 'node20',
			// better-sqlite3 (backup) is a native module: loaded from node_modules, not bundled
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

const built = await freshBundle();
/** @type {typeof import('./main')} */
let cli;
if (built) {
	cli = await import(pathToFileURL(built).href);
} else {
	const { register } = await import('tsx/esm/api');
	register();
	const entry = './main.ts';
	cli = await import(entry);
}
process.exitCode = await cli.main(process.argv.slice(2));
