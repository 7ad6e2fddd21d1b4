/**
 * What the ticker says: one item per table with a match, in the venue's order — "Table 2 ·
 * Kowalski 5–3 Nowak · Race to 7" while live, the result once finished ("… · Kowalski wins").
 * Tables in `exclude` (the one on stream) and tables without a match are left out. Pure, so a
 * unit test reads it (./items.test.ts).
 */
import type { TableState } from '../../src/lib/protocol';
import type { BoardT } from '../../src/lib/i18n/board';
import { matchView } from '../../src/lib/view/table-view';
import { resultText, scoreLineText, targetText } from '../../src/lib/view/words';

export interface TickerItem {
	table: string;
	name: string;
	score: string;
	/** The target while live, the result once finished. */
	note: string | null;
	finished: boolean;
}

export function tickerItems(order: readonly string[], states: Readonly<Record<string, TableState>>, exclude: ReadonlySet<string>, t: BoardT): TickerItem[] {
	const items: TickerItem[] = [];
	for (const id of order) {
		const state = states[id];
		if (!state || exclude.has(id)) continue;
		const m = matchView(state);
		if (!m) continue;
		const finished = m.status === 'finished';
		items.push({ table: id, name: state.table.name, score: scoreLineText(m), note: finished ? resultText(m, t) : targetText(m, t), finished });
	}
	return items;
}

/** The item as one line of text (what a screen reader or a test reads). */
export const itemText = (i: TickerItem): string => [i.name, i.score, i.note].filter(Boolean).join(' · ');
