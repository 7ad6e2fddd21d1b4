/**
 * A player's photo as an operator uploads it, made into what every screen shows (issue 27):
 * recognised by its first bytes (JPEG, PNG or WebP; never by a name or a content-type header),
 * turned upright by its EXIF orientation, cropped to a 4:5 portrait around what stands out
 * (libvips' attention strategy: faces, skin, contrast) and fitted into PHOTO_LIMITS' box, never
 * enlarged. It is written anew — JPEG, or PNG when it has transparency (a cut-out portrait) — so
 * nothing of the upload's metadata survives: no EXIF (GPS position, camera serial, time), no XMP,
 * no IPTC, no comment; only an sRGB colour profile is assumed, none is embedded.
 */
import type sharpLibrary from 'sharp';
import type { Sharp } from 'sharp';
import { PHOTO_LIMITS } from '../protocol/profiles';
import type { RefusalCode, RefusalParams } from '../protocol/refusals';
import { sniffImage } from './sponsor-sniff';
import type { PhotoRecord } from './store/types';

export type PreparedPhoto =
	| { ok: true; ext: PhotoRecord['ext']; data: Buffer; width: number; height: number }
	| { ok: false; status: number; code: RefusalCode; params?: RefusalParams };

/**
 * sharp (libvips) is loaded on the first upload, not at every start of the server: it is the
 * largest native library the server would load, and most venues upload a photo now and then.
 */
let library: Promise<typeof sharpLibrary> | null = null;
const loadSharp = () =>
	(library ??= import('sharp').then(({ default: sharp }: { default: typeof sharpLibrary }) => {
		// Photos come one at a time from an operator: libvips' own threads are enough, its cache only holds memory.
		sharp.cache(false);
		return sharp;
	}));

/** The upload as the stored photo, or why not (415 not a photo, 413 too many pixels, 422 damaged). */
export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto> {
	const kind = sniffImage(upload);
	if (kind === null || kind === 'svg') return { ok: false, status: 415, code: 'photo-type' };
	// `failOn: 'warning'`: a file cut short or damaged is refused rather than shown half grey
	const sharp = await loadSharp();
	const open = (): Sharp => sharp(upload, { failOn: 'warning', limitInputPixels: PHOTO_LIMITS.pixels, animated: false });
	try {
		const meta = await open().metadata();
		if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_LIMITS.pixels) {
			return { ok: false, status: 413, code: 'photo-pixels', params: { max: PHOTO_LIMITS.pixels / 1_000_000 } };
		}
		const framed = open()
			.rotate()
			.resize(PHOTO_LIMITS.width, PHOTO_LIMITS.height, { fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true });
		const { data, info } = meta.hasAlpha
			? await framed.png({ compressionLevel: 9, palette: false }).toBuffer({ resolveWithObject: true })
			: await framed.jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer({ resolveWithObject: true });
		return { ok: true, ext: meta.hasAlpha ? 'png' : 'jpg', data, width: info.width, height: info.height };
	} catch (err) {
		if (/pixel limit/i.test((err as Error).message)) return { ok: false, status: 413, code: 'photo-pixels', params: { max: PHOTO_LIMITS.pixels / 1_000_000 } };
		return { ok: false, status: 422, code: 'photo-corrupt' };
	}
}
