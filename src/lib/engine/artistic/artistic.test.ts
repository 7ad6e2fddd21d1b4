import { describe, expect, it } from 'vitest';
import { createMatch, runScript, summarize } from '../match';
import { asFamily } from '../summary';
import type { ArtisticSummary } from './summary';
import type { Summary } from '../types';

const programme = [
	{ name: 'Rétro en quatre bandes', points: 7 },
	{ name: 'Coulé', points: 4 },
	{ name: 'Massé grand', points: 11 }
];
const setup = (figures: unknown = programme, players: unknown[] = ['Ann', 'Bob']) => ({ discipline: 'artistic', players, figures });

function play(actions: unknown[], figures: unknown = programme, players: unknown[] = ['Ann', 'Bob']): ArtisticSummary {
	const run = runScript({ match: setup(figures, players), actions });
	if (!run.ok) throw new Error(run.error);
	return asFamily(summarize(run.match), 'artistic');
}

function refusal(actions: unknown[], figures: unknown = programme): string {
	const run = runScript({ match: setup(figures), actions });
	if (run.ok) throw new Error('expected a refusal');
	return run.error;
}

const hit = { t: 'attempt', success: true };
const fail = { t: 'attempt', success: false };
const scores = (s: Summary) => s.players.map((p) => p.score);
const innings = (s: Summary) => s.players.map((p) => p.innings);

describe('artistic: the programme (AR-1)', () => {
	it('AR-1: nothing begun before the first attempt; player 0 starts the first figure', () => {
		const s = play([]);
		expect(s).toMatchObject({ discipline: 'artistic', status: 'in-progress', turn: 0, pending: null, rack: null, winner: null, draw: false });
		expect(innings(s)).toEqual([0, 0]);
		expect(s.figure).toEqual({ index: 0, name: 'Rétro en quatre bandes', points: 7, attempt: 1 });
	});

	it('AR-1: the first success scores the figure\'s points and hands the figure to the next player', () => {
		const s = play([hit]);
		expect(scores(s)).toEqual([7, 0]);
		expect(s.turn).toBe(1);
		expect(innings(s)).toEqual([1, 0]);
	});

	it('AR-1: a success on the third attempt still scores the full value', () => {
		const s = play([fail, fail, hit]);
		expect(scores(s)).toEqual([7, 0]);
		expect((s.figures as { results: unknown[] }[])[0].results[0]).toEqual({ attempts: 3, success: true, points: 7 });
	});

	it('AR-1: three failures score 0 and end the player\'s turn on the figure', () => {
		const s = play([fail, fail, fail]);
		expect(scores(s)).toEqual([0, 0]);
		expect(s.turn).toBe(1);
		expect(play([fail, fail]).turn).toBe(0);
	});

	it('AR-1: a ball off the table fails the attempt even when the rest succeeded', () => {
		const s = play([{ t: 'attempt', success: true, offTable: true }]);
		expect(scores(s)).toEqual([0, 0]);
		expect(s.turn).toBe(0);
		expect(s.figure).toMatchObject({ index: 0, attempt: 2 });
	});

	it('AR-1: an attempt without success is a failure (absent keys default to false)', () => {
		expect(play([{ t: 'attempt' }]).figure).toMatchObject({ attempt: 2 });
	});

	it('AR-1: per figure player 0 then player 1; then the next figure, player 0 again', () => {
		const s = play([hit, fail, hit]);
		expect(s.figure).toMatchObject({ index: 1, name: 'Coulé', points: 4, attempt: 1 });
		expect(s.turn).toBe(0);
		expect(scores(s)).toEqual([7, 7]);
	});

	it('AR-1: innings = figures the player has begun; it begins with his first attempt in it', () => {
		const s = play([hit, hit, fail]);
		expect(innings(s)).toEqual([2, 1]);
		expect(s.players.map((p) => p.highRun)).toEqual([0, 0]);
		expect(s.players.map((p) => p.average)).toEqual([null, null]);
	});

	it('AR-1: the match finishes exactly when the last player ends the last figure; most points win', () => {
		// Ann: 7, 0, 11; Bob: 0, 4, 11 (his third attempt on the last figure).
		const actions = [hit, fail, fail, fail, fail, fail, fail, hit, hit, fail, fail, hit];
		const before = play(actions.slice(0, -1));
		expect(before).toMatchObject({ status: 'in-progress', turn: 1 });
		const s = play(actions);
		expect(s).toMatchObject({ status: 'finished', winner: 0, draw: false, turn: null, pending: null, figure: null });
		expect(scores(s)).toEqual([18, 15]);
		expect(innings(s)).toEqual([3, 3]);
		expect(s.players[1].figures).toEqual([0, 4, 11]);
	});

	it('AR-1: equal points after the programme are a draw', () => {
		const s = play([hit, hit, fail, fail, fail, fail, fail, fail, hit, hit]);
		expect(s).toMatchObject({ status: 'finished', winner: null, draw: true, turn: null });
		expect(scores(s)).toEqual([18, 18]);
	});

	it('AR-1: an attempt after the programme ends is refused', () => {
		const one = [{ name: 'Coulé', points: 4 }];
		expect(refusal([hit, hit, hit], one)).toMatch(/^action 2 \(attempt\): the match is over/);
	});

	it('AR-1: three players take the figure in turn', () => {
		const s = play([hit, fail, fail, fail, hit], programme, ['A', 'B', 'C']);
		expect(scores(s)).toEqual([7, 0, 7]);
		expect(s.turn).toBe(0);
		expect(s.figure).toMatchObject({ index: 1 });
	});
});

describe('artistic: set-up', () => {
	it('AR-1: figures are required, non-empty, and worth 4 to 11 points', () => {
		expect(createMatch({ discipline: 'artistic', players: ['A', 'B'] })).toEqual({
			ok: false,
			reason: 'match: figures is required',
			code: 'required',
			params: { key: 'figures', scope: 'match' }
		});
		expect(createMatch(setup([]))).toMatchObject({ ok: false, reason: expect.stringContaining('at least one figure') });
		expect(createMatch(setup([{ name: 'x', points: 3 }]))).toMatchObject({ ok: false, reason: 'match: figures.0.points: figure points are 4 to 11 (AR-1)' });
		expect(createMatch(setup([{ name: 'x', points: 12 }]))).toMatchObject({ ok: false });
		expect(createMatch(setup([{ name: 'x', points: 5.5 }]))).toMatchObject({ ok: false });
		expect(createMatch(setup([{ name: '', points: 5 }]))).toMatchObject({ ok: false });
		expect(createMatch(setup([{ name: 'x', points: 5, bonus: 1 }]))).toMatchObject({ ok: false, reason: expect.stringContaining('unknown key "bonus"') });
		expect(createMatch(setup([{ name: 'x', points: 4 }, { name: 'y', points: 11 }]))).toMatchObject({ ok: true });
	});

	it('players may be objects with a country and a rating', () => {
		const s = play([], programme, [{ name: 'Ann', country: 'BE', rating: 700 }, 'Bob']);
		expect(s.players[0]).toMatchObject({ name: 'Ann', country: 'BE', rating: 700 });
	});
});

describe('artistic: refusals and referee actions', () => {
	it('a choice is refused: artistic has none', () => {
		expect(refusal([{ t: 'choose', option: 'shoot' }])).toBe('action 0 (choose): there is no choice to make now');
	});

	it('rerack is refused with a reason', () => {
		expect(refusal([{ t: 'rerack' }])).toMatch(/^action 0 \(rerack\): artistic billiards has no re-rack/);
	});

	it('unknown keys, wrong types and foreign actions are refused', () => {
		expect(refusal([{ t: 'attempt', success: 'yes' }])).toMatch(/^action 0 \(attempt\): success: /);
		expect(refusal([{ t: 'attempt', points: 7 }])).toBe('action 0 (attempt): unknown key "points"');
		expect(refusal([{ t: 'shot', pins: ['king'] }])).toBe('action 0 (shot): artistic has no action "shot"');
	});

	it('forfeit: that player loses the match, whatever the points', () => {
		const s = play([hit, fail, { t: 'forfeit', player: 1 }]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, draw: false, turn: null });
		const t = play([hit, { t: 'forfeit', player: 0 }]);
		expect(t).toMatchObject({ status: 'finished', winner: 1 });
	});

	it('forfeit of a player who does not exist is refused', () => {
		expect(refusal([{ t: 'forfeit', player: 2 }])).toBe('action 0 (forfeit): there is no player 2');
	});

	it('undo steps back over the last attempt, redo repeats it', () => {
		const s = play([hit, { t: 'undo' }]);
		expect(scores(s)).toEqual([0, 0]);
		expect(innings(s)).toEqual([0, 0]);
		expect(scores(play([hit, { t: 'undo' }, { t: 'redo' }]))).toEqual([7, 0]);
	});
});
