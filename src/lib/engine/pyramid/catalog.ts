/** Russian pyramid's disciplines as the catalog, the set-up forms and the match scripts name them (../family-facts.ts). */
import { catalogEntry, TWO_PLAYERS, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type PyramidId = 'free-pyramid' | 'combined-pyramid' | 'dynamic-pyramid';

/** Frames to 8 balls, a match raced to N frames. */
export const pyramidCatalog: readonly DisciplineInfoOf<PyramidId, 'pyramid'>[] = [
	catalogEntry('free-pyramid', 'pyramid', 'race', 16),
	catalogEntry('combined-pyramid', 'pyramid', 'race', 15),
	catalogEntry('dynamic-pyramid', 'pyramid', 'race', 15)
];

const facts: SetupFacts = { players: TWO_PLAYERS, suggested: { raceTo: 3, pointsTo: 8, breakRule: 'alternate' }, runEvents: [5] };

export const pyramidSetupFacts: { readonly [D in PyramidId]: SetupFacts } = {
	'free-pyramid': facts,
	'combined-pyramid': facts,
	'dynamic-pyramid': facts
};
