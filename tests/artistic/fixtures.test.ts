import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../../src/lib/engine/match';

/** Every whole-match script in tests/fixtures/artistic replays to its sibling *.expected.json. */
const dir = fileURLToPath(new URL('../fixtures/artistic/', import.meta.url));
const scripts = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json')).sort();

describe('artistic fixtures: replay prints the expected summary', () => {
	it('has fixtures', () => {
		expect(scripts.length).toBeGreaterThan(0);
	});

	for (const file of scripts) {
		it(file, () => {
			const script: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
			const expected: unknown = JSON.parse(readFileSync(join(dir, file.replace(/\.json$/, '.expected.json')), 'utf8'));
			const run = runScript(script);
			if (!run.ok) throw new Error(run.error);
			// Through JSON, exactly as `replay` prints it.
			expect(JSON.parse(JSON.stringify(summarize(run.match)))).toEqual(expected);
		});
	}
});
