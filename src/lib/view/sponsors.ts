/**
 * The sponsor slot's behaviour, for the wall displays (src/lib/kiosk/Sponsors.svelte) and the
 * overlays (overlays/_shared/sponsors.ts): its URL options and which image shows when. The
 * image follows the wall clock, so every screen of a venue shows the same sponsor at once.
 */

/** Seconds per image when the URL does not say (?rotate=N, 2 to 600). */
export const ROTATE_SECONDS = 8;

export interface SponsorOptions {
	/** ?sponsors=0 hides the slot. */
	show: boolean;
	rotateMs: number;
}

export function sponsorOptions(query: URLSearchParams): SponsorOptions {
	const off = ['0', 'off', 'false', 'no'].includes((query.get('sponsors') ?? '').toLowerCase());
	const n = Number(query.get('rotate'));
	const seconds = query.get('rotate') && Number.isFinite(n) ? Math.min(600, Math.max(2, n)) : ROTATE_SECONDS;
	return { show: !off, rotateMs: seconds * 1000 };
}

/** The index of the image showing at `now` (epoch ms) among `count`. */
export const slideAt = (count: number, now: number, rotateMs: number): number => (count > 0 ? Math.floor(now / rotateMs) % count : -1);

/** Ms from `now` until the next image. */
export const untilNextSlide = (now: number, rotateMs: number): number => rotateMs - (now % rotateMs);
