/**
 * Every whole-match fixture under tests/fixtures (any depth): NAME.json is replayed exactly as
 * `npx cuecast replay` does (runScript, then summarize, through JSON) and compared with its
 * sibling NAME.expected.json. An expected file lists the keys it checks: the contract keys of
 * match-script.md at least; extra keys the engine adds are compared when listed. The expected
 * summaries were worked out from the rules, not copied from the engine. A fixture may instead
 * hold NAME.expected-error.txt: the one line replay must refuse it with. Carom fixtures state
 * their source (`notes`), and the published records among them are checked key by key.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../src/lib/engine/match';
import { disciplineIds } from '../src/lib/engine/registry';

const root = join(import.meta.dirname, 'fixtures');

function scripts(dir: string): string[] {
	return readdirSync(dir)
		.flatMap((name) => {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return scripts(path);
			return name.endsWith('.json') && !name.endsWith('.expected.json') ? [path] : [];
		})
		.sort();
}

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const all = scripts(root);

function replayed(path: string) {
	const result = runScript(read(path));
	if (!result.ok) throw new Error(result.error);
	return summarize(result.match);
}

describe('whole-match fixtures', () => {
	it('cover every discipline family, each script with an expected summary or error', () => {
		const disciplines = new Set(all.map((p) => (read(p) as { match: { discipline: string } }).match.discipline));
		for (const family of [['eight-ball', 'nine-ball', 'straight-pool'], ['three-cushion', 'one-cushion', 'straight-rail'], ['artistic'], ['seven-pins', 'kegel']]) {
			for (const d of family) expect(disciplines.has(d), d).toBe(true);
		}
		for (const d of disciplines) expect(disciplineIds()).toContain(d);
		for (const p of all) {
			const has = existsSync(p.replace(/\.json$/, '.expected.json')) || existsSync(p.replace(/\.json$/, '.expected-error.txt'));
			expect(has, relative(root, p)).toBe(true);
		}
	});

	for (const path of all) {
		const expectedPath = path.replace(/\.json$/, '.expected.json');
		const errorPath = path.replace(/\.json$/, '.expected-error.txt');
		if (existsSync(expectedPath)) {
			it(relative(root, path), () => {
				expect(JSON.parse(JSON.stringify(replayed(path)))).toMatchObject(read(expectedPath) as object);
			});
		} else if (existsSync(errorPath)) {
			it(`${relative(root, path)} is refused`, () => {
				const result = runScript(read(path));
				expect(result.ok).toBe(false);
				if (!result.ok) expect(result.error).toBe(readFileSync(errorPath, 'utf8').trim());
			});
		}
	}
});

describe('carom fixtures: sources and published records', () => {
	const carom = all.filter((p) => relative(root, p).startsWith('carom'));
	const fixture = (name: string) => join(root, 'carom', name);

	it('there are fixtures, each with a stated source', () => {
		expect(carom.length).toBeGreaterThanOrEqual(8);
		for (const path of carom) expect((read(path) as { match: { notes?: string } }).match.notes, relative(root, path)).toBeTruthy();
	});

	it('Merckx 50 in 6: 4-9-26-7-0-4, average 8.333, high run 26', () => {
		expect(replayed(fixture('merckx-50-in-6.json')).players[0]).toMatchObject({
			name: 'Eddy Merckx',
			score: 50,
			innings: 6,
			average: 8.333,
			highRun: 26,
			protocol: [4, 9, 26, 7, 0, 4]
		});
	});

	it('Caudron 40 in 9 prints 4.444 (cut, as published)', () => {
		expect(replayed(fixture('caudron-merckx-40-16-in-9.json')).players.map((p) => [p.score, p.innings, p.average])).toEqual([
			[40, 9, 4.444],
			[16, 9, 1.777]
		]);
	});
});

describe('pool fixtures: broadcast moments (issue 13)', () => {
	const fixture = (name: string) => join(root, 'pool', 'nine-ball', name);
	const momentsOf = (path: string) => {
		const result = runScript(read(path));
		if (!result.ok) throw new Error(result.error);
		return result.events.filter((e) => ['hill-hill', 'break-and-run', 'golden-break', 'run-reached'].includes(e.type));
	};

	it('break-and-run: Anna runs rack 1 out from her break; rack 2 (a push-out, a foul) is nobody\'s', () => {
		expect(momentsOf(fixture('break-and-run.json'))).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
	});

	it('results only: hill-hill once, with the rack result that makes it 3–3; rack results are no break and run', () => {
		expect(momentsOf(fixture('results-only-rack-results.json'))).toEqual([{ type: 'hill-hill', rack: 7 }]);
	});
});
