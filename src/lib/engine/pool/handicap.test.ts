/**
 * Handicaps in the pool games (issue 15; match-script.md set-up key `targets`): each player
 * races to, or plays to, his own target in place of `raceTo` / `pointsTo`. Driven exactly as
 * `replay` drives them. Player 0 = Ann, player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { scenario, scores, shot as S } from '../testing/scenario';
import { asFamily } from '../summary';
import type { MatchEvent, Summary } from '../types';

const rack = (player: number) => ({ t: 'rack', player });
/** Each player's target in force, as the summary shows it (handicaps only). */
const targets = (s: Summary) => asFamily(s, 'pool').players.map((p) => p.target);
const moments = (events: MatchEvent[]) => events.filter((e) => e.type === 'hill-hill' || e.type === 'match-won');

describe('9-ball: a race of 5 against 3', () => {
	const nine = scenario({ discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 5, targets: [5, 3] });
	/** 9B-13: a legal break (the 1 first, a ball down) that pockets the 9 wins the rack. */
	const golden = S({ firstHit: 1, potted: [9], rails: 4 });
	/** Ann breaks dry and Ben runs the rack: the 1 first, the 9 on the combination (9B-13). */
	const benRunsOut = [S({ firstHit: 1, rails: 5 }), S({ firstHit: 1, potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] })];
	// Racks alternate Ann, Ben, Ann, …: Ann 1, Ben 1, Ann 2, Ben 2, Ann 3 (golden breaks each).
	const threeTwo = [golden, golden, golden, golden, golden];

	it('9B-13: Ann on 3 racks plays on (her race is 5); the summary shows each player his target', () => {
		const s = nine.play(threeTwo);
		expect(scores(s)).toEqual([3, 2]);
		expect(s).toMatchObject({ status: 'in-progress', winner: null, turn: 1 });
		expect(targets(s)).toEqual([5, 3]);
	});

	it('9B-13: Ben wins the match at 3 racks, Ann on 4 of her 5', () => {
		const actions = [...threeTwo, rack(0), ...benRunsOut];
		const s = nine.play(actions);
		expect(scores(s)).toEqual([4, 3]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, turn: null });
	});

	it('hill-hill: each on his own hill (4–2), raised once, with the rack that makes it; the winner then', () => {
		const actions = [...threeTwo, rack(0), ...benRunsOut];
		expect(moments(nine.events(actions))).toEqual([
			{ type: 'hill-hill', rack: 7 },
			{ type: 'match-won', player: 1 }
		]);
		// 2–2 is nobody's hill but Ben's: no hill-hill
		expect(moments(nine.events(threeTwo.slice(0, 4)))).toEqual([]);
	});

	it('without targets the same racks are a plain race to 5: nothing decided at 3–2, no target key', () => {
		const plain = scenario({ discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 5 });
		const s = plain.play([...threeTwo, rack(0), ...benRunsOut]);
		expect(scores(s)).toEqual([4, 3]);
		expect(s.status).toBe('in-progress');
		expect(s.players.every((p) => !('target' in p))).toBe(true);
	});
});

describe('8-ball: a race of 3 against 2', () => {
	const eight = scenario({ discipline: 'eight-ball', players: ['Ann', 'Ben'], raceTo: 3, targets: [3, 2] });
	/** 8B-1, 8B-14: the breaker takes solids, clears them and pockets the called 8. */
	const runOut = [S({ potted: [1], rails: 5 }), S({ potted: [2, 3, 4, 5, 6, 7] }), S({ potted: [8], firstHit: 8 })];

	it('8B-14: each rack is won by a legal 8; Ben wins the match at 2, hill-hill at 2–1', () => {
		// rack 1 Ann breaks and runs out; rack 2 Ben; rack 3 Ann (result only); rack 4 Ben
		const actions = [...runOut, ...runOut, rack(0), ...runOut];
		const s = eight.play(actions);
		expect(scores(s)).toEqual([2, 2]);
		expect(s).toMatchObject({ status: 'finished', winner: 1 });
		expect(targets(s)).toEqual([3, 2]);
		expect(moments(eight.events(actions))).toEqual([
			{ type: 'hill-hill', rack: 4 },
			{ type: 'match-won', player: 1 }
		]);
	});

	it('8B-1: 2 racks do not win Ann\'s race of 3', () => {
		const s = eight.play([...runOut, rack(0)]);
		expect(scores(s)).toEqual([2, 0]);
		expect(s.status).toBe('in-progress');
	});
});

describe('14.1: 20 points against 10', () => {
	const straight = scenario({ discipline: 'straight-pool', players: ['Ann', 'Ben'], pointsTo: 20, targets: [20, 10] });
	/** 14-6(2): a legal safe opening break. */
	const safeBreak = S({ cueRail: true, rails: 2 });

	it('14-1: Ann on 10 plays on; Ben wins the moment he reaches his own 10', () => {
		const actions = [
			safeBreak, // Ann: legal, nothing down, Ben to the table
			S({ potted: [1, 2, 3, 4, 5, 6] }), // Ben 6
			S(), // Ben misses
			S({ potted: [7, 8, 9, 10] }), // Ann 4
			S({ potted: [11, 12, 13, 14] }), // Ann 8: one ball left, the 14 are re-racked
			S({ potted: [1, 2] }), // Ann 10: not her target, she plays on
			S(), // Ann misses
			S({ potted: [3, 4, 5] }) // Ben 9
		];
		const s = straight.play(actions);
		expect(scores(s)).toEqual([10, 9]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 1 });
		expect(targets(s)).toEqual([20, 10]);
		const won = straight.play([...actions, S({ potted: [6] })]);
		expect(scores(won)).toEqual([10, 10]);
		expect(won).toMatchObject({ status: 'finished', winner: 1, turn: null });
	});

	it('14-1: the stroke that reaches the player\'s own target wins at once, with no re-rack after it', () => {
		// Ben, playing to 14, pockets 14 of the 15 on one stroke after Ann's safe break.
		const s = straight.play([safeBreak, S({ potted: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] })], { targets: [20, 14] });
		expect(scores(s)).toEqual([0, 14]);
		expect(s).toMatchObject({ status: 'finished', winner: 1 });
		// one ball left after the winning stroke: the 14 are not re-racked (rack.number stays 1)
		expect(s.rack).toMatchObject({ number: 1, onTable: [15] });
	});
});
