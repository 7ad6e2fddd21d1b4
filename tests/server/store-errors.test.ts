import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeNewerDatabase } from '../../src/lib/server/store/newer.fixture';
import { SCHEMA_VERSION } from '../../src/lib/server/store/sqlite';
import { failingStart, startServer, tempDir } from './helpers';

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('the server refuses a database it must not touch', () => {
	it('a corrupt file: clear error, non-zero exit, file untouched', async () => {
		const dir = tempDir();
		const file = join(dir, 'cuecast.db');
		writeFileSync(file, Buffer.alloc(8192, 0x5a));
		const before = digest(file);
		const r = await failingStart(dir);
		expect(r.code).toBe(3);
		expect(r.stderr).toMatch(/cannot start: .*cuecast\.db is not a SQLite database/);
		expect(r.stdout).not.toMatch(/listening/);
		expect(digest(file)).toBe(before);
	}, 30_000);

	it('a database from a newer cuecast: clear error, non-zero exit, file untouched', async () => {
		const dir = tempDir();
		const file = join(dir, 'cuecast.db');
		writeNewerDatabase(file, 5, 'CREATE TABLE from_the_future (x); INSERT INTO from_the_future VALUES (1)');
		const before = digest(file);
		const r = await failingStart(dir);
		expect(r.code).toBe(3);
		expect(r.stderr).toContain(`newer cuecast (schema version ${SCHEMA_VERSION + 5}; this version knows ${SCHEMA_VERSION})`);
		expect(digest(file)).toBe(before);
	}, 30_000);

	it('a second server on the same data folder refuses to start', async () => {
		const dir = tempDir();
		const first = await startServer({ dataDir: dir });
		const r = await failingStart(dir);
		expect(r.code).toBe(3);
		expect(r.stderr).toMatch(/in use by another cuecast server/);
		await first.stop();
	}, 30_000);
});
