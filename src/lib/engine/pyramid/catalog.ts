/** Russian pyramid's disciplines as the catalog, the set-up forms and the match scripts name them (../family-facts.ts). */
import { TWO_PLAYERS, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type PyramidId = 'free-pyramid' | 'combined-pyramid' | 'dynamic-pyramid';

/** Frames to 8 balls, a match raced to N frames. */
const pyramid = (id: PyramidId, balls: number): DisciplineInfoOf<PyramidId, 'pyramid'> => ({ id, family: 'pyramid', target: 'race', balls, threeFoul: null });

export const pyramidCatalog: readonly DisciplineInfoOf<PyramidId, 'pyramid'>[] = [
	pyramid('free-pyramid', 16),
	pyramid('combined-pyramid', 15),
	pyramid('dynamic-pyramid', 15)
];

const facts: SetupFacts = { players: TWO_PLAYERS, suggested: { raceTo: 3, pointsTo: 8, breakRule: 'alternate' }, runEvents: [5] };

export const pyramidSetupFacts: { readonly [D in PyramidId]: SetupFacts } = {
	'free-pyramid': facts,
	'combined-pyramid': facts,
	'dynamic-pyramid': facts
};
