/**
 * Every discipline the engine plays, by the id a match script names it with (match-script.md):
 * each family's ids (its ./<family>/catalog.ts). The catalog, the summaries and the rules'
 * vocabulary all start here.
 */
import type { Ids } from './generated/catalog';

export type DisciplineId = Ids[keyof Ids];
