import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFile, csvRow, figuresText, parseCsv } from './csv';

describe('csv', () => {
	it('quotes commas, quotes and line breaks (RFC 4180)', () => {
		expect(csvCell('a,b')).toBe('"a,b"');
		expect(csvCell('say "hi"')).toBe('"say ""hi"""');
		expect(csvCell('two\nlines')).toBe('"two\nlines"');
		expect(csvCell('plain')).toBe('plain');
		expect(csvCell(null)).toBe('');
		expect(csvCell(1.234)).toBe('1.234');
		expect(csvCell(-3)).toBe('-3');
	});
	it('keeps a name that looks like a formula as text', () => {
		for (const name of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx']) expect(csvCell(name).replace(/^"/, '').startsWith(`'`)).toBe(true);
		expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
	});
	it('writes a BOM, CRLF rows, and reads back what it wrote', () => {
		const file = csvFile(['name', 'score'], [['Łukasz Żółć, Jr.', 7], ['Ёжиков "Ёж"', null], ['=SUM(A1)', -1]]);
		expect(file.startsWith(CSV_BOM)).toBe(true);
		expect(file.split('\r\n')).toHaveLength(5);
		expect(csvRow(['a', 'b'])).toBe('a,b\r\n');
		expect(parseCsv(file)).toEqual([
			['name', 'score'],
			['Łukasz Żółć, Jr.', '7'],
			['Ёжиков "Ёж"', ''],
			[`'=SUM(A1)`, '-1']
		]);
	});
	it('writes several players\' figures so no spreadsheet reads a time, a date or a formula', () => {
		// "1:0" is a time to a spreadsheet, "-1 : 7" a formula that needed the guard ("'-1 : 7")
		expect(figuresText([1, 0])).toBe('1 : 0');
		expect(csvCell(figuresText([-1, 7]))).toBe('\u22121 : 7');
		expect(figuresText(['3.000', null], '/')).toBe('3.000 / –');
	});
});
