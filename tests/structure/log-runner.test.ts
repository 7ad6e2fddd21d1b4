/**
 * The log runner runs in the browser next (a console that keeps scoring offline): src/lib/log
 * imports nothing but itself, no Node API, and no server code imports a promise chain of its own.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph } from './graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the one log runner', () => {
	it('imports nothing outside src/lib/log and no Node module', async () => {
		const { graph } = await importGraph();
		const files = Object.keys(graph).filter((f) => f.startsWith('src/lib/log/') && !f.endsWith('.test.ts'));
		expect(files).toContain('src/lib/log/runner.ts');
		for (const file of files) {
			expect(graph[file]!.filter((d) => !d.startsWith('src/lib/log/'))).toEqual([]);
			expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/from ['"](node:|fs|path|events|crypto)/);
		}
	});

	it('is the only mailbox: tables, competitions, the venue and sponsors keep no promise chain of their own', () => {
		const server = join(root, 'src/lib/server');
		const chains: string[] = [];
		const walk = (dir: string) => {
			for (const entry of readdirSync(dir, { withFileTypes: true })) {
				const p = join(dir, entry.name);
				if (entry.isDirectory()) walk(p);
				else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && /\.then\((\w+), \1\)/.test(readFileSync(p, 'utf8'))) chains.push(p.slice(root.length));
			}
		};
		walk(server);
		expect(chains).toEqual([]);
	});
});
