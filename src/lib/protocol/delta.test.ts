import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diffJson, follow, isBehind, jsonEqual, type Patch } from './delta';
import type { TableState } from './index';

/** What the wire does to a value: the ops travel as JSON. */
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** Pairs of JSON values that share structure (as two states of one table do), and unrelated ones. */
// JSON as it travels: -0 is 0 once it has been text.
const json = fc.jsonValue({ maxDepth: 4 }).map(wire);
const DELETE = Symbol('delete');
const step = fc.oneof(fc.string({ maxLength: 3 }), fc.nat(4));
const edit = fc.tuple(fc.array(step, { minLength: 1, maxLength: 4 }), fc.oneof(json, fc.constant(DELETE)));
/** b: a with values at some paths (those that exist down to their parent) set or deleted. */
const related = fc.tuple(json, fc.array(edit, { maxLength: 5 })).map(([a, edits]) => {
	const b = wire(a);
	for (const [path, value] of edits) {
		let node: unknown = b;
		for (const key of path.slice(0, -1)) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
		const key = String(path[path.length - 1]);
		if (!node || typeof node !== 'object' || key === '__proto__') continue;
		const container = node as Record<string, unknown>;
		if (Array.isArray(node)) {
			if (value !== DELETE && Number(key) < node.length) container[key] = value;
		} else if (value === DELETE) delete container[key];
		else container[key] = value;
	}
	return [a, wire(b)] as const;
});

describe('diffJson / applyPatch', () => {
	it('apply(a, diff(a, b)) deep-equals b for arbitrary JSON, after the wire, and leaves a as it was', () => {
		fc.assert(
			fc.property(fc.oneof(related, fc.tuple(json, json)), ([a, b]) => {
				const before = wire(a);
				const patch = diffJson(a, b);
				const out = patch === undefined ? a : applyPatch(a, wire(patch));
				expect(out).toEqual(b);
				expect(jsonEqual(out, b)).toBe(true);
				expect(a).toEqual(before);
			}),
			{ numRuns: 3000 }
		);
	});

	it('names only the changed keys; deletions are explicit; null is a value', () => {
		const a = { x: 1, y: { z: [1, 2, 3], gone: true, keep: 'k' }, n: 5 };
		const b = { x: 1, y: { z: [1, 9, 3], keep: 'k', added: null }, n: null };
		expect(diffJson(a, b)).toEqual({ y: { gone: [], z: { 1: 9 }, added: null }, n: null });
		expect(applyPatch(a, diffJson(a, b)!)).toEqual(b);
		expect(diffJson(a, wire(a))).toBeUndefined();
	});

	it('replaces arrays of another length, and values of another type, whole', () => {
		expect(diffJson({ a: [1, 2] }, { a: [1, 2, 3] })).toEqual({ a: [[1, 2, 3]] });
		expect(diffJson({ a: { b: 1 } }, { a: [1] })).toEqual({ a: [[1]] });
		expect(diffJson({ a: 1 }, { a: { b: 1 } })).toEqual({ a: [{ b: 1 }] });
		expect(diffJson([1], { 0: 1 })).toEqual([{ 0: 1 }]);
		expect(diffJson({ a: 1 }, null)).toBeNull();
		expect(applyPatch({ a: 1 }, diffJson({ a: 1 }, null)!)).toBeNull();
	});

	it('never assigns to __proto__: an object with that key is replaced whole', () => {
		const withProto = JSON.parse('{"o":{"__proto__":{"polluted":1},"x":1}}');
		const patch = diffJson({ o: { x: 1 } }, withProto);
		expect(patch).toEqual({ o: [withProto.o] });
		const out = applyPatch({ o: { x: 1 } }, wire(patch!)) as { o: object };
		expect(Object.getPrototypeOf(out.o)).toBe(Object.prototype);
		expect(out).toEqual(withProto);
	});

	it('shares what the patch does not touch', () => {
		const a = { keep: { deep: [1] }, change: { x: 1, y: 1 } };
		const out = applyPatch(a, { change: { x: 2, y: 3 } });
		expect(out.keep).toBe(a.keep);
		expect(out.change).toEqual({ x: 2, y: 3 });
		expect(a.change).toEqual({ x: 1, y: 1 });
	});

	it('throws when the patch names keys under a value that is not there', () => {
		const bad: Patch = { missing: { deeper: 1 } };
		expect(() => applyPatch({ a: 1 }, bad)).toThrow(/does not fit/);
	});
});

describe('follow', () => {
	const s1 = { table: { id: 't', name: 'T' }, match: { revision: 1 }, events: [] } as unknown as TableState;
	const s2 = { table: { id: 't', name: 'U' }, match: { revision: 2 }, events: [] } as unknown as TableState;

	it('takes a full state, applies a change whose base it holds, and sets the events', () => {
		const held = follow(null, { t: 't', s: 4, state: s1 });
		expect(held).toEqual({ seq: 4, state: s1 });
		const events = [{ type: 'rack-won', player: 0 }];
		const next = follow(held, { t: 't', b: 4, s: 5, p: diffJson(s1, s2)!, e: events });
		expect(next).toEqual({ seq: 5, state: { ...s2, events } });
		expect(follow(next, { t: 't', b: 5, s: 6, p: {} })!.state.events).toEqual([]);
	});

	it('says null on a gap: another base, nothing held, or a patch that does not fit', () => {
		const held = { seq: 4, state: s1 };
		expect(follow(held, { t: 't', b: 3, s: 5, p: {} })).toBeNull();
		expect(follow(undefined, { t: 't', b: 4, s: 5, p: {} })).toBeNull();
		expect(follow(held, { t: 't', b: 4, s: 5, p: { nothing: { here: 1 } } })).toBeNull();
	});
});

describe('isBehind: a score never steps back when a reconnect lands on a node that lags', () => {
	const at = (id: number, revision: number) => ({ table: { id: 't', name: 'T' }, match: { id, revision }, events: [] }) as unknown as TableState;
	const free = { table: { id: 't', name: 'T' }, match: null, events: [] } as unknown as TableState;

	it('the same match at a lower revision, or an older match, is behind what is shown', () => {
		expect(isBehind(at(7, 40), at(7, 38))).toBe(true);
		expect(isBehind(at(7, 40), at(6, 90))).toBe(true);
	});

	it('the same revision, a later one, a newer match, a free table or nothing shown yet is not', () => {
		expect(isBehind(at(7, 40), at(7, 40))).toBe(false);
		expect(isBehind(at(7, 40), at(7, 41))).toBe(false);
		expect(isBehind(at(7, 40), at(8, 0))).toBe(false);
		// a match ends or is removed: the table is free, never "older"
		expect(isBehind(at(7, 40), free)).toBe(false);
		expect(isBehind(free, at(7, 1))).toBe(false);
		expect(isBehind(undefined, at(7, 1))).toBe(false);
	});
});
