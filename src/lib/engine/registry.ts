// Re-exported first on purpose: a discipline that imports it from here must find it initialised.
export { defineDiscipline, type BaseSetup, type DisciplineEntry } from './define';

import type { DisciplineId } from './types';
import type { DisciplineEntry } from './define';
import { poolDisciplines } from './pool';
import { caromDisciplines } from './carom';
import { pinDisciplines } from './pins';
import { artisticDisciplines } from './artistic';
import { pyramidDisciplines } from './pyramid';
import { snookerDisciplines } from './snooker';
import { billiardsDisciplines } from './english-billiards';

const entries: DisciplineEntry[] = [
	...poolDisciplines,
	...caromDisciplines,
	...pinDisciplines,
	...artisticDisciplines,
	...pyramidDisciplines,
	...snookerDisciplines,
	...billiardsDisciplines
];

export const disciplines: ReadonlyMap<string, DisciplineEntry> = new Map(entries.map((e) => [e.id, e]));

export const disciplineIds = (): DisciplineId[] => entries.map((e) => e.id);
