import { describe, expect, it } from 'vitest';
import { inning, innings, matchAfter, refusal, replay, replayError, shot } from './testing';
import { summarize } from '../match';
import { cutAverage } from '../innings';

const threeC = (extra: Record<string, unknown> = {}) => ({
	discipline: 'three-cushion',
	players: ['Anna', 'Boris'],
	pointsTo: 10,
	...extra
});
const rail3 = (extra: Record<string, unknown> = {}) => ({
	discipline: 'straight-rail',
	players: ['Anna', 'Boris', 'Chen'],
	pointsTo: 10,
	...extra
});

describe('set-up', () => {
	it('accepts the defaults: no innings limit, equalizing inning, player 0 breaks', () => {
		const s = replay(threeC());
		expect(s).toMatchObject({ status: 'in-progress', turn: 0, breaker: 0, inningsLimit: null, pending: null, rack: null });
		expect(s.players.map((p) => p.average)).toEqual([null, null]);
	});
	it('requires pointsTo', () => {
		expect(replayError({ discipline: 'three-cushion', players: ['A', 'B'] })).toBe('match: pointsTo is required');
	});
	it('refuses a firstBreaker who is not a player', () => {
		expect(replayError(threeC({ firstBreaker: 2 }))).toMatch(/^match: firstBreaker/);
		expect(replay(rail3({ firstBreaker: 2 })).turn).toBe(2);
	});
	it('CG-game: straight-rail and one-cushion take 2 or 3 players, three-cushion and balkline 2', () => {
		expect(replayError(rail3())).toBeNull();
		expect(replayError({ ...rail3(), discipline: 'one-cushion' })).toBeNull();
		expect(replayError({ ...rail3(), discipline: 'three-cushion' })).toMatch(/^match: .*exactly 2 players/);
		expect(replayError({ ...rail3(), discipline: 'balkline-47-1' })).toMatch(/exactly 2 players/);
		expect(replayError({ ...rail3(), players: ['A', 'B', 'C', 'D'] })).toMatch(/2 to 3 players/);
	});
	it('refuses unknown set-up keys and wrong types', () => {
		expect(replayError(threeC({ raceTo: 5 }))).toBe('match: unknown key "raceTo"');
		expect(replayError(threeC({ equalize: 'yes' }))).toMatch(/^match: equalize/);
		expect(replayError(threeC({ inningsLimit: 0 }))).toMatch(/^match: inningsLimit/);
		expect(replayError(threeC({ tiebreak: 'coin' }))).toMatch(/^match: tiebreak/);
	});
});

describe('CG-2: turns and rotation', () => {
	it('CG-2: a miss passes the turn; with three players the turn goes round from the breaker', () => {
		const s = replay(rail3({ firstBreaker: 1 }), [shot(0)]);
		expect(s.turn).toBe(2);
		expect(replay(rail3({ firstBreaker: 1 }), [shot(0), shot(0)]).turn).toBe(0);
		expect(replay(rail3({ firstBreaker: 1 }), [shot(0), shot(0), shot(0)]).turn).toBe(1);
	});
	it('CG-game: a carom scores one point and the player continues', () => {
		const s = replay(threeC(), [shot(1), shot(1)]);
		expect(s.turn).toBe(0);
		expect(s.players[0]).toMatchObject({ score: 2, innings: 1, highRun: 2, currentRun: 2, protocol: [2] });
	});
});

describe('CG-8: the break', () => {
	it('CG-8: hitting the opponent ball first on the break is a foul: the inning ends, the point does not count', () => {
		const s = replay(threeC(), [shot(1, { foul: 'wrong-ball' })]);
		expect(s.turn).toBe(1);
		expect(s.players[0]).toMatchObject({ score: 0, innings: 1, highRun: 0, protocol: [0], attemptRequired: true });
	});
	it('CG-8: the break foul can be recorded as an inning shortcut with no points', () => {
		expect(replay(threeC(), [inning(0, { foul: 'wrong-ball' })]).turn).toBe(1);
	});
	it('CG-2, CG-8: "wrong-ball" after the break is still a foul (e.g. the wrong cue ball): the inning ends, no point', () => {
		const s = replay(threeC(), [shot(0), shot(1), shot(1, { foul: 'wrong-ball' })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 1]);
		expect(s.turn).toBe(0);
	});
});

describe('CG-16: fouls', () => {
	it('CG-16: a foul ends the inning; earlier points of the inning stand, the foul stroke scores nothing', () => {
		const s = replay(threeC(), [shot(1), shot(1), shot(1, { foul: 'off-table' })]);
		expect(s.turn).toBe(1);
		expect(s.players[0]).toMatchObject({ score: 2, highRun: 2, protocol: [2], fouls: 0 });
	});
	it('CG-16: `foul: true` is an unnamed foul, `foul: false` no foul', () => {
		expect(replay(threeC(), [shot(1, { foul: true })]).players[0].score).toBe(0);
		expect(replay(threeC(), [shot(1, { foul: false })]).players[0].score).toBe(1);
	});
	it('CG-16: an inning shortcut with a foul: N points, then the foul stroke', () => {
		const s = replay(threeC(), [inning(3, { foul: 'double-hit' })]);
		expect(s).toMatchObject({ turn: 1 });
		expect(s.players[0]).toMatchObject({ score: 3, highRun: 3, attemptRequired: true });
	});
});

describe('CG-18: deliberate fouls', () => {
	it('CG-18: the first deliberate foul is a warning; the match goes on', () => {
		const s = replay(threeC(), [shot(0, { foul: 'deliberate' })]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 1 });
		expect(s.players[0].warnings).toBe(1);
	});
	it('CG-18: a second deliberate foul in the same game loses the match', () => {
		const s = replay(threeC(), [shot(0, { foul: 'deliberate' }), shot(1), shot(0), shot(1, { foul: 'deliberate' })]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, draw: false, turn: null });
		expect(s.players[0]).toMatchObject({ warnings: 2, forfeited: true });
	});
	it('CG-18: the referee\'s forfeit of the player a second deliberate foul put out restates the result', () => {
		const lost = [shot(0, { foul: 'deliberate' }), shot(1), shot(0), shot(1, { foul: 'deliberate' })];
		const s = replay(threeC(), [...lost, { t: 'forfeit', player: 0 }]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, turn: null });
		expect(replayError(threeC(), [...lost, { t: 'forfeit', player: 1 }])).toMatch(/^action 4 \(forfeit\): the match is over/);
		expect(replayError(threeC(), [...lost, shot(1)])).toMatch(/^action 4 \(shot\): the match is over/);
		expect(replay(threeC(), [...lost, { t: 'forfeit', player: 0 }, { t: 'undo' }, { t: 'undo' }])).toMatchObject({ status: 'in-progress' });
	});
	it('CG-18: deliberate fouls of different players do not add up', () => {
		const s = replay(threeC(), [shot(0, { foul: 'deliberate' }), shot(0, { foul: 'intentional' })]);
		expect(s.status).toBe('in-progress');
		expect(s.players.map((p) => p.warnings)).toEqual([1, 1]);
	});
	it('CG-18: with three players the loser leaves and the other two play on', () => {
		const s = replay(rail3(), [shot(0, { foul: 'deliberate' }), shot(0), shot(0), shot(0, { foul: 'deliberate' })]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 1 });
		expect(s.players[0].forfeited).toBe(true);
		const later = replay(rail3(), [
			shot(0, { foul: 'deliberate' }),
			shot(0),
			shot(0),
			shot(0, { foul: 'deliberate' }),
			shot(0),
			shot(0)
		]);
		expect(later.turn).toBe(1);
	});
});

describe('CG-23…25: safeties', () => {
	it('CG-23: an intentional safety ends the inning without a point', () => {
		const s = replay(threeC(), [shot(1), shot(0, { safety: true })]);
		expect(s.turn).toBe(1);
		expect(s.players[0]).toMatchObject({ score: 1, attemptRequired: true });
	});
	it('CG-24: no two intentional safeties in a row: a safety opening the next inning is a foul', () => {
		const m = matchAfter(threeC(), [shot(0, { safety: true }), shot(0), shot(0, { safety: true })]);
		const s = summarize(m);
		expect(s.turn).toBe(1);
		expect(s.players[0]).toMatchObject({ score: 0, attemptRequired: true });
		const foul = replay({ ...threeC(), discipline: 'one-cushion' }, [shot(0, { safety: true }), shot(0), shot(0, { safety: true })]);
		expect(foul.players[0].score).toBe(-1);
	});
	it('CG-25: after a foul the next inning must begin with an attempt; a safety there is a foul (one-cushion: -1)', () => {
		const s = replay({ ...threeC(), discipline: 'one-cushion' }, [shot(0, { foul: 'push' }), shot(0), shot(0, { safety: true })]);
		expect(s.players[0]).toMatchObject({ score: -2, protocol: [-1, -1] });
	});
	it('CG-25: an attempt opening the inning clears the duty; a safety later in the inning is legal', () => {
		const oneC = { ...threeC(), discipline: 'one-cushion' };
		const s = replay(oneC, [shot(0, { safety: true }), shot(0), shot(1), shot(0, { safety: true })]);
		expect(s.players[0]).toMatchObject({ score: 1, attemptRequired: true });
		const missed = replay(oneC, [shot(0, { safety: true }), shot(0), shot(0), shot(0), shot(0, { safety: true })]);
		expect(missed.players[0].score).toBe(0);
	});
	it('CG-25: the duty is the offender\'s own: the opponent may play a safety at once', () => {
		const s = replay({ ...threeC(), discipline: 'one-cushion' }, [shot(0, { safety: true }), shot(0, { safety: true })]);
		expect(s.players.map((p) => p.score)).toEqual([0, 0]);
	});
	it('CG-25: an inning shortcut with no points and a safety opens with the safety', () => {
		const s = replay({ ...threeC(), discipline: 'one-cushion' }, [shot(0, { safety: true }), shot(0), inning(0, { safety: true })]);
		expect(s.players[0].score).toBe(-1);
		const ok = replay({ ...threeC(), discipline: 'one-cushion' }, [shot(0, { safety: true }), shot(0), inning(2, { safety: true })]);
		expect(ok.players[0].score).toBe(2);
	});
	it('CG-23: a safety does not score: points 1 with safety is refused', () => {
		expect(replayError(threeC(), [shot(1, { safety: true })])).toBe(
			'action 0 (shot): a declared safety does not score: mark the carom without "safety"'
		);
	});
});

describe('match format: target and equalizing inning', () => {
	it('equalize false: the first to the target wins on the spot', () => {
		const s = replay(threeC({ equalize: false }), [inning(10)]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, draw: false, turn: null, equalizing: false });
		expect(s.players[1].innings).toBe(0);
	});
	it('equalizing inning: when the breaker reaches the target the other player gets a last inning', () => {
		const s = replay(threeC(), [inning(10)]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 1, equalizing: true, winner: null });
		expect(replay(threeC(), [inning(10), inning(4)])).toMatchObject({ status: 'finished', winner: 0 });
	});
	it('equalizing inning: reaching the target in it is a draw', () => {
		const s = replay(threeC(), [inning(10), inning(10)]);
		expect(s).toMatchObject({ status: 'finished', winner: null, draw: true, turn: null });
		expect(s.players.map((p) => p.innings)).toEqual([1, 1]);
	});
	it('the target reached by the player who did not break wins at once (same innings)', () => {
		const s = replay(threeC(), [inning(3), inning(10)]);
		expect(s).toMatchObject({ status: 'finished', winner: 1 });
	});
	it('the target reached stroke by stroke ends the inning there', () => {
		const steps = Array.from({ length: 10 }, () => shot(1));
		const s = replay(threeC({ firstBreaker: 1 }), [shot(0), ...steps]);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(s.players[0]).toMatchObject({ score: 10, highRun: 10, currentRun: null });
	});
	it('points past the target are refused', () => {
		expect(replayError(threeC(), [inning(11)])).toBe(
			'action 0 (inning): 11 points would take Anna to 11, past the target 10'
		);
		expect(replayError(threeC(), [inning(4), inning(0), shot(1), inning(6)])).toMatch(/past the target/);
	});
	it('the closing stroke of an inning that reaches the target is not played', () => {
		const s = replay(threeC(), [inning(10, { foul: 'push' })]);
		expect(s.players[0]).toMatchObject({ score: 10, attemptRequired: false });
	});
	it('actions after the end are refused (undo still possible)', () => {
		const m = matchAfter(threeC({ equalize: false }), [inning(10)]);
		expect(refusal(m, shot(0))).toBe('the match is over (undo is still possible)');
		expect(refusal(m, { t: 'undo' })).toBeNull();
	});
	it('with three players, the players after the one who reached the target finish the round', () => {
		const s = replay(rail3(), [inning(2), inning(10)]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 2, equalizing: true });
		expect(replay(rail3(), [inning(2), inning(10), inning(5)])).toMatchObject({ status: 'finished', winner: 1 });
		const two = replay(rail3(), [inning(10), inning(10), inning(1)]);
		expect(two).toMatchObject({ status: 'finished', winner: null, draw: true });
	});
});

describe('match format: innings limit', () => {
	it('the match ends when the last player has played his last inning; higher score wins', () => {
		const s = replay(threeC({ inningsLimit: 2 }), innings(3, 1, 0, 4));
		expect(s).toMatchObject({ status: 'finished', winner: 1 });
		expect(replay(threeC({ inningsLimit: 2 }), innings(3, 1, 0))).toMatchObject({ status: 'in-progress', turn: 1 });
	});
	it('equal points at the innings limit is a draw', () => {
		expect(replay(threeC({ inningsLimit: 2 }), innings(3, 1, 0, 2))).toMatchObject({
			status: 'finished',
			draw: true,
			winner: null,
			turn: null
		});
	});
	it('the equalizing inning within the limit: the target reached in the last round', () => {
		const s = replay(threeC({ inningsLimit: 2 }), [inning(1), inning(0), inning(9)]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 1, equalizing: true });
		expect(replay(threeC({ inningsLimit: 2 }), [inning(1), inning(0), inning(9), inning(9)])).toMatchObject({
			winner: 0
		});
	});
	it('with three players the round ends with the player before the breaker', () => {
		const m = rail3({ inningsLimit: 1, firstBreaker: 2 });
		expect(replay(m, innings(1, 2))).toMatchObject({ status: 'in-progress', turn: 1 });
		expect(replay(m, innings(1, 2, 3))).toMatchObject({ status: 'finished', winner: 1 });
		expect(replay(m, innings(3, 2, 3))).toMatchObject({ status: 'finished', draw: true });
	});
});

describe('tiebreak by penalty shots (our design)', () => {
	const tb = threeC({ tiebreak: 'penalty-shots', inningsLimit: 1 });
	it('a draw goes to penalty shots when the set-up asks for it', () => {
		const s = replay(tb, innings(2, 2));
		expect(s).toMatchObject({ status: 'in-progress', turn: 0, draw: false, tiebreak: { players: [0, 1], round: 1 } });
	});
	it('one scorer in a round wins; nobody or everybody scoring repeats the round', () => {
		const pen = (points: 0 | 1) => ({ t: 'penalty', points });
		expect(replay(tb, [...innings(2, 2), pen(1), pen(1), pen(0), pen(0)]).tiebreak).toEqual({ players: [0, 1], round: 3 });
		const s = replay(tb, [...innings(2, 2), pen(1), pen(1), pen(0), pen(1)]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, draw: false, tiebreak: null });
		expect(s.players.map((p) => p.penaltyShots)).toEqual([[1, 0], [1, 1]]);
		expect(s.players.map((p) => p.score)).toEqual([2, 2]);
	});
	it('strokes are refused during the tiebreak, penalties outside it', () => {
		expect(replayError(tb, [...innings(2, 2), shot(1)])).toMatch(/penalty-shot tiebreak/);
		expect(replayError(tb, [{ t: 'penalty', points: 1 }])).toBe('action 0 (penalty): no penalty-shot tiebreak is under way');
	});
	it('a forfeit during the tiebreak hands the match to the other tied player', () => {
		const s = replay(tb, [...innings(2, 2), { t: 'penalty', points: 1 }, { t: 'forfeit', player: 1 }]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, tiebreak: null });
		expect(s.players[0].penaltyShots).toEqual([1]);
	});
	it('without the key a draw is final', () => {
		expect(replay(threeC({ inningsLimit: 1 }), innings(2, 2))).toMatchObject({ status: 'finished', draw: true });
	});
	it('with three players only the tied leaders shoot, and scorers go on', () => {
		const m = rail3({ tiebreak: 'penalty-shots', inningsLimit: 1 });
		const s = replay(m, innings(4, 1, 4));
		expect(s.tiebreak).toEqual({ players: [0, 2], round: 1 });
		expect(replay(m, [...innings(4, 1, 4), { t: 'penalty', points: 0 }, { t: 'penalty', points: 1 }])).toMatchObject({
			winner: 2
		});
	});
});

describe('statistics', () => {
	it('innings: a player with the turn who has not played has not begun an inning', () => {
		const s = replay(threeC(), [shot(0)]);
		expect(s.players.map((p) => p.innings)).toEqual([1, 0]);
		expect(s.players[1].average).toBeNull();
	});
	it('average: points ÷ innings cut, not rounded, to three decimals (200/72 → 2.777)', () => {
		expect(cutAverage(200, 72)).toBe(2.777);
		const s = replay({ discipline: 'straight-rail', players: ['A', 'B'], pointsTo: 200 }, [
			...Array.from({ length: 142 }, () => inning(0)),
			inning(200),
			inning(0)
		]);
		expect(s.players[0]).toMatchObject({ score: 200, innings: 72, average: 2.777 });
	});
	it('high run: the inning in progress counts', () => {
		const s = replay(threeC(), [inning(2), inning(0), shot(1), shot(1), shot(1)]);
		expect(s.players[0]).toMatchObject({ highRun: 3, currentRun: 3, protocol: [2, 3] });
	});
	it('an inning shortcut continues an inning begun with strokes', () => {
		const s = replay(threeC(), [shot(1), shot(1), inning(3)]);
		expect(s.players[0]).toMatchObject({ score: 5, innings: 1, highRun: 5, protocol: [5], currentRun: null });
		expect(s.turn).toBe(1);
	});
	it('currentRun is null for a player not at the table', () => {
		const s = replay(threeC(), [shot(1)]);
		expect(s.players.map((p) => p.currentRun)).toEqual([1, null]);
	});
	it('protocol: the inning-by-inning record sums to the score', () => {
		const s = replay(threeC({ pointsTo: 30 }), innings(1, 0, 0, 5, 3, 2));
		expect(s.players[0].protocol).toEqual([1, 0, 3]);
		expect(s.players[1].protocol).toEqual([0, 5, 2]);
	});
});

describe('referee actions', () => {
	it('forfeit: the player loses the match', () => {
		const s = replay(threeC(), [shot(1), { t: 'forfeit', player: 0 }]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, turn: null });
		expect(s.players[0].forfeited).toBe(true);
	});
	it('forfeit of an unknown player is refused', () => {
		expect(replayError(threeC(), [{ t: 'forfeit', player: 2 }])).toBe('action 0 (forfeit): there is no player 2');
	});
	it('forfeit with three players: the other two play on, the turn skips the loser', () => {
		const s = replay(rail3(), [shot(0), { t: 'forfeit', player: 1 }]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 2 });
		expect(replay(rail3(), [{ t: 'forfeit', player: 1 }, shot(0)]).turn).toBe(2);
		expect(replayError(rail3(), [{ t: 'forfeit', player: 1 }, { t: 'forfeit', player: 1 }])).toMatch(/already out/);
		expect(replay(rail3(), [{ t: 'forfeit', player: 1 }, { t: 'forfeit', player: 2 }])).toMatchObject({ winner: 0 });
	});
	it('forfeit with three players during the equalizing round: the round still ends with the last player left', () => {
		const s = replay(rail3(), [inning(10), { t: 'forfeit', player: 2 }, inning(3)]);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		const mid = replay(rail3(), [inning(10), { t: 'forfeit', player: 1 }]);
		expect(mid).toMatchObject({ status: 'in-progress', turn: 2, equalizing: true });
	});
	it('rerack is refused: carom has no rack', () => {
		expect(replayError(threeC(), [{ t: 'rerack' }])).toBe('action 0 (rerack): carom has no rack to re-rack');
	});
	it('choose is refused when no choice is pending', () => {
		expect(replayError(threeC(), [{ t: 'choose', option: 'accept' }])).toMatch(/no choice is pending/);
	});
});

describe('validation', () => {
	it('a stroke worth 2 points is refused', () => {
		expect(replayError(threeC(), [shot(0), { t: 'shot', points: 2 }])).toBe(
			'action 1 (shot): points: a stroke scores 0 or 1 point (use {"t":"inning","points":N} for a run)'
		);
	});
	it('unknown keys, wrong types and unknown actions are refused', () => {
		expect(replayError(threeC(), [{ t: 'shot', potted: [1] }])).toBe('action 0 (shot): unknown key "potted"');
		expect(replayError(threeC(), [{ t: 'shot', points: '1' }])).toMatch(/^action 0 \(shot\): points/);
		expect(replayError(threeC(), [{ t: 'shot', safety: 1 }])).toMatch(/^action 0 \(shot\): safety/);
		expect(replayError(threeC(), [{ t: 'inning', points: -1 }])).toMatch(/points/);
		expect(replayError(threeC(), [{ t: 'inning', points: 1.5 }])).toMatch(/points/);
		expect(replayError(threeC(), [{ t: 'attempt', success: true }])).toMatch(/no action "attempt"/);
	});
	it('absent keys take their defaults: {"t":"shot"} is a miss', () => {
		expect(replay(threeC(), [{ t: 'shot' }])).toMatchObject({ turn: 1 });
	});
});
