/**
 * The table tests/companion/companion.test.ts scores with this family's Companion page in a real
 * Companion module host: its match, the presses that bring it to a state worth looking at, and
 * which worded keys it then shows.
 */
export const poolCompanionDemo = {
	table: { id: 'pool', setup: { discipline: 'nine-ball', players: [{ name: 'Anna Nowak', country: 'PL' }, { name: 'Piotr Kowalski', country: 'PL' }], raceTo: 5 } },
	warm: [] as [string, Record<string, unknown>][],
	worded: ['situation', 'targetText'] as const,
	/** The warm-up leaves a choice the rules offer (a foul's). */
	choiceAfterWarmUp: false
};
