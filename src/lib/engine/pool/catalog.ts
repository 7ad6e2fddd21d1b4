/** Pool's disciplines as the catalog, the set-up forms and the match scripts name them (../family-facts.ts). */
import { catalogEntry, TWO_PLAYERS, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type PoolId = 'eight-ball' | 'nine-ball' | 'straight-pool' | 'ten-ball';

export const poolCatalog: readonly DisciplineInfoOf<PoolId, 'pool'>[] = [
	catalogEntry('eight-ball', 'pool', 'race', 15),
	catalogEntry('nine-ball', 'pool', 'race', 9, 'rack'),
	catalogEntry('straight-pool', 'pool', 'points', 15, 'points'),
	catalogEntry('ten-ball', 'pool', 'race', 10, 'rack')
];

const race = (raceTo: number): SetupFacts => ({ players: TWO_PLAYERS, suggested: { raceTo, breakRule: 'alternate' }, runEvents: null });

/** A 50 and a ton in 14.1. */
export const poolSetupFacts: { readonly [D in PoolId]: SetupFacts } = {
	'eight-ball': race(5),
	'nine-ball': race(7),
	'straight-pool': { players: TWO_PLAYERS, suggested: { pointsTo: 100 }, runEvents: [50, 100] },
	'ten-ball': race(7)
};
