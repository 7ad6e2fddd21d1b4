/**
 * Sponsor images over the real server (issue 11, "sponsor and logo slots"): an operator uploads
 * PNG/JPEG/WebP (recognised by their bytes), SVG, garbage and oversized files are refused with a
 * coded reason, a viewer cannot change anything, every socket is told of each change, the
 * images are served with their own type (nosniff, cached), and all of it survives a restart.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SponsorWire } from '../../src/lib/protocol';
import { png } from '../support/png';
import { connect, connected, login, startServer, tempDir, until, type Running } from './helpers';

const dataDir = tempDir();
let server: Running;
let cookie: string;

const upload = (name: string, body: Buffer | string, auth = cookie) =>
	fetch(`${server.url}/api/sponsors?name=${encodeURIComponent(name)}`, {
		method: 'POST',
		headers: { 'content-type': 'application/octet-stream', ...(auth ? { cookie: auth } : {}) },
		body: typeof body === 'string' ? body : new Uint8Array(body)
	});

beforeAll(async () => {
	server = await startServer({ dataDir });
	cookie = `cuecast_session=${(await login(server.url, server.pin!)).token}`;
}, 30_000);
afterAll(async () => server?.stop());

describe('sponsor images', () => {
	it('takes a PNG from an operator, serves it with its type, and pushes the list to every socket', async () => {
		const viewer = connect(server.url);
		const lists: SponsorWire[][] = [];
		viewer.socket.on('sponsors', (l) => lists.push(l));
		await connected(viewer.socket);
		await until(() => lists.length === 1, 3000, 'the list on connect');
		expect(lists[0]).toEqual([]);

		const image = png(240, 80, 0x2a7fd4);
		const res = await upload('Club Bar', image);
		expect(res.status).toBe(201);
		const body = await res.json();
		expect(body.sponsor).toMatchObject({ name: 'Club Bar', order: 0 });
		expect(body.sponsor.url).toBe(`/media/${body.sponsor.id}`);
		await until(() => lists.length === 2, 3000, 'the pushed list');
		expect(lists[1]).toEqual([body.sponsor]);

		const media = await fetch(`${server.url}${body.sponsor.url}`);
		expect(media.status).toBe(200);
		expect(media.headers.get('content-type')).toBe('image/png');
		expect(media.headers.get('x-content-type-options')).toBe('nosniff');
		expect(media.headers.get('cache-control')).toContain('max-age=31536000');
		expect(Buffer.from(await media.arrayBuffer()).equals(image)).toBe(true);
		expect((await (await fetch(`${server.url}/api/sponsors`)).json()).sponsors).toEqual([body.sponsor]);

		// kept in the database (every node of a cluster serves it), not as a file beside it
		expect(existsSync(join(dataDir, 'media'))).toBe(false);
		viewer.socket.close();
	});

	it('refuses SVG, garbage, an oversized file and a missing name, each with its code', async () => {
		const svg = await upload('Evil', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
		expect(svg.status).toBe(415);
		expect(await svg.json()).toMatchObject({ ok: false, code: 'sponsor-svg' });
		const bare = await upload('Evil', '  <svg onload="alert(1)"></svg>');
		expect((await bare.json()).code).toBe('sponsor-svg');
		const garbage = await upload('Noise', Buffer.from('GIF89a this is not a png'));
		expect(garbage.status).toBe(415);
		expect(await garbage.json()).toMatchObject({ code: 'sponsor-type', reason: expect.stringContaining('PNG, JPEG or WebP') });
		const big = Buffer.concat([png(8, 8, 0xffffff), Buffer.alloc(2 * 1024 * 1024)]);
		const large = await upload('Huge', big);
		expect(large.status).toBe(413);
		expect(await large.json()).toMatchObject({ code: 'sponsor-too-large', params: { max: 2 } });
		// JPEG and WebP by their first bytes (whatever the name says); served with their own type
		const jpeg = await (await upload('Photo', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]))).json();
		const webp = await (await upload('Modern', Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(64)]))).json();
		expect((await fetch(`${server.url}${jpeg.sponsor.url}`)).headers.get('content-type')).toBe('image/jpeg');
		expect((await fetch(`${server.url}${webp.sponsor.url}`)).headers.get('content-type')).toBe('image/webp');
		for (const s of [jpeg, webp]) expect((await fetch(`${server.url}/api/sponsors/${s.sponsor.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
		expect((await (await fetch(`${server.url}/api/sponsors/%E0%A4%A`, { method: 'DELETE', headers: { cookie } })).json()).code).toBe('sponsor-none');
		const nameless = await upload('  ', png(8, 8, 0xffffff));
		expect(await nameless.json()).toMatchObject({ code: 'sponsor-name' });
		expect((await (await fetch(`${server.url}/api/sponsors`)).json()).sponsors).toHaveLength(1);
	});

	it('a viewer cannot upload, reorder or remove', async () => {
		const res = await upload('Sneaky', png(8, 8, 0xff0000), '');
		expect(res.status).toBe(401);
		expect((await res.json()).code).toBe('operators-only');
		const [first] = (await (await fetch(`${server.url}/api/sponsors`)).json()).sponsors as SponsorWire[];
		const del = await fetch(`${server.url}/api/sponsors/${first!.id}`, { method: 'DELETE' });
		expect(del.status).toBe(401);
		const put = await fetch(`${server.url}/api/sponsors`, { method: 'PUT', body: JSON.stringify({ order: [first!.id] }) });
		expect(put.status).toBe(401);
	});

	it('reorders and removes; the order and the images survive a kill -9', async () => {
		const second = (await (await upload('Cue Maker', png(160, 160, 0xd43a2a))).json()).sponsor as SponsorWire;
		const third = (await (await upload('Cloth Co', png(200, 60, 0x2ad45a))).json()).sponsor as SponsorWire;
		let list = (await (await fetch(`${server.url}/api/sponsors`)).json()).sponsors as SponsorWire[];
		const ids = list.map((s) => s.id);
		const put = await fetch(`${server.url}/api/sponsors`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ order: [third.id, ids[0], second.id] }) });
		expect(put.status).toBe(200);
		const bad = await fetch(`${server.url}/api/sponsors`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ order: [third.id] }) });
		expect((await bad.json()).code).toBe('sponsor-order');
		const del = await fetch(`${server.url}/api/sponsors/${second.id}`, { method: 'DELETE', headers: { cookie } });
		expect(del.status).toBe(200);
		expect((await fetch(`${server.url}${second.url}`)).status).toBe(404);
		const gone = await fetch(`${server.url}/api/sponsors/${second.id}`, { method: 'DELETE', headers: { cookie } });
		expect((await gone.json()).code).toBe('sponsor-none');

		await server.kill9();
		server = await startServer({ dataDir, port: server.port });
		list = (await (await fetch(`${server.url}/api/sponsors`)).json()).sponsors;
		expect(list.map((s) => [s.name, s.order])).toEqual([
			['Cloth Co', 0],
			['Club Bar', 1]
		]);
		expect((await fetch(`${server.url}${third.url}`)).headers.get('content-type')).toBe('image/png');
	}, 30_000);
});
