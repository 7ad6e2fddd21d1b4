import type { FamilyStandings } from '../parts';

/** Match points (2 a win, 1 a draw), general average, high run, head-to-head. */
export const caromStandings: FamilyStandings = {
	alwaysDecided: false,
	keys: ['average', 'high-run', 'head-to-head'],
	pointsMade: (score) => score,
	average: true
};
