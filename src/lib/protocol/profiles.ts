/**
 * Player profiles (issue 27): what an operator sets on a player's page — a photo, a club, a
 * nickname, a country — and what every screen gets of it. The photo is kept in the store like a
 * sponsor image (src/lib/server/profiles.ts), resized and without its metadata; the rest is text,
 * cleaned as names are (./names.ts) and rendered as text, never as HTML.
 *
 * A table's state carries the profiles of its match's players (`TableState.profiles`, one entry
 * per seat, null where a player has none), so the overlays, the wall, the phone viewer and the
 * fields (vMix, CasparCG, Companion) read them from the state they already follow.
 */
import { z } from 'zod';
import { cleanName } from './names';

/** The longest club and nickname (characters, after cleaning). */
export const PROFILE_TEXT_MAX = 60;

/** The upload limits, and the box a stored photo fits in (px; a 4:5 portrait). */
export const PHOTO_LIMITS = { bytes: 8 * 1024 * 1024, width: 480, height: 600, pixels: 60_000_000 } as const;

/**
 * ISO 3166-1 alpha-2: every officially assigned code (249), packed. The profile's country is one
 * of them; a match set-up may still name a country as before (alpha-3, IOC, snooker's ENG).
 */
export const ISO_ALPHA2: readonly string[] = (
	'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZ' +
	'DEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISIT' +
	'JEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZ' +
	'OMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZ' +
	'UAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW'
).match(/../g)!;
const ALPHA2 = new Set(ISO_ALPHA2);

/** A country as a profile keeps it: an ISO 3166-1 alpha-2 code, upper case ("pl" is "PL"). */
export const alpha2Schema = z
	.string()
	.trim()
	.transform((c) => c.toUpperCase())
	.refine((c) => ALPHA2.has(c), 'country is an ISO 3166-1 alpha-2 code such as "PL"');

/** Club or nickname: cleaned as a name is; '' (or null) clears it. */
const profileText = z
	.string()
	.max(4 * PROFILE_TEXT_MAX, `at most ${PROFILE_TEXT_MAX} characters`)
	.transform(cleanName)
	.pipe(z.string().max(PROFILE_TEXT_MAX, `at most ${PROFILE_TEXT_MAX} characters`))
	.transform((s) => s || null);

/**
 * `PUT /api/players/profile?name=…`: the profile's text. A key left out keeps what is stored;
 * null or '' clears it.
 */
export const profileInSchema = z.strictObject({
	club: profileText.nullish(),
	nickname: profileText.nullish(),
	country: z.union([z.literal(''), alpha2Schema]).nullish().transform((c) => (c === '' ? null : c))
});
export type ProfileIn = z.input<typeof profileInSchema>;

/** A player's profile as `GET /api/players/profile` answers it. */
export interface PlayerProfile {
	name: string;
	club: string | null;
	nickname: string | null;
	country: string | null;
	/** The photo's address on this server (/media/players/<id>.<ext>), or null. */
	photo: string | null;
}

/**
 * A seat's profile as a table's state carries it (`TableState.profiles`): only what a screen
 * shows beside the match (the match's own set-up still names the player and their country).
 */
export interface ProfileWire {
	photo: string | null;
	club: string | null;
	nickname: string | null;
	country: string | null;
}
