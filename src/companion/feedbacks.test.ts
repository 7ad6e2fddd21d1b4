import { describe, expect, it } from 'vitest';
import { MAX_PLAYER_SLOTS } from '../lib/view/fields';
import { changedFields, FEEDBACK_IDS, feedbackDefinitions, feedbacksReading, playerOption, PREDICATES, READS } from './feedbacks';

const fields = {
	status: 'live',
	player1AtTable: false,
	player2AtTable: true,
	player1FoulWarning: '2 fouls – a third loses the rack',
	player2FoulWarning: null,
	clockRunning: true,
	clockWarning: false,
	clockExpired: false,
	hillHill: true
};

describe('feedbacks', () => {
	it('light for the player at the table and the player on a foul warning only', () => {
		expect(PREDICATES.atTable(fields, { player: 2 })).toBe(true);
		expect(PREDICATES.atTable(fields, { player: 1 })).toBe(false);
		expect(PREDICATES.foulWarning(fields, { player: 1 })).toBe(true);
		expect(PREDICATES.foulWarning(fields, { player: 2 })).toBe(false);
		expect(PREDICATES.foulWarning({ player1FoulWarning: '' }, { player: 1 })).toBe(false);
	});

	it('follow the clock, hill-hill and the match’s end', () => {
		expect(PREDICATES.clockRunning(fields, {})).toBe(true);
		expect(PREDICATES.clockWarning(fields, {})).toBe(false);
		expect(PREDICATES.hillHill(fields, {})).toBe(true);
		expect(PREDICATES.matchFinished(fields, {})).toBe(false);
		expect(PREDICATES.matchFinished({ status: 'finished' }, {})).toBe(true);
		// no state yet: nothing lights
		for (const p of Object.values(PREDICATES)) expect(p({}, { player: 1 })).toBe(false);
	});

	it('take a bad player option as player 1', () => {
		expect(playerOption({ player: 9 })).toBe(1);
		expect(playerOption({ player: '3' })).toBe(3);
		expect(playerOption({})).toBe(1);
	});

	it('are boolean feedbacks that read the current fields each time', async () => {
		let now: Record<string, boolean> = { hillHill: false };
		const defs = feedbackDefinitions(() => now);
		const hill = defs.hillHill!;
		expect(hill.type).toBe('boolean');
		const run = () => (hill.callback as (f: unknown, c: unknown) => boolean)({ options: {} }, {});
		expect(run()).toBe(false);
		now = { hillHill: true };
		expect(run()).toBe(true);
		expect(Object.keys(defs).sort()).toEqual(['atTable', 'clockExpired', 'clockRunning', 'clockWarning', 'foulWarning', 'hillHill', 'matchFinished']);
		expect(defs.atTable!.options.map((o) => o.id)).toEqual(['player']);
	});

	it('read exactly the fields READS says, for every player option', () => {
		// A state where every field read so far holds a value that keeps a predicate reading on
		const states = [{}, Object.fromEntries(FEEDBACK_IDS.flatMap((id) => READS[id].map((f) => [f, true])))];
		for (const id of FEEDBACK_IDS) {
			const read = new Set<string>();
			for (const state of states) {
				const spy = new Proxy(state, {
					get(target, key) {
						if (typeof key === 'string') read.add(key);
						return Reflect.get(target, key);
					}
				});
				for (let player = 1; player <= MAX_PLAYER_SLOTS; player++) PREDICATES[id](spy, { player });
			}
			expect([...read].sort(), id).toEqual([...READS[id]].sort());
		}
	});

	it('needing a re-check: those that read a changed field', () => {
		expect(changedFields({ a: 1, b: 2, clockSeconds: 3 }, { a: 1, b: 3, c: null, clockSeconds: 2 })).toEqual(new Set(['b', 'c', 'clockSeconds']));
		expect(changedFields({ status: 'live' }, {})).toEqual(new Set(['status']));
		expect(feedbacksReading(new Set(['clockSeconds', 'player1Score']))).toEqual([]);
		expect(feedbacksReading(new Set(['player7AtTable', 'status', 'clockWarning']))).toEqual(['atTable', 'clockWarning', 'matchFinished']);
	});
});
