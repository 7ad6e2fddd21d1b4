import { describe, expect, it } from 'vitest';
import { scenario, scores } from '../testing/scenario';
import { asFamily } from '../summary';
import type { PinsSummary } from './summary';

type Options = { startScore?: number; overshoot?: string; penaltyScope?: string };
const setup = (options: Options = {}) => ({ discipline: 'kegel', players: ['Ann', 'Bob'], ...options });

const pins = (options: Options = {}) => scenario(setup(options));
const play = (actions: unknown[], options: Options = {}): PinsSummary => asFamily(pins(options).play(actions), 'pins');
const refusal = (actions: unknown[], options: Options = {}): string => pins(options).error(actions);
const miss = { t: 'shot' };
const safety = { t: 'shot', safety: true };
const seven = ['king', 's1', 's2', 's3', 's4', 'p1', 'p3'];

describe('kegel: pin values and legal strokes (KG §9, P7-5)', () => {
	it('KG §9: the same pin values as 7 pins, written off from 300', () => {
		const s = play([{ t: 'shot', pins: ['king'] }, { t: 'shot', pins: ['king', 's1'] }, { t: 'shot', pins: ['p1', 'p3'] }, { t: 'shot', pins: ['s1', 's2', 's3', 's4', 'king'] }]);
		expect(scores(s)).toEqual([300 - 50 - 30 - 60 - 100, 300]);
		expect(s.discipline).toBe('kegel');
		expect(s.penaltyScope).toBe('stroke');
	});

	it('KG §9: a carom and a pocketed white are 5 each and continue the series', () => {
		const s = play([{ t: 'shot', carom: true, potted: 1 }]);
		expect(scores(s)).toEqual([290, 300]);
		expect(s.turn).toBe(0);
	});

	it('KG §9: all seven knocked legally win the match', () => {
		expect(play([{ t: 'shot', pins: seven }])).toMatchObject({ status: 'finished', winner: 0 });
	});

	it('KG §9: all seven on a foul add the start score (and the foul\'s 5)', () => {
		expect(scores(play([{ t: 'shot', pins: seven, foul: 'cue-pin' }]))).toEqual([605, 300]);
	});
});

describe('kegel: fouls (KG §9, §7, §25)', () => {
	it('KG §9: the cue ball knocking a pin is a foul: all the points of the stroke become penalty, plus 5', () => {
		const s = play([{ t: 'shot', foul: 'cue-pin', pins: ['king', 's1'] }]);
		expect(scores(s)).toEqual([335, 300]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('KG §9: every other foul costs 5 on top of the points of the stroke', () => {
		expect(scores(play([{ t: 'shot', foul: 'other', pins: ['p1'], carom: true }]))).toEqual([340, 300]);
		expect(scores(play([{ t: 'shot', foul: 'scratch' }]))).toEqual([305, 300]);
	});

	it('KG §9: the stroke, not the series: earlier points of the series stay written off', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', foul: 'scratch', pins: ['s1'] }]);
		expect(scores(s)).toEqual([270 + 5 + 5, 300]);
	});

	it('P7-6d option penaltyScope "series" in kegel takes the series back too', () => {
		const s = play([{ t: 'shot', pins: ['p1'] }, { t: 'shot', foul: 'scratch', pins: ['s1'] }], { penaltyScope: 'series' });
		expect(scores(s)).toEqual([300 + 30 + 5 + 5, 300]);
	});

	it('KG §7: a break that misses the far ball costs 5 plus any pins', () => {
		const s = play([{ t: 'shot', foul: 'no-contact', pins: ['s2'] }]);
		expect(scores(s)).toEqual([310, 300]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('KG §25: a white knocked off the table: no penalty, its points count, but the turn passes', () => {
		const s = play([{ t: 'shot', foul: 'off-table', pins: ['p3'] }]);
		expect(scores(s)).toEqual([270, 300]);
		expect(s).toMatchObject({ turn: 1, pending: null });
		expect(s.players[0].penalties).toBe(0);
	});

	it('P7-6h: after a kegel penalty the opponent may make the offender play on', () => {
		const s = play([{ t: 'shot', foul: 'scratch' }, { t: 'choose', option: 'pass' }, { t: 'shot', pins: ['s1'] }]);
		expect(s).toMatchObject({ turn: 0, pending: null });
		expect(scores(s)).toEqual([300, 300]);
		expect(s.players.map((p) => p.innings)).toEqual([2, 0]);
	});
});

describe('kegel: safeties after a foul or a safety (seed KG §23, §24)', () => {
	it('KG §23: a safety opening the inning after his own safety is a foul: +5, the opponent chooses', () => {
		const s = play([safety, miss, safety]);
		expect(scores(s)).toEqual([305, 300]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
	});

	it('KG §24: after his own foul the next inning must open with an attempt, also when the opponent passes', () => {
		expect(scores(play([{ t: 'shot', foul: 'scratch' }, { t: 'choose', option: 'shoot' }, miss, safety]))).toEqual([310, 300]);
		expect(scores(play([{ t: 'shot', foul: 'scratch' }, { t: 'choose', option: 'pass' }, safety]))).toEqual([310, 300]);
	});

	it('KG §23, §24: an attempt first, then a safety later in the same inning, is allowed; so is a safety after a miss', () => {
		const s = play([safety, miss, { t: 'shot', pins: ['s1'] }, safety, miss, miss, safety]);
		expect(scores(s)).toEqual([295, 300]);
		expect(s.pending).toBeNull();
		expect(scores(play([miss, miss, safety]))).toEqual([300, 300]);
	});

	it('KG-9 comes first: the safety at zero is the stroke he must play, even after his own safety', () => {
		// Her safety stroke knocks p1 and reaches zero: the inning ends on a safety, and the
		// next one must still open with the KG-9 safety.
		const s = play([{ t: 'shot', pins: ['p1'], safety: true }, miss, safety], { startScore: 30 });
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
	});
});

describe('kegel: the final safety at zero (KG-9)', () => {
	const toZero = [{ t: 'shot', pins: ['p1'] }, { t: 'shot', pins: ['p3', 's1'] }];

	it('KG-9: reaching exactly zero does not win yet; the player plays on and owes a safety', () => {
		const s = play(toZero, { startScore: 65 });
		expect(s).toMatchObject({ status: 'in-progress', winner: null, turn: 0, pending: null });
		expect(scores(s)).toEqual([0, 65]);
		expect(s.players[0].safetyDue).toBe(true);
		expect(s.players[1].safetyDue).toBe(false);
	});

	it('KG-9: a safety with no pin knocked then wins', () => {
		const s = play([...toZero, safety], { startScore: 65 });
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null });
		expect(scores(s)).toEqual([0, 65]);
		expect(s.players[0].innings).toBe(1);
	});

	it('KG-9: a stroke that is no safety fails it: 5 is added, with the points of that stroke', () => {
		const s = play([...toZero, { t: 'shot', pins: ['s2'] }], { startScore: 65 });
		expect(scores(s)).toEqual([10, 65]);
		expect(s.pending).toEqual({ player: 1, options: ['shoot', 'pass'] });
		expect(scores(play([...toZero, miss], { startScore: 65 }))).toEqual([5, 65]);
	});

	it('KG-9: a safety that knocks a pin fails too', () => {
		expect(scores(play([...toZero, { t: 'shot', safety: true, pins: ['king'] }], { startScore: 65 }))).toEqual([55, 65]);
	});

	it('KG-9: a foul on the final safety is a foul: 5 and the stroke\'s points', () => {
		expect(scores(play([...toZero, { t: 'shot', safety: true, foul: 'scratch' }], { startScore: 65 }))).toEqual([5, 65]);
	});

	it('KG-9 with KG §25: reaching zero as a white leaves the table, the safety is owed next inning', () => {
		const actions = [{ t: 'shot', pins: ['p1'], foul: 'off-table' }];
		const s = play(actions, { startScore: 30 });
		expect(s).toMatchObject({ status: 'in-progress', turn: 1 });
		expect(scores(s)).toEqual([0, 30]);
		expect(play([...actions, miss, safety], { startScore: 30 })).toMatchObject({ status: 'finished', winner: 0 });
	});

	it('KG-9: all seven knocked legally still win at zero', () => {
		expect(play([...toZero, { t: 'shot', pins: seven }], { startScore: 65 })).toMatchObject({ winner: 0 });
	});

	it('overshoot "bust" (default) in kegel: the stroke does not count, the turn passes', () => {
		const s = play([{ t: 'shot', pins: ['king'] }], { startScore: 40 });
		expect(scores(s)).toEqual([40, 40]);
		expect(s).toMatchObject({ turn: 1, pending: null });
	});

	it('overshoot "penalty" in kegel: the stroke\'s points are added', () => {
		expect(scores(play([{ t: 'shot', pins: ['king'] }], { startScore: 40, overshoot: 'penalty' }))).toEqual([90, 40]);
	});

	it('overshoot "win" in kegel: passing zero counts as reaching zero, and the KG-9 safety is owed', () => {
		const s = play([{ t: 'shot', pins: ['king'] }], { startScore: 40, overshoot: 'win' });
		expect(scores(s)).toEqual([0, 40]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 0 });
		expect(play([{ t: 'shot', pins: ['king'] }, safety], { startScore: 40, overshoot: 'win' })).toMatchObject({ winner: 0 });
	});
});

describe('kegel: referee actions', () => {
	it('forfeit: that player loses the match', () => {
		expect(play([{ t: 'forfeit', player: 1 }])).toMatchObject({ status: 'finished', winner: 0 });
	});

	it('rerack is refused with a reason', () => {
		expect(refusal([{ t: 'rerack' }])).toMatch(/^action 0 \(rerack\): kegel has no re-rack/);
	});

	it('a choice while none is pending is refused', () => {
		expect(refusal([{ t: 'choose', option: 'pass' }])).toBe('action 0 (choose): there is no choice to make now');
	});
});
