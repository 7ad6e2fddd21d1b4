/** Carom's disciplines as the catalog, the set-up forms and the match scripts name them (../family-facts.ts). */
import { catalogEntry, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type CaromId = 'straight-rail' | 'one-cushion' | 'three-cushion' | 'balkline-47-1' | 'balkline-47-2' | 'balkline-71-2';

const carom = (id: CaromId) => catalogEntry(id, 'carom', 'points');

export const caromCatalog: readonly DisciplineInfoOf<CaromId, 'carom'>[] = [
	carom('straight-rail'),
	carom('one-cushion'),
	carom('three-cushion'),
	carom('balkline-47-1'),
	carom('balkline-47-2'),
	carom('balkline-71-2')
];

const facts = (pointsTo: number, runEvents: readonly number[], maxPlayers = 2, inningsLimit: number | null = null): SetupFacts => ({
	players: { min: 2, max: maxPlayers },
	suggested: { pointsTo, inningsLimit, equalize: true },
	runEvents
});

/** Runs a commentator calls out: a 50 and a ton in the open games, 5 and 10 in three-cushion, 10 and 20 in one-cushion. */
export const caromSetupFacts: { readonly [D in CaromId]: SetupFacts } = {
	'straight-rail': facts(200, [50, 100], 3),
	'one-cushion': facts(100, [10, 20], 3),
	'three-cushion': facts(40, [5, 10], 2, 50),
	'balkline-47-1': facts(150, [50, 100]),
	'balkline-47-2': facts(200, [50, 100]),
	'balkline-71-2': facts(200, [50, 100])
};
