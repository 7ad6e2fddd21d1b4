/**
 * Fresh folders for a test file, removed after the file (file-end.ts, once what the file left
 * running has stopped) or when the test process exits. Light on purpose: unit tests beside the
 * code use it as well as the server helpers (tests/server/helpers.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atFileEnd } from './file-end';

const made: string[] = [];

/** Removes every folder made so far. */
export function removeTempDirs(): void {
	for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', removeTempDirs);
atFileEnd(removeTempDirs, 'remove');

/** A fresh folder under the system's temporary one, removed after this test file. */
export function tempDir(prefix = 'cuecast-test-'): string {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	made.push(dir);
	return dir;
}
