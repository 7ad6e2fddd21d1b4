import { describe, expect, it } from 'vitest';
import { poolSetupFacts } from './catalog';

describe('pool: the runs a broadcast hears of by default (../runs.test.ts holds the key itself)', () => {
	it('14.1 calls a 50 and a ton; the races (8-, 9-, 10-ball) count no runs', () => {
		expect(Object.fromEntries(Object.entries(poolSetupFacts).map(([id, facts]) => [id, facts.runEvents]))).toEqual({ 'eight-ball': null, 'nine-ball': null, 'straight-pool': [50, 100], 'ten-ball': null });
	});
});
