/**
 * Snooker scenarios, SN-1…SN-5 and SN-11, SN-12 (RULES-more.md), driven as `replay` drives them.
 * Fouls, free balls and misses (SN-6…SN-10) and the short forms (SN-13, SN-14): fouls.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { choose, moments } from '../testing/scenario';
import { COLOURS } from './balls';
import { S, clearance, coloursFrom, frames, game, innings, missAll, points, pot, red, redsAndBlacks, safety } from './test-helpers';

const { play, events, lastEvents, error, expectRefused } = game;
const SIX = { reds: 6, bestOf: 1 };

describe('snooker: SN-1 balls, values, points remaining', () => {
	it('SN-1: a frame starts with 15 reds and six colours, 147 on the table, any red on from the D', () => {
		const s = play([]);
		expect(s).toMatchObject({ discipline: 'snooker', status: 'in-progress', winner: null, draw: false, turn: 0, pending: null, rack: null, bestOf: 3, reds: 15 });
		expect(s.frame).toEqual({
			number: 1,
			breaker: 0,
			reds: 15,
			colours: [...COLOURS],
			ballOn: 'red',
			remaining: 147,
			break: 0,
			snookersRequired: 0,
			misses: 0,
			freeBall: false,
			respottedBlack: false,
			inHand: 'd'
		});
		expect(s.players.map((p) => [p.score, p.points, p.innings, p.highRun, p.average, p.fouls, p.centuries])).toEqual([
			[0, 0, 0, 0, null, 0, 0],
			[0, 0, 0, 0, null, 0, 0]
		]);
	});

	it('SN-1: points remaining — 8 a red + 27, plus 7 while a colour is due; in the sequence the colours left', () => {
		expect(play([red]).frame.remaining).toBe(14 * 8 + 27 + 7);
		expect(play([red, pot('black')]).frame.remaining).toBe(14 * 8 + 27);
		expect(play([...redsAndBlacks(15)]).frame.remaining).toBe(27);
		expect(play([...redsAndBlacks(14), red]).frame.remaining).toBe(34);
		expect(play([...redsAndBlacks(15), pot('yellow'), pot('green')]).frame.remaining).toBe(4 + 5 + 6 + 7);
	});

	it('SN-1: the maximum break is 147 — and a century for the maker', () => {
		const s = play(clearance(15));
		expect(frames(s)).toEqual([1, 0]);
		expect(s.players[0]).toMatchObject({ highRun: 147, centuries: 1, points: 0 });
		const ev = events(clearance(15));
		expect(moments(ev)).toEqual([
			{ type: 'run-reached', player: 0, run: 56, threshold: 50 },
			{ type: 'run-reached', player: 0, run: 104, threshold: 100 }
		]);
		expect(ev.filter((e) => e.type === 'rack-won')).toEqual([{ type: 'rack-won', player: 0, rack: 1 }]);
	});

	it('SN-1: penalty points go to the opponent; the offender keeps what he had', () => {
		const s = play([red, pot('black'), missAll()]);
		expect(points(s)).toEqual([8, 4]);
	});
});

describe('snooker: SN-2 order of play and the match', () => {
	it('SN-2: the players break off in turn, frame by frame (frame 2 by the other player, frame 3 by the first)', () => {
		const two = play(clearance(15));
		expect(two.frame).toMatchObject({ number: 2, breaker: 1, reds: 15, ballOn: 'red', inHand: 'd' });
		expect(two.turn).toBe(1);
		expect(points(two)).toEqual([0, 0]);
		const three = play([...clearance(15), ...clearance(15)]);
		expect(three.frame).toMatchObject({ number: 3, breaker: 0 });
		expect(frames(three)).toEqual([1, 1]);
		expect(play([], { firstBreaker: 1 }).turn).toBe(1);
	});

	it('SN-2: best of 3 is won with 2 frames; the decider is hill-hill', () => {
		const s = play([...clearance(15), ...clearance(15), ...clearance(15)]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		expect(frames(s)).toEqual([2, 1]);
		expect(s.frame.number).toBe(4);
		expect(moments(events([...clearance(15), ...clearance(15)])).filter((e) => e.type === 'hill-hill')).toEqual([{ type: 'hill-hill', rack: 3 }]);
		expect(lastEvents([...clearance(15), ...clearance(15), ...clearance(15)])).toContainEqual({ type: 'match-won', player: 0 });
	});

	it('SN-2: bestOf is an odd number from 1 to 35', () => {
		expect(error([], { bestOf: 4 })).toBe('match: bestOf: a snooker match is the best of an odd number of frames');
		expect(error([], { bestOf: 37 })).toMatch(/^match: bestOf: Too big/);
		expect(error([], { bestOf: undefined })).toBe('match: bestOf is required');
		expect(error([], { reds: 7 })).toMatch(/^match: reds: Invalid option/);
		expect(play([], { bestOf: 1 }).bestOf).toBe(1);
	});
});

describe('snooker: SN-3 the ball on', () => {
	it('SN-3: after a red the striker is on a colour of his choice; the nominated colour scores', () => {
		expect(play([red]).frame.ballOn).toBe('colour');
		const s = play([red, S({ nominated: 'blue', firstHit: 'blue', potted: ['blue'] })]);
		expect(points(s)).toEqual([6, 0]);
		expect(s.frame.ballOn).toBe('red');
		expect(s.turn).toBe(0);
	});

	it('SN-3: with no nomination the colour hit first is taken as nominated (potting another is a foul)', () => {
		const s = play([red, S({ firstHit: 'pink', potted: ['black'] })]);
		expect(points(s)).toEqual([1, 7]);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'play-again'] });
	});

	it('SN-3: hitting a red first when on a colour is a foul', () => {
		expect(points(play([red, S({ nominated: 'green', firstHit: 'red' })]))).toEqual([1, 4]);
	});

	it('SN-3: after the last red and its colour (potted or not) the colours are on from the yellow', () => {
		expect(play([...redsAndBlacks(15)]).frame.ballOn).toBe('yellow');
		const missed = play([...redsAndBlacks(14), red, S({ firstHit: 'black' })]);
		expect(missed.frame).toMatchObject({ ballOn: 'yellow', reds: 0, colours: [...COLOURS], remaining: 27 });
		expect(missed.turn).toBe(1);
		expect(play([...redsAndBlacks(15), pot('yellow')]).frame.ballOn).toBe('green');
	});

	it('SN-3: a nomination is refused when no colour is on after a red', () => {
		expectRefused([], S({ nominated: 'black' }), 'a colour is nominated only when a colour is on after a red');
		expectRefused([...redsAndBlacks(15)], S({ nominated: 'yellow' }), /nominated only/);
	});
});

describe('snooker: SN-4 scoring and the turn', () => {
	it('SN-4: every red potted on one stroke scores; the striker continues while he scores', () => {
		const s = play([S({ potted: ['red', 'red', 'red'] })]);
		expect(points(s)).toEqual([3, 0]);
		expect(s.frame).toMatchObject({ reds: 12, ballOn: 'colour', break: 3 });
		expect(s.turn).toBe(0);
	});

	it('SN-4: a stroke that scores nothing ends the turn; the opponent plays from where the balls lie', () => {
		const s = play([red, pot('black'), safety]);
		expect(s.turn).toBe(1);
		expect(s.frame).toMatchObject({ ballOn: 'red', inHand: null, break: 0 });
		expect(s.players[0]!.highRun).toBe(8);
		expect(innings(s)).toEqual([1, 0]);
		expect(innings(play([red, pot('black'), safety, safety, red]))).toEqual([2, 1]);
	});

	it('SN-4: the break in progress is the striker\'s; the highest break of the match stays', () => {
		const s = play([...redsAndBlacks(3), safety, red, pot('pink')]);
		expect(s.frame.break).toBe(7);
		expect(s.players.map((p) => p.highRun)).toEqual([24, 7]);
	});
});

describe('snooker: SN-5 re-spotting', () => {
	it('SN-5: a colour potted while reds remain is re-spotted, the last red\'s colour too', () => {
		expect(play([red, pot('black')]).frame.colours).toEqual([...COLOURS]);
		expect(play([...redsAndBlacks(15)]).frame.colours).toEqual([...COLOURS]);
	});

	it('SN-5: in the final sequence a colour potted legally stays down', () => {
		expect(play([...redsAndBlacks(15), pot('yellow')]).frame.colours).toEqual(COLOURS.slice(1));
	});

	it('SN-5: a red potted on a foul stays down; a colour potted or forced off on a foul is re-spotted', () => {
		const s = play([S({ potted: ['red', 'blue'] })]);
		expect(s.frame).toMatchObject({ reds: 14, colours: [...COLOURS] });
		expect(points(s)).toEqual([0, 5]);
		const off = play([...redsAndBlacks(15), S({ firstHit: 'yellow', offTable: ['pink'] })]);
		expect(off.frame.colours).toEqual([...COLOURS]);
		expect(points(off)).toEqual([120, 6]);
		expect(play([S({ firstHit: 'red', offTable: ['red'] })]).frame.reds).toBe(14);
	});
});

describe('snooker: SN-11 end of frame', () => {
	it('SN-11: potting the last black ends the frame; the higher score wins it, whoever pots it', () => {
		const upToPink = [...redsAndBlacks(15), ...coloursFrom('yellow').slice(0, 5)];
		expect(play([...upToPink, safety]).frame).toMatchObject({ ballOn: 'black', colours: ['black'], remaining: 7 });
		const s = play([...upToPink, safety, pot('black')]);
		expect(frames(s)).toEqual([1, 0]);
		expect(s.frame.number).toBe(2);
		expect(lastEvents([...upToPink, safety, pot('black')])).toContainEqual({ type: 'rack-won', player: 0, rack: 1 });
	});

	it('SN-11: with only the black left a foul ends the frame, the penalty counted', () => {
		const lead = [...redsAndBlacks(15), ...coloursFrom('yellow').slice(0, 5)];
		const s = play([...clearance(15), ...lead, safety, missAll()]);
		expect(frames(s)).toEqual([1, 1]);
		expect(s.pending).toBeNull();
	});

	it('SN-11: level after the last black — re-spotted black; the pending player plays first or second, from the D', () => {
		const s = play(LEVEL, SIX);
		expect(s.pending).toEqual({ player: 1, options: ['first', 'second'] });
		expect(points(s)).toEqual([40, 40]);
		expect(s.frame).toMatchObject({ respottedBlack: true, reds: 0, colours: ['black'], ballOn: 'black', remaining: 7, inHand: 'd', break: 0 });
		expect(play([...LEVEL, choose('second')], SIX).turn).toBe(0);
		const first = play([...LEVEL, choose('first')], SIX);
		expect(first.turn).toBe(1);
		expect(first.frame.inHand).toBe('d');
	});

	it('SN-11: a foul on the last black that levels the scores also brings the re-spotted black, the fouled player to answer', () => {
		// LEVEL without its last black: Ben (33) plays safe, Ann (40) misses the black: 7 to Ben.
		const s = play([...LEVEL.slice(0, -1), safety, missAll({ miss: true })], SIX);
		expect(points(s)).toEqual([40, 40]);
		expect(s.pending).toEqual({ player: 1, options: ['first', 'second'] });
		expect(s.frame).toMatchObject({ respottedBlack: true, misses: 0 });
	});

	it('SN-11: on the re-spotted black the next score or foul ends the frame', () => {
		const potted = play([...LEVEL, choose('first'), safety, pot('black')], SIX);
		expect(potted).toMatchObject({ status: 'finished', winner: 0 });
		expect(points(potted)).toEqual([47, 40]);
		const fouled = play([...LEVEL, choose('first'), missAll()], SIX);
		expect(fouled).toMatchObject({ status: 'finished', winner: 0 });
		expect(points(fouled)).toEqual([47, 40]);
	});

	it('SN-11: the striker may concede the frame; so may the player who has a choice to make', () => {
		const s = play([red, pot('black'), safety, { t: 'concede' }]);
		expect(frames(s)).toEqual([1, 0]);
		expect(s.frame.number).toBe(2);
		// Ann fouled: Ben, who is to choose, concedes.
		expect(frames(play([missAll(), { t: 'concede' }]))).toEqual([1, 0]);
		expect(frames(play([{ t: 'concede' }]))).toEqual([0, 1]);
	});

	it('SN-11: a frame awarded by result or forfeit; a result waits for a pending choice', () => {
		expect(frames(play([{ t: 'frame', player: 1 }]))).toEqual([0, 1]);
		expect(frames(play([{ t: 'forfeit', player: 1 }]))).toEqual([1, 0]);
		expectRefused([missAll()], { t: 'frame', player: 0 }, 'player 2 must first choose: accept or play-again');
		expectRefused([], { t: 'frame', player: 2 }, 'there is no player 2');
		expectRefused([], { t: 'forfeit', player: 3 }, 'there is no player 3');
	});
});

describe('snooker: SN-12 stalemate', () => {
	it('SN-12: a re-rack voids the frame: points gone, same number, same player breaks off', () => {
		const s = play([safety, red, pot('black'), safety, missAll(), { t: 'rerack' }]);
		expect(points(s)).toEqual([0, 0]);
		expect(s.frame).toMatchObject({ number: 1, breaker: 0, reds: 15, ballOn: 'red', inHand: 'd' });
		expect(s.turn).toBe(0);
		expect(s.pending).toBeNull();
		expect(lastEvents([safety, { t: 'rerack' }])).toContainEqual({ type: 'rerack', rack: 1 });
		const second = play([...clearance(15), safety, { t: 'rerack' }]);
		expect(second.frame).toMatchObject({ number: 2, breaker: 1 });
		expect(second.turn).toBe(1);
	});
});

/**
 * A frame (six reds) that ends level: Ann 24 and Ben 24 from reds and blacks; Ben yellow to brown
 * (33), misses the blue (5 to Ann, 29); Ann blue and pink (40), misses the black; Ben blacks it: 40–40.
 */
export const LEVEL = [
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
