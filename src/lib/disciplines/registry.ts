/**
 * The discipline families as modules (issue 24; ../shared/design/core.md). Everything the
 * product knows about a family beyond its rules (src/lib/engine, which stays pure and stands
 * alone) lives in its folder here, one file a concern: `standings.ts` how a competition ranks
 * it, … Each concern has one table of every family's part, typed `EveryFamily<Part>` against
 * the engine's list of families, so a new family does not compile until it gives each part, and
 * no layer names a family: it asks the concern's table.
 *
 * One table a concern, not one object a family: a page or an overlay imports only the concern it
 * draws, and an overlay's bundle stays within its budget.
 */
import type { Family } from '../engine/catalog';

export type { Family } from '../engine/catalog';

/** One part of every family. */
export type EveryFamily<Part> = { readonly [F in Family]: Part };
