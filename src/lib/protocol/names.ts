/**
 * Player names without zod (the console imports this; the schemas are in ./players.ts). Names
 * are untrusted text: invisible characters are dropped, whitespace collapsed, and every page
 * renders them as text, never as HTML.
 */
export const MAX_NAME_LENGTH = 80;
/** Ratings outside this range are refused (any real rating system fits easily). */
export const MAX_RATING = 100_000;

/**
 * C0/C1 controls, zero-width space, direction marks, embeddings, overrides and isolates, word
 * joiners, the BOM: invisible characters that only make two names look alike or reorder text.
 * (ZWNJ and ZWJ stay: some scripts and emoji need them.)
 */
const INVISIBLE = /[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;

/** A name as it is stored and shown: NFC, invisible characters dropped, single spaces, trimmed. */
export function cleanName(raw: string): string {
	return raw.normalize('NFC').replace(/\s+/g, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/** Two spellings that differ only in case or spacing are the same player. */
export function playerKey(name: string): string {
	return cleanName(name).toLowerCase();
}

/** ISO 3166 alpha-2 or alpha-3, upper case; null for anything else. */
export function cleanCountry(raw: unknown): string | null {
	return typeof raw === 'string' && /^[A-Za-z]{2,3}$/.test(raw.trim()) ? raw.trim().toUpperCase() : null;
}

export function cleanRating(raw: unknown): number | null {
	return typeof raw === 'number' && Number.isFinite(raw) && Math.abs(raw) <= MAX_RATING ? raw : null;
}
