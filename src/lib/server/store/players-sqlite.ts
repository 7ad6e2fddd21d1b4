/** The venue's player list in SQLite. */
import { playerUpsertSet } from './shared';
import type Database from 'better-sqlite3';
import { playerKey } from '../../protocol/names';
import { NO_GUARD, type Guard } from './file-guard';
import type { PlayerRecord, PlayerSeen, PlayerStore } from './types';

export class SqlitePlayerStore implements PlayerStore {
	private readonly s: ReturnType<typeof prepare>;

	constructor(
		private readonly db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.s = prepare(db);
	}

	async listPlayers(limit: number): Promise<PlayerRecord[]> {
		return this.s.listPlayers.all(limit) as PlayerRecord[];
	}
	async recordPlayers(players: PlayerSeen[]) {
		this.db.transaction(() => {
			for (const p of players) {
				this.s.recordPlayer.run({ key: playerKey(p.name), name: p.name, country: p.country ?? null, rating: p.rating ?? null, at: p.at });
			}
		})();
		this.guard.check();
	}
	async removePlayer(name: string) {
		const removed = this.s.removePlayer.run(playerKey(name)).changes > 0;
		this.guard.check();
		return removed;
	}
}

function prepare(db: Database.Database) {
	return {
			listPlayers: db.prepare(
				`SELECT name, country, rating, uses, last_used AS lastUsed FROM players ORDER BY last_used DESC, uses DESC, key LIMIT ?`
			),
			recordPlayer: db.prepare(
				`INSERT INTO players(key, name, country, rating, uses, last_used) VALUES (@key, @name, @country, @rating, 1, @at)
				 ${playerUpsertSet('MAX')}`
			),
			removePlayer: db.prepare(`DELETE FROM players WHERE key = ?`)
	};
}
