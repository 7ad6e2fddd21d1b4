import type { FamilyStandings } from '../parts';

/** Match points, points difference, head-to-head (our choice: the seed documents say nothing). */
export const artisticStandings: FamilyStandings = {
	alwaysDecided: false,
	keys: ['difference', 'head-to-head'],
	pointsMade: (score) => score,
	average: false
};
