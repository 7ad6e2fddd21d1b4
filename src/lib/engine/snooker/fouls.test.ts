/**
 * Snooker scenarios, SN-6…SN-10 (fouls, the choices after them, free ball, miss, three misses),
 * driven as `replay` drives them. Player 0 = Ann (breaks off), player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { choose } from '../testing/scenario';
import { COLOURS } from './balls';
import { S, coloursFrom, game, innings, missAll, points, pot, red, redsAndBlacks, safety } from './test-helpers';

const { play, lastEvents, expectRefused } = game;

/** The foul value of the stroke `foul` played after `before`, as the opponent's gain. */
function value(before: unknown[], foul: unknown): number {
	const a = play(before);
	const b = play([...before, foul]);
	const offender = a.turn!;
	expect(b.players[offender]!.points).toBe(a.players[offender]!.points);
	return b.players[1 - offender]!.points - a.players[1 - offender]!.points;
}

describe('snooker: SN-6 foul values', () => {
	it('SN-6(a): missing all balls costs the value of the ball on, never less than 4', () => {
		expect(value([], missAll())).toBe(4);
		expect(value([red], S({ nominated: 'black', firstHit: 'none' }))).toBe(7);
		expect(value([...redsAndBlacks(15), ...coloursFrom().slice(0, 4)], missAll())).toBe(6); // on the pink
	});

	it('SN-6(a): an in-off costs the ball on (the nominated colour after a red)', () => {
		expect(value([red], S({ nominated: 'black', firstHit: 'black', foul: 'in-off' }))).toBe(7);
		expect(value([red], S({ nominated: 'yellow', foul: 'in-off' }))).toBe(4);
		expect(value([], S({ foul: 'jump' }))).toBe(4);
	});

	it('SN-6(b): first hitting a ball not on costs the higher of the ball on and that ball', () => {
		expect(value([], S({ firstHit: 'blue' }))).toBe(5);
		expect(value([], S({ firstHit: 'black' }))).toBe(7);
		expect(value([...redsAndBlacks(15)], S({ firstHit: 'green' }))).toBe(4); // on the yellow
		expect(value([...redsAndBlacks(15)], S({ firstHit: 'black' }))).toBe(7);
	});

	it('SN-6(b): potting a ball not on, or forcing one off, costs the higher value', () => {
		expect(value([], S({ firstHit: 'red', potted: ['pink'] }))).toBe(6);
		expect(value([], S({ potted: ['red', 'black'] }))).toBe(7);
		expect(value([red, pot('black')], S({ firstHit: 'red', offTable: ['red'] }))).toBe(4);
		expect(value([], S({ firstHit: 'red', offTable: ['blue'] }))).toBe(5);
	});

	it('SN-6(b): push and touch cost the ball on or the ball concerned (`ball`)', () => {
		expect(value([], S({ foul: 'touch', ball: 'blue' }))).toBe(5);
		expect(value([], S({ foul: 'push' }))).toBe(4);
		expect(value([red], S({ nominated: 'pink', foul: 'push', ball: 'red' }))).toBe(6);
	});

	it('SN-6(c): two balls hit at once — not two reds — cost the ball on or the higher of the two', () => {
		expect(value([], S({ firstHit: 'red', ball: 'black', simultaneous: true }))).toBe(7);
		expect(value([red], S({ nominated: 'green', firstHit: 'green', ball: 'brown', simultaneous: true }))).toBe(4);
		const twoReds = play([S({ firstHit: 'red', ball: 'red', simultaneous: true, potted: ['red', 'red'] })]);
		expect(points(twoReds)).toEqual([2, 0]);
	});

	it('SN-6(d): the 7-point fouls', () => {
		expect(value([], S({ foul: 'seven' }))).toBe(7);
	});

	it('SN-6: several fouls on one stroke — only the highest counts', () => {
		expect(value([], S({ foul: 'in-off', firstHit: 'blue', potted: ['pink'] }))).toBe(6);
	});

	it('SN-6: the break before the foul stands; the foul stroke scores nothing; the foul event carries the value', () => {
		const s = play([red, pot('black'), red, S({ nominated: 'blue', potted: ['blue', 'pink'] })]);
		expect(points(s)).toEqual([9, 6]);
		expect(s.players[0]!.highRun).toBe(9);
		expect(lastEvents([red, S({ firstHit: 'black', foul: 'in-off', nominated: 'black' })])).toEqual([
			{ type: 'foul', player: 0, points: 7 },
			{ type: 'inning-ended', player: 0 },
			{ type: 'choice-pending', player: 1, options: ['accept', 'play-again'] }
		]);
	});
});

describe('snooker: SN-7 the choice after a foul', () => {
	it('SN-7: accept — the incoming player plays from where the balls lie, on a red', () => {
		const s = play([red, S({ firstHit: 'red' })]);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'play-again'] });
		expect(s.turn).toBe(1);
		expect(s.frame.break).toBe(0);
		const accepted = play([red, S({ firstHit: 'red' }), choose('accept')]);
		expect(accepted.turn).toBe(1);
		expect(accepted.frame).toMatchObject({ ballOn: 'red', inHand: null, freeBall: false });
	});

	it('SN-7: play-again — the offender plays the next stroke, in a new visit', () => {
		const s = play([missAll(), choose('play-again')]);
		expect(s.turn).toBe(0);
		expect(s.frame.ballOn).toBe('red');
		expect(innings(play([missAll(), choose('play-again'), red]))).toEqual([2, 0]);
	});

	it('SN-7: after an in-off (or the cue ball off the table) the next stroke is from hand in the D', () => {
		expect(play([S({ foul: 'in-off' }), choose('accept')]).frame.inHand).toBe('d');
		expect(play([S({ foul: 'in-off' }), choose('play-again')]).frame.inHand).toBe('d');
		expect(play([S({ foul: 'off-table' }), choose('accept')]).frame.inHand).toBe('d');
		expect(play([S({ foul: 'off-table', offTable: ['red'] }), choose('accept')]).frame.inHand).toBeNull();
	});

	it('SN-7: a foul on the colour after the last red leaves the incoming player on the yellow', () => {
		const s = play([...redsAndBlacks(14), red, S({ nominated: 'black', firstHit: 'none' }), choose('accept')]);
		expect(s.frame).toMatchObject({ ballOn: 'yellow', reds: 0, colours: [...COLOURS] });
	});
});

describe('snooker: SN-8 free ball', () => {
	const snookered = missAll({ snookered: true });

	it('SN-8: a free ball called after a foul: free-ball | accept | play-again', () => {
		const s = play([snookered]);
		expect(s.pending).toEqual({ player: 1, options: ['free-ball', 'accept', 'play-again'] });
		const free = play([snookered, choose('free-ball')]);
		expect(free.turn).toBe(1);
		expect(free.frame).toMatchObject({ freeBall: true, ballOn: 'red' });
	});

	it('SN-8: a free ball for a red scores 1, is re-spotted, and a colour follows', () => {
		const s = play([snookered, choose('free-ball'), S({ freeBall: 'blue', firstHit: 'blue', potted: ['blue'] })]);
		expect(points(s)).toEqual([0, 5]);
		expect(s.frame).toMatchObject({ ballOn: 'colour', reds: 15, colours: [...COLOURS], freeBall: false, break: 1 });
		expect(points(play([snookered, choose('free-ball'), S({ firstHit: 'green', potted: ['green'] }), pot('black')]))).toEqual([0, 12]);
	});

	it('SN-8: when the free ball and the ball on both fall, only the ball on scores (every red)', () => {
		const s = play([snookered, choose('free-ball'), S({ freeBall: 'blue', firstHit: 'blue', potted: ['red', 'red', 'blue'] })]);
		expect(points(s)).toEqual([0, 6]);
		expect(s.frame).toMatchObject({ reds: 13, colours: [...COLOURS], ballOn: 'colour' });
	});

	it('SN-8: in the colours the free ball takes the value of the colour on, which stays on', () => {
		const before = [...redsAndBlacks(15), safety, missAll({ snookered: true }), choose('free-ball')];
		const s = play([...before, S({ freeBall: 'pink', potted: ['pink'] })]);
		// Ben fouled the yellow (4 to Ann); Ann's free ball scores the yellow's 2.
		expect(points(s)).toEqual([120 + 4 + 2, 0]);
		expect(s.frame).toMatchObject({ ballOn: 'yellow', colours: [...COLOURS] });
		const both = play([...before, S({ freeBall: 'pink', firstHit: 'pink', potted: ['yellow', 'pink'] })]);
		expect(points(both)).toEqual([126, 0]);
		expect(both.frame).toMatchObject({ ballOn: 'green', colours: COLOURS.slice(1) });
	});

	it('SN-8: not hitting the free ball first is a foul at the ball on\'s value', () => {
		const s = play([snookered, choose('free-ball'), S({ freeBall: 'pink', firstHit: 'red' })]);
		expect(points(s)).toEqual([4, 4]);
		expect(s.pending?.player).toBe(0);
	});

	it('SN-8: leaving the opponent snookered behind the free ball is marked `other`: the ball on\'s value', () => {
		expect(value([snookered, choose('free-ball')], S({ freeBall: 'pink', firstHit: 'pink', foul: 'other' }))).toBe(4);
	});

	it('SN-8: play-again cancels the free ball; accept gives none', () => {
		expect(play([snookered, choose('play-again')]).frame.freeBall).toBe(false);
		expect(play([snookered, choose('accept')]).frame.freeBall).toBe(false);
	});

	it('SN-8: refusals — no free ball being played; the free ball is not the ball on; a free ball follows a foul', () => {
		expectRefused([], S({ freeBall: 'blue' }), 'no free ball is being played');
		expectRefused([snookered, choose('free-ball')], S({ freeBall: 'red' }), 'the free ball is a ball other than the ball on (red)');
		expectRefused([], S({ snookered: true }), 'a free ball is called only after a foul');
	});
});

describe('snooker: SN-9 foul and a miss', () => {
	it('SN-9: a miss adds replace to the choices and counts against the striker', () => {
		const s = play([safety, missAll({ miss: true })]);
		expect(s.pending).toEqual({ player: 0, options: ['accept', 'play-again', 'replace'] });
		expect(s.frame.misses).toBe(1);
		expect(s.players.map((p) => p.fouls)).toEqual([0, 1]);
		expect(play([safety, missAll({ miss: true, snookered: true })]).pending?.options).toEqual(['free-ball', 'accept', 'play-again', 'replace']);
	});

	it('SN-9: replace — the balls go back, the offender plays again on the same ball on, the penalty stands', () => {
		const fouled = [safety, S({ firstHit: 'pink', potted: ['red'], miss: true })];
		expect(play(fouled).frame.reds).toBe(14);
		const s = play([...fouled, choose('replace')]);
		expect(s.turn).toBe(1);
		expect(s.frame).toMatchObject({ reds: 15, ballOn: 'red', misses: 1 });
		expect(points(s)).toEqual([6, 0]);
		const onColour = play([red, S({ nominated: 'blue', firstHit: 'none', miss: true }), choose('replace')]);
		expect(onColour.turn).toBe(0);
		expect(onColour.frame.ballOn).toBe('colour');
		expect(points(onColour)).toEqual([1, 5]);
	});

	it('SN-9: accept or play-again after a miss ends the count', () => {
		expect(play([safety, missAll({ miss: true }), choose('accept')]).frame.misses).toBe(0);
		const again = play([safety, missAll({ miss: true }), choose('play-again'), missAll({ miss: true })]);
		expect(again.frame.misses).toBe(1);
	});

	it('SN-9: a miss is a foul; clearPath goes with a miss', () => {
		expectRefused([], S({ miss: true }), 'a miss is called only on a foul');
		expectRefused([], missAll({ clearPath: true }), 'clearPath goes with a miss');
	});

	it('SN-9 option missRule false: no miss is called, and every foul offers ball in hand anywhere', () => {
		expect(game.error([missAll({ miss: true })], { missRule: false })).toBe('action 0 (shot): this match is played without the miss rule');
		const s = play([missAll()], { missRule: false });
		expect(s.pending?.options).toEqual(['accept', 'play-again', 'ball-in-hand']);
		const inHand = play([missAll(), choose('ball-in-hand')], { missRule: false });
		expect(inHand.turn).toBe(1);
		expect(inHand.frame.inHand).toBe('anywhere');
	});
});

describe('snooker: SN-10 three misses', () => {
	const missClear = missAll({ miss: true, clearPath: true });

	it('SN-10: the third failure from the replaced position, with a clear path, awards the frame to the opponent', () => {
		const two = play([safety, missClear, choose('replace'), missClear, choose('replace')]);
		expect(two.frame.misses).toBe(2);
		expect(two.turn).toBe(1);
		const s = play([safety, missClear, choose('replace'), missClear, choose('replace'), missClear]);
		expect(s.players.map((p) => p.score)).toEqual([1, 0]);
		expect(s.frame).toMatchObject({ number: 2, misses: 0, breaker: 1 });
		expect(lastEvents([safety, missClear, choose('replace'), missClear, choose('replace'), missClear])).toContainEqual({ type: 'rack-won', player: 0, rack: 1 });
	});

	it('SN-10: without a clear path the count goes on and replace is still offered', () => {
		const miss = missAll({ miss: true });
		const s = play([safety, miss, choose('replace'), miss, choose('replace'), miss]);
		expect(s.frame.misses).toBe(3);
		expect(s.pending?.options).toContain('replace');
		expect(points(s)).toEqual([12, 0]);
	});
});
