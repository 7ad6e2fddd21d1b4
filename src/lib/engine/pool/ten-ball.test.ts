/**
 * 10-ball scenarios (RULES-more.md TB), driven exactly as `replay` drives them: runScript(doc)
 * then summarize(match). Player 0 = Ann, player 1 = Ben; Ann breaks rack 1. The match layer,
 * events and refusals are in ten-ball-match.test.ts, the random-play properties in
 * ten-ball-properties.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { choose, fouls, scenario, scores, shot as S } from '../testing/scenario';
import type { Summary } from '../types';

const { play, expectRefused } = scenario({ discipline: 'ten-ball', players: ['Ann', 'Ben'], raceTo: 5 });

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const without = (gone: number[]) => ALL.filter((b) => !gone.includes(b));
const innings = (s: Summary) => s.players.map((p) => p.innings);
const choice = (player: number) => ({ player, options: ['shoot', 'pass'] });

/** A legal dry break by Ann: the 1 first, five balls to a rail, nothing down. Ben is to play. */
const dryBreak = S({ firstHit: 1, rails: 5 });
/** After the dry break Ben clears 1–9 with the 1 called (a called ball made, the rest stay down): only the 10 is left. */
const toTheTen = [dryBreak, S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] })];

describe('10-ball rules', () => {
	it('TB-1: balls 1–10 racked, the first breaker in hand behind the head string; the break alternates', () => {
		const s = play([]);
		expect(s).toMatchObject({ discipline: 'ten-ball', status: 'in-progress', winner: null, turn: 0, pending: null });
		expect(s.rack).toEqual({
			number: 1,
			breaker: 0,
			onTable: ALL,
			ballInHand: 'kitchen',
			openTable: null,
			groups: null,
			pushOutAvailable: false,
			breakDue: true
		});
		expect(play([], { firstBreaker: 1 }).turn).toBe(1);
		// Ben wins rack 1 (Ann broke): rack 2 is Ben's break (alternate), or Ben's again (winner breaks)
		const won = [...toTheTen, S({ potted: [10] })];
		expect(play(won).rack).toMatchObject({ number: 2, breaker: 1 });
		const next = [...won, S({ firstHit: 1, rails: 4 }), S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] }), S({ potted: [10] })];
		expect(play(next).rack).toMatchObject({ number: 3, breaker: 0 });
		expect(scores(play(next))).toEqual([1, 1]);
		// Ann breaks with a ball down and runs out: rack 2 is Ben's break, or Ann's when the winner breaks
		const annRuns = [S({ firstHit: 1, potted: [2] }), S({ firstHit: 1, potted: [1, 3, 4, 5, 6, 7, 8, 9] }), S({ potted: [10] })];
		expect(play(annRuns).rack).toMatchObject({ number: 2, breaker: 1 });
		expect(play(annRuns, { breakRule: 'winner' }).rack).toMatchObject({ number: 2, breaker: 0 });
		expect(play(annRuns, { breakRule: 'winner' }).turn).toBe(0);
	});

	it('TB-1: a 10-ball rack has no ball 11–15', () => {
		const set = /^ball 1[1-5] is not in a 10-ball rack: the balls are 1 to 10$/;
		expectRefused([], S({ firstHit: 1, potted: [11] }), set);
		expectRefused([dryBreak], S({ firstHit: 12 }), set);
		expectRefused([dryBreak], S({ calledBall: 13 }), set);
		expectRefused([dryBreak], S({ offTable: [15] }), set);
	});

	it('TB-2: a legal break hits the 1 first and pockets a ball or drives four balls to a rail', () => {
		const ok = play([S({ firstHit: 1, rails: 4 })]);
		expect(ok).toMatchObject({ turn: 1, pending: null });
		expect(ok.rack).toMatchObject({ ballInHand: null, pushOutAvailable: true, breakDue: false });
		expect(fouls(ok)).toEqual([0, 0]);
		const potted = play([S({ firstHit: 1, potted: [7] })]);
		expect(potted.turn).toBe(0);
		expect(potted.rack!.onTable).toEqual(without([7]));
	});

	it('TB-2: a failed break is a foul — in hand anywhere for the incoming player, no push-out', () => {
		for (const brk of [S({ firstHit: 1, rails: 3 }), S({ firstHit: 2, rails: 6 }), S({ firstHit: 3, potted: [4] })]) {
			const s = play([brk]);
			expect(s).toMatchObject({ turn: 1, pending: null });
			expect(s.rack).toMatchObject({ ballInHand: 'anywhere', pushOutAvailable: false });
			expect(fouls(s)).toEqual([1, 0]);
		}
		expect(play([S({ firstHit: 3, potted: [4] })]).rack!.onTable).toEqual(without([4]));
		expectRefused([S({ firstHit: 1, rails: 3 })], S({ push: true }), 'a push-out is allowed only on the first stroke after a legal break');
	});

	it('TB-2: a 10 pocketed on a legal break is spotted and the breaker continues; other balls stay down', () => {
		const ten = play([S({ firstHit: 1, potted: [10] })]);
		expect(scores(ten)).toEqual([0, 0]);
		expect(ten).toMatchObject({ turn: 0, status: 'in-progress' });
		expect(ten.rack).toMatchObject({ onTable: ALL, number: 1, pushOutAvailable: true });
		const more = play([S({ firstHit: 1, potted: [3, 10, 6] })]);
		expect(more.rack!.onTable).toEqual(without([3, 6]));
		expect(more.turn).toBe(0);
	});

	it('TB-2: a scratch on the break — in hand anywhere, pocketed balls stay down, the 10 is spotted', () => {
		const s = play([S({ firstHit: 1, potted: [2, 10], foul: 'scratch' })]);
		expect(s).toMatchObject({ turn: 1, pending: null });
		expect(s.rack).toMatchObject({ ballInHand: 'anywhere', onTable: without([2]), pushOutAvailable: false });
		expect(fouls(s)).toEqual([1, 0]);
	});

	it('TB-2: the break is not called', () => {
		const reason = /^the break is not a called shot/;
		expectRefused([], S({ firstHit: 1, potted: [1], calledBall: 1 }), reason);
		expectRefused([], S({ firstHit: 1, rails: 5, called: false }), reason);
		expectRefused([], S({ firstHit: 1, rails: 5, safety: true }), reason, { safetyCall: true });
	});

	it('TB-3: push-out after a legal break; the incoming player chooses shoot or pass', () => {
		const s = play([dryBreak, S({ push: true, firstHit: 6 })]);
		expect(s).toMatchObject({ turn: 0, pending: choice(0) });
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.rack!.pushOutAvailable).toBe(false);
		const shoot = play([dryBreak, S({ push: true }), choose('shoot')]);
		expect(shoot).toMatchObject({ turn: 0, pending: null });
		expect(shoot.rack!.ballInHand).toBeNull();
		const pass = play([dryBreak, S({ push: true }), choose('pass')]);
		expect(pass).toMatchObject({ turn: 1, pending: null });
		expect(innings(play([dryBreak, S({ push: true }), choose('pass'), S()]))).toEqual([1, 2]);
		// the breaker who pocketed a ball on the break may push too
		expect(play([S({ firstHit: 1, potted: [2] }), S({ push: true })]).pending).toEqual(choice(1));
	});

	it('TB-3: a push-out is exempt from wrong ball and no rail, not from a scratch', () => {
		for (const push of [S({ push: true, firstHit: 6 }), S({ push: true, foul: 'no-rail' }), S({ push: true, foul: 'wrong-ball' }), S({ push: true, foul: 'no-hit' })]) {
			expect(play([dryBreak, push]).pending).toEqual(choice(0));
		}
		const scratch = play([dryBreak, S({ push: true, foul: 'scratch' })]);
		expect(scratch).toMatchObject({ turn: 0, pending: null });
		expect(scratch.rack!.ballInHand).toBe('anywhere');
		expect(fouls(scratch)).toEqual([0, 1]);
	});

	it('TB-3: a 10 pocketed on a push-out is spotted, other balls stay down', () => {
		const s = play([dryBreak, S({ push: true, potted: [4, 10] })]);
		expect(s.rack!.onTable).toEqual(without([4]));
		expect(scores(s)).toEqual([0, 0]);
		expect(s.pending).toEqual(choice(0));
	});

	it('TB-3: no push-out on the break, later than the first stroke, or called', () => {
		expectRefused([], S({ push: true }), 'no push-out on the break');
		expectRefused([dryBreak, S({ firstHit: 1 })], S({ push: true }), /push-out is allowed only/);
		expectRefused([dryBreak, S({ push: true }), choose('shoot')], S({ push: true }), /push-out is allowed only/);
		expectRefused([dryBreak], S({ push: true, calledBall: 3 }), /^a push-out is not a called shot/);
		expectRefused([dryBreak], S({ push: true, called: false }), /^a push-out is not a called shot/);
	});

	it('TB-4: the lowest ball must be hit first, whatever ball is called', () => {
		const s = play([dryBreak, S({ firstHit: 3, calledBall: 3, potted: [3] })]);
		expect(s).toMatchObject({ turn: 0, pending: null });
		expect(s.rack).toMatchObject({ ballInHand: 'anywhere', onTable: without([3]) });
		expect(fouls(s)).toEqual([0, 1]);
		// any ball on the table may be called: the 3 off the 1 is a called ball made
		const made = play([dryBreak, S({ firstHit: 1, calledBall: 3, potted: [3] })]);
		expect(made).toMatchObject({ turn: 1, pending: null });
		expectRefused([dryBreak, S({ firstHit: 1, potted: [1] })], S({ calledBall: 1 }), 'ball 1 is not on the table');
	});

	it('TB-4: without calledBall the call is the lowest ball', () => {
		expect(play([dryBreak, S({ firstHit: 1, potted: [1] })])).toMatchObject({ turn: 1, pending: null });
		// the 3 dropped but the 1 was the call: a wrongful pocket
		expect(play([dryBreak, S({ firstHit: 1, potted: [3] })]).pending).toEqual(choice(0));
	});

	it('TB-5: the called ball made — he continues; other balls stay down, the 10 is spotted', () => {
		const s = play([dryBreak, S({ firstHit: 1, calledBall: 1, potted: [1, 5, 10] })]);
		expect(s).toMatchObject({ turn: 1, pending: null });
		expect(s.rack).toMatchObject({ onTable: without([1, 5]), ballInHand: null });
		expect(innings(s)).toEqual([1, 1]);
		expect(scores(s)).toEqual([0, 0]);
	});

	it('TB-6: the called 10 made as the only object ball wins the rack', () => {
		const table = play(toTheTen);
		expect(table.rack!.onTable).toEqual([10]);
		const s = play([...toTheTen, S({ firstHit: 10, potted: [10] })]);
		expect(scores(s)).toEqual([0, 1]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL, ballInHand: 'kitchen', breakDue: true });
		expect(s.turn).toBe(1);
		expect(scores(play([...toTheTen, S({ calledBall: 10, potted: [10] })]))).toEqual([0, 1]);
	});

	it('TB-6: a called 10 made while other balls remain is spotted and the shooter continues', () => {
		const s = play([dryBreak, S({ firstHit: 1, calledBall: 10, potted: [10] })]);
		expect(scores(s)).toEqual([0, 0]);
		expect(s).toMatchObject({ turn: 1, pending: null });
		expect(s.rack!.onTable).toEqual(ALL);
		// "the only object ball" is read at the start of the stroke: the 9 and the 10 together do not win
		const nineTen = [dryBreak, S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8] })];
		const both = play([...nineTen, S({ firstHit: 9, calledBall: 10, potted: [9, 10] })]);
		expect(scores(both)).toEqual([0, 0]);
		expect(both).toMatchObject({ turn: 1, pending: null });
		expect(both.rack!.onTable).toEqual([10]);
	});

	it('TB-6: the last 10 in the wrong pocket, or off a foul, does not win', () => {
		const wrong = play([...toTheTen, S({ firstHit: 10, potted: [10], called: false })]);
		expect(scores(wrong)).toEqual([0, 0]);
		expect(wrong).toMatchObject({ pending: choice(0), turn: 0 });
		expect(wrong.rack!.onTable).toEqual([10]);
		const scratch = play([...toTheTen, S({ firstHit: 10, potted: [10], foul: 'scratch' })]);
		expect(scores(scratch)).toEqual([0, 0]);
		expect(scratch.rack).toMatchObject({ onTable: [10], ballInHand: 'anywhere' });
	});

	it('TB-6 option tenLastToWin false (2008 text): the called 10 wins whenever made, on the break too', () => {
		const old = { tenLastToWin: false };
		const early = play([dryBreak, S({ firstHit: 1, calledBall: 10, potted: [10] })], old);
		expect(scores(early)).toEqual([0, 1]);
		expect(early.rack).toMatchObject({ number: 2, onTable: ALL });
		const onBreak = play([S({ firstHit: 1, potted: [10] })], old);
		expect(scores(onBreak)).toEqual([1, 0]);
		// still a called 10: dropped beside the called 1 it is spotted; off a foul it never wins
		const uncalled = play([dryBreak, S({ firstHit: 1, potted: [1, 10] })], old);
		expect(scores(uncalled)).toEqual([0, 0]);
		expect(uncalled.rack!.onTable).toEqual(without([1]));
		expect(scores(play([S({ firstHit: 2, potted: [10] })], old))).toEqual([0, 0]);
		expect(scores(play([dryBreak, S({ push: true, potted: [10] })], old))).toEqual([0, 0]);
	});

	it('TB-7: a ball down but the called shot missed — the balls stay down and the incoming player chooses', () => {
		const s = play([dryBreak, S({ firstHit: 1, calledBall: 1, potted: [4] })]);
		expect(s).toMatchObject({ turn: 0, pending: choice(0) });
		expect(s.rack).toMatchObject({ onTable: without([4]), ballInHand: null, pushOutAvailable: false });
		expect(fouls(s)).toEqual([0, 0]);
		const shoot = play([dryBreak, S({ firstHit: 1, potted: [4] }), choose('shoot')]);
		expect(shoot).toMatchObject({ turn: 0, pending: null });
		expect(shoot.rack!.ballInHand).toBeNull();
		// pass: the shooter must shoot again, in a new inning
		const pass = play([dryBreak, S({ firstHit: 1, potted: [4] }), choose('pass')]);
		expect(pass).toMatchObject({ turn: 1, pending: null });
		expect(innings(play([dryBreak, S({ firstHit: 1, potted: [4] }), choose('pass'), S({ firstHit: 1 })]))).toEqual([1, 2]);
	});

	it('TB-7: the called ball in another pocket is a wrongful pocket too; the 10 is spotted', () => {
		const s = play([dryBreak, S({ firstHit: 1, potted: [1], called: false })]);
		expect(s.pending).toEqual(choice(0));
		expect(s.rack!.onTable).toEqual(without([1]));
		const ten = play([dryBreak, S({ firstHit: 1, calledBall: 2, potted: [3, 10] })]);
		expect(ten.pending).toEqual(choice(0));
		expect(ten.rack!.onTable).toEqual(without([3]));
	});

	it('TB-7: nothing pocketed, no foul — the turn simply passes', () => {
		for (const miss of [S({ firstHit: 1 }), S({ firstHit: 1, calledBall: 5 }), S({ firstHit: 1, called: false })]) {
			const s = play([dryBreak, miss]);
			expect(s).toMatchObject({ turn: 0, pending: null });
			expect(s.rack).toMatchObject({ ballInHand: null, onTable: ALL });
		}
	});

	it('TB-8: without safetyCall (the 2025 text) a safety is not called', () => {
		expectRefused([dryBreak], S({ firstHit: 1, safety: true }), 'this match has no called safety (safetyCall is off, TB-8): call a ball and miss it');
	});

	it('TB-8 option safetyCall: a called safety passes the turn; a ball it pockets stays down and the incoming player chooses', () => {
		const opt = { safetyCall: true };
		const quiet = play([dryBreak, S({ firstHit: 1, safety: true })], opt);
		expect(quiet).toMatchObject({ turn: 0, pending: null });
		const down = play([dryBreak, S({ firstHit: 1, safety: true, potted: [1] })], opt);
		expect(down).toMatchObject({ turn: 0, pending: choice(0) });
		expect(down.rack!.onTable).toEqual(without([1]));
		// the last 10 on a safety is spotted: a safety never wins
		const ten = play([...toTheTen, S({ firstHit: 10, safety: true, potted: [10] })], opt);
		expect(scores(ten)).toEqual([0, 0]);
		expect(ten).toMatchObject({ pending: choice(0) });
		expect(ten.rack!.onTable).toEqual([10]);
		expect(play([dryBreak, S({ firstHit: 1, safety: true, potted: [1] }), choose('pass')], opt).turn).toBe(1);
		// a safety still hits the lowest ball first
		expect(fouls(play([dryBreak, S({ firstHit: 4, safety: true })], opt))).toEqual([0, 1]);
		expectRefused([dryBreak], S({ safety: true, calledBall: 1 }), /^a called safety calls no ball/, opt);
		expectRefused([dryBreak], S({ safety: true, called: false }), /^a called safety calls no ball/, opt);
	});

	it('TB-9: a foul gives ball in hand anywhere; pocketed and jumped balls stay out except the 10', () => {
		const s = play([dryBreak, S({ firstHit: 1, calledBall: 1, potted: [1, 3, 10], foul: 'scratch' })]);
		expect(s).toMatchObject({ turn: 0, pending: null });
		expect(s.rack).toMatchObject({ ballInHand: 'anywhere', onTable: without([1, 3]) });
		expect(fouls(s)).toEqual([0, 1]);
		const off = play([dryBreak, S({ firstHit: 1, offTable: [2, 10] })]);
		expect(off.rack).toMatchObject({ ballInHand: 'anywhere', onTable: without([2]) });
		expect(fouls(off)).toEqual([0, 1]);
		for (const foul of ['cue-off', 'no-rail', 'no-hit', 'wrong-ball', 'intentional', 'other']) {
			expect(fouls(play([dryBreak, S({ foul })]))).toEqual([0, 1]);
		}
		// several fouls on one stroke are one
		expect(fouls(play([dryBreak, S({ firstHit: 4, foul: 'scratch', offTable: [2] })]))).toEqual([0, 1]);
	});

	it('TB-10: three consecutive fouls by one player lose the rack; a warning shows after the second', () => {
		const benFouls = [dryBreak, S({ foul: 'no-rail' }), S({ firstHit: 1 }), S({ foul: 'no-rail' }), S({ firstHit: 1 }), S({ foul: 'scratch' })];
		expect(fouls(play(benFouls.slice(0, 5)))).toEqual([0, 2]);
		const s = play(benFouls);
		expect(scores(s)).toEqual([1, 0]);
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL, ballInHand: 'kitchen' });
		expect(s.turn).toBe(1);
	});

	it('TB-10: a stroke without a foul wipes the marks (a wrongful pocket too); fouls on the break count', () => {
		const wiped = [dryBreak, S({ foul: 'no-rail' }), S({ firstHit: 1 }), S({ foul: 'no-rail' }), S({ firstHit: 1 }), S({ firstHit: 1, potted: [5] })];
		expect(fouls(play(wiped))).toEqual([0, 0]);
		const breakFoul = [S({ firstHit: 2, rails: 5 }), S({ firstHit: 1 }), S({ foul: 'other' }), S({ firstHit: 1 })];
		expect(fouls(play(breakFoul))).toEqual([2, 0]);
		expect(scores(play([...breakFoul, S({ foul: 'scratch' })]))).toEqual([0, 1]);
	});

	it('TB-11: a stalemate re-rack — the breaker of the rack breaks again, same rack, marks cleared', () => {
		const stuck = [dryBreak, S({ firstHit: 1, potted: [1] }), S({ foul: 'other' }), S({ firstHit: 2 })];
		expect(fouls(play(stuck))).toEqual([0, 1]);
		const s = play([...stuck, { t: 'rerack' }]);
		expect(s).toMatchObject({ turn: 0, pending: null });
		expect(s.rack).toEqual({
			number: 1,
			breaker: 0,
			onTable: ALL,
			ballInHand: 'kitchen',
			openTable: null,
			groups: null,
			pushOutAvailable: false,
			breakDue: true
		});
		expect(scores(s)).toEqual([0, 0]);
		expect(fouls(s)).toEqual([0, 0]);
		// a choice pending is dropped with the rack
		expect(play([dryBreak, S({ push: true }), { t: 'rerack' }])).toMatchObject({ pending: null, turn: 0 });
	});
});
