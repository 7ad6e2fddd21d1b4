/**
 * The discipline catalog: plain data about every discipline the engine knows that a board needs —
 * its family, how a match is won (its target kind), the balls of a full rack, the three-foul rule.
 * What only a set-up needs (how many players, the set-up a form offers first, the runs a
 * broadcast hears of by default) is ./setup-facts.ts's, so an overlay does not carry it (a family
 * states both in its ./<family>/catalog.ts; the bundler keeps only what a list reads). Every
 * page reads these here (console, wall displays, overlays, OBS, tables page); nothing else may
 * restate them. At run time it imports only the families' own catalog files (plain data), so the
 * overlays can bundle it. catalog.test.ts checks it against the engine's registry.
 */
import type { DisciplineId } from './ids';
import type { DisciplineInfoOf } from './family-facts';
import { FAMILIES as REGISTERED, type Family } from './generated/families';
import { catalog } from './generated/catalog';

export type { Family } from './generated/families';
export type { TargetKind } from './family-facts';

/**
 * The families, in the registry's order (./families.json); every board lays out one of these.
 * Russian pyramid and snooker are families of their own: a pyramid frame is counted in balls on
 * the shelves, a snooker frame in points with a break and points remaining — neither is a pool
 * rack of numbered balls (10-ball is pool).
 */
export const FAMILIES: readonly Family[] = REGISTERED;

export type DisciplineInfo = DisciplineInfoOf<DisciplineId, Family>;

/** Every family's disciplines (its ./<family>/catalog.ts), family by family in the registry's order. */
export const CATALOG: readonly DisciplineInfo[] = catalog;

const byId = new Map<string, DisciplineInfo>(CATALOG.map((d) => [d.id, d]));

export const isDisciplineId = (id: unknown): id is DisciplineId => typeof id === 'string' && byId.has(id);

/** The catalog entry of a discipline, or undefined for an id this engine does not know. */
export const disciplineInfo = (id: string): DisciplineInfo | undefined => byId.get(id);

/**
 * The family of a discipline. An id this engine does not know has none (null): a board shows
 * such a match as "cannot be shown" rather than guessing a family.
 */
export const familyOf = (id: string): Family | null => byId.get(id)?.family ?? null;

/** A short sample programme (AR-1 figures score 4–11); the marker replaces it with the event's. */
export const SAMPLE_PROGRAMME: readonly { name: string; points: number }[] = [
	{ name: 'Figure 1', points: 4 },
	{ name: 'Figure 2', points: 5 },
	{ name: 'Figure 3', points: 6 },
	{ name: 'Figure 4', points: 7 },
	{ name: 'Figure 5', points: 8 }
];
