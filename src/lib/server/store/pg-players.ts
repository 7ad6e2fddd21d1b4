/** The venue's player list in PostgreSQL (same rules as players-sqlite.ts). */
import { playerUpsertSet } from './shared';
import { playerKey } from '../../protocol/names';
import type { PgDb } from './pg-db';
import type { PlayerRecord, PlayerStore, PlayerSeen } from './types';

export class PgPlayerStore implements PlayerStore {
	constructor(private readonly db: PgDb) {}

	async listPlayers(limit: number): Promise<PlayerRecord[]> {
		// COLLATE "C": the order SQLite gives (bytes), whatever the database's locale.
		const { rows } = await this.db.query<{ name: string; country: string | null; rating: number | null; uses: number; last_used: string }>(
			`SELECT name, country, rating, uses, last_used FROM players
			 ORDER BY last_used DESC, uses DESC, key COLLATE "C" LIMIT $1`,
			[limit]
		);
		return rows.map((r) => ({ name: r.name, country: r.country, rating: r.rating, uses: r.uses, lastUsed: Number(r.last_used) }));
	}

	/** One statement per player, in order (a batch may name one player twice), in one transaction. */
	async recordPlayers(players: PlayerSeen[]) {
		if (players.length === 0) return;
		await this.db.transaction(async (q) => {
			for (const p of players) {
				await q.query(
					`INSERT INTO players(key, name, country, rating, uses, last_used) VALUES ($1, $2, $3, $4, 1, $5)
					 ${playerUpsertSet('GREATEST')}`,
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
