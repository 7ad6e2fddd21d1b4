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
	/** The face the next cells are written in. */
	let face: Face = 'sans';
	const use = (f: Face) => {
		face = f;
		return doc.font(f);
	};
	/** Writes `text` on one line inside `width`, smaller (down to 7.5 pt) and then cut when it must (sheet-text.ts). */
	const cell = (text: string, x: number, y: number, width: number, style: { align: LineBox['align']; size: number; smallest?: number }) => writeLine(doc, face, text, { x, y, width, ...style });
	/** Column labels may shrink below a name's smallest size rather than be cut. */
	const LABEL_SMALLEST = 6;
	const chunks: Buffer[] = [];
	doc.on('data', (c: Buffer) => chunks.push(c));
	const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));

	const left = MARGIN;
	const width = doc.page.width - 2 * MARGIN;
	// Room kept free at the foot of every page for the page number.
	const bottom = () => doc.page.height - MARGIN - 18;
	let y = MARGIN;

	/** The sheet's head, on every page: title, match number, the set-up's facts. */
	function head() {
		y = MARGIN;
		use('bold').fillColor(INK);
		cell(model.title, left, y, width * 0.6, { align: 'left', size: 16 });
		use('sans');
		cell(model.matchLabel, left + width * 0.6, y + 4, width * 0.4, { align: 'right', size: 10 });
		y += 26;
		const colW = width / 2;
		model.header.forEach((f, i) => {
			const x = left + (i % 2) * colW;
			const fy = y + Math.floor(i / 2) * 26;
			use('sans').fillColor(GREY);
			cell(f.label, x, fy, colW - 10, { align: 'left', size: 7.5 });
			use('bold').fillColor(INK);
			cell(f.value, x, fy + 9, colW - 10, { align: 'left', size: 10 });
		});
		y += Math.ceil(model.header.length / 2) * 26 + 2;
		doc.moveTo(left, y).lineTo(left + width, y).lineWidth(1).strokeColor(INK).stroke();
		y += 8;
	}

	function newPage() {
		doc.addPage();
		head();
	}

	function ensure(height: number) {
		if (y + height > bottom()) newPage();
	}

	/** A table: its labels again on each page it flows onto. */
	function table(t: SheetTable, size = 9) {
		const total = t.columns.reduce((n, c) => n + c.width, 0);
		const xs: number[] = [];
		let x = left;
		for (const c of t.columns) {
			xs.push(x);
			x += (c.width / total) * width;
		}
		const w = (i: number) => (t.columns[i]!.width / total) * width;
		const labels = () => {
			if (t.groups) {
				let col = 0;
				use('bold').fillColor(INK);
				for (const g of t.groups) {
					const gw = Array.from({ length: g.span }, (_, k) => w(col + k)).reduce((a, b) => a + b, 0);
					if (g.label) {
						cell(g.label, xs[col]! + 2, y + 3, gw - 4, { align: 'center', size: 9.5 });
						doc.moveTo(xs[col]! + 2, y + ROW).lineTo(xs[col]! + gw - 2, y + ROW).lineWidth(0.5).strokeColor(RULE).stroke();
					}
					col += g.span;
				}
				y += ROW + 2;
			}
			use('bold').fillColor(GREY);
			t.columns.forEach((c, i) => cell(c.label, xs[i]! + 3, y + 3, w(i) - 6, { align: c.align, size: 8, smallest: LABEL_SMALLEST }));
			y += ROW;
			doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.8).strokeColor(INK).stroke();
		};
		ensure(ROW * 3 + (t.groups ? ROW : 0) + (t.title ? TITLE : 0));
		if (t.title) {
			use('bold').fillColor(INK);
			cell(t.title, left, y + 2, width, { align: 'left', size: 10.5 });
			y += TITLE;
		}
		labels();
		t.rows.forEach((row, r) => {
			if (y + ROW > bottom()) {
				newPage();
				labels();
			}
			if (r % 2 === 1) doc.rect(left, y, width, ROW).fill(SHADE);
			use('sans').fillColor(INK);
			row.forEach((v, i) => cell(v, xs[i]! + 3, y + 3.5, w(i) - 6, { align: t.columns[i]!.align, size }));
			y += ROW;
		});
		doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
		y += 12;
	}

	head();
	if (model.incomplete) {
		use('bold').fillColor('#b00020');
		cell(model.incomplete, left, y, width, { align: 'left', size: 9 });
		y += 16;
	}
	for (const t of model.play) table(t);
	if (!model.play.length) {
		use('sans').fillColor(GREY);
		cell(model.empty ?? '', left, y, width, { align: 'left', size: 10 });
		y += 20;
	}
	table(model.totals, 10);

	// The result and the signatures stay together, on a new page if need be.
	const signRows = Math.ceil(model.signatures.length / 3);
	ensure(30 + signRows * 70);
	use('bold').fillColor(INK);
	cell(model.result, left, y, width, { align: 'left', size: 13 });
	y += 34;
	const perRow = Math.min(3, model.signatures.length);
	const gap = 20;
	const sw = (width - gap * (perRow - 1)) / perRow;
	model.signatures.forEach((s, i) => {
		const sx = left + (i % perRow) * (sw + gap);
		const sy = y + Math.floor(i / perRow) * 70 + 30;
		doc.moveTo(sx, sy).lineTo(sx + sw, sy).lineWidth(0.8).strokeColor(INK).stroke();
		use('sans').fillColor(GREY);
		cell(s.label, sx, sy + 4, sw, { align: 'left', size: 8 });
		use('bold').fillColor(INK);
		if (s.name) cell(s.name, sx, sy + 14, sw, { align: 'left', size: 9.5 });
	});

	// Page numbers, once the number of pages is known.
	const range = doc.bufferedPageRange();
	for (let i = 0; i < range.count; i++) {
		doc.switchToPage(range.start + i);
		// writing inside the bottom margin must not start another page
		const keep = doc.page.margins.bottom;
		doc.page.margins.bottom = 0;
		use('sans').fillColor(GREY);
		cell(model.pageLabel(i + 1, range.count), left, doc.page.height - MARGIN - 8, width, { align: 'right', size: 8 });
		doc.page.margins.bottom = keep;
	}
	doc.end();
	await done;
	return Buffer.concat(chunks);
}
