import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runScript, summarize } from '../../src/lib/engine/match';

const dir = fileURLToPath(new URL('../fixtures/carom/', import.meta.url));
const scripts = readdirSync(dir)
	.filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
	.sort();
const read = (file: string): unknown => JSON.parse(readFileSync(dir + file, 'utf8'));

/** Carom fixtures' own checks; tests/fixtures.test.ts replays every fixture against its expected summary. */
describe('carom fixtures: sources and published records', () => {
	it('there are fixtures, each with an expected summary and a stated source', () => {
		expect(scripts.length).toBeGreaterThanOrEqual(8);
		for (const file of scripts) {
			const doc = read(file) as { match: { notes?: string } };
			expect(doc.match.notes, file).toBeTruthy();
			expect(() => read(file.replace(/\.json$/, '.expected.json')), file).not.toThrow();
		}
	});

	it('Merckx 50 in 6: 4-9-26-7-0-4, average 8.333, high run 26', () => {
		const result = runScript(read('merckx-50-in-6.json'));
		if (!result.ok) throw new Error(result.error);
		expect(summarize(result.match).players[0]).toMatchObject({
			name: 'Eddy Merckx',
			score: 50,
			innings: 6,
			average: 8.333,
			highRun: 26,
			protocol: [4, 9, 26, 7, 0, 4]
		});
	});

	it('Caudron 40 in 9 prints 4.444 (cut, as published)', () => {
		const result = runScript(read('caudron-merckx-40-16-in-9.json'));
		if (!result.ok) throw new Error(result.error);
		expect(summarize(result.match).players.map((p) => [p.score, p.innings, p.average])).toEqual([
			[40, 9, 4.444],
			[16, 9, 1.777]
		]);
	});
});
