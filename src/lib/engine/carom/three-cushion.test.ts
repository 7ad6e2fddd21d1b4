import { describe, expect, it } from 'vitest';
import { inning, innings, replay, replayError, shot } from './testing';

const threeC = (extra: Record<string, unknown> = {}) => ({
	discipline: 'three-cushion',
	players: ['Eddy Merckx', 'Opponent'],
	pointsTo: 50,
	...extra
});

describe('three-cushion', () => {
	it('3C-1: first to the agreed points; one point per count', () => {
		const s = replay(threeC({ pointsTo: 3, equalize: false }), [shot(1), shot(1), shot(1)]);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
	});
	it('3C-3: a foul on the break passes the turn and scores nothing', () => {
		const s = replay(threeC(), [shot(1, { foul: 'wrong-ball' })]);
		expect(s.turn).toBe(1);
		expect(s.players[0].score).toBe(0);
	});
	it('3C-4: a count continues the inning; a ball off the table is a foul', () => {
		const s = replay(threeC(), [shot(1), shot(1), shot(1, { foul: 'off-table' })]);
		expect(s.turn).toBe(1);
		expect(s.players[0].score).toBe(2);
	});
	it('3C-5: a foul ends the inning and its point does not count, nothing is deducted', () => {
		const s = replay(threeC(), [shot(1, { foul: 'push' })]);
		expect(s.players[0]).toMatchObject({ score: 0, highRun: 0, protocol: [0] });
		expect(s.turn).toBe(1);
	});
	it('3C: Merckx, 50 points in 6 innings, 4-9-26-7-0-4: average 8.333, high run 26', () => {
		const runs = [4, 9, 26, 7, 0, 4];
		const s = replay(threeC(), runs.flatMap((n) => [inning(n), inning(0)]));
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(s.players[0]).toMatchObject({ score: 50, innings: 6, highRun: 26, average: 8.333, protocol: runs });
	});
	it('3C: the equalizing inning follows the breaker reaching the target', () => {
		const s = replay(threeC(), innings(4, 0, 9, 0, 26, 0, 7, 0, 0, 0, 4));
		expect(s).toMatchObject({ status: 'in-progress', turn: 1, equalizing: true });
	});
	it('3C: balk is not part of the game', () => {
		expect(replayError(threeC(), [inning(1, { balk: true })])).toMatch(/no balk spaces/);
	});
});
