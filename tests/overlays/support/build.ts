/**
 * Builds the overlays for a test run (never touching build/). One build serves every test file
 * that only reads it: it is kept under the temp folder by a hash of what it is built from, so
 * the files of a run (and both lines of `npm test`) share it, and a changed source builds anew.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** What an overlay build reads: the overlays, the libraries they import, the lockfile. */
const SOURCES = ['overlays', 'src/lib', 'src/cli/family-lists.mjs', 'package-lock.json'];

function sourcesHash(): string {
	const hash = createHash('sha256');
	const add = (path: string) => {
		const full = join(ROOT, path);
		if (!existsSync(full)) return;
		if (!statSync(full).isDirectory()) {
			if (!path.endsWith('.test.ts')) hash.update(path).update('\0').update(readFileSync(full)).update('\0');
			return;
		}
		for (const name of readdirSync(full).sort()) add(`${path}/${name}`);
	};
	for (const path of SOURCES) add(path);
	return hash.digest('hex').slice(0, 16);
}

function build(outDir: string): void {
	const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'overlays', 'build.ts'), '--out', outDir], { cwd: ROOT, encoding: 'utf8' });
	if (r.status !== 0) throw new Error(`overlay build failed:\n${r.stdout}\n${r.stderr}`);
}

/**
 * A built overlay folder. With `outDir`, a build of its own there (for a test that writes into
 * it); without, the shared build of these sources, made on first use (built aside and renamed
 * into place, so two files asking at once both get a whole one).
 * $CUECAST_TEST_OVERLAYS: test an overlay build made elsewhere instead (e.g. of an older commit,
 * to see a defect's test fail before its fix).
 */
export function buildOverlays(outDir?: string): string {
	if (process.env.CUECAST_TEST_OVERLAYS) return process.env.CUECAST_TEST_OVERLAYS;
	if (outDir) {
		build(outDir);
		return outDir;
	}
	const cache = join(tmpdir(), 'cuecast-overlays-cache');
	const shared = join(cache, sourcesHash());
	if (existsSync(shared)) return shared;
	mkdirSync(cache, { recursive: true });
	const aside = mkdtempSync(join(cache, 'building-'));
	build(aside);
	try {
		renameSync(aside, shared);
	} catch {
		// another file's build got there first: use that one
		rmSync(aside, { recursive: true, force: true });
	}
	return shared;
}
