/**
 * What a set-up needs to know of every discipline and a board does not (./catalog.ts has the
 * rest): how many players it takes, the set-up a form offers first, and the runs a broadcast
 * hears of by default. Plain data (each family states its own in its ./<family>/catalog.ts); pages that set up a
 * match read it (console, competitions), overlays never do. catalog.test.ts holds it to the
 * engine's registry.
 */
import type { DisciplineId } from './ids';
import type { SetupFacts } from './family-facts';
import { setupFacts as familySetupFacts } from './generated/setup-facts';

export type { SetupFacts, SuggestedSetup } from './family-facts';

/** Every discipline's set-up facts (each family's ./<family>/catalog.ts). */
export const SETUP_FACTS: { readonly [D in DisciplineId]: SetupFacts } = familySetupFacts;

export const setupFacts = (id: string): SetupFacts | undefined => (Object.hasOwn(SETUP_FACTS, id) ? SETUP_FACTS[id as DisciplineId] : undefined);
