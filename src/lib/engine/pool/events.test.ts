/**
 * The broadcast moments of pool (issue 13; docs/rules-decisions.md, "Broadcast events"):
 * hill-hill, break-and-run and golden-break in the races, run-reached in 14.1. Driven through
 * the public match layer, exactly as `replay` and the server drive it. Player 0 = Ann, 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { choose, moments, scenario, shot as S } from '../testing/scenario';

const nine = scenario({ discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 3 });
const eight = scenario({ discipline: 'eight-ball', players: ['Ann', 'Ben'], raceTo: 3 });
const straight = scenario({ discipline: 'straight-pool', players: ['Ann', 'Ben'], pointsTo: 150 });

const rack = (player: number) => ({ t: 'rack', player });
const types = (events: { type: string }[]) => events.map((e) => e.type);

/** 9-ball: the breaker pockets the 1 on a legal break and runs the rack out. */
const nineRunOut = [S({ firstHit: 1, potted: [1], rails: 4 }), S({ potted: [2, 3, 4, 5] }), S({ potted: [6, 7, 8] }), S({ potted: [9] })];
/** 8-ball: the breaker pockets the 1, takes solids, clears them and pockets the 8. */
const eightRunOut = [S({ potted: [1], rails: 5 }), S({ potted: [2, 3, 4, 5, 6, 7] }), S({ potted: [8] })];

describe('hill-hill (pool races)', () => {
	it('is raised with the rack-won that leaves both players one rack short, naming the deciding rack', () => {
		const last = nine.lastEvents([rack(0), rack(1), rack(0), rack(1)]);
		expect(types(last)).toEqual(['inning-ended', 'rack-won', 'hill-hill']);
		expect(last).toContainEqual({ type: 'hill-hill', rack: 5 });
		expect(nine.play([rack(0), rack(1), rack(0), rack(1)]).rack!.number).toBe(5);
	});

	it('comes once a match: not at 2–1, not with the deciding rack', () => {
		const all = nine.events([rack(0), rack(0), rack(1), rack(1), rack(0)]);
		expect(moments(all)).toEqual([{ type: 'hill-hill', rack: 5 }]);
		expect(types(all).at(-1)).toBe('match-won');
	});

	it('follows every way a rack is won: a stroke, a three-foul loss, a forfeit', () => {
		// 1–0 by a stroke (Ann runs out), then Ben levels by a forfeit of Ann: 1–1 in a race to 2.
		const events = nine.events([...nineRunOut, { t: 'forfeit', player: 0 }], { raceTo: 2 });
		expect(moments(events).filter((e) => e.type === 'hill-hill')).toEqual([{ type: 'hill-hill', rack: 3 }]);
		const eightBall = eight.events([S({ potted: [1], rails: 5 }), S({ potted: [2] }), S({ offTable: [8] })], { raceTo: 2 });
		expect(moments(eightBall)).toEqual([]); // 8B-20c: 0–1 is not hill-hill in a race to 2
	});

	it('never in a race to 1: 0–0 comes before any rack is won', () => {
		expect(moments(nine.events([rack(1)], { raceTo: 1 }))).toEqual([]);
	});
});

describe('break-and-run and golden-break: 9-ball', () => {
	it('9B-4: the breaker pockets a ball on the break and runs the rack out: break-and-run', () => {
		const last = nine.lastEvents(nineRunOut);
		expect(types(last)).toEqual(['inning-ended', 'rack-won', 'break-and-run']);
		expect(last).toContainEqual({ type: 'break-and-run', player: 0, rack: 1 });
	});

	it('names the breaker of the rack: Ben breaks rack 2 (alternate) and runs it', () => {
		const events = nine.events([rack(0), ...nineRunOut]);
		expect(moments(events)).toEqual([{ type: 'break-and-run', player: 1, rack: 2 }]);
	});

	it('9B-13: the 9 on a legal break is a golden break, and a break and run too', () => {
		const last = nine.lastEvents([S({ firstHit: 1, potted: [9], rails: 4 })]);
		expect(moments(last)).toEqual([
			{ type: 'break-and-run', player: 0, rack: 1 },
			{ type: 'golden-break', player: 0, rack: 1 }
		]);
		expect(nine.play([S({ firstHit: 1, potted: [9], rails: 4 })]).players[0]!.score).toBe(1);
	});

	it('9B-3, 9B-6: the 9 on a foul break is spotted and wins nothing: no golden break', () => {
		expect(moments(nine.events([S({ firstHit: 1, potted: [9], foul: 'scratch' })]))).toEqual([]);
		expect(moments(nine.events([S({ firstHit: 3, potted: [9], rails: 4 })]))).toEqual([]); // 9B-3: the 1 first
	});

	it('the 9 later in the break inning (a combination) is a break and run, not a golden break', () => {
		const events = nine.events([S({ firstHit: 1, potted: [1], rails: 4 }), S({ potted: [9] })]);
		expect(moments(events)).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
	});

	it('9B-5: a push-out passed back ends the breaker\'s inning: his run-out after it is no break and run', () => {
		const pushed = [S({ firstHit: 1, potted: [1], rails: 4 }), S({ push: true }), choose('pass')];
		const events = nine.events([...pushed, S({ potted: [2, 3, 4, 5, 6, 7, 8] }), S({ potted: [9] })]);
		expect(types(events)).toContain('rack-won');
		expect(moments(events)).toEqual([]);
	});

	it('the breaker wins after the opponent had the table (a miss either side): no break and run', () => {
		const events = nine.events([S({ firstHit: 1, potted: [1], rails: 4 }), S(), S(), S({ potted: [2, 3, 4, 5, 6, 7, 8] }), S({ potted: [9] })]);
		expect(events).toContainEqual({ type: 'rack-won', player: 0, rack: 1 });
		expect(moments(events)).toEqual([]);
	});

	it('a dry break hands the table over: the opponent who runs out broke nothing', () => {
		const events = nine.events([S({ firstHit: 1, rails: 5 }), S({ potted: [1, 2, 3, 4, 5, 6, 7, 8] }), S({ potted: [9] })]);
		expect(events).toContainEqual({ type: 'rack-won', player: 1, rack: 1 });
		expect(moments(events)).toEqual([]);
	});

	it('9B-12: a rack won on the opponent\'s third foul, a forfeit or a `rack` result is no break and run', () => {
		const threeFouls = [S({ firstHit: 1, rails: 5 }), S({ foul: 'other' }), S(), S({ foul: 'other' }), S(), S({ foul: 'other' })];
		const fouled = nine.events(threeFouls);
		expect(fouled).toContainEqual({ type: 'rack-won', player: 0, rack: 1 });
		expect(moments(fouled)).toEqual([]);
		expect(moments(nine.events([S({ firstHit: 1, potted: [1], rails: 4 }), { t: 'forfeit', player: 1 }]))).toEqual([]);
		expect(moments(nine.events([S({ firstHit: 1, potted: [1], rails: 4 }), rack(0)]))).toEqual([]);
	});
});

describe('break-and-run: 8-ball (no golden break: 8B-9, the 8 on the break never wins)', () => {
	it('8B-2, 8B-14: the breaker keeps the table from the break to the 8: break-and-run', () => {
		const last = eight.lastEvents(eightRunOut);
		expect(moments(last)).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
	});

	it('8B-9: the 8 on the break is the breaker\'s choice, not a win; spotting it and running out is a break and run', () => {
		const onBreak = [S({ potted: [8], rails: 4 })];
		expect(moments(eight.events(onBreak))).toEqual([]);
		const spotted = [...onBreak, choose('spot8'), S({ potted: [1] }), S({ potted: [2, 3, 4, 5, 6, 7] }), S({ potted: [8] })];
		expect(moments(eight.events(spotted))).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
		const reracked = [...onBreak, choose('rerack'), ...eightRunOut];
		expect(moments(eight.events(reracked))).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
	});

	it('8B-6: after an illegal break a re-rack starts the rack over: the next breaker can break and run', () => {
		const illegal = S({ rails: 2 });
		const breakerAgain = eight.events([illegal, choose('rerack-opponent'), ...eightRunOut]);
		expect(moments(breakerAgain)).toEqual([{ type: 'break-and-run', player: 0, rack: 1 }]);
		const incomingBreaks = eight.events([illegal, choose('rerack-break'), ...eightRunOut]);
		expect(moments(incomingBreaks)).toEqual([{ type: 'break-and-run', player: 1, rack: 1 }]);
		const accepted = eight.events([illegal, choose('accept'), S({ potted: [1] }), S({ potted: [2, 3, 4, 5, 6, 7] }), S({ potted: [8] })]);
		expect(accepted).toContainEqual({ type: 'rack-won', player: 1, rack: 1 });
		expect(moments(accepted)).toEqual([]);
	});

	it('8B-13: a declared safety hands the table over: no break and run', () => {
		const events = eight.events([S({ potted: [1], rails: 5 }), S({ safety: true }), S(), S({ potted: [2, 3, 4, 5, 6, 7] }), S({ potted: [8] })]);
		expect(events).toContainEqual({ type: 'rack-won', player: 0, rack: 1 });
		expect(moments(events)).toEqual([]);
	});

	it('8B-20: losing the rack on the 8 is nobody\'s break and run', () => {
		expect(moments(eight.events([S({ potted: [1], rails: 5 }), S({ potted: [2, 8] })]))).toEqual([]);
	});
});

describe('14.1: run-reached, and no rack moments', () => {
	/** 14 balls a stroke: each leaves one ball, the 14 are re-racked and the player goes on (14-1). */
	const fourteen = S({ potted: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] });

	it('14-1: a run through re-racks reaches 50 and 100 (the default thresholds), each once', () => {
		const run = Array.from({ length: 8 }, () => fourteen); // 14, 28, 42, 56, …, 112
		const events = straight.events(run);
		expect(moments(events)).toEqual([
			{ type: 'run-reached', player: 0, run: 56, threshold: 50 },
			{ type: 'run-reached', player: 0, run: 112, threshold: 100 }
		]);
		expect(straight.play(run).players[0]!.highRun).toBe(112);
		expect(moments(straight.lastEvents(run.slice(0, 4)))).toHaveLength(1);
	});

	it('runEvents: one stroke may cross several thresholds, raised ascending; [] turns them off', () => {
		expect(moments(straight.events([fourteen], { runEvents: [5, 10, 20] }))).toEqual([
			{ type: 'run-reached', player: 0, run: 14, threshold: 5 },
			{ type: 'run-reached', player: 0, run: 14, threshold: 10 }
		]);
		expect(moments(straight.events([fourteen, fourteen], { runEvents: [] }))).toEqual([]);
	});

	it('the run is the inning\'s: it starts again after a miss, and a foul scores no run', () => {
		const events = straight.events([fourteen, S(), S({ foul: 'scratch' }), S({ potted: [15, 1, 2, 3, 4] })], { runEvents: [10, 18] });
		// Ann 14 (10 reached), misses; Ben fouls; Ann's new inning starts from 0: 5 reaches nothing.
		expect(moments(events)).toEqual([{ type: 'run-reached', player: 0, run: 14, threshold: 10 }]);
		const again = straight.events([fourteen, S(), S(), fourteen], { runEvents: [10] });
		expect(moments(again)).toEqual([
			{ type: 'run-reached', player: 0, run: 14, threshold: 10 },
			{ type: 'run-reached', player: 0, run: 14, threshold: 10 }
		]);
	});

	it('the winning stroke reports the run before the match is won', () => {
		const last = straight.lastEvents([fourteen, fourteen], { pointsTo: 28, runEvents: [25] });
		expect(types(last)).toEqual(['run-reached', 'match-won']);
	});

	it('14.1 has no races: no hill-hill, break-and-run or golden-break however a rack goes', () => {
		const events = straight.events([fourteen, fourteen, S(), S({ potted: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] })], { runEvents: [] });
		expect(moments(events)).toEqual([]);
	});
});
