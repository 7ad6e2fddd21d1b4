/**
 * Issue 27, vMix: the fields as a vMix data source reads them — for one table (`?format=vmix`)
 * and for the venue, a row per table, as JSON and as XML — checked the way vMix reads them: a
 * JSON array of rows whose values are all text, columns named after the title fields with `.Text`
 * (so they map by themselves; the players' photos, image fields, with `.Source`), XML rows
 * selected at `/tables/table`. (In-process harness.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { call, clientPool, connected, login, tempDir } from '../server/helpers';
import { serveInProcess, type Served } from '../support/harness';

type Row = Record<string, string>;
type FieldsJson = Record<string, string | number | boolean | null>;

let server: Served;
let operatorToken: string;
const pool = clientPool(() => server.url);
// markup in a name: the XML must escape it and give it back whole
const RIVAL = 'Bea <&"Ace"> Kowalska';

async function get(path: string, headers: Record<string, string> = {}) {
	const res = await fetch(server.url + path, { headers });
	const text = await res.text();
	const type = res.headers.get('content-type') ?? '';
	return { status: res.status, type, text, json: type.includes('json') ? JSON.parse(text) : null };
}

/** What an XML data source with XPath `/tables/table` sees: a row per element, its children as text columns. */
function xmlRows(xml: string): Row[] {
	expect(XMLValidator.validate(xml)).toBe(true);
	const parsed = new XMLParser({ parseTagValue: false, isArray: (_name, path) => path === 'tables.table' }).parse(xml);
	return (parsed.tables.table ?? []) as Row[];
}

/** A field as a vMix text column holds it. */
const text = (v: FieldsJson[string]) => (v === null ? '' : String(v));

/** What a JSON data source needs: an array of rows, each an object whose every value is text. */
function expectVmixJson(body: unknown): asserts body is Row[] {
	expect(Array.isArray(body)).toBe(true);
	for (const row of body as unknown[]) {
		expect(typeof row === 'object' && row !== null && !Array.isArray(row)).toBe(true);
		for (const [column, v] of Object.entries(row as object)) expect([column, typeof v]).toEqual([column, 'string']);
	}
}

/** A field's vMix column: `name.Text`, or `name.Source` for a photo (an image field). */
const column = (name: string) => (/^player\dPhoto$/.test(name) ? `${name}.Source` : `${name}.Text`);

/** The row carries the table's fields, each as its column. */
function expectRowOf(row: Row, fields: FieldsJson) {
	for (const [name, v] of Object.entries(fields)) expect([name, row[column(name)]]).toEqual([name, text(v)]);
}

beforeAll(async () => {
	server = await serveInProcess({ dataDir: tempDir('cuecast-vmix-') });
	operatorToken = (await login(server.url, server.pin!)).token!;
	const op = pool.client({ token: operatorToken });
	await connected(op.socket);
	// created in this order: the venue's order, which the feed's rows follow
	for (const [id, name] of [['t2', 'Table 2'], ['t1', 'Table 1']]) expect((await call(op.socket, 'table:create', { id, name })).ok).toBe(true);
	const setups: Record<string, object> = {
		t1: { discipline: 'nine-ball', players: ['Anna Nowak', RIVAL], raceTo: 5 },
		t2: { discipline: 'three-cushion', players: ['Jan', 'Iwan'], pointsTo: 30 }
	};
	for (const table of ['t1', 't2']) {
		const started = await call(op.socket, 'match:start', { table, setup: setups[table], replaces: null });
		expect(started.reason ?? 'ok').toBe('ok');
	}
	// a running shot clock on t2: what a data source polls every second
	const config = { firstShotSeconds: 60, shotSeconds: 40, extensionsPerPlayer: 1, extensionSeconds: 20, late: null };
	expect((await call(op.socket, 'clock:config', { table: 't2', config })).ok).toBe(true);
	expect((await call(op.socket, 'clock:start', { table: 't2' })).ok).toBe(true);
	op.socket.close();
}, 30_000);
afterAll(() => pool.closeAll());

describe('a table as a vMix data source (?format=vmix)', () => {
	it('JSON: an array of one row, every value text, `.Text` columns equal to the table\'s fields', async () => {
		const fields = (await get('/api/v1/tables/t1/fields')).json as FieldsJson;
		const vmix = await get('/api/v1/tables/t1/fields?format=vmix');
		expect([vmix.status, vmix.type]).toEqual([200, 'application/json; charset=utf-8']);
		expectVmixJson(vmix.json);
		expect(vmix.json).toHaveLength(1);
		const row = vmix.json[0]!;
		expect(Object.keys(row)).toEqual(Object.keys(fields).map(column));
		expectRowOf(row, fields);
		expect(row).toMatchObject({ 'player1Name.Text': 'Anna Nowak', 'player2Name.Text': RIVAL, 'player1Score.Text': '0', 'draw.Text': 'false', 'winner.Text': '' });
	});

	it('XML: the same row at /tables/table, the markup in a name escaped and read back whole', async () => {
		const json = (await get('/api/v1/tables/t1/fields?format=vmix')).json as Row[];
		const xml = await get('/api/v1/tables/t1/fields.xml?format=vmix');
		expect([xml.status, xml.type]).toEqual([200, 'application/xml; charset=utf-8']);
		expect(xml.text).toContain('<player2Name.Text>Bea &lt;&amp;&quot;Ace&quot;&gt; Kowalska</player2Name.Text>');
		expect(xmlRows(xml.text)).toEqual(json);
	});
});

describe('the venue as one vMix data source: a row per table', () => {
	it('JSON: a row per table in the venue\'s order, each naming its table, each equal to that table\'s fields', async () => {
		const order = ((await get('/api/v1/tables')).json.tables as { id: string }[]).map((t) => t.id);
		expect(order).toEqual(['t2', 't1']);
		const feed = await get('/api/v1/fields?format=vmix');
		expect([feed.status, feed.type]).toEqual([200, 'application/json; charset=utf-8']);
		expectVmixJson(feed.json);
		expect(feed.json.map((row) => [row['tableId.Text'], row['tableName.Text']])).toEqual([
			['t2', 'Table 2'],
			['t1', 'Table 1']
		]);
		// every row has every column, in one order, whichever table it is
		expect(Object.keys(feed.json[0]!)).toEqual(Object.keys(feed.json[1]!));
		const t1 = (await get('/api/v1/tables/t1/fields')).json as FieldsJson;
		expectRowOf(feed.json[1]!, t1);
		expect(feed.json[1]!['player1Name.Text']).toBe('Anna Nowak');
		expect(feed.json[0]!['player1Name.Text']).toBe('Jan');
		// the running shot clock, as text a title shows
		expect(feed.json[0]!['clockRunning.Text']).toBe('true');
		expect(feed.json[0]!['clockSeconds.Text']).toMatch(/^\d+$/);
		expect(Number(feed.json[0]!['clockSeconds.Text'])).toBeLessThanOrEqual(60);
		expect(feed.json[1]!['clockSeconds.Text']).toBe('');
	});

	it('XML: a <table> per table under <tables>, the rows at /tables/table equal to the JSON rows', async () => {
		const xml = await get('/api/v1/fields.xml?format=vmix');
		expect([xml.status, xml.type]).toEqual([200, 'application/xml; charset=utf-8']);
		const rows = xmlRows(xml.text);
		expect(rows).toHaveLength(2);
		const json = (await get('/api/v1/fields?format=vmix')).json as Row[];
		// the clock may tick between the two reads: compare the rest
		const still = (row: Row) => Object.fromEntries(Object.entries(row).filter(([c]) => c !== 'clockSeconds.Text'));
		expect(rows.map(still)).toEqual(json.map(still));
		expect(rows[1]!['player2Name.Text']).toBe(RIVAL);
	});

	it('words the rows in ?lang=, as the table routes do', async () => {
		const pl = (await get('/api/v1/fields?format=vmix&lang=pl')).json as Row[];
		expect(pl.map((row) => row['disciplineName.Text'])).toEqual(['Trzy bandy', 'Dziewiątka']);
		const plXml = xmlRows((await get('/api/v1/fields.xml?format=vmix&lang=pl')).text);
		expect(plXml.map((row) => row['disciplineName.Text'])).toEqual(['Trzy bandy', 'Dziewiątka']);
		expect(((await get('/api/v1/fields?format=vmix&lang=ru')).json as Row[])[1]!['disciplineName.Text']).toBe('Девятка');
	});

	it('without a format: each table\'s fields as /fields gives them (JSON), or as <fields> has them (XML)', async () => {
		const plain = await get('/api/v1/fields?lang=pl');
		const [t2, t1] = [(await get('/api/v1/tables/t2/fields?lang=pl')).json, (await get('/api/v1/tables/t1/fields?lang=pl')).json] as FieldsJson[];
		const still = (f: FieldsJson) => ({ ...f, clockSeconds: null });
		expect((plain.json as FieldsJson[]).map(still)).toEqual([t2!, t1!].map(still));
		const rows = xmlRows((await get('/api/v1/fields.xml')).text);
		expect(rows.map((row) => [row.tableId, row.player1Name, row.draw, row.winner])).toEqual([
			['t2', 'Jan', 'false', ''],
			['t1', 'Anna Nowak', 'false', '']
		]);
	});

	it('is a read like the others: public, a read key answered as itself, a wrong key refused', async () => {
		const made = await fetch(`${server.url}/api/keys`, {
			method: 'POST',
			headers: { cookie: `cuecast_session=${operatorToken}`, 'content-type': 'application/json' },
			body: JSON.stringify({ name: 'vMix', scope: 'read' })
		});
		const key = ((await made.json()) as { key: string }).key;
		expect((await get('/api/v1/fields?format=vmix', { authorization: `Bearer ${key}` })).status).toBe(200);
		expect((await get('/api/v1/fields.xml?format=vmix', { authorization: `Bearer ${key}` })).status).toBe(200);
		const wrong = await get('/api/v1/fields?format=vmix', { authorization: `Bearer cck_12345678_${'A'.repeat(43)}` });
		expect([wrong.status, wrong.json.code]).toEqual([401, 'key-unknown']);
	});
});

describe('refusals', () => {
	it('a table\'s /fields ignores any other format, as before vmix came', async () => {
		const plain = (await get('/api/v1/tables/t1/fields')).json;
		for (const path of ['/api/v1/tables/t1/fields?format=json', '/api/v1/tables/t1/fields?format=VMIX', '/api/v1/tables/t1/fields?format=']) {
			const answer = await get(path);
			expect([path, answer.status, Array.isArray(answer.json), answer.json.tableId]).toEqual([path, 200, false, plain.tableId]);
		}
	});

	it('an unknown format is 400 `invalid` on the XML and venue routes; an unknown table 404; an unknown lang 400', async () => {
		for (const path of [
			'/api/v1/tables/t1/fields.xml?format=csv',
			'/api/v1/fields?format=caspar',
			'/api/v1/fields.xml?format=caspar'
		]) {
			const refused = await get(path);
			expect([path, refused.status, refused.json.code, refused.json.params.event]).toEqual([path, 400, 'invalid', 'format']);
		}
		expect((await get('/api/v1/tables/t1/fields.xml?format=x')).json.params.detail).toBe('format is caspar, vmix or absent');
		expect((await get('/api/v1/fields?format=x')).json.params.detail).toBe('format is vmix or absent');
		for (const path of ['/api/v1/tables/nope/fields?format=vmix', '/api/v1/tables/nope/fields.xml?format=vmix']) {
			const missing = await get(path);
			expect([path, missing.status, missing.json.code]).toEqual([path, 404, 'no-table']);
		}
		for (const path of ['/api/v1/fields?format=vmix&lang=de', '/api/v1/fields.xml?lang=de']) {
			const refused = await get(path);
			expect([path, refused.status, refused.json.code, refused.json.params.event]).toEqual([path, 400, 'invalid', 'lang']);
		}
		const posted = await fetch(`${server.url}/api/v1/fields`, { method: 'POST' });
		expect(posted.status).toBe(405);
	});
});
