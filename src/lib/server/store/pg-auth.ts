/** The operator PIN's hash (settings), the sessions and the PIN lock-out, in PostgreSQL. */
import type { PgDb } from './pg-db';
import type { AuthStore, BrakeRecord } from './types';

export class PgAuthStore implements AuthStore {
	constructor(private readonly db: PgDb) {}

	async getSetting(key: string) {
		const { rows } = await this.db.query<{ value: string }>(`SELECT value FROM meta WHERE key = $1`, [key]);
		return rows[0]?.value ?? null;
	}
	async setSetting(key: string, value: string) {
		await this.db.query(`INSERT INTO meta(key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, [key, value]);
	}
	async claimSetting(key: string, value: string) {
		const { rowCount } = await this.db.query(`INSERT INTO meta(key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [key, value]);
		return rowCount === 1;
	}
	async saveSession(tokenHash: string, expiresAt: number) {
		await this.db.transaction(async (q) => {
			await q.query(`DELETE FROM sessions WHERE expires_at <= $1`, [Date.now()]);
			await q.query(
				`INSERT INTO sessions(token_hash, expires_at) VALUES ($1, $2) ON CONFLICT (token_hash) DO UPDATE SET expires_at = excluded.expires_at`,
				[tokenHash, expiresAt]
			);
		});
	}
	async findSession(tokenHash: string) {
		const { rows } = await this.db.query<{ expires_at: string }>(`SELECT expires_at FROM sessions WHERE token_hash = $1 AND expires_at > $2`, [
			tokenHash,
			Date.now()
		]);
		return rows[0] ? Number(rows[0].expires_at) : null;
	}
	async findSessions(tokenHashes: string[]) {
		const live = new Map<string, number>();
		if (tokenHashes.length === 0) return live;
		const { rows } = await this.db.query<{ token_hash: string; expires_at: string }>(
			`SELECT token_hash, expires_at FROM sessions WHERE token_hash = ANY($1) AND expires_at > $2`,
			[tokenHashes, Date.now()]
		);
		for (const r of rows) live.set(r.token_hash, Number(r.expires_at));
		return live;
	}
	async deleteSession(tokenHash: string) {
		await this.db.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
	}
	async deleteAllSessions() {
		await this.db.query(`DELETE FROM sessions`);
	}
	async loadBrakes(): Promise<BrakeRecord[]> {
		const { rows } = await this.db.query<{ key: string; failures: number; until: string; last: string }>(
			`SELECT key, failures, "until", last FROM login_brake`
		);
		return rows.map((r) => ({ key: r.key, failures: r.failures, until: Number(r.until), last: Number(r.last) }));
	}
	async saveBrake(key: string, entry: Omit<BrakeRecord, 'key'> | null) {
		if (entry) {
			await this.db.query(
				`INSERT INTO login_brake(key, failures, "until", last) VALUES ($1, $2, $3, $4)
				 ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, "until" = excluded."until", last = excluded.last`,
				[key, entry.failures, entry.until, entry.last]
			);
		} else await this.db.query(`DELETE FROM login_brake WHERE key = $1`, [key]);
	}
	async findBrake(key: string) {
		const { rows } = await this.db.query<{ failures: number; until: string; last: string }>(`SELECT failures, "until", last FROM login_brake WHERE key = $1`, [key]);
		return rows[0] ? { failures: rows[0].failures, until: Number(rows[0].until), last: Number(rows[0].last) } : null;
	}
	async countFailure(key: string, now: number, forgetMs: number) {
		// One statement: concurrent failures on several nodes queue on the row and each counts.
		const { rows } = await this.db.query<{ failures: number; until: string; last: string }>(
			`INSERT INTO login_brake(key, failures, "until", last) VALUES ($1, 1, 0, $2::bigint)
			 ON CONFLICT (key) DO UPDATE SET
			   failures = CASE WHEN $2::bigint - login_brake.last > $3::bigint AND login_brake."until" <= $2::bigint THEN 1 ELSE login_brake.failures + 1 END,
			   "until" = CASE WHEN $2::bigint - login_brake.last > $3::bigint AND login_brake."until" <= $2::bigint THEN 0 ELSE login_brake."until" END,
			   last = $2::bigint
			 RETURNING failures, "until", last`,
			[key, now, forgetMs]
		);
		return { failures: rows[0]!.failures, until: Number(rows[0]!.until), last: Number(rows[0]!.last) };
	}
	async lockUntil(key: string, until: number) {
		await this.db.query(`UPDATE login_brake SET "until" = GREATEST("until", $2::bigint) WHERE key = $1`, [key, until]);
	}
	async forgiveFailure(key: string) {
		await this.db.query(`UPDATE login_brake SET failures = GREATEST(0, failures - 1) WHERE key = $1`, [key]);
	}
}
