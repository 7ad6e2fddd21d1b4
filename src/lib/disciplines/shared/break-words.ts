/** The run words of the games that call a run a break (snooker, English billiards). */
import type { RunWords } from '../parts';

/** "Break 45"; a break reaching a mark "Break of 50", a century a "Century break". */
export const breakRunWords: RunWords = {
	badge: (n, t) => t('board.break', { n }),
	moment: (n, t) => (n >= 100 ? t('board.moment.century') : t('board.moment.break', { n }))
};
