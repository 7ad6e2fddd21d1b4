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
import { sheetFonts, writeLine, type Face, type LineBox } from './sheet-text';

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

	/** Writes `text` on one line inside `width`, smaller (down to 7.5 pt) and then cut when it must (sheet-text.ts). */
	private cell(text: string, x: number, y: number, width: number, style: { align: LineBox['align']; size: number; smallest?: number }) {
		writeLine(this.doc, this.face, text, { x, y, width, ...style });
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
		model.header.forEach((f, i) => {
			const x = left + (i % 2) * colW;
			const fy = this.y + Math.floor(i / 2) * 26;
			this.use('sans').fillColor(GREY);
			this.cell(f.label, x, fy, colW - 10, { align: 'left', size: 7.5 });
			this.use('bold').fillColor(INK);
			this.cell(f.value, x, fy + 9, colW - 10, { align: 'left', size: 10 });
		});
		this.y += Math.ceil(model.header.length / 2) * 26 + 2;
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
			if (this.y + ROW > this.bottom()) {
				this.newPage();
				this.labels(t, xs, w);
			}
			if (r % 2 === 1) this.doc.rect(left, this.y, width, ROW).fill(SHADE);
			this.use('sans').fillColor(INK);
			row.forEach((v, i) => this.cell(v, xs[i]! + 3, this.y + 3.5, w(i) - 6, { align: t.columns[i]!.align, size }));
			this.y += ROW;
		});
		this.rule(this.y, 0.5, RULE);
		this.y += 12;
	}

	/** A table's column labels, under its groups' labels when it has groups. */
	private labels(t: SheetTable, xs: number[], w: (i: number) => number): void {
		if (t.groups) {
			let col = 0;
			this.use('bold').fillColor(INK);
			for (const g of t.groups) {
				const gw = Array.from({ length: g.span }, (_, k) => w(col + k)).reduce((a, b) => a + b, 0);
				if (g.label) {
					this.cell(g.label, xs[col]! + 2, this.y + 3, gw - 4, { align: 'center', size: 9.5 });
					this.doc.moveTo(xs[col]! + 2, this.y + ROW).lineTo(xs[col]! + gw - 2, this.y + ROW).lineWidth(0.5).strokeColor(RULE).stroke();
				}
				col += g.span;
			}
			this.y += ROW + 2;
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
			if (s.name) this.cell(s.name, sx, sy + 14, sw, { align: 'left', size: 9.5 });
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
