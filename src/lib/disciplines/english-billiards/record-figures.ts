/** English billiards in the records' lists: games won and lost, the average per visit and the highest break (also beside a score in a match row). */
import { averageText } from '../../view/words';
import type { FamilyRecordFigures } from '../parts';
import { framesPlayerFigures } from '../shared/record-figures';
import { BILLIARDS_FRAMES } from './frames-words';

const frames = framesPlayerFigures(BILLIARDS_FRAMES);

export const billiardsRecordFigures: FamilyRecordFigures = {
	player: (s, t, bt) => [
		...frames(s, t, bt),
		{ key: 'generalAverage', label: t('records.player.generalAverage'), value: averageText(s.generalAverage, bt) }
	],
	row: (r, _d, t, bt) => [
		...(r.innings > 0 ? [{ key: 'average', label: t('board.average.short'), title: t('board.average'), value: averageText(r.average, bt) }] : []),
		...(r.highRun > 0 ? [{ key: 'highBreak', label: t('board.highBreak.short'), title: t('board.highBreak'), value: r.highRun }] : [])
	],
	rowInnings: false
};
