/** The score sheet of a Russian pyramid match: frame by frame, each frame's visits (the shelves), the totals. */
import type { MatchRecordView } from '../../records/record';
import type { SheetWords } from '../../server/records/sheet-words';
import { framesSheet } from '../shared/frames-sheet';
import { PYRAMID_FRAMES } from './frames-words';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** "Race to 3 · Frame to 8" (each player's own race with handicaps: "Race to 3–2"). */
export function pyramidTarget(r: MatchRecordView, w: SheetWords): string | null {
	const s = r.summary;
	const race = num(r.setup.raceTo);
	if (race === null) return null;
	const own = Array.isArray(r.setup.targets) && r.setup.targets.every((n) => num(n) !== null) ? (r.setup.targets as number[]).join('–') : null;
	const to = num(r.setup.pointsTo) ?? (s && 'frame' in s && s.frame && 'pointsTo' in s.frame ? s.frame.pointsTo : 8);
	return `${w.t('records.sheet.target.race', { n: own ?? race })} · ${w.t('board.frameTo', { n: to })}`;
}

export const pyramidSheet = framesSheet(PYRAMID_FRAMES, pyramidTarget);
