/**
 * Handicaps in the carom games (issue 15; core.ts header "Handicaps"; docs/rules-decisions.md):
 * each player plays to his own target (`targets`) in place of `pointsTo`. Reaching his own
 * target owes the rest of the round their equalizing inning; the match goes to whoever reached
 * his own target, both there is a draw (or the penalty-shot tiebreak); at an innings limit the
 * larger share of one's own target wins. Driven through the public match layer, as `replay`.
 */
import { describe, expect, it } from 'vitest';
import { runScript } from '../match';
import { inning, innings, replay, replayError } from './testing';

/** Anna plays to 30, Boris to 20 (nominal 30); Anna breaks unless told otherwise. */
const threeC = (extra: Record<string, unknown> = {}) => ({
	discipline: 'three-cushion',
	players: ['Anna', 'Boris'],
	pointsTo: 30,
	targets: [30, 20],
	...extra
});
const scores = (s: { players: { score: number }[] }) => s.players.map((p) => p.score);
const eventsOf = (match: Record<string, unknown>, actions: unknown[]) => {
	const r = runScript({ match, actions });
	if (!r.ok) throw new Error(r.error);
	return r.events.filter((e) => e.type === 'equalizing-inning' || e.type === 'match-won' || e.type === 'match-drawn');
};

describe('three-cushion with handicaps: the equalizing inning', () => {
	// Anna 10, Boris 5, Anna 20, Boris 10, Anna 30: her own target in her third inning.
	const annaThere = innings(10, 5, 10, 5, 10);

	it('3C-1: the breaker reaching his own target owes the other his equalizing inning; the summary shows both targets', () => {
		const s = replay(threeC(), annaThere);
		expect(scores(s)).toEqual([30, 10]);
		expect(s).toMatchObject({ status: 'in-progress', turn: 1, equalizing: true, pointsTo: 30 });
		expect(s.players.map((p) => p.target)).toEqual([30, 20]);
		expect(eventsOf(threeC(), annaThere)).toEqual([{ type: 'equalizing-inning', player: 1 }]);
	});

	it('3C-1: the other reaching his own target in the equalizing inning draws (30–20 is a draw)', () => {
		const s = replay(threeC(), [...annaThere, inning(10)]);
		expect(scores(s)).toEqual([30, 20]);
		expect(s).toMatchObject({ status: 'finished', winner: null, draw: true });
	});

	it('3C-1: … or goes to the penalty-shot tiebreak when the set-up asks for it', () => {
		const s = replay(threeC({ tiebreak: 'penalty-shots' }), [...annaThere, inning(10)]);
		expect(s).toMatchObject({ status: 'in-progress', tiebreak: { players: [0, 1], round: 1 }, turn: 0 });
		const won = replay(threeC({ tiebreak: 'penalty-shots' }), [...annaThere, inning(10), { t: 'penalty', points: 0 }, { t: 'penalty', points: 1 }]);
		expect(won).toMatchObject({ status: 'finished', winner: 1 });
	});

	it('3C-1: short of his own target after the equalizing inning, the other loses', () => {
		const s = replay(threeC(), [...annaThere, inning(9)]);
		expect(scores(s)).toEqual([30, 19]);
		expect(s).toMatchObject({ status: 'finished', winner: 0, draw: false });
	});

	it('the other way round: Boris breaks, reaches his 20 first, Anna equalizes to her own 30 or loses', () => {
		const borisBreaks = threeC({ firstBreaker: 1 });
		const borisThere = innings(10, 10, 10, 10); // Boris 10, Anna 10, Boris 20, Anna 20
		expect(replay(borisBreaks, borisThere.slice(0, 3))).toMatchObject({ status: 'in-progress', turn: 0, equalizing: true });
		expect(eventsOf(borisBreaks, borisThere.slice(0, 3))).toEqual([{ type: 'equalizing-inning', player: 0 }]);
		// Anna's 10 in her equalizing inning leaves her on 20 of 30: Boris wins, with the same score
		expect(replay(borisBreaks, borisThere)).toMatchObject({ status: 'finished', winner: 1 });
		const drawn = replay(borisBreaks, [...borisThere.slice(0, 3), inning(20)]);
		expect(scores(drawn)).toEqual([30, 20]);
		expect(drawn).toMatchObject({ status: 'finished', draw: true });
	});

	it('the second in the round reaching his own target ends the match at once: more points do not win', () => {
		// Anna 25, Boris 20: the round is complete, nobody is owed an inning
		const s = replay(threeC(), innings(25, 20));
		expect(s).toMatchObject({ status: 'finished', winner: 1, equalizing: false });
		expect(eventsOf(threeC(), innings(25, 20))).toEqual([{ type: 'match-won', player: 1 }]);
	});

	it('equalize: false: the first to his own target wins on the spot', () => {
		const s = replay(threeC({ equalize: false }), innings(10, 20));
		expect(scores(s)).toEqual([10, 20]);
		expect(s).toMatchObject({ status: 'finished', winner: 1 });
	});

	it('points past the player\'s own target are refused (Anna may still score 21)', () => {
		expect(replayError(threeC(), innings(0, 18, 21, 3))).toBe('action 3 (inning): 3 points would take Boris to 21, past the target 20');
		expect(replay(threeC(), innings(0, 18, 21)).players[0].score).toBe(21);
	});
});

describe('three-cushion with handicaps and an innings limit', () => {
	it('at the limit nobody reached his target: the larger share of his own target wins (12 of 15 beats 20 of 30)', () => {
		const s = replay(threeC({ targets: [30, 15], inningsLimit: 3 }), innings(10, 4, 5, 4, 5, 4));
		expect(scores(s)).toEqual([20, 12]);
		expect(s).toMatchObject({ status: 'finished', winner: 1, draw: false });
	});

	it('equal shares (20 of 30, 10 of 15) draw; with the tiebreak they go to penalty shots', () => {
		const actions = innings(10, 4, 5, 3, 5, 3);
		expect(replay(threeC({ targets: [30, 15], inningsLimit: 3 }), actions)).toMatchObject({ status: 'finished', draw: true, winner: null });
		expect(replay(threeC({ targets: [30, 15], inningsLimit: 3, tiebreak: 'penalty-shots' }), actions)).toMatchObject({
			status: 'in-progress',
			tiebreak: { players: [0, 1], round: 1 }
		});
	});

	it('the equalizing inning is the last round\'s own: reaching a target in the last round still decides', () => {
		// Anna reaches her 30 in inning 3 of 3; Boris's third inning is both his last and his equalizer
		const s = replay(threeC({ inningsLimit: 3 }), innings(10, 5, 10, 5, 10, 4));
		expect(scores(s)).toEqual([30, 14]);
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
	});
});

describe('straight rail, three players with handicaps', () => {
	const rail = {
		discipline: 'straight-rail',
		players: ['Anna', 'Boris', 'Celina'],
		pointsTo: 50,
		targets: [50, 40, 30]
	};

	it('Boris reaching his 40 owes Celina her inning of the round; her own 30 then draws with him, Anna\'s 45 does not count', () => {
		const upTo = innings(45, 40);
		expect(replay(rail, upTo)).toMatchObject({ status: 'in-progress', turn: 2, equalizing: true });
		const drawn = replay(rail, [...upTo, inning(30)]);
		expect(drawn).toMatchObject({ status: 'finished', draw: true, winner: null });
		const won = replay(rail, [...upTo, inning(29)]);
		expect(won).toMatchObject({ status: 'finished', winner: 1 });
	});
});

describe('carom without targets is unchanged', () => {
	it('no target key in the summary; the higher score wins at the limit, as always', () => {
		const s = replay(threeC({ targets: undefined, inningsLimit: 3 }), innings(10, 4, 5, 4, 5, 4));
		expect(s).toMatchObject({ status: 'finished', winner: 0 });
		expect(s.players.every((p) => !('target' in p))).toBe(true);
	});
});
