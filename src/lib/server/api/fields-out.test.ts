/**
 * The fields as the API writes them for vMix: a data source row per table whose columns are the
 * title fields' names with vMix's `.Text` suffix (`.Source` for the players' photos, image
 * fields), every value text, and the same rows as XML.
 */
import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { runScript, summarize } from '../../engine/match';
import type { TableState, WireSummary } from '../../protocol';
import { ALL_FIELDS, type Fields } from '../../view/fields';
import { fieldsFor, fieldsXml, tablesXml, VMIX_IMAGE, VMIX_TEXT, vmixRow, vmixRows } from './fields-out';

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
		// every column `.Text` but the photos' `.Source` (image fields)
		expect(Object.keys(row)).toEqual(Object.keys(fields).map((name) => (/^player\dPhoto$/.test(name) ? `${name}.Source` : `${name}.Text`)));
		expect(row['player1Name.Text']).toBe('Anna');
		expect(row['status.Text']).toBe('live');
		for (const name of [...ALL_FIELDS.map((f) => f + VMIX_TEXT), ...ALL_FIELDS.map((f) => f + VMIX_IMAGE), ...ALL_FIELDS]) expect(name, name).toMatch(XML_NAME);
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

describe('player profiles in the fields (issue 27)', () => {
	const profiled = (): TableState => ({
		...tableWith('t1', 'Table 1', { discipline: 'nine-ball', players: ['Anna', { name: 'Bea', country: 'DE' }], raceTo: 5 }),
		profiles: [{ photo: '/media/players/0123456789ab.jpg', club: 'KS Bila', nickname: 'Ace', country: 'PL' }, { photo: null, club: null, nickname: null, country: 'FR' }]
	});

	it('gives each player photo, club and nickname; the photo as an absolute URL with the origin, the set-up\'s country first', () => {
		const f = fieldsFor(profiled(), 'en', 0, 'http://10.0.0.5:3000');
		expect(f).toMatchObject({
			player1Photo: 'http://10.0.0.5:3000/media/players/0123456789ab.jpg',
			player1Club: 'KS Bila',
			player1Nickname: 'Ace',
			player1Country: 'PL',
			player2Photo: null,
			player2Club: null,
			player2Nickname: null,
			player2Country: 'DE'
		});
		// a table without profiles: the fields exist, empty
		expect(fieldsFor(tableWith('t2', 'T2', { discipline: 'nine-ball', players: ['A', 'B'], raceTo: 5 }), 'en', 0, 'http://x')).toMatchObject({ player1Photo: null, player2Club: null });
	});

	it('names a photo column `.Source` (vMix maps it to an image field) and every other `.Text`, as JSON and XML', () => {
		const row = vmixRow(fieldsFor(profiled(), 'en', 0, 'http://10.0.0.5:3000'));
		expect(row['player1Photo.Source']).toBe('http://10.0.0.5:3000/media/players/0123456789ab.jpg');
		expect(row['player2Photo.Source']).toBe('');
		expect(row['player1Photo.Text']).toBeUndefined();
		expect(row['player1Club.Text']).toBe('KS Bila');
		expect(row['player1Nickname.Text']).toBe('Ace');
		expect(Object.keys(row).filter((c) => c.endsWith(VMIX_IMAGE))).toEqual(['player1Photo.Source', 'player2Photo.Source']);
		const [xmlRow] = rowsAt(tablesXml(vmixRows([fieldsFor(profiled(), 'en', 0, 'http://10.0.0.5:3000')])));
		expect(xmlRow!['player1Photo.Source']).toBe('http://10.0.0.5:3000/media/players/0123456789ab.jpg');
	});
});
