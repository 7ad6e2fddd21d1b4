/**
 * Whole-match fixtures: every tests/fixtures/pool/**\/NAME.json that has a sibling
 * NAME.expected.json is replayed exactly as `npx cuecast replay` does (runScript, then
 * summarize) and the contract keys of the summary (match-script.md, "Summary") are
 * deep-compared with the expected file. The expected summaries were computed by hand from
 * RULES.md, the seed notes and match-script.md, not copied from the engine.
 * A fixture may instead hold NAME.expected-error.txt: the one line replay must refuse with.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../../src/lib/engine/match';
import type { Summary } from '../../src/lib/engine/types';

const root = join(import.meta.dirname, '..', 'fixtures', 'pool');

function scripts(dir: string): string[] {
	return readdirSync(dir)
		.flatMap((name) => {
			const path = join(dir, name);
			if (statSync(path).isDirectory()) return scripts(path);
			return name.endsWith('.json') && !name.endsWith('.expected.json') ? [path] : [];
		})
		.sort();
}

/** Only the keys the contract defines; extra keys are welcome and ignored. */
function contract(s: Summary) {
	return {
		discipline: s.discipline,
		status: s.status,
		winner: s.winner,
		draw: s.draw,
		turn: s.turn,
		pending: s.pending,
		players: s.players.map((p) => ({
			name: p.name,
			score: p.score,
			innings: p.innings,
			highRun: p.highRun,
			average: p.average,
			fouls: p.fouls
		})),
		rack: s.rack && {
			number: s.rack.number,
			breaker: s.rack.breaker,
			onTable: s.rack.onTable,
			ballInHand: s.rack.ballInHand,
			openTable: s.rack.openTable,
			groups: s.rack.groups,
			pushOutAvailable: s.rack.pushOutAvailable
		}
	};
}

const all = scripts(root);

describe('pool whole-match fixtures', () => {
	it('there are at least three fixtures per discipline', () => {
		for (const d of ['eight-ball', 'nine-ball', 'straight-pool']) {
			const withExpected = all.filter(
				(p) => p.includes(`${d}/`) && existsSync(p.replace(/\.json$/, '.expected.json'))
			);
			expect(withExpected.length, d).toBeGreaterThanOrEqual(3);
		}
	});

	for (const path of all) {
		const expectedPath = path.replace(/\.json$/, '.expected.json');
		const errorPath = path.replace(/\.json$/, '.expected-error.txt');
		if (existsSync(expectedPath)) {
			it(relative(root, path), () => {
				const doc = JSON.parse(readFileSync(path, 'utf8'));
				const result = runScript(doc);
				if (!result.ok) throw new Error(result.error);
				const expected = JSON.parse(readFileSync(expectedPath, 'utf8'));
				expect(contract(summarize(result.match))).toEqual(expected);
			});
		} else if (existsSync(errorPath)) {
			it(`${relative(root, path)} is refused`, () => {
				const result = runScript(JSON.parse(readFileSync(path, 'utf8')));
				expect(result.ok).toBe(false);
				if (!result.ok) expect(result.error).toBe(readFileSync(errorPath, 'utf8').trim());
			});
		}
	}
});
