/**
 * Combined pyramid scenarios (RULES-more.md PY, CP, MP), driven exactly as `replay` drives
 * them. Player 0 = Ann (breaks frame 1), player 1 = Ben. The shared PY rules are tested here on
 * combined pyramid; free.test.ts and dynamic.test.ts test what their games change.
 */
import { describe, expect, it } from 'vitest';
import { choose, moments, scenario, shot as S } from '../testing/scenario';
import { asFamily } from '../summary';
import type { PyramidSummary } from './summary';

const base = { discipline: 'combined-pyramid', players: ['Ann', 'Ben'], raceTo: 2 } as const;
const sc = scenario(base);
const { error, events, lastEvents, expectRefused } = sc;
/** The summary after the actions, as the pyramid family's member. */
const play = (actions: unknown[], match: Record<string, unknown> = {}) => asFamily(sc.play(actions, match), 'pyramid');

const shelves = (s: PyramidSummary) => s.frame.shelves;
const scores = (s: PyramidSummary) => s.players.map((p) => p.score);
const types = (evs: { type: string }[]) => evs.map((e) => e.type);

/** A legal dry break: three object balls to a cushion, nothing down; the turn passes to Ben. */
const dryBreak = S({ cushions: 3 });
const miss = S();
/** Frame 1 to 7–7 with one ball left: Ann breaks 7 in, misses; Ben pots 7, misses. */
const sevenSeven = [S({ potted: 7 }), miss, S({ potted: 4 }), S({ potted: 3 }), miss];
/** Ann wins a frame from the break: 8 balls in two strokes. */
const annFrame = [S({ potted: 4 }), S({ potted: 4 })];

describe('combined pyramid: the summary before the break', () => {
	it('PY-1, CP-1: 15 object balls on the table, empty shelves, the break due from hand in the house', () => {
		const s = play([]);
		expect(s).toMatchObject({ discipline: 'combined-pyramid', status: 'in-progress', winner: null, draw: false, turn: 0, pending: null, rack: null });
		expect(s.frame).toEqual({ number: 1, breaker: 0, breakDue: true, onTable: 15, shelves: [0, 0], pointsTo: 8, inHand: 'house', premium: false });
		expect(s.players[0]).toEqual({ name: 'Ann', score: 0, innings: 0, highRun: 0, average: null, fouls: 0, shelf: 0, debt: 0 });
		expect('target' in s.players[0]!).toBe(false);
	});
});

describe('PY: common pyramid rules', () => {
	it('PY-1: every ball is worth one point; the number of a penalty ball changes nothing', () => {
		const a = play([dryBreak, S({ foul: 'no-rail', penaltyBall: 1 })]);
		const b = play([dryBreak, S({ foul: 'no-rail', penaltyBall: 15 })]);
		expect(a).toEqual(b);
		expect(shelves(a)).toEqual([1, 0]);
		expect(a.frame.onTable + shelves(a).reduce((x, y) => x + y)).toBe(15);
	});

	it('PY-2: firstBreaker breaks frame 1; later frames alternate (breakRule alternate)', () => {
		const s = play([S({ potted: 8 })], { firstBreaker: 1 });
		expect(s.frame).toMatchObject({ number: 2, breaker: 0, breakDue: true, shelves: [0, 0], onTable: 15, inHand: 'house' });
		expect(scores(s)).toEqual([0, 1]);
		expect(s.turn).toBe(0);
		const third = play([...annFrame, S({ potted: 8 })], { raceTo: 3 });
		expect(scores(third)).toEqual([1, 1]);
		expect(third.frame).toMatchObject({ number: 3, breaker: 0 });
	});

	it('PY-2: breakRule winner — the winner of the previous frame breaks', () => {
		const s = play([...annFrame], { breakRule: 'winner', raceTo: 3 });
		expect(s.frame).toMatchObject({ number: 2, breaker: 0 });
		expect(s.turn).toBe(0);
	});

	it('PY-3: balls pocketed on the break count and the breaker continues', () => {
		const s = play([S({ potted: 2 })]);
		expect(shelves(s)).toEqual([2, 0]);
		expect(s.turn).toBe(0);
		expect(s.frame).toMatchObject({ breakDue: false, onTable: 13, inHand: null });
	});

	it('PY-3: a break with nothing down is legal when two object balls reach a cushion — the turn passes, no penalty', () => {
		const s = play([S({ cushions: 2 })]);
		expect(s.turn).toBe(1);
		expect(shelves(s)).toEqual([0, 0]);
		expect(types(lastEvents([S({ cushions: 2 })]))).toEqual(['inning-ended']);
	});

	it('PY-3: a break with nothing down and fewer than two balls to a cushion is a foul (PY-7)', () => {
		const s = play([S({ cushions: 1 })]);
		expect(s.turn).toBe(1);
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame).toMatchObject({ onTable: 14, inHand: null, breakDue: false });
		expect(types(lastEvents([S({ cushions: 1 })]))).toEqual(['foul', 'inning-ended']);
	});

	it('PY-3: a svoyak alone does not make a break legal (no object ball down); the cue ball fell, so in hand in the house', () => {
		const s = play([S({ svoyak: true, cushions: 1 })]);
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame.inHand).toBe('house');
		expect(s.turn).toBe(1);
		const legal = play([S({ svoyak: true, cushions: 2 })]);
		expect(shelves(legal)).toEqual([1, 0]);
		expect(legal.turn).toBe(0);
	});

	it('PY-3 option breakCushions: 0 makes any break legal; 4 asks for four balls', () => {
		expect(shelves(play([S()], { breakCushions: 0 }))).toEqual([0, 0]);
		expect(shelves(play([S({ cushions: 3 })], { breakCushions: 4 }))).toEqual([0, 1]);
	});

	it('PY-4: balls that fall on a foul stroke do not count and are spotted', () => {
		const s = play([dryBreak, S({ potted: 3, foul: 'other' })]);
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.frame.onTable).toBe(14);
		expect(s.turn).toBe(0);
	});

	it('PY-4: a foul after the stroke is recorded as a stroke of its own — the balls of the stroke stand', () => {
		const s = play([S({ potted: 2 }), S({ foul: 'other' })]);
		expect(shelves(s)).toEqual([2, 1]);
		expect(s.frame.onTable).toBe(12);
		expect(s.turn).toBe(1);
	});

	it('PY-4: a foul after the frame\'s last ball changes nothing — the frame is already won', () => {
		const s = play([...annFrame]);
		expect(scores(s)).toEqual([1, 0]);
		expect(s.frame).toMatchObject({ number: 2, shelves: [0, 0], onTable: 15, breakDue: true });
	});

	it('PY-5: a legal stroke without a pocket passes the turn with no penalty; no-contact and no-rail are fouls', () => {
		const clean = play([dryBreak, miss]);
		expect(clean.turn).toBe(0);
		expect(shelves(clean)).toEqual([0, 0]);
		for (const foul of ['no-contact', 'no-rail']) {
			const s = play([dryBreak, S({ foul })]);
			expect(shelves(s)).toEqual([1, 0]);
			expect(s.turn).toBe(0);
		}
	});

	it('PY-6: every marked foul costs one penalty ball, however many fouls the stroke had', () => {
		for (const foul of ['no-contact', 'no-rail', 'off-table', 'wrong-cue', 'time', 'other']) {
			expect(shelves(play([dryBreak, S({ foul })])), foul).toEqual([1, 0]);
		}
		const several = play([dryBreak, S({ foul: 'other', cueOff: true, offTable: 2 })]);
		expect(shelves(several)).toEqual([1, 0]);
		expect(several.frame.onTable).toBe(14);
	});

	it('PY-6 objectOffTable "foul" (default): an object ball off the table is a foul even unmarked; it is spotted', () => {
		const s = play([dryBreak, S({ potted: 1, offTable: 1 })]);
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.frame.onTable).toBe(14);
		expect(s.turn).toBe(0);
	});

	it('PY-6 objectOffTable "spot-only": the jumped ball is spotted, no penalty, the stroke\'s pockets count', () => {
		const s = play([dryBreak, S({ potted: 1, offTable: 1 })], { objectOffTable: 'spot-only' });
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame.onTable).toBe(14);
		expect(s.turn).toBe(1);
		// The cue ball off the table is a foul under either reading.
		expect(shelves(play([dryBreak, S({ cueOff: true })], { objectOffTable: 'spot-only' }))).toEqual([1, 0]);
	});

	it('PY-7: the opponent takes a penalty ball (+1), the turn passes, he plays from the position', () => {
		const s = play([S({ potted: 3 }), S({ foul: 'no-rail' })]);
		expect(shelves(s)).toEqual([3, 1]);
		expect(s.frame).toMatchObject({ onTable: 11, inHand: null });
		expect(s.turn).toBe(1);
		expect(s.pending).toBeNull();
	});

	it('PY-7: the penalty ball can be the 8th point — it wins the frame at once', () => {
		expect(lastEvents([...sevenSeven, S({ foul: 'no-contact' })])).toEqual([
			{ type: 'foul', player: 0 },
			{ type: 'inning-ended', player: 0 },
			{ type: 'rack-won', player: 1, rack: 1 }
		]);
		const s = play([...sevenSeven, S({ foul: 'no-contact' })]);
		expect(scores(s)).toEqual([0, 1]);
		expect(s.frame).toMatchObject({ number: 2, breaker: 1, shelves: [0, 0] });
	});

	it('PY-7: penaltyBall names the ball taken; on a stroke where no ball is taken it is refused', () => {
		expect(shelves(play([dryBreak, S({ foul: 'other', penaltyBall: 7 })]))).toEqual([1, 0]);
		expectRefused([dryBreak], S({ potted: 1, penaltyBall: 7 }), 'no ball is taken off the table on this stroke');
		expect(error([dryBreak, S({ penaltyBall: 16 })])).toBe('action 1 (shot): penaltyBall: balls are numbered 1 to 15');
	});

	it('PY-8: spotted balls are back on the table: the count of balls stays whole', () => {
		const s = play([S({ potted: 5 }), S({ potted: 2, offTable: 1, foul: 'other' })]);
		expect(s.frame.onTable).toBe(9);
		expect(shelves(s)).toEqual([5, 1]);
	});

	it('PY-9: in hand in the house after a svoyak and after the cue ball fell on a foul', () => {
		expect(play([dryBreak, S({ svoyak: true })]).frame.inHand).toBe('house');
		const foul = play([dryBreak, S({ svoyak: true, foul: 'no-rail' })]);
		expect(foul.frame.inHand).toBe('house');
		expect(foul.turn).toBe(0);
	});

	it('PY-9: a house-ball foul needs the cue ball in hand in the house; a placement foul needs it in hand', () => {
		expectRefused([dryBreak], S({ foul: 'house-ball' }), 'hitting a ball in the house is a foul only when playing from hand in the house');
		expectRefused([dryBreak], S({ foul: 'placement' }), 'a placement foul needs the cue ball in hand');
		const s = play([dryBreak, S({ svoyak: true }), S({ foul: 'house-ball' })]);
		expect(shelves(s)).toEqual([1, 1]);
		expect(s.turn).toBe(0);
		expect(s.frame.inHand).toBeNull();
	});

	it('PY-10: the frame goes to the first to 8 balls; the match is a race to raceTo frames', () => {
		const s = play([...annFrame, S({ cushions: 2 }), ...annFrame]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, turn: null });
		expect(scores(s)).toEqual([2, 0]);
		// The deciding frame as it ended.
		expect(s.frame).toEqual({ number: 2, breaker: 1, breakDue: false, onTable: 7, shelves: [8, 0], pointsTo: 8, inHand: null, premium: false });
	});

	it('PY-10: no three-foul rule — fouls never lose a frame by themselves and no foul marks are shown', () => {
		const s = play([dryBreak, S({ foul: 'other' }), S({ foul: 'other' }), S({ foul: 'other' }), S({ foul: 'other' }), S({ foul: 'other' })]);
		expect(shelves(s)).toEqual([3, 2]);
		expect(s.players.map((p) => p.fouls)).toEqual([0, 0]);
		expect(scores(s)).toEqual([0, 0]);
	});

	it('PY-10 pointsTo: a shorter frame; more than 8 is refused (8 is a majority of 15)', () => {
		const s = play([S({ potted: 5 })], { pointsTo: 5 });
		expect(scores(s)).toEqual([1, 0]);
		expect(error([], { pointsTo: 9 })).toBe('match: pointsTo: a frame is played to 1 to 8 balls: 8 is a majority of the balls (PY-10)');
	});
});

describe('CP: combined pyramid', () => {
	it('CP-1: the coloured ball is the cue ball — striking another ball is a foul (wrong-cue)', () => {
		const s = play([dryBreak, S({ foul: 'wrong-cue', potted: 1 })]);
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.frame.onTable).toBe(14);
	});

	it('CP-2: no call — every ball that falls on a legal stroke counts one', () => {
		const s = play([dryBreak, S({ potted: 3 })]);
		expect(shelves(s)).toEqual([0, 3]);
		expect(s.frame.onTable).toBe(12);
	});

	it('CP-3: a svoyak takes a ball off the table onto the striker\'s shelf; he continues from hand in the house', () => {
		const s = play([dryBreak, S({ svoyak: true, penaltyBall: 5 })]);
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.frame).toMatchObject({ onTable: 14, inHand: 'house' });
		expect(s.turn).toBe(1);
		expect(s.pending).toBeNull();
	});

	it('CP-3: a svoyak with two object balls scores 3', () => {
		const s = play([dryBreak, S({ potted: 2, svoyak: true })]);
		expect(shelves(s)).toEqual([0, 3]);
		expect(s.frame.onTable).toBe(12);
	});

	it('CP-3: when the stroke\'s balls emptied the table there is no ball to take', () => {
		const s = play([...sevenSeven, S({ potted: 1, svoyak: true })], { raceTo: 1 });
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(s.frame).toMatchObject({ onTable: 0, shelves: [8, 7] });
		expectRefused([...sevenSeven], S({ potted: 1, svoyak: true, penaltyBall: 3 }), 'no ball is taken');
	});

	it('CP-4: a legal pocket continues; a legal stroke without one passes; the opponent plays from the position', () => {
		const s = play([S({ potted: 1 }), S({ potted: 1 }), miss]);
		expect(shelves(s)).toEqual([2, 0]);
		expect(s.turn).toBe(1);
		expect(s.frame.inHand).toBeNull();
		expect(s.players.map((p) => p.innings)).toEqual([1, 0]);
	});

	it('CP-5: after a foul with the cue ball pocketed or off the table the opponent plays from hand in the house', () => {
		for (const facts of [{ svoyak: true, foul: 'other' }, { cueOff: true }, { svoyak: true, foul: 'no-contact' }]) {
			const s = play([dryBreak, S(facts)]);
			expect(s.frame.inHand, JSON.stringify(facts)).toBe('house');
			expect(shelves(s)).toEqual([1, 0]);
		}
		expect(play([dryBreak, S({ foul: 'other' })]).frame.inHand).toBeNull();
	});

	it('CP-5: touching a ball while placing the cue ball is a foul and the right to play from hand passes', () => {
		const s = play([dryBreak, S({ svoyak: true }), S({ foul: 'placement' })]);
		expect(s.turn).toBe(0);
		expect(s.frame.inHand).toBe('house');
		expect(shelves(s)).toEqual([1, 1]);
	});

	it('CP-6: first to 8 points wins the frame, the match at raceTo', () => {
		const s = play([...sevenSeven, S({ potted: 1 })], { raceTo: 1 });
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(shelves(s)).toEqual([8, 7]);
	});
});

describe('MP: the old Moscow text as combined pyramid options', () => {
	const moscow = { penalty: 'offender-returns', svoyakBall: 'opponent' } as const;

	it('MP-1: with the Moscow options everything else is CP (breaks, pockets, svoyak, 8 points)', () => {
		const s = play([S({ potted: 2 }), S({ svoyak: true, potted: 1 }), miss], moscow);
		expect(shelves(s)).toEqual([4, 0]);
		expect(s.frame).toMatchObject({ onTable: 11, inHand: null });
		expect(s.turn).toBe(1);
	});

	it('MP-2 svoyakBall "opponent": the opponent names the ball — the count is the same as CP-3', () => {
		const ours = play([dryBreak, S({ svoyak: true, penaltyBall: 4 })], { svoyakBall: 'opponent' });
		const cp = play([dryBreak, S({ svoyak: true, penaltyBall: 4 })]);
		expect(ours.frame).toEqual(cp.frame);
		expect(ours.players).toEqual(cp.players);
	});

	it('MP-3 penalty "offender-returns": the offender puts one of his balls back (−1), the opponent gains nothing', () => {
		const s = play([S({ potted: 3 }), S({ foul: 'other' })], moscow);
		expect(shelves(s)).toEqual([2, 0]);
		expect(s.frame.onTable).toBe(13);
		expect(s.turn).toBe(1);
	});

	it('MP-3: with an empty shelf the ball is owed, and repaid from his next legally pocketed ball', () => {
		const owed = play([dryBreak, S({ foul: 'other' })], moscow);
		expect(owed.players.map((p) => p.debt)).toEqual([0, 1]);
		expect(shelves(owed)).toEqual([0, 0]);
		expect(owed.frame.onTable).toBe(15);
		expectRefused([dryBreak], S({ foul: 'other', penaltyBall: 2 }), 'no ball is taken', moscow);
		// Ann misses; Ben pots two: the first repays his debt (back on the table), the second is his.
		const repaid = play([dryBreak, S({ foul: 'other' }), miss, S({ potted: 2 })], moscow);
		expect(repaid.players.map((p) => p.debt)).toEqual([0, 0]);
		expect(shelves(repaid)).toEqual([0, 1]);
		expect(repaid.frame.onTable).toBe(14);
		expect(repaid.players[1]!.highRun).toBe(2);
	});

	it('MP-3: debts die with the frame', () => {
		const s = play([S({ cushions: 2 }), S({ foul: 'other' }), ...annFrame, S({ potted: 1 }), S({ foul: 'other' })], { ...moscow, raceTo: 3 });
		expect(s.frame.number).toBe(2);
		expect(s.players.map((p) => p.debt)).toEqual([0, 0]);
		expect(shelves(s)).toEqual([0, 0]);
	});

	it('MP-4: the returned ball goes back on the table (where is the referee\'s; the count is the scorer\'s)', () => {
		const s = play([S({ potted: 5 }), S({ foul: 'other' })], moscow);
		expect(s.frame.onTable + shelves(s)[0]! + shelves(s)[1]!).toBe(15);
		expect(s.frame.onTable).toBe(11);
	});

	it('MP-5: a legal break counts every ball that falls', () => {
		const s = play([S({ potted: 4, svoyak: true })], moscow);
		expect(shelves(s)).toEqual([5, 0]);
		expect(s.frame.inHand).toBe('house');
	});
});

describe('referee actions, events and refusals', () => {
	it('forfeit: the player loses the frame under way; frame: results-only frame won', () => {
		const f = play([S({ potted: 3 }), { t: 'forfeit', player: 0 }]);
		expect(scores(f)).toEqual([0, 1]);
		expect(f.frame).toMatchObject({ number: 2, shelves: [0, 0], breaker: 1 });
		const r = play([{ t: 'frame', player: 1 }, { t: 'frame', player: 1 }]);
		expect(r).toMatchObject({ status: 'finished', winner: 1 });
		expect(error([{ t: 'frame', player: 2 }])).toBe('action 0 (frame): there is no player 2');
	});

	it('rerack: the frame starts again, same breaker, shelves and debts emptied', () => {
		const s = play([S({ potted: 3 }), miss, S({ potted: 1 }), { t: 'rerack' }]);
		expect(s.frame).toEqual({ number: 1, breaker: 0, breakDue: true, onTable: 15, shelves: [0, 0], pointsTo: 8, inHand: 'house', premium: false });
		expect(s.turn).toBe(0);
		expect(types(lastEvents([S({ potted: 3 }), miss, S({ potted: 1 }), { t: 'rerack' }]))).toEqual(['inning-ended', 'rerack']);
	});

	it('combined pyramid has no choice to make', () => {
		expect(error([choose('accept')])).toBe('action 0 (choose): there is no choice to make now');
	});

	it('a stroke cannot account for more balls than the table holds; the cue ball goes once', () => {
		expectRefused([S({ potted: 7 })], S({ potted: 6, offTable: 3 }), '9 balls cannot fall or leave the table: only 8 are there to hit');
		expectRefused([], S({ svoyak: true, cueOff: true }), 'cannot both fall into a pocket');
		expect(error([S({ sideCushions: 3 })])).toBe('action 0 (shot): unknown key "sideCushions"');
	});

	it('events: hill-hill when both need one frame; run-reached at 5 balls in one visit; match-won', () => {
		const evs = events([...annFrame, S({ potted: 8 })]);
		expect(moments(evs)).toEqual([
			{ type: 'run-reached', player: 0, run: 8, threshold: 5 },
			{ type: 'run-reached', player: 1, run: 8, threshold: 5 },
			{ type: 'hill-hill', rack: 3 }
		]);
		const last = lastEvents([S({ potted: 2 }), S({ potted: 3 })]);
		expect(last).toEqual([{ type: 'run-reached', player: 0, run: 5, threshold: 5 }]);
		const won = lastEvents([...annFrame, S({ cushions: 2 }), ...annFrame]);
		expect(won).toEqual([
			{ type: 'run-reached', player: 0, run: 8, threshold: 5 },
			{ type: 'inning-ended', player: 0 },
			{ type: 'rack-won', player: 0, rack: 2 },
			{ type: 'match-won', player: 0 }
		]);
	});

	it('targets: each player races to his own number of frames, shown per player', () => {
		const s = play([...annFrame], { targets: [1, 2] });
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(s.players.map((p) => p.target)).toEqual([1, 2]);
		expect(error([], { targets: [1] })).toBe('match: targets: one target per player: 2 expected, 1 given');
	});
});
