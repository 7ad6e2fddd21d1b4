/**
 * The broadcast moments of the carom games (issue 13; docs/rules-decisions.md, "Broadcast
 * events"): run-reached, equalizing-inning and last-inning. Driven through the public match
 * layer, exactly as `replay` and the server drive it.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../match';
import { moments } from '../testing/scenario';
import type { MatchEvent } from '../types';
import { inning, matchAfter, replay, shot } from './testing';

const threeC = (extra: Record<string, unknown> = {}) => ({ discipline: 'three-cushion', players: ['Anna', 'Boris'], pointsTo: 30, ...extra });
const rail3 = (extra: Record<string, unknown> = {}) => ({ discipline: 'straight-rail', players: ['Anna', 'Boris', 'Chen'], pointsTo: 200, ...extra });

/** The events of the last action of the script. */
function lastEvents(match: Record<string, unknown>, actions: unknown[]): MatchEvent[] {
	const r = applyAction(matchAfter(match, actions.slice(0, -1)), actions.at(-1));
	if (!r.ok) throw new Error(r.reason);
	return r.events;
}
/** Every event of the script, in order. */
function allEvents(match: Record<string, unknown>, actions: unknown[]): MatchEvent[] {
	const out: MatchEvent[] = [];
	for (let i = 1; i <= actions.length; i++) out.push(...lastEvents(match, actions.slice(0, i)));
	return out;
}
const reached = (player: number, run: number, threshold: number): MatchEvent => ({ type: 'run-reached', player, run, threshold });

describe('run-reached (carom)', () => {
	it('3C: the defaults are 5 and 10; an inning of 12 crosses both, ascending, each at its carom', () => {
		expect(moments(lastEvents(threeC(), [inning(12)]))).toEqual([reached(0, 5, 5), reached(0, 10, 10)]);
	});

	it('a run built stroke by stroke raises the event with the carom that reaches the threshold', () => {
		const four = Array.from({ length: 4 }, () => shot(1));
		expect(moments(allEvents(threeC(), four))).toEqual([]);
		expect(moments(lastEvents(threeC(), [...four, shot(1)]))).toEqual([reached(0, 5, 5)]);
		// an `inning` continues the run begun with strokes
		expect(moments(lastEvents(threeC(), [...four, inning(2)]))).toEqual([reached(0, 5, 5)]);
	});

	it('the run is the inning\'s (the summary\'s currentRun): it starts again in the next inning', () => {
		const events = allEvents(threeC(), [inning(6), inning(0), inning(5)]);
		expect(moments(events)).toEqual([reached(0, 5, 5), reached(0, 5, 5)]);
		expect(replay(threeC(), [inning(6), inning(0), shot(1)]).players[0]!.currentRun).toBe(1);
	});

	it('1C-1: the run is counted before the foul deduction (as highRun is)', () => {
		const oneC = { discipline: 'one-cushion', players: ['Anna', 'Boris'], pointsTo: 100 };
		expect(moments(lastEvents(oneC, [inning(10, { foul: 'other' })]))).toEqual([reached(0, 10, 10)]);
		expect(replay(oneC, [inning(10, { foul: 'other' })]).players[0]).toMatchObject({ score: 9, highRun: 10 });
	});

	it('each game\'s default: one-cushion 10, 20; straight rail and balkline 50, 100', () => {
		const oneC = { discipline: 'one-cushion', players: ['Anna', 'Boris'], pointsTo: 100 };
		expect(moments(lastEvents(oneC, [inning(25)])).map((e) => e.type === 'run-reached' && e.threshold)).toEqual([10, 20]);
		expect(moments(lastEvents(rail3(), [inning(120)])).map((e) => e.type === 'run-reached' && e.threshold)).toEqual([50, 100]);
		const balk = { discipline: 'balkline-71-2', players: ['Anna', 'Boris'], pointsTo: 300 };
		expect(moments(lastEvents(balk, [inning(60)]))).toEqual([reached(0, 50, 50)]);
	});

	it('runEvents replaces the default; [] turns the events off', () => {
		expect(moments(lastEvents(threeC({ runEvents: [3] }), [inning(12)]))).toEqual([reached(0, 3, 3)]);
		expect(moments(lastEvents(threeC({ runEvents: [] }), [inning(12)]))).toEqual([]);
	});

	it('the carom that reaches the target and a threshold reports the run before the inning ends', () => {
		const events = lastEvents(threeC({ pointsTo: 10, equalize: false }), [inning(10)]);
		expect(events.map((e) => e.type)).toEqual(['run-reached', 'run-reached', 'inning-ended', 'match-won']);
	});

	it('a balk carom past the limit scores nothing and reaches nothing (SR-2, BK)', () => {
		const balk = { discipline: 'balkline-47-1', players: ['Anna', 'Boris'], pointsTo: 300, runEvents: [2] };
		expect(moments(allEvents(balk, [shot(1, { balk: true }), shot(1, { balk: true })]))).toEqual([]);
	});
});

describe('equalizing-inning', () => {
	it('the breaker reaches the target: the opponent\'s equalizing inning comes with the breaker\'s last action', () => {
		const events = lastEvents(threeC({ pointsTo: 10, runEvents: [] }), [inning(3), inning(4), inning(7)]);
		expect(events.map((e) => e.type)).toEqual(['inning-ended', 'equalizing-inning']);
		expect(events).toContainEqual({ type: 'equalizing-inning', player: 1 });
		expect(replay(threeC({ pointsTo: 10 }), [inning(3), inning(4), inning(7)])).toMatchObject({ equalizing: true, turn: 1 });
	});

	it('the second player reaches the target: the round is over, the match ends, there is no equalizing inning', () => {
		const events = allEvents(threeC({ pointsTo: 10 }), [inning(3), inning(10)]);
		expect(events.map((e) => e.type)).not.toContain('equalizing-inning');
		expect(events.at(-1)).toEqual({ type: 'match-won', player: 1 });
	});

	it('with three players each later seat gets one, in turn', () => {
		const rail = rail3({ pointsTo: 10, runEvents: [] });
		expect(moments(lastEvents(rail, [inning(10)]))).toEqual([{ type: 'equalizing-inning', player: 1 }]);
		expect(moments(lastEvents(rail, [inning(10), inning(4)]))).toEqual([{ type: 'equalizing-inning', player: 2 }]);
		expect(moments(lastEvents(rail, [inning(10), inning(4), inning(2)]))).toEqual([]);
	});

	it('a player who forfeits his turn hands the equalizing inning on', () => {
		const rail = rail3({ pointsTo: 10, runEvents: [] });
		expect(moments(lastEvents(rail, [inning(10), { t: 'forfeit', player: 1 }]))).toEqual([{ type: 'equalizing-inning', player: 2 }]);
	});

	it('equalize: false — the first to the target wins on the spot, nobody equalizes', () => {
		const events = allEvents(threeC({ pointsTo: 10, equalize: false, runEvents: [] }), [inning(10)]);
		expect(moments(events)).toEqual([]);
	});
});

describe('last-inning (innings limit)', () => {
	it('comes with the action that hands each player the turn for his last inning', () => {
		const limited = threeC({ inningsLimit: 3, runEvents: [] });
		expect(moments(allEvents(limited, [inning(1), inning(1), inning(1)]))).toEqual([]);
		expect(moments(lastEvents(limited, [inning(1), inning(1), inning(1), inning(1)]))).toEqual([{ type: 'last-inning', player: 0 }]);
		expect(moments(lastEvents(limited, [inning(1), inning(1), inning(1), inning(1), inning(1)]))).toEqual([{ type: 'last-inning', player: 1 }]);
	});

	it('the match ends after the last round: nothing more is announced', () => {
		const limited = threeC({ inningsLimit: 2, runEvents: [] });
		const events = allEvents(limited, [inning(1), inning(1), inning(1), inning(2)]);
		expect(moments(events)).toEqual([
			{ type: 'last-inning', player: 0 },
			{ type: 'last-inning', player: 1 }
		]);
		expect(events.at(-1)).toEqual({ type: 'match-won', player: 1 });
	});

	it('inningsLimit 1: the breaker\'s first inning is his last, announced with his first stroke (no action hands it to him)', () => {
		const one = threeC({ inningsLimit: 1, runEvents: [] });
		expect(lastEvents(one, [shot(1)])).toEqual([{ type: 'last-inning', player: 0 }]);
		expect(moments(lastEvents(one, [shot(1), shot(1)]))).toEqual([]);
		expect(moments(lastEvents(one, [shot(1), shot(0)]))).toEqual([{ type: 'last-inning', player: 1 }]);
	});

	it('the equalizing inning can be the last inning too: both are announced', () => {
		const events = lastEvents(threeC({ pointsTo: 10, inningsLimit: 2, runEvents: [] }), [inning(3), inning(4), inning(7)]);
		expect(moments(events)).toEqual([
			{ type: 'equalizing-inning', player: 1 },
			{ type: 'last-inning', player: 1 }
		]);
	});

	it('no innings limit: never', () => {
		expect(moments(allEvents(threeC({ runEvents: [] }), [inning(1), inning(1), inning(1)]))).toEqual([]);
	});
});
