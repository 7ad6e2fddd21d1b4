import { describe, expect, it } from 'vitest';
import { ApiKeys, CACHE_MS, MAX_KEYS } from './keys';
import type { ApiKeyRecord, ApiKeyStore } from '../store/types';

/** The store's contract is tested on the real stores (store/contract.ts); this is the service's logic. */
class MemoryKeys implements ApiKeyStore {
	rows = new Map<string, ApiKeyRecord>();
	finds = 0;
	async createKey(k: Omit<ApiKeyRecord, 'lastUsedAt' | 'revokedAt'>) {
		this.rows.set(k.id, { ...k, lastUsedAt: null, revokedAt: null });
	}
	async listKeys() {
		return [...this.rows.values()].filter((k) => k.revokedAt === null);
	}
	async findKey(id: string) {
		this.finds++;
		const k = this.rows.get(id);
		return k ? { ...k } : null; // a copy, as a database read is
	}
	async touchKey(id: string, at: number) {
		const k = this.rows.get(id);
		if (k) k.lastUsedAt = at;
	}
	async revokeKey(id: string, at: number) {
		const k = this.rows.get(id);
		if (!k || k.revokedAt !== null) return false;
		k.revokedAt = at;
		return true;
	}
}

describe('API keys', () => {
	it('keeps only a hash; the key checks, a changed character or another id does not', async () => {
		const store = new MemoryKeys();
		const keys = new ApiKeys(store);
		const made = await keys.create(' Stream   Deck ', 'control');
		if (!made.ok) throw new Error(made.code);
		expect(made.record).toMatchObject({ name: 'Stream Deck', scope: 'control', lastUsedAt: null });
		expect(JSON.stringify([...store.rows.values()])).not.toContain(made.key.slice(14));
		expect(await keys.check(`Bearer ${made.key}`)).toEqual({ ok: true, id: made.record.id, scope: 'control', table: null });
		const forOne = await keys.create('Table 3 deck', 'control', 't3');
		if (!forOne.ok) throw new Error(forOne.code);
		expect(forOne.record.table).toBe('t3');
		expect(await keys.check(`Bearer ${forOne.key}`)).toEqual({ ok: true, id: forOne.record.id, scope: 'control', table: 't3' });
		const last = made.key.at(-1) === 'A' ? 'B' : 'A';
		expect(await keys.check(`Bearer ${made.key.slice(0, -1)}${last}`)).toMatchObject({ ok: false, code: 'key-unknown' });
		expect(await keys.check(`Bearer cck_00000000_${made.key.slice(22)}`)).toMatchObject({ ok: false, code: 'key-unknown' });
		expect(await keys.check(undefined)).toMatchObject({ ok: false, code: 'key-missing' });
		expect(await keys.check(`Basic ${made.key}`)).toMatchObject({ ok: false, code: 'key-missing' });
		expect(await keys.check('Bearer nonsense')).toMatchObject({ ok: false, code: 'key-unknown' });
	});

	it('refuses an empty or long name and more than the most keys', async () => {
		const keys = new ApiKeys(new MemoryKeys());
		expect(await keys.create(' \u200b ', 'read')).toEqual({ ok: false, code: 'key-name' });
		expect(await keys.create('x'.repeat(65), 'read')).toEqual({ ok: false, code: 'key-name' });
		for (let i = 0; i < MAX_KEYS; i++) expect((await keys.create(`k${i}`, 'read')).ok).toBe(true);
		expect(await keys.create('one more', 'read')).toEqual({ ok: false, code: 'key-full' });
	});

	it('caches a lookup for a moment: a revocation here is at once, one elsewhere within CACHE_MS', async () => {
		let now = 1_000_000;
		const store = new MemoryKeys();
		const keys = new ApiKeys(store, () => now);
		const made = await keys.create('Deck', 'read');
		if (!made.ok) throw new Error(made.code);
		const header = `Bearer ${made.key}`;
		await keys.check(header);
		await keys.check(header);
		expect(store.finds).toBe(1);
		expect(store.rows.get(made.record.id)?.lastUsedAt).toBe(now);
		// revoked by another node (straight in the store): still cached…
		await store.revokeKey(made.record.id, now);
		expect((await keys.check(header)).ok).toBe(true);
		now += CACHE_MS;
		expect((await keys.check(header)).ok).toBe(false);
		// …revoked through this service: at once
		const other = await keys.create('Other', 'control');
		if (!other.ok) throw new Error(other.code);
		expect((await keys.check(`Bearer ${other.key}`)).ok).toBe(true);
		await keys.revoke(other.record.id);
		expect((await keys.check(`Bearer ${other.key}`)).ok).toBe(false);
	});
});
