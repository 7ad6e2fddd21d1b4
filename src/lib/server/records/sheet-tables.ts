/**
 * A score sheet's tables as data, independent of the PDF library (sheet-pdf.ts draws them), and
 * the builders more than one family uses: the innings table and the points totals. Each family's
 * own tables are in its folder (src/lib/disciplines/<family>/sheet.ts); sheet-model.ts puts the
 * sheet together.
 */
import type { CsvCell } from '../../records/csv';
import type { MatchRecordView } from '../../records/record';
import type { MatchResult } from '../../records/result';
import { withCountry, type SheetKey, type SheetWords } from './sheet-words';

export type Align = 'left' | 'center' | 'right';

export interface SheetColumn {
	label: string;
	/** Share of the table's width. */
	width: number;
	align: Align;
}

export interface SheetTable {
	/** A heading above the table (a frame's visits: "Frame 3, visit by visit"), or null. */
	title: string | null;
	/** A row above the column labels: player names over their columns. */
	groups: { label: string; span: number }[] | null;
	columns: SheetColumn[];
	rows: string[][];
}

export interface SheetModel {
	title: string;
	matchLabel: string;
	header: { label: string; value: string }[];
	/** The play, one table or more (pyramid and snooker: the frames, then each frame's visits). */
	play: SheetTable[];
	/** Said instead of an empty play table. */
	empty: string | null;
	totals: SheetTable;
	result: string;
	incomplete: string | null;
	signatures: { label: string; name: string }[];
	/** "Page 2 of 3" in the sheet's language. */
	pageLabel(n: number, total: number): string;
}

export const DASH = '—';

/** A column: its label, its share of the width, its alignment. */
export const col = (label: string, width: number, align: Align): SheetColumn => ({ label, width, align });

export const playerCols = (w: SheetWords, names: string[], cols: [string, Align][]) => ({
	groups: names.map((label) => ({ label, span: cols.length })),
	columns: names.flatMap(() => cols.map(([label, align]) => ({ label, width: 1, align })))
});

/** Per inning and player: points and running total (carom, 14.1, pins). */
export function inningsTable(r: MatchRecordView, w: SheetWords): SheetTable | null {
	const innings = r.innings;
	if (!innings || innings.every((list) => list.length === 0)) return null;
	const rows = Math.max(...innings.map((list) => list.length));
	const p = playerCols(w, r.players.map((pl) => pl.name), [
		[w.t('records.sheet.points'), 'right'],
		[w.t('records.sheet.total'), 'right']
	]);
	return {
		title: null,
		groups: [{ label: '', span: 1 }, ...p.groups],
		columns: [{ label: w.t('records.sheet.inning'), width: 0.8, align: 'center' }, ...p.columns],
		rows: Array.from({ length: rows }, (_, i) => [
			String(i + 1),
			...innings.flatMap((list) => {
				const inn = list[i];
				return inn ? [String(inn.points), String(inn.total)] : ['', ''];
			})
		])
	};
}

/** One figure of the totals: its column label, and its value for a player's result row and seat. */
export type TotalsFigure = readonly [label: string, value: (player: MatchResult['players'][number], seat: number) => string];

/** The totals: the player (with his country), then one right-aligned column per figure. */
export function playerTotals(res: MatchResult, w: SheetWords, figures: readonly TotalsFigure[]): SheetTable {
	return {
		title: null,
		groups: null,
		columns: [col(w.t('records.sheet.player'), 3, 'left'), ...figures.map(([label]) => col(label, 1, 'right'))],
		rows: res.players.map((p, seat) => [withCountry(p), ...figures.map(([, value]) => value(p, seat))])
	};
}

/** Per player: the score (pins: what is left to play), innings, the general average, the high run. */
export function pointsTotals(res: MatchResult, w: SheetWords, scoreLabel: SheetKey = 'records.sheet.points'): SheetTable {
	return playerTotals(res, w, [
		[w.t(scoreLabel), (p) => String(p.score)],
		[w.t('board.innings'), (p) => String(p.innings)],
		// the engine's average is already cut (not rounded) to 3 decimals
		[w.t('board.average'), (p) => (p.average === null ? DASH : w.decimal(p.average, 3))],
		[w.t('board.highRun'), (p) => String(p.highRun)]
	]);
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The target most families have: a race (each player's own with handicaps: "Race to 7–5"), points to make, a start score to count down; null for none of these. */
export function commonTarget(r: MatchRecordView, w: SheetWords): string | null {
	const s = r.setup;
	// handicaps: each player's own target, in seat order ("Race to 7–5")
	const own = Array.isArray(s.targets) && s.targets.every((n) => num(n) !== null) ? (s.targets as number[]).join('–') : null;
	const race = num(s.raceTo);
	if (race !== null) return w.t('records.sheet.target.race', { n: own ?? race });
	const points = num(s.pointsTo);
	if (points !== null) return w.t('records.sheet.target.points', { n: own ?? points });
	const start = num(s.startScore) ?? (r.summary && 'startScore' in r.summary ? r.summary.startScore : null);
	if (start !== null) return w.t('records.sheet.target.countdown', { n: start });
	return null;
}

/** A family's part of the score sheet (src/lib/disciplines/<family>/sheet.ts); sheet-model.ts puts the sheet together. */
export interface FamilySheet {
	/** The match's target on the sheet's head. */
	target(r: MatchRecordView, w: SheetWords): string;
	/** The play, one table or more. */
	play(r: MatchRecordView, w: SheetWords): SheetTable[];
	/** The totals under the play. */
	totals(r: MatchRecordView, res: MatchResult, w: SheetWords): SheetTable;
	/** The head names the innings limit even when the set-up has none ("no limit"). */
	inningsLimitAlways: boolean;
	/**
	 * The family's own CSV rows (sheet-csv.ts) after the columns every row starts with (`base`:
	 * match, date, table, discipline), or null for the common rows (racks, frames, innings).
	 */
	csv?(r: MatchRecordView, base: CsvCell[]): { columns: string[]; rows: CsvCell[][] } | null;
}
