/**
 * 14.1 straight pool scenarios (RULES.md 14, seed 000), driven exactly as `replay` drives
 * them: runScript(doc) then summarize(match). Player 0 = Ann, player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { runScript } from '../match';
import { choose, scenario, shot } from '../testing/scenario';
import type { Summary } from '../types';

const base = { discipline: 'straight-pool', players: ['Ann', 'Ben'], pointsTo: 50 };

const { play, error, expectRefused } = scenario(base);

const S = shot;
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const without = (gone: number[]) => ALL.filter((b) => !gone.includes(b));
const scores = (s: Summary) => s.players.map((p) => p.score);
const fouls = (s: Summary) => s.players.map((p) => p.fouls);
const innings = (s: Summary) => s.players.map((p) => p.innings);
const highRuns = (s: Summary) => s.players.map((p) => p.highRun);

/** A legal safe opening break: cue ball to a rail after contact, two object balls to a rail. */
const safeBreak = S({ cueRail: true, rails: 2 });
/** An opening break that meets neither requirement (14-6). */
const badBreak = S({ rails: 1 });

describe('14.1: initial state', () => {
	it('summary before the opening break', () => {
		const s = play([]);
		expect(s).toMatchObject({ discipline: 'straight-pool', status: 'in-progress', winner: null, draw: false, turn: 0, pending: null });
		expect(s.rack).toMatchObject({ number: 1, breaker: 0, onTable: ALL, ballInHand: 'kitchen', openTable: null, groups: null, pushOutAvailable: false });
		expect(s.players.map((p) => [p.score, p.innings, p.highRun, p.average, p.fouls])).toEqual([
			[0, 0, 0, null, 0],
			[0, 0, 0, null, 0]
		]);
	});
});

describe('14.1 rules', () => {
	it('14-1: each called, legally pocketed ball scores 1 and the player continues until he misses', () => {
		const s = play([safeBreak, S({ potted: [3] }), S({ potted: [7] }), S()]);
		expect(scores(s)).toEqual([0, 2]);
		expect(s.turn).toBe(0);
		expect(s.rack!.onTable).toEqual(without([3, 7]));
		expect(s.rack!.ballInHand).toBeNull();
		expect(highRuns(s)).toEqual([0, 2]);
	});

	it('14-1 / 14-7.3: at one ball left the 14 are re-racked and the same player continues; the run goes on', () => {
		const fourteen = [S({ potted: [1] }), S({ potted: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] })];
		const s = play(fourteen);
		expect(scores(s)).toEqual([14, 0]);
		expect(s.turn).toBe(0);
		expect(s.rack).toMatchObject({ number: 2, breaker: 0, onTable: ALL, ballInHand: null });
		expect(s.pending).toBeNull();
		expect(highRuns(s)).toEqual([14, 0]);
		expect(innings(s)).toEqual([1, 0]);
		// 14-7.3: the player may shoot any ball, the 15th included
		const on = play([...fourteen, S({ potted: [15, 2] }), S({ potted: [4] }), S()]);
		expect(scores(on)).toEqual([17, 0]);
		expect(highRuns(on)).toEqual([17, 0]);
		expect(on.rack).toMatchObject({ number: 2, onTable: without([2, 4, 15]) });
		expect(on.turn).toBe(1);
		expect(innings(on)).toEqual([1, 0]);
	});

	it('14-1: the 14th and 15th on one legal stroke both score; all 15 are racked and play goes on', () => {
		const s = play([S({ potted: [1] }), S({ potted: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] }), S({ potted: [14, 15] })]);
		expect(scores(s)).toEqual([15, 0]);
		expect(s.rack).toMatchObject({ number: 2, onTable: ALL });
		expect(s.turn).toBe(0);
	});

	it('14-1: the stroke that reaches the points ends the match without re-racking the 14', () => {
		const to14 = scenario({ ...base, pointsTo: 14 });
		const s = to14.play([safeBreak, S({ potted: without([15]) })]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, turn: null });
		expect(s.rack).toMatchObject({ number: 1, onTable: [15] });
		const both = scenario({ ...base, pointsTo: 15 }).play([safeBreak, S({ potted: ALL })]);
		expect(both).toMatchObject({ status: 'finished', winner: 1 });
		expect(both.rack).toMatchObject({ number: 1, onTable: [] });
	});

	it('14-6 / 14-7.4: a declared safety on the opening break: its ball is spotted, scores nothing, and only 14-6(2) makes the break legal', () => {
		const legal = play([S({ safety: true, cueRail: true, rails: 2, potted: [5] })]);
		expect(scores(legal)).toEqual([0, 0]);
		expect(legal).toMatchObject({ turn: 1, pending: null });
		expect(legal.rack?.onTable).toEqual(ALL);
		const violation = play([S({ safety: true, potted: [5] })]);
		expect(scores(violation)).toEqual([-2, 0]);
		expect(violation.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
	});

	it('14-6: a breaking violation costs −2, adds no foul mark, and the opponent chooses accept or rebreak', () => {
		const s = play([badBreak]);
		expect(scores(s)).toEqual([-2, 0]);
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
		expect(s.turn).toBe(1);
		const accepted = play([badBreak, choose('accept')]);
		expect(accepted.turn).toBe(1);
		expect(accepted.pending).toBeNull();
		expect(accepted.rack).toMatchObject({ onTable: ALL, ballInHand: null, breaker: 0, number: 1 });
		// accept means Ben plays a normal stroke, not a break
		const afterAccept = play([badBreak, choose('accept'), S({ potted: [5] })]);
		expect(scores(afterAccept)).toEqual([-2, 1]);
	});

	it('14-6: rebreak — the same breaker breaks again; each violation costs −2 more', () => {
		const s = play([badBreak, choose('rebreak')]);
		expect(s.turn).toBe(0);
		expect(s.rack).toMatchObject({ number: 1, breaker: 0, onTable: ALL, ballInHand: 'kitchen' });
		const three = play([badBreak, choose('rebreak'), badBreak, choose('rebreak'), badBreak]);
		expect(scores(three)).toEqual([-6, 0]);
		expect(fouls(three)).toEqual([0, 0]);
		expect(three.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
		const legal = play([badBreak, choose('rebreak'), safeBreak]);
		expect(scores(legal)).toEqual([-2, 0]);
		expect(legal.turn).toBe(1);
		expect(legal.pending).toBeNull();
	});

	it('14-6: a legal break (by the called ball) scores and the breaker continues', () => {
		const s = play([S({ potted: [6] })]);
		expect(scores(s)).toEqual([1, 0]);
		expect(s.turn).toBe(0);
		expect(s.rack!.onTable).toEqual(without([6]));
		// a ball down with called:false and no rail requirements met: a breaking violation, ball spotted
		const uncalled = play([S({ potted: [6], called: false })]);
		expect(scores(uncalled)).toEqual([-2, 0]);
		expect(uncalled.rack!.onTable).toEqual(ALL);
	});

	it('14-6: a break that meets the requirements but scratches — −1, a foul mark, kitchen, balls stay', () => {
		const s = play([S({ cueRail: true, rails: 3, foul: 'scratch' })]);
		expect(scores(s)).toEqual([-1, 0]);
		expect(fouls(s)).toEqual([1, 0]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(s.rack).toMatchObject({ ballInHand: 'kitchen', onTable: ALL });
		const called = play([S({ potted: [4], foul: 'scratch' })]);
		expect(scores(called)).toEqual([-1, 0]);
		expect(called.rack!.onTable).toEqual(ALL);
	});

	it('14-6 (decision): a breaking violation with a scratch is −2 only; accepting gives the cue ball behind the head string', () => {
		const s = play([S({ rails: 1, foul: 'scratch' })]);
		expect(scores(s)).toEqual([-2, 0]);
		expect(fouls(s)).toEqual([0, 0]);
		const accepted = play([S({ rails: 1, foul: 'scratch' }), choose('accept')]);
		expect(accepted.rack!.ballInHand).toBe('kitchen');
	});

	it('14-7.1: other balls pocketed on the same legal stroke also score', () => {
		const s = play([safeBreak, S({ potted: [3, 5, 11] })]);
		expect(scores(s)).toEqual([0, 3]);
		expect(s.turn).toBe(1);
		expect(highRuns(s)).toEqual([0, 3]);
	});

	it('14-7.2: a stroke without contact then a pocket or a rail is a foul: −1, the inning ends', () => {
		for (const foul of ['no-rail', 'no-hit']) {
			const s = play([safeBreak, S({ foul })]);
			expect(scores(s)).toEqual([0, -1]);
			expect(fouls(s)).toEqual([0, 1]);
			expect(s.turn).toBe(0);
			expect(s.rack!.ballInHand).toBeNull();
		}
	});

	it('14-7.4: a declared safety ends the inning; balls pocketed on it are spotted and do not score; marks wiped', () => {
		const s = play([safeBreak, S({ foul: 'no-rail' }), S(), S({ safety: true, potted: [2] })]);
		expect(scores(s)).toEqual([0, -1]);
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.rack!.onTable).toEqual(ALL);
		expect(s.turn).toBe(0);
	});

	it('14-7.5: an intentional foul costs −16; the incoming player accepts (cue ball behind the head string) or re-racks', () => {
		const s = play([safeBreak, S({ foul: 'intentional' })]);
		expect(scores(s)).toEqual([0, -16]);
		expect(fouls(s)).toEqual([0, 1]);
		expect(s.pending).toEqual({ player: 0, options: ['accept', 'rerack'] });
		expect(s.turn).toBe(0);
		const accepted = play([safeBreak, S({ foul: 'intentional' }), choose('accept')]);
		expect(accepted.turn).toBe(0);
		expect(accepted.rack!.ballInHand).toBe('kitchen');
		expect(accepted.pending).toBeNull();
		const rerack = play([safeBreak, S({ foul: 'intentional' }), choose('rerack')]);
		expect(rerack.turn).toBe(1);
		expect(rerack.rack).toMatchObject({ onTable: ALL, breaker: 1, number: 1, ballInHand: 'kitchen' });
		expect(fouls(rerack)).toEqual([0, 1]); // only a third foul wipes marks
		// the offender's re-break is under opening-break rules
		const viol = play([safeBreak, S({ foul: 'intentional' }), choose('rerack'), badBreak]);
		expect(scores(viol)).toEqual([0, -18]);
		expect(viol.pending).toEqual({ player: 0, options: ['accept', 'rebreak'] });
	});

	it('14-7.5 / 14-12 (decision): an intentional foul that is the third consecutive foul costs −31 and re-racks with no choice', () => {
		const s = play([safeBreak, S({ foul: 'other' }), S(), S({ foul: 'other' }), S(), S({ foul: 'intentional' })]);
		expect(scores(s)).toEqual([0, -33]);
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(s.rack).toMatchObject({ breaker: 1, onTable: ALL, ballInHand: 'kitchen' });
	});

	it('14-8: a ball pocketed improperly (called:false) is spotted, no point, no penalty; the inning ends', () => {
		const s = play([safeBreak, S({ potted: [4], called: false })]);
		expect(scores(s)).toEqual([0, 0]);
		expect(s.rack!.onTable).toEqual(ALL);
		expect(s.turn).toBe(0);
		expect(fouls(s)).toEqual([0, 0]);
	});

	it('14-9: an object ball off the table is a foul (−1) and is spotted', () => {
		const s = play([safeBreak, S({ offTable: [5] })]);
		expect(scores(s)).toEqual([0, -1]);
		expect(fouls(s)).toEqual([0, 1]);
		expect(s.rack!.onTable).toEqual(ALL);
		expect(s.rack!.ballInHand).toBeNull();
	});

	it('14-10: cue ball pocketed or off the table — incoming player in hand behind the head string', () => {
		for (const foul of ['scratch', 'cue-off']) {
			const s = play([safeBreak, S({ foul })]);
			expect(s.rack!.ballInHand).toBe('kitchen');
			expect(scores(s)).toEqual([0, -1]);
			expect(s.turn).toBe(0);
		}
	});

	it('14-11: an ordinary foul is −1 and the incoming player takes the cue ball where it lies', () => {
		const s = play([safeBreak, S({ potted: [2] }), S({ foul: 'other' })]);
		expect(scores(s)).toEqual([0, 0]);
		expect(s.rack!.ballInHand).toBeNull();
		expect(s.turn).toBe(0);
		expect(highRuns(s)).toEqual([0, 1]);
	});

	it('14-12: third consecutive foul costs −16 on that stroke, wipes the marks, re-racks all 15 and the offender breaks', () => {
		const seq = [safeBreak, S({ potted: [2] }), S({ foul: 'no-rail' }), S(), S({ foul: 'no-rail' }), S()];
		const two = play(seq);
		expect(scores(two)).toEqual([0, -1]);
		expect(fouls(two)).toEqual([0, 2]);
		const s = play([...seq, S({ foul: 'no-rail' })]);
		expect(scores(s)).toEqual([0, 1 - 1 - 1 - 16]);
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(s.rack).toMatchObject({ number: 1, breaker: 1, onTable: ALL, ballInHand: 'kitchen' });
		// the break after the third foul is an opening break: −2 on a violation, opponent's choice
		const viol = play([...seq, S({ foul: 'no-rail' }), badBreak]);
		expect(scores(viol)).toEqual([0, -19]);
		expect(viol.pending).toEqual({ player: 0, options: ['accept', 'rebreak'] });
		expect(fouls(viol)).toEqual([0, 0]);
	});

	it('14-12: the seed worked example — counted in strokes, a legal pocket mid-inning wipes the marks', () => {
		// Ben: foul ends an inning (1); foul on the first stroke of the next (2);
		// next inning: a legal pocket (0), then a scratch (1) → he starts the next inning with ONE foul
		const s = play([safeBreak, S({ foul: 'other' }), S(), S({ foul: 'other' }), S(), S({ potted: [6] }), S({ foul: 'scratch' }), S()]);
		expect(fouls(s)).toEqual([0, 1]);
		expect(scores(s)).toEqual([0, -1 - 1 + 1 - 1]);
		expect(s.turn).toBe(1);
		expect(innings(s)).toEqual([4, 3]);
		// and his next foul is the second, not a third
		const next = play([safeBreak, S({ foul: 'other' }), S(), S({ foul: 'other' }), S(), S({ potted: [6] }), S({ foul: 'scratch' }), S(), S({ foul: 'other' })]);
		expect(fouls(next)).toEqual([0, 2]);
		expect(scores(next)).toEqual([0, -3]);
		expect(next.rack!.onTable).toEqual(without([6]));
	});

	it('14-12: a breaking violation neither adds nor wipes marks (decision)', () => {
		const s = play([safeBreak, S({ foul: 'other' }), S(), S({ foul: 'intentional' }), choose('rerack'), badBreak]);
		expect(fouls(s)).toEqual([0, 2]);
		expect(scores(s)).toEqual([0, -1 - 16 - 2]);
		// Ann makes him break again; a scratch on a legal break is his third foul
		const third = play([safeBreak, S({ foul: 'other' }), S(), S({ foul: 'intentional' }), choose('rerack'), badBreak, choose('rebreak'), S({ cueRail: true, rails: 2, foul: 'scratch' })]);
		expect(scores(third)).toEqual([0, -19 - 16]);
		expect(fouls(third)).toEqual([0, 0]);
		expect(third.turn).toBe(1);
		expect(third.rack!.onTable).toEqual(ALL);
	});

	it('14-13: scores can go negative; a ball pocketed on a foul is spotted and the point deducted', () => {
		const s = play([badBreak, choose('accept'), S({ potted: [3], foul: 'scratch' })]);
		expect(scores(s)).toEqual([-2, -1]);
		expect(s.rack!.onTable).toEqual(ALL);
		expect(highRuns(s)).toEqual([0, 0]);
	});

	it('high run is the run before any foul deduction, the inning in progress included', () => {
		const s = play([safeBreak, S({ potted: [1] }), S({ potted: [2] }), S({ potted: [3], foul: 'scratch' })]);
		expect(scores(s)).toEqual([0, 1]);
		expect(highRuns(s)).toEqual([0, 2]);
		const inProgress = play([safeBreak, S({ potted: [1] }), S({ potted: [2, 4] })]);
		expect(highRuns(inProgress)).toEqual([0, 3]);
	});
});

describe('14.1 match layer', () => {
	it('the match ends when a player reaches pointsTo; nothing after that; undo reopens it', () => {
		const run = [S({ potted: [1, 2, 3, 4, 5] })];
		const s = play(run, { pointsTo: 5 });
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		expect(scores(s)).toEqual([5, 0]);
		expect(s.rack!.ballInHand).toBeNull();
		expect(error([...run, S()], { pointsTo: 5 })).toBe('action 1 (shot): the match is over (undo is still possible)');
		const undone = play([...run, { t: 'undo' }], { pointsTo: 5 });
		expect(undone).toEqual(play([], { pointsTo: 5 }));
	});

	it('a match to 20 across a 14-ball re-rack; the high run carries on', () => {
		const s = play([S({ potted: [1, 2, 3, 4, 5, 6, 7] }), S({ potted: [8, 9, 10, 11, 12, 13, 14] }), S({ potted: [15, 1, 2, 3, 4, 5] })], { pointsTo: 20 });
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(scores(s)).toEqual([20, 0]);
		expect(highRuns(s)).toEqual([20, 0]);
		expect(s.rack!.number).toBe(2);
	});

	it('firstBreaker 1: Ben opens', () => {
		const s = play([badBreak], { firstBreaker: 1 });
		expect(scores(s)).toEqual([0, -2]);
		expect(s.pending).toEqual({ player: 0, options: ['accept', 'rebreak'] });
	});

	it('innings: each turn at the table is one; choices do not begin one', () => {
		const s = play([badBreak, choose('accept'), S({ potted: [1] }), S(), S({ foul: 'scratch' }), S()]);
		expect(innings(s)).toEqual([2, 2]);
	});

	it('forfeit ends the match (decision: 14.1 has no racks to lose)', () => {
		const s = play([safeBreak, { t: 'forfeit', player: 1 }]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null });
	});

	it('undo/redo across a 14-ball re-rack and a three-foul re-rack', () => {
		const fourteen = [S({ potted: [1] }), S({ potted: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] })];
		const s = play([...fourteen, { t: 'undo' }]);
		expect(s.rack).toMatchObject({ number: 1, onTable: without([1]) });
		expect(scores(s)).toEqual([1, 0]);
		expect(play([...fourteen, { t: 'undo' }, { t: 'redo' }])).toEqual(play(fourteen));
		const three = [safeBreak, S({ foul: 'other' }), S(), S({ foul: 'other' }), S(), S({ foul: 'other' })];
		const back = play([...three, { t: 'undo' }]);
		expect(fouls(back)).toEqual([0, 2]);
		expect(scores(back)).toEqual([0, -2]);
	});
});

describe('14.1 refusals', () => {
	it('ball not on the table', () => {
		expectRefused([safeBreak, S({ potted: [3] })], S({ potted: [3] }), 'ball 3 is not on the table');
		expect(error([safeBreak, S({ potted: [12] }), S(), S(), S(), S(), S(), S({ potted: [12] })])).toBe('action 7 (shot): ball 12 is not on the table');
	});
	it('choices: none pending, not offered, stroke while pending', () => {
		expectRefused([safeBreak], choose('accept'), /no choice/);
		expectRefused([badBreak], choose('rerack'), /not one of the options/);
		expectRefused([badBreak], S(), /must first choose/);
		expect(error([badBreak, S()])).toMatch(/^action 1 \(shot\): player 2 must first choose/);
	});
	it('push-out, unknown keys, wrong types', () => {
		expectRefused([safeBreak], S({ push: true }), /push/);
		expectRefused([], S({ cueRails: true }), 'unknown key "cueRails"');
		expectRefused([], S({ cueRail: 1 }), /cueRail/);
		expectRefused([], S({ safety: 'no' }), /safety/);
		expectRefused([], S({ offTable: [0] }), /offTable/);
		expectRefused([], { t: 'forfeit', player: 'Ann' }, /player/);
	});
	it('set-up: pointsTo is required', () => {
		expect(runScript({ match: { discipline: 'straight-pool', players: ['A', 'B'] }, actions: [] })).toMatchObject({
			ok: false,
			error: expect.stringMatching(/^match: .*pointsTo/)
		});
	});
});
