import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, summarize } from '../match';
import { scenario, scores } from '../testing/scenario';
import { asFamily } from '../summary';
import type { PinsSummary } from './summary';

type Options = { startScore?: number; overshoot?: string; penaltyScope?: string; firstBreaker?: number };
const setup = (options: Options = {}) => ({ discipline: 'seven-pins', players: ['Ann', 'Bob'], ...options });

const pins = (options: Options = {}) => scenario(setup(options));
const play = (actions: unknown[], options: Options = {}): PinsSummary => asFamily(pins(options).play(actions), 'pins');
const refusal = (actions: unknown[], options: Options = {}): string => pins(options).error(actions);
const innings = (s: PinsSummary) => s.players.map((p) => p.innings);
const miss = { t: 'shot' };

describe('seven-pins: set-up and summary', () => {
	it('P7-4: both players start from 300 by default, player 0 breaks, nothing begun', () => {
		const s = play([]);
		expect(s).toMatchObject({ discipline: 'seven-pins', status: 'in-progress', winner: null, draw: false, turn: 0, pending: null, rack: null });
		expect(scores(s)).toEqual([300, 300]);
		expect(innings(s)).toEqual([0, 0]);
		expect(s.players[0]).toMatchObject({ highRun: 0, average: null, fouls: 0 });
	});

	it('P7-4: the start score is the set-up key startScore (e.g. 500)', () => {
		expect(scores(play([], { startScore: 500 }))).toEqual([500, 500]);
	});

	it('set-up: a bad startScore, overshoot or a third player is refused with a reason', () => {
		expect(createMatch({ ...setup(), startScore: 0 })).toMatchObject({ ok: false, reason: expect.stringMatching(/^match: startScore/) });
		expect(createMatch({ ...setup(), overshoot: 'maybe' })).toMatchObject({ ok: false, reason: expect.stringMatching(/^match: overshoot/) });
		expect(createMatch({ ...setup(), players: ['A', 'B', 'C'] })).toMatchObject({ ok: false, reason: expect.stringContaining('exactly 2 players') });
		expect(createMatch({ ...setup(), raceTo: 5 })).toMatchObject({ ok: false, reason: expect.stringContaining('unknown key "raceTo"') });
	});

	it('set-up: firstBreaker 1 gives player 1 the break', () => {
		expect(play([{ t: 'shot', pins: ['s1'] }], { firstBreaker: 1 }).players.map((p) => p.score)).toEqual([300, 295]);
	});
});

describe('seven-pins: legal strokes (P7-5, P7-5b, P7-6b, P7-6f, P7-6g)', () => {
	it('P7-5b: legal points are written off the current score', () => {
		const s = play([{ t: 'shot', pins: ['p1', 's2'] }]);
		expect(scores(s)).toEqual([265, 300]);
		expect(s.turn).toBe(0);
	});

	it('P7-5: the King alone while the small pins stand is worth 50', () => {
		expect(scores(play([{ t: 'shot', pins: ['king'] }]))).toEqual([250, 300]);
	});

	it('P7-5: the King with neighbouring pins is worth 25 plus 5 a small pin', () => {
		expect(scores(play([{ t: 'shot', pins: ['king', 's1', 's4'] }]))).toEqual([265, 300]);
	});

	it('P7-5: all five central pins are worth 100', () => {
		expect(scores(play([{ t: 'shot', pins: ['s1', 's2', 'king', 's3', 's4'] }]))).toEqual([200, 300]);
	});

	it('P7-5: all seven knocked legally win the match whatever the score', () => {
		const s = play([{ t: 'shot', pins: ['king', 's1', 's2', 's3', 's4', 'p1', 'p3'] }]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null, pending: null });
		expect(scores(s)).toEqual([300, 300]);
	});

	it('P7-6b: the player continues while he knocks pins, and it is all one inning', () => {
		const s = play([{ t: 'shot', pins: ['s1'] }, { t: 'shot', pins: ['p3'] }, { t: 'shot', pins: ['king'] }]);
		expect(scores(s)).toEqual([215, 300]);
		expect(innings(s)).toEqual([1, 0]);
		expect(s.turn).toBe(0);
	});

	it('P7-6b: a stroke that knocks nothing passes the turn without penalty', () => {
		const s = play([{ t: 'shot', pins: ['s1'] }, miss]);
		expect(scores(s)).toEqual([295, 300]);
		expect(s).toMatchObject({ turn: 1, pending: null });
		expect(innings(s)).toEqual([1, 0]);
		expect(innings(play([{ t: 'shot', pins: ['s1'] }, miss, miss]))).toEqual([1, 1]);
	});

	it('P7-6b: a stroke played as a safety ends the series (its points count)', () => {
		const s = play([{ t: 'shot', pins: ['s1'], safety: true }]);
		expect(scores(s)).toEqual([295, 300]);
		expect(s.turn).toBe(1);
	});

	it('P7-6f: each pocketed object ball is worth 5 and the player continues', () => {
		const s = play([{ t: 'shot', potted: 2 }]);
		expect(scores(s)).toEqual([290, 300]);
		expect(s.turn).toBe(0);
	});

	it('P7-6g: a carom is worth 5 and the player continues', () => {
		const s = play([{ t: 'shot', carom: true, pins: ['s3'] }]);
		expect(scores(s)).toEqual([290, 300]);
		expect(s.turn).toBe(0);
	});

	it('P7-6g: a called carom that is made scores the carom\'s 5 points (not 10)', () => {
		const s = play([{ t: 'shot', carom: true, calledCarom: true }]);
		expect(scores(s)).toEqual([295, 300]);
		expect(s).toMatchObject({ turn: 0, pending: null });
	});

	it('P7-6g: a called carom that is not made costs 5 and hands the opponent the P7-6h choice', () => {
		const s = play([{ t: 'shot', calledCarom: true }]);
		expect(scores(s)).toEqual([305, 300]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
		expect(s.turn).toBe(1);
	});

	it('P7-6g: a missed call is not a foul: the pins of that stroke still count, the 5 is added', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', calledCarom: true, pins: ['s1'] }]);
		expect(scores(s)).toEqual([300 - 30 - 5 + 5, 300]);
		expect(s.players[0]).toMatchObject({ counted: 35, penalties: 5 });
	});
});

describe('seven-pins: penalties are added (P7-5b, P7-6d, P7-6e)', () => {
	it('P7-5b: no contact between cue ball and object ball adds 5', () => {
		const s = play([{ t: 'shot', foul: 'no-contact' }]);
		expect(scores(s)).toEqual([305, 300]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('P7-5b: the cue ball pocketed adds 5, and the pins of that stroke become penalty', () => {
		expect(scores(play([{ t: 'shot', foul: 'scratch' }]))).toEqual([305, 300]);
		expect(scores(play([{ t: 'shot', foul: 'scratch', pins: ['king'] }]))).toEqual([355, 300]);
	});

	it('P7-6d: pins knocked by the cue ball: the stroke\'s pin sum becomes penalty', () => {
		const s = play([{ t: 'shot', foul: 'cue-pin', pins: ['p1', 's2'] }]);
		expect(scores(s)).toEqual([335, 300]);
		expect(s.players[0]).toMatchObject({ fouls: 0, penalties: 35 });
	});

	it('P7-6d: any foul: the whole sum of the stroke (pins, carom, balls) becomes penalty, and nothing more', () => {
		const s = play([{ t: 'shot', foul: 'other', pins: ['s1'], carom: true, potted: 1 }]);
		expect(scores(s)).toEqual([300 + 5 + 5 + 5, 300]);
		expect(scores(play([{ t: 'shot', foul: 'cue-pin', pins: ['p1'] }]))).toEqual([330, 300]);
	});

	it('P7-5b: only no contact and a pocketed cue ball cost a fixed 5, on top of the stroke', () => {
		expect(scores(play([{ t: 'shot', foul: 'no-contact' }]))).toEqual([305, 300]);
		expect(scores(play([{ t: 'shot', foul: 'scratch', pins: ['s2'] }]))).toEqual([310, 300]);
		const other = play([{ t: 'shot', foul: 'other' }]);
		expect(scores(other)).toEqual([300, 300]);
		expect(other.pending).toEqual({ player: 1, options: ['shoot', 'pass'] }); // still a penalty stroke (P7-6h)
	});

	it('P7-6d option penaltyScope "series": a foul also takes back the points of the series so far ("удара или серии")', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', pins: ['king'] }, { t: 'shot', foul: 'scratch', pins: ['s1'] }], { penaltyScope: 'series' });
		// 300 − 80 in the series; the foul: the 80 come back and are added again, + 5 + 5.
		expect(scores(s)).toEqual([300 + 80 + 5 + 5, 300]);
		expect(s.players[0]).toMatchObject({ counted: 0, penalties: 90 });
	});

	it('P7-6d (RULES.md: treat as the stroke, the default): only the foul stroke\'s points become penalty', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', pins: ['king'] }, { t: 'shot', foul: 'scratch', pins: ['s1'] }]);
		expect(s.penaltyScope).toBe('stroke');
		expect(scores(s)).toEqual([300 - 80 + 5 + 5, 300]);
	});

	it('P7-6d: a series taken back is only the current inning, not earlier ones', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, miss, miss, { t: 'shot', pins: ['s1'] }, { t: 'shot', foul: 'no-contact' }], { penaltyScope: 'series' });
		// 270 after the first inning stays; the new series (5) comes back and is added: 265 + 5 + 5 + 5.
		expect(scores(s)).toEqual([280, 300]);
	});

	it('P7-5: all seven knocked on a foul add the start score (plus 5 for a pocketed cue ball, P7-5b)', () => {
		const seven = ['king', 's1', 's2', 's3', 's4', 'p1', 'p3'];
		expect(scores(play([{ t: 'shot', foul: 'cue-pin', pins: seven }]))).toEqual([600, 300]);
		expect(scores(play([{ t: 'shot', foul: 'other', pins: seven }]))).toEqual([600, 300]);
		expect(scores(play([{ t: 'shot', foul: 'scratch', pins: seven }], { startScore: 500 }))).toEqual([1005, 500]);
	});

	it('P7-6e: a ball off the table makes a penalty stroke (the stroke\'s points as penalty, the opponent chooses)', () => {
		const s = play([{ t: 'shot', foul: 'off-table', pins: ['s1'] }]);
		expect(scores(s)).toEqual([305, 300]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});
});

describe('seven-pins: the opponent\'s choice after a penalty (P7-6h)', () => {
	const foul = { t: 'shot', foul: 'no-contact' };

	it('P7-6h: shoot — the chooser takes the table', () => {
		const s = play([foul, { t: 'choose', option: 'shoot' }, { t: 'shot', pins: ['s1'] }]);
		expect(s).toMatchObject({ pending: null, turn: 1 });
		expect(scores(s)).toEqual([305, 295]);
		expect(innings(s)).toEqual([1, 1]);
	});

	it('P7-6h: pass — the offender plays on from the position, in a new inning', () => {
		const s = play([foul, { t: 'choose', option: 'pass' }]);
		expect(s).toMatchObject({ pending: null, turn: 0 });
		const after = play([foul, { t: 'choose', option: 'pass' }, { t: 'shot', pins: ['p3'] }]);
		expect(scores(after)).toEqual([275, 300]);
		expect(innings(after)).toEqual([2, 0]);
	});

	it('P7-6h: a stroke while the choice is pending is refused', () => {
		expect(refusal([foul, { t: 'shot' }])).toBe('action 1 (shot): player 2 must first choose: shoot or pass');
	});

	it('P7-6h: a choice when none is pending, or an unknown option, is refused', () => {
		expect(refusal([{ t: 'choose', option: 'shoot' }])).toBe('action 0 (choose): there is no choice to make now');
		expect(refusal([foul, { t: 'choose', option: 'accept' }])).toBe('action 1 (choose): "accept" is not one of the options: shoot, pass');
	});

	it('P7-6h: a stroke that adds no penalty (a plain miss) offers no choice', () => {
		expect(play([miss]).pending).toBeNull();
	});
});

describe('seven-pins: counting down to zero (P7-4) and the overshoot option', () => {
	it('P7-4: reaching exactly zero wins at once', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', pins: ['p3', 's1'] }], { startScore: 65 });
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null });
		expect(scores(s)).toEqual([0, 65]);
	});

	it('P7-4: once the match is finished every further stroke is refused (undo is still possible)', () => {
		const actions = [{ t: 'shot', pins: ['p1'] }];
		expect(refusal([...actions, miss], { startScore: 30 })).toMatch(/^action 1 \(shot\): the match is over/);
		expect(play([...actions, { t: 'undo' }], { startScore: 30 })).toMatchObject({ status: 'in-progress', turn: 0 });
	});

	it('overshoot "bust" (default): a stroke passing zero does not count and the turn passes', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', pins: ['p3'] }], { startScore: 50 });
		expect(scores(s)).toEqual([20, 50]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 1, pending: null });
		expect(s.overshoot).toBe('bust');
	});

	it('P7-6g with overshoot "bust": a missed call is still fined 5 when the stroke passes zero', () => {
		const s = play([{ t: 'shot', pins: ['p1'], calledCarom: true }], { startScore: 20 });
		expect(scores(s)).toEqual([25, 20]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('overshoot "penalty": the points of a stroke passing zero are added as penalty', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', pins: ['p3'] }], { startScore: 50, overshoot: 'penalty' });
		expect(scores(s)).toEqual([50, 50]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('overshoot "win": passing zero wins, and the score shows 0', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', pins: ['p3'] }], { startScore: 50, overshoot: 'win' });
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(scores(s)).toEqual([0, 50]);
	});
});

describe('seven-pins: referee actions and refusals', () => {
	it('forfeit: that player loses the match', () => {
		const s = play([{ t: 'shot', pins: ['s1'] }, { t: 'forfeit', player: 0 }]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, turn: null, pending: null });
	});

	it('foul: null is a wrong type, refused like any other', () => {
		expect(refusal([{ t: 'shot', foul: null }])).toMatch(/^action 0 \(shot\): foul/);
	});

	it('forfeit of a player who does not exist is refused', () => {
		expect(refusal([{ t: 'forfeit', player: 2 }])).toBe('action 0 (forfeit): there is no player 2');
	});

	it('rerack is refused with a reason: pins are stood up after every stroke', () => {
		expect(refusal([{ t: 'rerack' }])).toMatch(/^action 0 \(rerack\): seven-pins has no re-rack/);
	});

	it('an unknown pin, a duplicate pin, unknown keys and wrong types are refused', () => {
		expect(refusal([{ t: 'shot', pins: ['p2'] }])).toBe('action 0 (shot): pins.0: unknown pin "p2" (pins are king, s1, s2, s3, s4, p1, p3)');
		expect(refusal([{ t: 'shot', pins: ['s1', 's1'] }])).toBe('action 0 (shot): pins: pin s1 is listed twice');
		expect(refusal([{ t: 'shot', pins: 'king' }])).toMatch(/^action 0 \(shot\): pins: /);
		expect(refusal([{ t: 'shot', rails: 2 }])).toBe('action 0 (shot): unknown key "rails"');
		expect(refusal([{ t: 'shot', potted: 3 }])).toMatch(/potted counts object balls/);
		expect(refusal([{ t: 'shot', foul: 'push' }])).toMatch(/^action 0 \(shot\): foul: /);
		expect(refusal([{ t: 'attempt', success: true }])).toBe('action 0 (attempt): seven-pins has no action "attempt"');
	});

	it('contradictory strokes are refused rather than guessed', () => {
		expect(refusal([{ t: 'shot', foul: 'no-contact', carom: true }])).toMatch(/a carom needs contact/);
		expect(refusal([{ t: 'shot', foul: 'cue-pin' }])).toMatch(/names the pins/);
	});

	it('a refused action leaves the match as it was', () => {
		const created = createMatch(setup());
		if (!created.ok) throw new Error(created.reason);
		const result = applyAction(created.match, { t: 'shot', pins: ['nope'] });
		expect(result.ok).toBe(false);
		expect(summarize(created.match).players[0].score).toBe(300);
	});
});
