/**
 * The table tests/companion/companion.test.ts scores with this family's Companion page in a real
 * Companion module host: its match, the presses that bring it to a state worth looking at, and
 * which worded keys it then shows.
 */
export const pinsCompanionDemo = {
	table: { id: 'pins', setup: { discipline: 'seven-pins', players: ['Ada', 'Bea'] } },
	// a foul that gives the opponent points: the rules then offer a choice (P7-6h)
	warm: [['send_action', { json: '{"t":"shot","pins":["king"]}' }], ['send_action', { json: '{"t":"shot","foul":"no-contact"}' }]] as [string, Record<string, unknown>][],
	worded: ['pending', 'targetText'] as const,
	/** The warm-up leaves a choice the rules offer (a foul's). */
	choiceAfterWarmUp: true
};
