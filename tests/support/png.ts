/** Small real PNG images for tests (sponsor uploads): a solid colour with a darker frame. */
import { deflateSync } from 'node:zlib';

const CRC = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});
function crc32(b: Buffer): number {
	let c = 0xffffffff;
	for (const x of b) c = CRC[(c ^ x) & 0xff]! ^ (c >>> 8);
	return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
	const len = Buffer.alloc(4);
	len.writeUInt32BE(data.length);
	const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(body));
	return Buffer.concat([len, body, crc]);
}

/** A `w`×`h` RGB PNG filled with `rgb` (0xRRGGBB), framed 4 px in a darker shade. */
export function png(w: number, h: number, rgb: number): Buffer {
	const [r, g, b] = [(rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255];
	const rows: Buffer[] = [];
	for (let y = 0; y < h; y++) {
		const row = Buffer.alloc(1 + w * 3);
		for (let x = 0; x < w; x++) {
			const edge = x < 4 || y < 4 || x >= w - 4 || y >= h - 4;
			row.set(edge ? [r >> 1, g >> 1, b >> 1] : [r, g, b], 1 + x * 3);
		}
		rows.push(row);
	}
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(w, 0);
	ihdr.writeUInt32BE(h, 4);
	ihdr.set([8, 2, 0, 0, 0], 8);
	return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
