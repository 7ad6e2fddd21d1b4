/** The venue's API keys in PostgreSQL (the same rows as keys-sqlite.ts). */
import type { PgDb } from './pg-db';
import { keyOf } from './keys-sqlite';
import type { ApiKeyRecord, ApiKeyStore } from './types';

export class PgApiKeyStore implements ApiKeyStore {
	constructor(private readonly db: PgDb) {}

	async createKey(key: Omit<ApiKeyRecord, 'lastUsedAt' | 'revokedAt'>) {
		await this.db.query(`INSERT INTO api_keys(id, name, scope, hash, created_at) VALUES ($1, $2, $3, $4, $5)`, [
			key.id,
			key.name,
			key.scope,
			key.hash,
			key.createdAt
		]);
	}
	async listKeys() {
		const { rows } = await this.db.query<Parameters<typeof keyOf>[0]>(`SELECT * FROM api_keys WHERE revoked_at IS NULL ORDER BY created_at, id`);
		return rows.map(keyOf);
	}
	async findKey(id: string) {
		const { rows } = await this.db.query<Parameters<typeof keyOf>[0]>(`SELECT * FROM api_keys WHERE id = $1`, [id]);
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
