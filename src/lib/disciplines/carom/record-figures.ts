/** Carom in the records' lists: the general average (3 decimals, cut), the best match average, the high run. */
import { averageText } from '../../view/words';
import type { FamilyRecordFigures } from '../parts';

export const caromRecordFigures: FamilyRecordFigures = {
	player: (s, t, bt) => [
		{ key: 'generalAverage', label: t('records.player.generalAverage'), value: averageText(s.generalAverage, bt) },
		{ key: 'bestAverage', label: t('records.player.bestAverage'), value: averageText(s.bestAverage, bt) },
		{ key: 'highRun', label: t('board.highRun'), value: s.highRun },
		{ key: 'points', label: t('records.player.points'), value: s.points },
		{ key: 'innings', label: t('board.innings'), value: s.innings }
	],
	row: (r, _d, t, bt) => [
		...(r.innings > 0 ? [{ key: 'average', label: t('board.average.short'), title: t('board.average'), value: averageText(r.average, bt) }] : []),
		...(r.highRun > 0 ? [{ key: 'highRun', label: t('board.highRun.short'), title: t('board.highRun'), value: r.highRun }] : [])
	],
	rowInnings: true
};
