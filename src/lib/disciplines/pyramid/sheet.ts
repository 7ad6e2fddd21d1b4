/** The score sheet of a Russian pyramid match: frame by frame, each frame's visits (the shelves), the totals. */
import { framesSheet } from '../shared/frames-sheet';

export const pyramidSheet = framesSheet('pyramid');
