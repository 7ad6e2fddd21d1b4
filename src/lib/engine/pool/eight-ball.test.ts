/** 8-ball scenarios: the initial state and the rules (RULES.md 8B, seed 000). Set-up: ./eight-ball.fixtures.ts. */
import { describe, expect, it } from 'vitest';
import { choose } from '../testing/scenario';
import { ALL, S, STRIPES, annOnTheEight, annSolids, benToShoot, play, without } from './eight-ball.fixtures';

describe('8-ball: the initial state', () => {
	it('before the break: open table, the first breaker in hand behind the head string', () => {
		const s = play([]);
		expect(s).toMatchObject({
			discipline: 'eight-ball',
			status: 'in-progress',
			winner: null,
			draw: false,
			turn: 0,
			pending: null
		});
		expect(s.rack).toMatchObject({
			number: 1,
			breaker: 0,
			onTable: ALL,
			ballInHand: 'kitchen',
			openTable: true,
			groups: null,
			pushOutAvailable: false
		});
		expect(s.players.map((p) => [p.score, p.innings, p.highRun, p.average, p.fouls])).toEqual([
			[0, 0, 0, null, 0],
			[0, 0, 0, null, 0]
		]);
	});
	it('firstBreaker: 1 makes Ben break rack 1', () => {
		const s = play([], { firstBreaker: 1 });
		expect(s.turn).toBe(1);
		expect(s.rack!.breaker).toBe(1);
	});
});

describe('8-ball rules', () => {
	it('8B-2: the breaker keeps the table only if he pockets an object ball on the break', () => {
		const kept = play([S({ potted: [3], rails: 2 })]);
		expect(kept.turn).toBe(0);
		expect(kept.rack!.onTable).toEqual(without(ALL, [3]));
		expect(kept.rack!.ballInHand).toBeNull();
		expect(kept.players[0].innings).toBe(1);
		const lost = play([S({ rails: 4 })]);
		expect(lost.turn).toBe(1);
		expect(lost.pending).toBeNull();
		expect(lost.rack!.ballInHand).toBeNull();
		expect(lost.rack!.onTable).toEqual(ALL);
	});

	it('8B-2: balls pocketed on a foul stay down', () => {
		const s = play([...benToShoot, S({ potted: [9, 4], foul: 'scratch' })]);
		expect(s.rack!.onTable).toEqual(without(ALL, [1, 2, 4, 9]));
		expect(s.turn).toBe(0);
		expect(s.rack!.ballInHand).toBe('anywhere');
	});

	it('8B-6: an illegal break (no ball, fewer than four to a rail) gives the incoming player a three-way choice', () => {
		const s = play([S({ rails: 3 })]);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'rerack-break', 'rerack-opponent'] });
		expect(s.turn).toBe(1);
		expect(s.players[0].innings).toBe(1);
		expect(s.players[1].innings).toBe(0);
		expect(s.players[0].fouls).toBe(0);
	});

	it('8B-6a: accept — the incoming player shoots, cue ball where it lies', () => {
		const s = play([S({ rails: 3 }), choose('accept')]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(s.rack!.ballInHand).toBeNull();
		expect(s.rack!.onTable).toEqual(ALL);
		expect(s.rack!.breaker).toBe(0);
		// the choice is no stroke: Ben has not begun an inning yet
		expect(s.players[1].innings).toBe(0);
		const after = play([S({ rails: 3 }), choose('accept'), S()]);
		expect(after.players[1].innings).toBe(1);
		expect(after.turn).toBe(0);
	});

	it('8B-6a + 8B-15: accept after an illegal break with a scratch — in hand behind the head string', () => {
		const s = play([S({ rails: 1, foul: 'scratch' }), choose('accept')]);
		expect(s.rack!.ballInHand).toBe('kitchen');
		expect(s.turn).toBe(1);
	});

	it('8B-6b: rerack-break — the incoming player re-racks and breaks; rack number kept', () => {
		const s = play([S({ rails: 3 }), choose('rerack-break')]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(s.rack).toMatchObject({ number: 1, breaker: 1, onTable: ALL, ballInHand: 'kitchen', openTable: true });
	});

	it('8B-6c: rerack-opponent — the breaker breaks again', () => {
		const s = play([S({ rails: 3 }), choose('rerack-opponent')]);
		expect(s.turn).toBe(0);
		expect(s.rack).toMatchObject({ number: 1, breaker: 0, onTable: ALL, ballInHand: 'kitchen' });
	});

	it('8B-7: cue ball pocketed on a legal break — balls stay down, table open, incoming in hand behind the head string', () => {
		const s = play([S({ potted: [1, 9], rails: 4, foul: 'scratch' })]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(s.rack).toMatchObject({ onTable: without(ALL, [1, 9]), ballInHand: 'kitchen', openTable: true, groups: null });
		const off = play([S({ potted: [2], rails: 4, foul: 'cue-off' })]);
		expect(off.rack!.ballInHand).toBe('kitchen');
		expect(off.turn).toBe(1);
	});

	it('8B-8: object ball off the table on the break — foul, ball spotted, incoming in hand behind the head string', () => {
		const s = play([S({ rails: 5, offTable: [3] })]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
		expect(s.rack!.onTable).toEqual(ALL);
		expect(s.rack!.ballInHand).toBe('kitchen');
		// even if the breaker also pocketed a ball he does not keep the table
		const s2 = play([S({ potted: [4], rails: 5, offTable: [12] })]);
		expect(s2.turn).toBe(1);
		expect(s2.rack!.onTable).toEqual(without(ALL, [4]));
	});

	it('8B-9: the 8 on a clean break — the breaker chooses re-rack or spot the 8', () => {
		const s = play([S({ potted: [8, 5], rails: 4 })]);
		expect(s.pending).toEqual({ player: 0, options: ['rerack', 'spot8'] });
		expect(s.turn).toBe(0);
		const spot = play([S({ potted: [8, 5], rails: 4 }), choose('spot8')]);
		expect(spot.pending).toBeNull();
		expect(spot.turn).toBe(0);
		expect(spot.rack).toMatchObject({ number: 1, onTable: without(ALL, [5]), openTable: true, ballInHand: null });
		expect(spot.players.map((p) => p.score)).toEqual([0, 0]);
		const rerack = play([S({ potted: [8, 5], rails: 4 }), choose('rerack')]);
		expect(rerack.turn).toBe(0);
		expect(rerack.rack).toMatchObject({ number: 1, breaker: 0, onTable: ALL, ballInHand: 'kitchen' });
	});

	it('8B-9: the 8 and a scratch on the break — the incoming player chooses; spot8 gives him the cue ball behind the head string', () => {
		const s = play([S({ potted: [8], foul: 'scratch' })]);
		expect(s.pending).toEqual({ player: 1, options: ['rerack', 'spot8'] });
		expect(s.turn).toBe(1);
		const spot = play([S({ potted: [8], foul: 'scratch' }), choose('spot8')]);
		expect(spot.turn).toBe(1);
		expect(spot.rack).toMatchObject({ onTable: ALL, ballInHand: 'kitchen', openTable: true, number: 1 });
		const rerack = play([S({ potted: [8], foul: 'scratch' }), choose('rerack')]);
		expect(rerack.rack).toMatchObject({ number: 1, breaker: 0, onTable: ALL });
		expect(rerack.turn).toBe(0);
		expect(rerack.players.map((p) => p.score)).toEqual([0, 0]);
	});

	it('8B-9 / 8B-20c: the 8 off the table on the break loses the rack (not a spot/re-rack)', () => {
		const s = play([S({ rails: 5, offTable: [8] })]);
		expect(s.pending).toBeNull();
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL, ballInHand: 'kitchen' });
		expect(s.turn).toBe(1);
	});

	it('8B-10: the 8 hit first on an open table — not a foul; nothing counts, inning ends, table stays open', () => {
		const s = play([S({ potted: [1], rails: 5 }), S({ firstHit: 8, potted: [3] })]);
		expect(s.turn).toBe(1);
		expect(s.rack).toMatchObject({ onTable: without(ALL, [1, 3]), openTable: true, groups: null, ballInHand: null });
		expect(s.players[0].fouls).toBe(0);
	});

	it('8B-10 / 8B-20e: … but if the 8 drops on the open table the rack is lost', () => {
		const s = play([S({ potted: [1], rails: 5 }), S({ firstHit: 8, potted: [8, 3] })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.rack!.number).toBe(2);
	});

	it('8B-10: the table is open right after the break whatever fell', () => {
		const s = play([S({ potted: [1, 2, 9], rails: 5 })]);
		expect(s.rack).toMatchObject({ openTable: true, groups: null });
	});

	it('8B-11: groups are never decided on the break; a legal called pocket after it decides them', () => {
		const s = play(annSolids);
		expect(s.rack).toMatchObject({ openTable: false, groups: ['solids', 'stripes'] });
		expect(s.turn).toBe(0);
		const ben = play([S({ rails: 4 }), S({ potted: [11] })]);
		expect(ben.rack!.groups).toEqual(['solids', 'stripes']);
		expect(ben.turn).toBe(1);
		const annStripes = play([S({ potted: [1], rails: 5 }), S({ potted: [13] })]);
		expect(annStripes.rack!.groups).toEqual(['stripes', 'solids']);
	});

	it('8B-11: the called ball decides when both groups fall (calledBall extension)', () => {
		const s = play([S({ potted: [1], rails: 5 }), S({ potted: [3, 11], calledBall: 11 })]);
		expect(s.rack!.groups).toEqual(['stripes', 'solids']);
		expect(s.turn).toBe(0);
	});

	it('8B-11: no group on a foul, on a declared safety or with called:false', () => {
		for (const shot of [S({ potted: [3], foul: 'scratch' }), S({ potted: [3], safety: true }), S({ potted: [3], called: false })]) {
			const s = play([S({ potted: [1], rails: 5 }), shot]);
			expect(s.rack).toMatchObject({ openTable: true, groups: null });
			expect(s.turn).toBe(1);
			expect(s.rack!.onTable).toEqual(without(ALL, [1, 3]));
		}
	});

	it('8B-12: first contact with a ball outside the own group is a foul', () => {
		const s = play([...annSolids, S({ firstHit: 12 })]);
		expect(s.turn).toBe(1);
		expect(s.rack!.ballInHand).toBe('anywhere');
		const eight = play([...annSolids, S({ firstHit: 8 })]);
		expect(eight.turn).toBe(1);
		expect(eight.rack!.ballInHand).toBe('anywhere');
		const own = play([...annSolids, S({ firstHit: 3, potted: [3] })]);
		expect(own.turn).toBe(0);
		expect(own.rack!.ballInHand).toBeNull();
	});

	it('8B-12: a foul on a wrong first contact still leaves pocketed balls down', () => {
		const s = play([...annSolids, S({ firstHit: 12, potted: [3] })]);
		expect(s.rack!.onTable).toEqual(without(ALL, [1, 2, 3]));
		expect(s.turn).toBe(1);
	});

	it('8B-13: a declared safety ends the inning; a ball pocketed on it stays down and does not continue the turn', () => {
		const s = play([...annSolids, S({ safety: true, potted: [4] })]);
		expect(s.turn).toBe(1);
		expect(s.rack!.ballInHand).toBeNull();
		expect(s.rack!.onTable).toEqual(without(ALL, [1, 2, 4]));
		expect(s.players[0].fouls).toBe(0);
	});

	it('8B-14: the player continues while pocketing his own group; a miss or only an opponent ball ends the inning', () => {
		expect(play([...annSolids, S({ potted: [3] }), S({ potted: [4, 5] })]).turn).toBe(0);
		expect(play([...annSolids, S({ potted: [12] })]).turn).toBe(1);
		expect(play([...annSolids, S({ potted: [12, 3] })]).turn).toBe(0);
		const miss = play([...annSolids, S()]);
		expect(miss.turn).toBe(1);
		expect(miss.rack!.ballInHand).toBeNull();
		expect(miss.players.map((p) => p.innings)).toEqual([1, 0]);
	});

	it('8B-14: after clearing the group the 8 is the object ball; a called, legal 8 wins the rack', () => {
		const s = play([...annOnTheEight, S({ potted: [8], firstHit: 8 })]);
		expect(s.players.map((p) => p.score)).toEqual([1, 0]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL, openTable: true, groups: null, ballInHand: 'kitchen' });
		expect(s.turn).toBe(1);
		expect(s.pending).toBeNull();
	});

	it('8B-14: on the 8, a first contact other than the 8 is a foul (not a loss unless the 8 falls)', () => {
		const s = play([...annOnTheEight, S({ firstHit: 12 })]);
		expect(s.turn).toBe(1);
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(s.players.map((p) => p.score)).toEqual([0, 0]);
	});

	it('8B-15: after any foul the incoming player has the cue ball in hand anywhere', () => {
		for (const foul of ['scratch', 'cue-off', 'wrong-ball', 'no-rail', 'no-hit', 'other']) {
			const s = play([...annSolids, S({ foul })]);
			expect(s.turn).toBe(1);
			expect(s.rack!.ballInHand).toBe('anywhere');
			expect(s.players[0].fouls).toBe(0); // no three-foul rule in 8-ball
		}
		// the next legal stroke clears ball in hand
		const s = play([...annSolids, S({ foul: 'no-rail' }), S({ potted: [10] })]);
		expect(s.rack!.ballInHand).toBeNull();
		expect(s.turn).toBe(1);
	});

	it('8B-17: a ball that is not the called one (called:false) stays down and ends the inning', () => {
		const s = play([...annSolids, S({ potted: [4], called: false })]);
		expect(s.rack!.onTable).toEqual(without(ALL, [1, 2, 4]));
		expect(s.turn).toBe(1);
		expect(s.rack!.ballInHand).toBeNull();
	});

	it('8B-18: an object ball off the table is a foul and is spotted', () => {
		const s = play([...annSolids, S({ offTable: [5] })]);
		expect(s.turn).toBe(1);
		expect(s.rack!.ballInHand).toBe('anywhere');
		expect(s.rack!.onTable).toEqual(without(ALL, [1, 2]));
	});

	it('8B-18 / 8B-20c: the 8 off the table loses the rack', () => {
		const s = play([...annSolids, S({ offTable: [8] })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.rack!.number).toBe(2);
	});

	it('8B-19: a foul while shooting the 8 does not lose the rack unless the 8 falls', () => {
		const s = play([...annOnTheEight, S({ foul: 'scratch', firstHit: 8 })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 0]);
		expect(s.turn).toBe(1);
		expect(s.rack).toMatchObject({ number: 1, ballInHand: 'anywhere', onTable: [8, ...STRIPES] });
	});

	it('8B-20a: a foul on the stroke that pockets the 8 loses the rack', () => {
		const s = play([...annOnTheEight, S({ potted: [8], firstHit: 8, foul: 'scratch' })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.rack!.number).toBe(2);
		const wrong = play([...annOnTheEight, S({ potted: [8], firstHit: 9 })]);
		expect(wrong.players.map((p) => p.score)).toEqual([0, 1]);
	});

	it('8B-20b: the 8 on the same stroke as the last ball of the group loses the rack', () => {
		const s = play([S({ potted: [1], rails: 5 }), S({ potted: [2, 3, 4, 5, 6] }), S({ potted: [7, 8] })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.rack!.number).toBe(2);
	});

	it('8B-20c: the 8 off the table at any time (open table too) loses the rack', () => {
		const s = play([S({ potted: [1], rails: 5 }), S({ offTable: [8] })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
	});

	it('8B-20d: the 8 in a pocket other than the called one loses the rack', () => {
		const s = play([...annOnTheEight, S({ potted: [8], firstHit: 8, called: false })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
	});

	it('8B-20e: pocketing the 8 before it is the legal object ball loses the rack', () => {
		const s = play([...annSolids, S({ potted: [8] })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		const byBen = play([...benToShoot, S({ potted: [8] })]);
		expect(byBen.players.map((p) => p.score)).toEqual([1, 0]);
		// the loser of rack 1 was Ben; alternate: rack 2 is Ben's break anyway
		expect(byBen.rack).toMatchObject({ number: 2, breaker: 1 });
	});

	it('8B-21: stalemate — referee re-rack, same breaker, same rack number, three fouls do not lose', () => {
		const fouls = [S({ foul: 'no-rail' }), S({ foul: 'no-rail' })];
		const actions = [...benToShoot, ...fouls, ...fouls, ...fouls];
		const mid = play(actions);
		expect(mid.players.map((p) => p.score)).toEqual([0, 0]);
		expect(mid.players.map((p) => p.fouls)).toEqual([0, 0]);
		const s = play([...actions, { t: 'rerack' }]);
		expect(s.rack).toMatchObject({ number: 1, breaker: 0, onTable: ALL, openTable: true, groups: null, ballInHand: 'kitchen' });
		expect(s.turn).toBe(0);
		expect(s.pending).toBeNull();
		expect(s.players.map((p) => p.score)).toEqual([0, 0]);
	});
});
