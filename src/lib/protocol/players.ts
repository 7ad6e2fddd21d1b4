/**
 * The venue's player list (one list per server): the shapes the HTTP API takes and returns,
 * shared by the server and its stores (the console uses ./names.ts, the same rules without zod).
 * Player names are untrusted text: they are cleaned (control and bidi-override characters
 * dropped, whitespace collapsed), limited to 80 characters like the engine's, and every page
 * renders them as text, never as HTML.
 */
import { z } from 'zod';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { ru } from '../i18n/ru';
import { cleanName, MAX_NAME_LENGTH, MAX_RATING, playerKey } from './names';

export { cleanName, playerKey, MAX_NAME_LENGTH } from './names';

/** Most players the list API returns (most recently used first). */
export const MAX_LISTED_PLAYERS = 500;
/** Most players one POST may add (a one-time import of an older console's list). */
export const MAX_ADDED_PLAYERS = 500;

export const playerNameSchema = z
	.string()
	.max(4 * MAX_NAME_LENGTH, `a name is at most ${MAX_NAME_LENGTH} characters`)
	.transform(cleanName)
	.pipe(z.string().min(1, 'a player needs a name').max(MAX_NAME_LENGTH, `a name is at most ${MAX_NAME_LENGTH} characters`));
export const countrySchema = z
	.string()
	.trim()
	.regex(/^[A-Za-z]{2,3}$/, 'country is an ISO 3166 code such as "PL"')
	.transform((c) => c.toUpperCase());
export const ratingSchema = z.number().finite().min(-MAX_RATING).max(MAX_RATING);

/** One player to add: `lastUsed` (ms) when an older console's list is imported. */
export const playerInSchema = z.strictObject({
	name: playerNameSchema,
	country: countrySchema.nullish(),
	rating: ratingSchema.nullish(),
	lastUsed: z.int().min(0).optional()
});
/** `POST /api/players`. */
export const addPlayersSchema = z.strictObject({ players: z.array(playerInSchema).min(1).max(MAX_ADDED_PLAYERS) });

/** A remembered player as `GET /api/players` returns it. */
export interface KnownPlayer {
	name: string;
	country?: string;
	rating?: number;
	/** Matches started with this player (imports count once). */
	uses: number;
	/** Last time the player was in a match started here (ms since epoch). */
	lastUsed: number;
}

/**
 * The names the console gives a player left blank ("Player 2", "Zawodnik 2", "Игрок 2"): not
 * worth remembering.
 */
const PLACEHOLDERS = [en, pl, ru].map(
	(d) => new RegExp('^' + d['setup.player'].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{n}', '\\d{1,2}') + '$', 'i')
);
export const isPlaceholderName = (name: string) => PLACEHOLDERS.some((re) => re.test(cleanName(name)));

/**
 * The players of a match set-up (a match script's `match` object) worth remembering: plain
 * names or `{name, country, rating}`; invalid entries and placeholder names are skipped, an
 * invalid country or rating is dropped.
 */
export function playersOfSetup(setup: unknown): { name: string; country: string | null; rating: number | null }[] {
	const list = (setup as { players?: unknown } | null)?.players;
	if (!Array.isArray(list)) return [];
	const out: { name: string; country: string | null; rating: number | null }[] = [];
	for (const p of list) {
		const raw = typeof p === 'string' ? { name: p } : (p as { name?: unknown; country?: unknown; rating?: unknown } | null);
		const name = playerNameSchema.safeParse(raw?.name);
		if (!name.success || isPlaceholderName(name.data)) continue;
		if (out.some((q) => playerKey(q.name) === playerKey(name.data))) continue;
		const country = countrySchema.safeParse(raw?.country);
		const rating = ratingSchema.safeParse(raw?.rating);
		out.push({ name: name.data, country: country.success ? country.data : null, rating: rating.success ? rating.data : null });
	}
	return out;
}
