/**
 * The fields as the API writes them for vMix: a data source row per table whose columns are the
 * title fields' names with vMix's `.Text` suffix, every value text, and the same rows as XML.
 */
import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { runScript, summarize } from '../../engine/match';
import type { TableState, WireSummary } from '../../protocol';
import { ALL_FIELDS, type Fields } from '../../view/fields';
import { fieldsFor, fieldsXml, tablesXml, VMIX_TEXT, vmixRow, vmixRows } from './fields-out';

function tableWith(id: string, name: string, match: Record<string, unknown> | null): TableState {
	if (!match) return { table: { id, name }, match: null, events: [] };
	const run = runScript({ match, actions: [] });
	if (!run.ok) throw new Error(run.error);
	const summary = summarize(run.match) as WireSummary;
	return { table: { id, name }, match: { id: 1, setup: match, revision: 0, summary, startedAt: '' }, events: [] };
}

/** The rows under `/tables/table`, as vMix's XPath selects them, every value read as text. */
function rowsAt(xml: string): Record<string, string>[] {
	expect(XMLValidator.validate(xml)).toBe(true);
	const parsed = new XMLParser({ parseTagValue: false, isArray: (_name, path) => path === 'tables.table' }).parse(xml);
	return parsed.tables.table as Record<string, string>[];
}

/** XML 1.0's Name production, for the ASCII our names use: a letter or `_` first, then letters, digits, `.`, `-`, `_`. */
const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;

describe('vmixRow', () => {
	it('names each column after its field with `.Text`, in the fields\' order', () => {
		const fields: Fields = { tableId: '1', player1Name: 'Anna', player1Score: 3 };
		expect(Object.keys(vmixRow(fields))).toEqual(['tableId.Text', 'player1Name.Text', 'player1Score.Text']);
		expect(VMIX_TEXT).toBe('.Text');
	});

	it('writes every value as text: null empty, booleans true/false, numbers in decimal', () => {
		const row = vmixRow({ a: null, b: true, c: false, d: 0, e: 7, f: 1.5, g: -2, h: '', i: 'Łukasz Żółw' });
		expect(row).toEqual({ 'a.Text': '', 'b.Text': 'true', 'c.Text': 'false', 'd.Text': '0', 'e.Text': '7', 'f.Text': '1.5', 'g.Text': '-2', 'h.Text': '', 'i.Text': 'Łukasz Żółw' });
		for (const v of Object.values(row)) expect(typeof v).toBe('string');
	});

	it('gives a column for every field a real table has, each a legal XML name', () => {
		const fields = fieldsFor(tableWith('t1', 'Table 1', { discipline: 'nine-ball', players: ['Anna', 'Bea'], raceTo: 5 }), 'en', 0);
		const row = vmixRow(fields);
		expect(Object.keys(row)).toEqual(Object.keys(fields).map((name) => `${name}.Text`));
		expect(row['player1Name.Text']).toBe('Anna');
		expect(row['status.Text']).toBe('live');
		for (const name of [...ALL_FIELDS.map((f) => f + VMIX_TEXT), ...ALL_FIELDS]) expect(name, name).toMatch(XML_NAME);
	});
});

describe('vmixRows', () => {
	it('gives every row the same columns in the same order, empty where a table lacks the field', () => {
		const two = fieldsFor(tableWith('t1', 'Table 1', { discipline: 'nine-ball', players: ['Anna', 'Bea'], raceTo: 5 }), 'en', 0);
		const three = fieldsFor(tableWith('t2', 'Table 2', { discipline: 'artistic', players: ['A', 'B', 'C'], figures: [{ name: 'F', points: 4 }] }), 'en', 0);
		const rows = vmixRows([two, three]);
		expect(rows).toHaveLength(2);
		expect(Object.keys(rows[0]!)).toEqual(Object.keys(rows[1]!));
		expect(rows[0]!['player3Name.Text']).toBe('');
		expect(rows[1]!['player3Name.Text']).toBe('C');
		expect(rows.map((r) => r['tableId.Text'])).toEqual(['t1', 't2']);
	});

	it('is one row for one table, and no rows for none', () => {
		const empty = fieldsFor(tableWith('t9', 'Empty', null), 'en', 0);
		expect(vmixRows([empty])).toEqual([vmixRow(empty)]);
		expect(vmixRows([])).toEqual([]);
	});
});

describe('tablesXml', () => {
	it('writes a <table> per row under <tables>, dotted column names as elements, values as vMix reads them', () => {
		const rows = vmixRows([
			{ tableId: '1', player1Name: 'Anna', clockRunning: false, clockSeconds: null },
			{ tableId: '2', player1Name: 'Bea', clockRunning: true, clockSeconds: 12 }
		]);
		const xml = tablesXml(rows);
		expect(xml).toContain('<tables><table><tableId.Text>1</tableId.Text><player1Name.Text>Anna</player1Name.Text>');
		expect(rowsAt(xml)).toEqual([
			{ 'tableId.Text': '1', 'player1Name.Text': 'Anna', 'clockRunning.Text': 'false', 'clockSeconds.Text': '' },
			{ 'tableId.Text': '2', 'player1Name.Text': 'Bea', 'clockRunning.Text': 'true', 'clockSeconds.Text': '12' }
		]);
	});

	it('escapes markup in values, and drops the characters XML 1.0 cannot carry', () => {
		const xml = tablesXml(vmixRows([{ player1Name: 'A<&"\'>B', player2Name: 'x\u0001y' }]));
		expect(xml).toContain('<player1Name.Text>A&lt;&amp;&quot;&apos;&gt;B</player1Name.Text>');
		expect(rowsAt(xml)).toEqual([{ 'player1Name.Text': 'A<&"\'>B', 'player2Name.Text': 'xy' }]);
	});

	it('carries plain fields too (the venue feed without a format): null an empty element, as <fields> has it', () => {
		const fields: Fields = { tableId: '1', winner: null, draw: false };
		const xml = tablesXml([fields]);
		expect(xml).toContain('<table><tableId>1</tableId><winner/><draw>false</draw></table>');
		expect(xml.slice(xml.indexOf('<table>') + 7, xml.indexOf('</table>'))).toBe(fieldsXml(fields).match(/<fields>(.*)<\/fields>/)![1]);
		expect(tablesXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<tables></tables>\n');
	});
});
