/** A table's state with a 9-ball match at a given score, as the OBS adapter receives it. */
import { createMatch, summarize } from '../../engine/match';
import type { TableState } from '../../protocol';

export function tableAt(s1: number, s2: number, names: readonly string[] = ['Ada', 'Bea']): TableState {
	const setup = { discipline: 'nine-ball', players: [...names], raceTo: 9 };
	// a lone player (a text source test) still needs a two-player match to be made
	const made = createMatch({ ...setup, players: names.length < 2 ? [...names, '-'] : [...names] });
	if (!made.ok) throw new Error(made.reason);
	const real = summarize(made.match);
	// the innings and high runs a carom-minded text source may read, at the score asked for
	const players = real.players.slice(0, names.length).map((p, i) => ({ ...p, score: i === 0 ? s1 : s2, innings: 3, highRun: 2 - i }));
	return {
		table: { id: 't1', name: 'Table 1' },
		match: { id: 1, setup, revision: 1, summary: { ...real, turn: 0, players } as TableState['match'] extends infer M ? (M extends { summary: infer S } ? S : never) : never, startedAt: '' },
		events: []
	};
}
