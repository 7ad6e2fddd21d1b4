/** How a board words English billiards: games, a break (not a run), centuries, the game's line (the referee's warning, time). */
import type { BoardKey, BoardT } from '../../i18n/board';
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
