import { describe, expect, it } from 'vitest';
import { pyramidSetupFacts } from './catalog';

describe('Russian pyramid: the runs a broadcast hears of by default (../runs.test.ts holds the key itself)', () => {
	it('a series of 5 balls in every pyramid', () => {
		expect(Object.fromEntries(Object.entries(pyramidSetupFacts).map(([id, facts]) => [id, facts.runEvents]))).toEqual({ 'free-pyramid': [5], 'combined-pyramid': [5], 'dynamic-pyramid': [5] });
	});
});
