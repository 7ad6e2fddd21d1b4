/**
 * The table tests/companion/companion.test.ts scores with this family's Companion page in a real
 * Companion module host: its match, the presses that bring it to a state worth looking at, and
 * which worded keys it then shows.
 */
export const snookerCompanionDemo = {
	table: { id: 'snooker', setup: { discipline: 'snooker', players: [{ name: 'Judd Trump', country: 'GB' }, { name: 'Ding Junhui', country: 'CN' }], bestOf: 7 } },
	// a red and the black by their keys, nothing potted, then a foul: the incoming player's choice (SN-7)
	warm: [
		['send_action', { json: '{"t":"shot","potted":["red"]}' }],
		['send_action', { json: '{"t":"shot","potted":["black"]}' }],
		['miss', {}],
		['foul', {}]
	] as [string, Record<string, unknown>][],
	worded: ['situation', 'pending'] as const,
	/** The warm-up leaves a choice the rules offer (a foul's). */
	choiceAfterWarmUp: true
};
