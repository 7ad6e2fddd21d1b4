/**
 * The table tests/companion/companion.test.ts scores with this family's Companion page in a real
 * Companion module host: its match, the presses that bring it to a state worth looking at, and
 * which worded keys it then shows.
 */
export const artisticCompanionDemo = {
	table: {
		id: 'artistic',
		setup: { discipline: 'artistic', players: ['Raymond', 'Jean', 'Marco', 'Semih'], figures: [{ name: 'Coulé', points: 4 }, { name: 'Massé', points: 9 }] }
	},
	warm: [['point', {}], ['miss', {}]] as [string, Record<string, unknown>][],
	worded: ['situation', 'targetText'] as const,
	/** The warm-up leaves a choice the rules offer (a foul's). */
	choiceAfterWarmUp: false
};
