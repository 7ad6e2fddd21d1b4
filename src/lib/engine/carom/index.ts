import type { DisciplineEntry } from '../define';
import { balkline471, balkline472, balkline712 } from './balkline';
import { oneCushion } from './one-cushion';
import { straightRail } from './straight-rail';
import { threeCushion } from './three-cushion';

export const caromDisciplines: DisciplineEntry[] = [
	straightRail,
	oneCushion,
	threeCushion,
	balkline471,
	balkline712,
	balkline472
];
