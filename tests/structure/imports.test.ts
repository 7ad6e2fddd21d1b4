/**
 * The house's walls, read off the imports (type imports included) of every TypeScript and Svelte
 * file under src/ and overlays/, as madge resolves them with the project's tsconfig:
 * - no import cycles anywhere (two files that import each other are one concern cut in two);
 * - the rules import nothing of the product around them (src/lib/engine imports only itself);
 * - pages, boards and overlays never import the server: the types they share live with the
 *   protocol (src/lib/protocol);
 * - the one log runner (src/lib/log) imports only itself and no Node module: it runs in the
 *   browser too (a console that keeps scoring offline).
 * Read once for all of them, before the first test and with a time limit of its own: madge over
 * the whole tree takes about 5 s alone, but over 20 s (the tests' limit) beside the peers' lines
 * on a loaded machine. A fresh-clone run at stop 46 timed out "has no cycles" that way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { importGraph } from './graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Files the browser runs (pages, boards, overlays and the libraries they share); tests and SvelteKit's server files aside. */
const CLIENT = /^(src\/routes\/|src\/lib\/(console|kiosk|home|records-list|records-page|competition-page|obs-page|theme|i18n|view|protocol|records|competition|engine)\/|overlays\/)/;
const isTest = (file: string) => /\.test\.ts$|\/testing(\.ts|\/)|\.fixtures?\.ts$/.test(file);
const runsOnServer = (file: string) => /\/\+(page|layout)\.server\.ts$|\/\+server\.ts$/.test(file);

describe('the import graph', () => {
	const graph = importGraph();
	beforeAll(async () => {
		await graph;
	}, 180_000);

	it('has no cycles', async () => {
		const { cycles } = await graph;
		expect(cycles.map((c) => c.join(' , '))).toEqual([]);
	});

	it('was read whole: the engine, the server, the console and the overlays are in it', async () => {
		const files = Object.keys((await graph).graph);
		for (const file of ['src/lib/engine/match.ts', 'src/lib/server/authority.ts', 'src/lib/console/keymap.ts', 'overlays/_shared/boot.ts', 'src/lib/console/Console.svelte']) {
			expect(files).toContain(file);
		}
		expect(files.length).toBeGreaterThan(400);
		// a component's own imports are in it, and a page's import of its component
		expect((await graph).graph['src/lib/console/Console.svelte']).toContain('src/lib/console/controller.svelte.ts');
		expect((await graph).graph['src/routes/console/[table]/+page.svelte']).toContain('src/lib/console/Console.svelte');
	});

	it('keeps the rules apart: src/lib/engine imports only src/lib/engine', async () => {
		const { graph: g } = await graph;
		const out = Object.entries(g).flatMap(([file, deps]) =>
			file.startsWith('src/lib/engine/') ? deps.filter((d) => !d.startsWith('src/lib/engine/')).map((d) => `${file} -> ${d}`) : []
		);
		expect(out).toEqual([]);
	});

	it('keeps the server out of pages, boards and overlays', async () => {
		const { graph: g } = await graph;
		const out = Object.entries(g).flatMap(([file, deps]) =>
			CLIENT.test(file) && !isTest(file) && !runsOnServer(file) ? deps.filter((d) => d.startsWith('src/lib/server/')).map((d) => `${file} -> ${d}`) : []
		);
		expect(out).toEqual([]);
	});

	it('keeps the log runner portable: src/lib/log imports nothing outside src/lib/log and no Node module', async () => {
		const { graph: g } = await graph;
		const files = Object.keys(g).filter((f) => f.startsWith('src/lib/log/') && !isTest(f));
		expect(files).toContain('src/lib/log/runner.ts');
		for (const file of files) {
			expect(g[file]!.filter((d) => !d.startsWith('src/lib/log/'))).toEqual([]);
			expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/from ['"](node:|fs|path|events|crypto)/);
		}
	});
});
