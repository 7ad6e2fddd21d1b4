/**
 * Dynamic pyramid scenarios (RULES-more.md NP): its break, the premium stroke and its in-hand
 * options (combined.test.ts tests the shared PY rules). Player 0 = Ann (breaks frame 1),
 * player 1 = Ben.
 */
import { describe, expect, it } from 'vitest';
import { choose, scenario, shot as S } from '../testing/scenario';
import { asFamily } from '../summary';
import type { PyramidSummary } from './summary';

const sc = scenario({ discipline: 'dynamic-pyramid', players: ['Ann', 'Ben'], raceTo: 2 });
const { error, lastEvents, expectRefused } = sc;
/** The summary after the actions, as the pyramid family's member. */
const play = (actions: unknown[], match: Record<string, unknown> = {}) => asFamily(sc.play(actions, match), 'pyramid');

const shelves = (s: PyramidSummary) => s.frame.shelves;
const types = (evs: { type: string }[]) => evs.map((e) => e.type);
/** NP-2 (b): three object balls to the side cushions, nothing down; the turn passes. */
const dryBreak = S({ sideCushions: 3 });
const failed = S({ sideCushions: 2, cushions: 6 });

describe('NP: dynamic pyramid', () => {
	it('NP-1: the coloured cue ball, 15 object balls, first to 8 wins the frame', () => {
		expect(play([]).frame).toEqual({ number: 1, breaker: 0, breakDue: true, onTable: 15, shelves: [0, 0], pointsTo: 8, inHand: 'house', premium: false });
		const s = play([S({ potted: 3 }), S({ potted: 5 })]);
		expect(s.players.map((p) => p.score)).toEqual([1, 0]);
		expect(s.frame.number).toBe(2);
	});

	it('NP-2: a break is legal with a ball down, three balls to the side cushions, or two and a third over the centre line', () => {
		for (const brk of [S({ potted: 1 }), S({ sideCushions: 3 }), S({ sideCushions: 2, crossed: true })]) {
			const s = play([brk]);
			expect(s.pending, JSON.stringify(brk)).toBeNull();
			expect(s.frame.breakDue).toBe(false);
		}
	});

	it('NP-2: otherwise the opponent chooses accept or rebreak — no penalty (failedBreak "choice"); PY-3 cushions do not count', () => {
		const s = play([failed]);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
		expect(s.turn).toBe(1);
		expect(shelves(s)).toEqual([0, 0]);
		expect(s.frame).toMatchObject({ breakDue: false, inHand: null, onTable: 15 });
		expect(lastEvents([failed])).toEqual([
			{ type: 'choice-pending', player: 1, options: ['accept', 'rebreak'] },
			{ type: 'inning-ended', player: 0 }
		]);
		expect(error([failed, S({ potted: 1 })])).toBe('action 1 (shot): player 2 must first choose: accept or rebreak');
		expect(error([failed, { t: 'frame', player: 0 }])).toBe('action 1 (frame): player 2 must first choose: accept or rebreak');
		expect(error([failed, choose('pass')])).toBe('action 1 (choose): "pass" is not one of the options: accept, rebreak');
	});

	it('NP-2 accept: the opponent plays the table as it lies (from hand in the house when the cue ball fell)', () => {
		const s = play([failed, choose('accept')]);
		expect(s).toMatchObject({ turn: 1, pending: null });
		expect(s.frame).toMatchObject({ breakDue: false, inHand: null });
		expect(play([S({ svoyak: true }), choose('accept')]).frame.inHand).toBe('house');
		// A svoyak on a failed break earns nothing.
		expect(shelves(play([S({ svoyak: true }), choose('accept')]))).toEqual([0, 0]);
	});

	it('NP-2 rebreak: the balls are racked again and the opponent breaks; the break order of later frames stands', () => {
		const s = play([failed, choose('rebreak')]);
		expect(s.frame).toEqual({ number: 1, breaker: 1, breakDue: true, onTable: 15, shelves: [0, 0], pointsTo: 8, inHand: 'house', premium: false });
		expect(s.turn).toBe(1);
		const next = play([failed, choose('rebreak'), S({ potted: 8 })]);
		expect(next.frame).toMatchObject({ number: 2, breaker: 1 });
	});

	it('NP-2 option failedBreak "penalty": a penalty ball too, then the choice; a rebreak keeps it on the shelf', () => {
		const s = play([failed], { failedBreak: 'penalty' });
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.pending).toEqual({ player: 1, options: ['accept', 'rebreak'] });
		expect(types(lastEvents([failed], { failedBreak: 'penalty' }))).toEqual(['foul', 'choice-pending', 'inning-ended']);
		const re = play([failed, choose('rebreak')], { failedBreak: 'penalty' });
		expect(re.frame).toMatchObject({ onTable: 14, shelves: [0, 1], breakDue: true, breaker: 1 });
		expect(play([S({ sideCushions: 2, penaltyBall: 9 })], { failedBreak: 'penalty' }).frame.onTable).toBe(14);
		expectRefused([], S({ sideCushions: 2, penaltyBall: 9 }), 'no ball is taken');
	});

	it('NP-2: a marked foul on the break is a foul (PY-7), with no choice', () => {
		const s = play([S({ foul: 'no-contact' })]);
		expect(s.pending).toBeNull();
		expect(shelves(s)).toEqual([0, 1]);
		expect(s.turn).toBe(1);
	});

	it('NP-3: a svoyak takes a ball for the striker and earns the premium stroke, in hand anywhere', () => {
		const s = play([dryBreak, S({ svoyak: true, potted: 1 })]);
		expect(shelves(s)).toEqual([0, 2]);
		expect(s.frame).toMatchObject({ onTable: 13, inHand: 'anywhere', premium: true });
		expect(s.turn).toBe(1);
	});

	it('NP-3: object balls pocketed on the premium stroke count and the visit goes on from the position; a miss passes', () => {
		const on = play([dryBreak, S({ svoyak: true }), S({ potted: 2 })]);
		expect(shelves(on)).toEqual([0, 3]);
		expect(on.frame).toMatchObject({ inHand: null, premium: false });
		expect(on.turn).toBe(1);
		const missed = play([dryBreak, S({ svoyak: true }), S()]);
		expect(missed.turn).toBe(0);
		expect(missed.frame).toMatchObject({ inHand: null, premium: false });
	});

	it('NP-3 premiumSvoyak "no-count": a svoyak on the premium stroke earns nothing, its object balls count, the turn passes', () => {
		const s = play([dryBreak, S({ svoyak: true }), S({ svoyak: true, potted: 1 })]);
		expect(shelves(s)).toEqual([0, 2]);
		expect(s.frame).toMatchObject({ onTable: 13, inHand: 'house', premium: false });
		expect(s.turn).toBe(0);
		expectRefused([dryBreak, S({ svoyak: true })], S({ svoyak: true, penaltyBall: 4 }), 'no ball is taken');
	});

	it('NP-3 premiumSvoyak "foul": the premium svoyak is a foul — balls spotted, a penalty ball, the opponent in hand', () => {
		const s = play([dryBreak, S({ svoyak: true }), S({ svoyak: true, potted: 1 })], { premiumSvoyak: 'foul' });
		expect(shelves(s)).toEqual([1, 1]);
		expect(s.frame).toMatchObject({ onTable: 13, inHand: 'house', premium: false });
		expect(s.turn).toBe(0);
	});

	it('NP-4 foulInHand: after a foul in which the cue ball fell, the opponent plays from the house (default) or anywhere', () => {
		expect(play([dryBreak, S({ svoyak: true, foul: 'other' })]).frame.inHand).toBe('house');
		expect(play([dryBreak, S({ cueOff: true })], { foulInHand: 'anywhere' }).frame.inHand).toBe('anywhere');
		expect(play([dryBreak, S({ foul: 'no-rail' })], { foulInHand: 'anywhere' }).frame.inHand).toBeNull();
		const s = play([dryBreak, S({ svoyak: true, foul: 'other' })]);
		expect(shelves(s)).toEqual([1, 0]);
		expect(s.turn).toBe(0);
	});

	it('NP-4: the premium stroke\'s in-hand does not pass on a foul (a placement foul hands over from the house)', () => {
		const s = play([dryBreak, S({ svoyak: true }), S({ foul: 'placement' })]);
		expect(s.turn).toBe(0);
		expect(s.frame).toMatchObject({ inHand: 'house', premium: false });
		expect(shelves(s)).toEqual([1, 1]);
	});

	it('a forfeit during the NP-2 choice decides the frame and drops the choice', () => {
		const s = play([failed, { t: 'forfeit', player: 1 }]);
		expect(s.pending).toBeNull();
		expect(s.players.map((p) => p.score)).toEqual([1, 0]);
	});
});
