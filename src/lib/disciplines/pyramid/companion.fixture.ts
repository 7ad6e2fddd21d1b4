/**
 * The table tests/companion/companion.test.ts scores with this family's Companion page in a real
 * Companion module host: its match, the presses that bring it to a state worth looking at, and
 * which worded keys it then shows.
 */
export const pyramidCompanionDemo = {
	table: {
		id: 'pyramid',
		setup: { discipline: 'combined-pyramid', players: [{ name: 'Алексей Гусев', country: 'RU' }, { name: 'Łukasz Żółw', country: 'PL' }], raceTo: 3 }
	},
	// a ball, a svoyak (CP-3), then a miss: balls on the shelf, the turn passed
	warm: [['point', {}], ['send_action', { json: '{"t":"shot","svoyak":true}' }], ['miss', {}]] as [string, Record<string, unknown>][],
	worded: ['situation', 'pending'] as const,
	/** The warm-up leaves a choice the rules offer (a foul's). */
	choiceAfterWarmUp: false
};
