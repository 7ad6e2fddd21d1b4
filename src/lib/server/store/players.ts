/** The venue's player list, written once for both databases (sql.ts). */
import { playerKey } from '../../protocol/names';
import { num, type Sql } from './sql';
import type { PlayerRecord, PlayerSeen, PlayerStore } from './types';

export class SqlPlayerStore implements PlayerStore {
	constructor(private readonly db: Sql) {}

	async listPlayers(limit: number): Promise<PlayerRecord[]> {
		const { rows } = await this.db.query<{ name: string; country: string | null; rating: number | null; uses: unknown; last_used: unknown }>(
			`SELECT name, country, rating, uses, last_used FROM players ORDER BY last_used DESC, uses DESC, key${this.db.dialect.bytewise} LIMIT $1`,
			[limit]
		);
		return rows.map((r) => ({ name: r.name, country: r.country, rating: r.rating === null ? null : num(r.rating), uses: num(r.uses), lastUsed: num(r.last_used) }));
	}

	/**
	 * One statement per player, in order (a batch may name one player twice), in one transaction:
	 * the spelling, country and rating seen last win; a missing country or rating keeps the stored
	 * one; older information only fills in what is missing.
	 */
	async recordPlayers(players: PlayerSeen[]) {
		if (players.length === 0) return;
		const greatest = this.db.dialect.greatest;
		await this.db.transaction(async (q) => {
			for (const p of players) {
				await q.query(
					`INSERT INTO players(key, name, country, rating, uses, last_used) VALUES ($1, $2, $3, $4, 1, $5)
					 ON CONFLICT (key) DO UPDATE SET
					   name = CASE WHEN excluded.last_used >= players.last_used THEN excluded.name ELSE players.name END,
					   country = CASE WHEN excluded.country IS NOT NULL AND (excluded.last_used >= players.last_used OR players.country IS NULL)
					             THEN excluded.country ELSE players.country END,
					   rating = CASE WHEN excluded.rating IS NOT NULL AND (excluded.last_used >= players.last_used OR players.rating IS NULL)
					            THEN excluded.rating ELSE players.rating END,
					   uses = players.uses + 1,
					   last_used = ${greatest}(players.last_used, excluded.last_used)`,
					[playerKey(p.name), p.name, p.country ?? null, p.rating ?? null, p.at]
				);
			}
		});
	}

	async removePlayer(name: string) {
		const { rowCount } = await this.db.query(`DELETE FROM players WHERE key = $1`, [playerKey(name)]);
		return rowCount > 0;
	}
}
