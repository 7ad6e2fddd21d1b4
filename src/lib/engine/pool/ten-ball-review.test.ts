/**
 * A referee's review of 10-ball (RULES-more.md TB): scenarios written from the rules text, every
 * expected value worked out by hand. Player 0 = Ann (breaks rack 1), player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { choose, fouls, scenario, scores, shot as S } from '../testing/scenario';
import type { Summary } from '../types';

const sc = scenario({ discipline: 'ten-ball', players: ['Ann', 'Ben'], raceTo: 2 });
const { play, expectRefused, lastEvents } = sc;

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const without = (...gone: number[]) => ALL.filter((b) => !gone.includes(b));
const rack = (s: Summary) => s.rack!;
const types = (evs: { type: string }[]) => evs.map((e) => e.type);

/** Ann breaks legally and pockets the 1: she continues, the push-out is open. */
const breakOne = S({ firstHit: 1, potted: [1] });
/** Ann breaks legally and pockets 1–9: only the 10 is left, and she is still at the table. */
const breakToTen = S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
/** A legal dry break: the 1 first, four balls to a rail. Ben is to play. */
const dryBreak = S({ firstHit: 1, rails: 4 });

describe('TB-2: the break', () => {
	it('TB-2: a 10 pocketed on a legal break is spotted, the other balls stay down, the breaker continues', () => {
		const s = play([S({ firstHit: 1, potted: [3, 10] })]);
		expect(rack(s).onTable).toEqual(without(3));
		expect(s.turn).toBe(0);
		expect(scores(s)).toEqual([0, 0]);
		expect(rack(s)).toMatchObject({ ballInHand: null, pushOutAvailable: true, breakDue: false });
	});

	it('TB-2: a break that pockets only the 10 is legal (a ball fell): spotted, the breaker continues', () => {
		const s = play([S({ firstHit: 1, potted: [10] })]);
		expect(rack(s).onTable).toEqual(ALL);
		expect(s.turn).toBe(0);
		expect(fouls(s)).toEqual([0, 0]);
	});

	it('TB-2: four balls to a rail and nothing down is legal — the turn passes, no foul, the push-out is open', () => {
		const s = play([dryBreak]);
		expect(s.turn).toBe(1);
		expect(fouls(s)).toEqual([0, 0]);
		expect(rack(s)).toMatchObject({ ballInHand: null, pushOutAvailable: true, onTable: ALL });
	});

	it('TB-2: three balls to a rail and nothing down is a failed break: ball in hand anywhere, no push-out after', () => {
		const s = play([S({ firstHit: 1, rails: 3 })]);
		expect(s.turn).toBe(1);
		expect(fouls(s)).toEqual([1, 0]);
		expect(rack(s)).toMatchObject({ ballInHand: 'anywhere', pushOutAvailable: false, breakDue: false });
		expectRefused([S({ firstHit: 1, rails: 3 })], S({ push: true }), /push/);
	});

	it('TB-2: the 1 must be hit first on the break — a ball pocketed off the 3 first is a foul; the 10 comes back', () => {
		const s = play([S({ firstHit: 3, potted: [2, 10] })]);
		expect(fouls(s)).toEqual([1, 0]);
		expect(rack(s).onTable).toEqual(without(2));
		expect(rack(s).ballInHand).toBe('anywhere');
		expect(s.turn).toBe(1);
	});

	it('TB-2: no call on the break', () => {
		expectRefused([], S({ firstHit: 1, potted: [1], calledBall: 1 }), /break is not a called shot/);
	});
});

describe('TB-3: the push-out', () => {
	it('TB-3: a 10 pocketed on a push-out is spotted, other balls stay down; the opponent chooses', () => {
		const s = play([dryBreak, S({ push: true, potted: [4, 10] })]);
		expect(rack(s).onTable).toEqual(without(4));
		expect(s.pending).toEqual({ player: 0, options: ['shoot', 'pass'] });
		expect(s.turn).toBe(0);
	});

	it('TB-3: shoot — the chooser plays from the position; pass — the pusher must play', () => {
		const pushed = [dryBreak, S({ push: true })];
		const shoot = play([...pushed, choose('shoot')]);
		expect(shoot.turn).toBe(0);
		expect(rack(shoot)).toMatchObject({ ballInHand: null, pushOutAvailable: false });
		const pass = play([...pushed, choose('pass')]);
		expect(pass.turn).toBe(1);
		expect(rack(pass)).toMatchObject({ ballInHand: null, pushOutAvailable: false });
	});

	it('TB-3: the breaker who pocketed a ball may push out himself; a push is not called', () => {
		const s = play([breakOne, S({ push: true })]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
		expectRefused([breakOne], S({ push: true, calledBall: 3 }), /push-out is not a called shot/);
	});

	it('TB-3: a push-out with a scratch is a foul: ball in hand anywhere, no choice', () => {
		const s = play([dryBreak, S({ push: true, foul: 'scratch' })]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(0);
		expect(rack(s).ballInHand).toBe('anywhere');
		expect(fouls(s)).toEqual([0, 1]);
	});

	it('TB-3: only the first stroke after the break may be a push-out', () => {
		expectRefused([breakOne, S({ potted: [2] })], S({ push: true }), /push/);
	});
});

describe('TB-4 … TB-7: the call', () => {
	it('TB-4: the lowest ball must be hit first, whatever is called — made called 5 off the 2: he continues', () => {
		const s = play([breakOne, S({ calledBall: 5, firstHit: 2, potted: [5] })]);
		expect(s.turn).toBe(0);
		expect(rack(s).onTable).toEqual(without(1, 5));
		expect(fouls(s)).toEqual([0, 0]);
	});

	it('TB-4: the called 5 hit first while the 2 is lowest is a foul: the 5 stays down, ball in hand anywhere', () => {
		const s = play([breakOne, S({ calledBall: 5, firstHit: 5, potted: [5] })]);
		expect(s.turn).toBe(1);
		expect(fouls(s)).toEqual([1, 0]);
		expect(rack(s).onTable).toEqual(without(1, 5));
		expect(rack(s).ballInHand).toBe('anywhere');
	});

	it('TB-5: the called ball made, another ball down too: both stay down, he continues', () => {
		const s = play([breakOne, S({ calledBall: 2, firstHit: 2, potted: [2, 6] })]);
		expect(s.turn).toBe(0);
		expect(rack(s).onTable).toEqual(without(1, 2, 6));
		expect(s.pending).toBeNull();
	});

	it('TB-5: the called ball made and the 10 dropped beside it: the 10 is spotted, he continues', () => {
		const s = play([breakOne, S({ calledBall: 2, firstHit: 2, potted: [2, 10] })]);
		expect(s.turn).toBe(0);
		expect(rack(s).onTable).toEqual(without(1, 2));
		expect(scores(s)).toEqual([0, 0]);
	});

	it('TB-6: an early called 10 (other balls on the table) is spotted and the shooter continues', () => {
		const s = play([breakOne, S({ calledBall: 10, firstHit: 2, potted: [10] })]);
		expect(scores(s)).toEqual([0, 0]);
		expect(s.turn).toBe(0);
		expect(rack(s).onTable).toEqual(without(1));
	});

	it('TB-6: the called 10 as the last ball wins the rack; the next rack is Ben\'s break', () => {
		const s = play([breakToTen, S({ calledBall: 10, potted: [10] })]);
		expect(scores(s)).toEqual([1, 0]);
		expect(rack(s)).toMatchObject({ number: 2, breaker: 1, breakDue: true, onTable: ALL, ballInHand: 'kitchen' });
		expect(s.turn).toBe(1);
		// no calledBall: the call is the lowest ball, the 10
		expect(scores(play([breakToTen, S({ potted: [10] })]))).toEqual([1, 0]);
	});

	it('TB-6: a 9–10 combination with the 9 the last other ball: the 10 is spotted (not the only ball at the start)', () => {
		const breakToNine = S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8] });
		const s = play([breakToNine, S({ calledBall: 10, firstHit: 9, potted: [9, 10] })]);
		expect(scores(s)).toEqual([0, 0]);
		expect(rack(s).onTable).toEqual([10]);
		expect(s.turn).toBe(0);
		expect(scores(play([breakToNine, S({ calledBall: 10, firstHit: 9, potted: [9, 10] }), S({ potted: [10] })]))).toEqual([1, 0]);
	});

	it('TB-6: the last 10 in the wrong pocket does not win: spotted, Ben chooses; shoot — Ben plays and wins with it', () => {
		const wrong = [breakToTen, S({ calledBall: 10, called: false, potted: [10] })];
		const s = play(wrong);
		expect(scores(s)).toEqual([0, 0]);
		expect(rack(s).onTable).toEqual([10]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
		const shoot = play([...wrong, choose('shoot')]);
		expect(shoot.turn).toBe(1);
		expect(scores(play([...wrong, choose('shoot'), S({ potted: [10] })]))).toEqual([0, 1]);
		const pass = play([...wrong, choose('pass')]);
		expect(pass.turn).toBe(0);
		expect(scores(play([...wrong, choose('pass'), S({ potted: [10] })]))).toEqual([1, 0]);
	});

	it('TB-6: the last 10 pocketed on a foul is spotted: no win, ball in hand anywhere for Ben', () => {
		const s = play([breakToTen, S({ potted: [10], foul: 'scratch' })]);
		expect(scores(s)).toEqual([0, 0]);
		expect(rack(s).onTable).toEqual([10]);
		expect(rack(s).ballInHand).toBe('anywhere');
		expect(s.turn).toBe(1);
	});

	it('TB-7: a called ball in the wrong pocket is a wrongful pocket: it stays down, the inning ends, Ben chooses', () => {
		const wrong = [breakOne, S({ calledBall: 3, called: false, firstHit: 2, potted: [3] })];
		const s = play(wrong);
		expect(rack(s).onTable).toEqual(without(1, 3));
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
		expect(fouls(s)).toEqual([0, 0]);
		expect(play([...wrong, choose('shoot')]).turn).toBe(1);
		expect(play([...wrong, choose('pass')]).turn).toBe(0);
		expect(rack(play([...wrong, choose('pass')])).ballInHand).toBeNull();
	});

	it('TB-7: another ball than the called one falls (the called ball missed): wrongful pocket; the 10 is spotted', () => {
		const s = play([breakOne, S({ calledBall: 2, firstHit: 2, potted: [7, 10] })]);
		expect(rack(s).onTable).toEqual(without(1, 7));
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('TB-7: nothing down, no foul: the turn simply passes, no choice', () => {
		const s = play([breakOne, S({ calledBall: 2, firstHit: 2, called: false })]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(rack(s).ballInHand).toBeNull();
	});

	it('TB-8: with the default rules there is no called safety', () => {
		expectRefused([breakOne], S({ safety: true }), /no called safety/);
	});
});

describe('TB-9 … TB-11: fouls, three fouls, stalemate', () => {
	it('TB-9: a foul keeps pocketed and jumped balls out, except the 10, which is spotted', () => {
		const s = play([breakOne, S({ firstHit: 2, potted: [4, 10], offTable: [6], foul: 'scratch' })]);
		expect(rack(s).onTable).toEqual(without(1, 4, 6));
		expect(s.turn).toBe(1);
		expect(rack(s).ballInHand).toBe('anywhere');
		// a jumped 10 is spotted too, and the jump alone is a foul
		const jumped = play([breakOne, S({ firstHit: 2, offTable: [10] })]);
		expect(fouls(jumped)).toEqual([1, 0]);
		expect(rack(jumped).onTable).toEqual(without(1));
	});

	it('TB-10: three consecutive fouls by one player in one rack lose it; the next rack is broken by the alternation', () => {
		const foul = S({ foul: 'no-hit' });
		const miss = S({ called: false });
		const two = [S({ firstHit: 1, rails: 2 }), miss, foul, miss];
		const s = play(two);
		expect(fouls(s)).toEqual([2, 0]);
		expect(s.turn).toBe(0);
		const three = play([...two, foul]);
		expect(scores(three)).toEqual([0, 1]);
		expect(fouls(three)).toEqual([0, 0]);
		expect(rack(three)).toMatchObject({ number: 2, breaker: 1, breakDue: true, onTable: ALL });
		expect(types(lastEvents([...two, foul]))).toContain('rack-won');
	});

	it('TB-10: a clean stroke between fouls wipes the marks', () => {
		const foul = S({ foul: 'no-hit' });
		const miss = S({ called: false });
		const s = play([S({ firstHit: 1, rails: 2 }), miss, foul, miss, miss, miss, foul]);
		expect(fouls(s)).toEqual([1, 0]);
		expect(scores(s)).toEqual([0, 0]);
	});

	it('TB-11: a stalemate re-racks: same rack number, the breaker of the rack breaks again, foul marks cleared', () => {
		const s = play([dryBreak, S({ foul: 'no-hit' }), S({ called: false }), { t: 'rerack' }]);
		expect(rack(s)).toMatchObject({ number: 1, breaker: 0, breakDue: true, onTable: ALL, ballInHand: 'kitchen', pushOutAvailable: false });
		expect(s.turn).toBe(0);
		expect(fouls(s)).toEqual([0, 0]);
		expect(scores(s)).toEqual([0, 0]);
		// Ben's rack 2 stalemate: Ben breaks it again
		const r2 = play([breakToTen, S({ potted: [10] }), dryBreak, { t: 'rerack' }]);
		expect(rack(r2)).toMatchObject({ number: 2, breaker: 1, breakDue: true });
		expect(r2.turn).toBe(1);
	});

	it('race to 2: hill-hill at 1–1, the match won at 2; undo and redo walk it back', () => {
		const ann = [breakToTen, S({ potted: [10] })];
		const ben = [S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] }), S({ potted: [10] })];
		expect(types(lastEvents([...ann, ...ben]))).toContain('hill-hill');
		const s = play([...ann, ...ben, ...ann]);
		expect(s.status).toBe('finished');
		expect(s.winner).toBe(0);
		expect(scores(s)).toEqual([2, 1]);
		const undone = play([...ann, ...ben, breakToTen, S({ potted: [10] }), { t: 'undo' }]);
		expect(undone.status).toBe('in-progress');
		expect(rack(undone).onTable).toEqual([10]);
		expect(undone.turn).toBe(0);
		expect(play([...ann, ...ben, breakToTen, S({ potted: [10] }), { t: 'undo' }, { t: 'redo' }])).toEqual(s);
	});

	it('forfeit and rack result: forfeit gives the rack to the opponent; a rack result is refused during a choice', () => {
		expect(scores(play([breakOne, { t: 'forfeit', player: 0 }]))).toEqual([0, 1]);
		expect(scores(play([{ t: 'rack', player: 0 }]))).toEqual([1, 0]);
		expectRefused([dryBreak, S({ push: true })], { t: 'rack', player: 0 }, /choose|must/);
	});
});
