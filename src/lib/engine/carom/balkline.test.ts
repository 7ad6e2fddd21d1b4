import { describe, expect, it } from 'vitest';
import { inning, replay, replayError, shot } from './testing';

const bk = (discipline: string, extra: Record<string, unknown> = {}) => ({
	discipline,
	players: ['Anna', 'Boris'],
	pointsTo: 300,
	...extra
});
const balk = () => shot(1, { balk: true });

describe('balkline', () => {
	it('BK-47/1: one carom in a balk space scores, the next in the same space ends the inning without penalty', () => {
		expect(replay(bk('balkline-47-1'), [balk()]).players[0].score).toBe(1);
		const s = replay(bk('balkline-47-1'), [balk(), balk()]);
		expect(s.turn).toBe(1);
		expect(s.players[0]).toMatchObject({ score: 1, innings: 1, attemptRequired: false });
		expect(s.balk).toEqual({ limit: 1, run: 0 });
	});
	it('BK-47/1: the ball that left the space may come back for another single carom', () => {
		const s = replay(bk('balkline-47-1'), [balk(), shot(1), balk(), shot(1), balk()]);
		expect(s.players[0].score).toBe(5);
		expect(s.turn).toBe(0);
	});
	it('BK-71/2 (seed: 74/2): two caroms in a row in a space, the third ends the inning', () => {
		const two = replay(bk('balkline-71-2'), [balk(), balk()]);
		expect(two.players[0].score).toBe(2);
		expect(two.balk).toEqual({ limit: 2, run: 2 });
		const three = replay(bk('balkline-71-2'), [balk(), balk(), balk()]);
		expect(three.players[0].score).toBe(2);
		expect(three.turn).toBe(1);
	});
	it('BK-71/2: a carom outside balk starts the count again', () => {
		const s = replay(bk('balkline-71-2'), [balk(), balk(), shot(1), balk(), balk()]);
		expect(s.players[0].score).toBe(5);
		expect(s.turn).toBe(0);
	});
	it('BK-47/2: two caroms in a row in a space', () => {
		const s = replay(bk('balkline-47-2'), [balk(), balk(), balk()]);
		expect(s.players[0].score).toBe(2);
		expect(s.turn).toBe(1);
	});
	it('BK: a foul in balk is a foul (CG-16), not a balk end', () => {
		const s = replay(bk('balkline-47-1'), [balk(), shot(1, { balk: true, foul: 'push' })]);
		expect(s.players[0]).toMatchObject({ score: 1, attemptRequired: true });
	});
	it('BK: two players only; the inning shortcut may end on a balk carom', () => {
		expect(replayError({ ...bk('balkline-71-2'), players: ['A', 'B', 'C'] })).toMatch(/exactly 2 players/);
		const s = replay(bk('balkline-71-2'), [inning(12, { balk: true })]);
		expect(s).toMatchObject({ turn: 1 });
		expect(s.players[0].score).toBe(12);
	});
});
