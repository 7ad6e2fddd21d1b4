/** Snooker in the records' lists: frames won and lost, the highest break (also beside a score in a match row). */
import type { FamilyRecordFigures } from '../parts';
import { framesPlayerFigures } from '../shared/record-figures';
import { SNOOKER_FRAMES } from './frames-words';

export const snookerRecordFigures: FamilyRecordFigures = {
	player: framesPlayerFigures(SNOOKER_FRAMES),
	row: (r, _d, t) => (r.highRun > 0 ? [{ key: 'highBreak', label: t('board.highBreak.short'), title: t('board.highBreak'), value: r.highRun }] : []),
	rowInnings: false
};
