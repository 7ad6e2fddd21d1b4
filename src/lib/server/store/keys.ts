/** The venue's API keys (only each key's hash; see src/lib/server/api/keys.ts), written once for both databases (sql.ts). */
import { num, type Sql } from './sql';
import type { ApiKeyRecord, ApiKeyStore } from './types';

export type ApiKeyRow = { id: string; name: string; scope: 'control' | 'read'; hash: string; table_id: string | null; created_at: unknown; last_used_at: unknown; revoked_at: unknown };

export const keyOf = (r: ApiKeyRow): ApiKeyRecord => ({
	id: r.id,
	name: r.name,
	scope: r.scope,
	hash: r.hash,
	table: r.table_id ?? null,
	createdAt: num(r.created_at),
	lastUsedAt: r.last_used_at === null ? null : num(r.last_used_at),
	revokedAt: r.revoked_at === null ? null : num(r.revoked_at)
});

export class SqlApiKeyStore implements ApiKeyStore {
	constructor(private readonly db: Sql) {}

	async createKey(key: Omit<ApiKeyRecord, 'lastUsedAt' | 'revokedAt'>) {
		await this.db.query(`INSERT INTO api_keys(id, name, scope, hash, table_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
			key.id,
			key.name,
			key.scope,
			key.hash,
			key.table,
			key.createdAt
		]);
	}
	async listKeys() {
		const { rows } = await this.db.query<ApiKeyRow>(`SELECT * FROM api_keys WHERE revoked_at IS NULL ORDER BY created_at, id`);
		return rows.map(keyOf);
	}
	async findKey(id: string) {
		const { rows } = await this.db.query<ApiKeyRow>(`SELECT * FROM api_keys WHERE id = $1`, [id]);
		return rows[0] ? keyOf(rows[0]) : null;
	}
	async touchKey(id: string, at: number) {
		await this.db.query(`UPDATE api_keys SET last_used_at = $1 WHERE id = $2 AND (last_used_at IS NULL OR last_used_at < $1)`, [at, id]);
	}
	async revokeKey(id: string, at: number) {
		const { rowCount } = await this.db.query(`UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, [at, id]);
		return rowCount === 1;
	}
}
