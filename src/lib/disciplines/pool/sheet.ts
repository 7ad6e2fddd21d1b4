/** The score sheet of a pool match: a race rack by rack, or 14.1's innings (src/lib/server/records/sheet-model.ts). */
import type { MatchRecordView } from '../../records/record';
import { initials, type SheetWords } from '../../server/records/sheet-words';
import { commonTarget, DASH, inningsTable, playerTotals, pointsTotals, type FamilySheet, type SheetTable } from '../../server/records/sheet-tables';

/** A pool race rack by rack: breaker, winner, the score after it, fouls per player, notes. */
function racksTable(r: MatchRecordView, w: SheetWords): SheetTable | null {
	const racks = r.racks;
	if (!racks?.length) return null;
	const name = (seat: number | null) => (seat === null ? DASH : (r.players[seat]?.name ?? DASH));
	const won = r.players.map(() => 0);
	return {
		title: null,
		groups: null,
		columns: [
			{ label: w.t('records.sheet.rack'), width: 0.6, align: 'center' },
			{ label: w.t('records.sheet.breaker'), width: 1.7, align: 'left' },
			{ label: w.t('records.sheet.rackWinner'), width: 1.7, align: 'left' },
			{ label: w.t('records.sheet.score'), width: 0.7, align: 'center' },
			...r.players.map((p) => ({ label: `${w.t('board.fouls')} ${initials(p.name)}`, width: 0.8, align: 'center' as const })),
			{ label: w.t('records.sheet.notes'), width: 3.2, align: 'left' }
		],
		rows: racks.map((k) => {
			if (k.winner !== null && won[k.winner] !== undefined) won[k.winner]!++;
			const notes = [k.breakAndRun && w.t('records.sheet.breakAndRun'), k.goldenBreak && w.t('records.sheet.goldenBreak'), k.resultOnly && w.t('records.sheet.resultOnly')].filter(Boolean);
			return [String(k.number), name(k.breaker), name(k.winner), won.join(':'), ...k.fouls.map(String), notes.join(', ')];
		})
	};
}

export const poolSheet: FamilySheet = {
	target: (r, w) => commonTarget(r, w) ?? DASH,
	play: (r, w) => [r.racks ? racksTable(r, w) : inningsTable(r, w)].filter((t) => t !== null),
	totals: (r, res, w) => {
		const racks = r.racks;
		if (!racks) return pointsTotals(res, w);
		return playerTotals(res, w, [
			[w.t('records.sheet.racksWon'), (p) => String(p.racksWon ?? 0)],
			[w.t('board.fouls'), (_p, seat) => String(racks.reduce((n, k) => n + (k.fouls[seat] ?? 0), 0))],
			[w.t('records.sheet.breakAndRun'), (p) => String(p.breakAndRuns ?? 0)]
		]);
	},
	inningsLimitAlways: false
};
