import { describe, expect, it } from 'vitest';
import { snookerSetupFacts } from './catalog';

describe('snooker: the runs a broadcast hears of by default (../runs.test.ts holds the key itself)', () => {
	it('a break of 50 and a century', () => {
		expect(Object.fromEntries(Object.entries(snookerSetupFacts).map(([id, facts]) => [id, facts.runEvents]))).toEqual({ snooker: [50, 100] });
	});
});
