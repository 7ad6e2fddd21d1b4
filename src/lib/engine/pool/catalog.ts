/** Pool's disciplines as the catalog, the set-up forms and the match scripts name them (../family-facts.ts). */
import { TWO_PLAYERS, type DisciplineInfoOf, type SetupFacts, type TargetKind } from '../family-facts';

export type PoolId = 'eight-ball' | 'nine-ball' | 'straight-pool' | 'ten-ball';

const pool = (id: PoolId, target: TargetKind, balls: number, threeFoul: DisciplineInfoOf['threeFoul'] = null): DisciplineInfoOf<PoolId, 'pool'> => ({
	id,
	family: 'pool',
	target,
	balls,
	threeFoul
});

export const poolCatalog: readonly DisciplineInfoOf<PoolId, 'pool'>[] = [
	pool('eight-ball', 'race', 15),
	pool('nine-ball', 'race', 9, 'rack'),
	pool('straight-pool', 'points', 15, 'points'),
	pool('ten-ball', 'race', 10, 'rack')
];

const race = (raceTo: number): SetupFacts => ({ players: TWO_PLAYERS, suggested: { raceTo, breakRule: 'alternate' }, runEvents: null });

/** A 50 and a ton in 14.1. */
export const poolSetupFacts: { readonly [D in PoolId]: SetupFacts } = {
	'eight-ball': race(5),
	'nine-ball': race(7),
	'straight-pool': { players: TWO_PLAYERS, suggested: { pointsTo: 100 }, runEvents: [50, 100] },
	'ten-ball': race(7)
};
