/** The score sheet of a snooker match: frame by frame, each frame's visits (breaks), the totals with centuries. */
import { framesSheet } from '../shared/frames-sheet';

export const snookerSheet = framesSheet('snooker');
