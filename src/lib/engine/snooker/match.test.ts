/**
 * Snooker through the match layer: refusals (reason given, state unchanged), broadcast events,
 * set-up keys and the summary's bookkeeping (visits, breaks, centuries).
 */
import { describe, expect, it } from 'vitest';
import { choose, moments } from '../testing/scenario';
import { S, clearance, coloursFrom, game, missAll, pot, red, redsAndBlacks, safety } from './test-helpers';

const { play, events, lastEvents, error, expectRefused } = game;

describe('snooker refusals', () => {
	it('balls named must be on the table, each once', () => {
		expectRefused([], S({ potted: Array(16).fill('red') }), '16 reds named, but only 15 are on the table');
		expectRefused([...redsAndBlacks(15)], S({ potted: ['red'] }), 'ball red is not on the table');
		expectRefused([...redsAndBlacks(15), pot('yellow')], S({ potted: ['yellow'] }), 'ball yellow is not on the table');
		expectRefused([...redsAndBlacks(15), pot('yellow')], S({ firstHit: 'yellow' }), 'ball yellow is not on the table');
		expectRefused([], S({ potted: ['blue', 'blue'] }), 'ball blue is listed twice');
		expectRefused([], S({ potted: ['blue'], offTable: ['blue'] }), 'ball blue cannot be both pocketed and off the table');
		expectRefused([], S({ potted: ['purple'] }), /^potted\.0: Invalid option/);
	});

	it('keys that need a foul or each other', () => {
		expectRefused([], S({ ball: 'blue' }), '"ball" names the ball concerned in a foul or hit together with the first');
		expectRefused([], S({ simultaneous: true, firstHit: 'red' }), 'a simultaneous hit names both balls: firstHit and ball');
		expectRefused([], S({ foul: 'kick' }), /^foul: Invalid option/);
		expectRefused([], S({ spin: true }), 'unknown key "spin"');
	});

	it('choices: only when pending, only the options offered', () => {
		expectRefused([], choose('accept'), 'there is no choice to make now');
		expectRefused([missAll()], choose('replace'), '"replace" is not one of the options: accept, play-again');
		expectRefused([missAll()], S(), 'player 2 must first choose: accept or play-again');
		expect(error([...clearance(15), ...clearance(15), ...clearance(15), S()])).toBe('action 108 (shot): the match is over (undo is still possible)');
		expect(error([{ t: 'concede', player: 1 }])).toBe('action 0 (concede): unknown key "player"');
	});
});

describe('snooker events', () => {
	it('a foul, the visit ended, the choice: in that order', () => {
		expect(lastEvents([safety, missAll({ miss: true })])).toEqual([
			{ type: 'foul', player: 1, points: 4 },
			{ type: 'inning-ended', player: 1 },
			{ type: 'choice-pending', player: 0, options: ['accept', 'play-again', 'replace'] }
		]);
		expect(lastEvents([red, safety])).toEqual([{ type: 'inning-ended', player: 0 }]);
	});

	it('run-reached for breaks of 50 and 100 (the catalog), or the set-up\'s runEvents', () => {
		expect(moments(events(redsAndBlacks(7)))).toEqual([{ type: 'run-reached', player: 0, run: 56, threshold: 50 }]);
		expect(moments(events(redsAndBlacks(2), { runEvents: [8, 16] }))).toEqual([
			{ type: 'run-reached', player: 0, run: 8, threshold: 8 },
			{ type: 'run-reached', player: 0, run: 16, threshold: 16 }
		]);
		expect(moments(events(clearance(15), { runEvents: [] }))).toEqual([]);
	});

	it('hill-hill once, when both need one frame; never in a one-frame match', () => {
		const decider = [...clearance(15), { t: 'frame', player: 1 }];
		expect(moments(events(decider)).filter((e) => e.type === 'hill-hill')).toEqual([{ type: 'hill-hill', rack: 3 }]);
		expect(lastEvents(decider)).toEqual([
			{ type: 'rack-won', player: 1, rack: 2 },
			{ type: 'hill-hill', rack: 3 }
		]);
		expect(lastEvents([{ t: 'frame', player: 1 }], { bestOf: 1 })).toEqual([
			{ type: 'rack-won', player: 1, rack: 1 },
			{ type: 'match-won', player: 1 }
		]);
	});
});

describe('snooker summary bookkeeping', () => {
	it('visits are innings; a century is counted once per break; the high break is the match\'s', () => {
		// Ann's 147 wins frame 1; Ben breaks off frame 2 with 104; Ann comes in for 16.
		const s = play([...clearance(15), ...redsAndBlacks(13), safety, ...redsAndBlacks(2), safety]);
		expect(s.players[0]).toMatchObject({ innings: 2, highRun: 147, centuries: 1, points: 16 });
		expect(s.players[1]).toMatchObject({ innings: 1, highRun: 104, centuries: 1, points: 104 });
	});

	it('snookers required: the deficit beyond the points on the table', () => {
		const s = play([...redsAndBlacks(15), ...coloursFrom().slice(0, 3), safety]);
		// Ann 129, Ben 0, blue pink black left: 18 on the table.
		expect(s.frame).toMatchObject({ remaining: 18, snookersRequired: 111, ballOn: 'blue' });
		expect(play([]).frame.snookersRequired).toBe(0);
	});

	it('players keep their set-up details; a finished match keeps the last frame\'s points', () => {
		const s = play([red, pot('black'), { t: 'concede' }], { bestOf: 1, players: [{ name: 'Ann', country: 'PL' }, 'Ben'] });
		expect(s.players[0]).toMatchObject({ name: 'Ann', country: 'PL', points: 8, score: 0 });
		expect(s).toMatchObject({ status: 'finished', winner: 1, turn: null });
		expect(s.frame).toMatchObject({ number: 2, inHand: null, break: 0, snookersRequired: 0 });
	});
});
