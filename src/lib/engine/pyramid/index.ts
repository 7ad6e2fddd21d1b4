import type { DisciplineEntry } from '../define';
import { freePyramid } from './free';
import { combinedPyramid } from './combined';
import { dynamicPyramid } from './dynamic';

/** Russian pyramid: free, combined and dynamic (RULES-more.md PY, FP, CP, NP). */
export const pyramidDisciplines: DisciplineEntry[] = [freePyramid, combinedPyramid, dynamicPyramid];
