/** How a board words snooker: frames, a break (not a run), centuries, the frame's reds and remaining points. */
import type { BoardKey, BoardT } from '../../i18n/board';
import type { FrameView } from '../../view/model';

/** "Frame 3 · Reds 7 · Remaining 83 · Snookers required: 4 pts · Free ball". */
export function snookerFrameLine(f: FrameView, t: BoardT): string {
	const parts = [t('board.frame', { n: f.number })];
	if (f.reds) parts.push(t('board.reds', { n: f.reds }));
	if (f.remaining !== null) parts.push(t('board.remaining', { n: f.remaining }));
	if (f.snookersRequired > 0) parts.push(t('board.snookersRequired', { n: f.snookersRequired }));
	if (f.respottedBlack) parts.push(t('board.respottedBlack'));
	else if (f.freeBall) parts.push(t('board.freeBall'));
	return parts.join(' · ');
}

/** A run is a break; a rack is a frame; the score column counts frames won, a frame's own points beside. */
export { breakRunWords as snookerRunWords } from '../shared/break-words';
export const snookerRackWords: { rack: BoardKey; won: BoardKey } = { rack: 'board.frame', won: 'board.winsFrame' };
export const snookerScoreLabel: BoardKey = 'board.framesWon';
export const snookerFramePoints: BoardKey = 'board.points';
