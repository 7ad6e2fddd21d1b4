/**
 * The import graph of src/ and overlays/ (type imports included), as the structure test
 * (imports.test.ts) and `npm run structure` read it: madge for TypeScript, plus what madge does
 * not read (below).
 */
import madge from 'madge';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * madge reads TypeScript (type imports included) but not a Svelte component's script, an import
 * of a component, nor SvelteKit's `$lib` alias: those edges are read here, from every import and
 * re-export of a component's script, and every `$lib` or `.svelte` import of a TypeScript file,
 * resolved as Vite does.
 */
function svelteEdges(files: readonly string[]): [string, string][] {
	const edges: [string, string][] = [];
	const resolve = (from: string, spec: string): string | null => {
		const base = spec.startsWith('$lib/') ? join('src/lib', spec.slice(5)) : spec.startsWith('.') ? join(dirname(from), spec) : null;
		if (base === null) return null;
		for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) if (existsSync(join(root, candidate)) && /\.(ts|svelte)$/.test(candidate)) return candidate;
		return null;
	};
	for (const file of files) {
		const text = readFileSync(join(root, file), 'utf8');
		const code = file.endsWith('.svelte') ? [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n') : text;
		for (const m of code.matchAll(/\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
			const spec = (m[1] ?? m[2])!;
			if (!file.endsWith('.svelte') && !spec.endsWith('.svelte') && !spec.startsWith('$lib/')) continue; // madge has these
			const target = resolve(file, spec);
			if (target) edges.push([file, target]);
		}
	}
	return edges;
}

/** Every cycle's files, one list a strongly connected set of two or more files (or a file importing itself). */
export function cyclesOf(graph: Record<string, string[]>): string[][] {
	let index = 0;
	const order = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const out: string[][] = [];
	const visit = (v: string) => {
		order.set(v, index);
		low.set(v, index++);
		stack.push(v);
		onStack.add(v);
		for (const w of graph[v] ?? []) {
			if (!order.has(w)) {
				visit(w);
				low.set(v, Math.min(low.get(v)!, low.get(w)!));
			} else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
		}
		if (low.get(v) !== order.get(v)) return;
		const set: string[] = [];
		let w: string;
		do {
			w = stack.pop()!;
			onStack.delete(w);
			set.push(w);
		} while (w !== v);
		if (set.length > 1 || (graph[v] ?? []).includes(v)) out.push(set.sort());
	};
	for (const v of Object.keys(graph)) if (!order.has(v)) visit(v);
	return out;
}

export async function importGraph(): Promise<{ graph: Record<string, string[]>; cycles: string[][] }> {
	const result = await madge(['src', 'overlays'], {
		baseDir: root,
		fileExtensions: ['ts', 'svelte'],
		tsConfig: `${root}/tsconfig.json`,
		excludeRegExp: [/node_modules/, /\.svelte-kit/, /(^|\/)build\//, /overlays\/dist\//]
	});
	const graph: Record<string, string[]> = {};
	for (const [file, deps] of Object.entries(result.obj())) graph[relative(root, join(root, file))] = [...deps];
	for (const [from, to] of svelteEdges(Object.keys(graph))) if (!graph[from]!.includes(to)) graph[from]!.push(to);
	return { graph, cycles: cyclesOf(graph) };
}

