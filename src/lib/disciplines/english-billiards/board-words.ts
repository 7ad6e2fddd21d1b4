/** How a board words English billiards: games, a break (not a run), centuries, the game's line (the referee's warning, time). */
import type { BoardKey, BoardT } from '../../i18n/board';
import type { MatchViewOf } from '../view';
import type { BilliardsGameView } from './view';

/** EB-12 (a), EB-13, EB-14: the referee's warnings, as the boards say them. */
const WARNINGS: Record<NonNullable<BilliardsGameView['warning']>, BoardKey> = {
	hazards: 'board.warning.hazards',
	cannons: 'board.warning.cannons',
	'baulk-line': 'board.warning.baulk-line'
};

/** "Game 2 of 5 · Ten hazards": what a viewer follows (where the red stands is the marker's: the console says it). */
export function billiardsGameLine(g: BilliardsGameView, t: BoardT): string {
	const parts = [g.bestOf > 1 ? t('board.gameOf', { n: g.number, of: g.bestOf }) : t('board.game', { n: g.number })];
	if (g.warning) parts.push(t(WARNINGS[g.warning]));
	if (g.timeCalled) parts.push(t('board.timeCalled'));
	return parts.join(' · ');
}

/** A run is a break; a rack is a game. */
export { breakRunWords as billiardsRunWords } from '../shared/break-words';
export const billiardsRackWords: { rack: BoardKey; won: BoardKey } = { rack: 'board.game', won: 'board.winsGame' };

/** The game's line under the board, once a game is under way. */
export const billiardsSituationLine = (m: MatchViewOf<'english-billiards'>, t: BoardT): string | null => (m.game ? billiardsGameLine(m.game, t) : null);

/** A match of several games counts games won in the score column (a single game: its points alone). */
export const billiardsScoreLabel = (m: MatchViewOf<'english-billiards'>): BoardKey | null => (m.players.some((p) => p.points !== null) ? 'board.gamesWon' : null);
