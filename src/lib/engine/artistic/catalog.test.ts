import { describe, expect, it } from 'vitest';
import { artisticSetupFacts } from './catalog';

describe('artistic billiards: the runs a broadcast hears of by default (../runs.test.ts holds the key itself)', () => {
	it('counts no runs', () => {
		expect(Object.fromEntries(Object.entries(artisticSetupFacts).map(([id, facts]) => [id, facts.runEvents]))).toEqual({ artistic: null });
	});
});
