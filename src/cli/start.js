#!/usr/bin/env node
// `npm start`: builds the pages when build/ is missing or older than the sources, then runs the
// live server in this same process: the bundle build/live-server.mjs when it is newer than
// every source, else the TypeScript through tsx (a checkout being edited). CUECAST_SKIP_BUILD=1
// skips the build step (tests use it; the server then answers 503 for pages if build/ is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeFamilyLists } from './family-lists.mjs';

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

/** The newest modification time among the sources the build reads (builds write only under build/ and .svelte-kit/). */
const newestSource = () =>
	Math.max(
		newest(join(root, 'src')),
		newest(join(root, 'static')),
		newest(join(root, 'overlays')),
		newest(join(root, 'svelte.config.js')),
		newest(join(root, 'vite.config.ts')),
		newest(join(root, 'package.json'))
	);

/** @param {string} file @param {number} sources */
const olderThan = (file, sources) => !existsSync(file) || statSync(file).mtimeMs < sources;

const handlerFile = join(root, 'build', 'handler.js');
const serverBundle = join(root, 'build', 'live-server.mjs');

/** @param {string} what @param {string[]} args */
function run(what, args) {
	console.log(`cuecast: building ${what}…`);
	const r = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root });
	if (r.status !== 0) {
		console.error(`cuecast: building ${what} failed; see above.`);
		process.exit(r.status ?? 1);
	}
}

// The family lists first: a family added since `npm install` joins every list before the build.
writeFamilyLists();
const sources = newestSource();
if (process.env.CUECAST_SKIP_BUILD !== '1') {
	if (olderThan(handlerFile, sources)) {
		run('the pages (vite build)', [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']);
		// adapter-node empties build/, so the overlays and the server bundle are built after it.
		run('the overlays', ['--import', 'tsx', join(root, 'overlays', 'build.ts')]);
	}
	if (olderThan(serverBundle, sources)) run('the server', ['--import', 'tsx', join(root, 'src', 'cli', 'build-server.ts')]);
}

if (!olderThan(serverBundle, sources)) {
	process.setSourceMapsEnabled(true);
	await import(pathToFileURL(serverBundle).href);
} else {
	console.log('cuecast: running the TypeScript sources (build/live-server.mjs is missing or older than src/)');
	const { register } = await import('tsx/esm/api');
	register();
	await import(pathToFileURL(join(root, 'src', 'lib', 'server', 'main.ts')).href);
}
