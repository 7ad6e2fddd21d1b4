/**
 * Snapshots of a replayed match, so a restart replays only the tail of each log. A snapshot is
 * an optimisation only: the action log stays the truth, and a snapshot is used only when it was
 * written by exactly this engine (fingerprint of the engine's source) and restores to the
 * summary recorded with it; otherwise the server replays the whole log.
 *
 * The engine flattens and restores a match (flattenMatch / restoreMatch); this file only packs
 * that plain data compactly.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { flattenMatch, restoreMatch, type FlatMatch } from '../engine/match';
import type { Match } from './engine';

/** Write a snapshot after this many actions since the last one. */
export const SNAPSHOT_EVERY = 250;

/**
 * Matches repeat a few distinct actions thousands of times, so actions are stored once each
 * (as JSON) and the history as indices into that list; engine states go through v8. Restored
 * histories share identical action objects, which a pure engine never mutates.
 */
interface Packed {
	v: 4;
	setup: FlatMatch['setup'];
	state: unknown;
	revision: number;
	/** Distinct actions, as JSON. */
	dict: string[];
	/** Applied actions, oldest first, as indices into `dict`. */
	applied: Uint32Array;
	/** [index into applied, state after it] for the engine's checkpoint nodes. */
	checkpoints: FlatMatch['checkpoints'];
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
	const flat = flattenMatch(match);
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
	const packed: Packed = {
		v: 4,
		setup: flat.setup,
		state: flat.state,
		revision: flat.revision,
		dict,
		applied: Uint32Array.from(flat.applied, ref),
		checkpoints: flat.checkpoints,
		undone: Uint32Array.from(flat.undone, ref),
		summary: JSON.stringify(summary)
	};
	return v8.serialize(packed);
}

/** Rebuilds the match, or returns null when the snapshot does not restore faithfully. */
export function decodeSnapshot(data: Uint8Array, summarize: (m: Match) => unknown): Match | null {
	try {
		const packed = v8.deserialize(data) as Packed;
		if (packed.v !== 4) return null;
		const dict = packed.dict.map((j) => JSON.parse(j) as { t: string });
		const action = (i: number) => {
			const a = dict[i];
			if (!a) throw new Error('snapshot: action index out of range');
			return a;
		};
		const flat: FlatMatch = {
			setup: packed.setup,
			state: packed.state,
			revision: packed.revision,
			applied: Array.from(packed.applied, action),
			checkpoints: packed.checkpoints,
			undone: Array.from(packed.undone, action)
		};
		const restored = restoreMatch(flat);
		if (!restored.ok) return null;
		return JSON.stringify(summarize(restored.match)) === packed.summary ? restored.match : null;
	} catch {
		return null;
	}
}
