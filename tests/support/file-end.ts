/**
 * What a test file left running or on disk is cleared when the file ends: servers, OBS, Companion
 * hosts and data folders that the file did not stop or remove itself.
 *
 * The helpers register their clearing here once, when their module loads; `setup-file.ts`, which
 * vitest runs before every file (vite.config.ts `setupFiles`), runs them all after every file.
 * A helper cannot do that with an `afterAll` of its own in its module: where the files of a
 * project share a worker that keeps the modules it loaded (the harness tier, the peers' lines:
 * `isolate: false`), the module loads once, and its `afterAll` would belong to the first file only.
 * Each helper also kills what is left when the worker exits, as before.
 */
import type { ChildProcess } from 'node:child_process';

/**
 * `stop`: what runs (servers, OBS, hosts), all together; then `remove`: the folders, once nothing
 * that might still write in them runs.
 */
export type Clearing = 'stop' | 'remove';
const clearings: Record<Clearing, Set<() => unknown>> = { stop: new Set(), remove: new Set() };

/** `clear` runs after every test file (and, being a helper's own, should do nothing when nothing is left). */
export function atFileEnd(clear: () => unknown, when: Clearing = 'stop'): void {
	clearings[when].add(clear);
}

/** Runs every clearing registered, each phase's together; an error in one does not keep the others from running. */
export async function clearAfterFile(): Promise<void> {
	const results = await Promise.allSettled([...clearings.stop].map((clear) => clear()));
	results.push(...(await Promise.allSettled([...clearings.remove].map((clear) => clear()))));
	const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
	if (failed) throw failed.reason;
}

/** Kills every process still in `children` (SIGKILL) and resolves once each has exited. */
export function killLeft(children: Set<ChildProcess>): Promise<void[]> {
	return Promise.all(
		[...children].map(
			(child) =>
				new Promise<void>((exited) => {
					if (child.exitCode !== null || child.signalCode !== null) return exited();
					child.once('exit', () => exited());
					child.kill('SIGKILL');
				})
		)
	);
}
