/**
 * The third-party notices of the bundled main.js: every package whose code the bundler put in
 * it (read from the bundler's metafile, so a package tree-shaken away is not listed and one
 * pulled in by a deep import is), with its declared licence and its licence and NOTICE texts
 * from node_modules. The MIT, ISC and BSD licences ask that their text go with every copy; the
 * bundle strips the packages' own files, so the package carries them in THIRD-PARTY-NOTICES.
 *
 * The layout follows what Companion's module tools (2.8) write into a package's LICENSE: texts
 * grouped where identical, each under the packages that ship it, `name@version — licence (source)`.
 * A package with no licence file is given the `/*! … *\/` and `@license` comments of the files
 * of it that were bundled (what those tools fall back to as well), else a text SUPPLIED below for
 * that exact version; one with none of these fails the build rather than ship without its terms.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export interface BundledPackage {
	name: string;
	version: string;
	/** The SPDX expression package.json declares. */
	license: string;
	/** Where its source is (MPL-2.0 and the GPL family ask that recipients be told). */
	repository: string | null;
	/** The folder in node_modules. */
	root: string;
	/** The files of it the bundle took (relative to `root`, `/`-separated). */
	files: string[];
	texts: LegalText[];
}

export interface LegalText {
	role: 'license' | 'notice' | 'source-comment' | 'supplied';
	/** The file it came from, relative to the package's folder (for a supplied text, where it came from). */
	file: string;
	text: string;
}

/** The MIT licence (SPDX `MIT`), for a package that declares it but ships no text of it. */
const mitText = (holder: string): string => `MIT License

Copyright (c) ${holder}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

/**
 * Licence texts for exact package versions that declare a licence but publish no text of it,
 * each with where its holder was found. By `name@version`: a new version is looked at again (it
 * may ship its own file, or change licence) — the build fails until it is.
 */
export const SUPPLIED: Readonly<Record<string, { note: string; text: string }>> = {
	// The published 2.0.4 holds README, CHANGELOG, dist, generated, assets: no LICENSE. Its
	// package.json says MIT; the repository's LICENSE, added after 2.0.4, names Bitfocus AS.
	'@companion-module/base@2.0.4': {
		note: 'the package declares MIT and publishes no licence file; the MIT licence text, with the holder its repository (github.com/bitfocus/companion-module-base) names',
		text: mitText('2026 Bitfocus AS')
	}
};

/** esbuild's metafile, as far as it is read here: the input files, relative to its working directory. */
export interface Metafile {
	inputs: Record<string, unknown>;
}

/**
 * The packages among the bundle's inputs, by folder: `node_modules/@scope/name/…` and
 * `node_modules/name/…` (the innermost node_modules, so a nested copy is its own package).
 * Inputs outside node_modules are the project's own sources.
 */
export function packagesOf(metafile: Metafile, workingDir: string): Map<string, string[]> {
	const roots = new Map<string, string[]>();
	for (const input of Object.keys(metafile.inputs)) {
		// esbuild writes `/`; a namespace prefix (`<define:…>`, `<runtime>`) is not a file
		const path = input.replaceAll('\\', '/');
		const at = path.lastIndexOf('node_modules/');
		if (at < 0 || path.includes(':')) continue;
		const rest = path.slice(at + 'node_modules/'.length).split('/');
		const depth = rest[0].startsWith('@') ? 2 : 1;
		const root = join(workingDir, path.slice(0, at), 'node_modules', ...rest.slice(0, depth));
		const files = roots.get(root) ?? [];
		files.push(rest.slice(depth).join('/'));
		roots.set(root, files);
	}
	return roots;
}

interface PackageJson {
	name?: unknown;
	version?: unknown;
	license?: unknown;
	licenses?: unknown;
	repository?: unknown;
	homepage?: unknown;
}

/** A licence field as npm has spelt it over the years: a string, `{ type }`, or a list to choose from. */
function licenseString(value: unknown): string | null {
	if (typeof value === 'string' && value.trim()) return value.trim();
	if (Array.isArray(value)) {
		const each = value.map(licenseString).filter((v): v is string => v !== null);
		return each.length === 0 ? null : each.length === 1 ? each[0] : `(${each.join(' OR ')})`;
	}
	if (value && typeof value === 'object' && 'type' in value) return licenseString((value as { type: unknown }).type);
	return null;
}

function repositoryOf(pkg: PackageJson): string | null {
	const repo = pkg.repository;
	let url = typeof repo === 'string' ? repo : repo && typeof repo === 'object' && 'url' in repo && typeof repo.url === 'string' ? repo.url : '';
	url = url.trim();
	// npm's shorthand `owner/name` means GitHub
	if (/^[\w.-]+\/[\w.-]+$/.test(url)) url = `https://github.com/${url}`;
	url = url
		.replace(/^git\+/, '')
		.replace(/^(?:git|ssh):\/\/(?:git@)?/, 'https://')
		.replace(/^git@([^:]+):/, 'https://$1/')
		.replace(/\.git$/, '');
	if (/^https?:\/\//.test(url)) return url;
	return typeof pkg.homepage === 'string' && /^https?:\/\//.test(pkg.homepage) ? pkg.homepage : null;
}

const normalise = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** The licence and NOTICE files at the top of a package's folder, by name as npm and the tools look for them. */
function legalFiles(root: string): LegalText[] {
	const out: LegalText[] = [];
	for (const name of readdirSync(root).sort()) {
		const role = /^(licen[cs]e|copying)/i.test(name) ? 'license' : /^notice/i.test(name) ? 'notice' : null;
		if (!role) continue;
		const file = join(root, name);
		if (!statSync(file).isFile()) continue;
		const text = normalise(readFileSync(file, 'utf8'));
		if (text) out.push({ role, file: name, text });
	}
	return out;
}

/** `/*! … *\/` and comments naming `@license` or `@preserve`: what bundlers keep as legal comments. */
export function legalComments(source: string): string[] {
	const found = new Set<string>();
	for (const m of source.matchAll(/\/\*[\s\S]*?\*\//g)) {
		const c = m[0];
		if (c.startsWith('/*!') || /@license|@preserve/.test(c)) found.add(normalise(c));
	}
	for (const m of source.matchAll(/^\s*\/\/[!].*$|^\s*\/\/.*@(license|preserve).*$/gm)) found.add(normalise(m[0]));
	return [...found];
}

/** Each bundled package, with what its folder and its bundled files say about its licence. */
export function bundledPackages(metafile: Metafile, workingDir: string): BundledPackage[] {
	const out: BundledPackage[] = [];
	for (const [root, files] of packagesOf(metafile, workingDir)) {
		// A subfolder's package.json (`zod/v4/package.json` saying only `type`) is not the package's:
		// the folder named after the package in node_modules is.
		const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
		const name = typeof pkg.name === 'string' ? pkg.name : root.split(sep).slice(-1)[0];
		const version = typeof pkg.version === 'string' ? pkg.version : '';
		let texts = legalFiles(root);
		if (!texts.some((t) => t.role === 'license')) {
			const comments: LegalText[] = [];
			for (const f of files) {
				const file = join(root, f);
				if (!existsSync(file)) continue;
				for (const text of legalComments(readFileSync(file, 'utf8'))) comments.push({ role: 'source-comment', file: f, text });
			}
			texts = [...texts, ...comments];
			const supplied = SUPPLIED[`${name}@${version}`];
			if (comments.length === 0 && supplied) texts.push({ role: 'supplied', file: supplied.note, text: normalise(supplied.text) });
		}
		out.push({
			name,
			version,
			license: licenseString(pkg.license) ?? licenseString(pkg.licenses) ?? '',
			repository: repositoryOf(pkg),
			root,
			files: files.sort(),
			texts
		});
	}
	return out.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** Why a package may not ship as it is: no licence declared, or no text of it to carry. */
export function problemsOf(packages: readonly BundledPackage[]): string[] {
	const problems: string[] = [];
	for (const p of packages) {
		const id = `${p.name}@${p.version}`;
		if (!p.license) problems.push(`${id} declares no licence in its package.json`);
		else if (/^UNLICENSED$|^SEE LICENSE IN /i.test(p.license) && p.texts.length === 0) problems.push(`${id} is ${p.license} and ships no licence text`);
		if (!p.texts.some((t) => t.role !== 'notice')) problems.push(`${id} ships no licence file and its bundled files carry no licence comment`);
	}
	return problems;
}

const label = (p: BundledPackage): string => `${p.name}@${p.version} — ${p.license || 'UNKNOWN'}${p.repository ? ` (${p.repository})` : ''}`;

/**
 * THIRD-PARTY-NOTICES: a header saying what the file is and what the module itself is licensed
 * as, then one section per distinct text (licences first, then NOTICE files), each naming the
 * packages that ship it.
 */
export function renderNotices(packages: readonly BundledPackage[], module: { name: string; version: string; license: string }): string {
	const rule = '-'.repeat(80);
	const head = [
		`${module.name} ${module.version} is distributed under: ${module.license}.`,
		'',
		'Its main.js bundles code from the packages below, each under its own licence, whose terms',
		'follow: every licence text (for a package without a licence file, the licence comments of',
		'its bundled files, or a text supplied and marked so) and every NOTICE file, each under the',
		'packages that ship it.',
		'',
		'Packages:',
		...packages.map((p) => `  ${label(p)}`)
	].join('\n');
	const sections: string[] = [];
	for (const roles of [['license', 'source-comment', 'supplied'], ['notice']] as const) {
		const byText = new Map<string, Set<string>>();
		for (const p of packages) {
			for (const t of p.texts) {
				if (!(roles as readonly string[]).includes(t.role)) continue;
				// a supplied text says so, and why, above it
				const text = t.role === 'supplied' ? `[Supplied: ${t.file}.]\n\n${t.text}` : t.text;
				const who = byText.get(text) ?? new Set<string>();
				who.add(label(p));
				byText.set(text, who);
			}
		}
		for (const [text, who] of byText) sections.push(`${[...who].join(', ')}\n${rule}\n${text}`);
	}
	return `${head}\n\n${'='.repeat(80)}\n\n${sections.join(`\n\n${'='.repeat(80)}\n\n`)}\n`;
}
