/** What the SQLite and PostgreSQL stores share: reading back stored JSON, the player upsert. */

/** A stored clock; a value that is not JSON any more is dropped (the table gets a default clock). */
export function parseClock(text: string | null | undefined): unknown {
	if (text === null || text === undefined) return null;
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

/**
 * The player upsert both stores run (players-sqlite.ts, pg-players.ts): the spelling, country and
 * rating seen last win; a missing country or rating keeps the stored one; older information only
 * fills in what is missing. `greatest` is the dialect's two-argument maximum (MAX, GREATEST).
 */
export const playerUpsertSet = (greatest: 'MAX' | 'GREATEST') => `ON CONFLICT (key) DO UPDATE SET
	name = CASE WHEN excluded.last_used >= players.last_used THEN excluded.name ELSE players.name END,
	country = CASE WHEN excluded.country IS NOT NULL AND (excluded.last_used >= players.last_used OR players.country IS NULL)
	          THEN excluded.country ELSE players.country END,
	rating = CASE WHEN excluded.rating IS NOT NULL AND (excluded.last_used >= players.last_used OR players.rating IS NULL)
	         THEN excluded.rating ELSE players.rating END,
	uses = players.uses + 1,
	last_used = ${greatest}(players.last_used, excluded.last_used)`;
