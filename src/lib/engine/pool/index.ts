import type { DisciplineEntry } from '../define';
import { eightBall } from './eight-ball';
import { nineBall } from './nine-ball';
import { straightPool } from './straight-pool';
import { tenBall } from './ten-ball';

export const poolDisciplines: DisciplineEntry[] = [eightBall, nineBall, straightPool, tenBall];
