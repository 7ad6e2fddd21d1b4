/**
 * Handicaps on the boards (issue 15): each player's own target (set-up `targets`) in the view
 * model's `PlayerView.target` / `toGo`, the flat fields `player<N>Target` / `player<N>ToGo`, the
 * target wording ("Race to 7–5") and hill-hill on each player's own hill.
 */
import { describe, expect, it } from 'vitest';
import { runScript, summarize } from '../engine/match';
import type { TableState, WireSummary } from '../protocol';
import { boardT } from '../i18n/board';
import { fieldsOf } from './fields';
import { tableView } from './table-view';
import { targetText } from './words';

function stateOf(match: Record<string, unknown>, actions: unknown[] = []): TableState {
	const run = runScript({ match, actions });
	if (!run.ok) throw new Error(run.error);
	return {
		table: { id: 't1', name: 'Table 1' },
		match: { id: 1, setup: match, revision: actions.length, summary: summarize(run.match) as WireSummary, startedAt: '' },
		events: []
	};
}

const en = boardT('en');
const pl = boardT('pl');
const ru = boardT('ru');
const rack = (player: number) => ({ t: 'rack', player });
const nine = { discipline: 'nine-ball', players: ['Anna', 'Boris'], raceTo: 7 };

describe('handicap targets on the boards', () => {
	it('a handicap race: each player his own target, worded "Race to 7–5" in en/pl/ru; the match target stays nominal', () => {
		const m = tableView(stateOf({ ...nine, targets: [7, 5] }), 0).match!;
		expect(m.target).toBe(7);
		expect(m.players.map((p) => p.target)).toEqual([7, 5]);
		expect(targetText(m, en)).toBe('Race to 7–5');
		expect(targetText(m, pl)).toBe('Gra do 7–5');
		expect(targetText(m, ru)).toBe('До 7–5 побед');
	});

	it('the flat fields carry each player\'s own target', () => {
		const st = stateOf({ ...nine, targets: [7, 5] });
		const f = fieldsOf(tableView(st, 0), en);
		expect([f.player1Target, f.player2Target, f.target, f.targetText]).toEqual([7, 5, 7, 'Race to 7–5']);
	});

	it('equal targets read as one number; without targets nothing changes', () => {
		expect(targetText(tableView(stateOf({ ...nine, targets: [9, 9] }), 0).match!, en)).toBe('Race to 9');
		const plain = tableView(stateOf(nine), 0).match!;
		expect(targetText(plain, en)).toBe('Race to 7');
		expect(plain.players.map((p) => p.target)).toEqual([7, 7]);
	});

	it('hill-hill is each player on his own hill (6–4 in a race of 7–5), not both on raceTo − 1', () => {
		const wins = (a: number, b: number) => [...Array.from({ length: a }, () => rack(0)), ...Array.from({ length: b }, () => rack(1))];
		expect(tableView(stateOf({ ...nine, targets: [7, 5] }, wins(6, 4)), 0).match!.hillHill).toBe(true);
		expect(tableView(stateOf({ ...nine, targets: [7, 5] }, wins(6, 3)), 0).match!.hillHill).toBe(false);
		// without targets, 6–4 in a race to 7 is no hill-hill
		expect(tableView(stateOf(nine, wins(6, 4)), 0).match!.hillHill).toBe(false);
	});

	it('carom: points to go against the player\'s own target; "To 30–20 points · Limit 50 inn."', () => {
		const setup = { discipline: 'three-cushion', players: ['Anna', 'Boris'], pointsTo: 30, inningsLimit: 50, targets: [30, 20] };
		const m = tableView(stateOf(setup, [{ t: 'inning', points: 5 }, { t: 'inning', points: 4 }]), 0).match!;
		expect(m.players.map((p) => [p.target, p.toGo])).toEqual([
			[30, 25],
			[20, 16]
		]);
		expect(targetText(m, en)).toBe('To 30–20 points · Limit 50 inn.');
		expect(targetText(m, pl)).toBe('Do 30–20 pkt · Limit 50 pod.');
		const f = fieldsOf(tableView(stateOf(setup), 0), ru);
		expect([f.player1ToGo, f.player2ToGo, f.targetText]).toEqual([30, 20, 'До 30–20 очков · Лимит 50 подх.']);
	});

	it('14.1: "To 100–60 points", to go per player', () => {
		const setup = { discipline: 'straight-pool', players: ['Anna', 'Boris'], pointsTo: 100, targets: [100, 60] };
		const m = tableView(stateOf(setup), 0).match!;
		expect(targetText(m, en)).toBe('To 100–60 points');
		expect(m.players.map((p) => p.toGo)).toEqual([100, 60]);
	});
});
