/**
 * The store contract's player-profile cases (PlayerStore's profile methods in types.ts), registered
 * by storeContract (contract.ts) inside its describe, so both stores run them with the same opener.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { StoreError, type PhotoRecord, type PlayerStore } from './types';

interface Opener {
	place(): Promise<string>;
	open(place: string): Promise<{ players: PlayerStore; close(): Promise<void> }>;
}

const photo = (id: string, ext: PhotoRecord['ext'], data: Buffer) => ({ id, ext, bytes: data.length, added: '2026-12-05T10:00:00.000Z', data });

export function profileContract(backend: Opener): void {
	it('profiles: keeps club, nickname, country and a photo byte for byte, across reopening', async () => {
		const place = await backend.place();
		const s = await backend.open(place);
		await s.players.recordPlayers([{ name: 'Anna Nowak', country: 'PL', at: 1 }, { name: 'Ben', at: 2 }]);
		expect(await s.players.findProfile('anna  NOWAK')).toEqual({ name: 'Anna Nowak', country: 'PL', club: null, nickname: null, photo: null });
		expect(await s.players.listProfiles()).toEqual([]);
		// a NUL first and every byte value: a store that treats the bytes as text is caught
		const jpg = Buffer.concat([Buffer.from([0, 0xff, 0xd8]), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(50_000)]);
		expect(await s.players.saveProfile('Anna Nowak', { club: 'KS Ęcho', nickname: 'The Rocket' })).toBe(true);
		expect(await s.players.setPhoto('ANNA NOWAK', photo('aaaaaaaaaaaa', 'jpg', jpg))).toBe(true);
		// a key left out keeps what is stored; null clears
		expect(await s.players.saveProfile('Anna Nowak', { country: 'DE' })).toBe(true);
		expect(await s.players.saveProfile('Ben', { nickname: 'B', club: null })).toBe(true);
		await s.close();

		const again = await backend.open(place);
		expect(await again.players.findProfile('Anna Nowak')).toEqual({
			name: 'Anna Nowak',
			country: 'DE',
			club: 'KS Ęcho',
			nickname: 'The Rocket',
			photo: { id: 'aaaaaaaaaaaa', ext: 'jpg' }
		});
		const read = await again.players.readPhoto('aaaaaaaaaaaa');
		expect(read?.ext).toBe('jpg');
		expect(Buffer.compare(read!.data, jpg)).toBe(0);
		expect((await again.players.listProfiles()).map((p) => p.name).sort()).toEqual(['Anna Nowak', 'Ben']);
		// the list itself is as it was: a profile is no use of the player
		expect((await again.players.listPlayers(10)).find((p) => p.name === 'Anna Nowak')).toMatchObject({ country: 'DE', uses: 1 });
	});

	it('profiles: a new photo replaces the old one and its bytes; removing the player removes the photo', async () => {
		const s = await backend.open(await backend.place());
		await s.players.recordPlayers([{ name: 'Cleo', at: 1 }]);
		const a = randomBytes(100);
		const b = randomBytes(200);
		expect(await s.players.setPhoto('Cleo', photo('aaaaaaaaaaaa', 'jpg', a))).toBe(true);
		expect(await s.players.setPhoto('Cleo', photo('bbbbbbbbbbbb', 'png', b))).toBe(true);
		expect(await s.players.readPhoto('aaaaaaaaaaaa')).toBeNull();
		expect((await s.players.findProfile('Cleo'))?.photo).toEqual({ id: 'bbbbbbbbbbbb', ext: 'png' });
		// an id already stored is refused, and nothing changes
		let code: string | null = null;
		await s.players.recordPlayers([{ name: 'Dan', at: 2 }]);
		try {
			await s.players.setPhoto('Dan', photo('bbbbbbbbbbbb', 'jpg', a));
		} catch (err) {
			expect(err).toBeInstanceOf(StoreError);
			code = (err as StoreError).code;
		}
		expect(code).toBe('exists');
		expect((await s.players.findProfile('Dan'))?.photo).toBeNull();
		// no photo
		expect(await s.players.setPhoto('Cleo', null)).toBe(true);
		expect(await s.players.readPhoto('bbbbbbbbbbbb')).toBeNull();
		expect(await s.players.setPhoto('Cleo', photo('cccccccccccc', 'jpg', a))).toBe(true);
		expect(await s.players.removePlayer('cleo')).toBe(true);
		expect(await s.players.readPhoto('cccccccccccc')).toBeNull();
		expect(await s.players.findProfile('Cleo')).toBeNull();
	});

	it('profiles: an unknown player is refused and nothing is stored', async () => {
		const s = await backend.open(await backend.place());
		expect(await s.players.findProfile('Nobody')).toBeNull();
		expect(await s.players.saveProfile('Nobody', { club: 'X' })).toBe(false);
		expect(await s.players.saveProfile('Nobody', {})).toBe(false);
		expect(await s.players.setPhoto('Nobody', photo('dddddddddddd', 'jpg', randomBytes(10)))).toBe(false);
		expect(await s.players.readPhoto('dddddddddddd')).toBeNull();
		expect(await s.players.listProfiles()).toEqual([]);
	});
}
