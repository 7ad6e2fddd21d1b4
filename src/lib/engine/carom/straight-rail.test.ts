import { describe, expect, it } from 'vitest';
import { inning, replay, replayError, shot } from './testing';

const rail = (extra: Record<string, unknown> = {}) => ({
	discipline: 'straight-rail',
	players: ['Anna', 'Boris'],
	pointsTo: 400,
	...extra
});
const balk = (points: 0 | 1 = 1) => shot(points, { balk: true });

describe('straight-rail', () => {
	it('SR-1: every carom is one point and the series goes on', () => {
		const s = replay(rail(), [shot(1), shot(1), shot(1)]);
		expect(s.players[0]).toMatchObject({ score: 3, currentRun: 3 });
		expect(s.turn).toBe(0);
		expect(s.balk).toEqual({ limit: 1, run: 0 });
	});
	it('SR-2: one carom in a corner zone scores', () => {
		const s = replay(rail(), [balk()]);
		expect(s.players[0].score).toBe(1);
		expect(s.balk).toEqual({ limit: 1, run: 1 });
		expect(s.turn).toBe(0);
	});
	it('SR-2: a second carom in the zone scores nothing and passes the turn, with no penalty', () => {
		const s = replay(rail(), [shot(1), balk(), balk()]);
		expect(s.turn).toBe(1);
		expect(s.players[0]).toMatchObject({ score: 2, highRun: 2, protocol: [2], attemptRequired: false });
	});
	it('SR-2: a carom after a ball left the zone (no balk) starts the count again', () => {
		const s = replay(rail(), [balk(), shot(1), balk(), shot(1), balk()]);
		expect(s.players[0].score).toBe(5);
		expect(s.turn).toBe(0);
	});
	it('SR-2: the next inning starts a new count', () => {
		const s = replay(rail(), [balk(), shot(0), balk()]);
		expect(s.players[1].score).toBe(1);
		expect(s.turn).toBe(1);
	});
	it('SR-2: an inning shortcut with balk ends on the carom past the limit', () => {
		const s = replay(rail(), [inning(7, { balk: true })]);
		expect(s.players[0].score).toBe(7);
		expect(s.turn).toBe(1);
	});
	it('SR-2: balk on a miss changes nothing', () => {
		expect(replay(rail(), [balk(0)]).turn).toBe(1);
	});
	it('CG-game: three players rotate; each has his own protocol', () => {
		const s = replay(rail({ players: ['A', 'B', 'C'], pointsTo: 50 }), [inning(3), inning(5), inning(7), inning(1)]);
		expect(s.players.map((p) => p.protocol)).toEqual([[3, 1], [5], [7]]);
		expect(s.turn).toBe(1);
	});
	it('SR-1: a foul costs nothing but the inning (CG-16)', () => {
		const s = replay(rail(), [shot(1), shot(0, { foul: 'touched-ball' })]);
		expect(s.players[0].score).toBe(1);
		expect(replayError(rail(), [{ t: 'shot', balk: 'yes' }])).toMatch(/balk/);
	});
});
