import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS } from '../protocol/profiles';
import { preparePhoto } from './profile-photo';

/** A JPEG's segments before its image data: marker (0xE1 APP1 …) and payload. */
function jpegSegments(b: Buffer): { marker: number; payload: Buffer }[] {
	expect(b[0] === 0xff && b[1] === 0xd8).toBe(true);
	const out: { marker: number; payload: Buffer }[] = [];
	let i = 2;
	while (i + 4 <= b.length && b[i] === 0xff) {
		const marker = b[i + 1]!;
		if (marker === 0xda) break; // start of scan: the image data follows
		const length = b.readUInt16BE(i + 2);
		out.push({ marker, payload: b.subarray(i + 4, i + 2 + length) });
		i += 2 + length;
	}
	return out;
}

/** The tags of an Exif APP1 payload's IFD0 and of its GPS IFD (read as a TIFF, either byte order). */
function exifTags(app1: Buffer): { ifd0: number[]; gps: number[] } {
	expect(app1.subarray(0, 6).toString('latin1')).toBe('Exif\0\0');
	const tiff = app1.subarray(6);
	const le = tiff.toString('latin1', 0, 2) === 'II';
	const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
	const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
	const ifd = (at: number) => Array.from({ length: u16(at) }, (_, k) => ({ tag: u16(at + 2 + 12 * k), value: u32(at + 2 + 12 * k + 8) }));
	const zero = ifd(u32(4));
	const pointer = zero.find((e) => e.tag === 0x8825);
	return { ifd0: zero.map((e) => e.tag), gps: pointer ? ifd(pointer.value).map((e) => e.tag) : [] };
}

/** What a phone camera writes: EXIF with the camera, the photographer and where it was taken. */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
	return sharp({ create: { width, height, channels: 3, background: '#2d7a4f' } })
		.composite([{ input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#f0c8a0' } }, top: 0, left: 0 }])
		.jpeg()
		.withExif({
			IFD0: { Make: 'PhoneCo', Model: 'P1', Artist: 'Someone' },
			IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 56/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 30/1' }
		})
		.withMetadata({ orientation })
		.toBuffer();
}

/** Markers a JPEG keeps metadata in: APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC), COM. */
const METADATA = new Set([0xe1, 0xe2, 0xed, 0xfe]);

describe('preparePhoto', () => {
	it('takes a camera JPEG with GPS and gives it back without any metadata, sized to the portrait box', async () => {
		const upload = await cameraJpeg(3000, 2000);
		// the upload carries the position (so the check below means something)
		const app1 = jpegSegments(upload).find((s) => s.marker === 0xe1)!;
		expect(exifTags(app1.payload).gps).toEqual(expect.arrayContaining([1, 2, 3, 4]));
		expect(exifTags(app1.payload).ifd0).toContain(0x8825);

		const photo = await preparePhoto(upload);
		expect(photo).toMatchObject({ ok: true, ext: 'jpg', width: PHOTO_LIMITS.width, height: PHOTO_LIMITS.height });
		if (!photo.ok) return;
		const segments = jpegSegments(photo.data);
		expect(segments.filter((s) => METADATA.has(s.marker)).map((s) => s.marker.toString(16))).toEqual([]);
		expect(photo.data.includes(Buffer.from('Exif\0'))).toBe(false);
		expect(photo.data.includes(Buffer.from('PhoneCo'))).toBe(false);
		expect(photo.data.includes(Buffer.from('Someone'))).toBe(false);
		const meta = await sharp(photo.data).metadata();
		expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 600 });
		expect(meta.exif).toBeUndefined();
		expect(meta.icc).toBeUndefined();
	});

	it('turns a photo upright by its EXIF orientation before the orientation is dropped', async () => {
		// stored landscape, shown portrait (orientation 6: rotate 90° clockwise); the light patch is at the top left as stored
		const upload = await cameraJpeg(1200, 800, 6);
		expect((await sharp(upload).metadata()).orientation).toBe(6);
		const photo = await preparePhoto(upload);
		expect(photo.ok).toBe(true);
		if (!photo.ok) return;
		const meta = await sharp(photo.data).metadata();
		expect(meta.orientation).toBeUndefined();
		// upright, the patch is at the top right: the top row's right end is light, its left end green
		const { data, info } = await sharp(photo.data).raw().toBuffer({ resolveWithObject: true });
		const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
		expect(pixel(info.width - 3, 2)[0]).toBeGreaterThan(200);
		expect(pixel(2, 2)[0]).toBeLessThan(100);
	});

	it('never enlarges a small photo, and keeps a PNG with transparency as PNG', async () => {
		const small = await sharp({ create: { width: 200, height: 240, channels: 3, background: '#888' } }).webp().toBuffer();
		expect(await preparePhoto(small)).toMatchObject({ ok: true, ext: 'jpg', width: 200, height: 240 });
		const cutout = await sharp({ create: { width: 900, height: 900, channels: 4, background: { r: 200, g: 10, b: 10, alpha: 0.5 } } })
			.png()
			.withMetadata({ exif: { IFD0: { Artist: 'Someone' } } })
			.toBuffer();
		const photo = await preparePhoto(cutout);
		expect(photo).toMatchObject({ ok: true, ext: 'png', width: 480, height: 600 });
		if (!photo.ok) return;
		expect(photo.data.includes(Buffer.from('eXIf'))).toBe(false);
		expect(photo.data.includes(Buffer.from('Someone'))).toBe(false);
		expect((await sharp(photo.data).metadata()).hasAlpha).toBe(true);
	});

	it('refuses what is not a photo, a damaged one and one of too many pixels', async () => {
		expect(await preparePhoto(Buffer.from('GIF89a......'))).toMatchObject({ ok: false, status: 415, code: 'photo-type' });
		expect(await preparePhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toMatchObject({ ok: false, status: 415, code: 'photo-type' });
		expect(await preparePhoto(Buffer.alloc(0))).toMatchObject({ ok: false, code: 'photo-type' });
		const whole = await cameraJpeg(1000, 1000);
		// a JPEG cut off halfway, and one whose first bytes are right and the rest noise
		expect(await preparePhoto(whole.subarray(0, Math.floor(whole.length / 2)))).toMatchObject({ ok: false, status: 422, code: 'photo-corrupt' });
		expect(await preparePhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]))).toMatchObject({ ok: false, status: 422, code: 'photo-corrupt' });
		const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
		expect(await preparePhoto(png.subarray(0, 40))).toMatchObject({ ok: false, code: 'photo-corrupt' });
		// a JPEG whose frame header says 10000 × 7000 (70 million pixels, over the limit): refused from the header, never decoded
		const huge = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).jpeg({ mozjpeg: false }).toBuffer());
		const sof = huge.indexOf(Buffer.from([0xff, 0xc0]));
		huge.writeUInt16BE(7_000, sof + 5);
		huge.writeUInt16BE(10_000, sof + 7);
		expect(await preparePhoto(huge)).toMatchObject({ ok: false, status: 413, code: 'photo-pixels', params: { max: 60 } });
	});
});
