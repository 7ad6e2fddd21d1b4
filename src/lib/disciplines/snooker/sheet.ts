/** The score sheet of a snooker match: frame by frame, each frame's visits (breaks), the totals with centuries. */
import type { MatchRecordView } from '../../records/record';
import type { SheetWords } from '../../server/records/sheet-words';
import { framesSheet } from '../shared/frames-sheet';
import { SNOOKER_FRAMES } from './frames-words';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** "Best of 7", with its reds when not a full rack. */
export function snookerTarget(r: MatchRecordView, w: SheetWords): string | null {
	const s = r.summary;
	const bestOf = num(r.setup.bestOf) ?? (s && 'bestOf' in s ? s.bestOf : null);
	if (bestOf === null) return null;
	const reds = num(r.setup.reds) ?? (s && 'reds' in s ? s.reds : 15);
	const text = w.t('board.bestOf', { n: bestOf, w: Math.ceil(bestOf / 2) });
	return reds === 15 ? text : `${text} · ${w.t('board.reds', { n: reds })}`;
}

export const snookerSheet = framesSheet(SNOOKER_FRAMES, snookerTarget);
