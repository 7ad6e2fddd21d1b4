/**
 * `{"t":"rack","player":I}`: results-only scoring in the pool races (8-ball, 9-ball), e.g. from a
 * Stream Deck: player I won the current rack, its strokes not recorded (match-script.md, "Pool";
 * docs/rules-decisions.md). Player 0 = Ann, player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { applyAction } from '../match';
import { choose, fouls, scenario, scores, shot as S } from '../testing/scenario';

const rack = (player: number) => ({ t: 'rack', player });
const nine = scenario({ discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 3 });
const eight = scenario({ discipline: 'eight-ball', players: ['Ann', 'Ben'], raceTo: 3 });
const straight = scenario({ discipline: 'straight-pool', players: ['Ann', 'Ben'], pointsTo: 50 });

describe.each([
	['nine-ball', nine, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
	['eight-ball', eight, Array.from({ length: 15 }, (_, i) => i + 1)]
] as const)('%s: the rack result', (_, game, full) => {
	it('counts as a rack won: the score, the next rack set up for its breaker (alternate)', () => {
		const s = game.play([rack(1)]);
		expect(scores(s)).toEqual([0, 1]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1, onTable: full, ballInHand: 'kitchen', breakDue: true });
		expect(s.turn).toBe(1);
		expect(game.lastEvents([rack(1)])).toEqual([
			{ type: 'inning-ended', player: 0 },
			{ type: 'rack-won', player: 1, rack: 1 }
		]);
	});

	it('with breakRule "winner" the rack\'s winner breaks the next one', () => {
		const s = game.play([rack(1), rack(0)], { breakRule: 'winner' });
		expect(s.rack).toMatchObject({ number: 3, breaker: 0 });
		expect(s.turn).toBe(0);
	});

	it('ends a rack in play: its table, ball in hand and foul marks go; the next rack starts full', () => {
		const played = [S({ firstHit: 1, potted: [1], rails: 4 }), S({ foul: 'scratch' })];
		expect(game.play(played).rack!.ballInHand).toBe('anywhere');
		const s = game.play([...played, rack(0)]);
		expect(scores(s)).toEqual([1, 0]);
		expect(fouls(s)).toEqual([0, 0]);
		expect(s.rack).toMatchObject({ number: 2, onTable: full, ballInHand: 'kitchen', pushOutAvailable: false });
		expect(s.pending).toBeNull();
	});

	it('reaching the race wins the match; hill-hill comes with the rack that makes it 2–2', () => {
		const toHill = [rack(0), rack(1), rack(0), rack(1)];
		expect(game.lastEvents(toHill)).toContainEqual({ type: 'hill-hill', rack: 5 });
		const s = game.play([...toHill, rack(1)]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, turn: null });
		expect(game.lastEvents([...toHill, rack(1)]).map((e) => e.type)).toEqual(['inning-ended', 'rack-won', 'match-won']);
	});

	it('is never a break and run or a golden break', () => {
		const events = game.events([S({ firstHit: 1, potted: [1], rails: 4 }), rack(0)]);
		expect(events.map((e) => e.type)).not.toContain('break-and-run');
		expect(events.map((e) => e.type)).not.toContain('golden-break');
	});

	it('is refused for a player who is not in the match, and after the match is decided', () => {
		game.expectRefused([], rack(2), 'there is no player 2');
		game.expectRefused([rack(0), rack(0), rack(0)], rack(1), 'the match is over (undo is still possible)');
		const decided = game.matchAfter([rack(0), rack(0), rack(0)]);
		const r = applyAction(decided, rack(1));
		expect(r.ok === false && r.code).toBe('match-over-undo');
		expect(game.error([{ t: 'rack' }])).toBe('action 0 (rack): player is required');
		expect(game.error([{ t: 'rack', player: 0, potted: [1] }])).toBe('action 0 (rack): unknown key "potted"');
	});

	it('undo takes the result back exactly', () => {
		expect(game.play([S({ firstHit: 1, potted: [1], rails: 4 }), rack(1), { t: 'undo' }])).toEqual(game.play([S({ firstHit: 1, potted: [1], rails: 4 })]));
	});
});

describe('a pending choice comes first (refusing is safer than dropping it)', () => {
	it('9B-5: after a push-out the opponent must choose before a rack result', () => {
		const pushed = [S({ firstHit: 1, potted: [1], rails: 4 }), S({ push: true })];
		nine.expectRefused(pushed, rack(0), 'player 2 must first choose: shoot or pass');
		expect(scores(nine.play([...pushed, choose('shoot'), rack(0)]))).toEqual([1, 0]);
	});

	it('8B-6, 8B-9: the choices after the break come first too', () => {
		eight.expectRefused([S({ rails: 2 })], rack(1), /must first choose: accept or rerack-break or rerack-opponent/);
		eight.expectRefused([S({ potted: [8], rails: 4 })], rack(0), /player 1 must first choose: rerack or spot8/);
		const r = applyAction(eight.matchAfter([S({ rails: 2 })]), rack(1));
		expect(r.ok === false && r.code).toBe('must-choose-first');
	});

	it('8-ball: the table is open again after a rack result (groups go with the rack)', () => {
		const s = eight.play([S({ potted: [1], rails: 5 }), S({ potted: [2] }), rack(0)]);
		expect(s.rack).toMatchObject({ openTable: true, groups: null });
	});
});

describe('14.1: no rack to award', () => {
	it('refuses the rack result with its own code, whatever the state', () => {
		straight.expectRefused([], rack(0), 'straight-pool is not raced to racks: there is no rack to award');
		const r = applyAction(straight.matchAfter([S({ potted: [1, 2] })]), rack(1));
		expect(r).toMatchObject({ ok: false, code: 'rack-not-in-discipline', params: { discipline: 'straight-pool' } });
	});
});
