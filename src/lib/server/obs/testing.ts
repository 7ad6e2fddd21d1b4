/** A table's state with a 9-ball match at a given score, as the OBS adapter receives it. */
import type { TableState, WireSummary } from '../../protocol';

export function tableAt(s1: number, s2: number, names: readonly string[] = ['Ada', 'Bea']): TableState {
	const players = names.map((name, i) => ({ name, score: i === 0 ? s1 : s2, innings: 3, highRun: 2 - i, average: null, fouls: 0 }));
	const summary: WireSummary = { discipline: 'nine-ball', status: 'in-progress', winner: null, draw: false, turn: 0, pending: null, players, rack: null };
	return {
		table: { id: 't1', name: 'Table 1' },
		match: { id: 1, setup: { discipline: 'nine-ball', players: [...names], raceTo: 9 }, revision: 1, summary, startedAt: '' },
		events: []
	};
}
