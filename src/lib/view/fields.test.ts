import { describe, expect, it } from 'vitest';
import { applyAction, runScript, summarize } from '../engine/match';
import type { TableState, WireSummary } from '../protocol';
import { boardT } from '../i18n/board';
import { tableView } from './table-view';
import { ALL_FIELDS, COMPETITION_FIELDS, TABLE_FIELDS, fieldsOf, fieldText } from './fields';

function stateOf(match: Record<string, unknown>, actions: unknown[] = []): TableState {
	const run = runScript({ match, actions });
	if (!run.ok) throw new Error(run.error);
	const summary = summarize(run.match) as WireSummary;
	return { table: { id: 't1', name: 'Stół 1' }, match: { id: 3, setup: match, revision: actions.length, summary, startedAt: '' }, events: [] };
}

/** The state right after the last action, with that action's events (as the server publishes it). */
function afterLast(match: Record<string, unknown>, actions: unknown[]): TableState {
	const run = runScript({ match, actions: actions.slice(0, -1) });
	if (!run.ok) throw new Error(run.error);
	const last = applyAction(run.match, actions.at(-1));
	if (!last.ok) throw new Error(last.reason);
	const summary = summarize(last.match) as WireSummary;
	return { table: { id: 't', name: 'T' }, match: { id: 1, setup: match, revision: actions.length, summary, startedAt: '' }, events: last.events as unknown as TableState['events'] };
}

describe('lastEventText', () => {
	const nine = { discipline: 'nine-ball', players: ['Anna', 'Bea'], raceTo: 2 };
	it('words the rack won with its moments: a golden break is a break and run, and leaves hill-hill', () => {
		// Anna takes rack 1; Bea breaks rack 2 (alternate breaks) and pockets the 9 on it
		const st = afterLast(nine, [{ t: 'rack', player: 0 }, { t: 'shot', potted: [9], rails: 4 }]);
		expect(fieldsOf(tableView(st, 0), boardT('en')).lastEventText).toBe('Bea wins rack 2 · Golden break · Break and run · Hill-hill');
		expect(fieldsOf(tableView(st, 0), boardT('ru')).lastEventText).toBe('Bea выигрывает партию 2 · Золотой разбой · Партия с разбоя · Хилл-хилл: обоим осталось по партии');
		expect(fieldsOf(tableView(st, 0), boardT('en')).lastEvent).toBe('rack-won');
	});
	it('words a run reaching its mark, a foul, and nothing for a plain miss', () => {
		const carom = { discipline: 'three-cushion', players: ['Jan', 'Iwan'], pointsTo: 40 };
		expect(fieldsOf(tableView(afterLast(carom, [{ t: 'inning', points: 5 }]), 0), boardT('pl')).lastEventText).toBe('Jan: Seria 5');
		expect(fieldsOf(tableView(afterLast(nine, [{ t: 'shot', foul: 'scratch', rails: 4 }]), 0), boardT('en')).lastEventText).toBe('Foul: Anna');
		expect(fieldsOf(tableView(afterLast(carom, [{ t: 'shot' }]), 0), boardT('en')).lastEventText).toBeNull();
	});
});

describe('fieldsOf', () => {
	it('a flat record of strings, numbers, booleans and null only', () => {
		const st = stateOf({ discipline: 'three-cushion', players: ['Jan', 'Iwan'], pointsTo: 40 }, [{ t: 'inning', points: 7 }]);
		const f = fieldsOf(tableView(st, 0), boardT('pl'));
		for (const [k, v] of Object.entries(f)) expect(v === null || ['string', 'number', 'boolean'].includes(typeof v), k).toBe(true);
		expect(f.disciplineName).toBe('Trzy bandy');
		expect(f.targetText).toBe('Do 40 pkt');
		expect(f.player1Score).toBe(7);
		expect(f.player1Average).toBe('7,000');
		expect(f.turn).toBe(2);
		expect(f.turnName).toBe('Iwan');
		expect(f.scoreLine).toBe('Jan 7 – 0 Iwan');
	});

	it('writes exactly the documented names: the table fields, then the player slots', () => {
		const st = stateOf({ discipline: 'artistic', players: ['A', 'B', 'C'], figures: [{ name: 'F', points: 4 }] });
		const keys = Object.keys(fieldsOf(tableView(st, 0), boardT('en')));
		expect(keys.slice(0, TABLE_FIELDS.length + COMPETITION_FIELDS.length)).toEqual([...TABLE_FIELDS, ...COMPETITION_FIELDS]);
		for (const k of keys) expect(ALL_FIELDS, k).toContain(k);
		expect(keys).toContain('player3Name');
	});

	it('an empty table keeps two player slots, all empty', () => {
		const f = fieldsOf(tableView({ table: { id: 'x', name: 'X' }, match: null, events: [] }, 0), boardT('en'));
		expect(f.status).toBe('none');
		expect(f.player1Name).toBeNull();
		expect(f.player2Score).toBeNull();
		expect(fieldText(f.player2Score)).toBe('');
	});

	it('the winner, numbered from 1, and the result in the language asked for', () => {
		const st = stateOf({ discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 1 }, [{ t: 'shot', potted: [1, 2, 3, 4, 5, 6, 7, 8, 9] }]);
		const f = fieldsOf(tableView(st, 0), boardT('ru'));
		expect(f.winner).toBe(1);
		expect(f.result).toBe('Побеждает Anna');
		expect(f.rack).toBeNull();
	});
});

describe('competition fields', () => {
	const link = { id: 'club-cup', name: 'Club Cup', match: '6', bracket: 'winners', group: null, round: 2, rounds: 3 };
	const setup = { discipline: 'nine-ball', players: ['Anna', 'Bea'], raceTo: 3, competition: link };

	it("come from the match set-up's competition key, the round worded in the fields' language", () => {
		const st = stateOf(setup);
		expect(fieldsOf(tableView(st, 0), boardT('en'), st.match?.setup)).toMatchObject({ competitionId: 'club-cup', competitionName: 'Club Cup', competitionRound: 'Semi-final' });
		expect(fieldsOf(tableView(st, 0), boardT('pl'), st.match?.setup).competitionRound).toBe('Półfinał');
		const group = stateOf({ ...setup, competition: { ...link, bracket: 'group', group: 2, round: 3, rounds: 5 } });
		expect(fieldsOf(tableView(group, 0), boardT('ru'), group.match?.setup).competitionRound).toBe('Группа B · Тур 3');
		const reset = stateOf({ ...setup, competition: { ...link, bracket: 'final', round: 2, rounds: 2 } });
		expect(fieldsOf(tableView(reset, 0), boardT('en'), reset.match?.setup).competitionRound).toBe('Grand final reset');
	});

	it('are always there, null for a match outside a competition, an empty table or no set-up given', () => {
		const plain = stateOf({ discipline: 'nine-ball', players: ['Anna', 'Bea'], raceTo: 3 });
		const f = fieldsOf(tableView(plain, 0), boardT('en'), plain.match?.setup);
		expect([f.competitionId, f.competitionName, f.competitionRound]).toEqual([null, null, null]);
		expect(fieldsOf(tableView(stateOf(setup), 0), boardT('en')).competitionId).toBeNull();
		const empty = fieldsOf(tableView({ table: { id: 'x', name: 'X' }, match: null, events: [] }, 0), boardT('en'), setup);
		expect(Object.keys(empty)).toContain('competitionRound');
		expect(empty.competitionId).toBeNull();
	});
});

describe('frames (issue 16)', () => {
	it('give the frame, its points per player and snooker\'s points remaining; null in other games', () => {
		const snooker = afterLast({ discipline: 'snooker', players: ['Ann', 'Ben'], bestOf: 3 }, [{ t: 'shot', potted: ['red'] }, { t: 'shot', potted: ['black'] }]);
		const f = fieldsOf(tableView(snooker, 0), boardT('en'));
		// SN-1: 14 reds left with the colour after the black played: 14 × 8 + 27 = 139
		expect(f).toMatchObject({ frame: 1, remaining: 139, player1Points: 8, player2Points: 0, player1Score: 0, player1Run: 8 });
		const pyramid = afterLast({ discipline: 'combined-pyramid', players: ['Ann', 'Ben'], raceTo: 2 }, [{ t: 'shot', potted: 3 }]);
		expect(fieldsOf(tableView(pyramid, 0), boardT('en'))).toMatchObject({ frame: 1, remaining: null, player1Points: 3, player2Points: 0 });
		const nine = afterLast({ discipline: 'nine-ball', players: ['Ann', 'Ben'], raceTo: 2 }, [{ t: 'shot', rails: 4 }]);
		expect(fieldsOf(tableView(nine, 0), boardT('en'))).toMatchObject({ frame: null, remaining: null, player1Points: null });
		// English billiards: the game under way (game 2 after Ann's 4 lone pots won game 1 of 3 at 4 up)
		const billiards = afterLast({ discipline: 'english-billiards', players: ['Ann', 'Ben'], pointsTo: 4, bestOf: 3 }, [
			{ t: 'shot', firstHit: 'red', potted: ['red'] },
			{ t: 'shot', firstHit: 'red', potted: ['red'] }
		]);
		expect(fieldsOf(tableView(billiards, 0), boardT('en'))).toMatchObject({ frame: 2, remaining: null, player1Score: 1, player1Points: 0 });
	});
});
