/**
 * The score sheet (PDF) and the per-match CSV on a real server: matches played through the real
 * console protocol (Socket.IO `match:start` and `act`), the PDF read back with poppler's
 * `pdftotext -layout` and `pdfinfo`, the CSV parsed back with the one CSV reader.
 *
 * With CUECAST_SHEET_PNG=<folder> every sheet is also rendered to PNG (`pdftoppm -png -r 60`)
 * there, to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/records/csv';
import { PYRAMID_SCRIPT, SNOOKER_SCRIPT } from '../../src/lib/records/testing';
import { call, clientPool, connected, login, startServer, tempDir, until, type Running } from '../server/helpers';

const dataDir = tempDir();
const work = tempDir('cuecast-sheet-');
const pngDir = process.env.CUECAST_SHEET_PNG;
let server: Running;
const { client, closeAll } = clientPool(() => server.url);
let op: ReturnType<typeof client>;

const fixture = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', path), 'utf8')) as { match: Record<string, unknown>; actions: unknown[] };

/** Starts a match on a new table and plays `actions` through the console protocol; its match id. */
async function play(table: string, setup: Record<string, unknown>, actions: unknown[]): Promise<number> {
	expect((await call(op.socket, 'table:create', { id: table, name: `Stół ${table}` })).ok).toBe(true);
	const started = await call(op.socket, 'match:start', { table, setup, replaces: null });
	expect(started.ok, started.reason).toBe(true);
	const id = started.state.match.id as number;
	let revision = started.state.match.revision as number;
	for (const action of actions) {
		const r = await call(op.socket, 'act', { table, match: id, revision, action });
		expect(r.ok, `${JSON.stringify(action)}: ${r.reason}`).toBe(true);
		revision = r.revision;
	}
	return id;
}

/** A GET, waiting out the heavy-read budget (429) as a client would. */
async function get(path: string): Promise<Response> {
	for (let i = 0; i < 50; i++) {
		const res = await fetch(`${server.url}${path}`);
		if (res.status !== 429) return res;
		await new Promise((r) => setTimeout(r, 400));
	}
	throw new Error(`${path}: still 429`);
}

let n = 0;
/** The sheet's text (pdftotext -layout) and its page count (pdfinfo). */
async function sheet(id: number, lang: string, name = `${id}-${lang}`) {
	const res = await get(`/api/matches/${id}/sheet.pdf?lang=${lang}`);
	expect(res.status).toBe(200);
	expect(res.headers.get('content-type')).toBe('application/pdf');
	expect(res.headers.get('content-disposition')).toBe(`inline; filename="match-${id}.pdf"`);
	const file = join(work, `${name}-${n++}.pdf`);
	writeFileSync(file, Buffer.from(await res.arrayBuffer()));
	const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
	const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
	if (pngDir) {
		mkdirSync(pngDir, { recursive: true });
		execFileSync('pdftoppm', ['-png', '-r', '60', file, join(pngDir, name)]);
	}
	return { text, pages, lines: text.split('\n').map((l) => l.trim().replace(/\s+/g, ' ')) };
}

const ZOLW = 'Łukasz Żółw';
const ELKIN = 'Дмитрий Ёлкин';
const INJECT = "=cmd|' /C calc'!A0";
// Łukasz breaks; 15 in 7 innings (average 2.142857 → 2.142, cut not rounded), high run 5.
// Ёлкин: 10 in 7 (1.428571 → 1.428), high run 4; his 7th inning is the equalizing one.
const zolw = [3, 0, 5, 0, 2, 1, 4];
const elkin = [1, 2, 0, 4, 0, 1, 2];
const running = (list: number[]) => list.map(((sum) => (p: number) => (sum += p))(0));

let carom: number;
let pool: number;
let long: number;
let straight: number;
let pins: number;
let artistic: number;
let inject: number;
let snooker: number;
let pyramid: number;

beforeAll(async () => {
	server = await startServer({ dataDir });
	const token = (await login(server.url, server.pin!)).token!;
	op = client({ token });
	await connected(op.socket);
	carom = await play(
		'c',
		{ discipline: 'three-cushion', players: [ZOLW, ELKIN], pointsTo: 15, inningsLimit: 30, event: 'Puchar Polski — Кубок', venue: 'Klub Bilardowy Łódź', referee: 'Zofia Wójcik' },
		zolw.flatMap((p, i) => [{ t: 'inning', points: p }, { t: 'inning', points: elkin[i] }])
	);
	const nine = fixture('pool/nine-ball/race-to-3-push-outs.json');
	pool = await play('p', { ...nine.match, players: [ZOLW, ELKIN] }, nine.actions);
	// 100 innings each: the sheet flows onto more pages
	long = await play('l', { discipline: 'straight-rail', players: [ZOLW, INJECT], pointsTo: 500 }, Array.from({ length: 200 }, (_, i) => ({ t: 'inning', points: i % 3 })));
	const sp = fixture('pool/straight-pool/to-40-long-runs.json');
	straight = await play('s', sp.match, sp.actions);
	const pk = fixture('pins/seven-pins-to-zero.json');
	pins = await play('k', pk.match, pk.actions);
	const ar = fixture('artistic/artistic-programme.json');
	artistic = await play('a', { ...ar.match, players: [ZOLW, ELKIN] }, ar.actions);
	inject = await play('i', { discipline: 'three-cushion', players: [INJECT, 'Ann'], pointsTo: 2 }, [{ t: 'inning', points: 2 }, { t: 'inning', points: 0 }]);
	snooker = await play('sn', { discipline: 'snooker', players: [ZOLW, ELKIN], bestOf: 3, referee: 'Zofia Wójcik' }, SNOOKER_SCRIPT);
	pyramid = await play('py', { discipline: 'dynamic-pyramid', players: [ZOLW, ELKIN], raceTo: 2 }, PYRAMID_SCRIPT.map((a) => ('cushions' in a ? { t: 'shot', sideCushions: 3 } : a)));
}, 120_000);

afterAll(async () => {
	closeAll();
	await server?.stop();
});

describe('the score sheet (PDF)', () => {
	for (const lang of ['pl', 'ru', 'en'] as const) {
		it(`carom in ${lang}: names, points and running totals per inning, totals, winner, signatures`, async () => {
			const { text, lines, pages } = await sheet(carom, lang, `carom-${lang}`);
			expect(pages).toBe(1);
			expect(text).toContain(ZOLW);
			expect(text).toContain(ELKIN);
			expect(text).toContain('Zofia Wójcik');
			expect(text).toContain('Puchar Polski — Кубок');
			expect(text).toContain('Klub Bilardowy Łódź');
			const a = running(zolw);
			const b = running(elkin);
			// "<inning> <points> <total> <points> <total>", one line per inning
			zolw.forEach((p, i) => expect(lines).toContain(`${i + 1} ${p} ${a[i]} ${elkin[i]} ${b[i]}`));
			const dec = (s: string) => (lang === 'en' ? s : s.replace('.', ','));
			// totals: points, innings, average cut to 3 decimals, high run
			expect(lines).toContain(`${ZOLW} 15 7 ${dec('2.142')} 5`);
			expect(lines).toContain(`${ELKIN} 10 7 ${dec('1.428')} 4`);
			const words = {
				pl: ['Protokół zawodów', 'Trzy bandy', 'Zwycięzca: Łukasz Żółw', 'Podpis zawodnika', 'Podpis sędziego', 'Limit podejść', 'Strona 1 z 1', '15 pkt'],
				ru: ['Протокол встречи', 'Трёхбортный', 'Победитель: Łukasz Żółw', 'Подпись игрока', 'Подпись судьи', 'Лимит подходов', 'Страница 1 из 1', 'Лучшая серия'],
				en: ['Score sheet', 'Three-Cushion', 'Winner: Łukasz Żółw', 'Player’s signature', 'Referee’s signature', 'Innings limit', 'Page 1 of 1', 'High run']
			}[lang];
			for (const w of words) expect(text).toContain(w);
			expect(text.match(lang === 'pl' ? /Podpis zawodnika/g : lang === 'ru' ? /Подпись игрока/g : /Player’s signature/g)).toHaveLength(2);
		});
	}

	it('a pool race rack by rack: breaker, winner, score, fouls (ru)', async () => {
		const { text, lines } = await sheet(pool, 'ru', 'pool-ru');
		expect(text).toContain('Девятка');
		expect(text).toContain('до 3 побед в партиях');
		expect(text).toContain(`Победитель: ${ELKIN}`);
		const rackLines = lines.filter((l) => /^\d+ (Łukasz|Дмитрий)/.test(l));
		expect(rackLines.length).toBeGreaterThanOrEqual(5);
		// the last rack leaves the score at 2:3
		expect(rackLines.at(-1)).toMatch(/ 2:3 /);
	});

	it('a long match flows onto more pages, the header on each', async () => {
		const { text, pages, lines } = await sheet(long, 'pl', 'long-pl');
		expect(pages).toBeGreaterThanOrEqual(3);
		expect(text.match(/Protokół zawodów/g)).toHaveLength(pages);
		expect(text).toContain(`Strona ${pages} z ${pages}`);
		// inning 100: Łukasz 0 (total 99), the other 1 (total 100)
		expect(lines).toContain('100 0 99 1 100');
		expect(text).toContain(INJECT);
	});

	it('14.1, pins and artistic have their own layouts', async () => {
		const sp = await sheet(straight, 'en', 'straight-en');
		expect(sp.text).toContain('14.1 Straight Pool');
		expect(sp.text).toContain('High run');
		const pk = await sheet(pins, 'pl', 'pins-pl');
		expect(pk.text).toContain('7 kręgli');
		const ar = await sheet(artistic, 'ru', 'artistic-ru');
		expect(ar.text).toContain('Художественный бильярд');
		expect(ar.text).toContain('Rétro en deux bandes');
		expect(ar.text).toContain('Фигура');
	});

	it('snooker and pyramid frame by frame, each frame visit by visit (the server’s route, pl and ru)', async () => {
		const sn = await sheet(snooker, 'pl', 'snooker-pl');
		expect(sn.pages).toBe(1);
		for (const w of ['Snooker', 'Do 2 wygranych (z 3)', 'Frejm 1, podejście po podejściu', 'Najwyższy brejk', 'Zwycięzca: Łukasz Żółw', 'Zofia Wójcik']) expect(sn.text).toContain(w);
		expect(sn.lines).toContain(`1 ${ZOLW} ${ZOLW} 1:0 119 110 0 29 22 1 setka 110 (ŁŻ)`);
		const py = await sheet(pyramid, 'ru', 'pyramid-ru');
		for (const w of ['Динамичная пирамида', 'Партия до 8', 'Партия 1 по подходам', 'Полка', 'Шары']) expect(py.text).toContain(w);
		expect(py.lines).toContain(`1 ${ZOLW} ${ZOLW} 1:0 8 4 0 1 1 1`);
	});

	it('400 for a malformed id or lang, 404 for an unknown match', async () => {
		expect((await get(`/api/matches/abc/sheet.pdf`)).status).toBe(400);
		expect((await get(`/api/matches/0/sheet.pdf`)).status).toBe(400);
		const bad = await get(`/api/matches/${carom}/sheet.pdf?lang=de`);
		expect(bad.status).toBe(400);
		expect((await bad.json()).reason).toMatch(/lang/);
		expect((await get(`/api/matches/999999/sheet.pdf?lang=pl`)).status).toBe(404);
		expect((await get(`/api/matches/999999/export.csv`)).status).toBe(404);
		expect((await get(`/api/matches/x1/export.csv`)).status).toBe(400);
	});
});

describe('the match CSV', () => {
	it('carom: a row per inning per player with running totals, UTF-8 with BOM, CRLF', async () => {
		const res = await get(`/api/matches/${carom}/export.csv`);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
		const raw = new Uint8Array(await res.arrayBuffer());
		expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const text = new TextDecoder().decode(raw);
		expect(text).toContain('\r\n');
		const [header, ...rows] = parseCsv(text);
		expect(header).toEqual(['match', 'date', 'table', 'discipline', 'player', 'inning', 'points', 'total']);
		expect(rows).toHaveLength(14);
		expect(rows[0]!.slice(2)).toEqual(['Stół c', 'three-cushion', ZOLW, '1', '3', '3']);
		expect(rows[13]!.slice(4)).toEqual([ELKIN, '7', '2', '10']);
	});

	it('a name that looks like a formula stays text', async () => {
		const [, ...rows] = parseCsv(await (await get(`/api/matches/${inject}/export.csv`)).text());
		expect(rows[0]![4]).toBe(`'${INJECT}`);
	});

	it('a pool race: a row per rack', async () => {
		const [header, ...rows] = parseCsv(await (await get(`/api/matches/${pool}/export.csv`)).text());
		expect(header.slice(4, 10)).toEqual(['rack', 'breaker', 'winner', 'score', 'fouls_1', 'fouls_2']);
		expect(rows.at(-1)![6]).toBe(ELKIN);
		expect(rows.at(-1)![7]).toBe('2 : 3');
	});

	it('snooker: a row per frame, the visits of each player in one cell', async () => {
		const [header, ...rows] = parseCsv(await (await get(`/api/matches/${snooker}/export.csv`)).text());
		expect(header.slice(4, 10)).toEqual(['frame', 'breaker', 'winner', 'points_1', 'points_2', 'score']);
		expect(rows.map((r) => r.slice(4, 10))).toEqual([
			['1', ZOLW, ZOLW, '119', '29', '1 : 0'],
			['2', ELKIN, ELKIN, '0', '31', '1 : 1'],
			['3', ZOLW, ZOLW, '0', '0', '2 : 1']
		]);
		expect(rows[0]![header.indexOf('visits_2')]).toBe('7 0 22');
	});

	it('artistic: a row per figure per player', async () => {
		const [header, ...rows] = parseCsv(await (await get(`/api/matches/${artistic}/export.csv`)).text());
		expect(header).toContain('figure_name');
		expect(rows).toHaveLength(8);
		expect(rows[0]!.slice(4, 8)).toEqual([ZOLW, '1', 'Coulé', '4']);
	});
});
