/** Pool in the records' lists: a race's racks won and lost and its break and runs; 14.1's points and high run. */
import { disciplineInfo } from '../../engine/catalog';
import type { FamilyRecordFigures } from '../parts';

const race = (discipline: string) => disciplineInfo(discipline)?.target === 'race';

export const poolRecordFigures: FamilyRecordFigures = {
	player: (s, t) =>
		race(s.discipline)
			? [
					{ key: 'racksWon', label: t('records.player.racksWon'), value: s.racksWon ?? 0 },
					{ key: 'racksLost', label: t('records.player.racksLost'), value: s.racksLost ?? 0 },
					{ key: 'breakAndRuns', label: t('records.player.breakAndRuns'), value: s.breakAndRuns ?? 0 }
				]
			: [
					{ key: 'highRun', label: t('board.highRun'), value: s.highRun },
					{ key: 'points', label: t('records.player.points'), value: s.points }
				],
	// 14.1 counts points: its high run is the figure to compare
	row: (r, discipline, t) => (!race(discipline) && r.highRun > 0 ? [{ key: 'highRun', label: t('board.highRun.short'), title: t('board.highRun'), value: r.highRun }] : []),
	rowInnings: false
};
