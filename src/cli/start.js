#!/usr/bin/env node
// `npm start`: builds the pages when build/ is missing or older than the sources, then runs the
// live server (TypeScript, through tsx) in this same process. CUECAST_SKIP_BUILD=1 skips the
// build step (tests use it; the server then answers 503 for pages if build/ is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);

/** @param {string} path @returns {number} */
function newest(path) {
	if (!existsSync(path)) return 0;
	const st = statSync(path);
	if (!st.isDirectory()) return st.mtimeMs;
	let max = st.mtimeMs;
	for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
	return max;
}

function buildIsStale() {
	const built = join(root, 'build', 'handler.js');
	if (!existsSync(built)) return true;
	const sources = Math.max(
		newest(join(root, 'src')),
		newest(join(root, 'static')),
		newest(join(root, 'overlays')),
		newest(join(root, 'svelte.config.js')),
		newest(join(root, 'vite.config.ts')),
		newest(join(root, 'package.json'))
	);
	return sources > statSync(built).mtimeMs;
}

if (process.env.CUECAST_SKIP_BUILD !== '1' && buildIsStale()) {
	console.log('cuecast: building the pages (vite build)…');
	const r = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
		stdio: 'inherit',
		cwd: root
	});
	if (r.status !== 0) {
		console.error('cuecast: the build failed; see above.');
		process.exit(r.status ?? 1);
	}
	// adapter-node empties build/, so the overlays are built after it.
	console.log('cuecast: building the overlays…');
	const o = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'overlays', 'build.ts')], { stdio: 'inherit', cwd: root });
	if (o.status !== 0) {
		console.error('cuecast: the overlay build failed; see above.');
		process.exit(o.status ?? 1);
	}
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(join(root, 'src', 'lib', 'server', 'main.ts')).href);
