import type { DisciplineEntry } from '../define';
import { snooker } from './snooker';

/** Snooker with 15, 10 or 6 reds (RULES-more.md SN). */
export const snookerDisciplines: DisciplineEntry[] = [snooker];
