/** Artistic billiards as the catalog, the set-up forms and the match scripts name it (../family-facts.ts). */
import { catalogEntry, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type ArtisticId = 'artistic';

export const artisticCatalog: readonly DisciplineInfoOf<ArtisticId, 'artistic'>[] = [catalogEntry('artistic', 'artistic', 'figures')];

export const artisticSetupFacts: { readonly [D in ArtisticId]: SetupFacts } = {
	artistic: { players: { min: 2, max: 8 }, suggested: {}, runEvents: null }
};
