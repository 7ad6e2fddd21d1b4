/**
 * Names in any script on the score sheet (issue 22 item 15): Chinese, Korean, full-width Latin
 * and emoji in fallback fonts instead of empty boxes, Hebrew and Arabic in right-to-left order
 * (Arabic shaped by its font), a character no font has marked with U+FFFD. The PDF is read back
 * with poppler (`pdftotext -layout` for the text as a reader sees it, `pdffonts` for what is
 * embedded), and rendered with `pdftoppm` into CUECAST_SHEET_PNG when set, to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../engine';
import { buildRecord } from '../../records/record';
import { sheetModel } from './sheet-model';
import { renderSheetPdf } from './sheet-pdf';
import { sheetWords } from './sheet-words';
import { textRuns } from './sheet-text';
import { tempDir } from '../../../../tests/support/temp-dirs';

const CHINESE = '王小明';
const KOREAN = '김민수';
const HEBREW = 'דוד כהן';
const ARABIC = 'محمد علي';
const FULL_WIDTH = 'ＡＢＣ';
const EMOJI = '🎱';
/** Linear B: no font of the sheet has it. */
const NOBODY = '𐀀';

const dir = tempDir('cuecast-scripts-');
const pngDir = process.env.CUECAST_SHEET_PNG;

async function sheet(players: unknown[], referee: string, lang: 'en' | 'pl' | 'ru' = 'en') {
	const r = buildRecord(engine, {
		id: 9,
		tableId: 't',
		setup: { discipline: 'three-cushion', pointsTo: 2, players, referee },
		startedAt: '2026-12-02T18:00:00.000Z',
		endedAt: null,
		actions: [
			{ t: 'inning', points: 2 },
			{ t: 'inning', points: 1 }
		]
	});
	const file = join(dir, `scripts-${lang}-${players.length}-${referee.length}.pdf`);
	writeFileSync(file, await renderSheetPdf(sheetModel(r, 'Stół 1', sheetWords(lang), 'UTC')));
	if (pngDir) {
		mkdirSync(pngDir, { recursive: true });
		execFileSync('pdftoppm', ['-png', '-r', '80', file, join(pngDir, `scripts-${lang}`)]);
	}
	// poppler wraps right-to-left text in embedding marks: the reader does not see them
	const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, '');
	const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
	return { text, lines: text.split('\n').map((l) => l.trim().replace(/\s+/g, ' ')), fonts };
}

describe('names in any script on the score sheet', () => {
	for (const lang of ['en', 'pl', 'ru'] as const) {
		it(`${lang}: CJK, Hangul, full-width and emoji are written in embedded fonts, in the table, the winner line and the signatures`, async () => {
			const { text, lines, fonts } = await sheet([`${CHINESE} Wang`, `${KOREAN} ${EMOJI}`], `${FULL_WIDTH} Ref`, lang);
			for (const font of ['NotoSansSC', 'NotoSansKR', 'NotoEmoji', 'DejaVuSans']) expect(fonts).toContain(font);
			// the totals row, the winner line and the signatures name them as typed
			expect(lines.some((l) => l.startsWith(`${CHINESE} Wang 2 1`))).toBe(true);
			expect(lines.some((l) => l.startsWith(`${KOREAN} ${EMOJI} 1 1`))).toBe(true);
			expect(lines.some((l) => l.includes(`${CHINESE} Wang`) && /Winner|Zwycięzca|Победитель/.test(l))).toBe(true);
			expect(text).toContain(`${FULL_WIDTH} Ref`);
			expect(text).not.toContain('\ufffd');
		});
	}

	it('Hebrew and Arabic read right to left, the Latin beside them left to right, in their own fonts', async () => {
		const { text, fonts } = await sheet([`${HEBREW} David`, 'Anna Nowak'], `${ARABIC} ${EMOJI}`);
		for (const font of ['NotoSansHebrew', 'NotoSansArabic']) expect(fonts).toContain(font);
		// a right-to-left name: the Latin word stands on its left, the Hebrew reads in its own order
		expect(text).toContain(`David ${HEBREW}`);
		expect(text).toContain(ARABIC);
		// the words of the Arabic name keep their order: the first word is the rightmost
		const runs = textRuns(ARABIC, 'sans');
		expect(runs.map((r) => r.text)).toEqual(['علي', ' ', 'محمد']);
		expect(runs[0]!.font).toMatch(/noto-sans-arabic/);
	});

	it('a character no font has is marked with U+FFFD, not left an empty box', async () => {
		const { text } = await sheet([`Anna ${NOBODY}`, 'Bob'], '');
		expect(text).toContain('Anna \ufffd');
	});

	it('Latin, Polish and Cyrillic stay one run in DejaVu Sans', () => {
		expect(textRuns('Łukasz Żółw — Дмитрий Ёлкин', 'bold')).toEqual([{ text: 'Łukasz Żółw — Дмитрий Ёлкин', font: 'bold' }]);
	});
});
