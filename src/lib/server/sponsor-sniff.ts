/** What an uploaded image is, by its first bytes (never by a name or a content-type header). */
export type ImageKind = 'png' | 'jpg' | 'webp';

/** The image type by its first bytes; 'svg' for SVG or any XML/markup; null for anything else. */
export function sniffImage(b: Buffer): ImageKind | 'svg' | null {
	if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
	if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
	if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
	const head = b.toString('utf8', 0, Math.min(b.length, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
	if (head.startsWith('<') && (head.includes('<svg') || head.startsWith('<?xml'))) return 'svg';
	return null;
}
