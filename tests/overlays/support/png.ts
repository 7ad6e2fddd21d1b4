/** Minimal PNG decoder (8-bit RGBA or RGB, non-interlaced: what Chromium writes), node:zlib only. */
import { inflateSync } from 'node:zlib';

export interface Image {
	width: number;
	height: number;
	/** RGBA, 4 bytes per pixel. */
	data: Uint8Array;
	alpha(x: number, y: number): number;
}

export function decodePng(buf: Buffer): Image {
	if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
	let pos = 8;
	let width = 0, height = 0, depth = 0, type = 0, interlace = 0;
	const idat: Buffer[] = [];
	while (pos < buf.length) {
		const len = buf.readUInt32BE(pos);
		const kind = buf.toString('ascii', pos + 4, pos + 8);
		const body = buf.subarray(pos + 8, pos + 8 + len);
		if (kind === 'IHDR') {
			width = body.readUInt32BE(0);
			height = body.readUInt32BE(4);
			depth = body[8];
			type = body[9];
			interlace = body[12];
		} else if (kind === 'IDAT') idat.push(body);
		else if (kind === 'IEND') break;
		pos += 12 + len;
	}
	if (depth !== 8 || (type !== 6 && type !== 2) || interlace) throw new Error(`unsupported PNG (depth ${depth}, type ${type})`);
	const bpp = type === 6 ? 4 : 3;
	const raw = inflateSync(Buffer.concat(idat));
	const stride = width * bpp;
	const out = new Uint8Array(width * height * 4);
	let prev = new Uint8Array(stride);
	for (let y = 0; y < height; y++) {
		const f = raw[y * (stride + 1)];
		const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
		const cur = new Uint8Array(stride);
		for (let i = 0; i < stride; i++) {
			const a = i >= bpp ? cur[i - bpp] : 0;
			const b = prev[i];
			const c = i >= bpp ? prev[i - bpp] : 0;
			let v = line[i];
			if (f === 1) v += a;
			else if (f === 2) v += b;
			else if (f === 3) v += (a + b) >> 1;
			else if (f === 4) {
				const p = a + b - c;
				const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
				v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
			}
			cur[i] = v & 255;
		}
		for (let x = 0; x < width; x++) {
			const o = (y * width + x) * 4;
			out[o] = cur[x * bpp];
			out[o + 1] = cur[x * bpp + 1];
			out[o + 2] = cur[x * bpp + 2];
			out[o + 3] = bpp === 4 ? cur[x * bpp + 3] : 255;
		}
		prev = cur;
	}
	return { width, height, data: out, alpha: (x, y) => out[(y * width + x) * 4 + 3] };
}
