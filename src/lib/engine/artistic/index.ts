import type { DisciplineEntry } from '../define';
import { artistic } from './artistic';

export const artisticDisciplines: DisciplineEntry[] = [artistic];
