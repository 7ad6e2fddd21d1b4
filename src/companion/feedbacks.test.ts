import { describe, expect, it } from 'vitest';
import { feedbackDefinitions, playerOption, PREDICATES } from './feedbacks';

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
});
