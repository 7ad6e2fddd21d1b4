/** Snooker as the catalog, the set-up forms and the match scripts name it (../family-facts.ts). */
import { catalogEntry, TWO_PLAYERS, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type SnookerId = 'snooker';

export const snookerCatalog: readonly DisciplineInfoOf<SnookerId, 'snooker'>[] = [catalogEntry('snooker', 'snooker', 'best-of', 15)];

/** A break of 50 and a century. */
export const snookerSetupFacts: { readonly [D in SnookerId]: SetupFacts } = {
	snooker: { players: TWO_PLAYERS, suggested: { bestOf: 7, reds: 15 }, runEvents: [50, 100] }
};
