import { describe, expect, it } from 'vitest';
import { ALL_FIELDS } from '../lib/view/fields';
import { changedValues, unknownFields, variableDefinitions, variableValues } from './fields';

describe('fields as variables', () => {
	it('has one variable per field of docs/fields.md, named as the field, each described', () => {
		const defs = variableDefinitions();
		expect(Object.keys(defs)).toEqual([...ALL_FIELDS]);
		for (const [id, d] of Object.entries(defs)) expect(d.name.length, id).toBeGreaterThan(3);
		expect(new Set(Object.values(defs).map((d) => d.name)).size).toBe(ALL_FIELDS.length);
		expect(defs.player3HighRun?.name).toBe('Player 3 high run');
	});

	it('gives every variable a value: null and missing fields are empty, numbers and booleans stay', () => {
		const v = variableValues({ tableId: '1', player1Name: 'Anna', player1Score: 3, hillHill: true, winner: null });
		expect(v.player1Name).toBe('Anna');
		expect(v.player1Score).toBe(3);
		expect(v.hillHill).toBe(true);
		expect(v.winner).toBe('');
		// a slot the new match does not have must not keep the old match's player
		expect(v.player5Name).toBe('');
		expect(Object.keys(v)).toHaveLength(ALL_FIELDS.length);
	});

	it('takes in fields a newer server added, when their names are safe ids', () => {
		const fields = { tableId: '1', breakAndRuns: 2, 'bad name': 1, 'x$(y)': 2 };
		expect(unknownFields(fields, [])).toEqual(['breakAndRuns']);
		expect(unknownFields(fields, ['breakAndRuns'])).toEqual([]);
		expect(variableValues(fields, ['breakAndRuns']).breakAndRuns).toBe(2);
		expect(Object.entries(variableDefinitions(['breakAndRuns'])).at(-1)).toEqual(['breakAndRuns', { name: 'breakAndRuns' }]);
	});

	it('sends only what changed', () => {
		expect(changedValues({ a: 1, b: 'x', c: true }, { a: 1, b: 'y' })).toEqual({ b: 'x', c: true });
		expect(changedValues({ a: 1 }, { a: 1 })).toEqual({});
	});
});
