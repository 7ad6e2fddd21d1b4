import { describe, expect, it } from 'vitest';
import { inning, replay, replayError, shot } from './testing';

const oneC = (extra: Record<string, unknown> = {}) => ({
	discipline: 'one-cushion',
	players: ['Anna', 'Boris'],
	pointsTo: 20,
	...extra
});

describe('one-cushion', () => {
	it('1C-1: a scoring stroke continues the inning', () => {
		const s = replay(oneC(), [shot(1), shot(1)]);
		expect(s).toMatchObject({ turn: 0 });
		expect(s.players[0].score).toBe(2);
	});
	it('1C-1: each foul takes one point off the current score and ends the inning', () => {
		const s = replay(oneC(), [inning(3), inning(0), shot(1), shot(1, { foul: 'no-cushion' })]);
		expect(s.turn).toBe(1);
		expect(s.players[0]).toMatchObject({ score: 3, protocol: [3, 0], highRun: 3 });
	});
	it('1C-1: the high run is the run before the deduction', () => {
		const s = replay(oneC(), [inning(4, { foul: 'no-cushion' })]);
		expect(s.players[0]).toMatchObject({ score: 3, highRun: 4, protocol: [3], average: 3 });
	});
	it('1C-1: the seed sets no floor: a foul at 0 leaves the score at -1', () => {
		const s = replay(oneC(), [shot(0, { foul: 'no-cushion' })]);
		expect(s.players[0]).toMatchObject({ score: -1, protocol: [-1], average: -1, highRun: 0 });
	});
	it('1C-1: the break foul (CG-8) costs a point too', () => {
		expect(replay(oneC(), [shot(1, { foul: 'wrong-ball' })]).players[0].score).toBe(-1);
	});
	it('1C-1: a player below zero may still score the full target', () => {
		const s = replay(oneC({ pointsTo: 5 }), [shot(0, { foul: 'push' }), shot(0), inning(6), inning(0)]);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(s.players[0]).toMatchObject({ score: 5, protocol: [-1, 6], highRun: 6 });
		expect(replayError(oneC({ pointsTo: 5 }), [shot(0, { foul: 'push' }), shot(0), inning(7)])).toBe(
			'action 2 (inning): 7 points would take Anna to 6, past the target 5'
		);
	});
	it('1C-1: three players', () => {
		const s = replay(oneC({ players: ['A', 'B', 'C'] }), [inning(1), inning(2, { foul: 'push' }), inning(3)]);
		expect(s.players.map((p) => p.score)).toEqual([1, 1, 3]);
		expect(s.turn).toBe(0);
	});
	it('1C-1: one-cushion has no balk spaces', () => {
		expect(replayError(oneC(), [shot(1, { balk: true })])).toBe(
			'action 0 (shot): one-cushion has no balk spaces or corner zones'
		);
	});
});
