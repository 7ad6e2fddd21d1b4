/** The ticker's words (overlays/ticker/items.ts): one item per other table with a match, from the one view model. */
import { describe, expect, it } from 'vitest';
import type { TableState } from '../../src/lib/protocol';
import { boardT } from '../../src/lib/i18n/board';
import { itemText, tickerItems } from './items';
import { scoreLineText } from '../../src/lib/view/words';

const state = (id: string, name: string, summary: Record<string, unknown> | null, setup: Record<string, unknown> = {}): TableState =>
	({ table: { id, name }, match: summary ? { id: 1, revision: 3, setup, startedAt: '', summary } : null }) as unknown as TableState;
const pool = (scores: number[], status = 'live', winner: number | null = null) => ({
	discipline: 'nine-ball',
	status,
	winner,
	turn: 0,
	players: [
		{ name: 'Kowalski', score: scores[0] },
		{ name: 'Nowak', score: scores[1] }
	]
});

describe('the ticker items', () => {
	const states = {
		a: state('a', 'Table 1', pool([1, 1])),
		b: state('b', 'Table 2', pool([5, 3]), { raceTo: 7 }),
		c: state('c', 'Table 3', null),
		d: state('d', 'Stół 4', pool([7, 2], 'finished', 0), { raceTo: 7 })
	};
	it('lists the live and finished matches in the venue’s order, leaving out the excluded table and empty ones', () => {
		const items = tickerItems(['a', 'b', 'c', 'd'], states, new Set(['a']), boardT('en'));
		expect(items.map(itemText)).toEqual(['Table 2 · Kowalski 5–3 Nowak · Race to 7', 'Stół 4 · Kowalski 7–2 Nowak · Kowalski wins']);
		expect(items.map((i) => i.finished)).toEqual([false, true]);
	});
	it('speaks the board’s language', () => {
		expect(tickerItems(['b', 'd'], states, new Set(), boardT('pl')).map(itemText)).toEqual(['Table 2 · Kowalski 5–3 Nowak · Gra do 7', `Stół 4 · Kowalski 7–2 Nowak · ${boardT('pl')('board.wins', { name: 'Kowalski' })}`]);
	});
	it('a score line for three players or more lists each', () => {
		expect(scoreLineText({ players: [{ name: 'A', score: 3 }, { name: 'B', score: 2 }, { name: 'C', score: 1 }] as never })).toBe('A 3 · B 2 · C 1');
	});
});
