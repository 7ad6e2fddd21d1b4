/**
 * Snapshots of a replayed match, so a restart replays only the tail of each log. A snapshot is
 * an optimisation only: the action log stays the truth, and a snapshot is used only when it was
 * written by exactly this engine (fingerprint of the engine's source) and restores to the
 * summary recorded with it; otherwise the server replays the whole log.
 *
 * The engine's Match keeps its undo history as linked lists (thousands deep), which
 * v8.serialize cannot walk, so the lists are flattened here and rebuilt on restore.
 * TODO(engine): an exported serialize/restore in src/lib/engine would remove this coupling.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { Match } from './engine';

/** Write a snapshot after this many actions since the last one. */
export const SNAPSHOT_EVERY = 250;

interface AppliedNode {
	action: { t: string };
	prev: AppliedNode | null;
	length: number;
	checkpoint?: unknown;
}
interface UndoneNode {
	action: { t: string };
	next: UndoneNode | null;
}
/**
 * Matches repeat a few distinct actions thousands of times, so actions are stored once each
 * (as JSON) and the history as indices into that list; engine states go through v8. Restored
 * histories share identical action objects, which a pure engine never mutates.
 */
interface Flat {
	v: 3;
	setup: unknown;
	state: unknown;
	revision: number;
	/** Distinct actions, as JSON. */
	dict: string[];
	/** Applied actions, oldest first, as indices into `dict`. */
	applied: Uint32Array;
	/** [index into applied, state after it] for the engine's checkpoint nodes. */
	checkpoints: [number, unknown][];
	/** Undone actions, the next redo first, as indices into `dict`. */
	undone: Uint32Array;
	summary: string;
}

let fingerprint: string | null = null;

/** Set by the server bundle (src/cli/build-server.ts), whose file no longer sits beside the engine. */
declare const __CUECAST_ENGINE_FINGERPRINT__: string | undefined;

/** SHA-256 over the engine's source files: any change to the engine invalidates snapshots. */
export function engineFingerprint(): string {
	if (fingerprint) return fingerprint;
	if (typeof __CUECAST_ENGINE_FINGERPRINT__ === 'string') return (fingerprint = __CUECAST_ENGINE_FINGERPRINT__);
	try {
		fingerprint = fingerprintEngineSources(join(dirname(fileURLToPath(import.meta.url)), '..', 'engine'));
	} catch {
		fingerprint = `unknown-${Date.now()}`; // sources not readable: never trust old snapshots
	}
	return fingerprint;
}

export function fingerprintEngineSources(engineDir: string): string {
	const hash = createHash('sha256');
	const walk = (dir: string) => {
		for (const name of readdirSync(dir).sort()) {
			const p = join(dir, name);
			if (statSync(p).isDirectory()) walk(p);
			else if (/\.(ts|js)$/.test(name) && !/\.test\.ts$/.test(name)) hash.update(name).update(readFileSync(p));
		}
	};
	walk(engineDir);
	return hash.digest('hex').slice(0, 32);
}

export function encodeSnapshot(match: Match, summary: unknown): Buffer {
	const nodes: AppliedNode[] = [];
	for (let n = match.applied as AppliedNode | null; n; n = n.prev) nodes.push(n);
	nodes.reverse();
	const checkpoints: Flat['checkpoints'] = [];
	nodes.forEach((n, i) => {
		if (n.checkpoint !== undefined) checkpoints.push([i, n.checkpoint]);
	});
	const undone: { t: string }[] = [];
	for (let n = match.undone as UndoneNode | null; n; n = n.next) undone.push(n.action);
	const dict: string[] = [];
	const index = new Map<string, number>();
	const ref = (a: { t: string }) => {
		const json = JSON.stringify(a);
		let i = index.get(json);
		if (i === undefined) {
			i = dict.push(json) - 1;
			index.set(json, i);
		}
		return i;
	};
	const flat: Flat = {
		v: 3,
		setup: match.setup,
		state: match.state,
		revision: match.revision,
		dict,
		applied: Uint32Array.from(nodes, (n) => ref(n.action)),
		checkpoints,
		undone: Uint32Array.from(undone, ref),
		summary: JSON.stringify(summary)
	};
	return v8.serialize(flat);
}

/** Rebuilds the match, or returns null when the snapshot does not restore faithfully. */
export function decodeSnapshot(data: Uint8Array, summarize: (m: Match) => unknown): Match | null {
	try {
		const flat = v8.deserialize(data) as Flat;
		if (flat.v !== 3) return null;
		const dict = flat.dict.map((j) => JSON.parse(j) as { t: string });
		const checkpoints = new Map(flat.checkpoints);
		let prev: AppliedNode | null = null;
		for (let i = 0; i < flat.applied.length; i++) {
			const action = dict[flat.applied[i]];
			if (!action) return null;
			const node: AppliedNode = { action, prev, length: i + 1 };
			if (checkpoints.has(i)) node.checkpoint = checkpoints.get(i);
			prev = node;
		}
		let next: UndoneNode | null = null;
		for (let i = flat.undone.length - 1; i >= 0; i--) {
			const action = dict[flat.undone[i]];
			if (!action) return null;
			next = { action, next };
		}
		const match = { setup: flat.setup, state: flat.state, applied: prev, undone: next, revision: flat.revision } as unknown as Match;
		return JSON.stringify(summarize(match)) === flat.summary ? match : null;
	} catch {
		return null;
	}
}
