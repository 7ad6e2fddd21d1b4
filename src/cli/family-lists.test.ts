import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTS, listText, registeredFamilies, writeFamilyLists } from './family-lists.mjs';
import { FAMILIES } from '../lib/engine/catalog';
import { CONSOLES } from '../lib/disciplines/consoles';
import { disciplineIds } from '../lib/engine/registry';

let base = '';
const put = (path: string, text: string) => {
	mkdirSync(dirname(join(base, path)), { recursive: true });
	writeFileSync(join(base, path), text);
};
afterEach(() => {
	if (base) rmSync(base, { recursive: true, force: true });
	base = '';
});
const checkout = (families: string[]) => {
	base = mkdtempSync(join(tmpdir(), 'cuecast-lists-'));
	put('src/lib/engine/families.json', JSON.stringify(families));
};

describe('the family lists (issue 25: a new family is its folders, one registry line and its words)', () => {
	it('the lists this checkout runs on are the ones its registry and family folders give', () => {
		expect(writeFamilyLists()).toEqual([]);
		expect([...FAMILIES]).toEqual(registeredFamilies());
		expect(Object.keys(CONSOLES)).toEqual(registeredFamilies());
		expect(disciplineIds()).toContain('english-billiards');
	});

	it('a family added to the registry joins every list its folders have a file for, in the registry order', () => {
		checkout(['pool', 'new-game']);
		put('src/lib/engine/pool/index.ts', 'export const poolDisciplines = [];\n');
		put('src/lib/engine/new-game/index.ts', 'export const newGameDisciplines = [];\nexport function helper() {}\n');
		const text = listText('disciplines', LISTS.disciplines, registeredFamilies(base), base);
		expect(text).toContain("import { poolDisciplines as pool$disciplines } from '../pool/index';");
		expect(text).toContain("import { newGameDisciplines as new_game$disciplines } from '../new-game/index';");
		// a merged list: every family's array spread into one, in the registry's order
		expect(text).toMatch(/export const disciplines = \[\n\t\.\.\.pool\$disciplines,\n\t\.\.\.new_game\$disciplines\n\];/);
		// a list by family: keyed by the family's id
		put('src/lib/disciplines/pool/console.ts', 'export const poolConsole = {};\n');
		put('src/lib/disciplines/new-game/console.ts', "export { shared as newGameConsole } from '../shared';\n");
		expect(listText('consoles', LISTS.consoles, registeredFamilies(base), base)).toMatch(
			/export const console = \{\n\tpool: pool\$console,\n\t'new-game': new_game\$console\n\};/
		);
		// no refusals file: left out of that list, which the typed list file allows or not
		expect(listText('refusals', LISTS.refusals, registeredFamilies(base), base)).toContain('export const refusals = {\n};');
	});

	it("gathers a family's types by name into one interface a family", () => {
		checkout(['pool']);
		put('src/lib/engine/pool/catalog.ts', "export type PoolId = 'x';\nexport const poolCatalog = [];\nexport const poolSetupFacts = {};\n");
		const text = listText('catalog', LISTS.catalog, ['pool'], base);
		expect(text).toContain("import type { PoolId as pool$Ids } from '../pool/catalog';");
		expect(text).toContain('export interface Ids {\n\tpool: pool$Ids;\n}');
	});

	it('refuses a file with two exports a list could take, and a registry that is not a list of ids', () => {
		checkout(['pool']);
		put('src/lib/engine/pool/index.ts', 'export const poolDisciplines = [];\nexport const moreDisciplines = [];\n');
		expect(() => listText('disciplines', LISTS.disciplines, ['pool'], base)).toThrow(/poolDisciplines and moreDisciplines both fit/);
		put('src/lib/engine/families.json', '["pool", "pool"]');
		expect(() => registeredFamilies(base)).toThrow(/distinct family ids/);
		put('src/lib/engine/families.json', '{"pool": true}');
		expect(() => registeredFamilies(base)).toThrow(/expected a list/);
	});

	it('writes a list only when its text changes', () => {
		checkout(['pool']);
		put('src/lib/engine/pool/index.ts', 'export const poolDisciplines = [];\n');
		const first = writeFamilyLists(base);
		expect(first.some((f) => f.endsWith('engine/generated/disciplines.ts'))).toBe(true);
		expect(writeFamilyLists(base)).toEqual([]);
		expect(readFileSync(join(base, 'src/lib/engine/generated/families.ts'), 'utf8')).toContain("export const FAMILIES = ['pool'] as const;");
	});
});
