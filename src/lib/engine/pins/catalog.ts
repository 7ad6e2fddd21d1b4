/** The pin games as the catalog, the set-up forms and the match scripts name them (../family-facts.ts). */
import { catalogEntry, TWO_PLAYERS, type DisciplineInfoOf, type SetupFacts } from '../family-facts';

export type PinsId = 'seven-pins' | 'kegel';

export const pinsCatalog: readonly DisciplineInfoOf<PinsId, 'pins'>[] = [catalogEntry('seven-pins', 'pins', 'countdown'), catalogEntry('kegel', 'pins', 'countdown')];

const facts: SetupFacts = { players: TWO_PLAYERS, suggested: { startScore: 300, overshoot: 'bust' }, runEvents: null };

export const pinsSetupFacts: { readonly [D in PinsId]: SetupFacts } = { 'seven-pins': facts, kegel: facts };
