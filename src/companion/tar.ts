/**
 * A gzipped tar (ustar) of a few files, written without a `tar` program so the package builds
 * the same on Windows, macOS and Linux. Companion reads the first entry as the package's root
 * folder (it strips it when installing), so the folder entry comes first, then its files.
 */
import { gzipSync } from 'node:zlib';

export interface TarEntry {
	/** Path inside the archive, `/`-separated; a folder ends in `/`. */
	name: string;
	data?: Buffer;
}

function header(name: string, size: number, dir: boolean, mtime: number): Buffer {
	if (Buffer.byteLength(name) > 100) throw new Error(`tar: name longer than 100 bytes: ${name}`);
	const h = Buffer.alloc(512, 0);
	const put = (text: string, offset: number, length: number) => h.write(text, offset, length, 'utf8');
	const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0') + '\0';
	put(name, 0, 100);
	put(octal(dir ? 0o755 : 0o644, 8), 100, 8);
	put(octal(0, 8), 108, 8); // uid
	put(octal(0, 8), 116, 8); // gid
	put(octal(size, 12), 124, 12);
	put(octal(mtime, 12), 136, 12);
	put('        ', 148, 8); // the checksum counts itself as spaces
	put(dir ? '5' : '0', 156, 1);
	put('ustar\u000000', 257, 8);
	let sum = 0;
	for (const b of h) sum += b;
	put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
	return h;
}

/** The archive's bytes, gzipped. `mtime` (seconds) is fixed so a rebuild gives the same bytes. */
export function tgz(entries: readonly TarEntry[], mtime = 0): Buffer {
	const parts: Buffer[] = [];
	for (const e of entries) {
		const dir = e.name.endsWith('/');
		const data = dir ? Buffer.alloc(0) : (e.data ?? Buffer.alloc(0));
		parts.push(header(e.name, data.length, dir, mtime), data);
		const pad = (512 - (data.length % 512)) % 512;
		if (pad) parts.push(Buffer.alloc(pad, 0));
	}
	parts.push(Buffer.alloc(1024, 0)); // two empty blocks end the archive
	return gzipSync(Buffer.concat(parts), { level: 9 });
}
