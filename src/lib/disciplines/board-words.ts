/**
 * How each family words a board where the families differ, one table a concern (a page bundles
 * only the tables it uses): its run, its rack (a frame, a партия), its frame line. The phrases
 * every family shares are src/lib/view/words.ts's.
 */
import type { BoardKey, BoardT } from '../i18n/board';
import type { Family } from '../engine/catalog';
import type { FrameView } from '../view/model';
import type { MatchViewOf } from './view';
import type { EveryFamily } from './registry';
import type { RunWords } from './parts';
import { pyramidFrameLine } from './pyramid/board-words';
import { snookerFrameLine } from './snooker/board-words';
import { breakRunWords } from './shared/break-words';
import { billiardsGameLine } from './english-billiards/board-words';

const RUN: RunWords = { badge: (n, t) => `${t('board.run')} ${n}`, moment: (n, t) => t('board.moment.run', { n }) };

export const RUN_WORDS: EveryFamily<RunWords> = { pool: RUN, carom: RUN, pins: RUN, artistic: RUN, pyramid: RUN, snooker: breakRunWords, 'english-billiards': breakRunWords };

/** A rack ("Rack 3") and a rack won ("wins rack 3") where a family says otherwise: pyramid партия, snooker frame. */
export const RACK_WORDS: Partial<EveryFamily<{ rack: BoardKey; won: BoardKey }>> = {
	pyramid: { rack: 'board.pyramidFrame', won: 'board.winsPyramidFrame' },
	snooker: { rack: 'board.frame', won: 'board.winsFrame' },
	'english-billiards': { rack: 'board.game', won: 'board.winsGame' }
};

/** The line of a frame under way, in the families that play frames. */
export const FRAME_LINE: Partial<EveryFamily<(f: FrameView, t: BoardT) => string>> = { pyramid: pyramidFrameLine, snooker: snookerFrameLine };

/**
 * The situation line of a family whose match has a state of its own to say ("Game 2 of 5 · Red on
 * the Centre Spot · Ten hazards"): where a family gives one, the boards show it in place of the
 * rack, frame or inning line.
 */
export const SITUATION_LINE: { readonly [F in Family]?: (m: MatchViewOf<F>, t: BoardT) => string | null } = {
	'english-billiards': (m, t) => (m.game ? billiardsGameLine(m.game, t) : null)
};

/** The families whose boards show each player's innings, average and high run beside the score, in columns (carom). */
export const STAT_COLUMNS: Partial<EveryFamily<true>> = { carom: true };

/**
 * What the big number counts where it is not the points: pins' points to go, frames won in
 * pyramid and snooker, games won in English billiards' match of several games (one game's big
 * number is its points; a match of several shows the game's points beside it).
 */
export const SCORE_LABEL: { readonly [F in Family]?: BoardKey | ((m: MatchViewOf<F>) => BoardKey | null) } = {
	pins: 'board.toGo',
	pyramid: 'board.pyramidFramesWon',
	snooker: 'board.framesWon',
	'english-billiards': (m) => (m.players.some((p) => p.points !== null) ? 'board.gamesWon' : null)
};

/** The frame's points beside the frame line, in the families that play frames: pyramid's shelf, snooker's points. */
export const FRAME_POINTS: Partial<EveryFamily<BoardKey>> = { pyramid: 'board.shelf', snooker: 'board.points' };
