/** The little of fontkit (pdfkit's font engine, no types of its own) the sheet asks: which characters DejaVu Sans has, and its ascent. */
declare module 'fontkit' {
	export interface Font {
		hasGlyphForCodePoint(codePoint: number): boolean;
		ascent: number;
		unitsPerEm: number;
	}
	export function create(buffer: Buffer): Font | { fonts: Font[] };
}
