/**
 * A zip archive of a few small files (the OGraf graphics' download): deflated, one local header
 * per file, the central directory, the end record (PKWARE APPNOTE 6.3, no zip64, no data
 * descriptors). Names are UTF-8 (flag bit 11), paths with "/".
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
	name: string;
	data: Buffer;
}

/** MS-DOS time and date of `d` (local fields as UTC: the archive does not say which). */
function dosTime(d: Date): { time: number; date: number } {
	return {
		time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
		date: (Math.max(d.getUTCFullYear() - 1980, 0) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate()
	};
}

export function zip(entries: ZipEntry[], when = new Date()): Buffer {
	const { time, date } = dosTime(when);
	const locals: Buffer[] = [];
	const centrals: Buffer[] = [];
	let offset = 0;
	for (const e of entries) {
		const name = Buffer.from(e.name, 'utf8');
		const packed = deflateRawSync(e.data, { level: 9 });
		const crc = crc32(e.data);
		const head = Buffer.alloc(30);
		head.writeUInt32LE(0x04034b50, 0);
		head.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
		head.writeUInt16LE(0x0800, 6); // UTF-8 names
		head.writeUInt16LE(8, 8); // deflate
		head.writeUInt16LE(time, 10);
		head.writeUInt16LE(date, 12);
		head.writeUInt32LE(crc, 14);
		head.writeUInt32LE(packed.length, 18);
		head.writeUInt32LE(e.data.length, 22);
		head.writeUInt16LE(name.length, 26);
		head.writeUInt16LE(0, 28);
		const central = Buffer.alloc(46);
		central.writeUInt32LE(0x02014b50, 0);
		central.writeUInt16LE(0x031e, 4); // made by: Unix, 3.0
		central.writeUInt16LE(20, 6);
		central.writeUInt16LE(0x0800, 8);
		central.writeUInt16LE(8, 10);
		central.writeUInt16LE(time, 12);
		central.writeUInt16LE(date, 14);
		central.writeUInt32LE(crc, 16);
		central.writeUInt32LE(packed.length, 20);
		central.writeUInt32LE(e.data.length, 24);
		central.writeUInt16LE(name.length, 28);
		central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
		central.writeUInt32LE(offset, 42);
		locals.push(head, name, packed);
		centrals.push(central, name);
		offset += head.length + name.length + packed.length;
	}
	const dir = Buffer.concat(centrals);
	const end = Buffer.alloc(22);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(entries.length, 8);
	end.writeUInt16LE(entries.length, 10);
	end.writeUInt32LE(dir.length, 12);
	end.writeUInt32LE(offset, 16);
	return Buffer.concat([...locals, dir, end]);
}
