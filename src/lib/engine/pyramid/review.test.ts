/**
 * A referee's review of Russian pyramid (RULES-more.md PY, FP, CP, MP, NP): scenarios written
 * from the rules text, every expected value worked out by hand. Player 0 = Ann (breaks frame 1),
 * player 1 = Ben. The balls are counted: on the table + both shelves = 15 (free pyramid: 16).
 */
import { describe, expect, it } from 'vitest';
import { choose, scenario, shot as S } from '../testing/scenario';
import { asFamily } from '../summary';
import type { PyramidSummary } from './summary';

const players = ['Ann', 'Ben'];
const games = {
	combined: scenario({ discipline: 'combined-pyramid', players, raceTo: 2 }),
	free: scenario({ discipline: 'free-pyramid', players, raceTo: 2 }),
	dynamic: scenario({ discipline: 'dynamic-pyramid', players, raceTo: 2 })
};
type Game = keyof typeof games;
const play = (game: Game, actions: unknown[], match: Record<string, unknown> = {}) => asFamily(games[game].play(actions, match), 'pyramid');
const cp = (actions: unknown[], match: Record<string, unknown> = {}) => play('combined', actions, match);
const fp = (actions: unknown[], match: Record<string, unknown> = {}) => play('free', actions, match);
const np = (actions: unknown[], match: Record<string, unknown> = {}) => play('dynamic', actions, match);

const shelves = (s: PyramidSummary) => s.frame.shelves;
const scores = (s: PyramidSummary) => s.players.map((p) => p.score);
const debts = (s: PyramidSummary) => s.players.map((p) => p.debt);
const total = (s: PyramidSummary) => s.frame.onTable + s.frame.shelves.reduce((a, b) => a + b, 0);
const types = (evs: { type: string }[]) => evs.map((e) => e.type);

/** A legal dry break in free/combined pyramid: three balls to a cushion, nothing down. */
const dryBreak = S({ cushions: 3 });
/** A legal dry break in dynamic pyramid: three balls to the side cushions. */
const npDry = S({ sideCushions: 3 });
const miss = S();

describe('PY-4, PY-7, PY-8: fouls, spotting, the penalty ball', () => {
	it('PY-7: mid-frame, at 7–0, Ben\'s foul gives Ann her 8th ball — the frame is hers at once', () => {
		const s = cp([S({ potted: 7 }), miss, S({ foul: 'no-rail' })]);
		expect(scores(s)).toEqual([1, 0]);
		expect(s.frame).toMatchObject({ number: 2, breaker: 1, breakDue: true, shelves: [0, 0], onTable: 15, inHand: 'house' });
		expect(s.turn).toBe(1);
	});

	it('PY-7: at 7–7 (one ball left) Ann\'s foul gives Ben the last ball and the frame', () => {
		const s = cp([S({ potted: 7 }), miss, S({ potted: 7 }), miss, S({ foul: 'other' })]);
		expect(scores(s)).toEqual([0, 1]);
		expect(s.frame.number).toBe(2);
	});

	it('PY-4: the balls of a foul stroke are spotted — they do not count; the penalty ball moves; 15 balls accounted for', () => {
		const s = cp([S({ potted: 3 }), S({ potted: 2, foul: 'other' })]);
		expect(shelves(s)).toEqual([3, 1]);
		expect(s.frame.onTable).toBe(11);
		expect(total(s)).toBe(15);
		expect(s.turn).toBe(1);
		expect(s.frame.inHand).toBeNull();
	});

	it('PY-4: a foul with balls pocketed and an object ball off the table: all spotted, one penalty ball', () => {
		const s = cp([S({ potted: 2 }), S({ potted: 2, offTable: 1, foul: 'no-contact' })]);
		expect(shelves(s)).toEqual([2, 1]);
		expect(s.frame.onTable).toBe(12);
	});

	it('PY-6 objectOffTable "foul": a ball off the table on an otherwise good stroke is a foul — its pot is spotted', () => {
		const s = cp([dryBreak, S({ potted: 1, offTable: 1 })]);
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.frame.onTable).toBe(14);
		expect(s.turn).toBe(0);
	});

	it('PY-6 objectOffTable "spot-only": the jumped ball is spotted, the pot counts and the striker continues', () => {
		const s = cp([dryBreak, S({ potted: 1, offTable: 1 })], { objectOffTable: 'spot-only' });
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame.onTable).toBe(14);
		expect(s.turn).toBe(1);
	});

	it('PY-6 objectOffTable "spot-only": an off-table mark for an object ball is no foul either — spotted, the pot counts', () => {
		const s = cp([dryBreak, S({ potted: 1, offTable: 1, foul: 'off-table' })], { objectOffTable: 'spot-only' });
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame.onTable).toBe(14);
		expect(s.turn).toBe(1);
		// with the default (MKP) reading the same stroke is a foul
		expect(shelves(cp([dryBreak, S({ potted: 1, offTable: 1, foul: 'off-table' })]))).toEqual([1, 0]);
		// no object ball recorded off: the mark stays a foul
		expect(shelves(cp([dryBreak, S({ potted: 1, foul: 'off-table' })], { objectOffTable: 'spot-only' }))).toEqual([1, 0]);
	});

	it('PY-3: a failed break (nothing down, one ball to a cushion) is a foul: Ben takes a ball and plays from the position', () => {
		const s = cp([S({ cushions: 1 })]);
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame).toMatchObject({ breakDue: false, inHand: null, onTable: 14 });
		expect(s.turn).toBe(1);
	});
});

describe('CP: combined pyramid', () => {
	it('CP-3: a svoyak plus two object balls = 3; he continues from hand in the house', () => {
		const s = cp([S({ potted: 1 }), S({ potted: 2, svoyak: true })]);
		expect(shelves(s)).toEqual([4, 0]);
		expect(s.frame.onTable).toBe(11);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(0);
	});

	it('CP-3, PY-9: from hand in the house he pockets a ball — the visit goes on from the position', () => {
		const s = cp([S({ potted: 1 }), S({ svoyak: true }), S({ potted: 1 })]);
		expect(shelves(s)).toEqual([3, 0]);
		expect(s.frame.inHand).toBeNull();
		expect(s.turn).toBe(0);
	});

	it('PY-6, PY-9: in hand in the house after a svoyak, hitting a ball in the house is a foul: Ben +1, from the position', () => {
		const s = cp([S({ potted: 1 }), S({ svoyak: true }), S({ foul: 'house-ball', potted: 1 })]);
		expect(shelves(s)).toEqual([2, 1]);
		expect(s.frame.onTable).toBe(12);
		expect(s.frame.inHand).toBeNull();
		expect(s.turn).toBe(1);
	});

	it('CP-5: the cue ball pocketed on a foul (no contact): Ben takes a ball and plays from hand in the house', () => {
		const s = cp([dryBreak, S({ svoyak: true, foul: 'no-contact' })]);
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(0);
	});

	it('CP-5: the cue ball off the table: a foul even unmarked; the opponent is in hand in the house', () => {
		const s = cp([S({ potted: 2 }), S({ potted: 1, cueOff: true })]);
		expect(shelves(s)).toEqual([2, 1]);
		expect(s.frame.onTable).toBe(12);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(1);
	});

	it('CP-5: an off-table foul with no object ball recorded off is the cue ball leaving: in hand in the house', () => {
		// The scorer marked the foul and nothing else (the way snooker reads the same mark).
		const s = cp([S({ potted: 2 }), S({ foul: 'off-table' })]);
		expect(shelves(s)).toEqual([2, 1]);
		expect(s.frame.onTable).toBe(12);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(1);
	});

	it('CP-5: a foul in which the cue ball stayed on the table: the opponent plays from the position', () => {
		const s = cp([dryBreak, S({ foul: 'no-rail' })]);
		expect(s.frame.inHand).toBeNull();
		expect(s.turn).toBe(0);
	});

	it('CP-5: a ball touched while placing the cue ball after a svoyak: a foul, and the right to play from hand passes', () => {
		const s = cp([S({ potted: 1 }), S({ svoyak: true }), S({ foul: 'placement' })]);
		expect(shelves(s)).toEqual([2, 1]);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(1);
	});

	it('PY-9: house-ball and placement fouls need the ball in hand — refused while playing from the position', () => {
		const sc = games.combined;
		sc.expectRefused([S({ potted: 1 })], S({ foul: 'house-ball' }), /house/);
		sc.expectRefused([S({ potted: 1 })], S({ foul: 'placement' }), /in hand/);
	});

	it('CP-2, CP-4: a svoyak on a legal break counts and continues; a legal stroke without a pocket passes', () => {
		const s = cp([S({ potted: 1, svoyak: true }), miss]);
		expect(shelves(s)).toEqual([2, 0]);
		expect(s.turn).toBe(1);
		expect(s.frame.inHand).toBeNull();
	});
});

describe('MP-3: the offender returns a ball (penalty "offender-returns")', () => {
	const mp = { penalty: 'offender-returns', svoyakBall: 'opponent' };

	it('MP-3: the offender with balls puts one back (−1); the opponent gains nothing', () => {
		const s = cp([S({ potted: 3 }), S({ foul: 'other' })], mp);
		expect(shelves(s)).toEqual([2, 0]);
		expect(s.frame.onTable).toBe(13);
		expect(s.turn).toBe(1);
	});

	it('MP-3: an empty shelf owes the ball (debt 1); his next pot repays it and goes back; the count holds', () => {
		const owed = [dryBreak, S({ foul: 'no-rail' })];
		const s = cp(owed, mp);
		expect(shelves(s)).toEqual([0, 0]);
		expect(debts(s)).toEqual([0, 1]);
		expect(s.frame.onTable).toBe(15);
		expect(s.turn).toBe(0);
		const later = cp([...owed, S({ potted: 1 }), miss, S({ potted: 2 })], mp);
		// Ann 1 (14 on the table); Ben pots 2: one repays the debt (back on the table), one to his shelf
		expect(shelves(later)).toEqual([1, 1]);
		expect(debts(later)).toEqual([0, 0]);
		expect(later.frame.onTable).toBe(13);
		expect(total(later)).toBe(15);
		expect(later.turn).toBe(1);
	});

	it('MP-3: two fouls with an empty shelf owe two; a svoyak ball repays too', () => {
		const s = cp([dryBreak, S({ foul: 'no-rail' }), miss, S({ foul: 'no-rail' })], mp);
		expect(debts(s)).toEqual([0, 2]);
		const paid = cp([dryBreak, S({ foul: 'no-rail' }), miss, S({ foul: 'no-rail' }), miss, S({ potted: 1, svoyak: true })], mp);
		expect(debts(paid)).toEqual([0, 0]);
		expect(shelves(paid)).toEqual([0, 0]);
		expect(paid.frame.onTable).toBe(15);
	});
});

describe('FP: free pyramid', () => {
	it('FP-2: the svoyak counts one, like any ball; 16 balls accounted for', () => {
		const s = fp([S({ potted: 1 }), S({ svoyak: true }), S({ potted: 2, svoyak: true })]);
		expect(shelves(s)).toEqual([5, 0]);
		expect(s.frame.onTable).toBe(11);
		expect(total(s)).toBe(16);
		expect(s.turn).toBe(0);
		expect(s.frame.inHand).toBeNull();
	});

	it('FP-3: no ball on a legal stroke passes the turn; FP-4: a foul — balls spotted, +1 to the opponent, from the position', () => {
		const s = fp([S({ potted: 2 }), miss, S({ potted: 1, svoyak: true, foul: 'other' })]);
		expect(shelves(s)).toEqual([3, 0]);
		expect(s.frame.onTable).toBe(13);
		expect(s.turn).toBe(0);
		expect(s.frame.inHand).toBeNull();
		expect(total(s)).toBe(16);
	});

	it('FP-4 option foulInHand "house": the struck ball fell on a foul — the opponent plays from hand in the house', () => {
		const s = fp([dryBreak, S({ svoyak: true, foul: 'no-rail' })], { foulInHand: 'house' });
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.frame.onTable).toBe(15);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(0);
	});

	it('FP-5: first to 8 of 16 — seven balls and a svoyak win the frame', () => {
		const s = fp([S({ potted: 7 }), S({ svoyak: true })]);
		expect(scores(s)).toEqual([1, 0]);
		expect(s.frame).toMatchObject({ number: 2, breaker: 1, onTable: 16, shelves: [0, 0] });
	});

	it('FP-1: the break needs a ball down or two balls to a cushion — otherwise a foul, +1 to Ben', () => {
		const s = fp([S({ cushions: 1 })]);
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame.onTable).toBe(15);
		expect(s.turn).toBe(1);
	});
});

describe('NP: dynamic pyramid', () => {
	it('NP-2: a failed break — accept: Ben plays the table from the position; no penalty by default', () => {
		const failed = [S({ sideCushions: 2 })];
		const s = np(failed);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
		expect(s.turn).toBe(1);
		expect(shelves(s)).toEqual([0, 0]);
		const a = np([...failed, choose('accept')]);
		expect(a.pending).toBeNull();
		expect(a.turn).toBe(1);
		expect(a.frame).toMatchObject({ breakDue: false, inHand: null, onTable: 15, breaker: 0 });
		expect(shelves(np([...failed, choose('accept'), S({ potted: 2 })]))).toEqual([0, 2]);
	});

	it('NP-2: rebreak — Ben breaks a full rack from the house; frame 2 is still broken by Ben (alternation by frame)', () => {
		const s = np([S({ sideCushions: 2, crossed: false }), choose('rebreak')]);
		expect(s.frame).toMatchObject({ breaker: 1, breakDue: true, inHand: 'house', onTable: 15, number: 1 });
		expect(s.turn).toBe(1);
		// Ben's re-break fails too: Ann chooses now
		const again = np([S({ sideCushions: 2 }), choose('rebreak'), S({ sideCushions: 1 })]);
		expect(again.pending).toEqual({ player: 0, options: ['accept', 'rebreak'] });
		// Ben wins frame 1 from his re-break; frame 2 is Ben's break by the alternation (frame 2 → not firstBreaker)
		const won = np([S({ sideCushions: 2 }), choose('rebreak'), S({ potted: 8 })]);
		expect(scores(won)).toEqual([0, 1]);
		expect(won.frame).toMatchObject({ number: 2, breaker: 1 });
	});

	it('NP-2 failedBreak "penalty": the penalty ball can decide a short frame at once — no choice then', () => {
		const s = np([S({ sideCushions: 1 })], { failedBreak: 'penalty', pointsTo: 1 });
		expect(scores(s)).toEqual([0, 1]);
		expect(s.pending).toBeNull();
		expect(s.frame).toMatchObject({ number: 2, breaker: 1, breakDue: true });
		const choice = np([S({ sideCushions: 1 })], { failedBreak: 'penalty' });
		expect(shelves(choice)).toEqual([0, 1]);
		expect(choice.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
		const re = np([S({ sideCushions: 1 }), choose('rebreak')], { failedBreak: 'penalty' });
		expect(shelves(re)).toEqual([0, 1]);
		expect(re.frame).toMatchObject({ onTable: 14, breaker: 1, breakDue: true });
	});

	it('NP-2: a failed break with the cue ball in a pocket — accept: Ben plays from hand in the house', () => {
		const s = np([S({ svoyak: true, sideCushions: 1 }), choose('accept')]);
		expect(shelves(s)).toEqual([0, 0]);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(1);
	});

	it('NP-2: two side cushions and a third ball over the centre line is a legal break', () => {
		const s = np([S({ sideCushions: 2, crossed: true })]);
		expect(s.pending).toBeNull();
		expect(s.turn).toBe(1);
	});

	it('NP-3: a svoyak takes a ball and earns the premium stroke (in hand anywhere); an object ball on it counts and continues', () => {
		const s = np([S({ potted: 1 }), S({ svoyak: true })]);
		expect(shelves(s)).toEqual([2, 0]);
		expect(s.frame).toMatchObject({ inHand: 'anywhere', premium: true, onTable: 13 });
		const p = np([S({ potted: 1 }), S({ svoyak: true }), S({ potted: 1 })]);
		expect(shelves(p)).toEqual([3, 0]);
		expect(p.frame).toMatchObject({ inHand: null, premium: false, onTable: 12 });
		expect(p.turn).toBe(0);
		const m = np([S({ potted: 1 }), S({ svoyak: true }), miss]);
		expect(m.turn).toBe(1);
		expect(m.frame).toMatchObject({ inHand: null, premium: false });
	});

	it('NP-3 "no-count": a svoyak on the premium stroke earns nothing; its object ball counts; Ben plays from the house', () => {
		const s = np([S({ potted: 1 }), S({ svoyak: true }), S({ potted: 1, svoyak: true })]);
		expect(shelves(s)).toEqual([3, 0]);
		expect(s.frame.onTable).toBe(12);
		expect(s.turn).toBe(1);
		expect(s.frame).toMatchObject({ inHand: 'house', premium: false });
	});

	it('NP-4: a foul with the cue ball pocketed: +1 to Ben, he plays from hand in the house', () => {
		const s = np([npDry, miss, S({ potted: 2, svoyak: true, foul: 'other' })]);
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame).toMatchObject({ inHand: 'house', onTable: 14 });
		expect(s.turn).toBe(1);
	});
});

describe('PY-2, PY-10: frames and the match', () => {
	it('race to 2: frames alternate their break; hill-hill at 1–1; the deciding frame stays on the board', () => {
		const ann = [S({ potted: 8 })];
		const f2 = cp([...ann]);
		expect(f2.frame).toMatchObject({ number: 2, breaker: 1 });
		const ben = [S({ potted: 8 })];
		expect(types(games.combined.lastEvents([...ann, ...ben]))).toContain('hill-hill');
		const f3 = cp([...ann, ...ben]);
		expect(scores(f3)).toEqual([1, 1]);
		expect(f3.frame).toMatchObject({ number: 3, breaker: 0, breakDue: true });
		const done = cp([...ann, ...ben, S({ potted: 5 }), S({ potted: 3 })]);
		expect(done.status).toBe('finished');
		expect(done.winner).toBe(0);
		expect(scores(done)).toEqual([2, 1]);
		expect(done.frame).toMatchObject({ number: 3, shelves: [8, 0], onTable: 7, breakDue: false, inHand: null });
	});

	it('PY-2 breakRule "winner": the frame winner breaks the next frame', () => {
		const s = cp([dryBreak, S({ potted: 8 })], { breakRule: 'winner', raceTo: 3 });
		expect(s.frame).toMatchObject({ number: 2, breaker: 1 });
		expect(s.turn).toBe(1);
	});

	it('frame / forfeit / rerack: results only, a forfeit, and a restart with the same breaker', () => {
		expect(scores(cp([{ t: 'frame', player: 1 }]))).toEqual([0, 1]);
		const f = cp([S({ potted: 3 }), { t: 'forfeit', player: 0 }]);
		expect(scores(f)).toEqual([0, 1]);
		expect(f.frame).toMatchObject({ number: 2, breaker: 1, shelves: [0, 0], onTable: 15 });
		const r = cp([S({ potted: 3 }), miss, S({ potted: 2 }), { t: 'rerack' }]);
		expect(r.frame).toMatchObject({ number: 1, breaker: 0, breakDue: true, shelves: [0, 0], onTable: 15, inHand: 'house' });
		expect(r.turn).toBe(0);
		expect(scores(r)).toEqual([0, 0]);
	});

	it('undo / redo: a foul undone restores the shelves and the turn; redo brings it back', () => {
		const before = cp([S({ potted: 3 })]);
		const undone = cp([S({ potted: 3 }), S({ foul: 'other' }), { t: 'undo' }]);
		expect(undone).toEqual(before);
		const after = cp([S({ potted: 3 }), S({ foul: 'other' })]);
		expect(cp([S({ potted: 3 }), S({ foul: 'other' }), { t: 'undo' }, { t: 'redo' }])).toEqual(after);
		// undoing the frame-winning penalty ball reopens the frame
		const won = [S({ potted: 7 }), miss, S({ foul: 'no-rail' })];
		const reopened = cp([...won, { t: 'undo' }]);
		expect(scores(reopened)).toEqual([0, 0]);
		expect(shelves(reopened)).toEqual([7, 0]);
		expect(reopened.turn).toBe(1);
	});
});
