import type { DisciplineEntry } from '../define';

/** Russian pyramid: free, combined and dynamic (RULES-more.md PY, FP, CP, NP). */
export const pyramidDisciplines: DisciplineEntry[] = [];
