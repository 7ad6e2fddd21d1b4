/** The operator PIN's hash (settings), the sessions (paired devices among them), pairing codes and the PIN lock-out, written once for both databases (sql.ts). */
import { num, type Sql } from './sql';
import type { AuthStore, BrakeRecord, DeviceRecord, PairGrant, StoredSession } from './types';

type SessionRow = { token_hash: string; expires_at: unknown; role: StoredSession['role']; table_id: string | null; device_id: string | null };
const SESSION_COLUMNS = `token_hash, expires_at, role, table_id, device_id`;
const sessionOf = (r: SessionRow): StoredSession => ({ expiresAt: num(r.expires_at), role: r.role, table: r.table_id, device: r.device_id });

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
	async saveSession(tokenHash: string, expiresAt: number, device?: { id: string; name: string; grant: PairGrant }) {
		await this.db.transaction(async (q) => {
			await q.query(`DELETE FROM sessions WHERE expires_at <= $1`, [Date.now()]);
			await q.query(
				`INSERT INTO sessions(token_hash, expires_at, role, table_id, device_id, name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
				 ON CONFLICT (token_hash) DO UPDATE SET expires_at = excluded.expires_at`,
				[tokenHash, expiresAt, device?.grant.role ?? 'operator', device?.grant.table ?? null, device?.id ?? null, device?.name ?? null, Date.now()]
			);
		});
	}
	async findSession(tokenHash: string) {
		const { rows } = await this.db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE token_hash = $1 AND expires_at > $2`, [tokenHash, Date.now()]);
		return rows[0] ? sessionOf(rows[0]) : null;
	}
	async findSessions(tokenHashes: string[]) {
		const live = new Map<string, StoredSession>();
		if (tokenHashes.length === 0) return live;
		const { rows } = await this.db.query<SessionRow>(
			`SELECT ${SESSION_COLUMNS} FROM sessions WHERE ${this.db.dialect.inList('token_hash', '$1')} AND expires_at > $2`,
			[this.db.dialect.listParam(tokenHashes), Date.now()]
		);
		for (const r of rows) live.set(r.token_hash, sessionOf(r));
		return live;
	}
	async deleteSession(tokenHash: string) {
		await this.db.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
	}
	async deleteOperatorSessions() {
		await this.db.query(`DELETE FROM sessions WHERE role = 'operator'`);
	}
	async listDevices(): Promise<DeviceRecord[]> {
		const { rows } = await this.db.query<{ device_id: string; name: string; role: 'device' | 'director'; table_id: string | null; created_at: unknown }>(
			`SELECT device_id, name, role, table_id, created_at FROM sessions WHERE device_id IS NOT NULL AND expires_at > $1 ORDER BY created_at, device_id`,
			[Date.now()]
		);
		return rows.map((r) => ({ id: r.device_id, name: r.name, role: r.role, table: r.table_id, pairedAt: num(r.created_at) }));
	}
	async revokeDevice(id: string) {
		const { rows } = await this.db.query<{ token_hash: string }>(`DELETE FROM sessions WHERE device_id = $1 RETURNING token_hash`, [id]);
		return rows[0]?.token_hash ?? null;
	}
	async renameDevice(id: string, name: string) {
		const { rowCount } = await this.db.query(`UPDATE sessions SET name = $1 WHERE device_id = $2`, [name, id]);
		return rowCount === 1;
	}
	async savePairCode(codeHash: string, grant: PairGrant, expiresAt: number) {
		await this.db.transaction(async (q) => {
			await q.query(`DELETE FROM pair_codes WHERE expires_at <= $1`, [Date.now()]);
			await q.query(`INSERT INTO pair_codes(code_hash, role, table_id, expires_at) VALUES ($1, $2, $3, $4)`, [codeHash, grant.role, grant.table, expiresAt]);
		});
	}
	async claimPairCode(codeHash: string, now: number): Promise<PairGrant | null> {
		// One statement: two devices sending the same code at once on two nodes, only one gets it.
		const { rows } = await this.db.query<{ role: 'device' | 'director'; table_id: string | null; expires_at: unknown }>(
			`DELETE FROM pair_codes WHERE code_hash = $1 RETURNING role, table_id, expires_at`,
			[codeHash]
		);
		const row = rows[0];
		return row && num(row.expires_at) > now ? { role: row.role, table: row.table_id } : null;
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
