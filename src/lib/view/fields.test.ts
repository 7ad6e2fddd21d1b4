import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../engine/match';
import type { TableState, WireSummary } from '../protocol';
import { boardT } from '../i18n/board';
import { tableView } from './table-view';
import { ALL_FIELDS, TABLE_FIELDS, fieldsOf, fieldText } from './fields';

function stateOf(match: Record<string, unknown>, actions: unknown[] = []): TableState {
	const run = runScript({ match, actions });
	if (!run.ok) throw new Error(run.error);
	const summary = summarize(run.match) as WireSummary;
	return { table: { id: 't1', name: 'Stół 1' }, match: { id: 3, setup: match, revision: actions.length, summary, startedAt: '' }, events: [] };
}

describe('fieldsOf', () => {
	it('a flat record of strings, numbers, booleans and null only', () => {
		const st = stateOf({ discipline: 'three-cushion', players: ['Jan', 'Iwan'], pointsTo: 40 }, [{ t: 'inning', points: 7 }]);
		const f = fieldsOf(tableView(st, 0), boardT('pl'));
		for (const [k, v] of Object.entries(f)) expect(v === null || ['string', 'number', 'boolean'].includes(typeof v), k).toBe(true);
		expect(f.disciplineName).toBe('Trzy bandy');
		expect(f.targetText).toBe('Do 40 pkt');
		expect(f.player1Score).toBe(7);
		expect(f.player1Average).toBe('7,000');
		expect(f.turn).toBe(2);
		expect(f.turnName).toBe('Iwan');
		expect(f.scoreLine).toBe('Jan 7 – 0 Iwan');
	});

	it('writes exactly the documented names: the table fields, then the player slots', () => {
		const st = stateOf({ discipline: 'artistic', players: ['A', 'B', 'C'], figures: [{ name: 'F', points: 4 }] });
		const keys = Object.keys(fieldsOf(tableView(st, 0), boardT('en')));
		expect(keys.slice(0, TABLE_FIELDS.length)).toEqual([...TABLE_FIELDS]);
		for (const k of keys) expect(ALL_FIELDS, k).toContain(k);
		expect(keys).toContain('player3Name');
	});

	it('an empty table keeps two player slots, all empty', () => {
		const f = fieldsOf(tableView({ table: { id: 'x', name: 'X' }, match: null, events: [] }, 0), boardT('en'));
		expect(f.status).toBe('none');
		expect(f.player1Name).toBeNull();
		expect(f.player2Score).toBeNull();
		expect(fieldText(f.player2Score)).toBe('');
	});

	it('the winner, numbered from 1, and the result in the language asked for', () => {
		const st = stateOf({ discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 1 }, [{ t: 'shot', potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] }]);
		const f = fieldsOf(tableView(st, 0), boardT('ru'));
		expect(f.winner).toBe(1);
		expect(f.result).toBe('Побеждает Anna');
		expect(f.rack).toBeNull();
	});
});
