import type { FamilyStandings } from '../parts';

/**
 * Match points (2 a win, 1 a draw at time), then the average per visit, the highest break,
 * head-to-head. A handicap start (EB-25) is in the score a competition reads: with starts, the
 * table's average counts them too (the record's own average does not).
 */
export const billiardsStandings: FamilyStandings = {
	alwaysDecided: false,
	keys: ['average', 'high-run', 'head-to-head'],
	pointsMade: (score) => score,
	average: true
};
