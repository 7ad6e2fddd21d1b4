import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, runScript, summarize, type Match } from '../../engine/match';
import { isFamily } from '../../engine/summary';
import { macroAction, MACROS, type Macro } from './press';

/** Presses a macro on a real match as the API does: the action from the summary, then the engine. */
function press(match: Match, macro: Macro): Match | string {
	const s = summarize(match);
	const action = macroAction(macro, {
		discipline: s.discipline,
		turn: s.turn,
		onTable: s.rack?.onTable ?? null,
		ballOn: isFamily(s, 'snooker') ? s.frame.ballOn : null
	});
	if (!action) return 'not in this discipline';
	const step = applyAction(match, action);
	return step.ok ? step.match : step.reason;
}

const start = (setup: Record<string, unknown>): Match => {
	const made = createMatch({ players: ['Ann', 'Bob'], ...setup });
	if (!made.ok) throw new Error(made.reason);
	return made.match;
};
const played = (m: Match | string): Match => {
	if (typeof m === 'string') throw new Error(m);
	return m;
};

describe('Stream Deck macros in Russian pyramid', () => {
	it('point pots one ball for the player at the table, miss passes the turn, foul gives a penalty ball (PY-7)', () => {
		let m = start({ discipline: 'combined-pyramid', raceTo: 2 });
		m = played(press(m, 'point'));
		let s = summarize(m);
		expect(isFamily(s, 'pyramid') && s.frame.shelves).toEqual([1, 0]);
		expect(s.turn).toBe(0);
		m = played(press(m, 'miss'));
		expect(summarize(m).turn).toBe(1);
		m = played(press(m, 'foul'));
		s = summarize(m);
		expect(isFamily(s, 'pyramid') && s.frame.shelves).toEqual([2, 0]);
		expect(s.turn).toBe(0);
	});

	it('rack-1 and rack-2 give the frame to player 1 or 2 (results only)', () => {
		let m = start({ discipline: 'free-pyramid', raceTo: 2 });
		m = played(press(m, 'rack-2'));
		m = played(press(m, 'rack-1'));
		expect(summarize(m).players.map((p) => p.score)).toEqual([1, 1]);
		m = played(press(m, 'rack-2'));
		expect(summarize(m)).toMatchObject({ status: 'finished', winner: 1 });
	});

	it('safety is a legal stroke that pots nothing (dynamic pyramid too)', () => {
		expect(macroAction('safety', { discipline: 'dynamic-pyramid', turn: 0, onTable: null })).toEqual({ t: 'shot' });
	});
});

describe('Stream Deck macros in snooker', () => {
	it('point pots the ball on: a red, then (any colour being on) it waits for the deck to name one (SN-3)', () => {
		let m = start({ discipline: 'snooker', bestOf: 3, reds: 6 });
		m = played(press(m, 'point'));
		const s = summarize(m);
		expect(s.players[0]).toMatchObject({ points: 1 });
		expect(isFamily(s, 'snooker') && s.frame.ballOn).toBe('colour');
		expect(press(m, 'point')).toBe('not in this discipline');
	});

	it('point pots the colour in sequence once the reds are gone', () => {
		expect(macroAction('point', { discipline: 'snooker', turn: 0, onTable: null, ballOn: 'green' })).toEqual({ t: 'shot', potted: ['green'] });
	});

	it('miss ends the visit; foul gives the opponent 4 and his choice (SN-6, SN-7)', () => {
		let m = start({ discipline: 'snooker', bestOf: 3 });
		m = played(press(m, 'miss'));
		expect(summarize(m).turn).toBe(1);
		m = played(press(m, 'foul'));
		const s = summarize(m);
		expect(s.players[0]).toMatchObject({ points: 4 });
		expect(s.pending?.player).toBe(0);
	});

	it('rack-1 and rack-2 give the frame to a player', () => {
		let m = start({ discipline: 'snooker', bestOf: 1 });
		m = played(press(m, 'rack-2'));
		expect(summarize(m)).toMatchObject({ status: 'finished', winner: 1 });
	});
});

describe('every macro in every discipline', () => {
	it('means an action or nothing, never a throw', () => {
		for (const discipline of ['ten-ball', 'free-pyramid', 'combined-pyramid', 'dynamic-pyramid', 'snooker']) {
			for (const macro of MACROS) expect(() => macroAction(macro, { discipline, turn: 0, onTable: [1, 2], ballOn: 'red' })).not.toThrow();
		}
	});

	it('10-ball counts racks like 9-ball: point is the rack for the player at the table', () => {
		expect(macroAction('point', { discipline: 'ten-ball', turn: 1, onTable: [1, 10] })).toEqual({ t: 'rack', player: 1 });
		expect(macroAction('rack-1', { discipline: 'ten-ball', turn: 1, onTable: [1, 10] })).toEqual({ t: 'rack', player: 0 });
	});

	it('10-ball safety is a plain stroke the engine takes with or without safetyCall (TB-8)', () => {
		const safety = macroAction('safety', { discipline: 'ten-ball', turn: 0, onTable: [1, 10] });
		expect(safety).toEqual({ t: 'shot' });
		for (const safetyCall of [false, true]) {
			const match = { discipline: 'ten-ball', players: ['A', 'B'], raceTo: 2, safetyCall };
			const played = runScript({ match, actions: [{ t: 'shot', rails: 4 }, safety] });
			expect(played.ok).toBe(true);
			if (played.ok) expect(summarize(played.match).turn).toBe(0); // the safety passed the turn back
		}
	});
});
