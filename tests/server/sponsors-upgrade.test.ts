/**
 * Issue 22 item 16: a venue upgraded from a version that kept sponsor images as files
 * (<dataDir>/media/<id>.<ext> and media/sponsors.json) and an older database schema opens with
 * every image listed in its order, under its old URL, byte for byte; the folder is renamed
 * media.imported, so the import happens once (a removed image does not come back).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SponsorWire } from '../../src/lib/protocol';
import { writeVersion1Database } from '../../src/lib/server/store/version1.fixture';
import { png } from '../support/png';
import { login, startServer, tempDir, type Running } from './helpers';

let server: Running | null = null;
afterEach(async () => {
	await server?.stop();
	server = null;
});

const list = async (url: string) => (await (await fetch(`${url}/api/sponsors`)).json()).sponsors as SponsorWire[];

describe('sponsor images from an older version', () => {
	it('a data folder with media/ and a schema-1 database: the images are imported once, in order, under their ids', async () => {
		const dataDir = tempDir();
		writeVersion1Database(dataDir, { id: 't', name: 'Old table', setup: { discipline: 'nine-ball', players: ['A', 'B'] }, actions: [] }, {});
		const media = join(dataDir, 'media');
		mkdirSync(media);
		const images = [
			{ id: '0123456789ab', name: 'Cloth Co', ext: 'png' as const, data: png(200, 60, 0x2ad45a) },
			{ id: 'a1b2c3d4e5f6', name: 'Photo', ext: 'jpg' as const, data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]) },
			{ id: 'ffeeddccbbaa', name: 'Club Bar', ext: 'png' as const, data: png(240, 80, 0x2a7fd4) }
		];
		for (const i of images) writeFileSync(join(media, `${i.id}.${i.ext}`), i.data);
		const index = { v: 1, images: images.map((i) => ({ id: i.id, name: i.name, ext: i.ext, bytes: i.data.length, added: '2026-11-01T10:00:00.000Z' })) };
		writeFileSync(join(media, 'sponsors.json'), JSON.stringify(index));

		server = await startServer({ dataDir });
		expect((await list(server.url)).map((s) => [s.id, s.name, s.order, s.url])).toEqual(images.map((i, n) => [i.id, i.name, n, `/media/${i.id}`]));
		for (const i of images) {
			const res = await fetch(`${server.url}/media/${i.id}`);
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toBe(i.ext === 'png' ? 'image/png' : 'image/jpeg');
			expect(Buffer.from(await res.arrayBuffer()).equals(i.data)).toBe(true);
		}
		expect(existsSync(media)).toBe(false);
		expect(existsSync(join(dataDir, 'media.imported', 'sponsors.json'))).toBe(true);
		// the old venue is still there
		expect((await (await fetch(`${server.url}/api/tables`)).json()).tables.map((t: { id: string }) => t.id)).toEqual(['t']);

		// removed after the upgrade: it stays removed across a restart (imported once)
		const cookie = `cuecast_session=${(await login(server.url, server.pin!)).token}`;
		expect((await fetch(`${server.url}/api/sponsors/${images[1]!.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
		const port = server.port;
		await server.stop();
		server = await startServer({ dataDir, port });
		expect((await list(server.url)).map((s) => s.name)).toEqual(['Cloth Co', 'Club Bar']);
	}, 60_000);
});
