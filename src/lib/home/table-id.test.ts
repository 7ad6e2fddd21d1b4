import { describe, expect, it } from 'vitest';
import { tableIdSchema } from '../protocol';
import { slugOf, suggestTableId } from './table-id';

describe('the address a new table gets when none is typed', () => {
	it('is the number in the name when it is free (issue 11: "Table 3" got "2")', () => {
		expect(suggestTableId('Table 3', ['1'])).toBe('3');
		expect(suggestTableId('Stół 12', [])).toBe('12');
		expect(suggestTableId('Table 07', [])).toBe('7');
		expect(suggestTableId('Table 3 (TV) 2', [])).toBe('2');
	});
	it('is the name in plain letters when the number is taken or missing', () => {
		expect(suggestTableId('Table 3', ['3'])).toBe('table-3');
		expect(suggestTableId('Table 3', ['3', 'table-3'])).toBe('table-3-2');
		expect(suggestTableId('Bar', [])).toBe('bar');
		expect(suggestTableId('Стол у окна', [])).toBe('stol-u-okna');
		expect(suggestTableId('Stół główny', [])).toBe('stol-glowny');
	});
	it('falls back to the next free number for a name of signs only', () => {
		expect(suggestTableId('★ ★', ['1', '2'])).toBe('3');
	});
	it('always gives an id the server accepts', () => {
		for (const name of ['Table 3', 'A'.repeat(60), 'Стол ' + 'я'.repeat(40), '-x-', '9'.repeat(40), 'Çé 1']) {
			for (const taken of [[], [suggestTableId(name, [])]]) {
				const id = suggestTableId(name, taken);
				expect(tableIdSchema.safeParse(id).success, `${name} → ${id}`).toBe(true);
			}
		}
		expect(slugOf('  --Table__5--  ')).toBe('table-5');
	});
});
