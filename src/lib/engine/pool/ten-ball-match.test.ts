/**
 * 10-ball match layer: races, handicaps, results-only racks, forfeits, broadcast events, undo,
 * and the refusals (text and state unchanged). Rules scenarios: ten-ball.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../match';
import { asFamily } from '../summary';
import { choose, fouls, moments, scenario, scores, shot as S } from '../testing/scenario';

const { play, error, events, lastEvents, expectRefused } = scenario({ discipline: 'ten-ball', players: ['Ann', 'Ben'], raceTo: 3 });

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const dryBreak = S({ firstHit: 1, rails: 5 });
/** The breaker pockets the 2 on the break, then runs 1, 3–9 and the last 10: a break and run. */
const breakAndRun = [S({ firstHit: 1, potted: [2] }), S({ firstHit: 1, potted: [1, 3, 4, 5, 6, 7, 8, 9] }), S({ potted: [10] })];
const rack = (player: number) => ({ t: 'rack', player });

describe('10-ball match layer', () => {
	it('race to N: racks won are the score; the match ends at raceTo, nothing after', () => {
		const s = play([rack(0), rack(1), rack(0), rack(0)]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		expect(scores(s)).toEqual([3, 1]);
		expect(s.rack).toMatchObject({ number: 5, onTable: ALL, ballInHand: null, breakDue: false, pushOutAvailable: false });
		expect(error([rack(0), rack(0), rack(0), dryBreak])).toBe('action 3 (shot): the match is over (undo is still possible)');
	});

	it('results only: a rack result needs no choice pending and a player of the match', () => {
		expect(play([dryBreak, rack(1)]).rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL });
		expectRefused([dryBreak, S({ firstHit: 1, potted: [4] })], rack(1), /must first choose/);
		expectRefused([], rack(2), 'there is no player 2');
	});

	it('forfeit: the player loses the rack, a pending choice with it', () => {
		const s = play([dryBreak, S({ firstHit: 1, potted: [4] }), { t: 'forfeit', player: 0 }]);
		expect(s.pending).toBeNull();
		expect(scores(s)).toEqual([0, 1]);
		expect(s.rack).toMatchObject({ number: 2, onTable: ALL });
	});

	it('handicaps: each player races to his own target', () => {
		const s = play([rack(1), rack(1)], { targets: [3, 2] });
		expect(s).toMatchObject({ status: 'finished', winner: 1 });
		expect(asFamily(s, 'pool').players.map((p) => p.target)).toEqual([3, 2]);
		expect(play([]).players[0]).not.toHaveProperty('target');
		expect(error([], { targets: [3] })).toBe('match: targets: one target per player: 2 expected, 1 given');
	});

	it('set-up keys: safetyCall and tenLastToWin are booleans; unknown keys are refused', () => {
		expect(error([], { safetyCall: 'yes' })).toMatch(/^match: safetyCall/);
		expect(error([], { tenLastToWin: 1 })).toMatch(/^match: tenLastToWin/);
		expect(error([], { pushOut: true })).toMatch(/^match: unknown key/);
		expect(error([], { raceTo: undefined })).toMatch(/^match: .*raceTo/);
	});

	it('innings: a wrongful pocket passed back and a push-out end the inning', () => {
		const s = play([dryBreak, S({ push: true }), choose('pass'), S({ firstHit: 1, potted: [3] }), choose('pass'), S({ firstHit: 1 })]);
		// Ann: break; Ben: push, then (passed back) a wrongful pocket, then (passed back) a miss
		expect(s.players.map((p) => p.innings)).toEqual([1, 3]);
		expect(s.turn).toBe(0);
	});

	it('undo restores a pending choice, the marks and a won rack', () => {
		expect(play([dryBreak, S({ firstHit: 1, potted: [4] }), choose('pass'), { t: 'undo' }]).pending).toEqual({ player: 0, options: ['shoot', 'pass'] });
		const threeFouls = [dryBreak, S({ foul: 'other' }), S({ firstHit: 1 }), S({ foul: 'other' }), S({ firstHit: 1 }), S({ foul: 'other' })];
		const undone = play([...threeFouls, { t: 'undo' }]);
		expect(fouls(undone)).toEqual([0, 2]);
		expect(scores(undone)).toEqual([0, 0]);
		expect(play([...breakAndRun, { t: 'undo' }, { t: 'redo' }])).toEqual(play(breakAndRun));
	});
});

describe('10-ball broadcast events', () => {
	it('rack-won and match-won beside the inning end; hill-hill when both need one', () => {
		// rack 4 is Ben's break (alternate): the inning that ends is his
		expect(lastEvents([rack(0), rack(1), rack(0), rack(1)])).toEqual([
			{ type: 'inning-ended', player: 1 },
			{ type: 'rack-won', player: 1, rack: 4 },
			{ type: 'hill-hill', rack: 5 }
		]);
		expect(lastEvents([rack(0), rack(0), rack(0)])).toContainEqual({ type: 'match-won', player: 0 });
	});

	it('break and run: the breaker runs out in the inning of his break; no golden break (the 10 on the break is spotted)', () => {
		expect(moments(events(breakAndRun))).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
		const tenSpotted = [S({ firstHit: 1, potted: [10] }), S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] }), S({ potted: [10] })];
		expect(moments(events(tenSpotted))).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
		// a wrongful pocket passed back ends the inning: the run after it is no break and run
		const passed = [S({ firstHit: 1, potted: [2] }), S({ firstHit: 1, potted: [1], called: false }), choose('pass'), S({ firstHit: 3, potted: [3, 4, 5, 6, 7, 8, 9] }), S({ potted: [10] })];
		expect(scores(play(passed))).toEqual([1, 0]);
		expect(moments(events(passed))).toEqual([]);
	});

	it('tenLastToWin false: the 10 on the break is a golden break and a break and run', () => {
		expect(moments(events([S({ firstHit: 1, potted: [10] })], { tenLastToWin: false }))).toEqual([
			{ type: 'break-and-run', player: 0, rack: 1 },
			{ type: 'golden-break', player: 0, rack: 1 }
		]);
	});

	it('choice-pending for the push-out and the wrongful pocket; foul for a foul', () => {
		expect(lastEvents([dryBreak, S({ push: true })])).toEqual([
			{ type: 'choice-pending', player: 0, options: ['shoot', 'pass'] },
			{ type: 'inning-ended', player: 1 }
		]);
		expect(lastEvents([dryBreak, S({ firstHit: 1, potted: [6] })])).toEqual([
			{ type: 'choice-pending', player: 0, options: ['shoot', 'pass'] },
			{ type: 'inning-ended', player: 1 }
		]);
		expect(lastEvents([dryBreak, S({ foul: 'scratch' })])).toEqual([
			{ type: 'foul', player: 1 },
			{ type: 'inning-ended', player: 1 }
		]);
		expect(lastEvents([dryBreak, { t: 'rerack' }])).toEqual([{ type: 'rerack', rack: 1 }]);
	});
});

describe('10-ball fixtures: broadcast moments (tests/fixtures/pool/ten-ball)', () => {
	const momentsOf = (name: string) => {
		const doc: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/pool/ten-ball', name), 'utf8'));
		const result = runScript(doc);
		if (!result.ok) throw new Error(result.error);
		return moments(result.events);
	};

	it('the 2008 reading: rack 1 is a golden break; the other racks are won by the non-breaker', () => {
		expect(momentsOf('ten-wins-early-2008.json')).toEqual([
			{ type: 'break-and-run', player: 0, rack: 1 },
			{ type: 'golden-break', player: 0, rack: 1 }
		]);
	});

	it('handicap: 2–1 leaves both one rack short of their own race (3 and 2): hill-hill for rack 4', () => {
		expect(momentsOf('handicap-results-only.json')).toEqual([{ type: 'hill-hill', rack: 4 }]);
	});

	it('no moments: no rack won in the inning of its break, never both one rack short', () => {
		expect(momentsOf('race-to-3-called-shots.json')).toEqual([]);
		expect(momentsOf('safety-call-three-fouls-stalemate.json')).toEqual([]);
	});
});

describe('10-ball refusals', () => {
	it('balls not on the table, listed twice, down and off', () => {
		expectRefused([dryBreak, S({ firstHit: 1, potted: [1] })], S({ firstHit: 1 }), 'ball 1 is not on the table');
		expectRefused([dryBreak], S({ potted: [3, 3] }), 'ball 3 is listed twice');
		expectRefused([dryBreak], S({ potted: [3], offTable: [3] }), 'ball 3 cannot be both pocketed and off the table');
		expect(error([dryBreak, S({ potted: [14] })])).toBe('action 1 (shot): ball 14 is not in a 10-ball rack: the balls are 1 to 10');
	});

	it('choices: none pending, a stroke while one is, an option not offered', () => {
		expectRefused([dryBreak], choose('shoot'), 'there is no choice to make now');
		expectRefused([dryBreak, S({ firstHit: 1, potted: [4] })], S(), 'player 1 must first choose: shoot or pass');
		expectRefused([dryBreak, S({ firstHit: 1, potted: [4] })], choose('accept'), '"accept" is not one of the options: shoot, pass');
	});

	it('unknown keys and wrong types', () => {
		expectRefused([], S({ call: 3 }), 'unknown key "call"');
		expectRefused([dryBreak], S({ calledBall: 0 }), /calledBall/);
		expectRefused([dryBreak], S({ called: 'yes' }), /called/);
		expectRefused([], { t: 'attempt', success: true }, /attempt/);
	});
});
