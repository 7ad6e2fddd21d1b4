import { describe, expect, it } from 'vitest';
import { caromSetupFacts } from './catalog';

describe('carom: the runs a broadcast hears of by default (../runs.test.ts holds the key itself)', () => {
	it('the open games call a 50 and a ton, three-cushion 5 and 10, one-cushion 10 and 20', () => {
		expect(Object.fromEntries(Object.entries(caromSetupFacts).map(([id, facts]) => [id, facts.runEvents]))).toEqual({
			'straight-rail': [50, 100],
			'one-cushion': [10, 20],
			'three-cushion': [5, 10],
			'balkline-47-1': [50, 100],
			'balkline-47-2': [50, 100],
			'balkline-71-2': [50, 100]
		});
	});
});
