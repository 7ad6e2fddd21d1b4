import type { FamilyStandings } from '../parts';

/** Racks or frames decide every match: matches won, then the difference of racks (frames; 14.1: points), head-to-head, racks won. */
export const snookerStandings: FamilyStandings = {
	alwaysDecided: true,
	keys: ['difference', 'head-to-head', 'scored'],
	pointsMade: (score) => score,
	average: false
};
