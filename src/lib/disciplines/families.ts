/**
 * Every family's module (./family-module.ts; each family's ./<family>/index.ts): the one list
 * the records, the competitions, the console, the HTTP API and the overlay build ask. What an
 * overlay, the wall, the console, the score sheet or the Companion module draws is listed apart
 * (./registry.ts says why).
 */
import type { Family } from '../engine/catalog';
import { familyOf } from '../engine/catalog';
import type { FamilyRecord, FamilyRecordFigures, FamilyStandings, FamilyStrokeWords } from './parts';
import type { FamilyModule } from './family-module';
import { inningsRecord } from './shared/record';
import { pointsRecordFigures } from './shared/record-figures';
import { numberedStrokeWords } from './shared/stroke-words';
import { family } from './generated/families';

export const FAMILY_MODULES: { readonly [F in Family]: FamilyModule<F> } = family;

/** A family's module as a layer that serves every family reads it. */
export const familyModule = (family: Family): FamilyModule<Family> => FAMILY_MODULES[family] as FamilyModule<Family>;

/**
 * What a record or a ranking of a discipline this build does not know (a record from a
 * newer version) is read with: innings, no frames, points.
 */
const UNKNOWN = {
	record: inningsRecord(false),
	recordFigures: pointsRecordFigures,
	standings: { alwaysDecided: false, keys: ['difference', 'head-to-head'], pointsMade: (score) => score, average: false },
	strokeWords: numberedStrokeWords
} satisfies Pick<FamilyModule<Family>, 'record' | 'recordFigures' | 'standings' | 'strokeWords'>;

/** The module of a discipline's family, or what an unknown discipline is read with. */
export function partsOf(discipline: string): Pick<FamilyModule<Family>, keyof typeof UNKNOWN> & Partial<FamilyModule<Family>> {
	const family = familyOf(discipline);
	return family ? familyModule(family) : UNKNOWN;
}

export const recordPartOf = (discipline: string): FamilyRecord => partsOf(discipline).record;
export const recordFiguresOf = (discipline: string): FamilyRecordFigures => partsOf(discipline).recordFigures;
export const standingsFor = (discipline: string): FamilyStandings => partsOf(discipline).standings;
export const strokeWordsOf = (family: Family | null | undefined): FamilyStrokeWords => (family ? familyModule(family).strokeWords : UNKNOWN.strokeWords);
