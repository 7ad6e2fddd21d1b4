/**
 * 9-ball scenarios (RULES.md 9B, seed 000), driven exactly as `replay` drives them:
 * runScript(doc) then summarize(match). Player 0 = Ann, player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { choose, scenario, shot } from '../testing/scenario';
import type { Summary } from '../types';

const base = { discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 5 };

const { play, error, expectRefused } = scenario(base);

const S = shot;
const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const without = (gone: number[]) => ALL.filter((b) => !gone.includes(b));
const scores = (s: Summary) => s.players.map((p) => p.score);
const fouls = (s: Summary) => s.players.map((p) => p.fouls);
const innings = (s: Summary) => s.players.map((p) => p.innings);

/** A legal dry break: the 1 first, five balls to a rail, nothing down. */
const dryBreak = S({ firstHit: 1, rails: 5 });
/** The shooter runs the rack out from a full table after a dry break (1..8 then the 9). */
const runRest = [S({ potted: [1, 2, 3, 4] }), S({ potted: [5, 6, 7, 8] }), S({ potted: [9] })];

describe('9-ball: initial state', () => {
	it('summary before the break', () => {
		const s = play([]);
		expect(s).toMatchObject({ discipline: 'nine-ball', status: 'in-progress', winner: null, draw: false, turn: 0, pending: null });
		expect(s.rack).toMatchObject({
			number: 1,
			breaker: 0,
			onTable: ALL,
			ballInHand: 'kitchen',
			openTable: null,
			groups: null,
			pushOutAvailable: false
		});
		expect(s.players.map((p) => [p.score, p.innings, p.highRun, p.average, p.fouls])).toEqual([
			[0, 0, 0, null, 0],
			[0, 0, 0, null, 0]
		]);
	});
});

describe('9-ball rules', () => {
	it('9B-1: the lowest ball must be hit first; the shooter continues after a legal pocket; the incoming player shoots from the position', () => {
		const s = play([dryBreak, S({ firstHit: 1, potted: [1] }), S({ firstHit: 2, potted: [5] }), S({ firstHit: 2 })]);
		expect(s.rack!.onTable).toEqual(without([1, 5]));
		expect(s.turn).toBe(0);
		expect(s.rack!.ballInHand).toBeNull();
		expect(fouls(s)).toEqual([0, 0]);
		// balls need not go in order: the 7 off the 2 is a legal pocket
		const any = play([dryBreak, S({ firstHit: 1, potted: [7] })]);
		expect(any.turn).toBe(1);
		expect(any.rack!.onTable).toEqual(without([7]));
	});

	it('9B-3: a legal break hits the 1 first and pockets a ball or drives four balls to a rail', () => {
		const ok = play([S({ firstHit: 1, rails: 4 })]);
		expect(ok.turn).toBe(1);
		expect(ok.rack!.ballInHand).toBeNull();
		expect(fouls(ok)).toEqual([0, 0]);
		expect(ok.rack!.pushOutAvailable).toBe(true);
	});

	it('9B-3: a break that fails the conditions is a foul — cue ball in hand anywhere, no push-out', () => {
		for (const brk of [S({ firstHit: 1, rails: 3 }), S({ firstHit: 2, rails: 6 }), S({ firstHit: 3, potted: [4] })]) {
			const s = play([brk]);
			expect(s.turn).toBe(1);
			expect(s.rack!.ballInHand).toBe('anywhere');
			expect(s.rack!.pushOutAvailable).toBe(false);
			expect(fouls(s)).toEqual([1, 0]);
			expect(s.pending).toBeNull();
		}
		const pottedOnFoul = play([S({ firstHit: 3, potted: [4] })]);
		expect(pottedOnFoul.rack!.onTable).toEqual(without([4]));
	});

	it('9B-3: a scratch on the break — in hand anywhere, pocketed balls stay down, the 9 is spotted', () => {
		const s = play([S({ firstHit: 1, potted: [2, 9], foul: 'scratch' })]);
		expect(s.turn).toBe(1);
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(s.rack!.onTable).toEqual(without([2]));
		expect(scores(s)).toEqual([0, 0]);
		expect(s.rack!.pushOutAvailable).toBe(false);
	});

	it('9B-3: an object ball off the table on the break is a foul and is not spotted — except the 9', () => {
		const s = play([S({ firstHit: 1, rails: 5, offTable: [6] })]);
		expect(s.rack!.onTable).toEqual(without([6]));
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(s.turn).toBe(1);
		const nine = play([S({ firstHit: 1, rails: 5, offTable: [9] })]);
		expect(nine.rack!.onTable).toEqual(ALL);
		expect(scores(nine)).toEqual([0, 0]);
	});

	it('9B-4: the breaker who pockets a ball on a legal break keeps shooting (and may push out)', () => {
		const s = play([S({ firstHit: 1, potted: [3] })]);
		expect(s.turn).toBe(0);
		expect(s.rack!.onTable).toEqual(without([3]));
		expect(s.rack!.pushOutAvailable).toBe(true);
		expect(s.rack!.ballInHand).toBeNull();
		expect(innings(s)).toEqual([1, 0]);
	});

	it('9B-5: push-out by the incoming player after a dry break; the opponent chooses shoot or pass', () => {
		const s = play([dryBreak, S({ push: true })]);
		expect(s.pending).toEqual({ player: 0, options: ['shoot', 'pass'] });
		expect(s.turn).toBe(0);
		expect(s.rack!.pushOutAvailable).toBe(false);
		expect(fouls(s)).toEqual([0, 0]);
		const shoot = play([dryBreak, S({ push: true }), choose('shoot')]);
		expect(shoot.turn).toBe(0);
		expect(shoot.pending).toBeNull();
		expect(shoot.rack!.ballInHand).toBeNull();
		expect(innings(shoot)).toEqual([1, 1]);
		const pass = play([dryBreak, S({ push: true }), choose('pass')]);
		expect(pass.turn).toBe(1);
		expect(pass.rack!.ballInHand).toBeNull();
		expect(pass.rack!.pushOutAvailable).toBe(false);
		// the pusher's second turn at the table begins a new inning
		expect(innings(play([dryBreak, S({ push: true }), choose('pass'), S()]))).toEqual([1, 2]);
	});

	it('9B-5: the breaker may push on his first stroke after a pocket on the break', () => {
		const s = play([S({ firstHit: 1, potted: [2] }), S({ push: true })]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('9B-5: a push-out is exempt from wrong ball and no rail (seed §5 excepts rules 7 and 8)', () => {
		for (const push of [S({ push: true, firstHit: 6 }), S({ push: true, foul: 'no-rail' }), S({ push: true, foul: 'wrong-ball' }), S({ push: true, foul: 'no-hit' })]) {
			const s = play([dryBreak, push]);
			expect(s.pending).toEqual({ player: 0, options: ['shoot', 'pass'] });
			expect(fouls(s)).toEqual([0, 0]);
		}
	});

	it('9B-5: balls pocketed on a push-out stay down, except the 9 (spotted, no win)', () => {
		const s = play([dryBreak, S({ push: true, potted: [4, 9] })]);
		expect(s.rack!.onTable).toEqual(without([4]));
		expect(scores(s)).toEqual([0, 0]);
		expect(s.pending).toEqual({ player: 0, options: ['shoot', 'pass'] });
	});

	it('9B-5: a push-out with a scratch is an ordinary foul — in hand anywhere, no choice', () => {
		const s = play([dryBreak, S({ push: true, foul: 'scratch' })]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(0);
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(fouls(s)).toEqual([0, 1]);
	});

	it('9B-5: no push-out after a foul on the break, on the break, or later than the first stroke', () => {
		expect(error([S({ firstHit: 2, rails: 5 }), S({ push: true })])).toMatch(/^action 1 \(shot\): .*push-out/);
		expectRefused([], S({ push: true }), /push-out/);
		expectRefused([dryBreak, S()], S({ push: true }), /push-out/);
		expectRefused([dryBreak, S({ push: true }), choose('shoot')], S({ push: true }), /push-out/);
	});

	it('9B-6: a foul ends the inning; balls pocketed stay down except the 9 (spotted); in hand anywhere', () => {
		const s = play([dryBreak, S({ firstHit: 1, potted: [3, 9], foul: 'scratch' })]);
		expect(s.rack!.onTable).toEqual(without([3]));
		expect(s.turn).toBe(0);
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(scores(s)).toEqual([0, 0]);
		expect(fouls(s)).toEqual([0, 1]);
	});

	it('9B-6: several fouls on one stroke count as one', () => {
		const s = play([dryBreak, S({ firstHit: 4, foul: 'scratch', offTable: [2] })]);
		expect(fouls(s)).toEqual([0, 1]);
		expect(s.rack!.onTable).toEqual(without([2]));
	});

	it('9B-7: first contact not with the lowest ball is a foul (judged from firstHit)', () => {
		const s = play([dryBreak, S({ firstHit: 2, potted: [2] })]);
		expect(s.turn).toBe(0);
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(s.rack!.onTable).toEqual(without([2]));
		expect(fouls(s)).toEqual([0, 1]);
		const marked = play([dryBreak, S({ foul: 'wrong-ball' })]);
		expect(fouls(marked)).toEqual([0, 1]);
		// a 9 made off a wrong first contact is spotted, no win
		const nine = play([dryBreak, S({ firstHit: 5, potted: [9] })]);
		expect(scores(nine)).toEqual([0, 0]);
		expect(nine.rack!.onTable).toEqual(ALL);
	});

	it('9B-8: no rail after contact and nothing pocketed — foul', () => {
		const s = play([dryBreak, S({ firstHit: 1, foul: 'no-rail' })]);
		expect(s.turn).toBe(0);
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(fouls(s)).toEqual([0, 1]);
	});

	it('9B-10: an object ball off the table is a foul and stays out, except the 9', () => {
		const s = play([dryBreak, S({ firstHit: 1, offTable: [1, 9] })]);
		expect(s.rack!.onTable).toEqual(without([1]));
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(s.turn).toBe(0);
		expect(fouls(s)).toEqual([0, 1]);
	});

	it('9B-12: three consecutive fouls by one player lose the rack', () => {
		const foulsBen = [dryBreak, S({ foul: 'no-rail' }), S(), S({ foul: 'no-rail' }), S(), S({ foul: 'scratch' })];
		const two = play(foulsBen.slice(0, 5));
		expect(fouls(two)).toEqual([0, 2]);
		const s = play(foulsBen);
		expect(scores(s)).toEqual([1, 0]);
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL, ballInHand: 'kitchen' });
		expect(s.turn).toBe(1);
	});

	it('9B-12: a legal stroke between fouls wipes the marks; the opponent\'s fouls are his own', () => {
		const seq = [dryBreak, S({ foul: 'no-rail' }), S({ foul: 'other' }), S({ foul: 'no-rail' }), S({ foul: 'other' }), S()];
		// Ben F (1), Ann F (1), Ben F (2), Ann F (2), Ben legal miss (0): Ann keeps 2
		expect(fouls(play(seq))).toEqual([2, 0]);
		// Ann legal (0), Ben F (1)
		const s = play([...seq, S(), S({ foul: 'scratch' })]);
		expect(fouls(s)).toEqual([0, 1]);
		expect(scores(s)).toEqual([0, 0]);
		// and a legal pocket wipes them mid-inning too
		expect(fouls(play([...seq, S({ potted: [1] })]))).toEqual([0, 0]);
	});

	it('9B-12: fouls on the break count; marks reset at each new rack', () => {
		const s = play([S({ firstHit: 2, rails: 5 }), S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] })]);
		expect(scores(s)).toEqual([0, 1]);
		expect(fouls(s)).toEqual([0, 0]);
		const carried = play([S({ firstHit: 2, rails: 5 }), S(), S({ foul: 'no-rail' }), S(), S({ foul: 'scratch' })]);
		expect(scores(carried)).toEqual([0, 1]);
		// rack 2: Ann's earlier marks are gone
		expect(fouls(play([S({ firstHit: 2, rails: 5 }), S(), S({ foul: 'no-rail' }), S(), S({ foul: 'scratch' }), S({ firstHit: 1, rails: 2 })]))).toEqual([0, 1]);
	});

	it('9B-13: a legal stroke that pockets the 9 wins the rack — on the break, or on a combination', () => {
		const onBreak = play([S({ firstHit: 1, potted: [9] })]);
		expect(scores(onBreak)).toEqual([1, 0]);
		expect(onBreak.rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL });
		const combo = play([dryBreak, S({ firstHit: 1, potted: [9] })]);
		expect(scores(combo)).toEqual([0, 1]);
		expect(combo.rack).toMatchObject({ number: 2, breaker: 1 });
		expect(combo.turn).toBe(1);
	});

	it('9B-13: a forfeit ("declared lost") ends the rack', () => {
		const s = play([dryBreak, { t: 'forfeit', player: 1 }]);
		expect(scores(s)).toEqual([1, 0]);
		expect(s.rack).toMatchObject({ number: 2, onTable: ALL, pushOutAvailable: false });
		const pending = play([dryBreak, S({ push: true }), { t: 'forfeit', player: 0 }]);
		expect(pending.pending).toBeNull();
		expect(scores(pending)).toEqual([0, 1]);
	});
});

describe('9-ball match layer', () => {
	/** Ann breaks dry, Ben runs the rack. */
	const benWins = [dryBreak, ...runRest];

	it('race to N: first to raceTo racks wins; nothing after that', () => {
		const rack = [S({ firstHit: 1, potted: [9] })];
		const s = play([...rack, ...rack], { raceTo: 2 });
		expect(s).toMatchObject({ status: 'in-progress', winner: null, turn: 0 });
		expect(scores(s)).toEqual([1, 1]);
		const one = play(rack, { raceTo: 1 });
		expect(one).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		expect(error([...rack, dryBreak], { raceTo: 1 })).toBe('action 1 (shot): the match is over (undo is still possible)');
	});

	it('alternate break (rack k by firstBreaker when k odd) and the match result', () => {
		const s = play([S({ firstHit: 1, potted: [9] }), S({ firstHit: 1, potted: [9] }), S({ firstHit: 1, potted: [9] })], { raceTo: 2 });
		// rack 1 Ann breaks and wins; rack 2 Ben breaks and wins; rack 3 Ann breaks and wins
		expect(scores(s)).toEqual([2, 1]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null });
		expect(s.rack!.ballInHand).toBeNull();
		expect(s.rack!.pushOutAvailable).toBe(false);
	});

	it('match result: once finished, rack.number is 1 + racks decided and the decided rack is off the table (contract)', () => {
		// one rack decided (Ann's 9 on the break, pocketing the 2 as well); race to 1
		const s = play([S({ firstHit: 1, potted: [2, 9] })], { raceTo: 1 });
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		// match-script.md: number = 1 + racks decided so far; nothing of the decided rack
		// (the pocketed 2 and 9) may still be shown on the table
		expect(s.rack!.number).toBe(2);
		expect(s.rack!.onTable).toEqual(ALL);
		expect(s.rack!.breaker).toBe(1);
	});

	it('9B-12: the marks of a rack lost on three fouls are gone once the rack is decided, the last rack too', () => {
		const threeFouls = [dryBreak, S({ foul: 'no-rail' }), S(), S({ foul: 'no-rail' }), S(), S({ foul: 'scratch' })];
		expect(fouls(play(threeFouls, { raceTo: 2 }))).toEqual([0, 0]);
		const last = play(threeFouls, { raceTo: 1 });
		expect(last).toMatchObject({ status: 'finished', winner: 0 });
		expect(fouls(last)).toEqual([0, 0]);
		// and an opponent's single mark from the last rack does not linger on the final scoreboard
		const single = play([dryBreak, S({ foul: 'other' }), S({ firstHit: 1, potted: [9] })], { raceTo: 1 });
		expect(fouls(single)).toEqual([0, 0]);
	});

	it('winner break: the winner of the previous rack breaks', () => {
		const s = play(benWins, { breakRule: 'winner' });
		expect(scores(s)).toEqual([0, 1]);
		expect(s.rack!.breaker).toBe(1);
		const again = play([...benWins, S({ firstHit: 1, potted: [9] })], { breakRule: 'winner' });
		expect(again.rack!.breaker).toBe(1);
		const alt = play([...benWins, S({ firstHit: 1, potted: [9] })]);
		expect(alt.rack!.breaker).toBe(0);
		expect(scores(alt)).toEqual([0, 2]);
	});

	it('innings and turn across racks', () => {
		const s = play(benWins);
		expect(innings(s)).toEqual([1, 1]);
		expect(s.turn).toBe(1);
		const next = play([...benWins, dryBreak]);
		expect(innings(next)).toEqual([1, 2]);
		expect(next.turn).toBe(0);
	});

	it('undo past a rack win restores the rack, pending choices and marks', () => {
		const s = play([...benWins, { t: 'undo' }]);
		expect(scores(s)).toEqual([0, 0]);
		expect(s.rack).toMatchObject({ number: 1, breaker: 0, onTable: [9] });
		expect(s.turn).toBe(1);
		const push = play([dryBreak, S({ push: true }), choose('pass'), { t: 'undo' }]);
		expect(push.pending).toEqual({ player: 0, options: ['shoot', 'pass'] });
		const foul = play([dryBreak, S({ foul: 'no-rail' }), S(), S({ foul: 'no-rail' }), S(), S({ foul: 'scratch' }), { t: 'undo' }]);
		expect(fouls(foul)).toEqual([0, 2]);
		expect(scores(foul)).toEqual([0, 0]);
		expect(play([...benWins, { t: 'undo' }, { t: 'redo' }])).toEqual(play(benWins));
	});
});

describe('9-ball refusals', () => {
	it('ball not on the table — exact text, and the replay line', () => {
		expectRefused([], S({ potted: [12] }), 'ball 12 is not on the table');
		expect(error([dryBreak, S(), S(), S(), S(), S(), S(), S({ potted: [12] })])).toBe('action 7 (shot): ball 12 is not on the table');
		expectRefused([dryBreak, S({ potted: [1] })], S({ firstHit: 1 }), 'ball 1 is not on the table');
		expectRefused([dryBreak], S({ offTable: [3], potted: [3] }), /ball 3/);
	});
	it('choice when none pending; stroke while a choice is pending', () => {
		expectRefused([dryBreak], choose('shoot'), /no choice/);
		expectRefused([dryBreak, S({ push: true })], S(), /must first choose/);
		expectRefused([dryBreak, S({ push: true })], choose('accept'), /not one of the options/);
	});
	it('unknown keys and wrong types', () => {
		expectRefused([], S({ pushed: true }), 'unknown key "pushed"');
		expectRefused([], S({ push: 'yes' }), /push/);
		expectRefused([], S({ rails: -1 }), /rails/);
		expectRefused([], S({ rails: 2.5 }), /rails/);
		expectRefused([], S({ firstHit: 0 }), /firstHit/);
		expectRefused([], { t: 'choose' }, /option/);
		expectRefused([], { t: 'attempt', success: true }, /attempt/);
		expectRefused([], { option: 'shoot' }, /t/);
		expectRefused([], 'shot', /object/);
	});
});
