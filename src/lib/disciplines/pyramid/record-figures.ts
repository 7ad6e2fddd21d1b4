/** Russian pyramid in the records' lists: frames won and lost, the best visit. */
import type { FamilyRecordFigures } from '../parts';
import { framesPlayerFigures } from '../shared/record-figures';
import { PYRAMID_FRAMES } from './frames-words';

export const pyramidRecordFigures: FamilyRecordFigures = { player: framesPlayerFigures(PYRAMID_FRAMES), row: () => [], rowInnings: false };
