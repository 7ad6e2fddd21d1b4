import { describe, expect, it } from 'vitest';
import { billiardsSetupFacts } from './catalog';

describe('English billiards: the runs a broadcast hears of by default (../runs.test.ts holds the key itself)', () => {
	it('a 50 break and a century (EB-26)', () => {
		expect(Object.fromEntries(Object.entries(billiardsSetupFacts).map(([id, facts]) => [id, facts.runEvents]))).toEqual({ 'english-billiards': [50, 100] });
	});
});
