import { describe, expect, it } from 'vitest';
import type { CompetitionMatch } from '../competition/types';
import { freeTables, scheduleOf } from './schedule';

const m = (id: string, stage: number, bracket: CompetitionMatch['bracket'], group: number | null, round: number, number: number, extra: Partial<CompetitionMatch> = {}): CompetitionMatch => ({
	id,
	stage,
	bracket,
	group,
	round,
	rounds: 3,
	number,
	players: [null, null],
	from: [null, null],
	status: 'waiting',
	table: null,
	tableMatch: null,
	setup: {},
	result: null,
	winner: null,
	corrected: false,
	...extra
});

describe('the schedule', () => {
	it('is stages, then brackets (each group its own), then rounds, in order', () => {
		const blocks = scheduleOf([m('9', 1, 'winners', null, 1, 1), m('3', 0, 'group', 2, 1, 1), m('2', 0, 'group', 1, 2, 1), m('1', 0, 'group', 1, 1, 1), m('10', 1, 'final', null, 1, 1)]);
		expect(blocks.map((b) => [b.key, b.rounds.map((r) => [r.round, r.matches.map((x) => x.id)])])).toEqual([
			['0:group:1', [[1, ['1']], [2, ['2']]]],
			['0:group:2', [[1, ['3']]]],
			['1:winners:', [[1, ['9']]]],
			['1:final:', [[1, ['10']]]]
		]);
	});

	it('offers free tables, the competition’s own first, never one it plays on', () => {
		const venue = [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }, { id: 'd', name: 'D' }];
		const live = m('1', 0, 'winners', null, 1, 1, { status: 'live', table: 'c' });
		expect(freeTables(venue, ['a'], ['d'], [live]).map((x) => x.id)).toEqual(['d', 'b']);
	});
});
