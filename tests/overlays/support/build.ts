/** Builds the overlays into a private folder for a test run (never touching build/). */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * $CUECAST_TEST_OVERLAYS: test an overlay build made elsewhere instead (e.g. of an older commit,
 * to see a defect's test fail before its fix).
 */
export function buildOverlays(outDir = mkdtempSync(join(tmpdir(), 'cuecast-overlays-'))): string {
	if (process.env.CUECAST_TEST_OVERLAYS) return process.env.CUECAST_TEST_OVERLAYS;
	const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'overlays', 'build.ts'), '--out', outDir], {
		cwd: ROOT,
		encoding: 'utf8'
	});
	if (r.status !== 0) throw new Error(`overlay build failed:\n${r.stdout}\n${r.stderr}`);
	return outDir;
}
