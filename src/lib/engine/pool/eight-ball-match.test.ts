/** 8-ball scenarios: the match layer and refusals (RULES.md 8B, seed 000). Set-up: ./eight-ball.fixtures.ts. */
import { describe, expect, it } from 'vitest';
import { createMatch, runScript, summarize } from '../match';
import { choose } from '../testing/scenario';
import { ALL, S, SOLIDS, STRIPES, annOnTheEight, annSolids, base, error, expectRefused, play } from './eight-ball.fixtures';

describe('8-ball match layer', () => {
	const breakAndRun = annOnTheEight.concat(S({ potted: [8], firstHit: 8 }));
	/** The breaker pockets the 1, takes solids, clears them and the 8. */
	const runOut = [S({ potted: [1], rails: 5 }), S({ potted: [2, 3, 4, 5, 6, 7] }), S({ potted: [8] })];

	it('race to N racks: the match ends when a player reaches raceTo', () => {
		const s = play([...runOut, S({ rails: 4 }), S({ potted: SOLIDS }), S({ potted: [8] }), ...runOut]);
		// rack 1 Ann runs out; rack 2 Ben breaks dry, Ann runs out; rack 3 Ann breaks and runs out
		expect(s.players.map((p) => p.score)).toEqual([3, 0]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		expect(s.rack!.ballInHand).toBeNull();
	});

	it('alternate break: rack k is broken by firstBreaker when k is odd, by the other when even', () => {
		const r2 = play(breakAndRun);
		expect(r2.rack).toMatchObject({ number: 2, breaker: 1 });
		expect(r2.turn).toBe(1);
		const r3 = play([...breakAndRun, ...runOut]);
		expect(r3.rack).toMatchObject({ number: 3, breaker: 0 });
		expect(r3.players.map((p) => p.score)).toEqual([1, 1]);
		const fb1 = play(runOut, { firstBreaker: 1 });
		expect(fb1.players.map((p) => p.score)).toEqual([0, 1]);
		expect(fb1.rack).toMatchObject({ number: 2, breaker: 0 });
	});

	it('match result: once finished, rack.number is 1 + racks decided and the decided rack is off the table (contract)', () => {
		const s = play(runOut, { raceTo: 1 });
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		expect(s.players.map((p) => p.score)).toEqual([1, 0]);
		// match-script.md: number = 1 + racks decided so far; the 8 that won the rack is not on the table
		expect(s.rack!.number).toBe(2);
		expect(s.rack!.onTable).toEqual(ALL);
		expect(s.rack!.breaker).toBe(1);
		expect(s.rack).toMatchObject({ openTable: true, groups: null, ballInHand: null });
	});

	it('winner break: the winner of the previous rack breaks', () => {
		const s = play(breakAndRun, { breakRule: 'winner' });
		expect(s.rack).toMatchObject({ number: 2, breaker: 0 });
		expect(s.turn).toBe(0);
		const lost = play([S({ rails: 4 }), S({ potted: STRIPES }), S({ potted: [8] })], { breakRule: 'winner' });
		expect(lost.players.map((p) => p.score)).toEqual([0, 1]);
		expect(lost.rack!.breaker).toBe(1);
	});

	it('8B-6 re-break by the incoming player does not shift the alternate order', () => {
		// rack 1: Ann's illegal break, Ben re-racks and breaks, Ben runs out (Ben broke rack 1)
		const s = play([S({ rails: 1 }), choose('rerack-break'), ...runOut]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1 });
		const r3 = play([S({ rails: 1 }), choose('rerack-break'), ...runOut, ...runOut]);
		expect(r3.rack).toMatchObject({ number: 3, breaker: 0 });
	});

	it('innings: an inning begins with the first stroke; a choice does not begin one', () => {
		const s = play([S({ rails: 4 }), S({ potted: [3] }), S(), S({ foul: 'scratch' }), S()]);
		// Ann: break (1), Ben: 3 then miss (1), Ann: scratch (2), Ben: stroke (2)
		expect(s.players.map((p) => p.innings)).toEqual([2, 2]);
		const r2 = play(breakAndRun);
		expect(r2.players.map((p) => p.innings)).toEqual([1, 0]); // Ben has the turn, has not begun
		expect(play([...breakAndRun, S()]).players.map((p) => p.innings)).toEqual([1, 1]);
	});

	it('forfeit: the player loses the current rack', () => {
		const s = play([S({ potted: [1], rails: 5 }), { t: 'forfeit', player: 0 }]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.rack).toMatchObject({ number: 2, breaker: 1, onTable: ALL });
		const whilePending = play([S({ rails: 1 }), { t: 'forfeit', player: 1 }]);
		expect(whilePending.pending).toBeNull();
		expect(whilePending.players.map((p) => p.score)).toEqual([1, 0]);
		const last = play([{ t: 'forfeit', player: 1 }], { raceTo: 1 });
		expect(last).toMatchObject({ status: 'finished', winner: 0, turn: null });
	});

	it('nothing is accepted after the match is over — but undo is', () => {
		const done = [...runOut];
		expect(error([...done, S()], { raceTo: 1 })).toBe('action 3 (shot): the match is over (undo is still possible)');
		expect(error([...done, { t: 'rerack' }], { raceTo: 1 })).toMatch(/^action 3 \(rerack\): the match is over/);
		expect(error([...done, { t: 'forfeit', player: 0 }], { raceTo: 1 })).toMatch(/^action 3 \(forfeit\): the match is over/);
		const undone = play([...done, { t: 'undo' }], { raceTo: 1 });
		expect(undone).toMatchObject({ status: 'in-progress', winner: null, turn: 0 });
		expect(undone.rack!.onTable).toEqual([8, ...STRIPES]);
	});

	it('undo past a rack win restores the rack; redo re-applies it', () => {
		const s = play([...runOut, { t: 'undo' }]);
		expect(s.players.map((p) => p.score)).toEqual([0, 0]);
		expect(s.rack).toMatchObject({ number: 1, breaker: 0, onTable: [8, ...STRIPES], groups: ['solids', 'stripes'] });
		expect(s.turn).toBe(0);
		const redone = play([...runOut, { t: 'undo' }, { t: 'redo' }]);
		expect(redone).toEqual(play(runOut));
		const twice = play([...runOut, { t: 'undo' }, { t: 'undo' }, { t: 'undo' }]);
		expect(twice).toEqual(play([]));
	});

	it('a new action after undo drops the redo steps; nothing to undo/redo is refused', () => {
		expect(error([...runOut, { t: 'undo' }, S({ firstHit: 12 }), { t: 'redo' }])).toBe('action 5 (redo): nothing to redo');
		expect(error([{ t: 'undo' }])).toBe('action 0 (undo): nothing to undo');
		expect(error([S({ rails: 4 }), { t: 'redo' }])).toBe('action 1 (redo): nothing to redo');
		const s = play([S({ rails: 4 }), { t: 'undo' }, { t: 'redo' }, { t: 'undo' }]);
		expect(s).toEqual(play([]));
	});

	it('undo of a choice brings the choice back', () => {
		const s = play([S({ rails: 1 }), choose('rerack-break'), { t: 'undo' }]);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'rerack-break', 'rerack-opponent'] });
	});

	it('undo/redo over many actions (past a checkpoint) is exact', () => {
		const misses = Array.from({ length: 40 }, () => S());
		const actions = [S({ rails: 4 }), ...misses];
		const full = play(actions);
		expect(play([...actions, { t: 'undo' }, { t: 'redo' }])).toEqual(full);
		const undos = Array.from({ length: 10 }, () => ({ t: 'undo' }));
		expect(play([...actions, ...undos])).toEqual(play(actions.slice(0, -10)));
	});
});

describe('8-ball refusals (reason given, state unchanged)', () => {
	it('a ball that is not on the table', () => {
		expectRefused(annSolids, S({ potted: [2] }), 'ball 2 is not on the table');
		expect(error([S({ potted: [12], rails: 4 }), S({ potted: [3] }), S(), S(), S(), S(), S(), S({ potted: [12] })])).toBe(
			'action 7 (shot): ball 12 is not on the table'
		);
	});
	it('a choice when none is pending', () => {
		expectRefused([], choose('accept'), /no choice/);
	});
	it('an option that is not offered', () => {
		expectRefused([S({ rails: 1 })], choose('spot8'), /not one of the options/);
	});
	it('a stroke while a choice is pending', () => {
		expectRefused([S({ rails: 1 })], S(), /must first choose/);
		expect(error([S({ potted: [8] }), S()])).toMatch(/^action 1 \(shot\): .*choose/);
	});
	it('a push-out (a 9-ball rule)', () => {
		expectRefused([S({ rails: 4 })], S({ push: true }), /push/);
	});
	it('unknown keys and wrong types', () => {
		expectRefused([], S({ pottd: [1] }), 'unknown key "pottd"');
		expectRefused([], S({ potted: '1' }), /potted/);
		expectRefused([], S({ called: 'yes' }), /called/);
		expectRefused([], S({ potted: [16] }), /potted/);
		expectRefused([], S({ foul: 'kick' }), /foul/);
		expectRefused([], { t: 'inning', points: 3 }, /inning/);
		expectRefused([], { t: 'forfeit', player: 2 }, /player/);
		expectRefused([], { t: 'undo', x: 1 }, /unknown key/);
	});
	it('match set-up errors start with "match:"', () => {
		expect(runScript({ match: { discipline: 'eight-ball', players: ['A', 'B'] }, actions: [] })).toMatchObject({
			ok: false,
			error: expect.stringMatching(/^match: .*raceTo/)
		});
		expect(runScript({ match: { ...base, breakRule: 'loser' }, actions: [] })).toMatchObject({
			ok: false,
			error: expect.stringMatching(/^match: /)
		});
		expect(runScript({ match: { ...base, discipline: 'blackball' }, actions: [] })).toMatchObject({
			ok: false,
			error: expect.stringMatching(/^match: unknown discipline/)
		});
	});
	it('createMatch accepts player objects and keeps the names', () => {
		const c = createMatch({ ...base, players: [{ name: 'Anna Nowak', country: 'PL', rating: 650 }, 'Ben'] });
		expect(c.ok).toBe(true);
		if (c.ok) expect(summarize(c.match).players[0].name).toBe('Anna Nowak');
	});
});
