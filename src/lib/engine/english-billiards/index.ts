import type { DisciplineEntry } from '../define';
import { englishBilliards } from './rules';

/** English billiards (RULES-billiards.md EB). */
export const billiardsDisciplines: DisciplineEntry[] = [englishBilliards];
