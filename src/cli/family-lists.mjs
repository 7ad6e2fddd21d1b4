// The family lists, written from the family registry (src/lib/engine/families.json) and the
// family folders (issue 25: a new family is its folders, one registry line and its words).
//
// A bundler carries a whole list with everything it imports, so each bundle has lists of its own
// (src/lib/disciplines/registry.ts says which and why). Written by hand, a new family edited
// every one of them. Here each list is a rule — which file of a family's folder it gathers and
// which of that file's exports — and this script writes the list as plain imports into the
// layer's `generated/` folder (not committed): every runtime (Vite, esbuild, tsx, vitest) reads
// them as ordinary TypeScript, each import typed exactly, and an overlay carries no more than a
// hand-written list would. A family without a list's file or export is left out of that list;
// the layer's typed list file (e.g. disciplines/consoles.ts) says whether that is allowed.
//
// Run by `npm install` (prepare), by Vite's config (dev, build, vitest), `npm start` and the
// `cuecast` command; `node src/cli/family-lists.mjs` by hand. A file is written only when its
// text changes, so builds that compare times do not rebuild for nothing.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {RegExp | { match: RegExp, merge: 'array' | 'object' }} ValueRule
 * @typedef {{ values?: Record<string, ValueRule>, types?: Record<string, RegExp>, component?: string, typed?: { from: string, name: string } }} Gather
 * @typedef {{ layer: 'engine' | 'disciplines', file: string } & Gather} ListRule
 */

/**
 * Every list: the layer it belongs to, the file in each family's folder of that layer, and what
 * it gathers — `values` and `types`: a key per export, found by its name's pattern (the names
 * carry the family's prefix: `poolConsole`, `billiardsConsole`; a `types` key names the interface
 * that maps each family to its type); `component`: a Svelte file's default export. A value list
 * is an object by family, or with `merge` every family's array (or object) spread into one, in
 * the registry's order: no keys an overlay would carry for nothing.
 * `typed` gives each value list its type (`name['key']`, from a module of the layer), so the list
 * file re-exports it as it is: a typed copy would cost an overlay a variable a table.
 * @type {Record<string, ListRule>}
 */
export const LISTS = {
	// the rules. The disciplines' ids and catalog entries, and apart (a bundler keeps a spread it
	// does not read) what only a set-up needs (engine/family-facts.ts)
	catalog: { layer: 'engine', file: 'catalog.ts', values: { catalog: { match: /Catalog$/, merge: 'array' } }, types: { Ids: /Id$/ } },
	// each family's summary type (`<Family>Summary`, one capitalised word: not CaromPlayerSummary)
	summaries: { layer: 'engine', file: 'summary.ts', types: { SummaryByFamily: /^[A-Z][a-z]+Summary$/ } },
	'setup-facts': { layer: 'engine', file: 'catalog.ts', values: { setupFacts: { match: /SetupFacts$/, merge: 'object' } } },
	// every discipline's rules, the refusal texts, the samplers of the property tests and benches
	disciplines: { layer: 'engine', file: 'index.ts', values: { disciplines: { match: /Disciplines$/, merge: 'array' } } },
	refusals: { layer: 'engine', file: 'refusals.ts', values: { refusals: /_REFUSALS$/ } },
	samples: {
		layer: 'engine',
		file: 'samples.ts',
		values: {
			samplers: { match: /Samplers$/, merge: 'object' },
			longSetups: { match: /LongSetups$/, merge: 'object' },
			shortSetups: { match: /ShortSetups$/, merge: 'object' },
			eventSetups: { match: /EventSetups$/, merge: 'object' }
		}
	},
	// what the product knows beyond the rules, one list per bundle that carries it
	families: { layer: 'disciplines', file: 'index.ts', values: { family: /Family$/ } },
	consoles: { layer: 'disciplines', file: 'console.ts', values: { console: /Console$/ } },
	'server-parts': { layer: 'disciplines', file: 'server.ts', values: { server: /Server$/ } },
	'wall-panels': { layer: 'disciplines', file: 'board/WallPanel.svelte', component: 'panel' },
	'companion-pages': { layer: 'disciplines', file: 'companion.ts', values: { page: /Companion$/ } },
	'board-keys': { layer: 'disciplines', file: 'board-keys.ts', values: { boardKeys: /BoardKeys$/ } },
	views: { layer: 'disciplines', file: 'view.ts', values: { view: /View$/ }, types: { MatchParts: /MatchPart$/, PlayerParts: /PlayerPart$/ } },
	// how a board words a family where families differ, one table a concern (an overlay carries only the tables it reads)
	'board-words': {
		layer: 'disciplines',
		file: 'board-words.ts',
		typed: { from: '../parts', name: 'BoardWordsTables' },
		values: {
			runWords: /RunWords$/,
			rackWords: /RackWords$/,
			frameLine: /FrameLine$/,
			situationLine: /SituationLine$/,
			statColumns: /StatColumns$/,
			scoreLabel: /ScoreLabel$/,
			framePoints: /FramePoints$/
		}
	},
	// test data: the table each family's Companion page is scored with (tests/companion)
	'companion-demos': { layer: 'disciplines', file: 'companion.fixture.ts', values: { demo: /CompanionDemo$/ } },
	'result-lines': { layer: 'disciplines', file: 'result-line.ts', typed: { from: '../parts', name: 'BoardWordsTables' }, values: { resultLine: /ResultLine$/ } }
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REGISTRY = 'src/lib/engine/families.json';

/** The families in the registry's order. */
export function registeredFamilies(base = root) {
	const text = readFileSync(join(base, REGISTRY), 'utf8');
	const families = JSON.parse(text);
	if (!Array.isArray(families) || !families.every((f) => typeof f === 'string' && /^[a-z][a-z-]*$/.test(f)) || new Set(families).size !== families.length) {
		throw new Error(`${REGISTRY}: expected a list of distinct family ids (lower case, a-z and -), got ${text.trim().slice(0, 200)}`);
	}
	return /** @type {string[]} */ (families);
}

/** `english-billiards` → `english_billiards`: a family as part of an identifier. @param {string} family */
const ident = (family) => family.replace(/-/g, '_');
/** @param {string} family */
const quoteKey = (family) => (/^[a-z_]\w*$/.test(family) ? family : `'${family}'`);

/** The names a TypeScript file exports, values and types apart. @param {string} source */
function exportsOf(source) {
	const values = [...source.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
	const types = [...source.matchAll(/^export\s+(?:declare\s+)?(?:type|interface)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
	// export { a, b as c } [from '…'] and export type { … }: the names after `as`
	for (const [, isType, list] of source.matchAll(/^export\s+(type\s+)?\{([^}]*)\}/gm)) {
		for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) {
			const typeItem = isType || item.startsWith('type ');
			const name = item.replace(/^type\s+/, '').split(/\s+as\s+/).pop() ?? item;
			(typeItem ? types : values).push(name);
		}
	}
	return { values, types };
}

/**
 * The one export of `names` whose name fits `pattern`, or null; two that fit are a mistake.
 * @param {string[]} names @param {RegExp} pattern @param {string} where
 */
function pick(names, pattern, where) {
	const found = names.filter((n) => pattern.test(n));
	if (found.length > 1) throw new Error(`${where}: ${found.join(' and ')} both fit ${pattern}; a list gathers one export a family`);
	return found[0] ?? null;
}

/**
 * The text of one generated list.
 * @param {string} name @param {ListRule} rule @param {string[]} families
 */
export function listText(name, rule, families, base = root) {
	const layerDir = join(base, 'src', 'lib', rule.layer);
	const imports = [];
	/** @type {Record<string, [string, string][]>} key → [family, local name] */
	const values = {};
	/** @type {Record<string, [string, string][]>} */
	const types = {};
	for (const family of families) {
		const file = join(layerDir, family, rule.file);
		if (!existsSync(file)) continue;
		const from = `../${family}/${rule.file.replace(/\.ts$/, '')}`;
		if (rule.component) {
			const local = `${ident(family)}$${rule.component}`;
			imports.push(`import ${local} from '${from}';`);
			(values[rule.component] ??= []).push([family, local]);
			continue;
		}
		const exported = exportsOf(readFileSync(file, 'utf8'));
		const where = `src/lib/${rule.layer}/${family}/${rule.file}`;
		const named = [];
		const typeNamed = [];
		for (const [key, value] of Object.entries(rule.values ?? {})) {
			const found = pick(exported.values, value instanceof RegExp ? value : value.match, where);
			if (!found) continue;
			const local = `${ident(family)}$${key}`;
			named.push(`${found} as ${local}`);
			(values[key] ??= []).push([family, local]);
		}
		for (const [key, pattern] of Object.entries(rule.types ?? {})) {
			const found = pick(exported.types, pattern, where);
			if (!found) continue;
			const local = `${ident(family)}$${key}`;
			typeNamed.push(`${found} as ${local}`);
			(types[key] ??= []).push([family, local]);
		}
		if (named.length) imports.push(`import { ${named.join(', ')} } from '${from}';`);
		if (typeNamed.length) imports.push(`import type { ${typeNamed.join(', ')} } from '${from}';`);
	}
	const body = [];
	for (const key of [...Object.keys(rule.values ?? {}), ...(rule.component ? [rule.component] : [])]) {
		const entries = values[key] ?? [];
		const value = rule.values?.[key];
		const merge = value && !(value instanceof RegExp) ? value.merge : null;
		const [open, close] = merge === 'array' ? ['[', ']'] : ['{', '}'];
		const items = entries.map(([f, local]) => `\n\t${merge ? `...${local}` : `${quoteKey(f)}: ${local}`}`);
		const type = rule.typed ? `: ${rule.typed.name}['${key}']` : '';
		body.push(`export const ${key}${type} = ${open}${items.join(',')}\n${close};`);
	}
	for (const key of Object.keys(rule.types ?? {})) {
		const entries = types[key] ?? [];
		body.push(`export interface ${key} {${entries.map(([f, local]) => `\n\t${quoteKey(f)}: ${local};`).join('')}\n}`);
	}
	return [
		`// Written by src/cli/family-lists.mjs (list "${name}") from src/lib/engine/families.json: do not edit.`,
		`// Each family's ${rule.file}, in the registry's order.`,
		...(rule.typed ? [`import type { ${rule.typed.name} } from '${rule.typed.from}';`] : []),
		...imports,
		'',
		...body,
		''
	].join('\n');
}

/**
 * The registry itself as TypeScript: the families in order and their union type.
 * @param {string[]} families
 */
const registryText = (families) =>
	[
		`// Written by src/cli/family-lists.mjs from src/lib/engine/families.json: do not edit.`,
		`export const FAMILIES = [${families.map((f) => `'${f}'`).join(', ')}] as const;`,
		`export type Family = (typeof FAMILIES)[number];`,
		''
	].join('\n');

/** Writes every list whose text changed; returns the files written. */
export function writeFamilyLists(base = root) {
	const families = registeredFamilies(base);
	const written = [];
	/** @type {[string, string][]} */
	const outputs = [[join(base, 'src', 'lib', 'engine', 'generated', 'families.ts'), registryText(families)]];
	for (const [name, rule] of Object.entries(LISTS)) {
		outputs.push([join(base, 'src', 'lib', rule.layer, 'generated', `${name}.ts`), listText(name, rule, families, base)]);
	}
	for (const [file, text] of outputs) {
		if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, text);
		written.push(file);
	}
	return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const written = writeFamilyLists();
	console.log(written.length ? `family lists: wrote ${written.map((f) => f.slice(root.length + 1)).join(', ')}` : 'family lists: up to date');
}
