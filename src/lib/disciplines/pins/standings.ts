import type { FamilyStandings } from '../parts';

/** Match points, points difference, head-to-head (our choice: the seed documents say nothing). Pins count down: a player made the start score less the points he has left. */
export const pinsStandings: FamilyStandings = {
	alwaysDecided: false,
	keys: ['difference', 'head-to-head'],
	pointsMade: (left, start) => start - left,
	average: false
};
