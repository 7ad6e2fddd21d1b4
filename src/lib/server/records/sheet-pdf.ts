/**
 * The score sheet as an A4 PDF (pdfkit). pdfkit rather than pdf-lib: it lays text out itself
 * (widths, alignment, page breaks) and embeds a TrueType font subset with its own ToUnicode map,
 * so Polish and Cyrillic names come back out of `pdftotext` as typed; pdf-lib would leave the
 * layout and the font subsetting (fontkit, a second package) to us. pdfkit stays outside the
 * server bundle (build-server.ts: packages are external) and is loaded on the first sheet only,
 * so start-up does not pay for it; it reads its own AFM files from its package folder.
 *
 * The font is DejaVu Sans (dejavu-fonts-ttf), resolved from the package and read once; names in
 * scripts it lacks (CJK, Hangul, emoji) or writes unjoined and unordered (Hebrew, Arabic) are
 * written in fallback fonts, in visual order (sheet-text.ts).
 */
import type { SheetModel, SheetTable } from './sheet-model';
import { layoutText, lineHeight, sheetFonts, writeLayout, type Face, type LineBox, type TextLayout } from './sheet-text';

type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const ROW = 15;
/** A table's own heading (a frame's visits). */
const TITLE = 18;
const INK = '#111111';
const GREY = '#666666';
const SHADE = '#eeeeee';
const RULE = '#999999';


export async function renderSheetPdf(model: SheetModel): Promise<Buffer> {
	const { default: PDFDocument } = await import('pdfkit');
	const { regular, bold } = sheetFonts().dejavu;
	const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${model.title} — ${model.matchLabel}`, Creator: 'cuecast' } });
	doc.registerFont('sans', regular);
	doc.registerFont('bold', bold);
	const chunks: Buffer[] = [];
	doc.on('data', (c: Buffer) => chunks.push(c));
	const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
	new SheetWriter(doc, model).write();
	doc.end();
	await done;
	return Buffer.concat(chunks);
}

/**
 * A row of cells set by layoutText: how much deeper than one line it is, and how far down a
 * cell of fewer lines sits to be in the row's middle.
 */
function rowDepth(cells: readonly (TextLayout | null)[], size: number) {
	const lines = Math.max(1, ...cells.map((c) => c?.lines.length ?? 1));
	return { extra: (lines - 1) * lineHeight(size), inset: (c: TextLayout) => ((lines - c.lines.length) * lineHeight(size)) / 2 };
}

/** Column labels may shrink below a name's smallest size rather than be cut. */
const LABEL_SMALLEST = 6;

/** Writes one sheet down the pages: the head on each, the tables flowing on, the result and signatures kept together. */
class SheetWriter {
	/** The face the next cells are written in. */
	private face: Face = 'sans';
	private readonly left = MARGIN;
	private readonly width: number;
	/** Where the next line goes on the current page. */
	private y = MARGIN;

	constructor(
		private readonly doc: Doc,
		private readonly model: SheetModel
	) {
		this.width = doc.page.width - 2 * MARGIN;
	}

	write(): void {
		const { model, left, width } = this;
		this.head();
		if (model.incomplete) {
			this.use('bold').fillColor('#b00020');
			this.cell(model.incomplete, left, this.y, width, { align: 'left', size: 9 });
			this.y += 16;
		}
		for (const t of model.play) this.table(t);
		if (!model.play.length) {
			this.use('sans').fillColor(GREY);
			this.cell(model.empty ?? '', left, this.y, width, { align: 'left', size: 10 });
			this.y += 20;
		}
		this.table(model.totals, 10);
		this.resultAndSignatures();
		this.pageNumbers();
	}

	private use(f: Face) {
		this.face = f;
		return this.doc.font(f);
	}

	/** Writes a cell's lines as layoutText set them, in the face in use (sheet-text.ts). */
	private block(layout: TextLayout, x: number, y: number, width: number, align: LineBox['align']) {
		writeLayout(this.doc, this.face, layout, { x, y, width, align });
	}

	/** Writes `text` on one line inside `width`, smaller (down to 7.5 pt) and then cut when it must (sheet-text.ts). */
	private cell(text: string, x: number, y: number, width: number, style: { align: LineBox['align']; size: number; smallest?: number }) {
		this.block(layoutText(this.doc, this.face, text, { width, size: style.size, ...(style.smallest !== undefined ? { smallest: style.smallest } : {}) }), x, y, width, style.align);
	}

	/** Room kept free at the foot of every page for the page number. */
	private bottom(): number {
		return this.doc.page.height - MARGIN - 18;
	}

	private rule(y: number, lineWidth: number, colour: string) {
		this.doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(lineWidth).strokeColor(colour).stroke();
	}

	/** The sheet's head, on every page: title, match number, the set-up's facts. */
	private head(): void {
		const { model, left, width } = this;
		this.y = MARGIN;
		this.use('bold').fillColor(INK);
		this.cell(model.title, left, this.y, width * 0.6, { align: 'left', size: 16 });
		this.use('sans');
		this.cell(model.matchLabel, left + width * 0.6, this.y + 4, width * 0.4, { align: 'right', size: 10 });
		this.y += 26;
		const colW = width / 2;
		// two facts a row; a long one (an event's name) on two lines, and its row grows
		for (let row = 0; row < model.header.length; row += 2) {
			const pair = model.header.slice(row, row + 2).map((f) => ({ f, value: layoutText(this.doc, 'bold', f.value, { width: colW - 10, size: 10, lines: 2 }) }));
			pair.forEach(({ f, value }, i) => {
				const x = left + i * colW;
				this.use('sans').fillColor(GREY);
				this.cell(f.label, x, this.y, colW - 10, { align: 'left', size: 7.5 });
				this.use('bold').fillColor(INK);
				this.block(value, x, this.y + 9, colW - 10, 'left');
			});
			this.y += 26 + rowDepth(pair.map((p) => p.value), 10).extra;
		}
		this.y += 2;
		this.rule(this.y, 1, INK);
		this.y += 8;
	}

	private newPage(): void {
		this.doc.addPage();
		this.head();
	}

	private ensure(height: number): void {
		if (this.y + height > this.bottom()) this.newPage();
	}

	/** A table: its labels again on each page it flows onto. */
	private table(t: SheetTable, size = 9): void {
		const { left, width } = this;
		const total = t.columns.reduce((n, c) => n + c.width, 0);
		const xs: number[] = [];
		let x = left;
		for (const c of t.columns) {
			xs.push(x);
			x += (c.width / total) * width;
		}
		const w = (i: number) => (t.columns[i]!.width / total) * width;
		this.ensure(ROW * 3 + (t.groups ? ROW : 0) + (t.title ? TITLE : 0));
		if (t.title) {
			this.use('bold').fillColor(INK);
			this.cell(t.title, left, this.y + 2, width, { align: 'left', size: 10.5 });
			this.y += TITLE;
		}
		this.labels(t, xs, w);
		t.rows.forEach((row, r) => {
			// a name too long for its column goes on to a second line, and the row grows
			const cells = row.map((v, i) => layoutText(this.doc, 'sans', v, { width: w(i) - 6, size, lines: 2 }));
			const depth = rowDepth(cells, size);
			const height = ROW + depth.extra;
			if (this.y + height > this.bottom()) {
				this.newPage();
				this.labels(t, xs, w);
			}
			if (r % 2 === 1) this.doc.rect(left, this.y, width, height).fill(SHADE);
			this.use('sans').fillColor(INK);
			// a one-line cell in a deeper row sits in its middle
			cells.forEach((c, i) => this.block(c, xs[i]! + 3, this.y + 3.5 + depth.inset(c), w(i) - 6, t.columns[i]!.align));
			this.y += height;
		});
		this.rule(this.y, 0.5, RULE);
		this.y += 12;
	}

	/** A table's column labels, under its groups' labels when it has groups. */
	private labels(t: SheetTable, xs: number[], w: (i: number) => number): void {
		if (t.groups) {
			// a player's name over their columns: on two lines when one is not enough
			let col = 0;
			this.use('bold').fillColor(INK);
			const sets = t.groups.map((g) => {
				const gw = Array.from({ length: g.span }, (_, k) => w(col + k)).reduce((a, b) => a + b, 0);
				const at = { x: xs[col]! + 2, width: gw - 4 };
				col += g.span;
				return { at, layout: g.label ? layoutText(this.doc, 'bold', g.label, { width: at.width, size: 9.5, lines: 2 }) : null };
			});
			const depth = rowDepth(sets.map((s) => s.layout), 9.5);
			const height = ROW + depth.extra;
			for (const { at, layout } of sets) {
				if (!layout) continue;
				this.block(layout, at.x, this.y + 3 + depth.inset(layout), at.width, 'center');
				this.doc.moveTo(at.x, this.y + height).lineTo(at.x + at.width, this.y + height).lineWidth(0.5).strokeColor(RULE).stroke();
			}
			this.y += height + 2;
		}
		this.use('bold').fillColor(GREY);
		t.columns.forEach((c, i) => this.cell(c.label, xs[i]! + 3, this.y + 3, w(i) - 6, { align: c.align, size: 8, smallest: LABEL_SMALLEST }));
		this.y += ROW;
		this.rule(this.y, 0.8, INK);
	}

	/** The result and the signatures stay together, on a new page if need be. */
	private resultAndSignatures(): void {
		const { model, left, width } = this;
		const signRows = Math.ceil(model.signatures.length / 3);
		this.ensure(30 + signRows * 70);
		this.use('bold').fillColor(INK);
		this.cell(model.result, left, this.y, width, { align: 'left', size: 13 });
		this.y += 34;
		const perRow = Math.min(3, model.signatures.length);
		const gap = 20;
		const sw = (width - gap * (perRow - 1)) / perRow;
		model.signatures.forEach((s, i) => {
			const sx = left + (i % perRow) * (sw + gap);
			const sy = this.y + Math.floor(i / perRow) * 70 + 30;
			this.doc.moveTo(sx, sy).lineTo(sx + sw, sy).lineWidth(0.8).strokeColor(INK).stroke();
			this.use('sans').fillColor(GREY);
			this.cell(s.label, sx, sy + 4, sw, { align: 'left', size: 8 });
			this.use('bold').fillColor(INK);
			if (s.name) this.block(layoutText(this.doc, 'bold', s.name, { width: sw, size: 9.5, lines: 3 }), sx, sy + 14, sw, 'left');
		});
	}

	/** Page numbers, once the number of pages is known. */
	private pageNumbers(): void {
		const { doc, model, left, width } = this;
		const range = doc.bufferedPageRange();
		for (let i = 0; i < range.count; i++) {
			doc.switchToPage(range.start + i);
			// writing inside the bottom margin must not start another page
			const keep = doc.page.margins.bottom;
			doc.page.margins.bottom = 0;
			this.use('sans').fillColor(GREY);
			this.cell(model.pageLabel(i + 1, range.count), left, doc.page.height - MARGIN - 8, width, { align: 'right', size: 8 });
			doc.page.margins.bottom = keep;
		}
	}
}
