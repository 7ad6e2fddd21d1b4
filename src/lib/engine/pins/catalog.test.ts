import { describe, expect, it } from 'vitest';
import { pinsSetupFacts } from './catalog';

describe('the pin games: the runs a broadcast hears of by default (../runs.test.ts holds the key itself)', () => {
	it('count no runs', () => {
		expect(Object.fromEntries(Object.entries(pinsSetupFacts).map(([id, facts]) => [id, facts.runEvents]))).toEqual({ 'seven-pins': null, kegel: null });
	});
});
