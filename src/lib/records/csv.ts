/**
 * CSV as spreadsheets read it (RFC 4180): one writer for every CSV cuecast sends (the match
 * list's and a match's own), so quoting and the formula guard are said once.
 * - A cell with a comma, a quote, CR or LF is quoted, its quotes doubled.
 * - A text cell starting with = + - @ (or a tab or CR) gets a leading ' so a player named
 *   "=SUM(A1)" stays text in Excel, LibreOffice and Google Sheets (CSV injection). Numbers are
 *   written as numbers (a negative number is not text that could be a formula).
 * - Rows end with CRLF; the file starts with a UTF-8 BOM so Excel reads Polish and Cyrillic
 *   names as UTF-8.
 */

export type CsvCell = string | number | boolean | null | undefined;

export const CSV_BOM = '\ufeff';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Figures of several players in one cell, "7 : 5" or "3.000 / 1.800": spaces around the mark so
 * no spreadsheet reads "1:0" as a time or "30-12" as a date, and a negative figure with the
 * minus sign U+2212 ("−1 : 7"), so the cell does not start like a formula and needs no guard.
 */
export function figuresText(list: readonly (number | string | null)[], mark: ':' | '/' = ':'): string {
	return list.map((x) => (x === null ? '–' : typeof x === 'number' && x < 0 ? `\u2212${-x}` : String(x))).join(` ${mark} `);
}

/** One cell's text. */
export function csvCell(value: CsvCell): string {
	if (value === null || value === undefined) return '';
	if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
	let text = typeof value === 'boolean' ? String(value) : value;
	if (FORMULA_START.test(text)) text = `'${text}`;
	return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row, CRLF-terminated. */
export function csvRow(cells: readonly CsvCell[]): string {
	return cells.map(csvCell).join(',') + '\r\n';
}

/** A whole file: the BOM, the header row, then the rows. */
export function csvFile(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
	let out = CSV_BOM + csvRow(header);
	for (const r of rows) out += csvRow(r);
	return out;
}

/**
 * Reads CSV back (RFC 4180: quoted cells, doubled quotes, CRLF or LF), BOM dropped. For tests
 * and tools; the guard's leading ' is left in the text, as a spreadsheet would show it.
 */
export function parseCsv(text: string): string[][] {
	const src = text.startsWith(CSV_BOM) ? text.slice(1) : text;
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	let i = 0;
	while (i < src.length) {
		const c = src[i]!;
		if (quoted) {
			if (c === '"' && src[i + 1] === '"') (cell += '"'), (i += 2);
			else if (c === '"') (quoted = false), i++;
			else (cell += c), i++;
			continue;
		}
		if (c === '"') (quoted = true), i++;
		else if (c === ',') row.push(cell), (cell = ''), i++;
		else if (c === '\r' || c === '\n') {
			row.push(cell);
			rows.push(row);
			row = [];
			cell = '';
			i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
		} else (cell += c), i++;
	}
	if (cell !== '' || row.length) row.push(cell), rows.push(row);
	return rows;
}
