/**
 * API keys for broadcast tools (docs/api.md): made by an operator, shown once, kept only as a
 * SHA-256 hash. A key is `cck_<id>_<secret>`: the id finds the row, the hash of the whole text
 * must match it. Keys are random 256-bit secrets, so a fast hash is enough (a PIN needs scrypt;
 * a key cannot be guessed). Looked-up keys are cached for a moment; a revocation on another node
 * reaches this cache over the bus before that node answers (`forget`), or within CACHE_MS when
 * the bus does not reach this node. A use is written at most once a minute per key.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { tableIdSchema } from '../../protocol';
import { cleanTableName } from '../clean';
import type { ApiKeyRecord, ApiKeyStore } from '../store/types';

export type KeyScope = ApiKeyRecord['scope'];
export const MAX_KEYS = 100;
export const KEY_NAME_MAX = 64;
export const CACHE_MS = 2000;
const TOUCH_EVERY_MS = 60_000;
const KEY_TEXT = /^cck_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;

export const newKeySchema = z.strictObject({
	name: z.string().max(400),
	scope: z.enum(['control', 'read']),
	/** A key for this table only (absent: every table). */
	table: tableIdSchema.optional()
});

/** A key as the key list shows it (never the hash). */
export interface PublicKey {
	id: string;
	name: string;
	scope: KeyScope;
	/** The one table it may read and change (null: every table). */
	table: string | null;
	createdAt: string;
	lastUsedAt: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const publicKey = (k: ApiKeyRecord): PublicKey => ({ id: k.id, name: k.name, scope: k.scope, table: k.table, createdAt: iso(k.createdAt)!, lastUsedAt: iso(k.lastUsedAt) });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type KeyCheck = { ok: true; id: string; scope: KeyScope; table: string | null } | { ok: false; status: 401; code: 'key-missing' | 'key-unknown' };

export class ApiKeys {
	private cache = new Map<string, { at: number; record: ApiKeyRecord | null }>();
	private touched = new Map<string, number>();

	constructor(
		private readonly store: ApiKeyStore,
		private readonly now: () => number = Date.now,
		/** Tells the other nodes a key was revoked and waits until they dropped it (cluster/revocations.ts). */
		private readonly announce: (id: string) => Promise<unknown> = async () => {}
	) {}

	/** Makes a key (for one table, or every one); the text is returned here once and never again. Null name: refused. */
	async create(name: string, scope: KeyScope, table: string | null = null): Promise<{ ok: true; key: string; record: PublicKey } | { ok: false; code: 'key-name' | 'key-full' }> {
		const clean = cleanTableName(name);
		if (!clean || clean.length > KEY_NAME_MAX) return { ok: false, code: 'key-name' };
		if ((await this.store.listKeys()).length >= MAX_KEYS) return { ok: false, code: 'key-full' };
		const id = randomBytes(4).toString('hex');
		const key = `cck_${id}_${randomBytes(32).toString('base64url')}`;
		const record = { id, name: clean, scope, hash: sha256(key), table, createdAt: this.now() };
		await this.store.createKey(record);
		return { ok: true, key, record: publicKey({ ...record, lastUsedAt: null, revokedAt: null }) };
	}

	async list(): Promise<PublicKey[]> {
		return (await this.store.listKeys()).map(publicKey);
	}

	async revoke(id: string): Promise<boolean> {
		const revoked = await this.store.revokeKey(id, this.now());
		this.cache.delete(id);
		if (revoked) await this.announce(id);
		return revoked;
	}

	/** Another node revoked key `id`: the next use here reads the store. */
	forget(id: string): void {
		this.cache.delete(id);
	}

	/** The key in an `Authorization: Bearer …` header: who it is, or why not. */
	async check(authorization: string | undefined): Promise<KeyCheck> {
		const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
		if (!m) return { ok: false, status: 401, code: 'key-missing' };
		const text = m[1]!;
		const id = KEY_TEXT.exec(text)?.[1];
		if (!id) return { ok: false, status: 401, code: 'key-unknown' };
		const record = await this.lookup(id);
		const given = Buffer.from(sha256(text), 'hex');
		if (!record || record.revokedAt !== null || !timingSafeEqual(given, Buffer.from(record.hash, 'hex'))) {
			return { ok: false, status: 401, code: 'key-unknown' };
		}
		this.noteUse(id);
		return { ok: true, id, scope: record.scope, table: record.table };
	}

	private async lookup(id: string): Promise<ApiKeyRecord | null> {
		const now = this.now();
		const hit = this.cache.get(id);
		if (hit && now - hit.at < CACHE_MS) return hit.record;
		const record = await this.store.findKey(id);
		if (this.cache.size > 4 * MAX_KEYS) this.cache.clear(); // unknown ids must not grow it without end
		this.cache.set(id, { at: now, record });
		return record;
	}

	private noteUse(id: string) {
		const now = this.now();
		if (now - (this.touched.get(id) ?? 0) < TOUCH_EVERY_MS) return;
		this.touched.set(id, now);
		this.store.touchKey(id, now).catch((err) => console.warn(`cuecast: the last use of API key ${id} was not noted: ${(err as Error).message}`));
	}
}
