/**
 * How each family words a board where the families differ, one table a concern (a page bundles
 * only the tables it uses): its run, its rack (a frame, a партия), its frame line. The phrases
 * every family shares are src/lib/view/words.ts's.
 */
import type { Family } from '../engine/catalog';
import type { RunWords } from './parts';
import { runWords } from './generated/board-words';

/** The tables, each family's entries in its ./<family>/board-words.ts (parts.ts BoardWordsTables says each). */
export {
	rackWords as RACK_WORDS,
	frameLine as FRAME_LINE,
	situationLine as SITUATION_LINE,
	statColumns as STAT_COLUMNS,
	scoreLabel as SCORE_LABEL,
	framePoints as FRAME_POINTS
} from './generated/board-words';

/** A run, in the games that do not call it something else. */
const RUN: RunWords = { badge: (n, t) => `${t('board.run')} ${n}`, moment: (n, t) => t('board.moment.run', { n }) };

export const runWordsOf = (family: Family): RunWords => runWords[family] ?? RUN;
