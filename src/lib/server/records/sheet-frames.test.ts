/**
 * The score sheet and CSV of games counted in frames, from real replays: the PDF read back with
 * poppler's `pdftotext -layout` as a person reads it, in English, Polish and Russian.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../engine';
import { buildRecord } from '../../records/record';
import { parseCsv } from '../../records/csv';
import { sheetModel } from './sheet-model';
import { renderSheetPdf } from './sheet-pdf';
import { sheetWords } from './sheet-words';
import { sheetCsv } from './sheet-csv';
import { PYRAMID_SCRIPT as pyramid, SNOOKER_SCRIPT as snooker } from '../../records/testing';
import { tempDir } from '../../../../tests/support/temp-dirs';

const ZOLW = 'Łukasz Żółw';
const ELKIN = 'Дмитрий Ёлкин';
const record = (setup: Record<string, unknown>, actions: unknown[]) =>
	buildRecord(engine, { id: 5, tableId: 't', setup: { players: [ZOLW, ELKIN], ...setup }, startedAt: '2026-12-02T18:00:00.000Z', endedAt: null, actions });

const dir = tempDir('cuecast-frames-sheet-');
let n = 0;
async function pdfLines(r: ReturnType<typeof record>, lang: 'en' | 'pl' | 'ru') {
	const file = join(dir, `${n++}.pdf`);
	writeFileSync(file, await renderSheetPdf(sheetModel(r, 'Stół 1', sheetWords(lang))));
	const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
	return { text, lines: text.split('\n').map((l) => l.trim().replace(/\s+/g, ' ')) };
}

describe('the score sheet of a snooker match', () => {
	const r = record({ discipline: 'snooker', bestOf: 3, referee: 'Zofia Wójcik' }, snooker);

	it('replays in full', () => {
		expect(r.problem).toBeNull();
		expect(r.summary?.status).toBe('finished');
	});

	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`in ${lang}: frame by frame (points, highest break, fouls, century), each frame's visits, the totals`, async () => {
			const { text, lines } = await pdfLines(r, lang);
			const w = {
				en: { target: 'Best of 3', visits: 'Frame 1, visit by visit', century: 'century 110 (ŁŻ)', conceded: 'conceded', result: 'result entered', winner: `Winner: ${ZOLW}`, hb: 'Highest break' },
				pl: { target: 'Do 2 wygranych (z 3)', visits: 'Frejm 1, podejście po podejściu', century: 'setka 110 (ŁŻ)', conceded: 'poddany', result: 'wpisany wynik', winner: `Zwycięzca: ${ZOLW}`, hb: 'Najwyższy brejk' },
				ru: { target: 'До 2 побед (из 3)', visits: 'Фрейм 1 по подходам', century: 'сотня 110 (ŁŻ)', conceded: 'сдан', result: 'внесён результат', winner: `Победитель: ${ZOLW}`, hb: 'Высший брейк' }
			}[lang];
			for (const word of Object.values(w)) expect(text).toContain(word);
			// "<frame> <breaker> <winner> <score> <pts HB fouls> <pts HB fouls> <notes>"
			expect(lines).toContain(`1 ${ZOLW} ${ZOLW} 1:0 119 110 0 29 22 1 ${w.century}`);
			expect(lines).toContain(`2 ${ELKIN} ${ELKIN} 1:1 0 0 0 31 31 0 ${w.conceded}`);
			expect(lines).toContain(`3 ${ZOLW} ${ZOLW} 2:1 0 0 0 0 0 0 ${w.result}`);
			// frame 1 visit by visit: "<visit> <points> <total> <points> <total>"
			expect(lines).toContain('2 110 110 0 7');
			// Ёлкин's in-off gave Łukasz 4 before his third visit: 110 + 4 + 5 = 119, on the line
			expect(lines).toContain('3 +4 5 119 22 29');
			// totals: frames won, points, visits, highest break, centuries, fouls
			expect(lines).toContain(`${ZOLW} 2 119 4 110 1 0`);
			expect(lines).toContain(`${ELKIN} 1 60 5 31 0 1`);
			// frame 3 was given by its result: it has no visits to list
			expect(text).not.toMatch(lang === 'en' ? /Frame 3, visit/ : lang === 'pl' ? /Frejm 3,/ : /Фрейм 3 по/);
		});
	}

	it('its CSV has a row per frame: points, score, best visits, centuries, fouls, visits in a cell, how it ended', () => {
		const [header, ...rows] = parseCsv(sheetCsv(r, 'Stół 1'));
		const at = (row: string[], key: string) => row[header!.indexOf(key)];
		expect(rows).toHaveLength(3);
		expect(['frame', 'breaker', 'winner', 'points_1', 'points_2', 'score', 'best_1', 'centuries_1', 'visits_1', 'conceded', 'received_1', 'received_2'].map((k) => at(rows[0]!, k))).toEqual(['1', ZOLW, ZOLW, '119', '29', '1 : 0', '110', '1', '0 110 5', '', '4', '0']);
		// every point is on a line: a player's frame points are his visits plus what fouls gave him
		for (const row of rows) {
			for (const seat of [1, 2]) {
				const visits = at(row, `visits_${seat}`)!.split(' ').filter(Boolean).map(Number);
				expect(visits.reduce((a, b) => a + b, 0) + Number(at(row, `received_${seat}`))).toBe(Number(at(row, `points_${seat}`)));
			}
		}
		expect(at(rows[1]!, 'conceded')).toBe(ZOLW);
		expect(at(rows[2]!, 'result_only')).toBe('true');
	});
});

describe('the score sheet of a pyramid match', () => {
	const r = record({ discipline: 'combined-pyramid', raceTo: 2 }, pyramid);

	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`in ${lang}: the shelves of each frame, visit by visit, and the totals`, async () => {
			const { text, lines } = await pdfLines(r, lang);
			const w = {
				en: ['Combined Pyramid', 'race to 2 · Frame to 8', 'Frame 1, visit by visit', 'Shelf', 'Balls'],
				pl: ['Piramida kombinowana', 'Partia do 8', 'Partia 1, podejście po podejściu', 'Półka', 'Bile'],
				ru: ['Комбинированная пирамида', 'Партия до 8', 'Партия 1 по подходам', 'Полка', 'Шары']
			}[lang];
			for (const word of w) expect(text).toContain(word);
			// "<frame> <breaker> <winner> <score> <shelf best fouls> <shelf best fouls>"
			expect(lines).toContain(`1 ${ZOLW} ${ZOLW} 1:0 8 4 0 1 1 1`);
			expect(lines).toContain(`2 ${ELKIN} ${ZOLW} 2:0 8 8 0 0 0 0`);
			// frame 1: Łukasz 3 then 4 (8 on the shelf: the penalty ball counted), Ёлкин 1
			expect(lines).toContain('1 3 3 1 1');
			// the penalty ball from Ёлкин's foul is on the shelf before Łukasz's second visit: 3 + 1 + 4 = 8
			expect(lines).toContain('2 +1 4 8');
			expect(lines).toContain(`${ZOLW} 2 16 3 8 0`);
		});
	}

	it('its CSV gives the penalty balls each player received, so the shelves add up', () => {
		const [header, ...rows] = parseCsv(sheetCsv(r, 'Stół 1'));
		const at = (row: string[], key: string) => row[header!.indexOf(key)];
		expect(['points_1', 'visits_1', 'received_1', 'points_2', 'visits_2', 'received_2', 'score'].map((k) => at(rows[0]!, k))).toEqual(['8', '3 4', '1', '1', '1', '0', '1 : 0']);
	});
});
