/**
 * The structure's figures (issue 24, ../shared/design/core.md "Targets"), read afresh from the
 * tree: family branches outside the discipline modules, import cycles, event-sourcing
 * implementations, store code, long functions and functions with many parameters. Prints
 * figures only; the walls themselves are held by tests/structure/imports.test.ts.
 *
 *   npm run structure            the figures
 *   npm run structure -- --list  and every offender by name
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { importGraph } from '../../tests/structure/graph';
import { root } from './support';
import { registeredFamilies } from '../cli/family-lists.mjs';

const list = process.argv.includes('--list');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
	const out: string[] = [];
	const walk = (d: string) => {
		for (const name of readdirSync(d)) {
			const p = join(d, name);
			if (statSync(p).isDirectory()) {
				if (!['node_modules', 'dist', 'build', '.svelte-kit'].includes(name)) walk(p);
			} else if (keep(p)) out.push(relative(root, p));
		}
	};
	walk(join(root, dir));
	return out.sort();
}

/** Source files of the product: TypeScript and Svelte under src/ and overlays/; tests, benches and test helpers (the store's shared contract test among them) aside. */
const product = [...filesUnder('src', () => true), ...filesUnder('overlays', () => true)].filter(
	(f) => /\.(ts|svelte)$/.test(f) && !/\.test\.ts$|\.fixtures?\.ts$|\.d\.ts$|(^|\/)testing(\.ts|\/)|(^|\/)contract[\w-]*\.ts$|^src\/bench\//.test(f)
);

/** Code a Svelte file runs: its script blocks; a TypeScript file whole. */
const codeOf = (file: string): string => {
	const text = readFileSync(join(root, file), 'utf8');
	return file.endsWith('.svelte') ? [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n') : text;
};

// ---------------------------------------------------------------- family branches
const FAMILIES = registeredFamilies().join('|');
const BRANCH = new RegExp(`(family|\\.family)\\s*[!=]==\\s*'(${FAMILIES})'|case '(${FAMILIES})':|isFamily\\([^,]+,\\s*'(${FAMILIES})'\\)|'(${FAMILIES})'\\s*[!=]==`, 'g');
/** Where a family may be named: the rules and the discipline modules. */
const inFamilyHome = (f: string) => f.startsWith('src/lib/engine/') || f.startsWith('src/lib/disciplines/');
/** A Svelte file branches in its markup too (`{#if m.family === 'pool'}`): the whole file is read, its styles aside. */
const branchCodeOf = (file: string): string => readFileSync(join(root, file), 'utf8').replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
const branches = product
	.filter((f) => !inFamilyHome(f))
	.map((f) => ({ file: f, count: [...branchCodeOf(f).matchAll(BRANCH)].length }))
	.filter((x) => x.count > 0)
	.sort((a, b) => b.count - a.count);

// ---------------------------------------------------------------- functions
interface Fn {
	where: string;
	lines: number;
	params: number;
}
function functionsOf(file: string): Fn[] {
	const code = codeOf(file);
	const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
	const out: Fn[] = [];
	const visit = (node: ts.Node) => {
		if (ts.isFunctionLike(node) && 'body' in node && node.body) {
			const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
			const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
			const named = (node as ts.FunctionLikeDeclaration).name;
			const name = named && ts.isIdentifier(named) ? named.text : ts.isConstructorDeclaration(node) ? 'constructor' : ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '(anonymous)';
			out.push({ where: `${file}:${start + 1} ${name}`, lines: end - start + 1, params: node.parameters.length });
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return out;
}
const functions = product.flatMap(functionsOf);
const long = functions.filter((f) => f.lines > 80).sort((a, b) => b.lines - a.lines);
const wide = functions.filter((f) => f.params >= 7).sort((a, b) => b.params - a.params);

// ---------------------------------------------------------------- store code
const storeFiles = product.filter((f) => f.startsWith('src/lib/server/store/'));
const storeLines = storeFiles.reduce((n, f) => n + readFileSync(join(root, f), 'utf8').split('\n').length, 0);
/** The same without comments and blank lines: how much of it is code (the documentation is not what a second copy would repeat). */
const codeLines = (text: string) =>
	text
		.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ''))
		.split('\n')
		.filter((l) => l.trim() !== '' && !l.trim().startsWith('//')).length;
const storeCode = storeFiles.reduce((n, f) => n + codeLines(readFileSync(join(root, f), 'utf8')), 0);

// ---------------------------------------------------------------- event sourcing
/**
 * An event-sourcing implementation keeps its own serial mailbox (a promise chain `tail.then(fn,
 * fn)`) and appends to a durable log under a revision: the log runner, and whatever does it again.
 */
const eventSourcing = product.filter((f) => /\.then\((\w+), \1\)/.test(codeOf(f)) && /\.append\w*\(/.test(codeOf(f)) && /revision/.test(codeOf(f)));
/** Serial mailboxes written by hand outside the log runner's `Mailbox`. */
const mailboxes = product.filter((f) => /\.then\((\w+), \1\)/.test(codeOf(f)));

// ---------------------------------------------------------------- imports
const { cycles } = await importGraph();

const row = (what: string, figure: string) => console.log(`  ${what.padEnd(58)} ${figure}`);
console.log(`structure of ${product.length} source files (src/, overlays/; tests and benches aside):`);
row('branches on a family outside src/lib/engine, src/lib/disciplines', `${branches.reduce((n, b) => n + b.count, 0)} in ${branches.length} files`);
row('import cycles (TypeScript and Svelte imports, types included)', `${cycles.length}${cycles.length ? `, the largest of ${Math.max(...cycles.map((c) => c.length))} files` : ''}`);
row('event-sourcing implementations (a mailbox appending under a revision)', `${eventSourcing.length}`);
row('serial mailboxes (promise chains) written by hand', `${mailboxes.length}`);
row('store code (src/lib/server/store, tests and contract aside)', `${storeLines.toLocaleString('en')} lines in ${storeFiles.length} files`);
row('  of which code (no comments, no blank lines)', `${storeCode.toLocaleString('en')} lines`);
row('functions over 80 lines', `${long.length}`);
row('functions with 7 or more parameters', `${wide.length}`);
if (list) {
	console.log('\nfamily branches:');
	for (const b of branches) console.log(`  ${String(b.count).padStart(3)}  ${b.file}`);
	console.log('\nimport cycles:');
	for (const c of cycles) console.log(`  ${c.join(', ')}`);
	console.log('\nevent-sourcing implementations:');
	for (const f of eventSourcing) console.log(`  ${f}`);
	console.log('\nserial mailboxes:');
	for (const f of mailboxes) console.log(`  ${f}`);
	console.log('\nfunctions over 80 lines:');
	for (const f of long) console.log(`  ${String(f.lines).padStart(4)}  ${f.where}`);
	console.log('\nfunctions with 7 or more parameters:');
	for (const f of wide) console.log(`  ${String(f.params).padStart(4)}  ${f.where}`);
}
