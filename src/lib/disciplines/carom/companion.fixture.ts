/**
 * The table tests/companion/companion.test.ts scores with this family's Companion page in a real
 * Companion module host: its match, the presses that bring it to a state worth looking at, and
 * which worded keys it then shows.
 */
export const caromCompanionDemo = {
	table: {
		id: 'carom',
		setup: { discipline: 'three-cushion', players: [{ name: 'Łukasz Żółw', country: 'PL' }, { name: 'Дмитрий Ёлкин', country: 'RU' }], pointsTo: 15, inningsLimit: 30 }
	},
	warm: [['point', {}], ['point', {}], ['miss', {}], ['point', {}]] as [string, Record<string, unknown>][],
	worded: ['situation', 'targetText'] as const,
	/** The warm-up leaves a choice the rules offer (a foul's). */
	choiceAfterWarmUp: false
};
