/**
 * The store contract's sponsor-image cases (SponsorStore in types.ts), registered by
 * storeContract (contract.ts) inside its describe, so both stores run them with the same opener.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { StoreError, type SponsorRecord, type SponsorStore } from './types';

interface Opener {
	place(): Promise<string>;
	open(place: string): Promise<{ sponsors: SponsorStore; close(): Promise<void> }>;
}

const record = (id: string, name: string, ext: SponsorRecord['ext'], data: Buffer): SponsorRecord => ({
	id,
	name,
	ext,
	bytes: data.length,
	added: '2026-12-03T10:00:00.000Z'
});

export function sponsorContract(backend: Opener): void {
	it('sponsors: keeps images byte for byte in rotation order, across reopening', async () => {
		const place = await backend.place();
		const s = await backend.open(place);
		// every byte value, and a NUL first: a store that treats the bytes as text is caught
		const a = Buffer.concat([Buffer.from([0, 255, 0x89]), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);
		const b = randomBytes(70_000);
		const c = randomBytes(10);
		expect(await s.sponsors.listSponsors()).toEqual([]);
		expect(await s.sponsors.addSponsor(record('aaaaaaaaaaaa', 'Alpha Ä', 'png', a), a, 3)).toBe(true);
		expect(await s.sponsors.addSponsor(record('bbbbbbbbbbbb', 'Beta', 'jpg', b), new Uint8Array(b), 3)).toBe(true);
		expect(await s.sponsors.addSponsor(record('cccccccccccc', 'Gamma', 'webp', c), c, 3)).toBe(true);
		// the limit: a fourth is refused and nothing changes
		expect(await s.sponsors.addSponsor(record('dddddddddddd', 'Delta', 'png', c), c, 3)).toBe(false);
		// an id already kept
		let code: string | null = null;
		try {
			await s.sponsors.addSponsor(record('aaaaaaaaaaaa', 'Again', 'png', c), c, 10);
		} catch (err) {
			expect(err).toBeInstanceOf(StoreError);
			code = (err as StoreError).code;
		}
		expect(code).toBe('exists');
		expect((await s.sponsors.listSponsors()).map((x) => x.id)).toEqual(['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']);
		await s.close();

		const again = await backend.open(place);
		expect(await again.sponsors.listSponsors()).toEqual([
			record('aaaaaaaaaaaa', 'Alpha Ä', 'png', a),
			record('bbbbbbbbbbbb', 'Beta', 'jpg', b),
			record('cccccccccccc', 'Gamma', 'webp', c)
		]);
		const read = await again.sponsors.readSponsor('bbbbbbbbbbbb');
		expect(read?.ext).toBe('jpg');
		expect(Buffer.compare(read!.data, b)).toBe(0);
		expect(Buffer.compare((await again.sponsors.readSponsor('aaaaaaaaaaaa'))!.data, a)).toBe(0);
		expect(await again.sponsors.readSponsor('dddddddddddd')).toBeNull();
	});

	it('sponsors: reorders only with every id once, removes, and adds after the last', async () => {
		const s = await backend.open(await backend.place());
		const img = randomBytes(32);
		for (const id of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']) await s.sponsors.addSponsor(record(id, id, 'png', img), img, 10);
		const ids = async () => (await s.sponsors.listSponsors()).map((x) => x.id);
		for (const bad of [[], ['cccccccccccc', 'aaaaaaaaaaaa'], ['cccccccccccc', 'aaaaaaaaaaaa', 'aaaaaaaaaaaa'], ['cccccccccccc', 'aaaaaaaaaaaa', 'eeeeeeeeeeee']]) {
			expect(await s.sponsors.reorderSponsors(bad)).toBe(false);
		}
		expect(await ids()).toEqual(['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc']);
		expect(await s.sponsors.reorderSponsors(['cccccccccccc', 'aaaaaaaaaaaa', 'bbbbbbbbbbbb'])).toBe(true);
		expect(await ids()).toEqual(['cccccccccccc', 'aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
		expect(await s.sponsors.removeSponsor('aaaaaaaaaaaa')).toBe(true);
		expect(await s.sponsors.removeSponsor('aaaaaaaaaaaa')).toBe(false);
		expect(await s.sponsors.readSponsor('aaaaaaaaaaaa')).toBeNull();
		await s.sponsors.addSponsor(record('dddddddddddd', 'D', 'png', img), img, 10);
		expect(await ids()).toEqual(['cccccccccccc', 'bbbbbbbbbbbb', 'dddddddddddd']);
	});

	it('sponsors: images added at once never pass the limit', async () => {
		const s = await backend.open(await backend.place());
		const img = randomBytes(16);
		const ids = Array.from({ length: 8 }, (_, i) => String(i).repeat(12));
		const added = await Promise.all(ids.map((id) => s.sponsors.addSponsor(record(id, id, 'png', img), img, 5)));
		expect(added.filter(Boolean)).toHaveLength(5);
		expect(await s.sponsors.listSponsors()).toHaveLength(5);
	});
}
