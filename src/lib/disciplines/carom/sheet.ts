/** The score sheet of a carom match: inning by inning; the head always names the innings limit. */
import { commonTarget, DASH, inningsTable, pointsTotals, type FamilySheet } from '../../server/records/sheet-tables';

export const caromSheet: FamilySheet = {
	target: (r, w) => commonTarget(r, w) ?? DASH,
	play: (r, w) => [inningsTable(r, w)].filter((t) => t !== null),
	totals: (_r, res, w) => pointsTotals(res, w),
	inningsLimitAlways: true
};
