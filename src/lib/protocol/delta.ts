/**
 * Table-state deltas (docs/protocol.md, "Deltas"): after the first full state, a client that
 * joined with `sync: 'delta'` gets only what changed, as a patch: a tree of the changed keys.
 * The server makes it with `diffJson`; every client (app, kiosk, overlays) applies it with
 * `applyPatch`, which is kept tiny because the overlays' bundles carry it.
 */
import type { Patch, TableState, TableSync } from './index';

export type { Patch } from './index';


type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A whole new value as a patch: bare when it cannot be mistaken for one. */
const whole = (v: unknown): Patch => (typeof v === 'object' && v !== null ? [v] : (v as Patch));

/**
 * The patch that turns `a` into `b` (both plain JSON), undefined when they are equal. Objects
 * are compared key by key (a key gone is an explicit `[]`), arrays of equal length index by
 * index; anything else that differs (types, array lengths) is replaced whole. An object with a
 * `__proto__` key is replaced whole too, so a client never assigns to that name.
 */
export function diffJson(a: unknown, b: unknown): Patch | undefined {
	if (Object.is(a, b)) return undefined;
	const sameArrays = Array.isArray(a) && Array.isArray(b) && a.length === b.length;
	const sameObjects = isObject(a) && isObject(b) && !Object.hasOwn(a, '__proto__') && !Object.hasOwn(b, '__proto__');
	if (!sameArrays && !sameObjects) return jsonEqual(a, b) ? undefined : whole(b);
	const from = a as JsonObject;
	const to = b as JsonObject;
	const patch: { [key: string]: Patch } = {};
	let changed = false;
	if (sameObjects) {
		for (const k of Object.keys(from)) {
			if (Object.hasOwn(to, k)) continue;
			patch[k] = [];
			changed = true;
		}
	}
	for (const k of Object.keys(to)) {
		const sub = Object.hasOwn(from, k) ? diffJson(from[k], to[k]) : whole(to[k]);
		if (sub === undefined) continue;
		patch[k] = sub;
		changed = true;
	}
	return changed ? patch : undefined;
}

/** Deep equality of plain JSON values (key order does not matter). */
export function jsonEqual(a: unknown, b: unknown): boolean {
	if (Object.is(a, b)) return true;
	if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
	if (!isObject(a) || !isObject(b)) return false;
	const keys = Object.keys(a);
	return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && jsonEqual(a[k], b[k]));
}

/**
 * `doc` with the patch applied, as a new value: `doc` itself is never changed (what the patch
 * does not touch is shared). Throws when the patch names keys under a value that is not there
 * (it was made for another base: ask for the full state).
 */
export function applyPatch<T>(doc: T, patch: Patch): T {
	if (typeof patch !== 'object' || patch === null) return patch as T;
	if (Array.isArray(patch)) return patch[0] as T;
	if (typeof doc !== 'object' || !doc) throw Error('does not fit');
	const out = (Array.isArray(doc) ? doc.slice() : { ...doc }) as JsonObject;
	for (const k in patch) {
		const sub = patch[k]!;
		if (Array.isArray(sub) && !sub.length) delete out[k];
		else out[k] = applyPatch(out[k], sub);
	}
	return out as T;
}

/** A table as a delta client holds it: the state and its sequence number. */
export interface Synced {
	seq: number;
	state: TableState;
}

/**
 * The table after a `delta` event, or null on a gap (what is held is not the delta's base, or
 * the patch does not fit it): then join the table again for its full state.
 */
export function follow(held: Synced | null | undefined, sync: TableSync): Synced | null {
	if ('state' in sync) return { seq: sync.s, state: sync.state };
	if (held?.seq !== sync.b) return null;
	try {
		return { seq: sync.s, state: { ...applyPatch(held.state, sync.p), events: sync.e ?? [] } };
	} catch {
		return null;
	}
}

/**
 * True when `next` is an older state of the table than `shown`: an older match (match ids only
 * grow) or the same match at a lower revision. A client that reconnects may land on another
 * node of a cluster that has not yet heard of the last strokes (docs/protocol.md, "Deltas"); its
 * full state is then older than what the screen shows. `Live` keeps it as the base of the node's
 * deltas but keeps showing the newer state until the node catches up, for a few seconds at most.
 * A table without a match is never "older" (a match can end or be removed).
 */
export function isBehind(shown: TableState | null | undefined, next: TableState): boolean {
	const a = shown?.match;
	const b = next.match;
	return !!a && !!b && (b.id < a.id || (b.id === a.id && b.revision < a.revision));
}

