/** English billiards as the catalog, the set-up forms and the match scripts name it (../family-facts.ts). */
import { catalogEntry, TWO_PLAYERS, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type BilliardsId = 'english-billiards';

export const billiardsCatalog: readonly DisciplineInfoOf<BilliardsId, 'english-billiards'>[] = [catalogEntry('english-billiards', 'english-billiards', 'points')];

/** A game of 150 up; a 50 break and a century (EB-26). */
export const billiardsSetupFacts: { readonly [D in BilliardsId]: SetupFacts } = {
	'english-billiards': { players: TWO_PLAYERS, suggested: { pointsTo: 150, bestOf: 1 }, runEvents: [50, 100] }
};
