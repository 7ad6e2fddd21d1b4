/**
 * The store contract's competition cases (CompetitionStore in types.ts), registered by
 * storeContract (contract.ts) inside its describe, so both stores run them with the same opener.
 */
import { expect, it } from 'vitest';
import { StoreError, type CompetitionStore } from './types';

interface Opener {
	/** A new, empty place for a venue. */
	place(): Promise<string>;
	/** Opens the venue at `place` (closed after the test). */
	open(place: string): Promise<{ competitions: CompetitionStore; close(): Promise<void> }>;
}

const codeOf = async (p: Promise<unknown>): Promise<string | null> => {
	try {
		await p;
		return null;
	} catch (err) {
		expect(err).toBeInstanceOf(StoreError);
		return (err as StoreError).code;
	}
};

/** Entries of several JSON shapes, so a store that re-encodes them is caught. */
const ENTRIES: unknown[] = [
	{ t: 'create', name: 'Winter Cup', players: ['Anna', 'Łukasz Żółć', 'Ёжиков'], options: { format: 'round-robin', races: [5, 7] } },
	{ t: 'result', match: 'r1-m1', score: [5, 3], note: null },
	{ t: 'rename', name: 'Зимний кубок ✓' },
	['a', 1.5, true, null],
	'plain text',
	42
];

export function competitionContract({ place, open }: Opener): void {
	it('competitions: created once, appended exactly in order, loaded and reloaded as the same JSON', async () => {
		const where = await place();
		const s = await open(where);
		const c = s.competitions;
		const before = Date.now();
		const made = await c.createCompetition('winter', 'Winter Cup', ENTRIES[0]);
		expect(made).toMatchObject({ id: 'winter', name: 'Winter Cup', revision: 1 });
		expect(new Date(made.createdAt).toISOString()).toBe(made.createdAt);
		expect(Date.parse(made.createdAt)).toBeGreaterThanOrEqual(before - 1);
		expect(await codeOf(c.createCompetition('winter', 'again', { t: 'create' }))).toBe('exists');
		for (let r = 2; r <= ENTRIES.length; r++) await c.appendCompetition('winter', r, ENTRIES[r - 1]);
		const loaded = await c.loadCompetition('winter');
		expect(loaded).toEqual({ ...made, revision: ENTRIES.length, entries: ENTRIES });
		expect(await c.listCompetitions()).toEqual([{ ...made, revision: ENTRIES.length }]);
		await s.close();
		const again = await open(where);
		expect(await again.competitions.loadCompetition('winter')).toEqual(loaded);
		await again.competitions.appendCompetition('winter', ENTRIES.length + 1, { t: 'after reopening' });
		expect((await again.competitions.loadCompetition('winter'))?.revision).toBe(ENTRIES.length + 1);
	});

	it('competitions: a wrong revision is a conflict, an unknown one not-found, and nothing is stored', async () => {
		const s = await open(await place());
		const c = s.competitions;
		await c.createCompetition('c', 'C', { t: 'create' });
		await c.appendCompetition('c', 2, { n: 2 });
		for (const wrong of [0, 1, 2, 4, 100, -1, 2.5, Number.NaN]) {
			expect(await codeOf(c.appendCompetition('c', wrong, { n: 'wrong' })), `revision ${wrong}`).toBe('conflict');
		}
		await expect(c.appendCompetition('c', 2, {})).rejects.toThrow(/not the next revision/);
		expect(await codeOf(c.appendCompetition('nope', 2, {}))).toBe('not-found');
		expect(await codeOf(c.appendCompetition('nope', 1, {}))).toBe('not-found');
		expect(await c.loadCompetition('nope')).toBeNull();
		expect(await c.competitionTail('nope', 0)).toBeNull();
		expect(await c.removeCompetition('nope')).toBe(false);
		expect((await c.loadCompetition('c'))?.entries).toEqual([{ t: 'create' }, { n: 2 }]);
		await c.appendCompetition('c', 3, { n: 3 });
		expect((await c.loadCompetition('c'))?.revision).toBe(3);
	});

	it('competitions: the tail after a revision, in order', async () => {
		const s = await open(await place());
		const c = s.competitions;
		await c.createCompetition('t', 'T', { r: 1 });
		for (let r = 2; r <= 6; r++) await c.appendCompetition('t', r, { r, empty: null });
		expect(await c.competitionTail('t', 0)).toEqual([{ r: 1 }, ...[2, 3, 4, 5, 6].map((r) => ({ r, empty: null }))]);
		expect(await c.competitionTail('t', 3)).toEqual([4, 5, 6].map((r) => ({ r, empty: null })));
		expect(await c.competitionTail('t', 6)).toEqual([]);
		expect(await c.competitionTail('t', 60)).toEqual([]);
	});

	it('competitions: listed newest first with their revisions; a removed one is hidden and its id stays taken', async () => {
		const where = await place();
		const s = await open(where);
		const c = s.competitions;
		expect(await c.listCompetitions()).toEqual([]);
		// several in one millisecond: the order is still the order of creation
		for (const id of ['a', 'b', 'c', 'd']) await c.createCompetition(id, `Cup ${id.toUpperCase()}`, { id });
		await c.appendCompetition('b', 2, {});
		await c.appendCompetition('b', 3, {});
		const list = await c.listCompetitions();
		expect(list.map((x) => [x.id, x.name, x.revision])).toEqual([
			['d', 'Cup D', 1],
			['c', 'Cup C', 1],
			['b', 'Cup B', 3],
			['a', 'Cup A', 1]
		]);
		expect(await c.removeCompetition('c')).toBe(true);
		expect(await c.removeCompetition('c')).toBe(false);
		expect((await c.listCompetitions()).map((x) => x.id)).toEqual(['d', 'b', 'a']);
		expect(await c.loadCompetition('c')).toBeNull();
		expect(await c.competitionTail('c', 0)).toBeNull();
		expect(await codeOf(c.appendCompetition('c', 2, {}))).toBe('not-found');
		expect(await codeOf(c.createCompetition('c', 'Cup C again', {}))).toBe('exists');
		await s.close();
		const again = await open(where);
		expect((await again.competitions.listCompetitions()).map((x) => x.id)).toEqual(['d', 'b', 'a']);
		expect(await codeOf(again.competitions.createCompetition('c', 'Cup C again', {}))).toBe('exists');
		await again.competitions.createCompetition('e', 'Cup E', {});
		expect((await again.competitions.listCompetitions()).map((x) => x.id)).toEqual(['e', 'd', 'b', 'a']);
	});

	it('competitions: the same revision appended at once: exactly one lands, the others get conflict', async () => {
		const s = await open(await place());
		const c = s.competitions;
		await c.createCompetition('race', 'Race', { r: 1 });
		for (let r = 2; r <= 21; r++) {
			const tries = await Promise.allSettled([1, 2, 3].map((who) => c.appendCompetition('race', r, { r, who })));
			expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
			for (const t of tries) if (t.status === 'rejected') expect((t.reason as StoreError).code).toBe('conflict');
		}
		const log = (await c.loadCompetition('race'))!.entries as { r: number }[];
		expect(log.map((e) => e.r)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
	});
}
