/**
 * The table tests/companion/companion.test.ts scores with this family's Companion page in a real
 * Companion module host: its match, the presses that bring it to a state worth looking at, and
 * which worded keys it then shows.
 */
export const billiardsCompanionDemo = {
	table: {
		id: 'billiards',
		setup: { discipline: 'english-billiards', players: [{ name: 'Peter Gilchrist', country: 'SG' }, { name: 'Sourav Kothari', country: 'IN' }], pointsTo: 150, bestOf: 5 }
	},
	// a pot of the red and an in-off by their keys, a stroke that scores nothing, then a foul: the incoming player's choice (EB-16)
	warm: [
		['send_action', { json: '{"t":"shot","firstHit":"red","potted":["red"]}' }],
		['send_action', { json: '{"t":"shot","firstHit":"red","inOff":true}' }],
		['miss', {}],
		['foul', {}]
	] as [string, Record<string, unknown>][],
	worded: ['situation', 'pending'] as const,
	/** The warm-up leaves a choice the rules offer (a foul's). */
	choiceAfterWarmUp: true
};
