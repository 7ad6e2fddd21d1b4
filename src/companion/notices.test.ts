import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleOptions } from './build';
import { bundledPackages, legalComments, packagesOf, problemsOf, renderNotices, SUPPLIED } from './notices';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'cuecast-notices-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A package folder in the scratch node_modules. */
function fakePackage(dir: string, pkg: Record<string, unknown>, files: Record<string, string>) {
	mkdirSync(dir, { recursive: true });
	writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
	for (const [name, text] of Object.entries(files)) {
		mkdirSync(join(dir, name, '..'), { recursive: true });
		writeFileSync(join(dir, name), text);
	}
}

describe('THIRD-PARTY-NOTICES of main.js', async () => {
	const { metafile } = await build({ ...bundleOptions(), write: false, minify: false, outfile: join(scratch, 'main.js') });
	const packages = bundledPackages(metafile, root);
	const notices = renderNotices(packages, { name: 'cuecast-scoreboard', version: '0.1.0', license: 'UNLICENSED' });

	it('lists every package among the bundle’s inputs, with its licence text', () => {
		// the bundle's inputs from node_modules, by package name, read here without notices.ts
		const names = new Set(
			Object.keys(metafile.inputs)
				.map((p) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(p)?.[1])
				.filter((n): n is string => n !== undefined)
		);
		expect(names.size).toBeGreaterThan(0);
		expect(new Set(packages.map((p) => p.name))).toEqual(names);
		for (const p of packages) {
			expect(notices, p.name).toContain(`  ${p.name}@${p.version} — ${p.license}`);
			const licence = p.texts.filter((t) => t.role !== 'notice');
			expect(licence.length, `${p.name}: a licence text`).toBeGreaterThan(0);
			for (const t of p.texts) expect(notices, `${p.name}: ${t.file}`).toContain(t.text);
		}
		expect(problemsOf(packages)).toEqual([]);
		expect(notices.startsWith('cuecast-scoreboard 0.1.0 is distributed under: UNLICENSED.')).toBe(true);
	});

	it('knows what it bundles today: the module base, zod and colord, all MIT', () => {
		expect(packages.map((p) => `${p.name} ${p.license}`)).toEqual(['@companion-module/base MIT', 'colord MIT', 'zod MIT']);
		// base 2.0.4 publishes no LICENSE: its text is supplied for that version, and says so
		const base = packages.find((p) => p.name === '@companion-module/base')!;
		expect(base.texts.map((t) => t.role)).toEqual(SUPPLIED[`${base.name}@${base.version}`] ? ['supplied'] : ['license']);
		expect(notices).toContain('[Supplied: the package declares MIT and publishes no licence file');
		expect(notices).toContain('Copyright (c) 2026 Bitfocus AS');
	});
});

describe('notices', () => {
	it('find packages by their innermost node_modules folder, scoped or not, and skip the project’s own files', () => {
		const meta = {
			inputs: {
				'src/companion/main.ts': {},
				'node_modules/zod/v4/core/core.js': {},
				'node_modules/zod/v4/classic/schemas.js': {},
				'node_modules/@scope/pkg/dist/a.js': {},
				'node_modules/a/node_modules/b/index.js': {},
				'<define:__CUECAST_TOKENS_CSS__>': {}
			}
		};
		expect([...packagesOf(meta, '/w').entries()]).toEqual([
			['/w/node_modules/zod', ['v4/core/core.js', 'v4/classic/schemas.js']],
			['/w/node_modules/@scope/pkg', ['dist/a.js']],
			['/w/node_modules/a/node_modules/b', ['index.js']]
		]);
	});

	it('take a package’s licence file, else its bundled files’ licence comments; without either the build stops', () => {
		const nm = join(scratch, 'fake', 'node_modules');
		fakePackage(join(nm, 'with-file'), { name: 'with-file', version: '1.0.0', license: 'ISC', repository: 'git+https://example.org/with-file.git' }, { 'LICENSE.md': 'ISC text\r\n', NOTICE: 'a notice', 'index.js': '' });
		fakePackage(join(nm, 'with-comment'), { name: 'with-comment', version: '2.0.0', license: { type: 'BSD-3-Clause' } }, { 'lib/x.js': '/*! with-comment v2 | BSD-3-Clause */\n/* plain */\nlet a;\n' });
		fakePackage(join(nm, 'bare'), { name: 'bare', version: '3.0.0' }, { 'i.js': '' });
		const meta = { inputs: { 'node_modules/with-file/index.js': {}, 'node_modules/with-comment/lib/x.js': {}, 'node_modules/bare/i.js': {} } };
		const pkgs = bundledPackages(meta, join(scratch, 'fake'));
		expect(pkgs.map((p) => [p.name, p.license, p.repository, p.texts.map((t) => `${t.role}:${t.file}:${t.text}`)])).toEqual([
			['bare', '', null, []],
			['with-comment', 'BSD-3-Clause', null, ['source-comment:lib/x.js:/*! with-comment v2 | BSD-3-Clause */']],
			['with-file', 'ISC', 'https://example.org/with-file', ['license:LICENSE.md:ISC text', 'notice:NOTICE:a notice']]
		]);
		expect(problemsOf(pkgs)).toEqual(['bare@3.0.0 declares no licence in its package.json', 'bare@3.0.0 ships no licence file and its bundled files carry no licence comment']);
		const text = renderNotices(pkgs, { name: 'm', version: '1', license: 'MIT' });
		// licences first, then NOTICE files, each under the packages that ship it
		expect(text.indexOf('ISC text')).toBeLessThan(text.indexOf('a notice'));
		expect(text).toContain('with-file@1.0.0 — ISC (https://example.org/with-file)\n' + '-'.repeat(80) + '\nISC text');
	});

	it('group a text several packages ship under all of them', () => {
		const p = (name: string) => ({ name, version: '1.0.0', license: 'MIT', repository: null, root: '', files: [], texts: [{ role: 'license' as const, file: 'LICENSE', text: 'same' }] });
		const text = renderNotices([p('a'), p('b')], { name: 'm', version: '1', license: 'MIT' });
		expect(text.match(/\nsame/g)).toHaveLength(1);
		expect(text).toContain('a@1.0.0 — MIT, b@1.0.0 — MIT\n');
	});

	it('keep the comments bundlers keep as legal ones', () => {
		expect(legalComments('/*! keep */ /* drop */ /** @license MIT */\n  // @preserve this\n//! and this\n// not this')).toEqual(['/*! keep */', '/** @license MIT */', '// @preserve this', '//! and this']);
	});
});
