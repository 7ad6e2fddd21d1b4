/** The run words of the games that call a run a break (snooker, English billiards). */
import type { BoardT } from '../../i18n/board';
import type { MatchView } from '../../view/table-view';
import type { RunWords } from '../parts';

/** "Break 45"; a break reaching a mark "Break of 50", a century a "Century break". */
export const breakRunWords: RunWords = {
	badge: (n, t) => t('board.break', { n }),
	moment: (n, t) => (n >= 100 ? t('board.moment.century') : t('board.moment.break', { n }))
};

/** "Highest break: 87–45": the result card's line in the games that call a run a break. */
export const highBreakLine = (m: Pick<MatchView, 'players'>, t: BoardT): string => `${t('board.highBreak')}: ${m.players.map((p) => p.highRun).join('–')}`;
