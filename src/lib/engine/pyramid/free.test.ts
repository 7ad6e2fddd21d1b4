/**
 * Free pyramid scenarios (RULES-more.md FP): what free pyramid changes in the PY rules
 * (combined.test.ts tests those). Player 0 = Ann (breaks frame 1), player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { scenario, shot as S } from '../testing/scenario';
import { asFamily } from '../summary';
import type { PyramidSummary } from './summary';

const sc = scenario({ discipline: 'free-pyramid', players: ['Ann', 'Ben'], raceTo: 2 });
const { error, expectRefused } = sc;
/** The summary after the actions, as the pyramid family's member. */
const play = (actions: unknown[], match: Record<string, unknown> = {}) => asFamily(sc.play(actions, match), 'pyramid');

const shelves = (s: PyramidSummary) => s.frame.shelves;
const total = (s: PyramidSummary) => s.frame.onTable + shelves(s).reduce((a, b) => a + b, 0);
const dryBreak = S({ cushions: 2 });

describe('FP: free pyramid', () => {
	it('FP-1: all 16 balls are counted; the break is from hand in the house', () => {
		const s = play([]);
		expect(s.frame).toEqual({ number: 1, breaker: 0, breakDue: true, onTable: 16, shelves: [0, 0], pointsTo: 8, inHand: 'house', premium: false });
	});

	it('FP-1: potted counts the balls other than the struck one — at most all but one', () => {
		expectRefused([], S({ potted: 16 }), '16 balls cannot fall or leave the table: only 15 are there to hit');
		const s = play([S({ potted: 7 }), S({ cushions: 0 })]);
		expect(s.frame.onTable).toBe(9);
		expectRefused([S({ potted: 7 })], S({ potted: 5, offTable: 4 }), '9 balls cannot fall or leave the table: only 8 are there to hit');
	});

	it('FP-1: the break is taken with the coloured ball (wrong-cue is a foul there); afterwards any ball is the cue ball', () => {
		const s = play([S({ foul: 'wrong-cue', cushions: 4 })]);
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.turn).toBe(1);
		expectRefused([dryBreak], S({ foul: 'wrong-cue' }), 'in free pyramid any ball may be the cue ball after the break');
	});

	it('FP-2: a svoyak (the struck ball falls after hitting another) scores its own ball; no ball is taken', () => {
		const s = play([dryBreak, S({ svoyak: true, potted: 2 })]);
		expect(shelves(s)).toEqual([0, 3]);
		expect(s.frame.onTable).toBe(13);
		expect(s.frame.inHand).toBeNull();
		expect(s.turn).toBe(1);
		expectRefused([dryBreak], S({ svoyak: true, penaltyBall: 3 }), 'no ball is taken off the table on this stroke');
	});

	it('FP-3: a ball scored continues with a new free choice; nothing scored passes the turn', () => {
		const s = play([S({ potted: 1 }), S({ svoyak: true }), S()]);
		expect(shelves(s)).toEqual([2, 0]);
		expect(s.turn).toBe(1);
		expect(s.frame.inHand).toBeNull();
		expect(s.players.map((p) => [p.innings, p.highRun])).toEqual([
			[1, 2],
			[0, 0]
		]);
	});

	it('FP-4: a foul — the balls are spotted, the opponent takes a penalty ball and plays from the position', () => {
		const s = play([dryBreak, S({ potted: 2, svoyak: true, foul: 'other' })]);
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.frame).toMatchObject({ onTable: 15, inHand: null });
		expect(s.turn).toBe(0);
		expect(play([dryBreak, S({ cueOff: true })]).frame.inHand).toBeNull();
	});

	it('FP-4 option foulInHand "house": when the struck ball fell or left the table, the opponent plays from hand in the house', () => {
		const house = { foulInHand: 'house' } as const;
		expect(play([dryBreak, S({ cueOff: true })], house).frame.inHand).toBe('house');
		expect(play([dryBreak, S({ svoyak: true, foul: 'no-rail' })], house).frame.inHand).toBe('house');
		expect(play([dryBreak, S({ foul: 'no-rail' })], house).frame.inHand).toBeNull();
		expect(error([], { foulInHand: 'anywhere' })).toMatch(/^match: foulInHand: Invalid option/);
	});

	it('FP-4: a placement foul on the break passes the right to play from hand in the house', () => {
		const s = play([S({ foul: 'placement' })]);
		expect(s.turn).toBe(1);
		expect(s.frame.inHand).toBe('house');
		expect(shelves(s)).toEqual([0, 1]);
	});

	it('FP-5: first to 8 of the 16 balls wins the frame; the count of balls is always 16', () => {
		// 7–7 leaves two balls: the struck one and one more; the next ball scored wins.
		const sevenSeven = [S({ potted: 7 }), S(), S({ potted: 6, svoyak: true }), S()];
		const before = play(sevenSeven);
		expect(shelves(before)).toEqual([7, 7]);
		expect(before.frame.onTable).toBe(2);
		expect(total(before)).toBe(16);
		const won = play([...sevenSeven, S({ svoyak: true })], { raceTo: 1 });
		expect(won).toMatchObject({ status: 'finished', winner: 0 });
		expect(won.frame).toMatchObject({ shelves: [8, 7], onTable: 1 });
		expect(total(won)).toBe(16);
	});

	it('FP-5 (PY-7): at 7–7 a foul gives the opponent his 8th ball and the frame', () => {
		const s = play([S({ potted: 7 }), S(), S({ potted: 6, svoyak: true }), S(), S({ foul: 'no-rail' })], { raceTo: 1 });
		expect(s).toMatchObject({ status: 'finished', winner: 1 });
		expect(s.frame.shelves).toEqual([7, 8]);
	});
});
