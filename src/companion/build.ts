/**
 * `npm run build:companion`: the installable Companion package, laid out as Companion's own
 * module build (@companion-module/tools 3, the one for module API 2.x) lays it out, bundled with
 * esbuild as those tools do:
 *
 *   pkg/                      the archive's root folder (Companion strips it on import)
 *   pkg/companion/manifest.json, pkg/companion/HELP.md
 *   pkg/main.js               the module with all it uses (@companion-module/base, zod) inside,
 *                             an ES module whose default export is the instance class
 *   pkg/package.json          minimal: name, version, license, "type": "module", no dependencies
 *   pkg/THIRD-PARTY-NOTICES   the licences of the packages bundled in main.js (notices.ts)
 *
 * packed as build/companion/cuecast-scoreboard-<version>.tgz (the folder stays beside it).
 * `--out DIR` writes elsewhere (the tests build into a temporary folder).
 */
import { build, type BuildOptions } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateManifest } from '@companion-module/base/manifest';
import { manifestFor, MODULE_ID, type PackageInfo } from './manifest';
import { bundledPackages, problemsOf, renderNotices, type BundledPackage } from './notices';
import { tgz, type TarEntry } from './tar';

import { writeFamilyLists } from '../cli/family-lists.mjs';

writeFamilyLists();
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

export interface BuiltPackage {
	tgz: string;
	dir: string;
	bytes: number;
	mainBytes: number;
	/** The packages main.js bundles (their licences are in THIRD-PARTY-NOTICES). */
	packages: BundledPackage[];
}

/**
 * How main.js is bundled (the package build, and the notices test that reads what went in).
 * The metafile lists the bundle's inputs: THIRD-PARTY-NOTICES is made from it.
 */
export function bundleOptions(): BuildOptions & { metafile: true } {
	return {
		// metafile paths relative to the checkout, whichever folder the build is run from
		absWorkingDir: root,
		metafile: true,
		entryPoints: [join(here, 'main.ts')],
		bundle: true,
		platform: 'node',
		// Companion runs it on its Node 22; Node 20 (this project's) must load it too (the tests do).
		target: 'node20',
		// An ES module, as the tools build it: Companion 5 import()s the entry point and takes its
		// default export, which a CommonJS bundle would not have (import() of CommonJS gives
		// module.exports as the default); Companion 4.3 require()s it, which Node 22 allows for ESM.
		format: 'esm',
		// Bundled CommonJS code that require()s a Node built-in needs `require` in an ES module;
		// the tools add the same line.
		banner: { js: "import { createRequire as __cuecastCreateRequire } from 'node:module'; const require = __cuecastCreateRequire(import.meta.url);" },
		minify: true,
		// The licence comments of bundled code stay, at the end of main.js (esbuild's default when
		// bundling); THIRD-PARTY-NOTICES has the packages' full licence texts.
		legalComments: 'eof',
		// The theme's colours (colours.ts): baked in, so the module reads no file at run time.
		define: { __CUECAST_TOKENS_CSS__: JSON.stringify(readFileSync(join(root, 'src', 'lib', 'theme', 'tokens.css'), 'utf8')) },
		logLevel: 'warning'
	};
}

export async function buildCompanionPackage(outDir = join(root, 'build', 'companion')): Promise<BuiltPackage> {
	const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageInfo;
	const { version } = project;
	const require = createRequire(import.meta.url);
	// The host API version Companion checks (4.3 takes 2.0.x, 5.0 up to 2.1.x): the base bundled.
	const apiVersion = (require('@companion-module/base/package.json') as { version: string }).version;
	const manifest = manifestFor(project, apiVersion);
	validateManifest(manifest, false);

	const dir = join(outDir, 'pkg');
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(join(dir, 'companion'), { recursive: true });
	const result = await build({ ...bundleOptions(), outfile: join(dir, 'main.js') });
	const packages = bundledPackages(result.metafile, root);
	const problems = problemsOf(packages);
	if (problems.length > 0) throw new Error(`companion: a bundled package cannot ship as it is:\n  ${problems.join('\n  ')}`);
	const notices = renderNotices(packages, { name: MODULE_ID, version, license: manifest.license });
	const files: [string, Buffer][] = [
		['companion/manifest.json', Buffer.from(JSON.stringify(manifest, null, '\t') + '\n')],
		['companion/HELP.md', readFileSync(join(here, 'HELP.md'))],
		['package.json', Buffer.from(JSON.stringify({ name: manifest.name, version, license: manifest.license, type: 'module', dependencies: {} }, null, '\t') + '\n')],
		['THIRD-PARTY-NOTICES', Buffer.from(notices)],
		['main.js', readFileSync(join(dir, 'main.js'))]
	];
	for (const [name, data] of files) writeFileSync(join(dir, name), data);
	const entries: TarEntry[] = [{ name: 'pkg/' }, { name: 'pkg/companion/' }, ...files.map(([name, data]) => ({ name: `pkg/${name}`, data }))];
	const archive = tgz(entries);
	const file = join(outDir, `${MODULE_ID}-${version}.tgz`);
	writeFileSync(file, archive);
	return { tgz: file, dir, bytes: archive.length, mainBytes: files.find(([name]) => name === 'main.js')![1].length, packages };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const i = process.argv.indexOf('--out');
	const started = performance.now();
	const built = await buildCompanionPackage(i > 0 ? resolve(process.argv[i + 1]) : undefined);
	const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
	console.log(`companion: ${built.tgz} (${kb(built.bytes)}; main.js ${kb(built.mainBytes)}, bundling ${built.packages.map((p) => `${p.name}@${p.version}`).join(', ')}) in ${(performance.now() - started).toFixed(0)} ms`);
}
