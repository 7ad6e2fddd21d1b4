// Re-exported first on purpose: a discipline that imports it from here must find it initialised.
export { defineDiscipline, type BaseSetup, type DisciplineEntry } from './define';

import type { DisciplineId } from './types';
import type { DisciplineEntry } from './define';
import { disciplines as familyDisciplines } from './generated/disciplines';

const entries: DisciplineEntry[] = familyDisciplines;

export const disciplines: ReadonlyMap<string, DisciplineEntry> = new Map(entries.map((e) => [e.id, e]));

export const disciplineIds = (): DisciplineId[] => entries.map((e) => e.id);
