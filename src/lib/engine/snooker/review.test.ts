/**
 * A referee's review of the snooker engine (RULES-more.md SN-1…SN-14): cases a referee checks,
 * every expected value worked out by hand from the rules text. Player 0 = Ann (breaks off
 * frame 1), player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { choose, scenario } from '../testing/scenario';
import { COLOURS } from './balls';
import { S, base, clearance, coloursFrom, frames, game, missAll, points, pot, red, redsAndBlacks, safety } from './test-helpers';

const { play, lastEvents, error } = game;
const six = scenario({ ...base, reds: 6 });
const ten = scenario({ ...base, reds: 10 });
const ONE = { bestOf: 1 };

/** The penalty the stroke `foul` gives the opponent of the striker after `before` (the offender keeps his points). */
function value(before: unknown[], foul: unknown, match: Record<string, unknown> = {}): number {
	const a = play(before, match);
	const b = play([...before, foul], match);
	const offender = a.turn!;
	expect(b.players[offender]!.points).toBe(a.players[offender]!.points);
	return b.players[1 - offender]!.points - a.players[1 - offender]!.points;
}

/** Ann has taken the reds with blacks (120) and the colours up to, not including, `c`. */
const onColour = (c: (typeof COLOURS)[number]) => [...redsAndBlacks(15), ...coloursFrom().slice(0, COLOURS.indexOf(c))];

describe('review: SN-6(a) the value of the ball on', () => {
	it('SN-6(a) missing all balls with reds on: 4', () => {
		expect(value([], missAll())).toBe(4);
	});

	it('SN-6(a) missing all balls on the nominated colour: its value, at least 4', () => {
		const expected = { yellow: 4, green: 4, brown: 4, blue: 5, pink: 6, black: 7 };
		for (const c of COLOURS) expect(value([red], S({ nominated: c, firstHit: 'none' })), c).toBe(expected[c]);
	});

	it('SN-6(a) missing all balls in the final sequence: the colour on, at least 4', () => {
		const expected = { yellow: 4, green: 4, brown: 4, blue: 5, pink: 6, black: 7 };
		for (const c of COLOURS) expect(value(onColour(c), missAll(), ONE), c).toBe(expected[c]);
	});

	it('SN-6(a) an in-off: 4 on a red, the nominated pink 6, the blue in sequence 5', () => {
		expect(value([], S({ firstHit: 'red', foul: 'in-off' }))).toBe(4);
		expect(value([red], S({ nominated: 'pink', firstHit: 'pink', foul: 'in-off' }))).toBe(6);
		expect(value(onColour('blue'), S({ foul: 'in-off' }))).toBe(5);
	});

	it('SN-6(a) a red potted with an in-off: the stroke scores nothing, the red stays down, 4 to the opponent', () => {
		const s = play([S({ potted: ['red'], foul: 'in-off' })]);
		expect(points(s)).toEqual([0, 4]);
		expect(s.frame).toMatchObject({ reds: 14, ballOn: 'red', remaining: 14 * 8 + 27 });
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'play-again'] });
	});
});

describe('review: SN-6(b) ball on or ball concerned, whichever is higher', () => {
	const expected = { yellow: 4, green: 4, brown: 4, blue: 5, pink: 6, black: 7 };

	it('SN-6(b) potting each colour when a red is on', () => {
		for (const c of COLOURS) expect(value([], S({ firstHit: 'red', potted: [c] })), c).toBe(expected[c]);
	});

	it('SN-6(b) first hitting each colour when a red is on', () => {
		for (const c of COLOURS) expect(value([], S({ firstHit: c })), c).toBe(expected[c]);
	});

	it('SN-6(b) potting the pink when a red is on: 6 points to the opponent, the red potted with it stays down unscored', () => {
		const s = play([S({ firstHit: 'red', potted: ['red', 'pink'] })]);
		expect(points(s)).toEqual([0, 6]);
		expect(s.frame).toMatchObject({ reds: 14, colours: [...COLOURS] });
	});

	it('SN-6(b) in the final sequence: the black hit or potted when on the yellow is 7; the yellow hit when on the pink is 6', () => {
		expect(value(onColour('yellow'), S({ firstHit: 'black' }))).toBe(7);
		expect(value(onColour('yellow'), S({ firstHit: 'yellow', potted: ['black'] }))).toBe(7);
		expect(value(onColour('green'), S({ firstHit: 'green', potted: ['green', 'brown'] }))).toBe(4);
		expect(value(onColour('pink'), S({ firstHit: 'black' }))).toBe(7);
	});

	it('SN-6(b) on the nominated colour: a red or another colour potted with it costs the higher value', () => {
		expect(value([red], S({ nominated: 'blue', firstHit: 'blue', potted: ['blue', 'red'] }))).toBe(5);
		expect(value([red], S({ nominated: 'yellow', firstHit: 'yellow', potted: ['yellow', 'black'] }))).toBe(7);
		expect(value([red], S({ nominated: 'pink', firstHit: 'black' }))).toBe(7);
		expect(value([red], S({ nominated: 'black', firstHit: 'pink' }))).toBe(7);
	});

	it('SN-6(b) forcing a ball off the table: the black 7; a red when on the nominated pink 6', () => {
		expect(value([], S({ firstHit: 'red', offTable: ['black'] }))).toBe(7);
		expect(value([red], S({ nominated: 'pink', firstHit: 'pink', offTable: ['red'] }))).toBe(6);
		const s = play([red, S({ nominated: 'pink', firstHit: 'pink', offTable: ['red'] })]);
		expect(s.frame).toMatchObject({ reds: 13, colours: [...COLOURS], ballOn: 'red' });
	});
});

describe('review: SN-6(c) two balls at once', () => {
	it('SN-6(c) a red and a colour hit at once when on a red: the higher of the two, at least 4', () => {
		expect(value([], S({ firstHit: 'red', ball: 'yellow', simultaneous: true }))).toBe(4);
		expect(value([], S({ firstHit: 'red', ball: 'pink', simultaneous: true }))).toBe(6);
	});

	it('SN-6(c) two colours at once in the sequence: the higher; two reds at once is no foul', () => {
		expect(value(onColour('blue'), S({ firstHit: 'blue', ball: 'black', simultaneous: true }))).toBe(7);
		const s = play([S({ firstHit: 'red', ball: 'red', simultaneous: true })]);
		expect(points(s)).toEqual([0, 0]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
	});
});

describe('review: SN-6(d) the 7-point fouls', () => {
	it('SN-6(d) a named 7-point foul is 7 whatever the ball on', () => {
		expect(value([], S({ foul: 'seven' }))).toBe(7);
		expect(value(onColour('yellow'), S({ foul: 'seven' }))).toBe(7);
	});

	it('SN-6(d) playing at reds on successive strokes: a red potted, then a red hit first with no colour nominated', () => {
		expect(value([red], S({ firstHit: 'red' }))).toBe(7);
		expect(value([red], S({ potted: ['red'] }))).toBe(7);
		expect(value([red, pot('black'), red], S({ firstHit: 'red', potted: ['red'] }))).toBe(7);
	});

	it('SN-6(d) a foul after potting a red before nominating a colour: 7', () => {
		expect(value([red], missAll())).toBe(7);
		expect(value([red], S({ foul: 'in-off' }))).toBe(7);
		expect(value([red], S({ foul: 'touch', ball: 'yellow' }))).toBe(7);
	});

	it('SN-6(d) a free ball potted as a red, then a red played: 7', () => {
		const freeRed = [missAll({ snookered: true }), choose('free-ball'), S({ freeBall: 'green', firstHit: 'green', potted: ['green'] })];
		expect(play(freeRed).frame.ballOn).toBe('colour');
		expect(value(freeRed, S({ firstHit: 'red' }))).toBe(7);
	});

	it('SN-6(b), not (d): with a colour nominated, hitting a red first costs the nominated colour, at least 4', () => {
		expect(value([red], S({ nominated: 'yellow', firstHit: 'red' }))).toBe(4);
		expect(value([red], S({ nominated: 'blue', firstHit: 'red' }))).toBe(5);
	});

	it('SN-3: the colour hit first is the nomination, so a foul on it is its value, not 7', () => {
		expect(value([red], S({ firstHit: 'yellow', foul: 'in-off' }))).toBe(4);
		expect(value([red], S({ firstHit: 'blue', foul: 'in-off' }))).toBe(5);
	});
});

describe('review: SN-6 several fouls, the break before the foul', () => {
	it('SN-6 several fouls on one stroke: only the highest value', () => {
		expect(value([], S({ firstHit: 'red', potted: ['yellow', 'blue'] }))).toBe(5);
		expect(value([], S({ firstHit: 'pink', foul: 'in-off', potted: ['red'] }))).toBe(6);
		expect(value([], S({ firstHit: 'blue', foul: 'in-off', potted: ['black'] }))).toBe(7);
		expect(value([], S({ foul: 'push', ball: 'brown', offTable: ['green'] }))).toBe(4);
		expect(value([], S({ foul: 'seven', firstHit: 'pink' }))).toBe(7);
	});

	it('SN-6 a foul after a break: the break stands, the foul stroke scores nothing', () => {
		const s = play([red, pot('black'), red, S({ nominated: 'green', firstHit: 'green', potted: ['green'], foul: 'in-off' })]);
		expect(points(s)).toEqual([9, 4]);
		expect(s.players[0]!.highRun).toBe(9);
		expect(s.frame).toMatchObject({ reds: 13, ballOn: 'red', colours: [...COLOURS] });
	});
});

describe('review: SN-4 scoring', () => {
	it('SN-4 two reds on one stroke score 2; then a colour; SN-1 remaining follows', () => {
		const two = play([S({ potted: ['red', 'red'] })]);
		expect(points(two)).toEqual([2, 0]);
		expect(two.frame).toMatchObject({ reds: 13, ballOn: 'colour', remaining: 13 * 8 + 27 + 7, break: 2 });
		const black = play([S({ potted: ['red', 'red'] }), pot('black')]);
		expect(points(black)).toEqual([9, 0]);
		expect(black.frame).toMatchObject({ reds: 13, ballOn: 'red', remaining: 13 * 8 + 27, break: 9 });
	});
});

describe('review: SN-1 points remaining and snookers required', () => {
	it('SN-1 remaining through a frame: 147, 146 after a red, 139 after its black, 27 in the colours, down to 0', () => {
		expect(play([]).frame.remaining).toBe(147);
		expect(play([red]).frame.remaining).toBe(146);
		expect(play([red, pot('black')]).frame.remaining).toBe(139);
		expect(play([red, safety]).frame.remaining).toBe(14 * 8 + 27);
		expect(play(redsAndBlacks(15)).frame.remaining).toBe(27);
		const after = [25, 22, 18, 13, 7];
		for (let i = 1; i <= 5; i++) expect(play([...redsAndBlacks(15), ...coloursFrom().slice(0, i)]).frame.remaining).toBe(after[i - 1]);
	});

	it('SN-1 remaining in the short forms: 107 / 75, and +7 after a red', () => {
		expect(ten.play([red]).frame.remaining).toBe(9 * 8 + 27 + 7);
		expect(six.play([red]).frame.remaining).toBe(5 * 8 + 27 + 7);
		expect(six.play(redsAndBlacks(6)).frame.remaining).toBe(27);
	});

	it('SN-1 snookers required: deficit beyond the points on the table, in the colour phase after the last red too', () => {
		const s = play([...redsAndBlacks(14), red]);
		// Ann 113, 34 on the table (the last red's colour and the six colours).
		expect(s.frame).toMatchObject({ remaining: 34, snookersRequired: 113 - 34 });
		expect(play(redsAndBlacks(4)).frame.snookersRequired).toBe(0); // 32 behind, 115 on the table
		// Ann 120, the yellow on: 27 on the table.
		expect(play(redsAndBlacks(15)).frame.snookersRequired).toBe(93);
	});
});

describe('review: SN-3, SN-5 the colours after the last red', () => {
	it('SN-3 the colour after the last red potted: re-spotted, the yellow is on, he plays on', () => {
		const s = play([...redsAndBlacks(14), red, pot('pink')]);
		expect(s.frame).toMatchObject({ reds: 0, colours: [...COLOURS], ballOn: 'yellow', remaining: 27, break: 112 + 7 });
		expect(s.turn).toBe(0);
	});

	it('SN-3 the colour after the last red missed: the opponent is on the yellow', () => {
		const s = play([...redsAndBlacks(14), red, S({ nominated: 'black', firstHit: 'black' })]);
		expect(s.turn).toBe(1);
		expect(s.frame).toMatchObject({ reds: 0, ballOn: 'yellow', remaining: 27 });
	});

	it('SN-3 a foul on the colour after the last red: the value of the nominated colour; then the yellow', () => {
		const s = play([...redsAndBlacks(14), red, S({ nominated: 'blue', firstHit: 'none' }), choose('accept')]);
		expect(points(s)).toEqual([113, 5]);
		expect(s.frame).toMatchObject({ reds: 0, ballOn: 'yellow', remaining: 27 });
		expect(s.turn).toBe(1);
	});

	it('SN-3 the last red potted on a foul stays down: the next player is on the yellow', () => {
		const s = play([...redsAndBlacks(14), safety, S({ potted: ['red'], foul: 'in-off' }), choose('accept')]);
		expect(points(s)).toEqual([116, 0]);
		expect(s.frame).toMatchObject({ reds: 0, ballOn: 'yellow', remaining: 27, inHand: 'd' });
		expect(s.turn).toBe(0);
	});
});

describe('review: SN-8 free ball', () => {
	const snookered = missAll({ snookered: true });

	it('SN-8 free ball as a red, then a colour: 1 + the colour; the free ball is re-spotted', () => {
		const s = play([snookered, choose('free-ball'), S({ freeBall: 'yellow', firstHit: 'yellow', potted: ['yellow'] }), S({ nominated: 'black', potted: ['black'] })]);
		expect(points(s)).toEqual([0, 4 + 1 + 7]);
		expect(s.frame).toMatchObject({ reds: 15, colours: [...COLOURS], ballOn: 'red', break: 8, freeBall: false });
		expect(s.turn).toBe(1);
	});

	it('SN-8 free ball potted with a red: only the red scores, the free ball is re-spotted', () => {
		const s = play([snookered, choose('free-ball'), S({ freeBall: 'pink', firstHit: 'pink', potted: ['pink', 'red'] })]);
		expect(points(s)).toEqual([0, 5]);
		expect(s.frame).toMatchObject({ reds: 14, colours: [...COLOURS], ballOn: 'colour' });
	});

	it('SN-8 free ball and ball on hit together, the ball on potted: it scores', () => {
		const s = play([snookered, choose('free-ball'), S({ freeBall: 'blue', firstHit: 'blue', ball: 'red', simultaneous: true, potted: ['red'] })]);
		expect(points(s)).toEqual([0, 5]);
		expect(s.pending).toBeNull();
	});

	it('SN-8 in the colours: a free ball potted scores the colour on, which stays on', () => {
		const before = [...onColour('green'), safety, missAll({ snookered: true }), choose('free-ball')];
		// Ann 122 (reds, blacks, yellow); Ben misses the green: 4 to Ann (126); Ann's free ball black scores 3.
		const s = play([...before, S({ freeBall: 'black', firstHit: 'black', potted: ['black'] })]);
		expect(points(s)).toEqual([129, 0]);
		expect(s.frame).toMatchObject({ ballOn: 'green', colours: COLOURS.slice(1), remaining: 25 });
		expect(s.turn).toBe(0);
	});

	it('SN-8 a free ball stroke that hits the ball on first (free ball named) is a foul', () => {
		const s = play([snookered, choose('free-ball'), S({ freeBall: 'black', firstHit: 'red' })]);
		expect(points(s)).toEqual([4, 4]);
		expect(s.pending?.player).toBe(0);
	});
});

describe('review: SN-9, SN-10 foul and a miss', () => {
	const missClear = missAll({ miss: true, clearPath: true });

	it('SN-9 replace on a colour after a red: the offender plays again on a colour of his choice', () => {
		const s = play([red, S({ nominated: 'pink', firstHit: 'none', miss: true }), choose('replace')]);
		expect(points(s)).toEqual([1, 6]);
		expect(s.turn).toBe(0);
		expect(s.frame).toMatchObject({ ballOn: 'colour', reds: 14, remaining: 14 * 8 + 27 + 7, misses: 1 });
	});

	it('SN-9 replace puts back a red potted on the miss; the penalty stands', () => {
		const s = play([safety, S({ firstHit: 'black', potted: ['red'], miss: true }), choose('replace')]);
		expect(points(s)).toEqual([7, 0]);
		expect(s.frame).toMatchObject({ reds: 15, ballOn: 'red', misses: 1 });
		expect(s.turn).toBe(1);
	});

	it('SN-10 three misses from the replaced position award the frame (the match when best of 1)', () => {
		const s = play([safety, missClear, choose('replace'), missClear, choose('replace'), missClear], ONE);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(points(s)).toEqual([12, 0]);
	});

	it('SN-10 a clear path: the third miss loses the frame whatever the score', () => {
		// Ann 120 with 27 on the table: Ben needs snookers, yet misses a full-ball hit three times.
		const s = play([...redsAndBlacks(15), safety, missClear, choose('replace'), missClear, choose('replace'), missClear], ONE);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
	});

	it('SN-10 a stroke that hits ends the count: a later miss starts again at 1', () => {
		const s = play([safety, missClear, choose('replace'), missClear, choose('replace'), safety, safety, missClear]);
		expect(s.frame.misses).toBe(1);
		expect(frames(s)).toEqual([0, 0]);
	});

	it('SN-13 six-red: the fifth miss with a free ball called offers free-ball, accept, play-again, ball-in-hand', () => {
		const missSnookered = missAll({ miss: true, clearPath: true, snookered: true });
		const five = [safety, ...Array.from({ length: 4 }, () => [missClear, choose('replace')]).flat(), missSnookered];
		const s = six.play(five);
		expect(s.pending).toEqual({ player: 0, options: ['free-ball', 'accept', 'play-again', 'ball-in-hand'] });
		expect(points(s)).toEqual([20, 0]);
	});
});

describe('review: SN-11 end of frame, re-spotted black, concession', () => {
	/** Six reds, best of 1: Ann 24, Ben 24 + yellow, green, brown (33), misses the blue (Ann 29); Ann blue, pink (40); Ben blacks it: 40–40. */
	const level = [
		...redsAndBlacks(3),
		safety,
		...redsAndBlacks(3),
		pot('yellow'),
		pot('green'),
		pot('brown'),
		missAll(),
		choose('accept'),
		pot('blue'),
		pot('pink'),
		safety,
		pot('black')
	];

	it('SN-11 level after the black: re-spotted black; second = the other player plays first; a safety does not end it', () => {
		expect(six.play(level, ONE).pending).toEqual({ player: 1, options: ['first', 'second'] });
		const s = six.play([...level, choose('second'), safety], ONE);
		expect(s.status).toBe('in-progress');
		expect(s.turn).toBe(1);
		expect(s.frame).toMatchObject({ respottedBlack: true, colours: ['black'], remaining: 7 });
		const potted = six.play([...level, choose('second'), safety, pot('black')], ONE);
		expect(potted).toMatchObject({ status: 'finished', winner: 1 });
		expect(points(potted)).toEqual([40, 47]);
	});

	it('SN-11 re-spotted black: a foul by the first player ends it, the penalty to the opponent', () => {
		const s = six.play([...level, choose('first'), S({ foul: 'in-off' })], ONE);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(points(s)).toEqual([47, 40]);
	});

	it('SN-11 with only the black left the striker leading by more than 7 may end the frame: he wins it', () => {
		const s = play([...onColour('black'), { t: 'concede' }]);
		expect(frames(s)).toEqual([1, 0]);
		expect(s.frame).toMatchObject({ number: 2, breaker: 1 });
		// A lead of exactly 7 (Ann 40, Ben 33, Ann at the table on the black) is no such right: her concession gives Ben the frame.
		expect(six.play([...level.slice(0, -2), { t: 'concede' }], ONE)).toMatchObject({ status: 'finished', winner: 1 });
		// Ben, trailing by 7 at the table, concedes: Ann's frame.
		expect(six.play([...level.slice(0, -1), { t: 'concede' }], ONE)).toMatchObject({ status: 'finished', winner: 0 });
	});

	it('SN-11 a concession: the striker concedes, his opponent wins; the next frame is broken off in turn', () => {
		const s = play([red, pot('black'), safety, { t: 'concede' }]);
		expect(frames(s)).toEqual([1, 0]);
		expect(s.frame).toMatchObject({ number: 2, breaker: 1, reds: 15 });
		expect(s.turn).toBe(1);
	});
});

describe('review: SN-2 the match, SN-12 stalemate', () => {
	const concede = { t: 'concede' };

	it('SN-2 break-off alternates frame by frame; best of 5 ends at 3 frames', () => {
		const five = { bestOf: 5 };
		expect(play([concede], five).frame).toMatchObject({ number: 2, breaker: 1 });
		expect(play([concede, concede], five).frame).toMatchObject({ number: 3, breaker: 0 });
		expect(play([concede, concede, concede], five).frame).toMatchObject({ number: 4, breaker: 1 });
		const s = play([concede, concede, concede, concede, concede], five);
		expect(frames(s)).toEqual([2, 3]);
		expect(s.status).toBe('finished');
		expect(s.winner).toBe(1);
		expect(play([], { firstBreaker: 1 }).turn).toBe(1);
		expect(play([concede], { firstBreaker: 1 }).frame).toMatchObject({ number: 2, breaker: 0 });
	});

	it('SN-2 a finished match refuses further strokes', () => {
		expect(error([concede, concede, concede, red])).toBe('action 3 (shot): the match is over (undo is still possible)');
	});

	it('SN-12 stalemate in frame 2: the frame restarts with Ben breaking off, points discarded, breaks kept', () => {
		const s = play([concede, red, pot('black'), red, pot('pink'), safety, safety, { t: 'rerack' }]);
		expect(s.frame).toMatchObject({ number: 2, breaker: 1, reds: 15, remaining: 147, inHand: 'd' });
		expect(points(s)).toEqual([0, 0]);
		expect(s.turn).toBe(1);
		expect(s.players[1]!.highRun).toBe(15);
	});
});

describe('review: breaks, centuries, undo', () => {
	it('SN-4 a break of exactly 100 is a century; the highest break stays across frames', () => {
		const hundred = [...redsAndBlacks(11), red, pot('blue'), red, pot('blue')];
		const s = play(hundred);
		expect(s.frame.break).toBe(100);
		expect(s.players[0]).toMatchObject({ highRun: 100, centuries: 1 });
		const later = play([...hundred, safety, { t: 'concede' }, safety, red, pot('black')]);
		expect(later.players[0]).toMatchObject({ highRun: 100, centuries: 1, points: 8 });
		expect(later.frame.number).toBe(2);
	});

	it('undo takes back a foul and its penalty; redo plays it again', () => {
		const s = play([red, pot('black'), missAll(), { t: 'undo' }]);
		expect(points(s)).toEqual([8, 0]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(0);
		const again = play([red, pot('black'), missAll(), { t: 'undo' }, { t: 'redo' }]);
		expect(points(again)).toEqual([8, 4]);
		expect(again.pending).toEqual({ player: 1, options: ['accept', 'play-again'] });
	});

	it('undo after a frame was won brings the frame back', () => {
		const s = play([...onColour('black'), pot('black'), { t: 'undo' }]);
		expect(frames(s)).toEqual([0, 0]);
		expect(points(s)).toEqual([140, 0]);
		expect(s.frame).toMatchObject({ number: 1, colours: ['black'], break: 140 });
		expect(lastEvents([...clearance(15)])).toContainEqual({ type: 'rack-won', player: 0, rack: 1 });
	});
});
