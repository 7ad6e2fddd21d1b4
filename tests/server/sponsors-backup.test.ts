/**
 * Issue 22 item 16: sponsor images are in the database now, so `cuecast backup` carries them: a
 * copy taken while the server runs, restored as the cuecast.db of an empty data folder, serves
 * the same images in the same order, byte for byte (docs/backup.md).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SponsorWire } from '../../src/lib/protocol';
import { png } from '../support/png';
import { login, startServer, tempDir, type Running } from './helpers';

const root = join(import.meta.dirname, '..', '..');
let server: Running | null = null;
afterEach(async () => {
	await server?.stop();
	server = null;
});

describe('sponsor images in a backup', () => {
	it('a backup of a running server restores with its images', async () => {
		const dir = tempDir();
		server = await startServer({ dataDir: dir });
		const cookie = `cuecast_session=${(await login(server.url, server.pin!)).token}`;
		const images = [png(240, 80, 0x2a7fd4), png(160, 160, 0xd43a2a)];
		const sent: SponsorWire[] = [];
		for (const [i, image] of images.entries()) {
			const res = await fetch(`${server.url}/api/sponsors?name=Sponsor%20${i}`, { method: 'POST', headers: { cookie }, body: new Uint8Array(image) });
			expect(res.status).toBe(201);
			sent.push((await res.json()).sponsor);
		}
		const copy = join(tempDir(), 'venue.db');
		const backup = spawnSync(process.execPath, [join(root, 'src', 'cli', 'cuecast.js'), 'backup', copy, '--data-dir', dir], { encoding: 'utf8', timeout: 60_000 });
		expect(backup.status, backup.stderr).toBe(0);
		await server.stop();

		const restored = tempDir();
		copyFileSync(copy, join(restored, 'cuecast.db'));
		server = await startServer({ dataDir: restored });
		expect((await (await fetch(`${server.url}/api/sponsors`)).json()).sponsors).toEqual(sent);
		for (const [i, s] of sent.entries()) {
			const res = await fetch(`${server.url}${s.url}`);
			expect(res.status).toBe(200);
			expect(Buffer.from(await res.arrayBuffer()).equals(images[i]!)).toBe(true);
		}
	}, 120_000);
});
