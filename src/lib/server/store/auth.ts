/** The operator PIN's hash (settings), the sessions and the PIN lock-out, written once for both databases (sql.ts). */
import { num, type Sql } from './sql';
import type { AuthStore, BrakeRecord } from './types';

type BrakeRow = { key: string; failures: unknown; until: unknown; last: unknown };
const brakeOf = (r: Omit<BrakeRow, 'key'>) => ({ failures: num(r.failures), until: num(r.until), last: num(r.last) });

export class SqlAuthStore implements AuthStore {
	constructor(private readonly db: Sql) {}

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
			await q.query(`INSERT INTO sessions(token_hash, expires_at) VALUES ($1, $2) ON CONFLICT (token_hash) DO UPDATE SET expires_at = excluded.expires_at`, [
				tokenHash,
				expiresAt
			]);
		});
	}
	async findSession(tokenHash: string) {
		const { rows } = await this.db.query<{ expires_at: unknown }>(`SELECT expires_at FROM sessions WHERE token_hash = $1 AND expires_at > $2`, [tokenHash, Date.now()]);
		return rows[0] ? num(rows[0].expires_at) : null;
	}
	async findSessions(tokenHashes: string[]) {
		const live = new Map<string, number>();
		if (tokenHashes.length === 0) return live;
		const { rows } = await this.db.query<{ token_hash: string; expires_at: unknown }>(
			`SELECT token_hash, expires_at FROM sessions WHERE ${this.db.dialect.inList('token_hash', '$1')} AND expires_at > $2`,
			[this.db.dialect.listParam(tokenHashes), Date.now()]
		);
		for (const r of rows) live.set(r.token_hash, num(r.expires_at));
		return live;
	}
	async deleteSession(tokenHash: string) {
		await this.db.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
	}
	async deleteAllSessions() {
		await this.db.query(`DELETE FROM sessions`);
	}
	async loadBrakes(): Promise<BrakeRecord[]> {
		const { rows } = await this.db.query<BrakeRow>(`SELECT key, failures, "until", last FROM login_brake`);
		return rows.map((r) => ({ key: r.key, ...brakeOf(r) }));
	}
	async saveBrake(key: string, entry: Omit<BrakeRecord, 'key'> | null) {
		if (!entry) return void (await this.db.query(`DELETE FROM login_brake WHERE key = $1`, [key]));
		await this.db.query(
			`INSERT INTO login_brake(key, failures, "until", last) VALUES ($1, $2, $3, $4)
			 ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, "until" = excluded."until", last = excluded.last`,
			[key, entry.failures, entry.until, entry.last]
		);
	}
	async findBrake(key: string) {
		const { rows } = await this.db.query<BrakeRow>(`SELECT failures, "until", last FROM login_brake WHERE key = $1`, [key]);
		return rows[0] ? brakeOf(rows[0]) : null;
	}
	async countFailure(key: string, now: number, forgetMs: number) {
		// One statement: concurrent failures on several nodes queue on the row and each counts.
		const { rows } = await this.db.query<BrakeRow>(
			`INSERT INTO login_brake(key, failures, "until", last) VALUES ($1, 1, 0, CAST($2 AS BIGINT))
			 ON CONFLICT (key) DO UPDATE SET
			   failures = CASE WHEN CAST($2 AS BIGINT) - login_brake.last > CAST($3 AS BIGINT) AND login_brake."until" <= CAST($2 AS BIGINT) THEN 1 ELSE login_brake.failures + 1 END,
			   "until" = CASE WHEN CAST($2 AS BIGINT) - login_brake.last > CAST($3 AS BIGINT) AND login_brake."until" <= CAST($2 AS BIGINT) THEN 0 ELSE login_brake."until" END,
			   last = CAST($2 AS BIGINT)
			 RETURNING failures, "until", last`,
			[key, now, forgetMs]
		);
		return brakeOf(rows[0]!);
	}
	async lockUntil(key: string, until: number) {
		await this.db.query(`UPDATE login_brake SET "until" = ${this.db.dialect.greatest}("until", CAST($2 AS BIGINT)) WHERE key = $1`, [key, until]);
	}
	async forgiveFailure(key: string) {
		await this.db.query(`UPDATE login_brake SET failures = ${this.db.dialect.greatest}(0, failures - 1) WHERE key = $1`, [key]);
	}
}
