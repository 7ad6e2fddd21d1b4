/** The score sheet of an artistic match: figure by figure, and each player's points. */
import type { MatchRecordView } from '../../records/record';
import type { ArtisticSummary } from '../../engine/artistic/summary';
import type { SheetWords } from '../../server/records/sheet-words';
import type { CsvCell } from '../../records/csv';
import { commonTarget, DASH, playerCols, playerTotals, type FamilySheet, type SheetTable } from '../../server/records/sheet-tables';

/** Artistic: per figure its value, and per player the attempts and the points made. */
function figuresTable(r: MatchRecordView, w: SheetWords): SheetTable | null {
	const s = r.summary as ArtisticSummary | null;
	if (!s || !('figures' in s) || !Array.isArray(s.figures)) return null;
	const p = playerCols(w, r.players.map((pl) => pl.name), [
		[w.t('records.sheet.attempts'), 'center'],
		[w.t('records.sheet.points'), 'right']
	]);
	return {
		title: null,
		groups: [{ label: '', span: 3 }, ...p.groups],
		columns: [
			{ label: '#', width: 0.4, align: 'center' },
			{ label: w.t('records.sheet.figure'), width: 2.6, align: 'left' },
			{ label: w.t('records.sheet.value'), width: 0.8, align: 'right' },
			...p.columns
		],
		rows: s.figures.map((f, i) => [
			String(i + 1),
			f.name,
			String(f.points),
			...r.players.flatMap((_, seat) => {
				const res = f.results[seat];
				return res ? [String(res.attempts), String(res.points)] : ['', ''];
			})
		])
	};
}

export const artisticSheet: FamilySheet = {
	target: (r, w) =>
		commonTarget(r, w) ??
		(r.summary && 'figures' in r.summary ? w.t('records.sheet.target.figures', { n: (r.summary as ArtisticSummary).figures.length }) : DASH),
	play: (r, w) => [figuresTable(r, w)].filter((t) => t !== null),
	totals: (_r, res, w) => playerTotals(res, w, [[w.t('records.sheet.points'), (p) => String(p.score)]]),
	inningsLimitAlways: false,
	// a row per figure per player
	csv(r, base) {
		const s = r.summary as ArtisticSummary | null;
		if (!s || !Array.isArray(s.figures)) return null;
		const rows: CsvCell[][] = [];
		s.figures.forEach((f, i) =>
			r.players.forEach((p, seat) => {
				const res = f.results[seat];
				rows.push([...base, p.name, i + 1, f.name, f.points, res?.attempts ?? null, res ? res.success : null, res?.points ?? null]);
			})
		);
		return { columns: ['player', 'figure', 'figure_name', 'value', 'attempts', 'success', 'points'], rows };
	}
};
