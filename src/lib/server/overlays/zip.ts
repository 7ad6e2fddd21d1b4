/**
 * A zip archive of a few small files (the OGraf graphics' download), made with fflate (already in
 * the tree under pdfkit; maintained, no native code): deflated, names UTF-8, paths with "/".
 */
import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
	name: string;
	data: Buffer;
}

/** The archive of `entries`, each stamped `when`. */
export function zip(entries: ZipEntry[], when = new Date()): Buffer {
	const files: Zippable = {};
	for (const e of entries) files[e.name] = [new Uint8Array(e.data), { level: 9, mtime: when }];
	const out = zipSync(files);
	return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}
