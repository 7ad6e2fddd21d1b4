/** How a board words the pin games: the score counts down, so its column says what is left to go. */
import type { BoardKey } from '../../i18n/board';

export const pinsScoreLabel: BoardKey = 'board.toGo';
