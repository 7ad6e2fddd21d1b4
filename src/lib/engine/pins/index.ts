import type { DisciplineEntry } from '../define';
import { kegel } from './kegel';
import { sevenPins } from './seven-pins';

export const pinDisciplines: DisciplineEntry[] = [sevenPins, kegel];
