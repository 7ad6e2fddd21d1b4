/**
 * The one log runner is the only mailbox: no server code keeps a promise chain of its own. (That
 * src/lib/log imports only itself, and no Node API, is read off the import graph in imports.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the one log runner', () => {
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
