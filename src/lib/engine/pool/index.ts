import type { DisciplineEntry } from '../define';
import { eightBall } from './eight-ball';
import { nineBall } from './nine-ball';
import { straightPool } from './straight-pool';

export const poolDisciplines: DisciplineEntry[] = [eightBall, nineBall, straightPool];
