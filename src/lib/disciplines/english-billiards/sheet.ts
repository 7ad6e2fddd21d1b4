/** The score sheet of an English billiards match: game by game, each game's visits (breaks), the totals with centuries. */
import type { MatchRecordView } from '../../records/record';
import type { SheetWords } from '../../server/records/sheet-words';
import { framesSheet } from '../shared/frames-sheet';
import { BILLIARDS_FRAMES } from './frames-words';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** "150 up", "Best of 5 · 150 up", "Timed: 60 min". */
export function billiardsTarget(r: MatchRecordView, w: SheetWords): string | null {
	const pointsTo = num(r.setup.pointsTo);
	const bestOf = num(r.setup.bestOf) ?? 1;
	const minutes = num(r.setup.timeLimit);
	const parts = [
		...(bestOf > 1 ? [w.t('board.bestOfGames', { n: bestOf })] : []),
		...(pointsTo !== null ? [w.t('board.pointsUp', { n: pointsTo })] : []),
		...(minutes !== null ? [w.t('board.timed', { n: minutes })] : [])
	];
	return parts.length ? parts.join(' · ') : null;
}

export const billiardsSheet = framesSheet(BILLIARDS_FRAMES, billiardsTarget);
