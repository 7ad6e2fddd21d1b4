/** The venue's player list and the players' profiles (issue 27), written once for both databases (sql.ts). */
import { playerKey } from '../../protocol/names';
import { bytes, num, type Queryable, type Sql } from './sql';
import { StoreError, type PhotoRecord, type PlayerRecord, type PlayerSeen, type PlayerStore, type ProfileChange, type ProfileRecord } from './types';

type ProfileRow = { name: string; country: string | null; club: string | null; nickname: string | null; photo: string | null; ext: PhotoRecord['ext'] | null };

const PROFILE_SELECT = `SELECT p.name, p.country, p.club, p.nickname, p.photo, ph.ext FROM players p LEFT JOIN player_photos ph ON ph.id = p.photo`;

const profileOf = (r: ProfileRow): ProfileRecord => ({
	name: r.name,
	country: r.country,
	club: r.club,
	nickname: r.nickname,
	photo: r.photo && r.ext ? { id: r.photo, ext: r.ext } : null
});

/** The columns `saveProfile` may set, by the change's key (fixed names: nothing of the caller's reaches the SQL). */
const PROFILE_COLUMNS = { country: 'country', club: 'club', nickname: 'nickname' } as const;

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
		return this.db.transaction(async (q) => {
			const photo = await this.photoOf(q, playerKey(name));
			if (photo === undefined) return false;
			await q.query(`DELETE FROM players WHERE key = $1`, [playerKey(name)]);
			if (photo) await q.query(`DELETE FROM player_photos WHERE id = $1`, [photo]);
			return true;
		});
	}

	/** The player's photo id (null: none; undefined: no such player), the row locked for the transaction. */
	private async photoOf(q: Queryable, key: string): Promise<string | null | undefined> {
		const { rows } = await q.query<{ photo: string | null }>(`SELECT photo FROM players WHERE key = $1${this.db.dialect.forUpdate}`, [key]);
		return rows[0] ? rows[0].photo : undefined;
	}

	async findProfile(name: string) {
		const { rows } = await this.db.query<ProfileRow>(`${PROFILE_SELECT} WHERE p.key = $1`, [playerKey(name)]);
		return rows[0] ? profileOf(rows[0]) : null;
	}

	async listProfiles() {
		const { rows } = await this.db.query<ProfileRow>(`${PROFILE_SELECT} WHERE p.club IS NOT NULL OR p.nickname IS NOT NULL OR p.photo IS NOT NULL`);
		return rows.map(profileOf);
	}

	async saveProfile(name: string, change: ProfileChange) {
		const set = (Object.keys(PROFILE_COLUMNS) as (keyof typeof PROFILE_COLUMNS)[]).filter((k) => change[k] !== undefined);
		if (set.length === 0) return (await this.findProfile(name)) !== null;
		const { rowCount } = await this.db.write(
			`UPDATE players SET ${set.map((k, i) => `${PROFILE_COLUMNS[k]} = $${i + 2}`).join(', ')} WHERE key = $1`,
			[playerKey(name), ...set.map((k) => change[k] ?? null)]
		);
		return rowCount > 0;
	}

	async setPhoto(name: string, photo: (PhotoRecord & { data: Uint8Array }) | null) {
		const key = playerKey(name);
		return this.db.transaction(async (q) => {
			const before = await this.photoOf(q, key);
			if (before === undefined) return false;
			if (photo) {
				if ((await q.query(`SELECT 1 FROM player_photos WHERE id = $1`, [photo.id])).rowCount > 0) throw new StoreError(`photo "${photo.id}" exists`, 'exists');
				await q.query(`INSERT INTO player_photos(id, ext, bytes, added, data) VALUES ($1, $2, $3, $4, $5)`, [photo.id, photo.ext, photo.bytes, photo.added, bytes(photo.data)]);
			}
			await q.query(`UPDATE players SET photo = $1 WHERE key = $2`, [photo?.id ?? null, key]);
			if (before) await q.query(`DELETE FROM player_photos WHERE id = $1`, [before]);
			return true;
		});
	}

	async readPhoto(id: string) {
		const { rows } = await this.db.query<{ ext: PhotoRecord['ext']; data: Buffer }>(`SELECT ext, data FROM player_photos WHERE id = $1`, [id]);
		return rows[0] ? { ext: rows[0].ext, data: rows[0].data } : null;
	}
}
