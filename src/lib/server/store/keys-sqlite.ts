/** The venue's API keys in SQLite (only each key's hash; see src/lib/server/api/keys.ts). */
import type Database from 'better-sqlite3';
import { NO_GUARD, type Guard } from './file-guard';
import type { ApiKeyRecord, ApiKeyStore } from './types';

type Row = { id: string; name: string; scope: 'control' | 'read'; hash: string; created_at: number; last_used_at: number | null; revoked_at: number | null };

export const keyOf = (r: Row): ApiKeyRecord => ({
	id: r.id,
	name: r.name,
	scope: r.scope,
	hash: r.hash,
	createdAt: Number(r.created_at),
	lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
	revokedAt: r.revoked_at === null ? null : Number(r.revoked_at)
});

export class SqliteApiKeyStore implements ApiKeyStore {
	private readonly s;

	constructor(
		db: Database.Database,
		private readonly guard: Guard = NO_GUARD
	) {
		this.s = {
			insert: db.prepare(`INSERT INTO api_keys(id, name, scope, hash, created_at) VALUES (@id, @name, @scope, @hash, @createdAt)`),
			list: db.prepare(`SELECT * FROM api_keys WHERE revoked_at IS NULL ORDER BY created_at, id`),
			find: db.prepare(`SELECT * FROM api_keys WHERE id = ?`),
			touch: db.prepare(`UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)`),
			revoke: db.prepare(`UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL`)
		};
	}

	async createKey(key: Omit<ApiKeyRecord, 'lastUsedAt' | 'revokedAt'>) {
		this.s.insert.run(key);
		this.guard.check();
	}
	async listKeys() {
		return (this.s.list.all() as Row[]).map(keyOf);
	}
	async findKey(id: string) {
		const row = this.s.find.get(id) as Row | undefined;
		return row ? keyOf(row) : null;
	}
	async touchKey(id: string, at: number) {
		this.s.touch.run(at, id, at);
	}
	async revokeKey(id: string, at: number) {
		const revoked = this.s.revoke.run(at, id).changes === 1;
		this.guard.check();
		return revoked;
	}
}
