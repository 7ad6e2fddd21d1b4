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
import type { HistoryEntry } from '../protocol';
import type { Match } from './engine';
import type { SavedHistory } from '../engine/history';
import type { StrokeDetails } from '../engine/stroke';

/** Write a snapshot after this many actions since the last one. */
export const SNAPSHOT_EVERY = 250;

/**
 * Matches repeat a few distinct actions thousands of times, so actions are stored once each
 * (as JSON) and the history as indices into that list; engine states go through v8. Restored
 * histories share identical action objects, which a pure engine never mutates.
 */
/** History entries as columns: actions and their stroke details (engine/stroke.ts) as indices into `dict`. */
interface PackedEntries {
	actions: Uint32Array;
	revisions: Uint32Array;
	details: Uint32Array;
}

interface Packed {
	v: 6;
	setup: FlatMatch['setup'];
	state: unknown;
	revision: number;
	/** Distinct actions and stroke details, as JSON. */
	dict: string[];
	/** Applied actions, oldest first, as indices into `dict`. */
	applied: Uint32Array;
	/** [index into applied, state after it] for the engine's checkpoint nodes. */
	checkpoints: FlatMatch['checkpoints'];
	/** Undone actions, the next redo first, as indices into `dict`. */
	undone: Uint32Array;
	summary: string;
	/** Every stored action (revision 1 first), as indices into `dict`. */
	log: Uint32Array;
	/** The stroke list (history.ts) and its undone entries, the next redo last. */
	entries: PackedEntries;
	undoneEntries: PackedEntries;
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

export function encodeSnapshot(match: Match, summary: unknown, history: SavedHistory): Buffer {
	const flat = flattenMatch(match);
	const dict: string[] = [];
	const index = new Map<string, number>();
	const ref = (a: object) => {
		const json = JSON.stringify(a);
		let i = index.get(json);
		if (i === undefined) {
			i = dict.push(json) - 1;
			index.set(json, i);
		}
		return i;
	};
	const pack = (list: HistoryEntry[]): PackedEntries => ({
		actions: Uint32Array.from(list, (e) => ref(e.action)),
		revisions: Uint32Array.from(list, (e) => e.revision),
		details: Uint32Array.from(list, ({ n: _n, revision: _r, action: _a, ...details }) => ref(details))
	});
	const packed: Packed = {
		v: 6,
		setup: flat.setup,
		state: flat.state,
		revision: flat.revision,
		dict,
		applied: Uint32Array.from(flat.applied, ref),
		checkpoints: flat.checkpoints,
		undone: Uint32Array.from(flat.undone, ref),
		summary: JSON.stringify(summary),
		log: Uint32Array.from(history.log as { t: string }[], ref),
		entries: pack(history.entries),
		undoneEntries: pack(history.undone)
	};
	return v8.serialize(packed);
}

/** Rebuilds the match and its history, or returns null when the snapshot does not restore faithfully. */
export function decodeSnapshot(data: Uint8Array, summarize: (m: Match) => unknown): { match: Match; history: SavedHistory } | null {
	try {
		const packed = v8.deserialize(data) as Packed;
		if (packed.v !== 6) return null;
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
		const details = (i: number) => action(i) as unknown as StrokeDetails;
		const unpack = (p: PackedEntries): HistoryEntry[] =>
			Array.from(p.actions, (a, i) => ({ n: i + 1, revision: p.revisions[i]!, action: action(a), ...details(p.details[i]!) }));
		const history: SavedHistory = { log: Array.from(packed.log, action), entries: unpack(packed.entries), undone: unpack(packed.undoneEntries) };
		// undone entries keep the numbers they had: the redo puts them back where they were
		history.undone.forEach((e, i) => (e.n = history.entries.length + history.undone.length - i));
		if (history.log.length !== packed.revision) return null;
		const restored = restoreMatch(flat);
		if (!restored.ok) return null;
		return JSON.stringify(summarize(restored.match)) === packed.summary ? { match: restored.match, history } : null;
	} catch {
		return null;
	}
}
