/**
 * One match as CSV (GET /api/matches/<id>/export.csv), through the one CSV writer
 * (../../records/csv.ts: BOM, RFC 4180 quoting, CRLF, the formula guard). A row per inning per
 * player (carom, 14.1, pins), per rack (pool races), per frame (pyramid, snooker: each player's
 * points or balls on the shelf, and his visits as one cell of numbers, "12 0 45") or per figure
 * per player (artistic). Column
 * names are fixed English identifiers, not words of a language, so a spreadsheet macro or an
 * import script reads every venue's file the same way (docs/score-sheet.md).
 */
import type { MatchRecordView } from '../../records/record';
import { sheetOf } from '../../disciplines/server-parts';
import { csvFile, figuresText, type CsvCell } from '../../records/csv';

export function sheetCsv(r: MatchRecordView, tableName: string): string {
	const date = r.startedAt;
	const base = [r.id, date, tableName, r.discipline];
	const name = (seat: number | null) => (seat === null ? null : (r.players[seat]?.name ?? null));
	if (r.racks) {
		const won = r.players.map(() => 0);
		const foulCols = r.players.map((_, i) => `fouls_${i + 1}`);
		return csvFile(
			['match', 'date', 'table', 'discipline', 'rack', 'breaker', 'winner', 'score', ...foulCols, 'strokes', 'break_and_run', 'golden_break', 'ball_in_hand', 'result_only'],
			r.racks.map((k): CsvCell[] => {
				if (k.winner !== null && won[k.winner] !== undefined) won[k.winner]!++;
				return [...base, k.number, name(k.breaker), name(k.winner), figuresText(won), ...k.fouls, k.strokes, k.breakAndRun, k.goldenBreak, k.ballInHand, k.resultOnly];
			})
		);
	}
	if (r.frames) {
		const won = r.players.map(() => 0);
		const per = (key: string) => r.players.map((_, i) => `${key}_${i + 1}`);
		return csvFile(
			['match', 'date', 'table', 'discipline', 'frame', 'breaker', 'winner', ...per('points'), 'score', ...per('best'), ...per('centuries'), ...per('fouls'), ...per('visits'), 'strokes', 'result_only', 'conceded', 'forfeited', 'restarts', ...per('received')],
			r.frames.map((f): CsvCell[] => {
				if (f.winner !== null && won[f.winner] !== undefined) won[f.winner]!++;
				return [
					...base,
					f.number,
					name(f.breaker),
					name(f.winner),
					...f.points,
					figuresText(won),
					...f.best,
					...f.centuries.map((list) => list.length),
					...f.fouls,
					// a visit's points, in order; a spreadsheet splits the cell on spaces
					...f.visits.map((list) => list.map((v) => v.points).join(' ')),
					f.strokes,
					f.resultOnly,
					name(f.conceded),
					name(f.forfeited),
					f.restarts,
					// foul points (penalty balls) the opponent's fouls gave: points_N = the visits + this
					...f.received
				];
			})
		);
	}
	const own = sheetOf(r.family).csv?.(r, base);
	if (own) return csvFile(['match', 'date', 'table', 'discipline', ...own.columns], own.rows);
	const rows: CsvCell[][] = [];
	const innings = r.innings ?? [];
	const most = Math.max(0, ...innings.map((l) => l.length));
	// inning by inning, both players' lines of one inning together, as the sheet reads
	for (let n = 0; n < most; n++) {
		innings.forEach((list, seat) => {
			const inn = list[n];
			if (inn) rows.push([...base, r.players[seat]?.name ?? null, inn.n, inn.points, inn.total]);
		});
	}
	return csvFile(['match', 'date', 'table', 'discipline', 'player', 'inning', 'points', 'total'], rows);
}
