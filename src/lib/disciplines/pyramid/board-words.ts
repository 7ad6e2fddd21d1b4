/** How a board words Russian pyramid: its frame is a партия, counted in balls on the shelf. */
import type { BoardKey, BoardT } from '../../i18n/board';
import type { FrameView } from '../../view/model';

/** "Partia 2 · do 8 bil · 9 na stole" (the frame named once: "Partia do 8" after "Partia 2" said the word twice). */
export const pyramidFrameLine = (f: FrameView, t: BoardT): string =>
	[t('board.pyramidFrame', { n: f.number }), t.n('board.frameBalls', f.pointsTo ?? 8), t('board.ballsOnTable', { n: f.onTable ?? 0 })].join(' · ');

/** A pyramid frame is a партия: "Partia 2", "wins partia 2". */
export const pyramidRackWords: { rack: BoardKey; won: BoardKey } = { rack: 'board.pyramidFrame', won: 'board.winsPyramidFrame' };

/** The score column counts frames won; a frame's own points are balls on the shelf. */
export const pyramidScoreLabel: BoardKey = 'board.pyramidFramesWon';
export const pyramidFramePoints: BoardKey = 'board.shelf';
