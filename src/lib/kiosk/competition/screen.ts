/**
 * The wall display's measures: how many match boxes and group tables its main area holds (in
 * the screen's unit, 1 % of its shorter side, so 1920×1080, 1280×720 and a portrait TV read
 * alike), which places go on from each group, how often it turns the page (`?rotate=` seconds).
 */
import type { CompetitionView } from '../../competition/types';
import { standingColumns } from '../../competition/words';
import { groupStandings, type Capacity } from './layout';

/** A match box and the gap under it; a bracket column and the gap beside it; the column's heading (MatchBox, BracketView). */
const BOX = 8.6 + 1.2;
const COLUMN = 30 + 3.2;
const HEADING = 4.4 + 1.2;
/** A standings row; a table's fixed columns (place, player) and each number column (StandingsTable). */
const ROW = 5;
const TABLE_FIXED = 4 + 28;
const NUMBER = 6.5;
const TABLE_GAP = 4;

export function capacities(v: CompetitionView, width: number, height: number): { bracket: Capacity; tables: Capacity } {
	const st = groupStandings(v);
	const numbers = Math.max(0, ...st.map((s) => standingColumns(s.rows).length - 2));
	const tableWidth = TABLE_FIXED + NUMBER * numbers + 1.5 + (st.some((s) => s.rows.some((r) => r.average !== null)) ? 3.5 : 0);
	return {
		bracket: { rows: Math.max(1, Math.floor((height - HEADING) / BOX)), cols: Math.max(1, Math.floor((width + 3.2) / COLUMN)) },
		tables: { rows: Math.max(3, Math.floor(height / ROW)), cols: Math.max(1, Math.floor((width + TABLE_GAP) / (tableWidth + TABLE_GAP))) }
	};
}

/** Per group: how many of its places go on to the knockout (from the knockout's seats). */
export function advancing(v: CompetitionView): Record<number, number> {
	const out: Record<number, number> = {};
	for (const m of v.matches) for (const f of m.from) if (f?.kind === 'group') out[f.group] = Math.max(out[f.group] ?? 0, f.place);
	return out;
}

/** ?rotate=<seconds> (5–300), default 15. */
export function rotateMs(url: URL): number {
	const n = Number(url.searchParams.get('rotate'));
	return (Number.isFinite(n) && n > 0 ? Math.min(300, Math.max(5, n)) : 15) * 1000;
}
