/** The score sheet of a pins match: visit by visit; pins count down, so the score is what is left to play. */
import { commonTarget, DASH, inningsTable, pointsTotals, type FamilySheet } from '../../server/records/sheet-tables';

export const pinsSheet: FamilySheet = {
	target: (r, w) => commonTarget(r, w) ?? DASH,
	play: (r, w) => [inningsTable(r, w)].filter((t) => t !== null),
	totals: (_r, res, w) => pointsTotals(res, w, 'records.sheet.pointsLeft'),
	inningsLimitAlways: false
};
