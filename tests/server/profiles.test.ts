/**
 * Player profiles over the real server (issue 27): an operator sets a player's club, nickname,
 * country and photo; the photo is stored resized and without its metadata (a phone's GPS
 * position does not reach the wall); every viewer of a table where the player plays gets a new
 * state carrying the profile; the broadcast fields give the photo's absolute URL (vMix as a
 * `.Source` column, CasparCG as template data). Wrong input, unknown players, viewers and table
 * devices are refused with a coded reason and change nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerProfile } from '../../src/lib/protocol/profiles';
import { call, clientPool, connected, login, poolSetup, startServer, tempDir, until, type Running } from './helpers';

const dataDir = tempDir();
let server: Running;
let cookie: string;
const pool = clientPool(() => server.url);

const ANNA = 'Anna Nowak';
const q = (name: string) => `name=${encodeURIComponent(name)}`;
const headers = (auth: string | null, type: string) => ({ 'content-type': type, ...(auth ? { cookie: auth } : {}) });
const putProfile = (name: string, body: unknown, auth: string | null = cookie) =>
	fetch(`${server.url}/api/players/profile?${q(name)}`, { method: 'PUT', headers: headers(auth, 'application/json'), body: JSON.stringify(body) });
const putPhoto = (name: string, body: Buffer, auth: string | null = cookie) =>
	fetch(`${server.url}/api/players/photo?${q(name)}`, { method: 'PUT', headers: headers(auth, 'application/octet-stream'), body: new Uint8Array(body) });
const profileOf = async (name: string): Promise<PlayerProfile> => (await (await fetch(`${server.url}/api/players/profile?${q(name)}`)).json()).profile;

/** A phone photo: EXIF with the camera, its owner and where it was taken. */
const cameraJpeg = () =>
	sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#1f6f8b' } })
		.jpeg()
		.withExif({
			IFD0: { Make: 'PhoneCo', Artist: 'Somebody Private' },
			IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 56/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 30/1' }
		})
		.toBuffer();

beforeAll(async () => {
	server = await startServer({ dataDir });
	cookie = `cuecast_session=${(await login(server.url, server.pin!)).token}`;
	const op = pool.client({ token: cookie.split('=')[1] });
	await connected(op.socket);
	expect((await call(op.socket, 'table:create', { id: 'main', name: 'Main table' })).ok).toBe(true);
	expect((await call(op.socket, 'match:start', { table: 'main', setup: poolSetup([ANNA, 'Piotr Kowalski']), replaces: null })).ok).toBe(true);
	// a started match puts its players on the list (off the scoring path)
	for (let tries = 0; (await fetch(`${server.url}/api/players/profile?${q(ANNA)}`)).status !== 200; tries++) {
		if (tries > 100) throw new Error('Anna never reached the player list');
		await new Promise((r) => setTimeout(r, 50));
	}
}, 30_000);
afterAll(async () => {
	pool.closeAll();
	await server?.stop();
});

describe('player profiles', () => {
	it('an operator sets club, nickname and country: the table\'s viewers get them in a new state', async () => {
		const viewer = pool.client({ table: 'main' });
		await until(() => viewer.latest?.match != null, 5000, 'the match');
		expect(viewer.latest!.profiles).toBeUndefined();
		const res = await putProfile('anna  NOWAK', { club: '  KS  Bila ', nickname: 'The Rocket', country: 'pl' });
		expect(res.status).toBe(200);
		expect((await res.json()).profile).toEqual({ name: ANNA, club: 'KS Bila', nickname: 'The Rocket', country: 'PL', photo: null });
		await until(() => viewer.latest?.profiles?.[0]?.club === 'KS Bila', 5000, 'the profile in the state');
		expect(viewer.latest!.profiles).toEqual([{ club: 'KS Bila', nickname: 'The Rocket', country: 'PL', photo: null }, null]);
		// the match itself did not move
		expect(viewer.latest!.match!.revision).toBe(0);
	});

	it('takes a phone photo, stores it sized to the portrait box without its EXIF and GPS, and serves it cached', async () => {
		const viewer = pool.client({ table: 'main' });
		await until(() => viewer.latest?.match != null, 5000, 'the match');
		const res = await putPhoto(ANNA, await cameraJpeg());
		expect(res.status).toBe(200);
		const { profile } = (await res.json()) as { profile: PlayerProfile };
		expect(profile.photo).toMatch(/^\/media\/players\/[0-9a-f]{12}\.jpg$/);
		await until(() => viewer.latest?.profiles?.[0]?.photo === profile.photo, 5000, 'the photo in the state');

		const media = await fetch(server.url + profile.photo);
		expect(media.status).toBe(200);
		expect(media.headers.get('content-type')).toBe('image/jpeg');
		expect(media.headers.get('cache-control')).toContain('immutable');
		expect(media.headers.get('x-content-type-options')).toBe('nosniff');
		const bytes = Buffer.from(await media.arrayBuffer());
		const meta = await sharp(bytes).metadata();
		expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 600 });
		expect(meta.exif).toBeUndefined();
		expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false);
		expect(bytes.includes(Buffer.from('Somebody Private'))).toBe(false);
	});

	it('offers the profile as fields: the photo\'s absolute URL, vMix\'s `.Source` column, CasparCG\'s template data', async () => {
		const { photo } = await profileOf(ANNA);
		const fields = await (await fetch(`${server.url}/api/v1/tables/main/fields`)).json();
		expect(fields).toMatchObject({ player1Photo: server.url + photo, player1Club: 'KS Bila', player1Nickname: 'The Rocket', player2Photo: null });
		// what a playout system does with it: fetch it
		expect((await fetch(fields.player1Photo)).headers.get('content-type')).toBe('image/jpeg');
		const [row] = await (await fetch(`${server.url}/api/v1/tables/main/fields?format=vmix`)).json();
		expect(row['player1Photo.Source']).toBe(server.url + photo);
		expect(row['player1Nickname.Text']).toBe('The Rocket');
		const caspar = await (await fetch(`${server.url}/api/v1/tables/main/fields.xml?format=caspar`)).text();
		expect(caspar).toContain(`<componentData id="player1Photo"><data id="text" value="${server.url}${photo}"/></componentData>`);
		const venueRows = await (await fetch(`${server.url}/api/v1/fields?format=vmix`)).json();
		expect(venueRows[0]['player1Photo.Source']).toBe(server.url + photo);
	});

	it('refuses a wrong type, a damaged or oversized file, bad text and an unknown player, each with its code, changing nothing', async () => {
		const before = await profileOf(ANNA);
		const cases: [Promise<Response>, number, string][] = [
			[putPhoto(ANNA, Buffer.from('GIF89a not a photo')), 415, 'photo-type'],
			[putPhoto(ANNA, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')), 415, 'photo-type'],
			[putPhoto(ANNA, (await cameraJpeg()).subarray(0, 3000)), 422, 'photo-corrupt'],
			[putPhoto(ANNA, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(8 * 1024 * 1024)])), 413, 'photo-too-large'],
			[putPhoto('Nobody Here', await cameraJpeg()), 404, 'player-none'],
			[putProfile(ANNA, { country: 'XX' }), 400, 'profile-country'],
			[putProfile(ANNA, { country: 'POL' }), 400, 'profile-country'],
			[putProfile(ANNA, { club: 'x'.repeat(61) }), 400, 'profile-text'],
			[putProfile(ANNA, { club: 'A', rating: 5 }), 400, 'invalid'],
			[putProfile('Nobody Here', { club: 'X' }), 404, 'player-none']
		];
		for (const [pending, status, code] of cases) {
			const res = await pending;
			expect({ status: res.status, code: (await res.json()).code }, code).toEqual({ status, code });
		}
		const tooLarge = await (await putPhoto(ANNA, Buffer.alloc(9 * 1024 * 1024, 1))).json();
		expect(tooLarge).toMatchObject({ code: 'photo-too-large', params: { max: 8 }, reason: 'the photo is larger than 8 MB' });
		expect(await profileOf(ANNA)).toEqual(before);
		expect((await fetch(`${server.url}/api/players/profile?${q('Nobody Here')}`)).status).toBe(404);
	});

	it('only operators change a profile: a viewer and a paired table device are refused', async () => {
		const before = await profileOf(ANNA);
		const viewer = await putProfile(ANNA, { club: 'Hijacked' }, null);
		expect(viewer.status).toBe(401);
		expect((await viewer.json()).code).toBe('operators-only');
		expect((await putPhoto(ANNA, await cameraJpeg(), null)).status).toBe(401);
		expect((await fetch(`${server.url}/api/players/photo?${q(ANNA)}`, { method: 'DELETE' })).status).toBe(401);

		const code = await (await fetch(`${server.url}/api/devices/codes`, { method: 'POST', headers: headers(cookie, 'application/json'), body: JSON.stringify({ role: 'device', table: 'main' }) })).json();
		const paired = await fetch(`${server.url}/api/devices/pair`, { method: 'POST', headers: headers(null, 'application/json'), body: JSON.stringify({ code: code.code, name: 'Tablet' }) });
		expect(paired.status).toBe(200);
		const device = `cuecast_session=${/cuecast_session=([^;]+)/.exec(paired.headers.get('set-cookie') ?? '')![1]}`;
		const byDevice = await putProfile(ANNA, { nickname: 'Tablet was here' }, device);
		expect(byDevice.status).toBe(401);
		expect((await byDevice.json()).code).toBe('operators-only');
		expect((await putPhoto(ANNA, await cameraJpeg(), device)).status).toBe(401);
		expect(await profileOf(ANNA)).toEqual(before);
	});

	it('a photo removed is gone from the state, the fields and its URL; cleared text goes too', async () => {
		const viewer = pool.client({ table: 'main' });
		await until(() => viewer.latest?.profiles?.[0]?.photo != null, 5000, 'the photo');
		const { photo } = await profileOf(ANNA);
		const res = await fetch(`${server.url}/api/players/photo?${q(ANNA)}`, { method: 'DELETE', headers: { cookie } });
		expect(res.status).toBe(200);
		expect((await res.json()).profile.photo).toBeNull();
		await until(() => viewer.latest?.profiles?.[0]?.photo === null, 5000, 'no photo in the state');
		expect((await fetch(server.url + photo!)).status).toBe(404);
		expect((await (await fetch(`${server.url}/api/v1/tables/main/fields`)).json()).player1Photo).toBeNull();
		expect((await putProfile(ANNA, { club: '', nickname: null })).status).toBe(200);
		// nothing left to show: the state carries no profiles at all
		await until(() => viewer.latest !== null && viewer.latest.profiles === undefined, 5000, 'no profiles');
		expect(await profileOf(ANNA)).toEqual({ name: ANNA, club: null, nickname: null, country: 'PL', photo: null });
	});
});
