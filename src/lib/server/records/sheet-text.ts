/**
 * Text on the score sheet in any script a player's name may be written in. DejaVu Sans (the
 * sheet's font) has Latin, Polish, Cyrillic and Greek but no CJK, Hangul or emoji, and pdfkit
 * neither picks another font for a missing glyph nor orders right-to-left text. So:
 *
 * - each character is written in the first font that has it: Noto Sans Hebrew and Noto Sans
 *   Arabic first for those scripts (their shaping tables join Arabic letters; fontkit, under
 *   pdfkit, shapes a run by its script) and Noto Sans KR first for Hangul (one look for a Korean
 *   name), then DejaVu Sans, then Noto Sans SC (Chinese, Japanese kana, full-width forms), Noto
 *   Sans KR and Noto Emoji (monochrome). They come from npm
 *   (@fontsource/*), so `npm ci && npm start` needs no system fonts. A family is split into
 *   files by Unicode range; the range list in its CSS says which file may have a character (the
 *   file itself is asked whether it does), and only the files a sheet uses are read (and subset
 *   into the PDF). The WOFF files, not the WOFF2
 *   ones: fontkit subsets WOFF2 glyphs as empty outlines.
 * - the line is put in visual order by the Unicode bidirectional algorithm (bidi-js), then cut
 *   into runs of one font and one direction; a right-to-left run of Hebrew or Arabic goes to
 *   fontkit in logical order, which shapes it and lays it out right to left itself.
 * - a character no font has is written as U+FFFD (�), so a missing glyph is seen, not an empty box.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import bidiFactory from 'bidi-js';
import type * as Fontkit from 'fontkit';

type Doc = PDFKit.PDFDocument;
export type Face = 'sans' | 'bold';

const require = createRequire(import.meta.url);
/** fontkit (with its Brotli and Unicode tables) is loaded with the first sheet, as pdfkit is (sheet-pdf.ts), not at every start of the server. */
const loadFontkit = (): typeof Fontkit => require('fontkit') as typeof Fontkit;

interface FontFile {
	/** Inclusive code point ranges, from the family's `unicode-range`. */
	ranges: [number, number][];
	path: string;
}

/** A family's files and their ranges, from its fontsource CSS (one @font-face per file). */
function familyFiles(css: string): FontFile[] {
	const file = require.resolve(css);
	const text = readFileSync(file, 'utf8');
	const out: FontFile[] = [];
	for (const block of text.split('@font-face').slice(1)) {
		const woff = /url\(\.\/([^)]+\.woff)\) format\('woff'\)/.exec(block)?.[1];
		const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
		if (!woff || !range) continue;
		const ranges = range.split(',').map((r): [number, number] => {
			const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
			return [parseInt(a!, 16), parseInt(b ?? a!, 16)];
		});
		out.push({ ranges, path: join(dirname(file), woff) });
	}
	return out;
}

const HEBREW = '@fontsource/noto-sans-hebrew/400.css';
const ARABIC = '@fontsource/noto-sans-arabic/400.css';
const KOREAN = '@fontsource/noto-sans-kr/400.css';
const CJK = '@fontsource/noto-sans-sc/400.css';
const EMOJI = '@fontsource/noto-emoji/400.css';
/** Hebrew, Arabic and their presentation forms: shaped in the Noto fonts. */
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;
/** Scripts written in their own fonts before DejaVu (whose Arabic does not join). */
const FIRST: [RegExp, string[]][] = [
	[RTL_SCRIPT, [HEBREW, ARABIC]],
	[HANGUL, [KOREAN]]
];
/** For what DejaVu lacks, in this order. */
const LATER = [CJK, KOREAN, EMOJI];

interface Fonts {
	dejavu: { regular: Buffer; bold: Buffer; covers(cp: number): boolean; ascent: number };
	families: Map<string, FontFile[]>;
	buffers: Map<string, Buffer>;
	/** Per fallback file, whether it has a glyph (its range list may promise more than it has). */
	has(path: string, cp: number): boolean;
}

let fonts: Fonts | null = null;
export function sheetFonts(): Fonts {
	if (!fonts) {
		const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
		const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
		const fontkit = loadFontkit();
		const face = fontkit.create(regular) as Fontkit.Font;
		const known = new Map<number, boolean>();
		fonts = {
			dejavu: {
				regular,
				bold,
				covers(cp) {
					let has = known.get(cp);
					if (has === undefined) known.set(cp, (has = face.hasGlyphForCodePoint(cp)));
					return has;
				},
				ascent: face.ascent / face.unitsPerEm
			},
			families: new Map([HEBREW, ARABIC, KOREAN, CJK, EMOJI].map((css) => [css, familyFiles(css)])),
			buffers: new Map(),
			has(path, cp) {
				let font = faces.get(path);
				if (!font) faces.set(path, (font = fontkit.create(bufferOf(path)) as Fontkit.Font));
				return font.hasGlyphForCodePoint(cp);
			}
		};
	}
	return fonts;
}
const faces = new Map<string, Fontkit.Font>();

/** A fallback file's bytes, read once per process. */
function bufferOf(path: string): Buffer {
	const f = sheetFonts();
	let buf = f.buffers.get(path);
	if (!buf) f.buffers.set(path, (buf = readFileSync(path)));
	return buf;
}

const inRanges = (f: FontFile, cp: number) => f.ranges.some(([a, b]) => cp >= a && cp <= b);
/** Not drawn: joiners, variation selectors, bidi controls (the order is worked out here). */
const IGNORED = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufe00-\ufe0f\ufeff]/gu;
const MISSING = '\ufffd';

/** The font a character is written in: a pdfkit font name (a face, or a fallback file's path). */
function fontFor(cp: number, face: Face, f: Fonts): string | null {
	const ch = String.fromCodePoint(cp);
	const inFamilies = (families: string[]) => {
		for (const css of families) for (const file of f.families.get(css) ?? []) if (inRanges(file, cp) && f.has(file.path, cp)) return file.path;
		return null;
	};
	for (const [script, families] of FIRST) {
		const own = script.test(ch) ? inFamilies(families) : null;
		if (own) return own;
	}
	if (f.dejavu.covers(cp)) return face;
	return inFamilies(LATER);
}

export interface Run {
	text: string;
	font: string;
}

const bidi = bidiFactory();

/** True when DejaVu alone writes `text` left to right: most names, and every label. */
function plain(text: string, f: Fonts): boolean {
	for (const ch of text) {
		const cp = ch.codePointAt(0)!;
		if (RTL_SCRIPT.test(ch) || HANGUL.test(ch) || !f.dejavu.covers(cp)) return false;
	}
	return true;
}

/** `text` as runs of one font and one direction, in visual order (left to right on the page). */
export function textRuns(text: string, face: Face): Run[] {
	const f = sheetFonts();
	const clean = text.replace(IGNORED, '');
	if (plain(clean, f)) return clean ? [{ text: clean, font: face }] : [];
	// one UTF-16 unit per character for the bidi algorithm: an astral character (an emoji, a
	// rare CJK ideograph) stands in as U+FFFC, a neutral like the emoji it replaces
	const chars = [...clean];
	const units = chars.map((c) => (c.length > 1 ? '\ufffc' : c)).join('');
	const levels = bidi.getEmbeddingLevels(units);
	const order = bidi.getReorderedIndices(units, levels);
	const runs: { chars: string[]; font: string; rtl: boolean }[] = [];
	for (const i of order) {
		let ch = chars[i]!;
		const rtl = (levels.levels[i]! & 1) === 1;
		if (rtl) ch = bidi.getMirroredCharacter(ch) ?? ch;
		let font = fontFor(ch.codePointAt(0)!, face, f);
		if (font === null) (ch = MISSING), (font = face);
		const last = runs[runs.length - 1];
		if (last && last.font === font && last.rtl === rtl) last.chars.push(ch);
		else runs.push({ chars: [ch], font, rtl });
	}
	// fontkit lays a Hebrew or Arabic run out right to left itself: give it in logical order
	return runs.map((r) => ({ text: (r.rtl && RTL_SCRIPT.test(r.chars.join('')) ? [...r.chars].reverse() : r.chars).join(''), font: r.font }));
}

/** Makes sure the document knows every font of `runs` (a fallback file is read once per process). */
function register(doc: Doc, runs: Run[], known: Set<string>) {
	for (const r of runs) {
		if (known.has(r.font)) continue;
		doc.registerFont(r.font, bufferOf(r.font));
		known.add(r.font);
	}
}

/** The smallest size a cell shrinks to (pt); longer text is cut. Column labels may go smaller (6 pt): a cut word there says less than a small one. */
const SMALLEST = 7.5;

/** The fonts each document has registered. */
const registered = new WeakMap<Doc, Set<string>>();

/** The width of `runs` at `size`. */
function widthOf(doc: Doc, runs: Run[], size: number): number {
	let w = 0;
	for (const r of runs) w += doc.font(r.font).fontSize(size).widthOfString(r.text);
	return w;
}

/** Where a line of text goes: its box's left and top, its width, the alignment in it. */
export interface LineBox {
	x: number;
	y: number;
	width: number;
	align: 'left' | 'center' | 'right';
}

/** How a cell's text is set: its lines, top to bottom, and their type size. */
export interface TextLayout {
	lines: string[];
	size: number;
}

/** The distance from one line's top to the next one's, at `size`. */
export const lineHeight = (size: number) => size * 1.2;

/** The runs of `text` in `face`, every font they use known to `doc`. */
function runsIn(doc: Doc, face: Face, text: string): Run[] {
	let known = registered.get(doc);
	if (!known) registered.set(doc, (known = new Set(['sans', 'bold'])));
	const runs = textRuns(text, face);
	register(doc, runs, known);
	return runs;
}

/** `text` cut where a line may end: after a space (dropped at the line's end) or a hyphen (kept). */
function pieces(text: string): string[] {
	return text.split(/(?<= )(?=[^ ])|(?<=[^ -]-)(?=[^ -])/);
}

/** The ways to set `parts` on at most `depth` lines, each a list of lines. */
function* arrangements(parts: string[], depth: number): Generator<string[]> {
	if (depth === 1 || parts.length === 1) return yield [parts.join('').trimEnd()];
	yield [parts.join('').trimEnd()];
	for (let i = 1; i < parts.length; i++) {
		const first = parts.slice(0, i).join('').trimEnd();
		if (!first) continue;
		for (const rest of arrangements(parts.slice(i), depth - 1)) if (rest.length) yield [first, ...rest];
	}
}

/**
 * Sets `text` in a box `width` wide, on at most `lines` lines. A name a point too long for one
 * line is set that much smaller; a longer one goes on to more lines at the same size, broken
 * where the longest line is shortest, rather than being set much smaller than its neighbours.
 * Only when the lines allowed are not enough is it set smaller, down to `smallest`, and what
 * still does not fit is cut with "…" when written (writeLayout): the first lines take what
 * fits, the last one the rest.
 */
export function layoutText(doc: Doc, face: Face, text: string, box: { width: number; size: number; smallest?: number; lines?: number }): TextLayout {
	const { width, size, smallest = SMALLEST, lines = 1 } = box;
	const floor = Math.min(size, smallest);
	const widths = new Map<string, number>();
	const wide = (t: string) => widths.get(t) ?? widths.set(t, widthOf(doc, runsIn(doc, face, t), size)).get(t)!;
	if (wide(text) <= width) return { lines: [text], size };
	// a name a little too long is set a little smaller (a point at most) rather than broken
	const nearly = Math.max(floor, size - 1);
	if ((wide(text) * nearly) / size <= width) {
		let s = size;
		while ((wide(text) * s) / size > width) s -= 0.5;
		return { lines: [text], size: s };
	}
	// the fewest lines that fit, broken where the longest is shortest; widths scale with the size
	let best = { lines: [text], widest: wide(text) };
	for (let depth = 2; depth <= lines && best.widest > width; depth++) {
		for (const set of arrangements(pieces(text), depth)) {
			const widest = Math.max(...set.map(wide));
			if (widest < best.widest - 0.01) best = { lines: set, widest };
		}
	}
	let s = size;
	while (s > floor && (best.widest * s) / size > width) s -= 0.5;
	if ((best.widest * s) / size <= width) return { lines: best.lines, size: s };
	// too long even at the floor: fill the lines in order, the last one is cut
	const parts = pieces(text);
	const out: string[] = [];
	while (out.length < lines - 1 && parts.length > 1) {
		let n = 1;
		while (n < parts.length - 1 && (wide(parts.slice(0, n + 1).join('').trimEnd()) * floor) / size <= width) n++;
		out.push(parts.splice(0, n).join('').trimEnd());
	}
	return { lines: [...out, parts.join('').trimEnd()], size: floor };
}

/** Writes a layout's lines from the box's top down (lineHeight apart), each cut with "…" if it still does not fit. */
export function writeLayout(doc: Doc, face: Face, layout: TextLayout, box: LineBox) {
	layout.lines.forEach((line, i) => writeLine(doc, face, line, { ...box, y: box.y + i * lineHeight(layout.size) }, layout.size));
}

/**
 * Writes `text` on one line inside the box in `face` at `s` (the size layoutText chose), cut
 * with "…" when it still does not fit; other scripts in their fonts and order. Leaves `face`
 * selected.
 */
function writeLine(doc: Doc, face: Face, text: string, box: LineBox, s: number) {
	const { x, y, width, align } = box;
	let runs = runsIn(doc, face, text);
	let chars = [...text];
	while (chars.length > 1 && widthOf(doc, runs, s) > width) {
		chars = [...chars.slice(0, -2), '…'];
		runs = runsIn(doc, face, chars.join(''));
	}
	if (runs.length === 1 && runs[0]!.font === face) {
		// DejaVu alone: as pdfkit aligns it
		doc.font(face).fontSize(s).text(runs[0]!.text, x, y, { width, align, lineBreak: false });
	} else {
		const total = widthOf(doc, runs, s);
		let at = align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2;
		// one baseline for every font: where DejaVu's would be
		const baseline = y + sheetFonts().dejavu.ascent * s;
		for (const r of runs) {
			doc.font(r.font).fontSize(s).text(r.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
			at += doc.widthOfString(r.text);
		}
	}
	doc.font(face).fontSize(s);
}
